// Points are sent in `draw` frames about every 30 ms rather than one frame per pointer event: a pen reports
// up to 240 events a second and the server rate-limits frames.
import { MAX_POINTS_PER_FRAME, type DrawFrameOut, type Ink, type Tool } from "../protocol";

export const BATCH_INTERVAL_MS = 30;

interface Pending {
  sid: number;
  tool: Tool;
  size: number;
  pts: number[];
  colour: Ink | undefined;
}

export class PointBatcher {
  private pending: Pending[] = [];
  private lastFlush = -Infinity;

  constructor(
    private readonly intervalMs = BATCH_INTERVAL_MS,
    private readonly maxPoints = MAX_POINTS_PER_FRAME,
  ) {}

  /** Queue points (flat x, y, p triples) for stroke `sid`, in ink `colour` (none: the first ink). */
  add(sid: number, tool: Tool, size: number, pts: readonly number[], colour?: Ink): void {
    const last = this.pending[this.pending.length - 1];
    const target = last && last.sid === sid ? last : { sid, tool, size, pts: [], colour };
    if (target !== last) this.pending.push(target);
    for (const n of pts) target.pts.push(n);
  }

  get empty(): boolean {
    return this.pending.length === 0;
  }

  /** Frames to send now: everything pending once the interval has passed (or when forced), else nothing. */
  flush(now: number, force = false): DrawFrameOut[] {
    if (this.pending.length === 0) return [];
    if (!force && now - this.lastFlush < this.intervalMs) return [];
    this.lastFlush = now;
    const frames: DrawFrameOut[] = [];
    const chunk = this.maxPoints * 3;
    for (const p of this.pending) {
      for (let i = 0; i < p.pts.length; i += chunk) {
        const frame: DrawFrameOut = { t: "draw", sid: p.sid, tool: p.tool, size: p.size, pts: p.pts.slice(i, i + chunk) };
        if (p.colour !== undefined) frame.colour = p.colour;
        frames.push(frame);
      }
    }
    this.pending = [];
    return frames;
  }

  /** Forget what is pending (the connection was lost: the snapshot after reconnecting is the truth). */
  drop(): void {
    this.pending = [];
  }
}
