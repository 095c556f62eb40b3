// Turning a stroke's points into the outline polygon perfect-freehand computes. Pure geometry (no DOM),
// so the renderer and the tests share it.
import { getStroke } from "perfect-freehand";
import type { Stroke } from "../protocol";
import { MAX_PRESSURE } from "../protocol";

/** Stroke feel. Pressure comes from the points themselves (see coords.pressureOf), never simulated, so every
 * client draws a stroke exactly alike. At the default pressure the line is `size` units wide. */
const FEEL = {
  thinning: 0.6,
  smoothing: 0.5,
  streamline: 0.45,
  simulatePressure: false,
  last: true,
} as const;

export function strokeOutline(stroke: Stroke): number[][] {
  const input: number[][] = [];
  const pts = stroke.pts;
  for (let i = 0; i + 2 < pts.length; i += 3) {
    input.push([pts[i]!, pts[i + 1]!, pts[i + 2]! / MAX_PRESSURE]);
  }
  if (input.length === 0) return [];
  // The eraser should erase evenly whatever the pen pressure, like a real one.
  const thinning = stroke.tool === "eraser" ? 0 : FEEL.thinning;
  return getStroke(input, { ...FEEL, thinning, size: stroke.size });
}

export interface PathSink {
  moveTo(x: number, y: number): void;
  quadraticCurveTo(cx: number, cy: number, x: number, y: number): void;
  closePath(): void;
}

/** Trace an outline polygon as a smooth closed curve through the midpoints of its edges. */
export function traceOutline(outline: readonly number[][], sink: PathSink): void {
  const n = outline.length;
  if (n < 2) return;
  const mid = (a: number[], b: number[]): [number, number] => [(a[0]! + b[0]!) / 2, (a[1]! + b[1]!) / 2];
  const [sx, sy] = mid(outline[n - 1]!, outline[0]!);
  sink.moveTo(sx, sy);
  for (let i = 0; i < n; i++) {
    const p = outline[i]!;
    const [mx, my] = mid(p, outline[(i + 1) % n]!);
    sink.quadraticCurveTo(p[0]!, p[1]!, mx, my);
  }
  sink.closePath();
}
