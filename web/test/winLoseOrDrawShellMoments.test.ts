// Win, Lose or Draw's moments, read from two successive views (fixtures), its reminder of the timer's last ten
// seconds, and what a view asks of its player for the tab's title.
import { afterEach, describe, expect, it } from "vitest";
import "../src/games";
import { HURRY_MS, winLoseOrDrawAttention, winLoseOrDrawMoments, winLoseOrDrawReminders } from "../src/games/win-lose-or-draw/moments";
import type { Guess } from "../src/games/win-lose-or-draw/protocol";
import { lang } from "../src/i18n";
import { bannerStays } from "../src/ui/moments/moment";
import { boardBlock, boardView, NOW, teamsBlock, teamsView, turnResult } from "./winLoseOrDrawFixtures";

afterEach(() => {
  lang.value = "en";
});

const guess = (id: number, seat: number, over: Partial<Guess> = {}): Guess => ({
  id,
  seat,
  text: "jaws",
  mark: null,
  correct: false,
  steal: false,
  ms: 1000 * id,
  ...over,
});

const result = turnResult;

describe("Win, Lose or Draw's moments: team play", () => {
  it("calls the next sketcher with a banner, once per turn", () => {
    const before = teamsView();
    const after = teamsView({ turn: 4, sketcher: 1, stage: "ready", history: [result()], teams: teamsBlock({ score: [3, 3], playing: 1 }) });
    const moments = winLoseOrDrawMoments(before, after);
    expect(moments).toContainEqual({
      kind: "your_turn",
      text: "win-lose-or-draw.moment.yourSketch",
      banner: "win-lose-or-draw.moment.yourSketchBanner",
      heldBy: "win-lose-or-draw.attention.sketch",
    });
    expect(winLoseOrDrawMoments(after, { ...after, deadline: NOW + 9000 })).toEqual([]);
  });

  it("keeps the call to sketch up while the turn is the player's, and takes it down once they pass it on", () => {
    const after = teamsView({ turn: 4, sketcher: 1, stage: "ready", history: [result()], teams: teamsBlock({ score: [3, 3], playing: 1 }) });
    const call = winLoseOrDrawMoments(teamsView(), after).find((moment) => moment.banner);
    const heldBy = call?.heldBy ?? null;
    expect(heldBy).not.toBeNull();
    expect(bannerStays(heldBy, winLoseOrDrawAttention(after))).toBe(true);
    expect(bannerStays(heldBy, winLoseOrDrawAttention({ ...after, stage: "drawing", deadline: NOW + 60_000 }))).toBe(true);
    // Passed: the turn goes on to a teammate, and the banner would tell the player a turn that is no longer theirs.
    const passed = { ...after, turn: 5, sketcher: 3, history: [result(), turnResult({ turn: 4, sketcher: 1, outcome: "passed", team: 1, guessers: [] })] };
    expect(bannerStays(heldBy, winLoseOrDrawAttention(passed))).toBe(false);
  });

  it("tells the point scored, with a bell for one's own team", () => {
    const after = teamsView({ turn: 4, sketcher: 1, stage: "ready", history: [result()], teams: teamsBlock({ score: [3, 3] }) });
    const theirs = winLoseOrDrawMoments(teamsView({ you: 1 }), { ...after, you: 3, sketcher: 1 });
    expect(theirs).toEqual([{ kind: "round_over", text: "win-lose-or-draw.moment.point", params: { n: 1, one: 3, two: 3 } }]);
    const ours = winLoseOrDrawMoments(teamsView({ you: 2 }), { ...after, you: 2 });
    expect(ours).toEqual([{ kind: "bell", text: "win-lose-or-draw.moment.point", params: { n: 1, one: 3, two: 3 } }]);
  });

  it("tells a stolen point and a missed item", () => {
    const stolen = teamsView({ you: 3, sketcher: 1, turn: 4, stage: "ready", history: [result({ outcome: "stolen", team: 1 })], teams: teamsBlock({ score: [2, 4] }) });
    expect(winLoseOrDrawMoments(teamsView({ you: 3 }), stolen)[0]).toEqual({
      kind: "bell",
      text: "win-lose-or-draw.moment.stolen",
      params: { n: 2, one: 2, two: 4 },
    });
    const missed = teamsView({ you: 3, sketcher: 1, turn: 4, stage: "ready", history: [result({ outcome: "missed", team: null, guessers: [] })] });
    expect(winLoseOrDrawMoments(teamsView({ you: 3 }), missed)).toEqual([{ kind: "round_over", text: "win-lose-or-draw.moment.missed" }]);
  });

  it("starts a steal with words for everyone and no banner over the sketch the stealing team must read", () => {
    const before = teamsView({ you: 3 });
    const steal = { stage: "steal" as const, deadline: NOW + 10_000, teams: teamsBlock({ steal: { team: 1, used: false } }) };
    expect(winLoseOrDrawMoments(before, teamsView({ you: 3, ...steal }))).toEqual([
      { kind: "your_turn", text: "win-lose-or-draw.moment.stealYours" },
    ]);
    expect(winLoseOrDrawMoments(teamsView({ you: 2 }), teamsView({ you: 2, ...steal }))).toEqual([
      { kind: "round_over", text: "win-lose-or-draw.moment.stealOther", params: { n: 2 } },
    ]);
    // The steal's guess spent: no news.
    const used = teamsView({ you: 3, ...steal, teams: teamsBlock({ steal: { team: 1, used: true } }) });
    expect(winLoseOrDrawMoments(teamsView({ you: 3, ...steal }), used)).toEqual([]);
  });

  it("ends the game with a fanfare for the winning team only", () => {
    const over = { phase: "over" as const, stage: null, teams: teamsBlock({ score: [8, 5], winner: 0 }) };
    expect(winLoseOrDrawMoments(teamsView({ you: 2 }), teamsView({ you: 2, ...over }))).toContainEqual({
      kind: "win",
      text: "win-lose-or-draw.moment.teamWins",
      params: { n: 1 },
    });
    expect(winLoseOrDrawMoments(teamsView({ you: 1 }), teamsView({ you: 1, ...over }))).toContainEqual({
      kind: "game_over",
      text: "win-lose-or-draw.moment.teamWins",
      params: { n: 1 },
    });
  });
});

