import { afterEach, describe, expect, it, vi } from "vitest";
import { Drawings } from "../src/canvas/drawing";
import { initialSid, OwnDrawing, SEND_BURST, SEND_RATE } from "../src/canvas/ownDrawing";
import type { ClientFrame } from "../src/protocol";

function setup() {
  const drawings = new Drawings();
  const sent: ClientFrame[] = [];
  const own = new OwnDrawing(drawings, 2, (f) => sent.push(f), Date.UTC(2025, 0, 1) + 1000);
  return { drawings, sent, own };
}

describe("OwnDrawing", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("draws locally at once and sends batched frames", () => {
    const { drawings, sent, own } = setup();
    own.begin(100, 100, 50, "pen", 10, 0);
    expect(drawings.get(2).strokes[0]!.pts).toEqual([100, 100, 50]);
    expect(sent).toHaveLength(1);
    own.extend([110, 110, 50, 120, 120, 50], 5);
    expect(drawings.get(2).strokes[0]!.pts).toHaveLength(9);
    expect(sent).toHaveLength(1);
    own.tick(31);
    expect(sent).toHaveLength(2);
    own.extend([130, 130, 50], 40);
    own.end(41);
    expect(sent.flatMap((f) => (f.t === "draw" ? f.pts : []))).toEqual(drawings.get(2).strokes[0]!.pts);
  });

  it("skips points on the same spot as the last", () => {
    const { drawings, own } = setup();
    own.begin(1, 1, 50, "pen", 10, 0);
    own.extend([1, 1, 60, 2, 2, 50, 2, 2, 50], 1);
    expect(drawings.get(2).strokes[0]!.pts).toEqual([1, 1, 50, 2, 2, 50]);
  });

  it("gives each stroke a new, increasing sid", () => {
    const { sent, own } = setup();
    own.begin(1, 1, 50, "pen", 10, 0);
    own.end(1);
    own.begin(5, 5, 50, "eraser", 40, 2);
    own.end(3);
    const sids = sent.flatMap((f) => (f.t === "draw" ? [f.sid] : []));
    expect(sids[1]).toBe(sids[0]! + 1);
    expect(sent.at(-1)).toMatchObject({ tool: "eraser", size: 40 });
  });

  it("sends pending points before an undo, and nothing for an empty sheet", () => {
    const { drawings, sent, own } = setup();
    own.undo(0);
    expect(sent).toEqual([]);
    own.begin(1, 1, 50, "pen", 10, 0);
    own.extend([2, 2, 50], 1);
    own.undo(2);
    expect(sent.map((f) => f.t)).toEqual(["draw", "draw", "undo"]);
    expect(drawings.get(2).empty).toBe(true);
  });

  it("clears locally and tells the server", () => {
    const { drawings, sent, own } = setup();
    own.begin(1, 1, 50, "pen", 10, 0);
    own.end(1);
    own.clear(2);
    expect(sent.at(-1)).toEqual({ t: "clear" });
    expect(drawings.get(2).empty).toBe(true);
  });

  it("never reuses a sid the snapshot holds", () => {
    const { drawings, sent, own } = setup();
    drawings.load({ "2": [{ sid: 5_000_000, tool: "pen", size: 6, pts: [1, 1, 50] }] });
    own.resync(null, true, 0);
    own.begin(3, 3, 50, "pen", 10, 0);
    expect(sent[0]).toMatchObject({ sid: 5_000_001 });
  });

  it("paces a long catch-up inside the server's flood limit, in order", () => {
    const { drawings, sent, own } = setup();
    const local = Array.from({ length: 100 }, (_, i) => ({ sid: i + 1, tool: "pen" as const, size: 6, pts: [i, i, 50] }));
    drawings.load({ "2": [] });
    own.resync(local, true, 1000);
    expect(sent).toHaveLength(SEND_BURST);
    own.begin(9, 9, 50, "pen", 6, 1001); // drawn meanwhile: it queues behind the catch-up
    own.end(1002);
    expect(sent).toHaveLength(SEND_BURST);
    own.tick(1500); // half a second earns SEND_RATE / 2 more
    expect(sent).toHaveLength(SEND_BURST + SEND_RATE / 2);
    own.tick(5000);
    own.tick(10_000);
    const sids = sent.map((f) => (f.t === "draw" ? f.sid : -1));
    expect(sids.slice(0, 100)).toEqual(local.map((s) => s.sid));
    expect(sent).toHaveLength(101);
    expect(sent.at(-1)).toMatchObject({ t: "draw", pts: [9, 9, 50] });
    expect(own.backlogged).toBe(false);
  });

  it("lets another frame queue behind a backlog, so it cannot overtake the strokes", () => {
    const { drawings, sent, own } = setup();
    const local = Array.from({ length: 50 }, (_, i) => ({ sid: i + 1, tool: "pen" as const, size: 6, pts: [i, i, 50] }));
    drawings.load({ "2": [] });
    own.resync(local, true, 0);
    expect(own.backlogged).toBe(true);
    own.enqueue({ t: "act", action: { type: "finish", bonus: true } }, 1);
    own.tick(10_000);
    expect(sent).toHaveLength(51);
    expect(sent.at(-1)).toEqual({ t: "act", action: { type: "finish", bonus: true } });
  });

  it("sends its backlog by itself when nothing ticks it, so an action queued behind it is not stranded", () => {
    // The desk that ticks the sheet is gone (the round moved on): the frames still go, and so does the action.
    vi.useFakeTimers();
    const { drawings, sent, own } = setup();
    const local = Array.from({ length: 50 }, (_, i) => ({ sid: i + 1, tool: "pen" as const, size: 6, pts: [i, i, 50] }));
    drawings.load({ "2": [] });
    own.resync(local, true, performance.now());
    own.enqueue({ t: "act", action: { type: "finish", bonus: false } }, performance.now());
    expect(sent).toHaveLength(SEND_BURST);
    vi.advanceTimersByTime(((51 - SEND_BURST) * 1000) / SEND_RATE);
    expect(sent).toHaveLength(51);
    expect(sent.at(-1)).toEqual({ t: "act", action: { type: "finish", bonus: false } });
    expect(own.backlogged).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps an action queued behind strokes it forgets", () => {
    vi.useFakeTimers();
    const { drawings, sent, own } = setup();
    const local = Array.from({ length: 50 }, (_, i) => ({ sid: i + 1, tool: "pen" as const, size: 6, pts: [i, i, 50] }));
    drawings.load({ "2": [] });
    own.resync(local, true, performance.now());
    own.enqueue({ t: "act", action: { type: "ready" } }, performance.now());
    own.forget(); // the round is over: its strokes are moot, the player's "ready" is not
    vi.advanceTimersByTime(1000);
    expect(sent.filter((f) => f.t === "act")).toEqual([{ t: "act", action: { type: "ready" } }]);
    expect(sent).toHaveLength(SEND_BURST + 1);
    expect(own.backlogged).toBe(false);
  });

  it("keeps drawing through a snapshot on the same socket, losing no point", () => {
    const { drawings, sent, own } = setup();
    own.begin(1, 1, 50, "pen", 6, 0);
    own.extend([2, 2, 50], 5); // waiting in the batcher
    const local = drawings.get(2).strokes.slice();
    drawings.load({ "2": [] }); // the snapshot predates this stroke
    own.resync(local, false, 6);
    own.extend([3, 3, 50], 7);
    own.end(8);
    expect(drawings.get(2).strokes[0]!.pts).toEqual([1, 1, 50, 2, 2, 50, 3, 3, 50]);
    expect(sent.flatMap((f) => (f.t === "draw" ? f.pts : []))).toEqual([1, 1, 50, 2, 2, 50, 3, 3, 50]);
  });

  it("bases sids on time so a reloaded page keeps increasing them", () => {
    expect(initialSid(Date.UTC(2025, 0, 1))).toBe(0);
    expect(initialSid(Date.UTC(2025, 0, 1) + 10_000)).toBe(100);
    expect(initialSid(Date.UTC(2030, 0, 1))).toBeLessThan(2 ** 31);
  });
});
