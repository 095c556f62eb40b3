// Painting a sheet onto a <canvas>. Paths are cached per stroke and rebuilt only when the stroke grew, so a
// full repaint of a busy sheet costs a few fills, and only the stroke being drawn is recomputed.
import { VIRTUAL_SIZE, type Stroke } from "../protocol";
import type { Drawing } from "./drawing";
import { strokeOutline, traceOutline } from "./outline";

export const INK = "#1f1b2e";

interface Cached {
  length: number;
  path: Path2D;
}

const cache = new WeakMap<Stroke, Cached>();

function pathOf(stroke: Stroke): Path2D {
  const hit = cache.get(stroke);
  if (hit && hit.length === stroke.pts.length) return hit.path;
  const path = new Path2D();
  traceOutline(strokeOutline(stroke), path);
  cache.set(stroke, { length: stroke.pts.length, path });
  return path;
}

/** Paint `drawing` onto a canvas whose backing store is `canvas.width` pixels wide (square sheet). */
export function paint(canvas: HTMLCanvasElement, drawing: Drawing | null): void {
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  if (!drawing) return;
  const scale = canvas.width / VIRTUAL_SIZE;
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.fillStyle = INK;
  for (const stroke of drawing.strokes) {
    // The sheet is transparent over a white background, so erasing cuts ink away rather than painting white.
    ctx.globalCompositeOperation = stroke.tool === "eraser" ? "destination-out" : "source-over";
    ctx.fill(pathOf(stroke));
  }
  ctx.globalCompositeOperation = "source-over";
}