describe("Win, Lose or Draw's moments: gameboard play", () => {
  it("rings for each right guess, naming who got it", () => {
    const before = boardView({ guesses: [guess(0, 2)] });
    const after = boardView({
      stage: "collect",
      guesses: [guess(0, 2), guess(1, 3, { correct: true }), guess(2, 1, { correct: true })],
      board: boardBlock({ correct: [3, 1], to_take: [3, 1] }),
    });
    expect(winLoseOrDrawMoments(before, after)).toEqual([
      { kind: "bell", text: "win-lose-or-draw.moment.gotIt", seat: 3 },
      { kind: "bell", text: "win-lose-or-draw.moment.youGotIt" },
      { kind: "your_turn", text: "win-lose-or-draw.moment.choosePawn" },
    ]);
  });

  it("asks the sketcher to roll once the collect stage begins", () => {
    const after = boardView({ you: 0, stage: "collect", board: boardBlock({ correct: [2], to_take: [2] }) });
    expect(winLoseOrDrawMoments(boardView({ you: 0 }), after)).toContainEqual({ kind: "your_turn", text: "win-lose-or-draw.moment.roll" });
    expect(winLoseOrDrawMoments(after, { ...after, board: boardBlock({ correct: [2], to_take: [] }) })).toEqual([]);
  });

  it("tells the pawns taken, in the player's language", () => {
    const before = boardView({ stage: "collect", board: boardBlock({ to_take: [1, 2] }) });
    const after = boardView({ stage: "collect", board: boardBlock({ to_take: [], pawns: [[], ["blue"], ["red"], []] }) });
    expect(winLoseOrDrawMoments(before, after)).toEqual([
      { kind: "bell", text: "win-lose-or-draw.moment.youTake", params: { colour: "blue" } },
      { kind: "bell", text: "win-lose-or-draw.moment.takes", params: { colour: "red" }, seat: 2 },
    ]);
    lang.value = "fr";
    expect(winLoseOrDrawMoments(before, after)[0]!.params).toEqual({ colour: "bleu" });
  });

  it("tells a missed item that stays for the next sketcher", () => {
    const after = boardView({ turn: 3, sketcher: 1, stage: "ready", history: [result({ outcome: "missed", text: null, team: null })] });
    expect(winLoseOrDrawMoments(boardView(), after)).toContainEqual({ kind: "round_over", text: "win-lose-or-draw.moment.missedBoard" });
  });

  it("crowns the Ace's winner with a banner", () => {
    const over = { phase: "over" as const, stage: null, board: boardBlock({ ace: 2 }) };
    expect(winLoseOrDrawMoments(boardView({ you: 2 }), boardView({ you: 2, ...over }))).toEqual([
      { kind: "win", text: "win-lose-or-draw.moment.youAce", banner: "win-lose-or-draw.moment.aceBanner" },
    ]);
    expect(winLoseOrDrawMoments(boardView(), boardView(over))).toEqual([
      { kind: "game_over", text: "win-lose-or-draw.moment.ace", seat: 2, banner: "win-lose-or-draw.moment.aceBanner" },
    ]);
  });
});

