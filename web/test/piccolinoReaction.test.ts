import { describe, expect, it } from "vitest";
import { type PairedTop, pairedTops, ReactionTimer } from "../src/games/piccolino/reaction";

describe("the bell's reaction timer", () => {
  it("measures from the first painted frame of the version shown to the press", () => {
    const timer = new ReactionTimer();
    timer.rendered(17, 1000);
    timer.paint(17, 1012);
    expect(timer.ring(1424)).toEqual({ type: "ring", version: 17, seen: 17, reaction_ms: 412 });
  });

  it("falls back on the render time when no frame was painted (a hidden tab)", () => {
    const timer = new ReactionTimer();
    timer.rendered(4, 500);
    expect(timer.ring(900.4)).toEqual({ type: "ring", version: 4, seen: 4, reaction_ms: 400 });
  });

  it("rings once per version, and again once a new version is shown", () => {
    const timer = new ReactionTimer();
    timer.rendered(1, 0);
    expect(timer.ring(100)).not.toBeNull();
    expect(timer.hasRung(1)).toBe(true);
    expect(timer.ring(200)).toBeNull();
    timer.rendered(1, 300); // the same version again (another player's stop vote, say): nothing changes
    expect(timer.ring(400)).toBeNull();
    timer.rendered(2, 500);
    expect(timer.hasRung(2)).toBe(false);
    expect(timer.ring(750)).toEqual({ type: "ring", version: 2, seen: 2, reaction_ms: 250 });
  });

  it("keeps the first time a version appeared; a late frame of an older version changes nothing", () => {
    const timer = new ReactionTimer();
    timer.rendered(5, 1000);
    timer.paint(5, 1016);
    timer.paint(5, 1033); // a second frame of the same version
    timer.rendered(6, 2000);
    timer.paint(5, 2010); // a frame requested for version 5, run after 6 was rendered
    timer.paint(6, 2016);
    expect(timer.displayed).toBe(6);
    expect(timer.ring(2300)).toEqual({ type: "ring", version: 6, seen: 6, reaction_ms: 284 });
    expect(timer.ring(1500)).toEqual({ type: "ring", version: 6, seen: 5, reaction_ms: 484 });
  });

  it("names the version displayed, not a newer one still to be drawn", () => {
    const timer = new ReactionTimer();
    timer.rendered(8, 0);
    timer.paint(8, 10);
    // Version 9 has arrived from the server but has not been rendered: the ring is about 8.
    expect(timer.ring(110)?.version).toBe(8);
  });

  it("names the version on screen at the press, though a newer one reached the page before the press was handled", () => {
    const timer = new ReactionTimer();
    timer.rendered(8, 0, ["0:red", "1:red"]);
    timer.paint(8, 10);
    // Someone else won the pair: the emptied table 9 is rendered at 300 and painted at 316. The press happened at
    // 310, while the pair was still on screen; the page handles it only now.
    timer.rendered(9, 300, []);
    timer.paint(9, 316);
    expect(timer.ring(310)).toEqual({ type: "ring", version: 9, seen: 8, reaction_ms: 300 });
    expect(timer.rungAfterPair(8)).toBe(300);
    // A press after the emptied table showed is on it, and allowed: it is another table.
    expect(timer.hasRung(9)).toBe(false);
    expect(timer.ring(500)).toEqual({ type: "ring", version: 9, seen: 9, reaction_ms: 184 });
  });

  it("counts a version rendered but not yet painted as not yet on screen", () => {
    const timer = new ReactionTimer();
    timer.rendered(8, 0);
    timer.paint(8, 10);
    timer.rendered(9, 300); // no frame painted yet
    expect(timer.ring(305)).toMatchObject({ version: 9, seen: 8 });
  });

  it("never names a version whose frame was never painted (a newer one replaced it first)", () => {
    const timer = new ReactionTimer();
    timer.rendered(8, 0);
    timer.paint(8, 10);
    timer.rendered(9, 300); // its frame was cancelled: 10 came in the same frame
    timer.rendered(10, 305);
    timer.paint(10, 316);
    expect(timer.ring(312)).toMatchObject({ version: 10, seen: 8 });
    expect(timer.ring(320)).toMatchObject({ version: 10, seen: 10 });
  });

  it("has nothing to ring on before a version is shown, and never claims a negative time", () => {
    const timer = new ReactionTimer();
    expect(timer.displayed).toBeNull();
    expect(timer.ring(10)).toBeNull();
    timer.rendered(0, 100);
    expect(timer.ring(99)).toBeNull(); // pressed before the table was drawn
    expect(timer.ring(100)?.reaction_ms).toBe(0);
  });
});

