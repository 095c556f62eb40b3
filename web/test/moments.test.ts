import { afterEach, describe, expect, it, vi } from "vitest";
import { LOADED_GAMES } from "./loadedGames";
import { piccolinoAttention, piccolinoMoments } from "../src/games/piccolino/moments";
import { pictomaniaAttention, pictomaniaMoments } from "../src/games/pictomania/moments";
import type { PictomaniaView } from "../src/games/pictomania/protocol";
import { loudest, tabTitle } from "../src/ui/moments/moment";
import { drawingView, piccolinoPlayer, piccolinoView, player } from "./fixtures";

const AT = 1_763_800_000_000;
const kinds = (moments: { kind: string }[]) => moments.map((m) => m.kind);

/** Seat 1 of 4 drawing (the fixture), with `finished` seats done and the bonus tokens left as given. */
function drawing(finished: Record<number, number>, bonusLeft: number[], over: Partial<PictomaniaView> = {}) {
  return drawingView({
    players: [0, 1, 2, 3].map((s) => player(s, s in finished ? { finished: true, bonus: finished[s] } : {})),
    bonus_left: bonusLeft,
    ...over,
  });
}

/** The view just after the drawing ended: everyone finished, in review. */
function review(bonuses: Record<number, number>, over: Partial<PictomaniaView> = {}) {
  return drawingView({
    phase: "review",
    players: [0, 1, 2, 3].map((s) => player(s, { finished: true, bonus: bonuses[s] ?? 0 })),
    bonus_left: [],
    ...over,
  });
}

describe("Pictomania's moments", () => {
  it("warns everyone when the next-to-last bonus token is taken, once", () => {
    const before = drawing({ 0: 3 }, [2, 1]);
    const after = drawing({ 0: 3, 2: 2 }, [1]);
    const moments = pictomaniaMoments(before, after, AT);
    expect(moments).toEqual([{ kind: "last_token", text: "pm.moment.lastToken" }]);
    // A guess while that token is still there is no news.
    expect(pictomaniaMoments(after, { ...after, players: after.players.map((p) => ({ ...p })) }, AT)).toEqual([]);
    expect(pictomaniaMoments(before, drawing({ 0: 3 }, [2, 1]), AT)).toEqual([]);
  });

  it("stops a player still drawing with a banner naming who took the last token", () => {
    const before = drawing({ 0: 3, 2: 2 }, [1]);
    const after = review({ 0: 3, 2: 2, 3: 1 });
    expect(pictomaniaMoments(before, after, AT)).toEqual([
      { kind: "round_over", text: "pm.moment.tookLast", seat: 3, banner: "pm.moment.roundOver" },
    ]);
  });

  it("gives no banner to whoever took the last token, nor to a player who had finished", () => {
    const before = drawing({ 0: 3, 2: 2 }, [1]);
    const mine = review({ 0: 3, 1: 1, 2: 2 });
    expect(pictomaniaMoments(before, mine, AT)).toEqual([{ kind: "round_over", text: "pm.moment.youTookLast", seat: 1 }]);
    const finishedEarly = drawing({ 1: 3, 2: 2 }, [1]);
    const ended = review({ 1: 3, 2: 2, 0: 1 });
    expect(pictomaniaMoments(finishedEarly, ended, AT)).toEqual([{ kind: "round_over", text: "pm.moment.tookLast", seat: 0 }]);
  });

  it("says the time is up when several players were stopped at once, or the deadline has passed", () => {
    const several = pictomaniaMoments(drawing({ 0: 3 }, [2, 1]), review({ 0: 3 }), AT);
    expect(several).toEqual([{ kind: "round_over", text: "pm.moment.timeUp", banner: "pm.moment.roundOver" }]);
    // Only this player was left: the clock, if its deadline has come, else they finished it themselves.
    const onlyMe = drawing({ 0: 3, 2: 0, 3: 2 }, [1], { deadline: AT - 200 });
    expect(pictomaniaMoments(onlyMe, review({ 0: 3, 3: 2 }), AT)[0]).toMatchObject({ text: "pm.moment.timeUp", banner: "pm.moment.roundOver" });
    const early = { ...onlyMe, deadline: AT + 30_000 };
    expect(pictomaniaMoments(early, review({ 0: 3, 3: 2 }), AT)).toEqual([{ kind: "round_over", text: "pm.moment.allFinished" }]);
  });

  it("sounds the start signal for players, and the end of the game as a win or not", () => {
    const preview = drawingView({ phase: "preview", bonus_left: [3, 2, 1] });
    expect(kinds(pictomaniaMoments(preview, drawingView(), AT))).toEqual(["your_turn"]);
    expect(pictomaniaMoments({ ...preview, seat: null, me: undefined }, { ...drawingView(), seat: null, me: undefined }, AT)).toEqual([]);
    const scored = review({}, { phase: "review", round: 5 });
    expect(kinds(pictomaniaMoments(scored, { ...scored, phase: "over", totals: [1, 7, 3, 7] }, AT))).toEqual(["win"]);
    expect(kinds(pictomaniaMoments(scored, { ...scored, phase: "over", totals: [9, 7, 3, 7] }, AT))).toEqual(["game_over"]);
  });

  it("asks each phase's task of the player until it is done", () => {
    expect(pictomaniaAttention(drawingView())).toBe("pm.attention.draw");
    expect(pictomaniaAttention(drawing({ 1: 3 }, [2, 1]))).toBeNull();
    expect(pictomaniaAttention(drawingView({ phase: "preview" }))).toBe("pm.attention.ready");
    expect(pictomaniaAttention(review({}))).toBe("pm.attention.check");
    expect(pictomaniaAttention(drawingView({ phase: "choosing_level", seat: 0 }))).toBe("pm.attention.level");
    expect(pictomaniaAttention(drawingView({ phase: "choosing_level" }))).toBeNull();
    expect(pictomaniaAttention(drawingView({ seat: null, me: undefined }))).toBeNull();
  });
});

