// Piccolino's moments (../../ui/moments/): your turn to flip, a bell won, the game won or over; and, for the
// tab's title, your turn to flip. The table's own live banner already says who won a bell, so that moment
// carries no words.
import type { MessageKey } from "../../i18n";
import type { Moment } from "../../ui/moments/moment";
import { tableControls } from "./controls";
import type { BellOutcome, PiccolinoView } from "./protocol";

/** Your turn to flip, and nothing holding the table (a bell being decided). */
function flipNow(view: PiccolinoView): boolean {
  return tableControls(view).myTurn && !view.bell.open;
}

function sameOutcome(a: BellOutcome | null, b: BellOutcome | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function piccolinoMoments(before: PiccolinoView, after: PiccolinoView): Moment[] {
  const moments: Moment[] = [];
  if (flipNow(after) && !flipNow(before)) {
    moments.push({ kind: "your_turn", text: "picco.moment.yourTurn" });
  }
  if (after.last?.kind === "won" && !sameOutcome(before.last, after.last)) moments.push({ kind: "bell" });
  if (before.phase !== "over" && after.phase === "over") moments.push(gameOver(after));
  return moments;
}

/** The game's end, in words: they also take the place of the last words spoken ("Your turn to flip."), which a
 * screen reader would otherwise still find in the live region once the game is over. */
function gameOver(view: PiccolinoView): Moment {
  const { winners, seat } = view;
  const mine = seat !== null && winners.includes(seat);
  if (mine) return { kind: "win", text: winners.length === 1 ? "picco.moment.youWin" : "picco.moment.youShare" };
  if (winners.length === 1) return { kind: "game_over", text: "picco.moment.wins", seat: winners[0] };
  return { kind: "game_over", text: "picco.moment.shared", params: { n: winners.length } };
}

export function piccolinoAttention(view: PiccolinoView): MessageKey | null {
  return flipNow(view) ? "picco.attention.flip" : null;
}
