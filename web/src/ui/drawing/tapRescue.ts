// A tap that Chromium swallows. After a quick stroke on a surface with `touch-action: none` (the drawing sheet),
// Chromium takes the stroke for a fling and drops the `click` of the next tap that comes within a few hundred
// milliseconds (https://issues.chromium.org/issues/40727033): the button sees its pointerdown and pointerup but
// never activates. A drawing game is often a race to finish first, so a player's first
// tap on a button after their last stroke is exactly that tap. While a drawing desk is on screen, this gives such
// a tap its click when the browser did not.
import { useEffect } from "preact/hooks";

/** Where and when a touch went down or up. */
export interface Touch {
  x: number;
  y: number;
  at: number;
}

/** A finger that moves further than this has dragged, not tapped. */
const SLOP_PX = 10;
/** Held longer than this, it is a long press (the browser's own menu), not a tap. */
const LONGEST_TAP_MS = 500;
/** How long to wait for the browser's own click: it comes at once after a tap it did not swallow. */
export const RESCUE_AFTER_MS = 250;

/** Whether a touch that went down and up on the same control is a tap, which should click it. */
export function isTap(down: Touch, up: Touch): boolean {
  return Math.hypot(up.x - down.x, up.y - down.y) <= SLOP_PX && up.at - down.at <= LONGEST_TAP_MS;
}

const CONTROL = "button, [role='button'], a[href], summary, label";

function controlOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? (target.closest(CONTROL) as HTMLElement | null) : null;
}

/** While mounted, a touch tap on a control that gets no click from the browser gets one, a moment later. */
export function useTapRescue(): void {
  useEffect(() => {
    let pressed: { control: HTMLElement; touch: Touch } | null = null;
    let pending: { control: HTMLElement; timer: number } | null = null;
    const cancel = () => {
      if (pending) window.clearTimeout(pending.timer);
      pending = null;
    };
    const give = (control: HTMLElement) => {
      if (control.isConnected && !(control as HTMLButtonElement).disabled) control.click();
    };
    const onDown = (e: PointerEvent) => {
      // A tap still waiting for its click is given it now, before the next touch acts: the browser's own click
      // would have come by then, and a player who taps the fill and then an ink at once means both.
      const waiting = pending;
      cancel();
      if (waiting) give(waiting.control);
      const control = e.pointerType === "touch" && e.isPrimary ? controlOf(e.target) : null;
      pressed = control ? { control, touch: { x: e.clientX, y: e.clientY, at: e.timeStamp } } : null;
    };
    const onUp = (e: PointerEvent) => {
      const down = pressed;
      pressed = null;
      if (!down || e.pointerType !== "touch" || controlOf(e.target) !== down.control) return;
      if (!isTap(down.touch, { x: e.clientX, y: e.clientY, at: e.timeStamp })) return;
      const control = down.control;
      const timer = window.setTimeout(() => {
        pending = null;
        give(control);
      }, RESCUE_AFTER_MS);
      pending = { control, timer };
    };
    // The browser's own click came: nothing to rescue.
    const onClick = (e: MouseEvent) => {
      if (pending && e.target instanceof Node && pending.control.contains(e.target)) cancel();
    };
    const onCancel = () => {
      pressed = null;
    };
    document.addEventListener("pointerdown", onDown, true);
    document.addEventListener("pointerup", onUp, true);
    document.addEventListener("pointercancel", onCancel, true);
    document.addEventListener("click", onClick, true);
    return () => {
      cancel();
      document.removeEventListener("pointerdown", onDown, true);
      document.removeEventListener("pointerup", onUp, true);
      document.removeEventListener("pointercancel", onCancel, true);
      document.removeEventListener("click", onClick, true);
    };
  }, []);
}
