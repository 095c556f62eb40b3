// Where everything goes on an album page: pure arithmetic, so that it is tested without a canvas.

export const PAGE_WIDTH = 1200;
export const MARGIN = 48;
export const GAP = 28;
export const TITLE_SIZE = 40;
export const LINE_SIZE = 24;
export const NAME_SIZE = 24;
export const CAPTION_SIZE = 20;
/** A caption shows at most this many lines; a longer one ends in "…". */
export const CAPTION_LINES = 3;
export const FOOTER_SIZE = 18;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageLayout {
  height: number;
  columns: number;
  /** Where each line under the title starts (its top). */
  lines: number[];
  /** Each cell's picture, and the top of its words under it. */
  cells: { picture: Box; wordsTop: number }[];
  footerTop: number;
}

/** Columns for `count` pictures: as many as fit with each picture at least 300 pixels wide (three for sheets, four
 * for cards), fewer when there are fewer pictures. */
export function columnsFor(count: number, aspect: number): number {
  const most = aspect > 1.2 ? 4 : 3;
  return Math.max(1, Math.min(most, count));
}

export function wordsHeight(captionLines: number): number {
  return NAME_SIZE * 1.4 + captionLines * CAPTION_SIZE * 1.35 + 12;
}

export function layoutPage(lineCount: number, cellCount: number, aspect: number): PageLayout {
  const columns = columnsFor(cellCount, aspect);
  const inner = PAGE_WIDTH - 2 * MARGIN;
  const width = Math.floor((inner - (columns - 1) * GAP) / columns);
  const height = Math.round(width * aspect);
  let y = MARGIN + TITLE_SIZE * 1.3;
  const lines: number[] = [];
  for (let i = 0; i < lineCount; i++) {
    lines.push(y);
    y += LINE_SIZE * 1.4;
  }
  y += GAP;
  const row = height + wordsHeight(CAPTION_LINES) + GAP;
  const cells = Array.from({ length: cellCount }, (_, i) => {
    const top = y + Math.floor(i / columns) * row;
    const x = MARGIN + (i % columns) * (width + GAP);
    return { picture: { x, y: top, width, height }, wordsTop: top + height + 10 };
  });
  const rows = Math.ceil(cellCount / columns);
  const footerTop = y + rows * row;
  return { height: Math.ceil(footerTop + FOOTER_SIZE * 1.4 + MARGIN / 2), columns, lines, cells, footerTop };
}

/** `text` broken into lines no wider than `width` by `measure`, at most `most` of them; a cut ends in "…". */
export function wrap(text: string, width: number, most: number, measure: (s: string) => number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const tried = current ? `${current} ${word}` : word;
    if (measure(tried) <= width || !current) {
      current = tried;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  if (lines.length <= most) return lines.map((line) => fit(line, width, measure));
  const kept = lines.slice(0, most);
  kept[most - 1] = fit(`${kept[most - 1]}…`, width, measure, true);
  return kept.map((line, i) => (i < most - 1 ? fit(line, width, measure) : line));
}

/** A line cut to `width` with "…" (a single word longer than the line, or the last line kept). */
function fit(line: string, width: number, measure: (s: string) => number, ellipsis = false): string {
  if (measure(line) <= width) return line;
  let kept = ellipsis ? line.replace(/…$/, "") : line;
  while (kept.length > 1 && measure(`${kept}…`) > width) kept = kept.slice(0, -1).trimEnd();
  return `${kept}…`;
}

/** A name for the file: the game, the room and the page, in letters, digits and dashes. */
export function fileName(parts: readonly string[], extension: string): string {
  const stem = parts
    .map((part) =>
      part
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, ""),
    )
    .filter(Boolean)
    .join("-");
  return `${stem || "album"}.${extension}`;
}
