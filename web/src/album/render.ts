// Drawing an album page onto a canvas, and a drawing's making as an animated image. The sheets are painted by the
// same renderer as the game's screen, redrawn from the record's canvas operations.
import { Drawings } from "../canvas/drawing";
import { paint } from "../canvas/render";
import type { RecordOp } from "../protocol";
import { Timeline } from "../replay/timeline";
import {
  CAPTION_LINES,
  CAPTION_SIZE,
  FOOTER_SIZE,
  LINE_SIZE,
  MARGIN,
  NAME_SIZE,
  PAGE_WIDTH,
  TITLE_SIZE,
  layoutPage,
  wrap,
  type Box,
} from "./layout";
import type { AlbumPage, AlbumPicture } from "./types";

const FONT = 'system-ui, "Segoe UI", Roboto, sans-serif';
const INK = "#1d1d28";
const MUTED = "#55586a";
const RULE = "#c9cad4";

/** The page's colour of a seat colour (the interface's own, `--c-<colour>`). */
function colourOf(colour: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(`--c-${colour}`).trim() || MUTED;
}

/** A sheet's drawing as it ended: only its own player's operations, all of them applied. */
export function sheetTimeline(ops: readonly RecordOp[], epoch: number, seat: number): Timeline {
  return new Timeline(
    ops.filter((o) => o.seat === seat),
    epoch,
  );
}

function loadImage(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/** `picture` painted into `box` on `ctx` (white paper under it). */
async function drawPicture(ctx: CanvasRenderingContext2D, ops: readonly RecordOp[], picture: AlbumPicture, box: Box) {
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(box.x, box.y, box.width, box.height);
  if (picture.kind === "file") {
    const image = await loadImage(picture.url);
    if (image) ctx.drawImage(image, box.x, box.y, box.width, box.height);
  } else {
    // Sheets are square: a card's drawing sits in the middle of its taller frame.
    const side = Math.min(box.width, box.height);
    const sheet = document.createElement("canvas");
    sheet.width = side;
    sheet.height = side;
    if (picture.kind === "sheet") {
      const timeline = sheetTimeline(ops, picture.epoch, picture.seat);
      timeline.seek(timeline.duration);
      paint(sheet, timeline.drawings.get(picture.seat));
    } else {
      const drawings = new Drawings();
      drawings.replace(0, picture.strokes);
      paint(sheet, drawings.get(0));
    }
    ctx.drawImage(sheet, box.x + (box.width - side) / 2, box.y + (box.height - side) / 2);
  }
  ctx.strokeStyle = RULE;
  ctx.lineWidth = 2;
  ctx.strokeRect(box.x, box.y, box.width, box.height);
}

/** The page drawn on a canvas of its own: title, lines, every picture with its maker and caption, and a footer. */
export async function drawPage(page: AlbumPage, ops: readonly RecordOp[], footer: string): Promise<HTMLCanvasElement> {
  const layout = layoutPage(page.lines.length, page.cells.length, page.aspect);
  const canvas = document.createElement("canvas");
  canvas.width = PAGE_WIDTH;
  canvas.height = layout.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no 2D canvas");
  ctx.fillStyle = "#fbfaf6";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.textBaseline = "top";
  const inner = PAGE_WIDTH - 2 * MARGIN;
  ctx.fillStyle = INK;
  ctx.font = `700 ${TITLE_SIZE}px ${FONT}`;
  ctx.fillText(wrap(page.title, inner, 1, (s) => ctx.measureText(s).width)[0] ?? "", MARGIN, MARGIN);
  ctx.font = `400 ${LINE_SIZE}px ${FONT}`;
  ctx.fillStyle = MUTED;
  page.lines.forEach((line, i) => {
    ctx.fillText(wrap(line, inner, 1, (s) => ctx.measureText(s).width)[0] ?? "", MARGIN, layout.lines[i]!);
  });
  for (const [i, cell] of page.cells.entries()) {
    const { picture, wordsTop } = layout.cells[i]!;
    await drawPicture(ctx, ops, cell.picture, picture);
    if (cell.mark) {
      ctx.font = `700 ${CAPTION_SIZE}px ${FONT}`;
      const width = ctx.measureText(cell.mark).width + 16;
      ctx.fillStyle = INK;
      ctx.fillRect(picture.x, picture.y, width, CAPTION_SIZE + 12);
      ctx.fillStyle = "#ffffff";
      ctx.fillText(cell.mark, picture.x + 8, picture.y + 6);
    }
    let y = wordsTop;
    if (cell.by) {
      ctx.fillStyle = colourOf(cell.by.colour);
      ctx.beginPath();
      ctx.arc(picture.x + NAME_SIZE / 2.4, y + NAME_SIZE / 1.9, NAME_SIZE / 2.6, 0, 2 * Math.PI);
      ctx.fill();
      ctx.fillStyle = INK;
      ctx.font = `700 ${NAME_SIZE}px ${FONT}`;
      const name = wrap(cell.by.name, picture.width - NAME_SIZE, 1, (s) => ctx.measureText(s).width)[0] ?? "";
      ctx.fillText(name, picture.x + NAME_SIZE, y);
      y += NAME_SIZE * 1.4;
    }
    ctx.fillStyle = MUTED;
    ctx.font = `400 ${CAPTION_SIZE}px ${FONT}`;
    for (const line of wrap(cell.caption, picture.width, CAPTION_LINES, (s) => ctx.measureText(s).width)) {
      ctx.fillText(line, picture.x, y);
      y += CAPTION_SIZE * 1.35;
    }
  }
  ctx.fillStyle = MUTED;
  ctx.font = `400 ${FOOTER_SIZE}px ${FONT}`;
  ctx.fillText(footer, MARGIN, layout.footerTop);
  return canvas;
}

export function pngOf(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no PNG"))), "image/png"),
  );
}
