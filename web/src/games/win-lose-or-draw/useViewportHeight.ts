// The height actually visible, as the CSS variable --win-lose-or-draw-vvh: a phone's on-screen keyboard shrinks the visual
// viewport but not always the layout one (Chrome on Android, Safari), and the guess box must stay in sight above
// it, so the screen sizes itself by what is visible rather than by 100dvh. Set on the root element, so that it
// holds whichever of the screen's layouts is showing; only this game's CSS reads it.
import { useEffect } from "preact/hooks";

export function useViewportHeight(): void {
  useEffect(() => {
    const vv = window.visualViewport;
    if (!vv) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty("--win-lose-or-draw-vvh", `${Math.round(vv.height)}px`);
    update();
    vv.addEventListener("resize", update);
    return () => {
      vv.removeEventListener("resize", update);
      root.style.removeProperty("--win-lose-or-draw-vvh");
    };
  }, []);
}
