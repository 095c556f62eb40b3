// The finished turns as the end screen and the record page tell them: one row per turn, with board play's items
// that went unguessed linked to the turn that sketched them again, and each turn's guesses and labels read back
// from the game record's events. Pure functions of the view and the record, so they are tested without a page.
import type { GameEvent } from "../../protocol";
import { MAX_GAP_MS, type TimedOp } from "../../replay/timeline";
import type { Label, Mode, TurnResult } from "./protocol";

/** A turn's history entry, where `text` (and `author`) is the item also when the turn's own entry kept it hidden
 * and a later turn of the same item revealed it; null if nothing ever did (the game ended on it). */
export interface GalleryRow extends TurnResult {
  /** The turn before that sketched this same item (board play), if any. */
  again: number | null;
  /** The turn after that sketched this same item again (board play), if any. */
  next: number | null;
}

/** Whether `later` sketched the item `entry` left in play. In board play an unguessed item stays for the player
 * to the left, so it is the very next turn, in the same category; its entry's text is null until it leaves play
 * (a final view that already shows it must still name the same item). */
function carriesOn(entry: TurnResult, later: TurnResult | undefined, mode: Mode): boolean {
  if (mode !== "board" || !later || later.category !== entry.category) return false;
  if (entry.text === null) return true;
  return entry.outcome === "missed" && (later.text === null || later.text === entry.text);
}

export function galleryRows(history: readonly TurnResult[], mode: Mode): GalleryRow[] {
  const rows: GalleryRow[] = history.map((h) => ({
    turn: h.turn,
    sketcher: h.sketcher,
    category: h.category,
    text: h.text,
    author: h.author,
    outcome: h.outcome,
    guessers: [...h.guessers],
    guess: h.guess,
    accepted: h.accepted,
    team: h.team,
    ms: h.ms,
    again: null,
    next: null,
  }));
  for (let i = 0; i + 1 < rows.length; i++) {
    if (carriesOn(history[i]!, history[i + 1], mode)) {
      rows[i]!.next = rows[i + 1]!.turn;
      rows[i + 1]!.again = rows[i]!.turn;
    }
  }
  // A chain's text is only known at its end: hand it back to every earlier link.
  for (let i = rows.length - 2; i >= 0; i--) {
    const row = rows[i]!;
    const later = rows[i + 1]!;
    if (row.next !== null && row.text === null) {
      row.text = later.text;
      row.author = row.author ?? later.author;
    }
  }
  return rows;
}

export interface TurnGuess {
  id: number;
  seat: number;
  /** Null only if the record kept it hidden (a correct guess in board play's window). */
  text: string | null;
  ms: number;
  correct: boolean;
  /** The sketcher accepted it (it did not match the item by itself). */
  accepted: boolean;
  mark: "close" | "off" | null;
  steal: boolean;
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** The guess an event names: `guess` (as the actions name it) or `id`. */
function guessRef(event: GameEvent): number | null {
  return num(event.guess) ?? num(event.id);
}

/** The guesses of one turn in the order they were made (by time, then by their number in the feed), with the
 * sketcher's gestures and accepts that the events tell afterwards. Board play never tells a right guess's text
 * (others were still guessing): it matched the item, so `item` stands for it. */
export function turnGuesses(events: readonly GameEvent[], turn: number, item: string | null = null): TurnGuess[] {
  const byId = new Map<number, TurnGuess>();
  for (const event of events) {
    if (num(event.turn) !== turn) continue;
    if (event.type === "guess") {
      const id = num(event.id);
      const seat = num(event.seat);
      if (id === null || seat === null) continue;
      byId.set(id, {
        id,
        seat,
        text: typeof event.text === "string" ? event.text : null,
        ms: num(event.ms) ?? 0,
        correct: event.correct === true,
        accepted: false,
        mark: null,
        steal: event.steal === true,
      });
      continue;
    }
    const ref = guessRef(event);
    const guess = ref === null ? undefined : byId.get(ref);
    if (!guess) continue;
    if (event.type === "mark") guess.mark = event.mark === "close" || event.mark === "off" ? event.mark : null;
    else if (event.type === "accept") {
      guess.correct = true;
      guess.accepted = true;
      // A correct guess's text may only be told once the turn is over: the accept can carry it.
      if (guess.text === null && typeof event.text === "string") guess.text = event.text;
    }
  }
  const guesses = [...byId.values()].sort((a, b) => a.ms - b.ms || a.id - b.id);
  for (const g of guesses) if (g.text === null && g.correct && !g.accepted) g.text = item;
  return guesses;
}

/** When `turn`'s timer started (epoch ms, the clock of the record's operations), from the event that started
 * it: the guesses' times count from there. Null when the record does not tell. */
export function timerStart(events: readonly GameEvent[], turn: number, turnSeconds: number): number | null {
  for (const event of events) {
    if (event.type !== "timer_started" || num(event.turn) !== turn) continue;
    const deadline = num(event.deadline);
    return deadline === null ? null : deadline - turnSeconds * 1000;
  }
  return null;
}

/** Where a moment of the turn (epoch ms) falls on a replay's clock, whose long pauses are shortened: after the
 * last operation made by then, by as much time as the replay leaves between two operations. */
export function playbackAt(ops: readonly TimedOp[], epoch: number): number {
  let last: TimedOp | undefined;
  for (const o of ops) {
    if (o.op.t > epoch) break;
    last = o;
  }
  if (!last) return 0;
  return last.at + Math.min(MAX_GAP_MS, epoch - last.op.t);
}

/** A label, and when it came: the record does not time labels, but one can only be placed once a guess found
 * its word, so it came just after the last guess before it. */
export interface TimedLabel extends Label {
  ms: number;
}

/** The labels the sketcher left on one turn's sheet: each word where it was placed last, timed by when it was
 * first placed. */
export function turnLabels(events: readonly GameEvent[], turn: number): TimedLabel[] {
  const byWord = new Map<number, TimedLabel>();
  let after = 0;
  for (const event of events) {
    if (num(event.turn) !== turn) continue;
    if (event.type === "guess") after = Math.max(after, num(event.ms) ?? 0);
    if (event.type !== "label") continue;
    const word = num(event.word);
    const x = num(event.x);
    const y = num(event.y);
    if (word === null || x === null || y === null || typeof event.text !== "string") continue;
    byWord.set(word, { word, text: event.text, x, y, ms: byWord.get(word)?.ms ?? after });
  }
  return [...byWord.values()];
}

/** Seconds as people read them: one decimal under ten seconds, whole seconds above. */
export function secondsOf(ms: number, language: "en" | "fr"): string {
  const s = ms / 1000;
  const digits = s < 10 ? 1 : 0;
  return new Intl.NumberFormat(language === "fr" ? "fr-FR" : "en-GB", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(digits ? Math.round(s * 10) / 10 : Math.round(s));
}
