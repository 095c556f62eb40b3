// Win, Lose or Draw's moments (../../ui/moments/), read from two successive views: your turn to sketch, a right
// guess, a point scored or stolen, a steal beginning, a pawn taken, the Ace, the end; the
// last ten seconds of the timer as a reminder due at a time; and, for the tab's title, what the view asks of its
// player now.
import { t, type MessageKey } from "../../i18n";
import type { Moment, Reminder } from "../../ui/moments/moment";
import type { TurnResult, WinLoseOrDrawView } from "./protocol";

/** When the timer's last seconds are called out. */
export const HURRY_MS = 10_000;

/** This view's player's team, in team play. */
function teamOf(view: WinLoseOrDrawView): number | null {
  if (view.you === null || !view.teams) return null;
  return view.teams.of[view.you] ?? null;
}

function sketching(view: WinLoseOrDrawView): boolean {
  return view.you !== null && view.sketcher === view.you;
}

/** The view's stage, told apart per turn: the same stage of another turn is news. */
function at(view: WinLoseOrDrawView): string {
  return `${view.phase}:${view.turn}:${view.stage ?? ""}`;
}

function yourSketch(before: WinLoseOrDrawView, after: WinLoseOrDrawView): Moment[] {
  // Placing the white pawn is the game's first view, so no change announces it: the tab's attention does.
  if (!sketching(after) || at(before) === at(after)) return [];
  if (after.phase === "turn" && after.stage === "ready") {
    // Held by the call to sketch: passing the item hands the turn on, and the banner goes with it.
    return [
      {
        kind: "your_turn",
        text: "win-lose-or-draw.moment.yourSketch",
        banner: "win-lose-or-draw.moment.yourSketchBanner",
        heldBy: "win-lose-or-draw.attention.sketch",
      },
    ];
  }
  return [];
}

/** Gameboard play: each guess that became right since the last view (the turn goes on to the collect stage). */
function rightGuesses(before: WinLoseOrDrawView, after: WinLoseOrDrawView): Moment[] {
  if (after.mode !== "board" || before.turn !== after.turn) return [];
  const known = new Set(before.guesses.filter((g) => g.correct).map((g) => g.id));
  return after.guesses
    .filter((g) => g.correct && !known.has(g.id))
    .map((g) =>
      g.seat === after.you
        ? { kind: "bell" as const, text: "win-lose-or-draw.moment.youGotIt" as const }
        : { kind: "bell" as const, text: "win-lose-or-draw.moment.gotIt" as const, seat: g.seat },
    );
}

/** Gameboard play, the collect stage beginning: a pawn to choose, or the die to roll. */
function collectAsks(before: WinLoseOrDrawView, after: WinLoseOrDrawView): Moment[] {
  if (after.stage !== "collect" || !after.board || after.you === null) return [];
  const moments: Moment[] = [];
  const was = before.stage === "collect" && before.turn === after.turn ? before.board : null;
  if (after.board.to_take.includes(after.you) && !was?.to_take.includes(after.you)) {
    moments.push({ kind: "your_turn", text: "win-lose-or-draw.moment.choosePawn" });
  }
  if (sketching(after) && !after.board.rolled && !was) moments.push({ kind: "your_turn", text: "win-lose-or-draw.moment.roll" });
  return moments;
}

/** A finished turn, in words: the point (team play), or the item left for the next sketcher (gameboard play). */
function turnEnded(result: TurnResult, after: WinLoseOrDrawView): Moment | null {
  const teams = after.teams;
  if (teams && result.team !== null && (result.outcome === "guessed" || result.outcome === "stolen")) {
    const ours = teamOf(after) === result.team;
    return {
      kind: ours ? "bell" : "round_over",
      text: result.outcome === "stolen" ? "win-lose-or-draw.moment.stolen" : "win-lose-or-draw.moment.point",
      params: { n: result.team + 1, one: teams.score[0], two: teams.score[1] },
    };
  }
  if (result.outcome === "missed") {
    return { kind: "round_over", text: after.mode === "board" ? "win-lose-or-draw.moment.missedBoard" : "win-lose-or-draw.moment.missed" };
  }
  if (result.outcome === "put_away") return { kind: "round_over", text: "win-lose-or-draw.moment.putAway" };
  // Gameboard play's right guesses were told as they came; a pass tells nothing worth a sound.
  return null;
}

