import { describe, expect, it } from "vitest";
import { Drawing } from "../src/canvas/drawing";
import { fillRegions, flood, GRID, paintPolygon, regionOf, type Region } from "../src/canvas/fill";
import type { Stroke } from "../src/protocol";

const area = (region: Region) => {
  let sum = 0;
  for (let k = 0; k < region.length; k += 4) sum += region[k + 2]! * region[k + 3]!;
  return sum;
};
const covers = (region: Region, x: number, y: number) => {
  for (let k = 0; k < region.length; k += 4) {
    const [rx, ry, w, h] = [region[k]!, region[k + 1]!, region[k + 2]!, region[k + 3]!];
    if (x >= rx && x < rx + w && y >= ry && y < ry + h) return true;
  }
  return false;
};

/** A pen line through corners (x, y pairs), pressure 50. */
function line(sid: number, corners: number[], colour?: number, size = 10): Stroke {
  const pts: number[] = [];
  for (let i = 0; i + 1 < corners.length; i += 2) {
    const [x0, y0, x1, y1] = [corners[i]!, corners[i + 1]!, corners[i + 2], corners[i + 3]];
    pts.push(x0, y0, 50);
    if (x1 === undefined || y1 === undefined) continue;
    // Points every 10 units, as a hand's would come.
    const steps = Math.max(1, Math.round(Math.hypot(x1 - x0, y1 - y0) / 10));
    for (let s = 1; s < steps; s++) pts.push(Math.round(x0 + ((x1 - x0) * s) / steps), Math.round(y0 + ((y1 - y0) * s) / steps), 50);
  }
  return colour === undefined ? { sid, tool: "pen", size, pts } : { sid, tool: "pen", size, pts, colour };
}
const ring = (sid: number, colour?: number) => line(sid, [300, 300, 700, 300, 700, 700, 300, 700, 300, 300], colour);
const fill = (sid: number, x: number, y: number, colour: number): Stroke => ({ sid, tool: "fill", size: 1, pts: [x, y, 0], colour });

describe("the fill's region", () => {
  it("is the whole sheet on a blank sheet", () => {
    const f = fill(1, 500, 500, 3);
    expect(regionOf([f], f)).toEqual([0, 0, GRID, GRID]);
  });

  it("stays inside a closed shape, and outside it from outside", () => {
    const inside = fill(2, 500, 500, 5);
    const region = regionOf([ring(1), inside], inside);
    expect(covers(region, 500, 500)).toBe(true);
    expect(covers(region, 320, 320)).toBe(true);
    expect(covers(region, 300, 500)).toBe(false); // the line itself
    expect(covers(region, 100, 100)).toBe(false);
    // The square's inside less half the line's width on each side: about (400 - 10)².
    expect(area(region)).toBeGreaterThan(380 * 380);
    expect(area(region)).toBeLessThan(400 * 400);

    const outside = fill(3, 50, 50, 5);
    const out = regionOf([ring(1), outside], outside);
    expect(covers(out, 999, 999)).toBe(true);
    expect(covers(out, 500, 500)).toBe(false);
    expect(area(out) + area(region)).toBeLessThan(GRID * GRID);
  });

  it("leaks out through a gap in the shape, and through a cut an eraser made", () => {
    const open = line(1, [300, 300, 700, 300, 700, 700, 300, 700, 300, 360]);
    const f = fill(2, 500, 500, 5);
    expect(covers(regionOf([open, f], f), 50, 50)).toBe(true);

    const cut: Stroke = { sid: 2, tool: "eraser", size: 40, pts: [300, 500, 50] };
    const g = fill(3, 500, 500, 5);
    expect(covers(regionOf([ring(1), cut, g], g), 50, 50)).toBe(true);
  });

  it("recolours a stroke tapped on, and nothing else", () => {
    const stroke = ring(1, 8);
    const f = fill(2, 300, 500, 3);
    const region = regionOf([stroke, f], f);
    expect(covers(region, 700, 500)).toBe(true); // the far side of the same line
    expect(covers(region, 500, 500)).toBe(false);
    expect(area(region)).toBeLessThan(4 * 400 * 12);
  });

  it("changes nothing where the region already holds that ink", () => {
    const first = fill(2, 500, 500, 5);
    const again = fill(3, 510, 510, 5);
    const other = fill(4, 510, 510, 7);
    const strokes = [ring(1), first, again, other];
    expect(regionOf(strokes, again)).toEqual([]);
    // Another ink over a filled region takes exactly that region.
    expect(regionOf(strokes, other)).toEqual(regionOf(strokes, first));
  });

  it("is the same for every copy of the sheet, computed at once or one fill at a time", () => {
    const strokes = [ring(1, 2), fill(2, 500, 500, 5), line(3, [100, 900, 900, 100], 8), fill(4, 50, 50, 1), fill(5, 520, 480, 6)];
    const all = fillRegions(strokes);
    const copy = new Drawing();
    copy.load(strokes);
    expect(copy.strokes[1]).not.toBe(strokes[1]);
    for (let i = 0; i < strokes.length; i++) {
      if (strokes[i]!.tool !== "fill") continue;
      // A fresh copy of the sheet up to this fill, so nothing comes from a cache.
      const upTo = new Drawing();
      upTo.load(strokes.slice(0, i + 1));
      expect(regionOf(upTo.strokes, upTo.strokes[i]!)).toEqual(all.get(strokes[i]!));
      expect(fillRegions(copy.strokes).get(copy.strokes[i]!)).toEqual(all.get(strokes[i]!));
    }
  });

  it("takes a stroke without a colour for the first ink, as every stroke recorded before colours", () => {
    const old = ring(1);
    const f = fill(2, 300, 500, 0);
    expect(regionOf([old, f], f)).toEqual([]);
  });
});

describe("rasterising", () => {
  it("sets the cells whose centres an outline covers", () => {
    const cells = new Uint8Array(GRID * GRID);
    paintPolygon(cells, [[10, 10], [20, 10], [20, 20], [10, 20]], 4);
    expect(cells.reduce((n, c) => n + (c === 4 ? 1 : 0), 0)).toBe(100);
    expect(cells[10 * GRID + 10]).toBe(4);
    expect(cells[20 * GRID + 20]).toBe(0);
  });

  it("fills where outlines wind around twice (nonzero), as the canvas does", () => {
    const cells = new Uint8Array(GRID * GRID);
    // One square traced twice: winding 2 inside, which nonzero fills and even-odd would not.
    const square = [[10, 10], [20, 10], [20, 20], [10, 20]];
    paintPolygon(cells, [...square, ...square], 1);
    expect(cells[15 * GRID + 15]).toBe(1);
  });

  it("floods 4-connected: a diagonal line of ink holds it", () => {
    const cells = new Uint8Array(GRID * GRID);
    for (let i = 0; i < GRID; i++) cells[i * GRID + (GRID - 1 - i)] = 9;
    const region = flood(cells, 0, 0, 2);
    expect(area(region)).toBe((GRID * (GRID - 1)) / 2);
    expect(cells[(GRID - 1) * GRID + (GRID - 1)]).toBe(0);
  });
});
