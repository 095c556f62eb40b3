// A finished game of Pictus told round by round: the story read from the record's events and final view, the
// narrator's drawing found among the canvas operations, and each round's entry on the page showing the clue, who
// put in which picture and who voted for which.
import type { ComponentChild, VNode } from "preact";
import { describe, expect, it } from "vitest";
import "../src/games";
import { Card } from "../src/games/pictus/Card";
import type { PictusView, RoundSummary } from "../src/games/pictus/protocol";
import { clueOps, endReason, roundStories, standings } from "../src/games/pictus/record";
import { ClueDrawing, RoundEntry } from "../src/games/pictus/RecordPage";
import { lang } from "../src/i18n";
import type { GameEvent, RecordOp, RecordPlayer } from "../src/protocol";

const PLAYERS: RecordPlayer[] = [
  { seat: 0, name: "Ana", colour: "red" },
  { seat: 1, name: "Ben", colour: "blue" },
  { seat: 2, name: "Cleo", colour: "green" },
  { seat: 3, name: "Dev", colour: "yellow" },
];

const HISTORY: RoundSummary[] = [
  { round: 1, narrator: 3, words: "dawn", drawn: false, points: [4, 3, 0, 3] },
  { round: 2, narrator: 0, words: "", drawn: true, points: [0, 2, 3, 3] },
];

/**
 * Round 1: Dev narrates "dawn"; his picture is number 1. Ana and Ben find it, Cleo votes for Ana's (number 2).
 * Round 2: Ana draws her clue, no words; the extra card is number 3. Nobody finds hers (number 2): Ben votes for
 * the extra card, Cleo for Dev's, Dev for Cleo's. The record keeps round 2's pictures.
 */
const EVENTS: GameEvent[] = [
  { type: "clue_given", narrator: 3, words: "dawn", drawn: false },
  { type: "handed_in", seat: 0 },
  { type: "table_shown", cards: 4 },
  { type: "voted", seat: 0 },
  { type: "revealed", owners: [3, 0, 1, 2], votes: [[0, 1], [2], [], []], narrator_card: 0, points: [4, 3, 0, 3], all_or_none: false },
  { type: "ready", seat: 0 },
  { type: "round_started", round: 2, narrator: 0 },
  { type: "clue_given", narrator: 0, words: "", drawn: true },
  { type: "table_shown", cards: 5 },
  {
    type: "revealed",
    owners: [1, 0, null, 3, 2],
    votes: [[], [], [1], [2], [3]],
    narrator_card: 1,
    points: [0, 2, 3, 3],
    all_or_none: true,
    table: [{ id: "owl" }, { id: "lighthouse" }, { id: "kite" }, { id: "drawn-3-1", strokes: [] }, { id: "fox" }],
  },
  { type: "game_over", winners: [3], scores: [4, 5, 3, 6], reason: "deck" },
];

const draw = (t: number, round: number, seat: number): RecordOp => ({
  t,
  round,
  seat,
  op: { k: "draw", sid: t, tool: "pen", size: 8, pts: [100, 100, 50, 200, 200, 50] },
});

const OPS: RecordOp[] = [
  draw(5, 1, 0), // Ana doodled in round 1, when she was not the narrator's sheet anyone looked at
  draw(30, 2, 0),
  draw(20, 2, 0),
  { t: 40, round: 2, seat: 0, op: { k: "undo" } },
  draw(25, 2, 1),
];

function finalView(over: Partial<PictusView> = {}): PictusView {
  return {
    game: "pictus",
    you: null,
    seats: 4,
    phase: "over",
    round: 2,
    narrator: 0,
    deadline: null,
    players: [4, 5, 3, 6].map((score) => ({ score, hand: 6, done: true, ready: false, drawn: 0 })),
    hand: [],
    clue: { words: "", drawn: true },
    mine: null,
    table: [],
    voting: false,
    my_vote: null,
    extra: null,
    language: "en",
    reveal: null,
    deck: 2,
    target: 30,
    winners: [3],
    history: HISTORY,
    ...over,
  };
}

// ---------------------------------------------------------------------------------------------- rendering

interface Element {
  type: string | ((props: never) => unknown);
  props: Record<string, unknown>;
  children: Node[];
}
type Node = string | Element;

/** The page a component makes, its function components called (hooks-free ones only), except those in `keep`,
 * which stay as they are with their props, for the test to look at. */
