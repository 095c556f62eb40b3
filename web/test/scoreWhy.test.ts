import { describe, expect, it } from "vitest";
import { firstTerms, signed, whyKinds } from "../src/games/pictomania/ScoreWords";
import { scoredWhileHere, scoreWhy } from "../src/games/pictomania/scoringSteps";
import { splitSlots } from "../src/games/pictomania/Slots";
import type { RoundResult } from "../src/games/pictomania/protocol";
import { workedExample } from "./fixtures";

/** The worked example with Red's received tokens as the rulebook has them (3 = 2 + 1), so every score adds up. */
function example(round: number): RoundResult {
  const result = { ...workedExample(), round };
  result.score.players[0]!.received = [2, 1];
  return result;
}

/** Round 2: nobody is the black sheep, and Blue's 3-star bonus counts because Red guessed Blue right. */
function secondRound(): RoundResult {
  const result = example(2);
  result.score.black_sheep = null;
  const [red, yellow, blue] = result.score.players;
  red!.received = [2, 1, 2];
  red!.score = 5 - 1 + 2;
  yellow!.black_sheep = false;
  yellow!.bonus_points = 0;
  yellow!.score = -4;
  blue!.bonus = 3;
  blue!.bonus_points = 3;
  blue!.score = 2 - 4 + 3;
  return result;
}

describe("scoreWhy", () => {
  const results = [example(1), secondRound()];

  it("adds up each part of a player's score over the rounds", () => {
    expect(scoreWhy(results, 0)).toEqual({
      seat: 0,
      guessed: { count: 5, points: 8 },
      kept: { count: 2, points: 2 },
      bonus: { count: 2, points: 4 },
      sheep: { count: 0, points: 0 },
      unscored: { count: 0, points: 0 },
      total: 10,
    });
  });

  it("counts the black sheep's lost bonus and a bonus token nobody's guess made count", () => {
    const yellow = scoreWhy(results, 1);
    expect(yellow.sheep).toEqual({ count: 1, points: 3 });
    // Round 2 Yellow drew the wrong clue: the bonus token earned nothing, and they were not the black sheep.
    expect(yellow.unscored).toEqual({ count: 1, points: 0 });
    expect(scoreWhy(results, 3).unscored).toEqual({ count: 2, points: 0 });
  });

  it("its parts always make the total the results give", () => {
    for (const seat of [0, 1, 2, 3]) {
      const why = scoreWhy(results, seat);
      const sum = why.guessed.points - why.kept.points + why.bonus.points - why.sheep.points;
      const total = results.reduce((t, r) => t + (r.score.players[seat]?.score ?? 0), 0);
      expect(sum, `seat ${seat}`).toBe(total);
      expect(why.total).toBe(total);
    }
  });
});

describe("which lines say why, and where their words are explained", () => {
  const results = [example(1), secondRound()];

  it("shows right guesses always, and the other parts only when they happened", () => {
    expect(whyKinds(scoreWhy(results, 0))).toEqual(["guessed", "kept", "bonus"]);
    expect(whyKinds(scoreWhy(results, 1))).toEqual(["guessed", "kept", "sheep", "unscored"]);
  });

  it("explains each kind of line on the first player who has it, and nowhere after", () => {
    const terms = firstTerms([0, 1, 2, 3].map((seat) => scoreWhy(results, seat)));
    expect(terms[0]).toEqual({ guessed: true, kept: true, bonus: true, sheep: false, unscored: false });
    // Yellow guessed nothing right: "No right guess" has no word to explain.
    expect(terms[1]).toEqual({ guessed: false, kept: false, bonus: false, sheep: true, unscored: true });
    expect(terms[3]).toEqual({ guessed: false, kept: false, bonus: false, sheep: false, unscored: false });
  });

  it("writes points with their sign and a real minus", () => {
    expect([signed(5), signed(-3), signed(0)]).toEqual(["+5", "−3", "0"]);
  });
});

describe("scoredWhileHere", () => {
  const event = (type: string, round?: number) => ({ event: { type, round } });

  it("is true only when this page received the round's scoring as it happened", () => {
    expect(scoredWhileHere([event("game_over"), event("round_scored", 5)], 5)).toBe(true);
    expect(scoredWhileHere([event("round_scored", 4)], 5)).toBe(false);
    // A page that arrives after the end gets a snapshot and no event at all.
    expect(scoredWhileHere([], 5)).toBe(false);
  });
});

describe("splitSlots", () => {
  it("cuts a sentence where its components go, keeping the translation's word order", () => {
    expect(splitSlots("faux : la carte va {centre}, pas de jeton", ["centre"])).toEqual([
      "faux : la carte va ",
      { slot: "centre" },
      ", pas de jeton",
    ]);
    expect(splitSlots("{sheep} once: a {penalty}", ["sheep", "penalty"])).toEqual([
      { slot: "sheep" },
      " once: a ",
      { slot: "penalty" },
    ]);
  });

  it("leaves any other braces as text", () => {
    expect(splitSlots("{n} of {kept}", ["kept"])).toEqual(["{n} of ", { slot: "kept" }]);
  });
});
