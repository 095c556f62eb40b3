// Pictus views for the tests, built to the contract: four players (seats 0 to 3), seat 0 narrating round 2, seen
// by seat 1 unless told otherwise. Each phase's builder fills in what that phase's view holds (the clue from the
// hand-in on, the table from the vote on, the reveal at the reveal), so a test changes only what it is about.
import type {
  PictureCard,
  DrawnCard,
  PictusPlayer,
  PictusView,
  Reveal,
} from "../src/games/pictus/protocol";
import type { Stroke } from "../src/protocol";

export const NOW = 1_790_000_000_000;

export function card(id: string): PictureCard {
  return { id };
}

/** A short pen stroke across the sheet, one per `sid`. */
export function stroke(sid: number): Stroke {
  return { sid, tool: "pen", size: 8, pts: [100 + sid * 10, 100, 0.5, 400, 300 + sid * 10, 0.5, 700, 500, 0.5] };
}

export function drawnCard(id: string, strokes: Stroke[] = [stroke(1), stroke(2)]): DrawnCard {
  return { id, strokes };
}

export function player(over: Partial<PictusPlayer> = {}): PictusPlayer {
  return { score: 0, hand: 6, done: false, ready: false, drawn: 0, ...over };
}

/** Seat 1's hand of six pictures. */
export const HAND = ["owl-at-dusk", "paper-boat", "empty-swing", "key-in-ice", "red-door", "moon-ladder"].map(card);

/** The clue phase: seat 0 narrates, nobody has acted yet. */
export function clueView(over: Partial<PictusView> = {}): PictusView {
  return {
    game: "pictus",
    you: 1,
    seats: 4,
    phase: "clue",
    round: 2,
    narrator: 0,
    deadline: null,
    players: [player({ score: 3 }), player({ score: 4 }), player({ score: 1 }), player({ score: 0 })],
    hand: HAND,
    clue: null,
    mine: null,
    table: [],
    voting: false,
    my_vote: null,
    extra: null,
    language: "en",
    reveal: null,
    deck: 60,
    target: 30,
    winners: null,
    history: [{ round: 1, narrator: 3, words: "a long wait", drawn: false, points: [3, 4, 1, 0] }],
    drawing: { epoch: 2, drawers: [0], sheets: null },
    ...over,
  };
}

/** The hand-in: seat 0 gave "far from home" with a drawing; seats 2 and 3 still choose. */
export function handInView(over: Partial<PictusView> = {}): PictusView {
  return clueView({
    phase: "hand_in",
    clue: { words: "far from home", drawn: true },
    players: [player({ score: 3, hand: 5, done: true }), player({ score: 4 }), player({ score: 1 }), player()],
    drawing: { epoch: 2, drawers: [], sheets: null },
    ...over,
  });
}

/** The table of the vote: four cards, seat 1's own ("paper-boat", handed in) at index 2. */
export const TABLE = ["lighthouse-in-the-storm", "snail-race", "paper-boat", "cloud-factory"].map(card);

/** The vote, everyone but the narrator voting: seat 1 votes and has not yet. */
export function voteView(over: Partial<PictusView> = {}): PictusView {
  return handInView({
    phase: "vote",
    players: [player({ score: 3, hand: 5 }), player({ score: 4, hand: 5 }), player({ score: 1, hand: 5 }), player({ hand: 5 })],
    hand: HAND.filter((c) => c.id !== "paper-boat"),
    mine: card("paper-boat"),
    table: TABLE,
    voting: true,
    ...over,
  });
}

/** The narrator's card is index 0; seat 2 found it, seats 1 and 3 voted for seat 1's and seat 2's cards. */
export function revealBlock(over: Partial<Reveal> = {}): Reveal {
  return {
    owners: [0, 3, 1, 2],
    votes: [[2], [], [3], [1]],
    narrator_card: 0,
    points: [3, 1, 3, 0],
    all_or_none: false,
    ...over,
  };
}

export function revealView(over: Partial<PictusView> = {}): PictusView {
  return voteView({
    phase: "reveal",
    deadline: NOW + 30_000,
    my_vote: 3,
    players: [player({ score: 6, hand: 5 }), player({ score: 5, hand: 5 }), player({ score: 4, hand: 5 }), player({ hand: 5 })],
    reveal: revealBlock(),
    ...over,
  });
}

/** Own-deck mode before round 1: everyone draws eight cards; seat 1 has drawn three. */
export function drawingView(over: Partial<PictusView> = {}): PictusView {
  return clueView({
    phase: "drawing",
    round: 0,
    narrator: null,
    players: [player({ drawn: 8, done: true, hand: 0 }), player({ drawn: 3, hand: 0 }), player({ drawn: 0, hand: 0 }), player({ drawn: 5, hand: 0 })],
    hand: [],
    deck: 0,
    history: [],
    drawing: { epoch: 0, drawers: [1, 2, 3], sheets: null },
    ...over,
  });
}

/** The end: seat 1 reached the target in the last round (narrated by seat 0). */
export function overView(over: Partial<PictusView> = {}): PictusView {
  return revealView({
    phase: "over",
    deadline: null,
    players: [player({ score: 27, hand: 5 }), player({ score: 31, hand: 5 }), player({ score: 27, hand: 5 }), player({ score: 12, hand: 5 })],
    winners: [1],
    history: [
      { round: 1, narrator: 3, words: "a long wait", drawn: false, points: [3, 4, 1, 0] },
      { round: 2, narrator: 0, words: "far from home", drawn: true, points: [3, 1, 3, 0] },
    ],
    ...over,
  });
}

export const NAMES = ["Ana", "Bruno", "Chloé", "Dev"];
export const names = (seat: number): string => NAMES[seat] ?? `#${seat + 1}`;
