// The die: a face with pips. While `rolling` it tumbles through random faces (the value is not shown until it
// stops); with prefers-reduced-motion it does not tumble and shows the value at once. `label` is its name for
// screen readers: the parent knows whether to say "rolling" or the result.
import { useEffect, useState } from "preact/hooks";
import "./board.css";

// Pip centres on a 100-unit face, by value.
const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [26, 26],
    [74, 26],
    [50, 50],
    [26, 74],
    [74, 74],
  ],
  6: [
    [29, 24],
    [71, 24],
    [29, 50],
    [71, 50],
    [29, 76],
    [71, 76],
  ],
};

const FACE_MS = 90;

export function reducedMotion(): boolean {
  return typeof window !== "undefined" && !!window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/** The face to show: the value, or while rolling (with motion allowed) a new random face every few frames. */
export function useTumbleFace(value: number | null, rolling: boolean): { face: number | null; tumbling: boolean } {
  const tumbling = rolling && !reducedMotion();
  const [face, setFace] = useState<number>(() => 1 + Math.floor(Math.random() * 6));
  useEffect(() => {
    if (!tumbling) return;
    const timer = setInterval(() => {
      // Never the same face twice in a row, so the die visibly changes at every beat.
      setFace((previous) => ((previous + Math.floor(Math.random() * 5)) % 6) + 1);
    }, FACE_MS);
    return () => clearInterval(timer);
  }, [tumbling]);
  if (tumbling) return { face, tumbling };
  return { face: value, tumbling: false };
}

/** A die face inside an SVG, on a 100-unit square at the origin (place it with a transform). */
export function DieArt({ face, tumbling = false }: { face: number | null; tumbling?: boolean }) {
  const pips = face !== null ? (PIPS[face] ?? []) : [];
  return (
    <g class={`win-lose-or-draw-die-art ${tumbling ? "is-tumbling" : ""}`} aria-hidden="true">
      <rect class="win-lose-or-draw-die-body" x="4" y="4" width="92" height="92" rx="18" />
      {pips.map(([cx, cy]) => (
        <circle class="win-lose-or-draw-die-pip" cx={cx} cy={cy} r="8.5" />
      ))}
      {face === null && (
        <text class="win-lose-or-draw-die-blank" x="50" y="62" text-anchor="middle">
          ?
        </text>
      )}
    </g>
  );
}

export function Die({
  value,
  rolling,
  label,
  size = 64,
}: {
  value: number | null;
  rolling: boolean;
  label: string;
  size?: number;
}) {
  const { face, tumbling } = useTumbleFace(value, rolling);
  return (
    <svg class="win-lose-or-draw-die" width={size} height={size} viewBox="0 0 100 100" role="img" aria-label={label}>
      <DieArt face={face} tumbling={tumbling} />
    </svg>
  );
}
