import { describe, expect, it } from "vitest";
import { cardsInView, deskOrder, othersGrid } from "../src/games/pictomania/desk";
import { player } from "./fixtures";

describe("deskOrder", () => {
  it("puts the viewer first and keeps the others in seat order", () => {
    const players = [0, 1, 2, 3].map((s) => player(s));
    expect(deskOrder(players, 2).map((p) => p.seat)).toEqual([2, 0, 1, 3]);
    expect(deskOrder(players, 0).map((p) => p.seat)).toEqual([0, 1, 2, 3]);
    expect(deskOrder(players, null).map((p) => p.seat)).toEqual([0, 1, 2, 3]);
    expect(players.map((p) => p.seat)).toEqual([0, 1, 2, 3]);
  });
});

describe("othersGrid", () => {
  it("stacks up to three others and puts four or five two abreast", () => {
    expect([1, 2, 3, 4, 5].map(othersGrid)).toEqual([
      { cols: 1, rows: 1 },
      { cols: 1, rows: 2 },
      { cols: 1, rows: 3 },
      { cols: 2, rows: 2 },
      { cols: 2, rows: 3 },
    ]);
    expect(othersGrid(0)).toEqual({ cols: 1, rows: 1 });
  });
});

describe("cardsInView", () => {
  // Five cards 132 wide with 8 between them, in a strip showing 370.
  const cards = [0, 1, 2, 3, 4].map((i) => [i * 140, 132] as const);

  it("lights the cards at least half in view", () => {
    expect(cardsInView(cards, 0, 370)).toEqual([true, true, true, false, false]);
    expect(cardsInView(cards, 200, 370)).toEqual([false, true, true, true, false]);
    expect(cardsInView(cards, 330, 370)).toEqual([false, false, true, true, true]);
  });

  it("does not light a card barely showing at an edge", () => {
    // The first card still shows 72 of its 132; the fourth shows 10 at the right edge.
    expect(cardsInView(cards, 60, 370)).toEqual([true, true, true, false, false]);
    expect(cardsInView(cards, 70, 370)).toEqual([false, true, true, false, false]);
    expect(cardsInView([], 0, 370)).toEqual([]);
  });
});
