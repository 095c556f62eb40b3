import { describe, expect, it } from "vitest";
import { PointBatcher } from "../src/canvas/batcher";

const pts = (n: number, from = 0) => Array.from({ length: n }, (_, i) => [from + i, from + i, 50]).flat();

describe("PointBatcher", () => {
  it("sends the first points at once, then at most every 30 ms", () => {
    const b = new PointBatcher();
    b.add(1, "pen", 6, pts(1));
    expect(b.flush(0)).toHaveLength(1);
    b.add(1, "pen", 6, pts(2));
    expect(b.flush(10)).toEqual([]);
    expect(b.flush(29)).toEqual([]);
    const frames = b.flush(30);
    expect(frames).toEqual([{ t: "draw", sid: 1, tool: "pen", size: 6, pts: pts(2) }]);
    expect(b.empty).toBe(true);
  });

  it("sends everything when forced (end of a stroke)", () => {
    const b = new PointBatcher();
    b.add(1, "pen", 6, pts(1));
    b.flush(0);
    b.add(1, "pen", 6, pts(1, 5));
    expect(b.flush(1, true)).toHaveLength(1);
  });

  it("splits a long batch into frames of at most 128 points", () => {
    const b = new PointBatcher();
    b.add(4, "pen", 6, pts(300));
    const frames = b.flush(0);
    expect(frames.map((f) => f.pts.length / 3)).toEqual([128, 128, 44]);
    expect(frames.flatMap((f) => f.pts)).toEqual(pts(300));
    expect(frames.every((f) => f.sid === 4)).toBe(true);
  });

  it("keeps strokes apart and in order", () => {
    const b = new PointBatcher();
    b.add(1, "pen", 6, pts(2));
    b.add(2, "eraser", 40, pts(1));
    const frames = b.flush(0);
    expect(frames.map((f) => [f.sid, f.tool, f.size])).toEqual([
      [1, "pen", 6],
      [2, "eraser", 40],
    ]);
  });

  it("forgets pending points when dropped", () => {
    const b = new PointBatcher();
    b.add(1, "pen", 6, pts(2));
    b.drop();
    expect(b.flush(100, true)).toEqual([]);
  });
});
