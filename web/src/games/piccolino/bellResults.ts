// The bell's results as they arrive, and which the table shows. Each shows as soon as it arrives, in order: a
// newer one does not wait behind the one before (play would have moved on by then), and the one before stays on
// show beside it for a few seconds, above it, so that a ring that went wrong a moment after someone won does
// not take "Zaza wins" away before it could be read. Pure: times are given (Date.now() milliseconds).
import type { GameEvent } from "../../protocol";
import type { BellOutcome } from "./protocol";
import type { Notable } from "./useNotableEvents";

export interface BellResult {
  /** The event's feed id: a new one for every result, even one worded like the last. */
  id: number;
  /** When it arrived. */
  at: number;
  outcome: BellOutcome;
}

const seatOf = (value: unknown): number => (typeof value === "number" ? value : -1);
const seats = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((s): s is number => typeof s === "number") : [];

/** A bell's result from its event; `rang`: the seats that rang correctly for it. Null for other events. */
export function outcomeOfEvent(event: GameEvent, rang: readonly number[] = []): BellOutcome | null {
  const seat = seatOf(event.seat);
  if (event.type === "bell_won") {
    return {
      kind: "won",
      seat,
      cards: seatOf(event.cards),
      reaction_ms: seatOf(event.reaction_ms),
      rang: rang.includes(seat) ? [...rang] : [seat, ...rang],
    };
  }
  if (event.type !== "wrong_ring") return null;
  if (typeof event.discards_to === "number") return { kind: "wrong", seat, to: event.discards_to, cards: seatOf(event.cards) };
  return { kind: "penalty", seat, gave: seats(event.gave) };
}

/** The results among the table's recent events (newest first, as `useNotableEvents` keeps them), oldest
 * first; a won bell lists who rang for it (the `rang` events since the bell before). */
export function bellResults(notables: readonly Notable[]): BellResult[] {
  const results: BellResult[] = [];
  let rang: number[] = [];
  for (const n of [...notables].reverse()) {
    if (n.event.type === "rang") {
      rang.push(seatOf(n.event.seat));
      continue;
    }
    const outcome = outcomeOfEvent(n.event, rang);
    if (!outcome) continue;
    results.push({ id: n.id, at: n.at, outcome });
    rang = [];
  }
  return results;
}

/** How long a result stays on show beside the newer one that followed it. */
export const BESIDE_MS = 4000;

export interface OnShow {
  /** The newest result, on show from the moment it arrived. */
  latest: BellResult;
  /** The result before it, still on show above it while recent; null when there is none or it is old. */
  before: BellResult | null;
}

/** The results on show at `now`, or null before the first. */
export function resultsOnShow(results: readonly BellResult[], now: number): OnShow | null {
  const arrived = results.filter((r) => r.at <= now);
  const latest = arrived[arrived.length - 1];
  if (!latest) return null;
  const before = arrived[arrived.length - 2];
  return { latest, before: before && now - before.at < BESIDE_MS ? before : null };
}
