// A drawing's making as an animated GIF: the sheet redrawn at even moments of its replay (long pauses already
// shortened by the timeline), then held at the end. The encoder (gifenc) is fetched only when one is asked for.
import { paint } from "../canvas/render";
import type { RecordOp } from "../protocol";
import { sheetTimeline } from "./render";

export const ANIMATION_SIZE = 360;
/** At most this many frames while it is drawn; the finished drawing then stays for `HOLD_MS`. */
export const MOST_FRAMES = 48;
export const FRAME_MS = 120;
export const HOLD_MS = 2400;

/** How many of a drawing's operations each frame shows: at even moments of its replay, at most `most` frames,
 * the finished drawing last. A drawing whose operations all came at one moment (a record made on a stopped clock)
 * is shown operation by operation instead. */
export function frameSteps(at: readonly number[], most = MOST_FRAMES, step = FRAME_MS): number[] {
  const duration = at.length > 0 ? at[at.length - 1]! : 0;
  if (duration <= 0) {
    const count = Math.min(most, Math.max(1, at.length));
    return Array.from({ length: count }, (_, i) => Math.round((at.length * (i + 1)) / count));
  }
  const count = Math.min(most, Math.max(2, Math.ceil(duration / step)));
  return Array.from({ length: count }, (_, i) => {
    const time = (duration * (i + 1)) / count;
    const after = at.findIndex((t) => t > time);
    return after < 0 ? at.length : after;
  });
}

export async function drawingGif(ops: readonly RecordOp[], epoch: number, seat: number): Promise<Blob> {
  const { GIFEncoder, quantize, applyPalette } = await import("gifenc");
  const timeline = sheetTimeline(ops, epoch, seat);
  const sheet = document.createElement("canvas");
  sheet.width = ANIMATION_SIZE;
  sheet.height = ANIMATION_SIZE;
  const frame = document.createElement("canvas");
  frame.width = ANIMATION_SIZE;
  frame.height = ANIMATION_SIZE;
  const ctx = frame.getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new Error("no 2D canvas");
  const pixels = (count: number): Uint8ClampedArray => {
    timeline.applied(count);
    paint(sheet, timeline.drawings.get(seat));
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, ANIMATION_SIZE, ANIMATION_SIZE);
    ctx.drawImage(sheet, 0, 0);
    return ctx.getImageData(0, 0, ANIMATION_SIZE, ANIMATION_SIZE).data;
  };
  // One palette for every frame, from the finished drawing (which holds every ink the drawing ever shows but an
  // erased one): frames never flicker between palettes.
  const palette = quantize(pixels(timeline.ops.length), 64);
  const gif = GIFEncoder();
  const steps = frameSteps(timeline.ops.map((o) => o.at));
  steps.forEach((count, i) => {
    const last = i === steps.length - 1;
    gif.writeFrame(applyPalette(pixels(count), palette), ANIMATION_SIZE, ANIMATION_SIZE, {
      palette: i === 0 ? palette : undefined,
      delay: last ? HOLD_MS : FRAME_MS,
      repeat: 0,
    });
  });
  gif.finish();
  return new Blob([gif.bytes()], { type: "image/gif" });
}
