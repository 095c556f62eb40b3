// The game's small picture on the home page's chooser, shown before the game's code has loaded.
import { MiniCard } from "./cardArt";

/** The game's picture on the home page's chooser: two pictures, one over the other. */
export function PictusPicture() {
  return (
    <svg width="40" height="48" viewBox="0 0 40 48" aria-hidden="true">
      <MiniCard x={3.5} y={9} scene="boat" tilt={-12} />
      <MiniCard x={16.5} y={9} scene="moon" tilt={8} />
    </svg>
  );
}
