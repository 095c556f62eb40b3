// The end of a game: each player's cards (draw and discard piles), most first, ties sharing a rank.
import type { PiccolinoView } from "./protocol";

export interface CardStanding {
  seat: number;
  cards: number;
  rank: number;
  winner: boolean;
}

export function cardStandings(view: PiccolinoView): CardStanding[] {
  const rows = view.players
    .map((p) => ({ seat: p.seat, cards: p.draw + p.discard }))
    .sort((a, b) => b.cards - a.cards || a.seat - b.seat);
  return rows.map((row) => ({
    ...row,
    rank: 1 + rows.filter((other) => other.cards > row.cards).length,
    winner: view.winners.includes(row.seat),
  }));
}

/** Did the game end because everyone still in agreed to stop (rather than one player winning every card)? */
export function stoppedByVote(view: PiccolinoView): boolean {
  const still = view.players.filter((p) => !p.out);
  return view.phase === "over" && still.length > 1 && still.every((p) => p.stop_vote);
}

/** Who has the most cards (several when tied), how many each, and how many cards there are in all. */
export interface Leaders {
  seats: number[];
  cards: number;
  total: number;
}

export function leaders(view: PiccolinoView): Leaders {
  const still = view.players.filter((p) => !p.out);
  const cards = Math.max(0, ...still.map((p) => p.draw + p.discard));
  return {
    seats: still.filter((p) => p.draw + p.discard === cards).map((p) => p.seat),
    cards,
    total: view.players.reduce((sum, p) => sum + p.draw + p.discard, 0),
  };
}

/** Why the game ended as it did: one player won every card, or the players agreed to stop and the most cards
 * won. Null while it goes on. */
export type EndReason = { kind: "all"; seat: number; cards: number } | ({ kind: "stopped" } & Leaders);

export function endReason(view: PiccolinoView): EndReason | null {
  if (view.phase !== "over") return null;
  if (stoppedByVote(view)) return { kind: "stopped", ...leaders(view), seats: view.winners };
  const winner = view.players.find((p) => p.seat === view.winners[0]);
  return view.winners.length === 1 && winner ? { kind: "all", seat: winner.seat, cards: winner.draw + winner.discard } : null;
}
