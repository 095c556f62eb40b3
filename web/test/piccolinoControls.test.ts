import { describe, expect, it } from "vitest";
import { stopVotes, tableControls } from "../src/games/piccolino/controls";
import { piccolinoPlayer, piccolinoView } from "./fixtures";

const none = { rang: false, flipped: false };

describe("the table's buttons", () => {
  it("flip, ring and vote on your turn with the bell quiet", () => {
    expect(tableControls(piccolinoView(), none)).toEqual({
      seated: true,
      out: false,
      flip: true,
      bell: true,
      vote: true,
      voted: false,
      myTurn: true,
    });
  });

  it("flip only on your own turn", () => {
    const c = tableControls(piccolinoView({ turn: 2 }), none);
    expect(c.flip).toBe(false);
    expect(c.myTurn).toBe(false);
    expect(c.bell).toBe(true);
  });

  it("no flip while the bell is being decided, but a ring is still welcome", () => {
    const c = tableControls(piccolinoView({ bell: { open: true, rang: [0] } }), none);
    expect(c.flip).toBe(false);
    expect(c.bell).toBe(true);
  });

  it("one flip per version: not again before the new version arrives", () => {
    expect(tableControls(piccolinoView(), { rang: false, flipped: true }).flip).toBe(false);
  });

  it("no bell once you rang: the server lists you, or this screen rang on the version shown", () => {
    expect(tableControls(piccolinoView({ bell: { open: true, rang: [1] } }), none).bell).toBe(false);
    expect(tableControls(piccolinoView(), { rang: true, flipped: false }).bell).toBe(false);
  });

  it("an out player only watches", () => {
    const view = piccolinoView({
      players: [piccolinoPlayer(0), piccolinoPlayer(1, { out: true, draw: 0, discard: 0, top: null }), piccolinoPlayer(2)],
    });
    const c = tableControls(view, none);
    expect(c).toMatchObject({ seated: true, out: true, flip: false, bell: false, vote: false, myTurn: false });
  });

  it("a spectator has no buttons", () => {
    const c = tableControls(piccolinoView({ seat: null }), none);
    expect(c).toMatchObject({ seated: false, flip: false, bell: false, vote: false });
  });

  it("nothing once the game is over", () => {
    const c = tableControls(piccolinoView({ phase: "over", winners: [1] }), none);
    expect(c).toMatchObject({ flip: false, bell: false, vote: false });
  });

  it("the stop vote shows your vote and counts the players still in", () => {
    const view = piccolinoView({
      players: [
        piccolinoPlayer(0, { stop_vote: true }),
        piccolinoPlayer(1, { stop_vote: true }),
        piccolinoPlayer(2, { out: true, stop_vote: true }),
      ],
    });
    expect(tableControls(view, none).voted).toBe(true);
    expect(stopVotes(view)).toEqual({ agreed: [0, 1], playing: 2 });
  });
});
