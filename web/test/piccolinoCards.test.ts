import { describe, expect, it } from "vitest";
import { tableKey } from "../src/games/piccolino/keys";
import { flipSecondsOption } from "../src/games/piccolino/options";
import { CLOWN_STYLES, MARKS, PATTERNS, isClownColour } from "../src/games/piccolino/patterns";
import { cardStandings, stoppedByVote } from "../src/games/piccolino/standings";
import { CLOWN_COLOURS } from "../src/games/piccolino/protocol";
import { piccolinoPlayer, piccolinoView } from "./fixtures";

describe("the clowns' colours without hue", () => {
  it("give each of the 8 colours its own pattern and its own corner mark", () => {
    expect(Object.keys(CLOWN_STYLES).sort()).toEqual([...CLOWN_COLOURS].sort());
    const patterns = CLOWN_COLOURS.map((c) => CLOWN_STYLES[c].pattern);
    const marks = CLOWN_COLOURS.map((c) => CLOWN_STYLES[c].mark);
    expect(new Set(patterns).size).toBe(8);
    expect(new Set(marks).size).toBe(8);
    expect([...patterns].sort()).toEqual([...PATTERNS].sort());
    expect([...marks].sort()).toEqual([...MARKS].sort());
  });

  it("draw black on a light card, and every pattern in a colour of its own over the fill", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const colour of CLOWN_COLOURS) {
      const style = CLOWN_STYLES[colour];
      expect(style.ink.toLowerCase(), colour).not.toBe(style.fill.toLowerCase());
      expect(luminance(style.tint), colour).toBeGreaterThan(0.8);
    }
    expect(luminance(CLOWN_STYLES.black.fill)).toBeLessThan(0.2);
    expect(isClownColour("pink")).toBe(true);
    expect(isClownColour("teal")).toBe(false);
  });
});

describe("the table's keys", () => {
  const press = (key: string, over: Partial<Parameters<typeof tableKey>[0]> = {}) =>
    tableKey({ key, repeat: false, typing: false, modified: false, ...over });

  it("Space flips; B and Enter ring", () => {
    expect(press(" ")).toBe("flip");
    expect(press("b")).toBe("ring");
    expect(press("B")).toBe("ring");
    expect(press("Enter")).toBe("ring");
    expect(press("x")).toBeNull();
  });

  it("a held key's repeats, typing in a field and browser shortcuts do nothing", () => {
    expect(press(" ", { repeat: true })).toBeNull();
    expect(press("b", { typing: true })).toBeNull();
    expect(press("b", { modified: true })).toBeNull();
  });
});

describe("the home page's flip time", () => {
  it("takes whole seconds from 1 to 60", () => {
    expect(flipSecondsOption("4")).toBe(4);
    expect(flipSecondsOption(" 60 ")).toBe(60);
    expect(flipSecondsOption("0")).toBeNull();
    expect(flipSecondsOption("61")).toBeNull();
    expect(flipSecondsOption("2.5")).toBeNull();
    expect(flipSecondsOption("")).toBeNull();
  });
});

describe("the final result", () => {
  it("ranks by cards, a tie sharing a rank, the winners marked", () => {
    const view = piccolinoView({
      phase: "over",
      winners: [0, 2],
      players: [
        piccolinoPlayer(0, { draw: 20, discard: 0 }),
        piccolinoPlayer(1, { draw: 0, discard: 0, out: true }),
        piccolinoPlayer(2, { draw: 18, discard: 2 }),
      ],
    });
    expect(cardStandings(view)).toEqual([
      { seat: 0, cards: 20, rank: 1, winner: true },
      { seat: 2, cards: 20, rank: 1, winner: true },
      { seat: 1, cards: 0, rank: 3, winner: false },
    ]);
  });
});

describe("how the game ended", () => {
  it("by agreement when everyone still in voted to stop", () => {
    const players = [piccolinoPlayer(0, { stop_vote: true }), piccolinoPlayer(1, { stop_vote: true }), piccolinoPlayer(2, { out: true })];
    expect(stoppedByVote(piccolinoView({ phase: "over", winners: [0, 1], players }))).toBe(true);
    const allCards = [piccolinoPlayer(0, { draw: 55 }), piccolinoPlayer(1, { out: true }), piccolinoPlayer(2, { out: true })];
    expect(stoppedByVote(piccolinoView({ phase: "over", winners: [0], players: allCards }))).toBe(false);
  });
});
