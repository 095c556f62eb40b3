import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { aboutOf } from "../src/games";
import type { Room, ServerFrame } from "../src/protocol";
import { headerConn } from "../src/store/headerConn";
import { drawingOfBlock, RoomSession } from "../src/store/session";
import { canDrawNow } from "../src/games/pictomania/guessing";
import { player } from "./fixtures";
import { dismissToast, toast } from "../src/store/toast";
import { drawingView, piccolinoView } from "./fixtures";

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  /** Closed by either end; 1006 is a dropped connection. */
  close(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const store = new Map<string, string>();

/** After the socket closed: the connection's retry fires and the new socket opens. */
function reconnected(): FakeSocket {
  vi.advanceTimersByTime(500);
  const socket = FakeSocket.all.at(-1)!;
  socket.open();
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  store.clear();
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.stubGlobal("location", { protocol: "http:", host: "localhost:8765" });
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const room = (over: Partial<Room> = {}): Room => ({
  code: "K7QF2M",
  game: "pictomania",
  status: "playing",
  options: {},
  seats: [],
  host: 0,
  you: 1,
  game_id: "g1",
  min_players: 3,
  max_players: 6,
  ...over,
});

describe("RoomSession", () => {
  it("says hello with the stored token, and keeps the token it is given", () => {
    store.set("parlour.token.K7QF2M", "secret");
    const session = new RoomSession("K7QF2M", aboutOf);
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toBe("ws://localhost:8765/ws/K7QF2M");
    socket.open();
    expect(socket.sent[0]).toEqual({ t: "hello", token: "secret", client: expect.any(String) });
    // The browser's own id, made once and kept: every later hello of this browser carries the same.
    expect((socket.sent[0] as { client: string }).client).toBe(store.get("parlour.client"));
    expect(session.conn.value).toBe("open");
    socket.receive({ t: "seated", seat: 2, token: "new-token" });
    expect(store.get("parlour.token.K7QF2M")).toBe("new-token");
    session.dispose();
  });

  it("as a table screen, says hello as one and never with the seat token this browser keeps", () => {
    store.set("parlour.token.K7QF2M", "secret");
    const session = new RoomSession("K7QF2M", aboutOf, true);
    const socket = FakeSocket.all[0]!;
    socket.open();
    expect(socket.sent[0]).toEqual({ t: "hello", token: null, client: expect.any(String), screen: true });
    session.dispose();
  });

  it("restores everything from a snapshot, own sheet included", () => {
    const session = new RoomSession("K7QF2M", aboutOf);
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive({
      t: "snapshot",
      room: room(),
      view: drawingView(),
      canvases: { "1": [{ sid: 4, tool: "pen", size: 6, pts: [1, 1, 50] }] }, chat: [],
    });
    expect(session.room.value?.code).toBe("K7QF2M");
    expect(session.view.value?.phase).toBe("drawing");
    expect(session.drawings.get(1).strokes).toHaveLength(1);
    expect(session.view.value && "seat" in session.view.value ? session.view.value.seat : null).toBe(1);
    session.dispose();
  });

  it("applies other players' strokes and starts each round with blank sheets", () => {
    const session = new RoomSession("K7QF2M", aboutOf);
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive({ t: "snapshot", room: room(), view: drawingView({ round: 2 }), canvases: {} , chat: []});
    socket.receive({ t: "draw", seat: 0, sid: 1, tool: "pen", size: 6, pts: [1, 1, 50] });
    socket.receive({ t: "draw", seat: 0, sid: 2, tool: "pen", size: 6, pts: [2, 2, 50] });
    socket.receive({ t: "undo", seat: 0 });
    expect(session.drawings.get(0).strokes.map((s) => s.sid)).toEqual([1]);
    socket.receive({ t: "state", view: drawingView({ round: 2, phase: "review" }) });
    expect(session.drawings.get(0).strokes).toHaveLength(1);
    socket.receive({ t: "state", view: drawingView({ round: 3, phase: "preview" }) });
    expect(session.drawings.get(0).empty).toBe(true);
    session.dispose();
  });

  it("sends again after reconnecting what was drawn while the socket was down, once", () => {
    const session = new RoomSession("K7QF2M", aboutOf);
    const first = FakeSocket.all[0]!;
    first.open();
    const kept = { sid: 4, tool: "pen" as const, size: 6, pts: [1, 1, 50] };
    first.receive({ t: "snapshot", room: room(), view: drawingView(), canvases: { "1": [kept] } , chat: []});
    const own = session.ownDrawing(1);
    first.close();
    own.begin(10, 10, 50, "pen", 6, 0);
    own.extend([20, 20, 50], 1);
    own.end(2);
    const second = reconnected();
    own.begin(30, 30, 50, "pen", 6, 3); // drawn before the snapshot arrives: kept back too
    own.end(4);
    expect(second.sent.filter((f) => (f as { t: string }).t === "draw")).toEqual([]);
    second.receive({ t: "snapshot", room: room(), view: drawingView(), canvases: { "1": [kept] } , chat: []});
    const draws = second.sent.filter((f) => (f as { t: string }).t === "draw") as { sid: number; pts: number[] }[];
    expect(draws.map((f) => f.pts)).toEqual([
      [10, 10, 50, 20, 20, 50],
      [30, 30, 50],
    ]);
    expect(session.drawings.get(1).strokes.map((s) => s.sid)).toEqual([4, draws[0]!.sid, draws[1]!.sid]);
    // A later snapshot on the same socket (a catch-up) may predate frames in flight: it sends nothing again.
    second.receive({ t: "snapshot", room: room(), view: drawingView(), canvases: { "1": [kept] } , chat: []});
    expect(second.sent.filter((f) => (f as { t: string }).t === "draw")).toHaveLength(2);
    expect(session.drawings.get(1).strokes).toHaveLength(3);
    session.dispose();
  });

  it("ignores copies of its own strokes: only this page changes its own sheet", () => {
    const session = new RoomSession("K7QF2M", aboutOf);
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive({ t: "snapshot", room: room(), view: drawingView(), canvases: {} , chat: []});
    const own = session.ownDrawing(1);
    own.begin(10, 10, 50, "pen", 6, 0);
    own.end(1);
    const sid = session.drawings.get(1).strokes[0]!.sid;
    socket.receive({ t: "draw", seat: 1, sid, tool: "pen", size: 6, pts: [10, 10, 50] });
    socket.receive({ t: "undo", seat: 1 });
    expect(session.drawings.get(1).strokes.map((s) => s.pts)).toEqual([[10, 10, 50]]);
    socket.receive({ t: "draw", seat: 0, sid: 3, tool: "pen", size: 6, pts: [5, 5, 50] });
    expect(session.drawings.get(0).strokes).toHaveLength(1);
    session.dispose();
  });

  it("sends nothing of a round that ended, even strokes still waiting to go out", () => {
    const session = new RoomSession("K7QF2M", aboutOf);
    const socket = FakeSocket.all[0]!;
    socket.open();
    const many = Array.from({ length: 60 }, (_, i) => ({ sid: i + 1, tool: "pen" as const, size: 6, pts: [i, i, 50] }));
    socket.receive({ t: "snapshot", room: room(), view: drawingView({ round: 2 }), canvases: {} , chat: []});
    const own = session.ownDrawing(1);
    // A reconnect whose catch-up is longer than one burst: part of it waits.
    socket.close();
    const second = reconnected();
    session.drawings.replace(1, many);
    second.receive({ t: "snapshot", room: room(), view: drawingView({ round: 2 }), canvases: {} , chat: []});
    expect(own.backlogged).toBe(true);
    const sent = second.sent.length;
    second.receive({ t: "state", view: drawingView({ round: 3, phase: "preview" }) });
    expect(own.backlogged).toBe(false);
    own.tick(performance.now() + 10_000);
    expect(second.sent.length).toBe(sent);
    session.dispose();
  });

  it("drops offline strokes when the round moved on meanwhile", () => {
    const session = new RoomSession("K7QF2M", aboutOf);
    const first = FakeSocket.all[0]!;
    first.open();
    first.receive({ t: "snapshot", room: room(), view: drawingView({ round: 2 }), canvases: {} , chat: []});
    const own = session.ownDrawing(1);
    first.close();
    own.begin(10, 10, 50, "pen", 6, 0);
    own.end(1);
    const second = reconnected();
    second.receive({ t: "snapshot", room: room(), view: drawingView({ round: 3 }), canvases: {} , chat: []});
    expect(second.sent.filter((f) => (f as { t: string }).t === "draw")).toEqual([]);
    expect(session.drawings.get(1).empty).toBe(true);
    session.dispose();
  });

  it("shows refusals as a toast, and forgets a refused token", () => {
    store.set("parlour.token.K7QF2M", "stale");
    const session = new RoomSession("K7QF2M", aboutOf);
    const first = FakeSocket.all[0]!;
    first.open();
    first.receive({ t: "error", code: "number_used" });
    expect(toast.value?.code).toBe("number_used");
    first.receive({ t: "error", code: "bad_token" });
    expect(toast.value?.code).toBe("bad_token");
    expect(store.has("parlour.token.K7QF2M")).toBe(false);
    first.close();
    const second = reconnected();
    expect(second.sent[0]).toEqual({ t: "hello", token: null, client: expect.any(String) });
    session.dispose();
  });

  it("goes back to the lobby when the game view is withdrawn (play again)", () => {
    const session = new RoomSession("K7QF2M", aboutOf);
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive({ t: "snapshot", room: room({ status: "over" }), view: drawingView({ round: 5, phase: "over" }), canvases: { "0": [{ sid: 1, tool: "pen", size: 6, pts: [1, 1, 50] }] } , chat: []});
    socket.receive({ t: "room", room: room({ status: "lobby", game_id: null }) });
    socket.receive({ t: "state", view: null });
    expect(session.view.value).toBeNull();
    expect(session.drawings.get(0).empty).toBe(true);
    session.dispose();
  });

  it("reconnects with backoff after the socket closes", () => {
    const session = new RoomSession("K7QF2M", aboutOf);
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.close();
    expect(session.conn.value).toBe("closed");
    vi.advanceTimersByTime(499);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    expect(session.conn.value).toBe("connecting");
    FakeSocket.all[1]!.close();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    session.dispose();
  });

  it("gives up on a room that does not exist", () => {
    const session = new RoomSession("NOPE", aboutOf);
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.receive({ t: "error", code: "no_such_room" });
    expect(session.missing.value).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it("stops, saying why, in a room the admin closed or from an address the admin banned", () => {
    for (const [code, reason] of [
      ["room_closed", "Closed for the night"],
      ["banned", undefined],
    ] as const) {
      FakeSocket.all.length = 0;
      const session = new RoomSession("K7QF2M", aboutOf);
      FakeSocket.all[0]!.open();
      FakeSocket.all[0]!.receive({ t: "error", code, ...(reason ? { reason } : {}) });
      expect(session.shut.value).toEqual({ code, reason: reason ?? "" });
      expect(session.missing.value).toBe(false);
      vi.advanceTimersByTime(60_000);
      expect(FakeSocket.all).toHaveLength(1); // no reconnecting
      session.dispose();
    }
  });

  it("steps aside when another tab takes the seat, and takes it back on Play here", () => {
    store.set("parlour.token.K7QF2M", "secret");
    const session = new RoomSession("K7QF2M", aboutOf);
    const first = FakeSocket.all[0]!;
    first.open();
    first.receive({ t: "snapshot", room: room(), view: drawingView(), canvases: {} , chat: []});
    first.receive({ t: "replaced" });
    expect(session.elsewhere.value).toBe(true);
    expect(headerConn.value).toBeNull();
    expect(first.readyState).toBe(3);
    first.close(4409); // the server's close, after its frame
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);

    session.playHere();
    expect(session.elsewhere.value).toBe(false);
    const again = FakeSocket.all[1]!;
    again.open();
    expect(again.sent[0]).toEqual({ t: "hello", token: "secret", client: expect.any(String) });
    expect(headerConn.value).toBe("open");
    // A later drop is an ordinary one again: it reconnects.
    again.close();
    vi.advanceTimersByTime(500);
    expect(FakeSocket.all).toHaveLength(3);
    session.dispose();
  });

  it("coming back from another tab, takes its own sheet from the server rather than undoing the other tab's ink", () => {
    const session = new RoomSession("K7QF2M", aboutOf);
    const first = FakeSocket.all[0]!;
    first.open();
    const old = { sid: 1, tool: "pen" as const, size: 6, pts: [1, 1, 50] };
    first.receive({ t: "snapshot", room: room(), view: drawingView(), canvases: { "1": [old] } , chat: []});
    const own = session.ownDrawing(1);
    first.receive({ t: "replaced" });
    session.playHere();
    const again = FakeSocket.all[1]!;
    again.open();
    const fromOtherTab = { sid: 2, tool: "pen" as const, size: 6, pts: [9, 9, 50] };
    again.receive({ t: "snapshot", room: room(), view: drawingView(), canvases: { "1": [old, fromOtherTab] } , chat: []});
    own.tick(performance.now() + 10_000);
    expect(again.sent.map((f) => (f as { t: string }).t)).toEqual(["hello"]);
    expect(session.drawings.get(1).strokes.map((s) => s.sid)).toEqual([1, 2]);
    session.dispose();
  });

  it("does not reconnect after the close code for a seat taken elsewhere, even without the frame", () => {
    const session = new RoomSession("K7QF2M", aboutOf);
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.close(4409);
    expect(session.elsewhere.value).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    session.dispose();
  });

  it("answers a round-trip probe at once with the same frame, in every game", () => {
    const session = new RoomSession("K7QF2M", aboutOf);
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive({ t: "probe", n: 12 });
    expect(socket.sent).toEqual([{ t: "hello", token: null, client: expect.any(String) }, { t: "probe", n: 12 }]);
    socket.receive({ t: "snapshot", room: room({ game: "piccolino" }), view: piccolinoView(), canvases: {} , chat: []});
    socket.receive({ t: "probe", n: 13 });
    expect(socket.sent.at(-1)).toEqual({ t: "probe", n: 13 });
    session.dispose();
  });

  it("holds a Piccolino view, adds computer players and sends the table's actions", () => {
    const session = new RoomSession("K7QF2M", aboutOf);
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive({ t: "snapshot", room: room({ game: "piccolino", status: "lobby" }), view: null, canvases: {} , chat: []});
    session.addBot("hard");
    socket.receive({ t: "state", view: piccolinoView({ version: 3 }) });
    expect(session.view.value?.game).toBe("piccolino");
    session.act({ type: "flip" });
    session.act({ type: "ring", version: 3, reaction_ms: 412 });
    session.act({ type: "vote_stop", stop: true });
    expect(socket.sent.slice(1)).toEqual([
      { t: "add_bot", level: "hard" },
      { t: "act", action: { type: "flip" } },
      { t: "act", action: { type: "ring", version: 3, reaction_ms: 412 } },
      { t: "act", action: { type: "vote_stop", stop: true } },
    ]);
    session.dispose();
  });

  it("does not toast a flip refused only because the bell or the turn got there first", () => {
    dismissToast();
    const session = new RoomSession("K7QF2M", aboutOf);
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive({ t: "snapshot", room: room({ game: "piccolino" }), view: piccolinoView(), canvases: {} , chat: []});
    socket.receive({ t: "error", code: "bell_ringing" });
    socket.receive({ t: "error", code: "not_your_turn" });
    expect(toast.value).toBeNull();
    socket.receive({ t: "error", code: "stale_ring" });
    expect(toast.value?.code).toBe("stale_ring");
    session.dispose();
  });

  it("reports a frame it could not send", () => {
    const session = new RoomSession("K7QF2M", aboutOf);
    session.act({ type: "ready" });
    expect(toast.value?.code).toBe("network");
    session.dispose();
  });
});

describe("the view's drawing block", () => {
  it("lets a seat draw when it is among the drawers, and names the sheets' epoch", () => {
    const view = { game: "any", drawing: { epoch: 4, drawers: [0, 2], sheets: null } };
    expect(drawingOfBlock(view, 2)).toEqual({ mayDraw: true, sheetKey: "4" });
    expect(drawingOfBlock(view, 1)).toEqual({ mayDraw: false, sheetKey: "4" });
    expect(drawingOfBlock(view, null)).toEqual({ mayDraw: false, sheetKey: "4" });
    expect(drawingOfBlock({ game: "any" }, 0)).toBeNull();
  });

  it("says what Pictomania's own rule says, for its player, in every case", () => {
    const views = [
      drawingView(),
      drawingView({ phase: "review" }),
      drawingView({ players: [0, 1, 2, 3].map((s) => player(s, { finished: s === 1 })) }),
      drawingView({ players: [0, 1, 2, 3].map((s) => player(s, { blank: s === 1 })) }),
    ];
    for (const view of views) expect(drawingOfBlock(view, 1)?.mayDraw).toBe(canDrawNow(view));
    expect(drawingOfBlock(drawingView({ round: 3 }), 1)?.sheetKey).toBe("3");
  });

  it("starts blank sheets when the epoch changes, and keeps them otherwise", () => {
    const session = new RoomSession("K7QF2M", aboutOf);
    const socket = FakeSocket.all[0]!;
    socket.open();
    const stroke = { sid: 1, tool: "pen" as const, size: 6, pts: [1, 1, 50] };
    const at = (epoch: number) => drawingView({ drawing: { epoch, drawers: [0, 1], sheets: null } });
    socket.receive({ t: "snapshot", room: room(), view: at(7), canvases: { "0": [stroke] } , chat: []});
    socket.receive({ t: "state", view: at(7) });
    expect(session.drawings.get(0).strokes).toHaveLength(1);
    socket.receive({ t: "state", view: at(8) });
    expect(session.drawings.get(0).empty).toBe(true);
    session.dispose();
  });

  it("does not send offline strokes again when its seat is no longer among the drawers", () => {
    const session = new RoomSession("K7QF2M", aboutOf);
    const first = FakeSocket.all[0]!;
    first.open();
    first.receive({ t: "snapshot", room: room(), view: drawingView(), canvases: {} , chat: []});
    const own = session.ownDrawing(1);
    first.close();
    own.begin(10, 10, 50, "pen", 6, 0);
    own.end(1);
    const second = reconnected();
    const finished = drawingView({ drawing: { epoch: 2, drawers: [0, 2, 3], sheets: null } });
    second.receive({ t: "snapshot", room: room(), view: finished, canvases: {} , chat: []});
    expect(second.sent.filter((f) => (f as { t: string }).t === "draw")).toEqual([]);
    session.dispose();
  });

  it("keeps quiet about a stroke refused because the turn ended, and says so while the seat may still draw", () => {
    const session = new RoomSession("K7QF2M", aboutOf);
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive({ t: "snapshot", room: room(), view: drawingView(), canvases: {} , chat: []});
    socket.receive({ t: "error", code: "cannot_draw_now" });
    expect(toast.value?.code).toBe("cannot_draw_now");
    dismissToast();
    socket.receive({ t: "state", view: drawingView({ drawing: { epoch: 2, drawers: [0, 2, 3], sheets: null } }) });
    socket.receive({ t: "error", code: "cannot_draw_now" });
    expect(toast.value).toBeNull();
    session.dispose();
  });
});
