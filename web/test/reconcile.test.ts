import { describe, expect, it } from "vitest";
import { catchUpFrames } from "../src/canvas/reconcile";
import { MAX_POINTS_PER_FRAME, type Stroke } from "../src/protocol";

const stroke = (sid: number, ...pts: number[]): Stroke => ({ sid, tool: "pen", size: 6, pts });

describe("catchUpFrames", () => {
  it("sends nothing when the server has the whole sheet", () => {
    const sheet = [stroke(1, 1, 1, 50), stroke(2, 2, 2, 50)];
    expect(catchUpFrames(sheet, sheet)).toEqual([]);
  });

  it("sends strokes drawn while offline", () => {
    const frames = catchUpFrames([stroke(1, 1, 1, 50)], [stroke(1, 1, 1, 50), stroke(5, 9, 9, 40)]);
    expect(frames).toEqual([{ t: "draw", sid: 5, tool: "pen", size: 6, pts: [9, 9, 40] }]);
  });

  it("sends the tail of a stroke the server has only the start of", () => {
    const frames = catchUpFrames([stroke(3, 1, 1, 50)], [stroke(3, 1, 1, 50, 2, 2, 50)]);
    expect(frames).toEqual([{ t: "draw", sid: 3, tool: "pen", size: 6, pts: [2, 2, 50] }]);
  });

  it("undoes what was undone offline before drawing what came after", () => {
    const server = [stroke(1, 1, 1, 50), stroke(2, 2, 2, 50), stroke(3, 3, 3, 50)];
    const frames = catchUpFrames(server, [stroke(1, 1, 1, 50), stroke(4, 4, 4, 50)]);
    expect(frames).toEqual([{ t: "undo" }, { t: "undo" }, { t: "draw", sid: 4, tool: "pen", size: 6, pts: [4, 4, 50] }]);
  });

  it("clears when nothing of the server's sheet is left", () => {
    expect(catchUpFrames([stroke(1, 1, 1, 50)], [])).toEqual([{ t: "clear" }]);
    expect(catchUpFrames([stroke(1, 1, 1, 50)], [stroke(2, 5, 5, 50)])).toEqual([
      { t: "clear" },
      { t: "draw", sid: 2, tool: "pen", size: 6, pts: [5, 5, 50] },
    ]);
  });

  it("splits long strokes into frames the server accepts", () => {
    const pts = Array.from({ length: (MAX_POINTS_PER_FRAME + 10) * 3 }, (_, i) => i % 100);
    const frames = catchUpFrames([], [stroke(7, ...pts)]);
    expect(frames).toHaveLength(2);
    expect(frames.flatMap((f) => (f.t === "draw" ? f.pts : []))).toEqual(pts);
  });
});
