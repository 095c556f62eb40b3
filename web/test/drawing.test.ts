import { describe, expect, it, vi } from "vitest";
import { Drawing, Drawings } from "../src/canvas/drawing";

describe("Drawing (one sheet)", () => {
  it("starts a stroke on a new sid and grows it on a known one", () => {
    const d = new Drawing();
    d.addPoints(1, "pen", 6, [10, 10, 50]);
    d.addPoints(1, "pen", 6, [20, 20, 50, 30, 30, 50]);
    d.addPoints(2, "eraser", 40, [5, 5, 50]);
    expect(d.strokes).toEqual([
      { sid: 1, tool: "pen", size: 6, pts: [10, 10, 50, 20, 20, 50, 30, 30, 50] },
      { sid: 2, tool: "eraser", size: 40, pts: [5, 5, 50] },
    ]);
  });

  it("appends to an earlier stroke when its points arrive late", () => {
    const d = new Drawing();
    d.addPoints(1, "pen", 6, [1, 1, 50]);
    d.addPoints(2, "pen", 6, [2, 2, 50]);
    d.addPoints(1, "pen", 6, [3, 3, 50]);
    expect(d.strokes.map((s) => s.pts.length)).toEqual([6, 3]);
  });

  it("undo removes the last stroke, clear removes all", () => {
    const d = new Drawing();
    d.addPoints(1, "pen", 6, [1, 1, 50]);
    d.addPoints(2, "pen", 6, [2, 2, 50]);
    expect(d.undo()?.sid).toBe(2);
    expect(d.strokes.map((s) => s.sid)).toEqual([1]);
    d.clear();
    expect(d.empty).toBe(true);
    expect(d.undo()).toBeUndefined();
  });

  it("loads a copy of snapshot strokes and knows the highest sid", () => {
    const source = [{ sid: 7, tool: "pen" as const, size: 6, pts: [1, 2, 3] }];
    const d = new Drawing();
    d.load(source);
    d.addPoints(7, "pen", 6, [4, 5, 6]);
    expect(source[0]!.pts).toEqual([1, 2, 3]);
    expect(d.maxSid()).toBe(7);
    expect(new Drawing().maxSid()).toBe(-1);
  });
});

describe("Drawings (every sheet)", () => {
  it("notifies the seat's listeners only", () => {
    const all = new Drawings();
    const zero = vi.fn();
    const one = vi.fn();
    all.subscribe(0, zero);
    const off = all.subscribe(1, one);
    all.draw(0, 1, "pen", 6, [1, 1, 50]);
    expect(zero).toHaveBeenCalledTimes(1);
    expect(one).not.toHaveBeenCalled();
    all.undo(1);
    off();
    all.clear(1);
    expect(one).toHaveBeenCalledTimes(1);
  });

  it("replaces everything with a snapshot and notifies sheets that emptied", () => {
    const all = new Drawings();
    all.draw(2, 1, "pen", 6, [1, 1, 50]);
    const two = vi.fn();
    all.subscribe(2, two);
    all.load({ "0": [{ sid: 3, tool: "pen", size: 6, pts: [9, 9, 50] }] });
    expect(all.get(2).empty).toBe(true);
    expect(all.get(0).strokes).toHaveLength(1);
    expect(two).toHaveBeenCalled();
    all.reset();
    expect(all.get(0).empty).toBe(true);
  });
});
