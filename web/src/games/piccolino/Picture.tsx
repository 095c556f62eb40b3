// The game's small picture on the home page's chooser, shown before the game's code (and its strings) has loaded:
// a happy blue clown on its card, without the card's patterns and marks, which would not show at this size.
import { ClownHead, INK } from "./clownFace";
import "./picture.css";

const BLUE = "#1e6fd9";
const TINT = "#dfeafc";

export function PiccolinoPicture() {
  return (
    <svg class="clown-card happy" viewBox="0 0 100 140" aria-hidden="true">
      <rect x="2" y="2" width="96" height="136" rx="10" fill={TINT} stroke={BLUE} stroke-width="4" />
      <circle cx="50" cy="80" r="37" fill="#fff" opacity=".6" />
      <g stroke={INK} stroke-width="1.6" fill={TINT}>
        {[29, 71, 39.5, 60.5, 50].map((x) => (
          <circle cx={x} cy="110" r="9" key={x} />
        ))}
      </g>
      <ClownHead happy fill={BLUE} band="#fff" />
    </svg>
  );
}
