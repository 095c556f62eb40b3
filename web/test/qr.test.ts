// The table screen's QR code reads back as the link it was made of, by an independent reader (jsQR).
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { QUIET, qrShape } from "../src/ui/table/qr";

/** Paint the shape's path on a grid of RGBA pixels, `scale` per module, as a screen would show it. */
function paint(path: string, size: number, scale: number): { data: Uint8ClampedArray; side: number } {
  const side = (size + 2 * QUIET) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row++) {
      for (let col = Number(x) * scale; col < (Number(x) + Number(width)) * scale; col++) {
        const at = (row * side + col) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
    }
  }
  return { data, side };
}

describe("qrShape", () => {
  it.each(["https://parlour.example/r/K7QF2M", "http://192.168.1.20:8000/r/ABCDEF"])("reads back as %s", (link) => {
    const { size, path } = qrShape(link);
    const { data, side } = paint(path, size, 4);
    expect(jsQR(data, side, side)?.data).toBe(link);
  });

  it("draws each row's dark run as one rectangle inside the quiet zone", () => {
    const { size, path } = qrShape("https://parlour.example/r/K7QF2M");
    expect(size).toBeGreaterThanOrEqual(21);
    // The finder pattern's top edge: seven dark modules in a row from the corner.
    expect(path.startsWith(`M${QUIET} ${QUIET}h7v1h-7z`)).toBe(true);
  });
});