describe("the timer's last seconds", () => {
  it("are due ten seconds before the deadline while someone sketches, for the players only", () => {
    expect(winLoseOrDrawReminders(teamsView())).toEqual([
      { at: NOW + 40_000 - HURRY_MS, moment: { kind: "last_token", text: "win-lose-or-draw.moment.hurry" } },
    ]);
    expect(winLoseOrDrawReminders(teamsView({ you: null }))).toEqual([]);
    expect(winLoseOrDrawReminders(teamsView({ stage: "ready" }))).toEqual([]);
    expect(winLoseOrDrawReminders(teamsView({ stage: "steal", teams: teamsBlock({ steal: { team: 1, used: false } }) }))).toEqual([]);
  });
});

describe("what the view asks of its player", () => {
  it("team play: the sketcher sketches, the stealing team has one guess", () => {
    expect(winLoseOrDrawAttention(teamsView({ you: 0, stage: "ready" }))).toBe("win-lose-or-draw.attention.sketch");
    expect(winLoseOrDrawAttention(teamsView({ you: 0 }))).toBe("win-lose-or-draw.attention.sketch");
    expect(winLoseOrDrawAttention(teamsView({ you: 2 }))).toBeNull();
    const steal = (used: boolean, you: number) =>
      teamsView({ you, stage: "steal", may_guess: !used && you % 2 === 1, teams: teamsBlock({ steal: { team: 1, used } }) });
    expect(winLoseOrDrawAttention(steal(false, 3))).toBe("win-lose-or-draw.attention.steal");
    expect(winLoseOrDrawAttention(steal(true, 3))).toBeNull();
    expect(winLoseOrDrawAttention(steal(false, 2))).toBeNull();
    expect(winLoseOrDrawAttention(teamsView({ you: null }))).toBeNull();
  });

  it("gameboard play: place the white pawn, choose a pawn, roll the die", () => {
    expect(winLoseOrDrawAttention(boardView({ you: 0, phase: "placing", stage: null }))).toBe("win-lose-or-draw.attention.place");
    expect(winLoseOrDrawAttention(boardView({ you: 1, phase: "placing", stage: null }))).toBeNull();
    const collect = boardView({ stage: "collect", board: boardBlock({ correct: [1], to_take: [1] }) });
    expect(winLoseOrDrawAttention(collect)).toBe("win-lose-or-draw.attention.pawn");
    expect(winLoseOrDrawAttention({ ...collect, you: 0 })).toBe("win-lose-or-draw.attention.roll");
    expect(winLoseOrDrawAttention({ ...collect, you: 0, board: boardBlock({ rolled: true }) })).toBeNull();
    expect(winLoseOrDrawAttention(boardView({ phase: "over", stage: null }))).toBeNull();
  });
});
