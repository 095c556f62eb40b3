// Strokes in colour and fills through the client's drawing path: one's own sheet and what it sends, the model,
// the catch-up after a reconnect, the replay of a record (in the shape records had before colours too), and the
// renderer's inks.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PointBatcher } from "../src/canvas/batcher";
import { Drawing, Drawings } from "../src/canvas/drawing";
import { INK } from "../src/canvas/ink";
import { OwnDrawing } from "../src/canvas/ownDrawing";
import { PALETTE } from "../src/canvas/palette";
import { catchUpFrames } from "../src/canvas/reconcile";
import { paint } from "../src/canvas/render";
import type { ClientFrame, RecordOp, Stroke } from "../src/protocol";
import { Timeline } from "../src/replay/timeline";

const RING = [300, 300, 50, 700, 300, 50, 700, 700, 50, 300, 700, 50, 300, 300, 50];

function own() {
  const drawings = new Drawings();
  const sent: ClientFrame[] = [];
  const sheet = new OwnDrawing(drawings, 1, (f) => sent.push(f), Date.UTC(2025, 0, 1) + 1000);
  return { drawings, sent, sheet };
}

describe("one's own sheet in colour", () => {
  it("sends a pen's ink with its points, and none for an eraser", () => {
    const { drawings, sent, sheet } = own();
    sheet.begin(1, 1, 50, "pen", 10, 0, 8);
    sheet.end(1);
    sheet.begin(2, 2, 50, "eraser", 40, 2, 8);
    sheet.end(3);
    sheet.begin(3, 3, 50, "pen", 10, 4);
    sheet.end(5);
    expect(sent.map((f) => (f.t === "draw" ? [f.tool, f.colour] : null))).toEqual([
      ["pen", 8],
      ["eraser", undefined],
      ["pen", undefined],
    ]);
    expect(sent.every((f) => f.t !== "draw" || f.tool === "pen" || !("colour" in f))).toBe(true);
    expect(drawings.get(1).strokes.map((s) => s.colour)).toEqual([8, undefined, undefined]);
  });

  it("fills at once and sends the fill as one point of a stroke of its own", () => {
    const { drawings, sent, sheet } = own();
    sheet.begin(RING[0]!, RING[1]!, 50, "pen", 10, 0, 2);
    sheet.extend(RING.slice(3), 1);
    sheet.end(2);
    expect(sheet.fill(500, 500, 5, 3)).toBe(true);
    const last = sent.at(-1)!;
    expect(last).toEqual({ t: "draw", sid: (sent[0] as { sid: number }).sid + 1, tool: "fill", size: 1, pts: [500, 500, 0], colour: 5 });
    expect(drawings.get(1).strokes.at(-1)).toMatchObject({ tool: "fill", colour: 5, pts: [500, 500, 0] });
  });

  it("does not send a fill that would change nothing", () => {
    const { drawings, sent, sheet } = own();
    expect(sheet.fill(500, 500, 5, 0)).toBe(true);
    const count = sent.length;
    expect(sheet.fill(10, 990, 5, 1)).toBe(false);
    expect(sent).toHaveLength(count);
    expect(drawings.get(1).strokes).toHaveLength(1);
  });

  it("batches keep a stroke's ink, and a catch-up sends it again", () => {
    const b = new PointBatcher();
    b.add(4, "pen", 6, [1, 1, 50], 7);
    b.add(4, "pen", 6, [2, 2, 50], 7);
    expect(b.flush(0, true)).toEqual([{ t: "draw", sid: 4, tool: "pen", size: 6, pts: [1, 1, 50, 2, 2, 50], colour: 7 }]);
    const local: Stroke[] = [{ sid: 4, tool: "pen", size: 6, pts: [1, 1, 50], colour: 7 }, { sid: 5, tool: "fill", size: 1, pts: [9, 9, 0], colour: 3 }];
    expect(catchUpFrames([], local)).toEqual([
      { t: "draw", sid: 4, tool: "pen", size: 6, pts: [1, 1, 50], colour: 7 },
      { t: "draw", sid: 5, tool: "fill", size: 1, pts: [9, 9, 0], colour: 3 },
    ]);
  });

  it("a snapshot's copy keeps each stroke's ink, and one without stays without", () => {
    const sheet = new Drawing();
    sheet.load([{ sid: 1, tool: "pen", size: 6, pts: [1, 1, 50], colour: 9 }, { sid: 2, tool: "pen", size: 6, pts: [2, 2, 50] }]);
    expect(sheet.strokes[0]!.colour).toBe(9);
    expect("colour" in sheet.strokes[1]!).toBe(false);
  });
});

describe("replaying a record", () => {
  it("replays a record in the shape records had before colours, in the first ink", () => {
    // Verbatim the shape of a record's ops before colours: no `colour`, no fills.
    const old = JSON.parse(
      '[{"t":1000,"round":1,"seat":0,"op":{"k":"draw","sid":1,"tool":"pen","size":6,"pts":[10,10,50,20,20,50]}},' +
        '{"t":1040,"round":1,"seat":0,"op":{"k":"draw","sid":2,"tool":"eraser","size":40,"pts":[15,15,50]}},' +
        '{"t":1080,"round":1,"seat":0,"op":{"k":"undo"}}]',
    ) as RecordOp[];
    const tl = new Timeline(old, 1);
    tl.seek(tl.duration);
    const strokes = tl.drawings.get(0).strokes;
    expect(strokes).toEqual([{ sid: 1, tool: "pen", size: 6, pts: [10, 10, 50, 20, 20, 50] }]);
    const styles = paintedStyles(tl.drawings.get(0));
    expect(styles).toEqual([INK]);
  });

  it("replays strokes in their inks and fills in place", () => {
    const ops: RecordOp[] = [
      { t: 1000, round: 1, seat: 2, op: { k: "draw", sid: 1, tool: "pen", size: 10, pts: RING, colour: 8 } },
      { t: 1100, round: 1, seat: 2, op: { k: "draw", sid: 2, tool: "fill", size: 1, pts: [500, 500, 0], colour: 5 } },
      { t: 1200, round: 1, seat: 2, op: { k: "draw", sid: 3, tool: "pen", size: 10, pts: [400, 400, 50], colour: 0 } },
    ];
    const tl = new Timeline(ops, 1);
    tl.seek(100);
    expect(tl.drawings.get(2).strokes.map((s) => [s.tool, s.colour])).toEqual([
      ["pen", 8],
      ["fill", 5],
    ]);
    tl.seek(tl.duration);
    expect(paintedStyles(tl.drawings.get(2))).toEqual([PALETTE[8]!.hex, PALETTE[5]!.hex, PALETTE[0]!.hex]);
  });
});

/** The fill style of every fill the renderer makes, with a recording stand-in for the canvas (none in Node). */
function paintedStyles(drawing: Drawing): string[] {
  const styles: string[] = [];
  const ctx = {
    fillStyle: "",
    globalCompositeOperation: "source-over",
    setTransform() {},
    clearRect() {},
    fill() {
      styles.push(ctx.fillStyle);
    },
  };
  paint({ width: 100, height: 100, getContext: () => ctx } as unknown as HTMLCanvasElement, drawing);
  return styles;
}

beforeEach(() => {
  vi.stubGlobal(
    "Path2D",
    class {
      moveTo() {}
      quadraticCurveTo() {}
      closePath() {}
      rect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());
