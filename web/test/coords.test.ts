import { describe, expect, it } from "vitest";
import { DEFAULT_PRESSURE, pressureOf, toVirtual } from "../src/canvas/coords";

const box = { left: 100, top: 50, width: 400, height: 400 };

describe("toVirtual", () => {
  it("maps the element's corners to the virtual sheet's", () => {
    expect(toVirtual(100, 50, box)).toEqual([0, 0]);
    expect(toVirtual(500, 450, box)).toEqual([1000, 1000]);
    expect(toVirtual(300, 250, box)).toEqual([500, 500]);
  });

  it("rounds to integers", () => {
    expect(toVirtual(100.3, 50.9, box)).toEqual([1, 2]);
  });

  it("clamps points dragged off the sheet", () => {
    expect(toVirtual(0, 900, box)).toEqual([0, 1000]);
  });

  it("survives a zero-size box", () => {
    expect(toVirtual(5, 5, { left: 0, top: 0, width: 0, height: 0 })).toEqual([1000, 1000]);
  });
});

describe("pressureOf", () => {
  it("uses a pen's pressure, 0..100", () => {
    expect(pressureOf("pen", 0.37)).toBe(37);
    expect(pressureOf("pen", 1)).toBe(100);
    expect(pressureOf("pen", 0.001)).toBe(1);
  });

  it("gives mouse and touch a steady default", () => {
    expect(pressureOf("mouse", 0.5)).toBe(DEFAULT_PRESSURE);
    expect(pressureOf("touch", 1)).toBe(DEFAULT_PRESSURE);
    expect(pressureOf("pen", 0)).toBe(DEFAULT_PRESSURE);
  });
});