describe("the reaction from the pair's appearance", () => {
  const RED: PairedTop[] = ["0:red", "2:red"];
  it("goes on through flips elsewhere that leave the pair showing", () => {
    const timer = new ReactionTimer();
    timer.rendered(3, 0, []);
    timer.rendered(4, 1000, RED); // the pair appears
    timer.paint(4, 1010);
    timer.rendered(5, 1351, RED); // someone flips elsewhere: a new version, the same pair
    timer.paint(5, 1361);
    const ring = timer.ring(1430);
    // The ring still names the version shown and the time since it appeared (what the server checks)...
    expect(ring).toEqual({ type: "ring", version: 5, seen: 5, reaction_ms: 69 });
    // ...but the player has been looking at the pair for 420 ms.
    expect(timer.rungAfterPair(5)).toBe(420);
  });

  it("starts again when the pair went away in between", () => {
    const timer = new ReactionTimer();
    timer.rendered(4, 1000, RED);
    timer.rendered(5, 1200, []); // covered
    timer.rendered(6, 1500, RED); // a new pair
    timer.ring(1800);
    expect(timer.rungAfterPair(6)).toBe(300);
  });

  it("counts a pair as new when a version was skipped (it may have had none)", () => {
    const timer = new ReactionTimer();
    timer.rendered(4, 1000, RED);
    timer.rendered(6, 1500, RED);
    timer.ring(1600);
    expect(timer.rungAfterPair(6)).toBe(100);
  });

  it("starts again when the pair on screen is another one, though a pair showed all along", () => {
    const timer = new ReactionTimer();
    timer.rendered(4, 1000, RED);
    timer.rendered(5, 1200, ["0:blue", "1:blue"]); // seat 0's red covered by a blue that pairs with seat 1's
    timer.ring(1500);
    expect(timer.rungAfterPair(5)).toBe(300);
  });

  it("goes on when a pile of the pair is covered by another clown of its colour (as on the server)", () => {
    const timer = new ReactionTimer();
    timer.rendered(4, 1000, RED);
    timer.rendered(5, 1200, [...RED, "1:red"]);
    timer.ring(1500);
    expect(timer.rungAfterPair(5)).toBe(500);
  });

  it("has no pair time for a ring on a table without a pair, nor before ringing", () => {
    const timer = new ReactionTimer();
    timer.rendered(4, 1000, RED);
    expect(timer.rungAfterPair(4)).toBeNull();
    timer.rendered(5, 1200, []);
    timer.ring(1300);
    expect(timer.rungAfterPair(5)).toBeNull();
  });

  it("tells whether a pair shows, and which tops make it: happy clowns of one colour, sad ones never count", () => {
    const happy = (seat: number, colour: "red" | "blue") => ({ seat, top: { colour, happy: true } });
    expect(pairedTops([happy(0, "red"), happy(1, "red")])).toEqual(["0:red", "1:red"]);
    expect(pairedTops([happy(0, "red"), happy(1, "blue"), { seat: 2, top: null }])).toEqual([]);
    expect(pairedTops([happy(0, "red"), { seat: 1, top: { colour: "red", happy: false } }])).toEqual([]);
    expect(pairedTops([happy(0, "red"), happy(1, "blue"), happy(3, "red")])).toEqual(["0:red", "3:red"]);
  });
});
