// A finished game of Pictus told round by round, from the game record: each `revealed` event is one round (the
// final view's `history` has its number, narrator and clue in the same order; the `clue_given` and `round_started`
// events stand in for a record without it). Pure, so that the record page's story is tested without a page.
import type { GameEvent, RecordOp } from "../../protocol";
import { revealFacts } from "./reveal";
import type { DrawnCard, PictusCard, PictusView, RoundSummary } from "./protocol";

/** One card on a round's table, in its position (shown numbered from 1). */
export interface TableEntry {
  index: number;
  /** The seat who put it in; null for the extra card from the deck. */
  owner: number | null;
  voters: number[];
  narrators: boolean;
  /** The card itself, when the record keeps it (the `revealed` event's `table`). */
  card: PictusCard | null;
}

export interface RoundStory {
  round: number;
  narrator: number;
  words: string;
  drawn: boolean;
  /** The canvas epoch of the narrator's sheet in this round (the record's `RecordOp.round`). */
  epoch: number;
  table: TableEntry[];
  /** Per seat. */
  points: number[];
  allOrNone: boolean;
  /** Every guesser found the narrator's card, or none did (with guessers; "only the narrator votes" has none). */
  everybody: boolean;
  nobody: boolean;
  /** Voters the wait ended without a vote from: they guessed nothing. */
  late: number[];
}

export type EndReason = "target" | "deck";

export interface Standing {
  seat: number;
  score: number;
  rank: number;
  winner: boolean;
}

const isSeat = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;
const seats = (value: unknown): number[] => (Array.isArray(value) ? value.filter(isSeat) : []);

function cardOf(value: unknown): PictusCard | null {
  if (typeof value !== "object" || value === null || typeof (value as { id?: unknown }).id !== "string") return null;
  const card = value as { id: string; strokes?: unknown };
  return Array.isArray(card.strokes) ? { id: card.id, strokes: card.strokes as DrawnCard["strokes"] } : { id: card.id };
}

/** Every revealed round of the game, in order. */
export function roundStories(events: readonly GameEvent[], history: readonly RoundSummary[]): RoundStory[] {
  const stories: RoundStory[] = [];
  let round = 1;
  let clue: { narrator: number; words: string; drawn: boolean } | null = null;
  for (const event of events) {
    if (event.type === "round_started" && isSeat(event.round)) {
      round = event.round;
      clue = null;
    } else if (event.type === "clue_given" && isSeat(event.narrator)) {
      clue = { narrator: event.narrator, words: String(event.words ?? ""), drawn: event.drawn === true };
    } else if (event.type === "revealed") {
      const summary = history[stories.length];
      const owners = Array.isArray(event.owners) ? (event.owners as unknown[]) : [];
      const votes = Array.isArray(event.votes) ? (event.votes as unknown[]) : [];
      const cards = Array.isArray(event.table) ? (event.table as unknown[]) : [];
      const narratorCard = isSeat(event.narrator_card) ? event.narrator_card : -1;
      const narrator = summary?.narrator ?? clue?.narrator ?? (isSeat(owners[narratorCard]) ? (owners[narratorCard] as number) : 0);
      const table = owners.map((owner, index) => ({
        index,
        owner: isSeat(owner) ? owner : null,
        voters: seats(votes[index]),
        narrators: index === narratorCard,
        card: cardOf(cards[index]),
      }));
      const facts = revealFacts({ votes: table.map((c) => c.voters), narrator_card: narratorCard }, narrator);
      const number = summary?.round ?? round;
      stories.push({
        round: number,
        narrator,
        words: summary?.words ?? clue?.words ?? "",
        drawn: summary?.drawn ?? clue?.drawn ?? false,
        epoch: number,
        table,
        points: Array.isArray(event.points) ? (event.points as unknown[]).map((p) => (typeof p === "number" ? p : 0)) : (summary?.points ?? []),
        allOrNone: event.all_or_none === true,
        everybody: facts.everybody,
        nobody: facts.nobody,
        late: seats(event.abstained),
      });
      clue = null;
    }
  }
  return stories;
}

/** The narrator's canvas operations in a round: their drawn clue, in the order it was drawn. */
export function clueOps(ops: readonly RecordOp[], story: Pick<RoundStory, "epoch" | "narrator">): RecordOp[] {
  return ops.filter((o) => o.round === story.epoch && o.seat === story.narrator).sort((a, b) => a.t - b.t);
}

/** Why the game ended, from its `game_over` event (or the final view). */
export function endReason(events: readonly GameEvent[], final: PictusView): EndReason | null {
  const over = events.find((e) => e.type === "game_over");
  const reason = over?.reason ?? (final as PictusView & { end_reason?: unknown }).end_reason;
  return reason === "target" || reason === "deck" ? reason : null;
}

/** Everyone by score, best first; equal scores share a rank. */
export function standings(final: PictusView): Standing[] {
  const winners = final.winners ?? [];
  const rows = final.players.map((p, seat) => ({ seat, score: p.score }));
  rows.sort((a, b) => b.score - a.score || a.seat - b.seat);
  return rows.map((row) => ({
    ...row,
    rank: rows.findIndex((r) => r.score === row.score) + 1,
    winner: winners.includes(row.seat),
  }));
}
