import { describe, expect, it } from "vitest";
import { strokeOutline, traceOutline, type PathSink } from "../src/canvas/outline";

function recorder() {
  const calls: string[] = [];
  const sink: PathSink = {
    moveTo: () => calls.push("M"),
    quadraticCurveTo: () => calls.push("Q"),
    closePath: () => calls.push("Z"),
  };
  return { calls, sink };
}

describe("stroke outline", () => {
  it("wraps a line in a polygon about `size` wide at the default pressure", () => {
    const outline = strokeOutline({ sid: 1, tool: "pen", size: 20, pts: [100, 500, 50, 300, 500, 50, 500, 500, 50] });
    expect(outline.length).toBeGreaterThan(4);
    const ys = outline.map((p) => p[1]!);
    const height = Math.max(...ys) - Math.min(...ys);
    expect(height).toBeGreaterThan(14);
    expect(height).toBeLessThan(26);
  });

  it("draws a dot for a single point and nothing for none", () => {
    expect(strokeOutline({ sid: 1, tool: "pen", size: 10, pts: [5, 5, 50] }).length).toBeGreaterThan(2);
    expect(strokeOutline({ sid: 1, tool: "pen", size: 10, pts: [] })).toEqual([]);
  });

  it("traces a closed curve through the outline", () => {
    const { calls, sink } = recorder();
    traceOutline(
      [
        [0, 0],
        [10, 0],
        [10, 10],
      ],
      sink,
    );
    expect(calls).toEqual(["M", "Q", "Q", "Q", "Z"]);
    const empty = recorder();
    traceOutline([[1, 1]], empty.sink);
    expect(empty.calls).toEqual([]);
  });
});
