import { describe, expect, it } from "vitest";
import { ReactionTimer } from "../src/games/piccolino/reaction";

describe("the bell's reaction timer", () => {
  it("measures from the first painted frame of the version shown to the press", () => {
    const timer = new ReactionTimer();
    timer.rendered(17, 1000);
    timer.paint(17, 1012);
    expect(timer.ring(1424)).toEqual({ type: "ring", version: 17, reaction_ms: 412 });
  });

  it("falls back on the render time when no frame was painted (a hidden tab)", () => {
    const timer = new ReactionTimer();
    timer.rendered(4, 500);
    expect(timer.ring(900.4)).toEqual({ type: "ring", version: 4, reaction_ms: 400 });
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
    expect(timer.ring(750)).toEqual({ type: "ring", version: 2, reaction_ms: 250 });
  });

  it("keeps the first time a version appeared; a late frame of an older version changes nothing", () => {
    const timer = new ReactionTimer();
    timer.rendered(5, 1000);
    timer.paint(5, 1016);
    timer.paint(5, 1033); // a second frame of the same version
    timer.rendered(6, 2000);
    timer.paint(5, 2010); // a frame requested for version 5, run after 6 was rendered
    expect(timer.displayed).toBe(6);
    expect(timer.ring(2300)).toEqual({ type: "ring", version: 6, reaction_ms: 300 });
  });

  it("names the version displayed, not a newer one still to be drawn", () => {
    const timer = new ReactionTimer();
    timer.rendered(8, 0);
    timer.paint(8, 10);
    // Version 9 has arrived from the server but has not been rendered: the ring is about 8.
    expect(timer.ring(110)?.version).toBe(8);
  });

  it("has nothing to ring on before a version is shown, and never claims a negative time", () => {
    const timer = new ReactionTimer();
    expect(timer.displayed).toBeNull();
    expect(timer.ring(10)).toBeNull();
    timer.rendered(0, 100);
    expect(timer.ring(99)?.reaction_ms).toBe(0);
  });
});
