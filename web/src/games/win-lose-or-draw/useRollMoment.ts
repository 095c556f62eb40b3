// Where the last roll's animation stands on this page: the die tumbles, then the white pawn steps round. Board
// and BoardPanel both ask, so when a roll arrives is kept per page (not per component): they move together, and
// a board shown again mid-roll (a phone's tab) picks up where it was. A roll already there when the page first
// sees the board is shown as done: it is old news.
import { useEffect, useState } from "preact/hooks";
import { LINGER_MS, rollDuration, rollKey, rollMoment, rollShowing, type RollMoment } from "./board";
import { reducedMotion } from "./Die";
import type { BoardBlock } from "./protocol";

const seen: { key: string | null | undefined; at: number } = { key: undefined, at: 0 };

/** When the page first saw this roll (-Infinity for the one it found on arrival). */
function arrivedAt(key: string | null): number {
  if (key !== seen.key) {
    seen.at = seen.key === undefined ? -Infinity : Date.now();
    seen.key = key;
  }
  return seen.at;
}

/** Null before any roll. */
export function useRollMoment(board: BoardBlock | null): RollMoment | null {
  const roll = board?.roll ?? null;
  const key = rollKey(roll);
  const at = arrivedAt(key);
  const [, tick] = useState(0);
  const moment = roll ? rollMoment(roll, Date.now() - at, reducedMotion()) : null;
  const animating = moment !== null && !moment.done;
  useEffect(() => {
    if (!animating || !roll) return;
    const timer = setInterval(() => tick((n) => n + 1), 80);
    const end = setTimeout(() => clearInterval(timer), Math.max(0, at + rollDuration(roll) - Date.now()) + 100);
    return () => {
      clearInterval(timer);
      clearTimeout(end);
    };
  }, [key, animating]);
  return moment;
}

/** Whether the last roll is news on this page: its animation runs, or it ended moments ago. A screen that shows
 * the board only at times (a phone's tab) keeps it in view meanwhile, so that the roll is seen. */
export function useRollShowing(board: BoardBlock | null): boolean {
  const roll = board?.roll ?? null;
  const key = rollKey(roll);
  const at = arrivedAt(key);
  const [, tick] = useState(0);
  const still = reducedMotion();
  const showing = roll !== null && rollShowing(roll, Date.now() - at, still);
  useEffect(() => {
    if (!showing || !roll) return;
    const left = at + (still ? 0 : rollDuration(roll)) + LINGER_MS - Date.now();
    const timer = setTimeout(() => tick((n) => n + 1), Math.max(0, left) + 50);
    return () => clearTimeout(timer);
  }, [key, showing]);
  return showing;
}
