import { describe, expect, it } from "vitest";
import { buildScoringSteps, roundTable, standings, winners } from "../src/games/pictomania/scoringSteps";
import { workedExample } from "./fixtures";

describe("buildScoringSteps", () => {
  const steps = buildScoringSteps(workedExample());

  it("resolves drawer by drawer: reveal, each guess in pile order, tokens kept", () => {
    expect(steps.map((s) => (s.kind === "guess" ? `guess:${s.drawer}<-${s.by}` : s.kind))).toEqual([
      "reveal",
      "guess:0<-1",
      "guess:0<-2",
      "guess:0<-3",
      "kept",
      "reveal",
      "guess:1<-0",
      "kept",
      "reveal",
      "kept",
      "reveal",
      "guess:3<-1",
      "kept",
      "black_sheep",
      "table",
    ]);
  });

  it("reveals each drawer's clue, symbol and number", () => {
    expect(steps[0]).toEqual({
      kind: "reveal",
      seat: 0,
      clue: "bicycle",
      symbol: 2,
      number: 3,
      blank: false,
      wrongClue: false,
    });
    const wrong = steps.find((s) => s.kind === "reveal" && s.seat === 1);
    expect(wrong).toMatchObject({ wrongClue: true });
    const blank = steps.find((s) => s.kind === "reveal" && s.seat === 2);
    expect(blank).toMatchObject({ blank: true });
  });

  it("hands over tokens for right guesses, sends wrong ones to the centre, returns them on a wrong clue", () => {
    const guesses = steps.filter((s) => s.kind === "guess");
    expect(guesses.map((s) => [s.outcome, s.token])).toEqual([
      ["wrong", 0],
      ["correct", 2],
      ["correct", 1],
      ["returned", 0],
      ["wrong", 0],
    ]);
  });

  it("names the black sheep last, before the table", () => {
    expect(steps.at(-2)).toEqual({ kind: "black_sheep", seat: 1 });
    expect(steps.at(-1)).toEqual({ kind: "table" });
    const none = workedExample();
    none.score.black_sheep = null;
    expect(buildScoringSteps(none).at(-2)).toEqual({ kind: "black_sheep", seat: null });
  });

  it("lists the kept tokens", () => {
    expect(steps[4]).toEqual({ kind: "kept", seat: 0, tokens: [1] });
  });
});

describe("roundTable", () => {
  it("adds up received and kept tokens, with the totals after that round", () => {
    const first = workedExample();
    const second = { ...workedExample(), round: 2 };
    const totals = [8, -14, -4, -6];
    const latest = roundTable([first, second], 1, totals);
    expect(latest[0]).toEqual({ seat: 0, received: 4, kept: 1, bonus: 2, bonusPoints: 2, score: 4, total: 8 });
    const earlier = roundTable([first, second], 0, totals);
    expect(earlier.map((r) => r.total)).toEqual([4, -7, -2, -3]);
    expect(roundTable([], 0, totals)).toEqual([]);
  });
});

describe("winners and standings", () => {
  it("the biggest total wins; a tie shares the victory", () => {
    expect(winners([3, 7, 1])).toEqual([1]);
    expect(winners([7, 2, 7])).toEqual([0, 2]);
    expect(winners([])).toEqual([]);
  });

  it("ranks with shared places", () => {
    expect(standings([5, 9, 5, 1])).toEqual([
      { seat: 1, total: 9, rank: 1 },
      { seat: 0, total: 5, rank: 2 },
      { seat: 2, total: 5, rank: 2 },
      { seat: 3, total: 1, rank: 4 },
    ]);
  });
});
