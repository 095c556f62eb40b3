import { describe, expect, it } from "vitest";
import {
  canDrawNow,
  canGuess,
  canGuessNow,
  finishChoices,
  myGuessOn,
  numberChoices,
  stepSeat,
  targetState,
  viewableSeats,
} from "../src/games/pictomania/guessing";
import type { PictomaniaView } from "../src/games/pictomania/protocol";
import { drawingView, me, player } from "./fixtures";

const selectableTargets = (view: PictomaniaView) => view.players.map((p) => p.seat).filter((s) => targetState(view, s) === "open");

describe("guess targets", () => {
  it("every other player is open at the start of drawing, never yourself", () => {
    const view = drawingView();
    expect(selectableTargets(view)).toEqual([0, 2, 3]);
    expect(targetState(view, 1)).toBe("self");
  });

  it("a player already guessed is no longer open", () => {
    const view = drawingView({ me: me({ guessed: [2], used: [4] }) });
    expect(targetState(view, 2)).toBe("guessed");
    expect(selectableTargets(view)).toEqual([0, 3]);
  });

  it("a player who finished can still be guessed; one who draws nothing cannot", () => {
    const view = drawingView({
      players: [player(0, { finished: true, bonus: 3 }), player(1), player(2, { blank: true }), player(3)],
    });
    expect(targetState(view, 0)).toBe("open");
    expect(targetState(view, 2)).toBe("blank");
    expect(selectableTargets(view)).toEqual([0, 3]);
  });

  it("nothing is open once you finished, outside drawing, or for a spectator", () => {
    const finished = drawingView({ players: [player(0), player(1, { finished: true }), player(2), player(3)] });
    expect(canGuessNow(finished)).toBe(false);
    expect(selectableTargets(finished)).toEqual([]);
    expect(selectableTargets(drawingView({ phase: "review" }))).toEqual([]);
    const spectator = drawingView({ seat: null });
    delete spectator.me;
    expect(selectableTargets(spectator)).toEqual([]);
    expect(targetState(spectator, 1)).toBe("closed");
  });

  it("someone who draws nothing may still guess", () => {
    const view = drawingView({ players: [player(0), player(1, { blank: true }), player(2), player(3)] });
    expect(canGuessNow(view)).toBe(true);
    expect(canDrawNow(view)).toBe(false);
  });
});

describe("guess numbers", () => {
  it("offers cards 1 to 7 and marks the used ones", () => {
    const view = drawingView({ me: me({ used: [2, 7] }) });
    expect(numberChoices(view)).toEqual([
      { number: 1, used: false },
      { number: 2, used: true },
      { number: 3, used: false },
      { number: 4, used: false },
      { number: 5, used: false },
      { number: 6, used: false },
      { number: 7, used: true },
    ]);
  });

  it("a guess needs an open target and an unused card in 1..7", () => {
    const view = drawingView({ me: me({ used: [2], guessed: [3] }) });
    expect(canGuess(view, 0, 5)).toBe(true);
    expect(canGuess(view, 0, 2)).toBe(false);
    expect(canGuess(view, 3, 5)).toBe(false);
    expect(canGuess(view, 1, 5)).toBe(false);
    expect(canGuess(view, 0, 8)).toBe(false);
    expect(canGuess(view, 0, 0)).toBe(false);
  });

  it("reads the number of your own guess from the pile", () => {
    const view = drawingView({
      players: [player(0, { pile: [{ by: 2 }, { by: 1, number: 6 }] }), player(1), player(2), player(3)],
    });
    expect(myGuessOn(view, 0)).toBe(6);
    expect(myGuessOn(view, 2)).toBeUndefined();
  });
});

describe("finishing", () => {
  it("offers the best bonus token left", () => {
    expect(finishChoices(drawingView())).toEqual({ bonus: 3, onTable: 3, canFinish: true, canDrawNothing: true });
    expect(finishChoices(drawingView({ bonus_left: [] })).bonus).toBeNull();
    expect(finishChoices(drawingView({ bonus_left: [] })).onTable).toBeNull();
  });

  it("someone who draws nothing may finish, but without a token", () => {
    const view = drawingView({ players: [player(0), player(1, { blank: true }), player(2), player(3)] });
    expect(finishChoices(view)).toEqual({ bonus: null, onTable: 3, canFinish: true, canDrawNothing: false });
  });

  it("nothing once finished", () => {
    const view = drawingView({ players: [player(0), player(1, { finished: true }), player(2), player(3)] });
    expect(finishChoices(view)).toEqual({ bonus: null, onTable: 3, canFinish: false, canDrawNothing: false });
  });
});

describe("the guess view's drawings", () => {
  it("pages through everyone's drawing but your own, in seat order; a spectator sees all", () => {
    expect(viewableSeats(drawingView())).toEqual([0, 2, 3]);
    expect(viewableSeats(drawingView({ seat: null, me: undefined }))).toEqual([0, 1, 2, 3]);
  });

  it("steps to a neighbour and stops at either end", () => {
    const seats = [0, 2, 3];
    expect(stepSeat(seats, 0, 1)).toBe(2);
    expect(stepSeat(seats, 2, 1)).toBe(3);
    expect(stepSeat(seats, 3, 1)).toBe(3);
    expect(stepSeat(seats, 2, -1)).toBe(0);
    expect(stepSeat(seats, 0, -1)).toBe(0);
    expect(stepSeat(seats, 1, 1)).toBe(0); // a seat no longer shown: back to the first
  });
});
