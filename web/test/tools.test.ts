import { describe, expect, it } from "vitest";
import { STROKE_SIZES, SIZE_NAMES } from "../src/canvas/tools";
import { MAX_STROKE_SIZE, MIN_STROKE_SIZE } from "../src/protocol";

describe("tool sizes", () => {
  it("stay within the sizes the protocol accepts, thin to thick", () => {
    for (const tool of ["pen", "eraser"] as const) {
      const sizes = SIZE_NAMES.map((name) => STROKE_SIZES[tool][name]);
      for (const size of sizes) {
        expect(size).toBeGreaterThanOrEqual(MIN_STROKE_SIZE);
        expect(size).toBeLessThanOrEqual(MAX_STROKE_SIZE);
        expect(Number.isInteger(size)).toBe(true);
      }
      expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    }
  });
});
