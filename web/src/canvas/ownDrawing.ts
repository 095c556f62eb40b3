// Drawing on one's own sheet: strokes go into the local model at once (optimistic) and out to the server in
// batched `draw` frames. Framework-free, so the pointer handlers and the tests drive the same code.
import { MAX_SID, type ClientFrame, type Stroke, type Tool } from "../protocol";
import { PointBatcher } from "./batcher";
import { catchUpFrames } from "./reconcile";
import type { Drawings } from "./drawing";

export type Send = (frame: ClientFrame) => void;

const SID_EPOCH = Date.UTC(2025, 0, 1);

/**
 * A stroke id base that keeps growing across page reloads: the server wants sids to increase within a round,
 * and after a reload this client no longer knows which sids it used (a cleared sheet shows none). Tenths of a
 * second since 2025 outpace any hand, and stay under 2^31 for decades.
 */
export function initialSid(now: number): number {
  return Math.max(0, Math.floor((now - SID_EPOCH) / 100)) % MAX_SID;
}

interface Active {
  sid: number;
  tool: Tool;
  size: number;
  x: number;
  y: number;
}

export class OwnDrawing {
  private readonly batcher = new PointBatcher();
  private active: Active | null = null;
  private nextSid: number;

  constructor(
    private readonly drawings: Drawings,
    private readonly seat: number,
    private readonly send: Send,
    now: number = Date.now(),
  ) {
    this.nextSid = initialSid(now);
  }

  get drawing(): boolean {
    return this.active !== null;
  }

  begin(x: number, y: number, p: number, tool: Tool, size: number, now: number): void {
    if (this.active) this.end(now);
    const sid = this.nextSid;
    this.nextSid = (this.nextSid + 1) % MAX_SID;
    this.active = { sid, tool, size, x, y };
    this.put([x, y, p], now);
  }

  /** Add points (flat triples) to the stroke being drawn; a point on the same spot as the last adds nothing. */
  extend(pts: readonly number[], now: number): void {
    const a = this.active;
    if (!a) return;
    const fresh: number[] = [];
    for (let i = 0; i + 2 < pts.length; i += 3) {
      const x = pts[i]!;
      const y = pts[i + 1]!;
      if (x === a.x && y === a.y) continue;
      a.x = x;
      a.y = y;
      fresh.push(x, y, pts[i + 2]!);
    }
    if (fresh.length) this.put(fresh, now);
  }

  end(now: number): void {
    this.active = null;
    this.pump(now, true);
  }

  /** Called on a timer so the tail of a stroke goes out even when the pointer rests. */
  tick(now: number): void {
    this.pump(now, false);
  }

  undo(now: number): void {
    this.end(now);
    if (this.drawings.get(this.seat).empty) return;
    this.drawings.undo(this.seat);
    this.send({ t: "undo" });
  }

  clear(now: number): void {
    this.end(now);
    if (this.drawings.get(this.seat).empty) return;
    this.drawings.clear(this.seat);
    this.send({ t: "clear" });
  }

  /**
   * After a snapshot replaced the sheet: forget the stroke in flight and never reuse a sid the server holds.
   * `local` is what this sheet held before, when it still belongs to the snapshot's round: it is put back, and
   * with `catchUp` the frames the server missed (strokes drawn offline, or lost when it died) are sent again.
   */
  resync(local: readonly Stroke[] | null = null, catchUp = false): void {
    this.active = null;
    this.batcher.drop();
    if (local) {
      const frames = catchUp ? catchUpFrames(this.drawings.get(this.seat).strokes, local) : [];
      this.drawings.replace(this.seat, local);
      for (const frame of frames) this.send(frame);
    }
    this.nextSid = Math.max(this.nextSid, this.drawings.get(this.seat).maxSid() + 1) % MAX_SID;
  }

  private put(pts: number[], now: number): void {
    const a = this.active!;
    this.drawings.draw(this.seat, a.sid, a.tool, a.size, pts);
    this.batcher.add(a.sid, a.tool, a.size, pts);
    this.pump(now, false);
  }

  private pump(now: number, force: boolean): void {
    for (const frame of this.batcher.flush(now, force)) this.send(frame);
  }
}
