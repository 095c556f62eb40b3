// The fill tool's region: what a tap of the bucket at (x, y) colours. Every client, the replay and the record page
// compute it from the strokes alone, on a grid of the virtual canvas rather than on the pixels of a screen, so
// the same fill covers the same region on a phone, a desktop and in a replay, whatever their sizes.
//
// The sheet is rasterised in drawing order onto one cell per virtual unit, each cell holding its ink (0: paper,
// k + 1: palette ink k): a pen stroke sets the cells whose centres its outline covers (the outline the renderer
// fills, nonzero winding), an eraser sets them back to paper, and a fill floods the 4-connected cells that hold the
// same ink as the cell under its point (like a paint bucket: tapping a stroke recolours that stroke, tapping
// paper fills up to the strokes around it). Pure arithmetic on typed arrays, no DOM.
import { VIRTUAL_SIZE, type Stroke } from "../protocol";
import { strokeOutline } from "./outline";

/** Cells per side: one per virtual unit. */
export const GRID = VIRTUAL_SIZE;

/** A fill's region as rectangles of cells, flat `x, y, width, height` quadruples; empty when it changes nothing. */
export type Region = readonly number[];

const PAPER = 0;

function inkValue(stroke: Stroke): number {
  return (stroke.colour ?? 0) + 1;
}

/** The row span an edge from y0 to y1 crosses (row centres at row + 0.5), half-open in y so that a vertex shared
 * by two edges is crossed once. */
function rowsCrossed(y0: number, y1: number): [number, number] {
  const lo = Math.min(y0, y1);
  const hi = Math.max(y0, y1);
  return [Math.ceil(lo - 0.5), Math.ceil(hi - 0.5) - 1];
}

/** Set the cells whose centres lie inside `outline` (a closed polygon, nonzero winding) to `value`. */
export function paintPolygon(cells: Uint8Array, outline: readonly number[][], value: number): void {
  const n = outline.length;
  if (n < 3) return;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const p of outline) {
    if (p[1]! < minY) minY = p[1]!;
    if (p[1]! > maxY) maxY = p[1]!;
  }
  // Rows whose centre lies within the outline's height, clipped to the sheet.
  const first = Math.max(0, Math.ceil(minY - 0.5));
  const last = Math.min(GRID - 1, Math.floor(maxY - 0.5));
  if (last < first) return;
  // Crossings bucketed by row in flat typed arrays (counted, then placed): a sheet's strokes make tens of
  // thousands of them, and one small array per row would cost more than the rest together.
  const rows = last - first + 1;
  const start = new Int32Array(rows + 1);
  for (let i = 0; i < n; i++) {
    const y0 = outline[i]![1]!;
    const y1 = outline[(i + 1) % n]![1]!;
    if (y0 === y1) continue;
    const [from, to] = rowsCrossed(y0, y1);
    for (let row = Math.max(first, from); row <= Math.min(last, to); row++) start[row - first + 1]! += 1;
  }
  for (let r = 0; r < rows; r++) start[r + 1]! += start[r]!;
  const xs = new Float64Array(start[rows]!);
  const dirs = new Int8Array(start[rows]!);
  const fillAt = start.slice(0, rows);
  for (let i = 0; i < n; i++) {
    const [x0, y0] = outline[i]! as [number, number];
    const [x1, y1] = outline[(i + 1) % n]! as [number, number];
    if (y0 === y1) continue;
    const [from, to] = rowsCrossed(y0, y1);
    const slope = (x1 - x0) / (y1 - y0);
    for (let row = Math.max(first, from); row <= Math.min(last, to); row++) {
      const at = fillAt[row - first]!++;
      xs[at] = x0 + (row + 0.5 - y0) * slope;
      dirs[at] = y1 > y0 ? 1 : -1;
    }
  }
  for (let r = 0; r < rows; r++) {
    const a = start[r]!;
    const b = start[r + 1]!;
    if (b - a < 2) continue;
    // Insertion sort: a row has a handful of crossings.
    for (let i = a + 1; i < b; i++) {
      const x = xs[i]!;
      const d = dirs[i]!;
      let j = i - 1;
      while (j >= a && xs[j]! > x) {
        xs[j + 1] = xs[j]!;
        dirs[j + 1] = dirs[j]!;
        j--;
      }
      xs[j + 1] = x;
      dirs[j + 1] = d;
    }
    const base = (first + r) * GRID;
    // Between two crossings the winding number is constant: the span is inside where it is not zero.
    let winding = 0;
    for (let k = a; k + 1 < b; k++) {
      winding += dirs[k]!;
      if (winding === 0) continue;
      const from = Math.max(0, Math.ceil(xs[k]! - 0.5));
      const to = Math.min(GRID - 1, Math.ceil(xs[k + 1]! - 0.5) - 1);
      if (to >= from) cells.fill(value, base + from, base + to + 1);
    }
  }
}

