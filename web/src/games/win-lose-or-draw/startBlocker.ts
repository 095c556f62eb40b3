// Why the host may not start a Win, Lose or Draw room yet, beyond the player count the lobby checks itself.
import type { MessageKey } from "../../i18n";
import type { Room } from "../../protocol";

/** In team play each team needs a sketcher and a guesser (the server refuses with `teams_too_small`). */
export const MIN_TEAM = 2;

export function winLoseOrDrawStartBlocker(room: Room): MessageKey | null {
  const teams = room.teams ?? 0;
  if (teams <= 0) return null;
  const sizes = Array.from({ length: teams }, (_, team) => room.seats.filter((s) => s.team === team).length);
  return sizes.some((n) => n < MIN_TEAM) ? "win-lose-or-draw.blocker.teamsTooSmall" : null;
}
