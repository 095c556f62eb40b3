import { describe, expect, it } from "vitest";
import "../src/games";
import { BESIDE_MS, bellResults, outcomeOfEvent, resultsOnShow } from "../src/games/piccolino/bellResults";
import { lateText, type Wording } from "../src/games/piccolino/outcome";
import { NOTE_MS, ownNote } from "../src/games/piccolino/ownRing";
import type { Notable } from "../src/games/piccolino/useNotableEvents";
import { joinNames, translate } from "../src/i18n";
import type { GameEvent } from "../src/protocol";
import type { BellOutcome } from "../src/games/piccolino/protocol";

const NAMES = ["Ann", "Zaza", "Pipo"];
const wording = (language: "en" | "fr"): Wording => ({
  t: (key, params) => translate(language, key, params),
  name: (seat) => NAMES[seat] ?? `#${seat + 1}`,
  join: joinNames,
});

let serial = 0;
/** The notables as useNotableEvents keeps them: newest first. */
const notables = (...events: [number, GameEvent][]): Notable[] =>
  events.map(([at, event]) => ({ id: ++serial, event, at })).reverse();
const won = (seat: number, reaction_ms = 420): GameEvent => ({ type: "bell_won", seat, cards: 9, reaction_ms });
const penalty = (seat: number): GameEvent => ({ type: "wrong_ring", seat, gave: [0, 2] });

describe("the bell's results, each shown as soon as it is decided, in order", () => {
  it("a wrong ring a moment after a win shows at once, below the win, which stays a few seconds to be read", () => {
    const results = bellResults(notables([1000, won(1)], [1100, penalty(0)]));
    expect(resultsOnShow(results, 1000)).toMatchObject({ latest: { outcome: { kind: "won", seat: 1 } }, before: null });
    const both = resultsOnShow(results, 1100);
    expect(both?.latest.outcome).toMatchObject({ kind: "penalty", seat: 0 });
    expect(both?.before?.outcome).toMatchObject({ kind: "won", seat: 1 });
    expect(resultsOnShow(results, 1000 + BESIDE_MS - 1)?.before?.outcome).toMatchObject({ kind: "won", seat: 1 });
    expect(resultsOnShow(results, 1000 + BESIDE_MS)).toMatchObject({ latest: { outcome: { kind: "penalty" } }, before: null });
  });

  it("however many come at once, the newest shows at once and the one before it above", () => {
    const results = bellResults(notables([0, won(1)], [100, penalty(0)], [200, penalty(2)], [300, won(0)]));
    const shown = resultsOnShow(results, 300);
    expect(shown?.latest.outcome).toMatchObject({ kind: "won", seat: 0 });
    expect(shown?.before?.outcome).toMatchObject({ kind: "penalty", seat: 2 });
  });

  it("has nothing to show before any bell", () => {
    expect(resultsOnShow(bellResults(notables([0, { type: "stop_vote", seat: 0, stop: true }])), 10)).toBeNull();
  });

  it("tells a result from its event: who rang for a won bell, a wrong ring's penalty or discards", () => {
    const results = bellResults(
      notables([0, { type: "rang", seat: 2 }], [10, { type: "rang", seat: 1 }], [300, won(1, 380)], [5000, { type: "rang", seat: 0 }], [5200, won(0)]),
    );
    expect(results.map((r) => r.outcome)).toEqual([
      { kind: "won", seat: 1, cards: 9, reaction_ms: 380, rang: [2, 1] },
      { kind: "won", seat: 0, cards: 9, reaction_ms: 420, rang: [0] },
    ]);
    expect(outcomeOfEvent({ type: "wrong_ring", seat: 0, discards_to: 1, cards: 5 })).toEqual({ kind: "wrong", seat: 0, to: 1, cards: 5 });
    expect(outcomeOfEvent(penalty(2))).toEqual({ kind: "penalty", seat: 2, gave: [0, 2] });
    expect(outcomeOfEvent({ type: "flipped", seat: 0 })).toBeNull();
  });
});

describe("a word to the player about their own ring", () => {
  const won = { kind: "won" as const, seat: 1, cards: 9, reaction_ms: 300, rang: [1] };
  const late = { id: 1, at: 1000, last: won, winner: null };
  const said = (last: BellOutcome | null, language: "en" | "fr" = "en") =>
    lateText({ last, winner: null }, wording(language), 0);

  it("a ring too late names who got the pair, kindly, in both languages", () => {
    expect(said(won)).toBe("Too late: Zaza got that pair. Your ring cost you nothing.");
    expect(said(won, "fr")).toBe("Trop tard\u00a0: Zaza a eu cette paire. Votre coup de cloche ne vous coûte rien.");
    expect(said({ kind: "wrong", seat: 2, to: 1, cards: 4 })).toBe(
      "Too late: the discard piles had just gone to Zaza. Your ring cost you nothing.",
    );
    expect(said(null)).toBe("Too late: that pair was already won. Your ring cost you nothing.");
  });

  it("a ring too late names who won its pair as the refusal says, even when another bell came since", () => {
    const since: BellOutcome = { kind: "won", seat: 0, cards: 4, reaction_ms: 380, rang: [0] };
    expect(lateText({ last: since, winner: 1 }, wording("en"), 2)).toBe(
      "Too late: Zaza got that pair. Your ring cost you nothing.",
    );
    expect(lateText({ last: null, winner: 1 }, wording("en"), 2)).toBe(
      "Too late: Zaza got that pair. Your ring cost you nothing.",
    );
  });

  it("shows the newer of a late ring and a ring on a pair, for a few seconds", () => {
    const mine = { at: 500, ms: 420 };
    expect(ownNote(mine, late, 1200, null, 0)).toEqual({ kind: "late", late });
    expect(ownNote({ at: 1500, ms: 300 }, late, 1600, null, 0)).toMatchObject({ kind: "mine" });
    expect(ownNote(mine, null, 500 + NOTE_MS, null, 0)).toBeNull();
  });

  it("says nothing of one's own time while the bell is being decided, nor when one won: the outcome tells it", () => {
    const mine = { at: 500, ms: 420 };
    expect(ownNote(mine, null, 600, null, 0, true)).toBeNull();
    expect(ownNote(mine, null, 600, { kind: "won", seat: 0, cards: 3, reaction_ms: 421, rang: [0] }, 0)).toBeNull();
    expect(ownNote(mine, null, 600, { kind: "won", seat: 1, cards: 3, reaction_ms: 380, rang: [1, 0] }, 0)).toMatchObject({
      kind: "mine",
    });
  });
});
