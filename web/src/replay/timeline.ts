// A round's canvas operations laid out on a playback clock. Long pauses are shortened so a replay never sits
// still, and seeking rebuilds the sheets from the start (operations only ever append or remove strokes).
import { Drawings } from "../canvas/drawing";
import type { RecordOp } from "../protocol";

/** The longest still moment a replay shows, in playback milliseconds at speed 1. */
export const MAX_GAP_MS = 1500;

export interface TimedOp {
  at: number;
  op: RecordOp;
}

export class Timeline {
  readonly ops: TimedOp[];
  readonly duration: number;
  readonly drawings = new Drawings();
  private cursor = 0;

  constructor(ops: readonly RecordOp[], round: number) {
    const mine = ops.filter((o) => o.round === round).sort((a, b) => a.t - b.t);
    let at = 0;
    this.ops = mine.map((op, i) => {
      if (i > 0) at += Math.min(MAX_GAP_MS, Math.max(0, op.t - mine[i - 1]!.t));
      return { at, op };
    });
    this.duration = at;
  }

  /** Apply every operation up to playback time `time`; going back in time starts over. */
  seek(time: number): void {
    // Forward from where it stands (a replay's every frame), from the start when going back.
    let count = this.cursor > 0 && this.ops[this.cursor - 1]!.at > time ? 0 : this.cursor;
    while (count < this.ops.length && this.ops[count]!.at <= time) count++;
    this.applied(count);
  }

  /** Apply the first `count` operations, and no more. */
  applied(count: number): void {
    if (this.cursor > count) {
      this.drawings.reset();
      this.cursor = 0;
    }
    while (this.cursor < Math.min(count, this.ops.length)) {
      const { seat, op } = this.ops[this.cursor]!.op;
      // A stroke recorded before colours has none: it is in the first ink, as it was drawn.
      if (op.k === "draw") this.drawings.draw(seat, op.sid, op.tool, op.size, op.pts, op.colour);
      else if (op.k === "undo") this.drawings.undo(seat);
      else this.drawings.clear(seat);
      this.cursor++;
    }
  }
}
