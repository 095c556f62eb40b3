// Binds the bell's reaction timer to the screen: a version is "shown" when its first frame is painted. The
// layout effect runs once the DOM holds the new version (the fallback time); the animation frame requested
// there runs just before that frame is painted, which is when the clowns become visible.
import { useLayoutEffect, useRef } from "preact/hooks";
import { ReactionTimer, type PairedTop } from "./reaction";

/** `paired`: the tops that make a pair on `version` (they never change for a given version). */
export function useReactionTimer(version: number, paired: readonly PairedTop[]): ReactionTimer {
  const timer = useRef<ReactionTimer | null>(null);
  if (!timer.current) timer.current = new ReactionTimer();
  const current = timer.current;
  useLayoutEffect(() => {
    current.rendered(version, performance.now(), paired);
    const frame = requestAnimationFrame(() => current.paint(version, performance.now()));
    return () => cancelAnimationFrame(frame);
  }, [current, version]); // `paired` follows from `version`
  return current;
}
