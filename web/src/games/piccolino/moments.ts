// Piccolino's moments (../../ui/moments/): your turn to flip, a bell won, the game won or over; and, for the
// tab's title, your turn to flip. The table's own live banner already says who won a bell, so those moments
// carry no words.
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
  if (before.phase !== "over" && after.phase === "over") {
    const won = after.seat !== null && after.winners.includes(after.seat);
    moments.push({ kind: won ? "win" : "game_over" });
  }
  return moments;
}

export function piccolinoAttention(view: PiccolinoView): MessageKey | null {
  return flipNow(view) ? "picco.attention.flip" : null;
}
