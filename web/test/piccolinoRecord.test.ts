import { describe, expect, it } from "vitest";
import { tellGame } from "../src/games/piccolino/record";

describe("tellGame", () => {
  it("counts flips, bells and wrong rings per player, and keeps the bells in order", () => {
    const story = tellGame(
      [
        { type: "turn", seat: 0, deadline: 1 },
        { type: "flipped", seat: 0, card: ["red", true], version: 1, auto: false },
        { type: "flipped", seat: 1, card: ["red", true], version: 2, auto: true },
        { type: "rang", seat: 1 },
        { type: "bell_won", seat: 1, cards: 2, reaction_ms: 420 },
        { type: "flipped", seat: 1, card: ["blue", false], version: 3, auto: false },
        { type: "wrong_ring", seat: 0, gave: [1] },
        { type: "flipped", seat: 0, card: ["blue", true], version: 4, auto: false },
        { type: "flipped", seat: 1, card: ["blue", true], version: 5, auto: false },
        { type: "bell_won", seat: 1, cards: 3, reaction_ms: 310 },
        { type: "out", seat: 0 },
        { type: "game_over", winners: [1], cards: [0, 55] },
      ],
      [0, 1],
    );
    expect(story.flips).toBe(5);
    expect(story.bells).toEqual([
      { kind: "won", seat: 1, cards: 2, reactionMs: 420 },
      { kind: "wrong", seat: 0 },
      { kind: "won", seat: 1, cards: 3, reactionMs: 310 },
      { kind: "out", seat: 0 },
    ]);
    expect(story.lines).toEqual([
      { seat: 0, flips: 2, autoFlips: 0, bellsWon: 0, cardsWon: 0, wrongRings: 1, fastestMs: null },
      { seat: 1, flips: 3, autoFlips: 1, bellsWon: 2, cardsWon: 5, wrongRings: 0, fastestMs: 310 },
    ]);
  });

  it("tells an empty game as nothing happening", () => {
    expect(tellGame([], [0, 1, 2])).toEqual({
      flips: 0,
      bells: [],
      lines: [0, 1, 2].map((seat) => ({ seat, flips: 0, autoFlips: 0, bellsWon: 0, cardsWon: 0, wrongRings: 0, fastestMs: null })),
    });
  });
});
