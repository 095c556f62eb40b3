import { describe, expect, it } from "vitest";
import type { RecordOp } from "../src/protocol";
import { MAX_GAP_MS, Timeline } from "../src/replay/timeline";

const draw = (t: number, seat: number, sid: number, round = 1): RecordOp => ({
  t,
  round,
  seat,
  op: { k: "draw", sid, tool: "pen", size: 6, pts: [t % 1000, 1, 50] },
});

const ops: RecordOp[] = [
  draw(1000, 0, 1),
  draw(1030, 1, 1),
  draw(1060, 0, 1),
  { t: 1100, round: 1, seat: 1, op: { k: "undo" } },
  draw(60_000, 0, 2),
  { t: 60_010, round: 1, seat: 0, op: { k: "clear" } },
  draw(70_000, 0, 1, 2),
];

describe("Timeline", () => {
  it("keeps one round, shortening long pauses", () => {
    const tl = new Timeline(ops, 1);
    expect(tl.ops.map((o) => o.at)).toEqual([0, 30, 60, 100, 100 + MAX_GAP_MS, 110 + MAX_GAP_MS]);
    expect(tl.duration).toBe(110 + MAX_GAP_MS);
  });

  it("replays draw, undo and clear in order", () => {
    const tl = new Timeline(ops, 1);
    tl.seek(60);
    expect(tl.drawings.get(0).strokes[0]!.pts).toHaveLength(6);
    expect(tl.drawings.get(1).strokes).toHaveLength(1);
    tl.seek(100);
    expect(tl.drawings.get(1).strokes).toHaveLength(0);
    tl.seek(100 + MAX_GAP_MS);
    expect(tl.drawings.get(0).strokes).toHaveLength(2);
    tl.seek(tl.duration);
    expect(tl.drawings.get(0).empty).toBe(true);
  });

  it("seeking back rebuilds from the start", () => {
    const tl = new Timeline(ops, 1);
    tl.seek(tl.duration);
    tl.seek(30);
    expect(tl.drawings.get(0).strokes[0]!.pts).toHaveLength(3);
    expect(tl.drawings.get(1).strokes).toHaveLength(1);
  });

  it("an empty round is empty", () => {
    const tl = new Timeline(ops, 4);
    expect(tl.duration).toBe(0);
    expect(tl.ops).toEqual([]);
  });
});
