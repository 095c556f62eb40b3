// Painting a sheet onto a <canvas>. Paths are cached per stroke and rebuilt only when the stroke grew, so a
// full repaint of a busy sheet costs a few fills, and only the stroke being drawn is recomputed. A fill's region
// is computed once (fill.ts) and painted in its place among the strokes, so later strokes lie over it.
import { VIRTUAL_SIZE, type Stroke } from "../protocol";
import type { Drawing } from "./drawing";
import { fillRegions, type Region } from "./fill";
import { strokeOutline, traceOutline } from "./outline";
import { inkHex } from "./palette";

export { INK } from "./ink";

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

/** Half a unit more on every side: the region's edge follows cell centres, and the strokes' edges are
 * anti-aliased, so a region painted exactly would leave a hairline of paper along the strokes around it. */
const BLEED = 0.5;

const regionPaths = new WeakMap<Stroke, Path2D>();

function regionPath(stroke: Stroke, region: Region): Path2D {
  let path = regionPaths.get(stroke);
  if (!path) {
    path = new Path2D();
    for (let k = 0; k < region.length; k += 4) {
      path.rect(region[k]! - BLEED, region[k + 1]! - BLEED, region[k + 2]! + 2 * BLEED, region[k + 3]! + 2 * BLEED);
    }
    regionPaths.set(stroke, path);
  }
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
  const fills = drawing.strokes.some((s) => s.tool === "fill") ? fillRegions(drawing.strokes) : null;
  for (const stroke of drawing.strokes) {
    // The sheet is transparent over a white background, so erasing cuts ink away rather than painting white.
    ctx.globalCompositeOperation = stroke.tool === "eraser" ? "destination-out" : "source-over";
    ctx.fillStyle = inkHex(stroke.colour);
    if (stroke.tool === "fill") {
      const region = fills?.get(stroke);
      if (region?.length) ctx.fill(regionPath(stroke, region));
    } else {
      ctx.fill(pathOf(stroke));
    }
  }
  ctx.globalCompositeOperation = "source-over";
}
