import { describe, expect, it } from "vitest";
import { isTap } from "../src/ui/drawing/tapRescue";

describe("a touch that a lost click is given back to", () => {
  const down = { x: 100, y: 200, at: 1000 };

  it("is a tap: down and up close together, soon", () => {
    expect(isTap(down, { x: 104, y: 203, at: 1120 })).toBe(true);
  });

  it("is not a drag, which moved further than a finger's wobble", () => {
    expect(isTap(down, { x: 100, y: 240, at: 1120 })).toBe(false);
  });

  it("is not a long press, which the browser answers with its own menu", () => {
    expect(isTap(down, { x: 100, y: 200, at: 1700 })).toBe(false);
  });
});
