import { describe, expect, it } from "vitest";
import {
  boardSummary,
  colourChoices,
  guesserLine,
  isSpade,
  pawnsLine,
  pawnsTaken,
  rollDuration,
  rollKey,
  rollMoment,
  rollShowing,
  LINGER_MS,
  rollCaption,
  rollText,
  aceText,
  takenSinceGuessed,
  takenText,
  secondsLeft,
  spaceCell,
  spaceCentre,
  spadeCorner,
  SPACE_COUNT,
  STEP_MS,
  stepsClockwise,
  takeableColours,
  tookThisTurn,
  TUMBLE_MS,
  type Wording,
} from "../src/games/win-lose-or-draw/board";
// The registry hands each game's strings to the interface's (src/i18n/).
import "../src/games";
import { boardEn } from "../src/games/win-lose-or-draw/i18n/board.en";
import { boardFr } from "../src/games/win-lose-or-draw/i18n/board.fr";
import { translate } from "../src/i18n";
import type { BoardBlock, PawnColour } from "../src/games/win-lose-or-draw/protocol";
import { boardBlock } from "./winLoseOrDrawFixtures";

const NAMES = ["Anna", "Bob", "Carla", "Dan"];

function wording(language: "en" | "fr"): Wording {
  return {
    t: (key, params) => translate(language, key, params),
    name: (seat) => NAMES[seat] ?? `#${seat + 1}`,
    join: (names) =>
      names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} ${language === "en" ? "and" : "et"} ${names[names.length - 1]}`,
  };
}
const en = wording("en");
const fr = wording("fr");

function board(over: Partial<BoardBlock> = {}): BoardBlock {
  return boardBlock({ sketched: [0], ...over });
}

describe("the board's path", () => {
  it("is a square loop of 28 spaces with the Spade Spaces in the corners", () => {
    expect(spaceCell(0)).toEqual({ col: 0, row: 0, side: 0 });
    expect(spaceCell(7)).toEqual({ col: 7, row: 0, side: 1 });
    expect(spaceCell(14)).toEqual({ col: 7, row: 7, side: 2 });
    expect(spaceCell(21)).toEqual({ col: 0, row: 7, side: 3 });
    expect(spaceCell(27)).toEqual({ col: 0, row: 1, side: 3 });
    expect(spaceCell(28)).toEqual(spaceCell(0));
    const cells = new Set(Array.from({ length: SPACE_COUNT }, (_, i) => `${spaceCell(i).col},${spaceCell(i).row}`));
    expect(cells.size).toBe(28);
    for (const key of cells) {
      const [col, row] = key.split(",").map(Number);
      expect(col === 0 || col === 7 || row === 0 || row === 7).toBe(true);
    }
  });

  it("goes clockwise: right along the top, down the right side, left along the bottom, up the left", () => {
    for (let i = 0; i < SPACE_COUNT; i++) {
      const a = spaceCell(i);
      const b = spaceCell(i + 1);
      expect(Math.abs(a.col - b.col) + Math.abs(a.row - b.row)).toBe(1);
    }
    expect(spaceCell(3).col).toBeGreaterThan(spaceCell(2).col);
    expect(spaceCell(10).row).toBeGreaterThan(spaceCell(9).row);
  });

  it("places each space at its cell's centre", () => {
    expect(spaceCentre(0, 100)).toEqual({ x: 50, y: 50 });
    expect(spaceCentre(9, 100)).toEqual({ x: 750, y: 250 });
    expect(spaceCentre(14, 100, 10)).toEqual({ x: 760, y: 760 });
  });

  it("lists the white pawn's steps from one space to another, clockwise, wrapping past the start", () => {
    expect(stepsClockwise(0, 4)).toEqual([1, 2, 3, 4]);
    expect(stepsClockwise(25, 2)).toEqual([26, 27, 0, 1, 2]);
    expect(stepsClockwise(5, 5)).toEqual([]);
  });

  it("knows the Spade Spaces and their corners", () => {
    expect([0, 7, 14, 21].every(isSpade)).toBe(true);
    expect(isSpade(8)).toBe(false);
    expect([0, 7, 14, 21].map(spadeCorner)).toEqual(["tl", "tr", "br", "bl"]);
  });
});

describe("the colours a seat may take", () => {
  it("leaves out the colours it owns and those none are left of, saying why", () => {
    const b = board({ pawns: [["red", "green"], [], [], []], centre: { red: 4, blue: 0, green: 5, yellow: 6 } });
    expect(takeableColours(b, 0)).toEqual(["yellow"]);
    expect(colourChoices(b, 0)).toEqual([
      { colour: "red", left: 4, owned: true, why: "owned" },
      { colour: "blue", left: 0, owned: false, why: "none_left" },
      { colour: "green", left: 5, owned: true, why: "owned" },
      { colour: "yellow", left: 6, owned: false, why: null },
    ]);
    expect(takeableColours(b, 1)).toEqual(["red", "green", "yellow"]);
  });

  it("tells what the collect stage gave, seat by seat", () => {
    expect(pawnsTaken([["red"], []], [["red", "blue"], ["green"]])).toEqual([
      { seat: 0, colour: "blue" },
      { seat: 1, colour: "green" },
    ]);
    expect(pawnsTaken(null, [["red"]])).toEqual([]);
  });

  it("tells what a guesser took this turn, with or without the pawns they had before", () => {
    const b = board({ pawns: [[], ["red", "blue"], ["red", "blue", "green", "yellow"], []], correct: [1, 2, 3], to_take: [3] });
    expect(tookThisTurn(b, 1, ["red"])).toBe("blue");
    expect(tookThisTurn(b, 1, null)).toBe("blue");
    expect(tookThisTurn(b, 2, ["red", "blue", "green"])).toBe("yellow");
    expect(tookThisTurn(b, 2, ["red", "blue", "green", "yellow"])).toBeNull();
    expect(tookThisTurn(b, 2, null)).toBeNull();
    expect(tookThisTurn(b, 3, [])).toBeNull();
  });
});

describe("the roll's animation", () => {
  const roll = { value: 4, from: 26, to: 2, seat: 0, took: "blue" as const };

  it("tumbles the die for a second, then steps the pawn one space at a time", () => {
    expect(rollMoment(roll, 0, false)).toEqual({ rolling: true, at: 26, done: false });
    expect(rollMoment(roll, TUMBLE_MS - 1, false)).toEqual({ rolling: true, at: 26, done: false });
    expect(rollMoment(roll, TUMBLE_MS, false)).toEqual({ rolling: false, at: 27, done: false });
    expect(rollMoment(roll, TUMBLE_MS + STEP_MS, false)).toEqual({ rolling: false, at: 0, done: false });
    expect(rollMoment(roll, TUMBLE_MS + 3 * STEP_MS, false)).toEqual({ rolling: false, at: 2, done: false });
    expect(rollMoment(roll, rollDuration(roll), false)).toEqual({ rolling: false, at: 2, done: true });
  });

  it("skips to the end with reduced motion, or for a roll that was there before", () => {
    expect(rollMoment(roll, 0, true)).toEqual({ rolling: false, at: 2, done: true });
    expect(rollMoment(roll, Infinity, false).done).toBe(true);
  });

  it("stays in view through its animation and a moment after, and only that moment with reduced motion", () => {
    expect(rollShowing(roll, 0, false)).toBe(true);
    expect(rollShowing(roll, rollDuration(roll) + LINGER_MS - 1, false)).toBe(true);
    expect(rollShowing(roll, rollDuration(roll) + LINGER_MS, false)).toBe(false);
    expect(rollShowing(roll, LINGER_MS - 1, true)).toBe(true);
    expect(rollShowing(roll, LINGER_MS, true)).toBe(false);
    expect(rollShowing(roll, Infinity, false)).toBe(false);
  });

  it("names each roll so that the next one is news", () => {
    expect(rollKey(null)).toBeNull();
    expect(rollKey(roll)).not.toBe(rollKey({ ...roll, from: 2, to: 6 }));
  });
});

describe("the roll in words", () => {
  it("says where the pawn landed and what the sketcher took", () => {
    const b = board({ roll: { value: 4, from: 0, to: 4, seat: 1, took: "yellow" } });
    expect(rollText(b, en)).toBe("Bob rolls 4: the white pawn lands on a yellow space. Bob takes the yellow pawn.");
    expect(rollText(b, fr)).toBe(
      "Bob fait 4\u00a0: le pion blanc s'arrête sur une case jaune. Bob prend le pion jaune.",
    );
  });

  it("says no pawn on a Spade Space, and nothing when the colour is owned", () => {
    expect(rollText(board({ roll: { value: 3, from: 4, to: 7, seat: 0, took: null } }), en)).toBe(
      "Anna rolls 3: the white pawn lands on a Spade Space. No pawn on a Spade Space.",
    );
    expect(rollText(board({ roll: { value: 2, from: 0, to: 2, seat: 0, took: null }, pawns: [["blue"], [], [], []] }), en)).toBe(
      "Anna rolls 2: the white pawn lands on a blue space. Anna already has the blue pawn: nothing to take.",
    );
    expect(rollText(board(), en)).toBeNull();
  });

  it("crowns the Ace's winner", () => {
    const b = board({ ace: 2, roll: { value: 5, from: 9, to: 14, seat: 0, took: null } });
    expect(aceText(b, en)).toBe(
      "Carla owns all four colours and the pawn landed on a Spade Space: Carla wins the Ace-In-The-Hole!",
    );
    expect(aceText(board(), en)).toBeNull();
  });

  it("tells each correct guesser's part of the collect stage", () => {
    const full: PawnColour[] = ["red", "blue", "green", "yellow"];
    const b = board({ pawns: [[], ["red"], full, []], correct: [1, 2, 3], to_take: [3] });
    expect(guesserLine(b, 3, null, en)).toBe("Dan is choosing a pawn…");
    expect(guesserLine(b, 1, "red", en)).toBe("Bob takes the red pawn");
    expect(guesserLine(b, 2, null, en)).toBe("Carla has all four colours: a Spade Space wins the Ace-In-The-Hole!");
    expect(guesserLine({ ...b, rolled: true }, 2, null, en)).toBe(
      "Carla has all four colours, but the pawn missed the Spade Spaces",
    );
    expect(guesserLine({ ...b, rolled: true, ace: 2 }, 2, null, fr)).toBe("Carla remporte l'As dans la manche\u00a0!");
  });
});

describe("the roll's caption", () => {
  const roll = { value: 3, from: 4, to: 8, seat: 0, took: "green" as const };
  const done = { rolling: false, at: 8, done: true };
  const full: PawnColour[] = ["red", "blue", "green", "yellow"];
  const guessed = {
    turn: 4, sketcher: 0, category: "food" as const, text: "Sushi", author: null, outcome: "guessed" as const,
    guessers: [1, 2], guess: "sushi", accepted: false, team: null, ms: 2000,
  };
  // Newest first, as the session keeps them.
  const events = [
    { type: "turn_started", turn: 5 },
    { type: "turn_ended", turn: 4 },
    { type: "die_rolled", seat: 0 },
    { type: "pawn_taken", seat: 1, colour: "blue" },
    { type: "guessed", turn: 4, seats: [1, 2] },
    { type: "pawn_taken", seat: 2, colour: "red" },
  ];

  it("finds the pawns taken since the last guessed turn began collecting, oldest first", () => {
    expect(takenSinceGuessed(events, 4)).toEqual([{ seat: 1, colour: "blue" }]);
    expect(takenSinceGuessed(events, 5)).toBeNull();
    expect(takenSinceGuessed([{ type: "pawn_taken", seat: 1, colour: "blue" }], 4)).toBeNull();
    expect(takenText([{ seat: 1, colour: "blue" }, { seat: 3, colour: "red" }], en)).toBe(
      "Bob takes the blue pawn. Dan takes the red pawn.",
    );
  });

  it("tells the die rolling, then the count while the pawn moves", () => {
    const view = { board: board({ roll }), phase: "turn" as const, stage: "collect" as const, history: [] };
    expect(rollCaption(view, { rolling: true, at: 4, done: false }, [], en)).toEqual(["Anna rolls the die…"]);
    expect(rollCaption(view, { rolling: false, at: 6, done: false }, [], en)).toEqual(["Anna rolls 3…"]);
  });

  it("in the collect stage, tells the roll once rolled, and nothing of an older roll", () => {
    const view = { board: board({ roll, rolled: true }), phase: "turn" as const, stage: "collect" as const, history: [] };
    expect(rollCaption(view, done, [], en)).toEqual([
      "Anna rolls 3: the white pawn lands on a green space. Anna takes the green pawn.",
    ]);
    expect(rollCaption({ ...view, board: board({ roll, rolled: false }) }, done, [], en)).toEqual([]);
  });

  it("after a guessed turn, tells who took what, the roll, and a missed Ace", () => {
    const b = board({ roll, pawns: [["green"], ["red", "green", "yellow", "blue"], full, []] });
    const view = { board: b, phase: "turn" as const, stage: "ready" as const, history: [guessed] };
    expect(rollCaption(view, done, events, en)).toEqual([
      "Bob takes the blue pawn.",
      "Anna rolls 3: the white pawn lands on a green space. Anna takes the green pawn.",
      "No Ace-In-The-Hole for Carla this time: the white pawn must stop on a Spade Space.",
    ]);
    expect(rollCaption({ ...view, history: [{ ...guessed, outcome: "missed" as const }] }, done, events, en)).toEqual([]);
  });

  it("at the end, crowns the Ace's winner", () => {
    const b = board({ roll: { ...roll, to: 7, took: null }, ace: 2 });
    expect(rollCaption({ board: b, phase: "over", stage: null, history: [guessed] }, done, [], en)).toEqual([
      "Carla owns all four colours and the pawn landed on a Spade Space: Carla wins the Ace-In-The-Hole!",
    ]);
  });
});

describe("the board for a screen reader", () => {
  it("says where the white pawn is, what is left in the centre and everyone's pawns", () => {
    const b = board({
      white: 8,
      pawns: [["red", "blue"], [], ["red", "blue", "green", "yellow"]],
      centre: { red: 4, blue: 4, green: 5, yellow: 5 },
    });
    expect(boardSummary({ board: b, seats: 3 }, en)).toBe(
      "White pawn on space 9, a green space. On the Ace-In-The-Hole card: red 4, blue 4, green 5, yellow 5. " +
        "Anna has red and blue. Bob has no pawn yet. Carla has all four colours.",
    );
    expect(pawnsLine(b, 0, fr)).toBe("Pions d'Anna\u00a0: rouge et bleu");
  });

  it("follows the pawn while it moves, and says when it is not placed yet", () => {
    expect(boardSummary({ board: board({ white: null }), seats: 0 }, en)).toBe(
      "The white pawn is not on the board yet. On the Ace-In-The-Hole card: red 6, blue 6, green 6, yellow 6.",
    );
    expect(boardSummary({ board: board({ white: 8 }), seats: 0 }, en, 7)).toContain("space 8, a Spade Space");
  });

  it("counts whole seconds down to a deadline", () => {
    expect(secondsLeft(null, 0)).toBeNull();
    expect(secondsLeft(10_500, 1_000)).toBe(10);
    expect(secondsLeft(1_000, 5_000)).toBe(0);
  });
});

describe("the board's strings", () => {
  it("has every English key in French, with French spacing before double punctuation", () => {
    expect(Object.keys(boardFr).sort()).toEqual(Object.keys(boardEn).sort());
    for (const text of Object.values(boardFr)) expect(text).not.toMatch(/[^\u00a0\u202f][:;!?](\s|$)/);
  });
});