function turnsEnded(before: WinLoseOrDrawView, after: WinLoseOrDrawView): Moment[] {
  return after.history
    .slice(before.history.length)
    .map((result) => turnEnded(result, after))
    .filter((m): m is Moment => m !== null);
}

function stealBegins(before: WinLoseOrDrawView, after: WinLoseOrDrawView): Moment[] {
  const steal = after.teams?.steal;
  if (after.stage !== "steal" || !steal || at(before) === at(after)) return [];
  // No banner: it would lie over the sketch for a third of the ten seconds the team has to read it. The screen's
  // own steal notice, beside the sketch, says it (and the words are read out, the sound plays).
  if (teamOf(after) === steal.team) return [{ kind: "your_turn", text: "win-lose-or-draw.moment.stealYours" }];
  return [{ kind: "round_over", text: "win-lose-or-draw.moment.stealOther", params: { n: steal.team + 1 } }];
}

/** Gameboard play: the pawns each seat took since the last view. */
function pawnsTaken(before: WinLoseOrDrawView, after: WinLoseOrDrawView): Moment[] {
  if (!before.board || !after.board) return [];
  const moments: Moment[] = [];
  after.board.pawns.forEach((pawns, seat) => {
    for (const colour of pawns.slice(before.board!.pawns[seat]?.length ?? 0)) {
      const params = { colour: t(`win-lose-or-draw.pawn.${colour}`) };
      moments.push(
        seat === after.you
          ? { kind: "bell", text: "win-lose-or-draw.moment.youTake", params }
          : { kind: "bell", text: "win-lose-or-draw.moment.takes", params, seat },
      );
    }
  });
  return moments;
}

function gameOver(before: WinLoseOrDrawView, after: WinLoseOrDrawView): Moment[] {
  if (before.phase === "over" || after.phase !== "over") return [];
  const ace = after.board?.ace ?? null;
  if (ace !== null) {
    const mine = ace === after.you;
    return [
      mine
        ? { kind: "win", text: "win-lose-or-draw.moment.youAce", banner: "win-lose-or-draw.moment.aceBanner" }
        : { kind: "game_over", text: "win-lose-or-draw.moment.ace", seat: ace, banner: "win-lose-or-draw.moment.aceBanner" },
    ];
  }
  const winner = after.teams?.winner ?? null;
  if (winner === null) return [{ kind: "game_over" }];
  return [{ kind: winner === teamOf(after) ? "win" : "game_over", text: "win-lose-or-draw.moment.teamWins", params: { n: winner + 1 } }];
}

export function winLoseOrDrawMoments(before: WinLoseOrDrawView, after: WinLoseOrDrawView): Moment[] {
  return [
    ...turnsEnded(before, after),
    ...rightGuesses(before, after),
    ...pawnsTaken(before, after),
    ...collectAsks(before, after),
    ...stealBegins(before, after),
    ...yourSketch(before, after),
    ...gameOver(before, after),
  ];
}

/** The timer's last ten seconds, called out to everyone at the table while someone sketches. */
export function winLoseOrDrawReminders(view: WinLoseOrDrawView): Reminder[] {
  if (view.you === null || view.phase !== "turn" || view.stage !== "drawing" || view.deadline === null) return [];
  return [{ at: view.deadline - HURRY_MS, moment: { kind: "last_token", text: "win-lose-or-draw.moment.hurry" } }];
}

/** What the view asks of its player now, until they have done it. */
export function winLoseOrDrawAttention(view: WinLoseOrDrawView): MessageKey | null {
  if (view.you === null) return null;
  if (view.phase === "placing") return sketching(view) ? "win-lose-or-draw.attention.place" : null;
  if (view.phase !== "turn") return null;
  switch (view.stage) {
    case "ready":
    case "drawing":
      return sketching(view) ? "win-lose-or-draw.attention.sketch" : null;
    case "steal": {
      const steal = view.teams?.steal;
      return steal && !steal.used && teamOf(view) === steal.team && view.may_guess ? "win-lose-or-draw.attention.steal" : null;
    }
    case "reveal":
      // The finished sketch is on show for a few seconds: the next sketcher is called back before their turn.
      return view.next === view.you ? "win-lose-or-draw.attention.sketch" : null;
    case "collect":
      if (view.board?.to_take.includes(view.you)) return "win-lose-or-draw.attention.pawn";
      return sketching(view) && view.board?.rolled === false ? "win-lose-or-draw.attention.roll" : null;
    default:
      return null;
  }
}
