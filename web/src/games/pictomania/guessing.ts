// What a player may guess right now, read only from their view (the server decides; this keeps the buttons
// honest so that refusals are rare).
import type { PlayerView, PictomaniaView } from "./protocol";

export const GUESS_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Why a player can or cannot be chosen as the target of a guess. */
export type TargetState =
  | "open" // guessable now
  | "self"
  | "guessed" // you already placed a card on them this round
  | "blank" // they draw nothing: nobody guesses them
  | "closed"; // you cannot guess at all now (not drawing, you finished, or you are watching)

function myPlayer(view: PictomaniaView): PlayerView | undefined {
  return view.seat === null ? undefined : view.players.find((p) => p.seat === view.seat);
}

/** Whether the viewer may place guess cards at all: drawing phase, seated, not finished. */
export function canGuessNow(view: PictomaniaView): boolean {
  const me = myPlayer(view);
  return view.phase === "drawing" && view.me !== undefined && me !== undefined && !me.finished;
}

export function targetState(view: PictomaniaView, seat: number): TargetState {
  if (seat === view.seat) return "self";
  if (!canGuessNow(view)) return "closed";
  const target = view.players.find((p) => p.seat === seat);
  if (!target) return "closed";
  if (target.blank) return "blank";
  if (view.me!.guessed.includes(seat)) return "guessed";
  // A player who finished may still be guessed: only their own drawing and guessing stop.
  return "open";
}

export interface NumberChoice {
  number: number;
  used: boolean;
}

/** The seven guess cards and whether each is already on some pile this round. */
export function numberChoices(view: PictomaniaView): NumberChoice[] {
  const used = new Set(view.me?.used ?? []);
  return GUESS_NUMBERS.map((number) => ({ number, used: used.has(number) }));
}

export function canGuess(view: PictomaniaView, target: number, number: number): boolean {
  return (
    targetState(view, target) === "open" &&
    GUESS_NUMBERS.includes(number as (typeof GUESS_NUMBERS)[number]) &&
    !(view.me?.used ?? []).includes(number)
  );
}

/** The drawings the guess view pages through: everyone's but your own, in seat order (the order of the
 * players' cards). */
export function viewableSeats(view: PictomaniaView): number[] {
  return view.players.map((p) => p.seat).filter((seat) => seat !== view.seat);
}

/** The seat `step` places after `seat` among `seats` (negative: before), stopping at either end. */
export function stepSeat(seats: readonly number[], seat: number, step: number): number {
  const index = seats.indexOf(seat);
  if (index === -1) return seats[0] ?? seat;
  return seats[Math.min(seats.length - 1, Math.max(0, index + step))]!;
}

/** The number you put on `target`'s pile, if you guessed them (your own guesses carry their number). */
export function myGuessOn(view: PictomaniaView, target: number): number | undefined {
  if (view.seat === null) return undefined;
  const pile = view.players.find((p) => p.seat === target)?.pile ?? [];
  return pile.find((card) => card.by === view.seat)?.number;
}

export interface FinishChoices {
  /** The stars on the token "Finish" would take, or null when it cannot take one. */
  bonus: number | null;
  /** The best token still on the table, whether or not this player may take it: what the Finish button names,
   * so that it never says "no bonus token left" while one is (to someone who finished, or draws nothing). */
  onTable: number | null;
  canFinish: boolean;
  canDrawNothing: boolean;
}

export function finishChoices(view: PictomaniaView): FinishChoices {
  const me = myPlayer(view);
  const onTable = view.phase === "drawing" ? (view.bonus_left[0] ?? null) : null;
  if (view.phase !== "drawing" || !view.me || !me || me.finished) {
    return { bonus: null, onTable, canFinish: false, canDrawNothing: false };
  }
  return {
    bonus: !me.blank ? onTable : null,
    onTable,
    canFinish: true,
    canDrawNothing: !me.blank,
  };
}

/** Whether the viewer may change their own drawing now (the server's `may_draw`). */
export function canDrawNow(view: PictomaniaView): boolean {
  const me = myPlayer(view);
  return view.phase === "drawing" && view.me !== undefined && me !== undefined && !me.finished && !me.blank;
}
