// Drawing on one's own sheet: strokes go into the local model at once (optimistic) and out to the server in
// batched `draw` frames. Framework-free, so the pointer handlers and the tests drive the same code.
import { MAX_SID, type ClientFrame, type Ink, type Stroke, type Tool } from "../protocol";
import { PointBatcher } from "./batcher";
import { catchUpFrames } from "./reconcile";
import type { Drawings } from "./drawing";
import { regionOf } from "./fill";

export type Send = (frame: ClientFrame) => void;

const SID_EPOCH = Date.UTC(2025, 0, 1);

/**
 * How many frames a second one's own sheet sends at most, and at once: inside the server's flood limit (60 a
 * second, bursts of 120), which guesses and probes share. Drawing sends about 33 a second; a long catch-up after
 * reconnecting is what this paces.
 */
export const SEND_RATE = 40;
export const SEND_BURST = 40;

/** A fill has no width; the protocol wants a size all the same. */
const FILL_SIZE = 1;

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
  colour: Ink | undefined;
  x: number;
  y: number;
}

export class OwnDrawing {
  private readonly batcher = new PointBatcher();
  private readonly outbox: ClientFrame[] = [];
  private tokens = SEND_BURST;
  private refilledAt: number | null = null;
  private active: Active | null = null;
  private nextSid: number;
  private drain: ReturnType<typeof setTimeout> | null = null;

  /** `clock`: the time `tick`'s callers pass, read when the sheet sends its backlog by itself. */
  constructor(
    private readonly drawings: Drawings,
    private readonly seat: number,
    private readonly send: Send,
    now: number = Date.now(),
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.nextSid = initialSid(now);
  }

  get drawing(): boolean {
    return this.active !== null;
  }

  /** Whether frames wait for their turn to go out (see SEND_RATE). */
  get backlogged(): boolean {
    return this.outbox.length > 0;
  }

  /** Send another frame in order behind this sheet's own. */
  enqueue(frame: ClientFrame, now: number): void {
    this.post([frame], now);
  }

  /** Start a stroke; `colour` (a pen's, in a game with a palette) is left out for the first ink. */
  begin(x: number, y: number, p: number, tool: Tool, size: number, now: number, colour?: Ink): void {
    if (this.active) this.end(now);
    this.active = { sid: this.takeSid(), tool, size, colour: tool === "eraser" ? undefined : colour, x, y };
    this.put([x, y, p], now);
  }

  /**
   * The bucket: colour the region under (x, y) (fill.ts), at once here and in one frame to the others. A tap that
   * would change nothing (the region already holds that ink) is not sent, so it needs no undo.
   */
  fill(x: number, y: number, colour: Ink, now: number): boolean {
    this.end(now);
    const sid = this.takeSid();
    this.drawings.draw(this.seat, sid, "fill", FILL_SIZE, [x, y, 0], colour);
    const strokes = this.drawings.get(this.seat).strokes;
    if (regionOf(strokes, strokes[strokes.length - 1]!).length === 0) {
      this.drawings.undo(this.seat);
      return false;
    }
    this.batcher.add(sid, "fill", FILL_SIZE, [x, y, 0], colour);
    this.pump(now, true);
    return true;
  }

  private takeSid(): number {
    const sid = this.nextSid;
    this.nextSid = (this.nextSid + 1) % MAX_SID;
    return sid;
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

  /** Called on a timer so the tail of a stroke, and frames held back by the rate, go out when the pointer rests. */
  tick(now: number): void {
    this.pump(now, false);
  }

  undo(now: number): void {
    this.end(now);
    if (this.drawings.get(this.seat).empty) return;
    this.drawings.undo(this.seat);
    this.post([{ t: "undo" }], now);
  }

  clear(now: number): void {
    this.end(now);
    if (this.drawings.get(this.seat).empty) return;
    this.drawings.clear(this.seat);
    this.post([{ t: "clear" }], now);
  }

  /**
   * After a snapshot replaced the sheet. `local` is what this sheet held before, when it still belongs to the
   * snapshot's round (else null: the snapshot is the truth, and the stroke in flight is forgotten).
   * - With `catchUp` (the first snapshot on a new socket, when nothing of ours is in flight) the sheet is put
   *   back and the frames the server missed are sent again: strokes drawn offline, or lost when it died.
   * - Without (a later snapshot on the same socket may predate frames in flight) the sheet is put back and
   *   drawing and sending simply go on.
   * Either way no sid the server holds is used again.
   */
  resync(local: readonly Stroke[] | null, catchUp: boolean, now: number): void {
    if (local && !catchUp) {
      this.drawings.replace(this.seat, local);
      return;
    }
    this.forget();
    if (local) {
      const frames = catchUpFrames(this.drawings.get(this.seat).strokes, local);
      this.drawings.replace(this.seat, local);
      this.post(frames, now);
    }
    this.nextSid = Math.max(this.nextSid, this.drawings.get(this.seat).maxSid() + 1) % MAX_SID;
  }

  /**
   * Drop the stroke in progress and every stroke frame not yet sent (its round is over, or a snapshot is the
   * truth). An action queued behind them still goes: the player meant it whatever became of the strokes.
   */
  forget(): void {
    this.active = null;
    this.batcher.drop();
    const kept = this.outbox.filter((frame) => frame.t === "act");
    this.outbox.length = 0;
    this.outbox.push(...kept);
  }

  private put(pts: number[], now: number): void {
    const a = this.active!;
    this.drawings.draw(this.seat, a.sid, a.tool, a.size, pts, a.colour);
    this.batcher.add(a.sid, a.tool, a.size, pts, a.colour);
    this.pump(now, false);
  }

  private pump(now: number, force: boolean): void {
    this.post(this.batcher.flush(now, force), now);
  }

  /**
   * Frames go out in order, at most SEND_BURST at once and SEND_RATE a second; the rest wait for `tick`, or for a
   * timer of the sheet's own when nothing ticks it (the desk that draws on it is gone): an action queued behind
   * strokes must never be stranded there.
   */
  private post(frames: readonly ClientFrame[], now: number): void {
    for (const frame of frames) this.outbox.push(frame);
    if (this.refilledAt !== null) {
      const earned = (Math.max(0, now - this.refilledAt) * SEND_RATE) / 1000;
      this.tokens = Math.min(SEND_BURST, this.tokens + earned);
    }
    this.refilledAt = now;
    while (this.outbox.length > 0 && this.tokens >= 1) {
      this.tokens -= 1;
      this.send(this.outbox.shift()!);
    }
    if (this.outbox.length > 0 && this.drain === null) {
      const wait = Math.max(1, Math.ceil(((1 - this.tokens) * 1000) / SEND_RATE));
      this.drain = setTimeout(() => {
        this.drain = null;
        this.post([], this.clock());
      }, wait);
    }
  }
}
