// One turn's sketch as it stood when the turn ended, from the game record's canvas operations: the turn is the
// operations' `round` (the sheet's epoch) and only the sketcher draws, so their seat's operations are the sketch.
// Painted with the shared canvas code, with the labels the sketcher placed over it.
import { useMemo } from "preact/hooks";
import type { Drawings } from "../../canvas/drawing";
import type { RecordOp } from "../../protocol";
import { Timeline } from "../../replay/timeline";
import { SheetCanvas } from "../../ui/drawing/SheetCanvas";
import type { Label } from "./protocol";
import { labelPlace } from "./screen";

/** The operations of `turn`'s sketch, in the order they were made. */
export function sketchOps(ops: readonly RecordOp[], turn: number, sketcher: number): RecordOp[] {
  return ops.filter((o) => o.round === turn && o.seat === sketcher).sort((a, b) => a.t - b.t);
}

/** The finished sketch of `turn`: a still, every operation applied (undo and clear included). */
export function sketchAtEnd(ops: readonly RecordOp[], turn: number, sketcher: number): Drawings {
  const timeline = new Timeline(sketchOps(ops, turn, sketcher), turn);
  timeline.seek(timeline.duration);
  return timeline.drawings;
}

/** Labels over a small sheet, placed as the game screen places them (the thumbnail's name already says them). */
export function SheetLabels({ labels }: { labels: readonly Label[] }) {
  if (labels.length === 0) return null;
  return (
    <ul class="win-lose-or-draw-r-labels" aria-hidden="true">
      {labels.map((l) => {
        const place = labelPlace(l);
        return (
          <li key={l.word} class={`win-lose-or-draw-r-label win-lose-or-draw-r-label-${place.anchor}`} style={{ left: place.left, top: place.top }}>
            {l.text}
          </li>
        );
      })}
    </ul>
  );
}

export function SketchThumb({
  ops,
  turn,
  sketcher,
  label,
  labels,
  testid,
}: {
  ops: readonly RecordOp[];
  turn: number;
  sketcher: number;
  label: string;
  labels: readonly Label[];
  testid?: string;
}) {
  const drawings = useMemo(() => sketchAtEnd(ops, turn, sketcher), [ops, turn, sketcher]);
  return (
    <div class="win-lose-or-draw-r-thumb">
      <SheetCanvas drawings={drawings} seat={sketcher} label={label} testid={testid} />
      <SheetLabels labels={labels} />
    </div>
  );
}