describe("Piccolino's moments", () => {
  const theirTurn = piccolinoView({ turn: 0, version: 16 });
  const myTurn = piccolinoView();

  it("calls the player when their turn to flip comes, not again while it lasts, nor while the bell is open", () => {
    expect(piccolinoMoments(theirTurn, myTurn)).toEqual([{ kind: "your_turn", text: "picco.moment.yourTurn" }]);
    expect(piccolinoMoments(myTurn, { ...myTurn, flip_deadline: myTurn.flip_deadline! + 1 })).toEqual([]);
    const bell = { ...myTurn, bell: { open: true, rang: [0] } };
    expect(piccolinoMoments(theirTurn, bell)).toEqual([]);
    expect(kinds(piccolinoMoments(bell, myTurn))).toEqual(["your_turn"]);
  });

  it("rings for a bell won, once, and ends with a win or not", () => {
    const won = { ...theirTurn, last: { kind: "won" as const, seat: 0, cards: 4, reaction_ms: 380, rang: [0] } };
    expect(piccolinoMoments(theirTurn, won)).toEqual([{ kind: "bell" }]);
    expect(piccolinoMoments(won, { ...won, version: 18 })).toEqual([]);
    const penalty = { ...theirTurn, last: { kind: "penalty" as const, seat: 2, gave: [0, 1] } };
    expect(piccolinoMoments(theirTurn, penalty)).toEqual([]);
    const over = (winners: number[]) => ({ ...theirTurn, phase: "over" as const, winners });
    expect(kinds(piccolinoMoments(theirTurn, over([1])))).toEqual(["win"]);
    expect(kinds(piccolinoMoments(theirTurn, over([0])))).toEqual(["game_over"]);
  });

  it("asks the player to flip on their turn only", () => {
    expect(piccolinoAttention(myTurn)).toBe("picco.attention.flip");
    expect(piccolinoAttention(theirTurn)).toBeNull();
    expect(piccolinoAttention({ ...myTurn, bell: { open: true, rang: [] } })).toBeNull();
    const out = { ...myTurn, players: myTurn.players.map((p) => (p.seat === 1 ? piccolinoPlayer(1, { out: true }) : p)) };
    expect(piccolinoAttention(out)).toBeNull();
  });
});

describe("the platform's side", () => {
  it("every game says what its moments are and what needs its player", () => {
    for (const game of LOADED_GAMES) {
      expect(typeof game.moments, game.name).toBe("function");
      expect(typeof game.attention, game.name).toBe("function");
    }
  });

  it("makes one sound for a view's moments, the one that matters most", () => {
    expect(loudest([{ kind: "your_turn" }, { kind: "bell" }])).toBe("bell");
    expect(loudest([{ kind: "round_over" }, { kind: "win" }])).toBe("win");
    expect(loudest([])).toBeNull();
  });

  it("puts what needs the player before the page's title, and leaves it alone otherwise", () => {
    expect(tabTitle("Parlour", "Your turn to flip")).toBe("(!) Your turn to flip · Parlour");
    expect(tabTitle("Parlour", null)).toBe("Parlour");
  });
});

describe("the sound preference", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  function fakeStorage(initial: Record<string, string> = {}) {
    const data = new Map(Object.entries(initial));
    return {
      data,
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
  }

  it("is on until turned off, and a change is remembered for the next page", async () => {
    const storage = fakeStorage();
    vi.stubGlobal("localStorage", storage);
    const first = await import("../src/ui/moments/sound");
    expect(first.soundOn.value).toBe(true);
    first.setSoundOn(false);
    expect(storage.data.get("parlour.sound")).toBe("off");
    vi.resetModules();
    const next = await import("../src/ui/moments/sound");
    expect(next.soundOn.value).toBe(false);
    next.setSoundOn(true);
    expect(storage.data.get("parlour.sound")).toBe("on");
  });

  it("makes no sound before the player has touched the page", async () => {
    vi.stubGlobal("localStorage", fakeStorage());
    const made = vi.fn();
    vi.stubGlobal("AudioContext", made);
    const sound = await import("../src/ui/moments/sound");
    sound.playMoment("your_turn");
    expect(made).not.toHaveBeenCalled();
  });

  it("keeps every sound short", async () => {
    const { SOUNDS } = await import("../src/ui/moments/sound");
    for (const [kind, notes] of Object.entries(SOUNDS)) {
      expect(notes.length, kind).toBeGreaterThan(0);
      expect(Math.max(...notes.map((n) => n.at + n.length)), kind).toBeLessThan(1);
    }
  });
});