/** Flood the 4-connected cells holding the ink of cell (x, y) with `value`; the changed cells as rectangles. */
export function flood(cells: Uint8Array, x: number, y: number, value: number): Region {
  const cx = Math.min(GRID - 1, Math.max(0, Math.floor(x)));
  const cy = Math.min(GRID - 1, Math.max(0, Math.floor(y)));
  const target = cells[cy * GRID + cx]!;
  if (target === value) return [];
  // Runs (y, left, right) as they are filled; the fill's own ink marks a cell done.
  const runs: number[] = [];
  const stack: number[] = [cx, cy];
  while (stack.length) {
    const sy = stack.pop()!;
    const sx = stack.pop()!;
    const row = sy * GRID;
    if (cells[row + sx] !== target) continue;
    let left = sx;
    while (left > 0 && cells[row + left - 1] === target) left--;
    let right = sx;
    while (right < GRID - 1 && cells[row + right + 1] === target) right++;
    cells.fill(value, row + left, row + right + 1);
    runs.push(sy, left, right);
    for (const ny of [sy - 1, sy + 1]) {
      if (ny < 0 || ny >= GRID) continue;
      const next = ny * GRID;
      let inRun = false;
      for (let i = left; i <= right; i++) {
        const same = cells[next + i] === target;
        if (same && !inRun) stack.push(i, ny);
        inRun = same;
      }
    }
  }
  return mergeRuns(runs);
}

/** Runs as rectangles: runs of equal extent on consecutive rows become one. */
function mergeRuns(runs: readonly number[]): number[] {
  const order: number[] = [];
  for (let k = 0; k < runs.length; k += 3) order.push(k);
  order.sort((a, b) => runs[a + 1]! - runs[b + 1]! || runs[a + 2]! - runs[b + 2]! || runs[a]! - runs[b]!);
  const rects: number[] = [];
  for (const k of order) {
    const [y, left, right] = [runs[k]!, runs[k + 1]!, runs[k + 2]!];
    const at = rects.length - 4;
    if (at >= 0 && rects[at] === left && rects[at + 2] === right - left + 1 && rects[at + 1]! + rects[at + 3]! === y) {
      rects[at + 3]! += 1;
    } else {
      rects.push(left, y, right - left + 1, 1);
    }
  }
  return rects;
}

/** Put a region computed before back onto the grid. */
function applyRegion(cells: Uint8Array, region: Region, value: number): void {
  for (let k = 0; k < region.length; k += 4) {
    const [x, y, w, h] = [region[k]!, region[k + 1]!, region[k + 2]!, region[k + 3]!];
    for (let row = y; row < y + h; row++) cells.fill(value, row * GRID + x, row * GRID + x + w);
  }
}

/** A fill's region depends only on the strokes before it, which never change once it is drawn (a sheet only
 * grows at its end or loses its last stroke), so it is computed once per fill stroke. */
const regions = new WeakMap<Stroke, Region>();

/** The region of every fill in `strokes` (drawing order), computing those not known yet in one pass. */
export function fillRegions(strokes: readonly Stroke[]): ReadonlyMap<Stroke, Region> {
  const out = new Map<Stroke, Region>();
  let missing = -1;
  strokes.forEach((s, i) => {
    if (s.tool !== "fill") return;
    const known = regions.get(s);
    if (known) out.set(s, known);
    else missing = i;
  });
  if (missing < 0) return out;
  const cells = new Uint8Array(GRID * GRID);
  for (let i = 0; i <= missing; i++) {
    const s = strokes[i]!;
    if (s.tool === "fill") {
      const known = regions.get(s);
      if (known) applyRegion(cells, known, inkValue(s));
      else {
        const region = s.pts.length >= 2 ? flood(cells, s.pts[0]!, s.pts[1]!, inkValue(s)) : [];
        regions.set(s, region);
        out.set(s, region);
      }
    } else {
      paintPolygon(cells, strokeOutline(s), s.tool === "eraser" ? PAPER : inkValue(s));
    }
  }
  return out;
}

/** The region of one fill of `strokes`. */
export function regionOf(strokes: readonly Stroke[], fill: Stroke): Region {
  return fillRegions(strokes).get(fill) ?? [];
}
