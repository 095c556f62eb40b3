import { describe, expect, it } from "vitest";
import "../src/games";
import { voteEndsGame } from "../src/games/piccolino/controls";
import { endText, leadText, type Wording } from "../src/games/piccolino/outcome";
import { endReason, leaders } from "../src/games/piccolino/standings";
import { joinNames, translate } from "../src/i18n";
import { piccolinoPlayer, piccolinoView } from "./fixtures";

const NAMES = ["Ann", "Bob", "Zaza"];
const wording = (language: "en" | "fr"): Wording => ({
  t: (key, params) => translate(language, key, params),
  name: (seat) => NAMES[seat] ?? `#${seat + 1}`,
  join: joinNames,
});
const en = wording("en");
const noBots = () => false;

describe("agreeing to stop", () => {
  it("ends the game at once when everyone else has agreed, or is a computer player who agrees when the people do", () => {
    // Seat 1 is this player.
    const view = piccolinoView({ players: [piccolinoPlayer(0), piccolinoPlayer(1), piccolinoPlayer(2)] });
    expect(voteEndsGame(view, noBots)).toBe(false);
    expect(voteEndsGame(view, (seat) => seat !== 1)).toBe(true);
    const others = piccolinoView({
      players: [piccolinoPlayer(0, { stop_vote: true }), piccolinoPlayer(1), piccolinoPlayer(2, { out: true })],
    });
    expect(voteEndsGame(others, noBots)).toBe(true);
    // A person who has not agreed yet keeps the game going, computer players or not.
    expect(voteEndsGame(piccolinoView(), (seat) => seat === 2)).toBe(false);
  });

  it("says who would win if the game stopped now", () => {
    const view = piccolinoView({
      players: [piccolinoPlayer(0, { draw: 20, discard: 2 }), piccolinoPlayer(1, { draw: 9, discard: 1 }), piccolinoPlayer(2, { draw: 3 })],
    });
    expect(leaders(view)).toEqual({ seats: [0], cards: 22, total: 22 + 10 + 6 });
    expect(leadText(leaders(view), en)).toBe("Ann has the most cards (22).");
    const tie = piccolinoView({ players: [piccolinoPlayer(0), piccolinoPlayer(1), piccolinoPlayer(2, { out: true, draw: 0, discard: 0 })] });
    expect(leadText(leaders(tie), en)).toBe("Ann and Bob share the most cards (18 each).");
  });
});

describe("why the winner won", () => {
  it("by winning every card", () => {
    const over = piccolinoView({
      phase: "over",
      winners: [2],
      players: [
        piccolinoPlayer(0, { out: true, draw: 0, discard: 0 }),
        piccolinoPlayer(1, { out: true, draw: 0, discard: 0 }),
        piccolinoPlayer(2, { draw: 55, discard: 0 }),
      ],
    });
    expect(endText(endReason(over)!, en)).toBe("Zaza won all the cards (55).");
    expect(endText(endReason(over)!, wording("fr"))).toBe("Zaza a gagné toutes les cartes (55).");
  });

  it("by having the most cards when everyone still playing agreed to stop, with the counts", () => {
    const players = [
      piccolinoPlayer(0, { stop_vote: true, draw: 12, discard: 0 }),
      piccolinoPlayer(1, { stop_vote: true, draw: 30, discard: 1 }),
      piccolinoPlayer(2, { out: true, draw: 0, discard: 0 }),
    ];
    const over = piccolinoView({ phase: "over", winners: [1], players });
    expect(endText(endReason(over)!, en)).toBe("Everyone still playing agreed to stop: Bob had the most cards (31 of 43).");
    const tied = piccolinoView({
      phase: "over",
      winners: [0, 1],
      players: [piccolinoPlayer(0, { stop_vote: true }), piccolinoPlayer(1, { stop_vote: true })],
    });
    expect(endText(endReason(tied)!, en)).toBe("Everyone still playing agreed to stop: Ann and Bob had the most cards (18 each).");
  });

  it("has nothing to say while the game goes on", () => {
    expect(endReason(piccolinoView())).toBeNull();
  });
});
