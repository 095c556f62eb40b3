import { describe, expect, it } from "vitest";
import { deskOrder, othersGrid } from "../src/games/pictomania/desk";
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