function expand(child: ComponentChild, keep: readonly unknown[]): Node[] {
  if (child === null || child === undefined || typeof child === "boolean") return [];
  if (typeof child === "string" || typeof child === "number" || typeof child === "bigint") return [String(child)];
  if (Array.isArray(child)) return child.flatMap((c) => expand(c as ComponentChild, keep));
  const vnode = child as VNode<Record<string, unknown>>;
  if (typeof vnode.type === "function" && !keep.includes(vnode.type)) {
    return expand((vnode.type as (props: unknown) => ComponentChild)(vnode.props), keep);
  }
  const { children, ...props } = vnode.props;
  return [{ type: vnode.type as Element["type"], props, children: expand(children as ComponentChild, keep) }];
}

/** The words a person reads, each node apart from the next (as blocks and spaces set them on the page). */
function textOf(nodes: readonly Node[]): string {
  return nodes.map((n) => (typeof n === "string" ? n : textOf(n.children))).join(" ").replace(/[ \t\n]+/g, " ").trim();
}

function find(nodes: readonly Node[], test: (e: Element) => boolean): Element[] {
  return nodes.flatMap((n) => (typeof n === "string" ? [] : [...(test(n) ? [n] : []), ...find(n.children, test)]));
}

const byTestid = (nodes: readonly Node[], id: string) => {
  const found = find(nodes, (e) => e.props["data-testid"] === id);
  expect(found, id).toHaveLength(1);
  return found[0]!;
};

function renderRound(round: number) {
  const story = roundStories(EVENTS, HISTORY).find((s) => s.round === round)!;
  return expand(RoundEntry({ story, players: PLAYERS, ops: OPS }), [Card, ClueDrawing]);
}

// ---------------------------------------------------------------------------------------------- tests

describe("the rounds of a record", () => {
  it("pairs each reveal with its round, narrator and clue", () => {
    const stories = roundStories(EVENTS, HISTORY);
    expect(stories.map((s) => [s.round, s.narrator, s.words, s.drawn, s.epoch])).toEqual([
      [1, 3, "dawn", false, 1],
      [2, 0, "", true, 2],
    ]);
  });

  it("knows who put in each picture, who voted for it, and which was the narrator's", () => {
    const [first, second] = roundStories(EVENTS, HISTORY);
    expect(first!.table.map((c) => [c.owner, c.voters, c.narrators])).toEqual([
      [3, [0, 1], true],
      [0, [2], false],
      [1, [], false],
      [2, [], false],
    ]);
    expect(first!.points).toEqual([4, 3, 0, 3]);
    expect(first).toMatchObject({ nobody: false, everybody: false, allOrNone: false });
    expect(second!.table.map((c) => c.owner)).toEqual([1, 0, null, 3, 2]);
    expect(second!.table[1]!.narrators).toBe(true);
    expect(second).toMatchObject({ nobody: true, everybody: false, allOrNone: true });
  });

  it("keeps the pictures when the record has them, drawn ones with their strokes", () => {
    const [first, second] = roundStories(EVENTS, HISTORY);
    expect(first!.table.every((c) => c.card === null)).toBe(true);
    expect(second!.table.map((c) => c.card?.id)).toEqual(["owl", "lighthouse", "kite", "drawn-3-1", "fox"]);
    expect(second!.table[3]!.card).toEqual({ id: "drawn-3-1", strokes: [] });
  });

  it("tells the rounds from the clue events alone when the final view has no history", () => {
    const stories = roundStories(EVENTS, []);
    expect(stories.map((s) => [s.round, s.narrator, s.words, s.drawn])).toEqual([
      [1, 3, "dawn", false],
      [2, 0, "", true],
    ]);
  });

  it("finds the narrator's drawing among the canvas operations: their sheet, in that round, in order", () => {
    const second = roundStories(EVENTS, HISTORY)[1]!;
    expect(clueOps(OPS, second).map((o) => [o.t, o.op.k])).toEqual([
      [20, "draw"],
      [30, "draw"],
      [40, "undo"],
    ]);
  });

  it("ranks the players, equal scores sharing a place, and says why the game ended", () => {
    expect(standings(finalView()).map((s) => [s.seat, s.rank, s.winner])).toEqual([
      [3, 1, true],
      [1, 2, false],
      [0, 3, false],
      [2, 4, false],
    ]);
    const tied = finalView({ players: [6, 5, 3, 6].map((score) => ({ score, hand: 6, done: true, ready: false, drawn: 0 })), winners: [0, 3] });
    expect(standings(tied).map((s) => [s.seat, s.rank, s.winner])).toEqual([
      [0, 1, true],
      [3, 1, true],
      [1, 3, false],
      [2, 4, false],
    ]);
    expect(endReason(EVENTS, finalView())).toBe("deck");
    expect(endReason([], finalView())).toBeNull();
  });
});

