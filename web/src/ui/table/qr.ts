// A QR code of a link, as the squares to draw: the join link on the table screen, for phones' cameras. The
// encoding is a library's (qrcode-generator); this file only turns its modules into one SVG path.
import qrcode from "qrcode-generator";

export interface QrShape {
  /** Modules per side, the quiet zone not included. */
  size: number;
  /** An SVG path of every dark module, one unit per module, offset by the quiet zone. */
  path: string;
}

/** The quiet zone around the code, in modules: the four a reader expects. */
export const QUIET = 4;

/** `level` M recovers from 15 % damage: plenty for a screen, and keeps a room's link at version 3 or 4. */
export function qrShape(text: string): QrShape {
  const code = qrcode(0, "M");
  code.addData(text, "Byte");
  code.make();
  const size = code.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    // A run of dark modules in a row is one rectangle: a far shorter path than a square each.
    let col = 0;
    while (col < size) {
      if (!code.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && code.isDark(row, col)) col++;
      parts.push(`M${start + QUIET} ${row + QUIET}h${col - start}v1h${start - col}z`);
    }
  }
  return { size, path: parts.join("") };
}
