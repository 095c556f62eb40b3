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