describe("a round on the record page", () => {
  it("shows the clue's words, and who found the narrator's picture", () => {
    lang.value = "en";
    const page = renderRound(1);
    expect(textOf([byTestid(page, "pictus-record-clue-1")])).toBe("“dawn”");
    expect(textOf(page)).toContain("Round 1 · narrated by Dev");
    expect(textOf(page)).toContain("Ana and Ben found the narrator's picture.");
    expect(find(page, (e) => e.type === ClueDrawing)).toHaveLength(0);
  });

  it("shows each picture's owner and voters under its number", () => {
    lang.value = "en";
    const page = renderRound(1);
    expect(textOf([byTestid(page, "pictus-record-card-1-1")])).toBe("1 Picture 1 · the narrator's, Dev 2 votes: Ana Ben");
    expect(textOf([byTestid(page, "pictus-record-card-1-2")])).toBe("2 Picture 2 · Ana's 1 vote: Cleo");
    expect(textOf([byTestid(page, "pictus-record-card-1-3")])).toBe("3 Picture 3 · Ben's No votes");
    expect(byTestid(page, "pictus-record-card-1-4").props["data-owner"]).toBe(2);
    expect(textOf(page)).toContain("Points: Ana +4 Ben +3 Cleo +0 Dev +3");
  });

  it("never says 'everyone else scored 2' of a round in which a late voter guessed nothing", () => {
    lang.value = "en";
    const late: GameEvent[] = EVENTS.map((e) => (e.type === "revealed" ? { ...e, abstained: [3] } : e));
    const story = roundStories(late, HISTORY).find((s) => s.round === 2)!;
    expect(story.late).toEqual([3]);
    const page = expand(RoundEntry({ story, players: PLAYERS, ops: OPS }), [Card, ClueDrawing]);
    expect(textOf(page)).toContain("Nobody found Ana's picture: everyone who voted scored 2.");
    const none = roundStories([{ type: "revealed", owners: [0, 1, 2], votes: [[], [], []], narrator_card: 0, points: [0, 0, 0], all_or_none: true, abstained: [1, 2] }], []);
    const nonePage = expand(RoundEntry({ story: none[0]!, players: PLAYERS, ops: [] }), [Card, ClueDrawing]);
    expect(textOf(nonePage)).toContain("No vote came in time.");
  });

  it("replays a drawn clue from the narrator's operations, and shows the round's pictures and the extra card", () => {
    lang.value = "en";
    const page = renderRound(2);
    expect(textOf([byTestid(page, "pictus-record-clue-2")])).toContain("No words: the clue was a drawing.");
    const drawing = find(page, (e) => e.type === ClueDrawing);
    expect(drawing).toHaveLength(1);
    expect(drawing[0]!.props).toMatchObject({ name: "Ana", ops: OPS });
    expect(textOf(page)).toContain("Nobody found Ana's picture: everyone else scored 2.");
    const cards = find(page, (e) => e.type === Card);
    expect(cards.map((c) => (c.props.card as { id: string }).id)).toEqual(["owl", "lighthouse", "kite", "drawn-3-1", "fox"]);
    expect(textOf([byTestid(page, "pictus-record-card-2-3")])).toBe("Picture 3 · from the deck 1 vote: Ben");
    expect(byTestid(page, "pictus-record-card-2-3").props["data-owner"]).toBe("deck");
  });

  it("is written in French too", () => {
    lang.value = "fr";
    try {
      const page = renderRound(1);
      expect(textOf([byTestid(page, "pictus-record-clue-1")])).toBe("«\u00a0dawn\u00a0»");
      expect(textOf([byTestid(page, "pictus-record-card-1-2")])).toBe("2 Image 2 · celle d'Ana 1 vote\u00a0: Cleo");
      expect(textOf(page)).toContain("Ana et Ben ont trouvé l'image du conteur.");
    } finally {
      lang.value = "en";
    }
  });
});
