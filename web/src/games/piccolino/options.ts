// The home page's Piccolino option as typed: a whole number of seconds from 1 to 60, or null.
import { FLIP_SECONDS_MAX, FLIP_SECONDS_MIN } from "./protocol";

export function flipSecondsOption(text: string): number | null {
  const clean = text.trim();
  if (!/^\d+$/.test(clean)) return null;
  const n = Number(clean);
  return n >= FLIP_SECONDS_MIN && n <= FLIP_SECONDS_MAX ? n : null;
}
