// The game's small picture on the home page's chooser, shown before the game's code has loaded, and the sketch
// pad it shows, which the home page's introduction draws larger.
import "./picture.css";

const INK = "#221c35";

/** A pad with a doodle of a sun over a house: something anyone would guess. */
export function Pad({ size }: { size: number }) {
  return (
    <svg class="win-lose-or-draw-pad" width={size} height={size * 1.2} viewBox="0 0 40 48" aria-hidden="true">
      <rect x="2" y="5" width="36" height="41" rx="3" fill="#fff" stroke={INK} stroke-width="2.2" />
      <path d="M8 5V2m8 3V2m8 3V2m8 3V2" stroke={INK} stroke-width="2" stroke-linecap="round" />
      <g fill="none" stroke="var(--primary)" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">
        <path d="M9 39V29l8-7 8 7v10Z" />
        <path d="M15 39v-5h4v5" />
        <circle cx="30" cy="15" r="3.5" />
        <path d="M30 8.5v1.5M30 20v1.5M23.5 15H25M35 15h1.5" />
      </g>
    </svg>
  );
}

/** The game's picture on the home page's chooser: the sketch pad. */
export function WinLoseOrDrawPicture() {
  return <Pad size={32} />;
}
