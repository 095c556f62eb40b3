// Pictomania's moments (../../ui/moments/): the start signal, the last bonus token (whoever takes it ends the
// round for everyone: docs/rules/pictomania.md), the end of the drawing with who ended it, and the end of the
// game; and what each phase asks of a player, for the tab's title. Read from two successive views only.
import type { MessageKey } from "../../i18n";
import type { Moment } from "../../ui/moments/moment";
import { LEVEL_CHOOSER_SEAT, type PictomaniaView, type PlayerView } from "./protocol";

/** A round time limit ends the drawing when its deadline passes; the view that says so comes a moment after
 * (and the clocks of server and browser may differ by a little). */
const DEADLINE_SLACK_MS = 1500;

function playerOf(view: PictomaniaView, seat: number): PlayerView | undefined {
  return view.players.find((p) => p.seat === seat);
}

/** Who took the last bonus token between the two views, if that is what ended the drawing. */
function lastTokenTaker(before: PictomaniaView, after: PictomaniaView): number | null {
  if (before.bonus_left.length === 0 || after.bonus_left.length > 0) return null;
  const taker = after.players.find((p) => p.bonus > 0 && playerOf(before, p.seat)?.bonus === 0);
  return taker ? taker.seat : null;
}

/** How the drawing ended, in words, and whether this player needs telling: they were still drawing and did not
 * end it themselves. */
function drawingEnded(before: PictomaniaView, after: PictomaniaView, at: number): Moment {
  const you = after.seat;
  const stillDrawing = before.players.filter((p) => !p.finished).map((p) => p.seat);
  const taker = lastTokenTaker(before, after);
  let text: MessageKey;
  let seat: number | undefined;
  let byYou = false;
  if (taker !== null) {
    byYou = taker === you;
    text = byYou ? "pm.moment.youTookLast" : "pm.moment.tookLast";
    seat = taker;
  } else {
    // Finishing ends the drawing only for the last player still at it; two or more stopped at once: the clock.
    const timeUp =
      stillDrawing.length > 1 || (before.deadline !== null && at >= before.deadline - DEADLINE_SLACK_MS);
    text = timeUp ? "pm.moment.timeUp" : "pm.moment.allFinished";
    byYou = !timeUp && stillDrawing.length === 1 && stillDrawing[0] === you;
  }
  const interrupted = you !== null && stillDrawing.includes(you) && !byYou;
  return { kind: "round_over", text, seat, ...(interrupted ? { banner: "pm.moment.roundOver" as const } : {}) };
}

export function pictomaniaMoments(before: PictomaniaView, after: PictomaniaView, at: number): Moment[] {
  const seated = after.seat !== null && after.me !== undefined;
  const moments: Moment[] = [];
  const newPhase = before.phase !== after.phase || before.round !== after.round;

  if (newPhase && after.phase === "choosing_level" && after.seat === LEVEL_CHOOSER_SEAT) {
    moments.push({ kind: "your_turn" });
  }
  // The start signal: the activity feed says "Go!" already.
  if (newPhase && after.phase === "drawing" && seated) moments.push({ kind: "your_turn" });

  if (after.phase === "drawing" && after.bonus_left.length === 1) {
    const alreadyOne = before.phase === "drawing" && before.round === after.round && before.bonus_left.length === 1;
    if (!alreadyOne) moments.push({ kind: "last_token", text: "pm.moment.lastToken" });
  }

  if (before.phase === "drawing" && after.phase !== "drawing" && before.round === after.round) {
    moments.push(drawingEnded(before, after, at));
  }

  if (before.phase !== "over" && after.phase === "over") {
    const best = Math.max(...after.totals);
    const won = after.seat !== null && after.totals[after.seat] === best;
    moments.push({ kind: won ? "win" : "game_over" });
  }
  return moments;
}

/** What the phase asks of this player, until they have done it. */
export function pictomaniaAttention(view: PictomaniaView): MessageKey | null {
  if (view.seat === null || view.me === undefined) return null;
  const me = playerOf(view, view.seat);
  if (!me) return null;
  switch (view.phase) {
    case "choosing_level":
      return view.seat === LEVEL_CHOOSER_SEAT ? "pm.attention.level" : null;
    case "preview":
      return me.ready ? null : "pm.attention.ready";
    case "drawing":
      return me.finished ? null : "pm.attention.draw";
    case "review":
      return me.checked ? null : "pm.attention.check";
    case "scored":
      return me.ready ? null : "pm.attention.next";
    case "over":
      return null;
  }
}
