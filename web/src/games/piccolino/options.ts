// Piccolino's option as typed (a whole number of seconds from 1 to 60, or null), and the lobby's patch for it.
import { wholeIn } from "../../ui/forms/wholeIn";
import { FLIP_SECONDS_DEFAULT, FLIP_SECONDS_MAX, FLIP_SECONDS_MIN, type PiccolinoRoomOptions } from "./protocol";

export function flipSecondsOption(text: string): number | null {
  return wholeIn(text, FLIP_SECONDS_MIN, FLIP_SECONDS_MAX);
}

/** What the lobby sends for the box's text: `{}` when it says what the room has, null when it is not a number of
 * seconds the game accepts. */
export function flipSecondsPatch(room: PiccolinoRoomOptions, text: string): { flip_seconds?: number } | null {
  const value = flipSecondsOption(text);
  if (value === null) return null;
  return value === (room.flip_seconds ?? FLIP_SECONDS_DEFAULT) ? {} : { flip_seconds: value };
}
