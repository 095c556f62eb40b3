// A finished Piccolino game told from its public events: every bell in order, and each player's flips, bells
// won, wrong rings and quickest winning reaction.
import type { GameEvent } from "../../protocol";

export type BellEntry =
  | { kind: "won"; seat: number; cards: number; reactionMs: number }
  | { kind: "wrong"; seat: number }
  | { kind: "out"; seat: number };

export interface PlayerLine {
  seat: number;
  flips: number;
  /** Flips the server made for a player who did not flip in time. */
  autoFlips: number;
  bellsWon: number;
  cardsWon: number;
  wrongRings: number;
  fastestMs: number | null;
}

export interface GameStory {
  flips: number;
  bells: BellEntry[];
  lines: PlayerLine[];
}

const num = (value: unknown): number => (typeof value === "number" ? value : 0);

export function tellGame(events: readonly GameEvent[], seats: readonly number[]): GameStory {
  const lines = new Map<number, PlayerLine>(
    seats.map((seat) => [seat, { seat, flips: 0, autoFlips: 0, bellsWon: 0, cardsWon: 0, wrongRings: 0, fastestMs: null }]),
  );
  const bells: BellEntry[] = [];
  let flips = 0;
  for (const event of events) {
    const line = lines.get(num(event.seat));
    switch (event.type) {
      case "flipped":
        flips++;
        if (line) {
          line.flips++;
          if (event.auto === true) line.autoFlips++;
        }
        break;
      case "bell_won": {
        const entry = { kind: "won" as const, seat: num(event.seat), cards: num(event.cards), reactionMs: num(event.reaction_ms) };
        bells.push(entry);
        if (line) {
          line.bellsWon++;
          line.cardsWon += entry.cards;
          line.fastestMs = line.fastestMs === null ? entry.reactionMs : Math.min(line.fastestMs, entry.reactionMs);
        }
        break;
      }
      case "wrong_ring":
        bells.push({ kind: "wrong", seat: num(event.seat) });
        if (line) line.wrongRings++;
        break;
      case "out":
        bells.push({ kind: "out", seat: num(event.seat) });
        break;
    }
  }
  return { flips, bells, lines: [...lines.values()] };
}
