// A coloured pawn, and a board square's mark. Hue is not enough (about one player in twelve does not see some
// hues), so each colour carries the shape the seat swatches give it too: red a triangle, blue a diamond, green a
// square, yellow a ring (ui/Swatch.tsx's marks), white on the darker colours and dark on yellow.
import { MARKS } from "../../ui/Swatch";
import type { PawnColour } from "./protocol";

/** A colour's mark, drawn in a `size`-unit box centred on (x, y). */
export function ColourMark({ colour, x, y, size }: { colour: PawnColour; x: number; y: number; size: number }) {
  const scale = size / 20;
  return (
    <g
      class={`win-lose-or-draw-mark win-lose-or-draw-mark-${colour}`}
      transform={`translate(${x - size / 2} ${y - size / 2}) scale(${scale})`}
      aria-hidden="true"
    >
      {MARKS[colour]}
    </g>
  );
}

// A pawn on a 40 × 48 box: a round head over a collar and a wide bell-shaped body that carries the mark.
const PAWN_BODY = "M12 20.5h16c0 2-1 3.6-2.6 4.8C27.6 30.5 31.5 35.5 36.5 38.8V45.5h-33v-6.7c5-3.3 8.9-8.3 11.1-13.5C13 24.1 12 22.5 12 20.5Z";

/** A pawn inside an SVG: filled, or an empty dashed slot that still shows its colour's mark. */
export function PawnShape({
  colour,
  x = 0,
  y = 0,
  width = 40,
  empty = false,
}: {
  colour: PawnColour;
  x?: number;
  y?: number;
  width?: number;
  empty?: boolean;
}) {
  const scale = width / 40;
  return (
    <g
      class={`win-lose-or-draw-pawn win-lose-or-draw-c-${colour} ${empty ? "is-empty" : ""}`}
      transform={`translate(${x} ${y}) scale(${scale})`}
      aria-hidden="true"
    >
      <path class="win-lose-or-draw-pawn-body" d={PAWN_BODY} />
      <circle class="win-lose-or-draw-pawn-body" cx="20" cy="11" r="8.5" />
      <ColourMark colour={colour} x={20} y={37} size={14} />
    </g>
  );
}

/** A pawn on its own, as an inline picture (buttons, the shelf). Its name is given by the text beside it. */
export function PawnIcon({ colour, size = 28, empty = false }: { colour: PawnColour; size?: number; empty?: boolean }) {
  return (
    <svg class="win-lose-or-draw-pawn-icon" width={size} height={(size * 48) / 40} viewBox="0 0 40 48" aria-hidden="true">
      <PawnShape colour={colour} empty={empty} />
    </svg>
  );
}
