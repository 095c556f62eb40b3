// The bell's results as they arrive, and which one the table shows when. A result must stay long enough to be
// read (a ring that went wrong a moment after someone won would otherwise replace "Zaza wins" at once), yet a
// newer result must not wait long behind it either: each is shown at least HOLD_MS after the one before, but
// never later than MAX_WAIT_MS after it arrived. Pure: times are given (Date.now() milliseconds).
import type { GameEvent } from "../../protocol";
import type { BellOutcome } from "./protocol";
import type { Notable } from "./useNotableEvents";

export const HOLD_MS = 2500;
export const MAX_WAIT_MS = 2500;

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

/** When each result (arrival times, oldest first) goes on show. */
export function showTimes(arrivals: readonly number[]): number[] {
  const times: number[] = [];
  for (const at of arrivals) {
    const before = times[times.length - 1];
    times.push(before === undefined ? at : Math.min(Math.max(at, before + HOLD_MS), at + MAX_WAIT_MS));
  }
  return times;
}

export interface Held {
  result: BellResult;
  /** When it went on show. */
  shownAt: number;
}

/** The result on show at `now`, or null before the first. */
export function heldResult(results: readonly BellResult[], now: number): Held | null {
  const times = showTimes(results.map((r) => r.at));
  let held: Held | null = null;
  results.forEach((result, i) => {
    const shownAt = times[i]!;
    if (shownAt <= now) held = { result, shownAt };
  });
  return held;
}
