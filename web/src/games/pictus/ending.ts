// How a game will end, from its options and the number of players (the server's games/pictus/ending.py, which
// the view's `rounds` and `target_reachable` come from once the game is on): the rounds the deck lasts, and
// whether anyone can reach the target in them. The lobby's words use it before the start, when no view exists.
import { withDefaults, type PictusOptions } from "./protocol";

/** The rounds the deck allows, the round that empties it included (0: too small to start). `shipped` is the
 * number of shipped pictures, for a game played with them. */
export function deckRounds(options: PictusOptions, seats: number, shipped: number): number {
  const o = withDefaults(options);
  let deck = (o.own_deck ? seats * o.own_cards : shipped) - seats * o.hand_size;
  if (deck < seats + (o.extra_card ? 1 : 0)) return 0;
  let rounds = 0;
  for (;;) {
    rounds += 1;
    if (o.extra_card && deck > 0) deck -= 1;
    if (deck < seats) return rounds;
    deck -= seats;
  }
}

/** The most one player can score in a round (a guesser who found the card with every other vote on theirs). */
export function maxRoundPoints(options: PictusOptions, seats: number): number {
  const o = withDefaults(options);
  if (o.voters === "narrator") return 3;
  const guesser = 3 + (seats - 2);
  return o.voters === "everyone" ? guesser + 1 : guesser;
}

export function targetReachable(options: PictusOptions, seats: number, shipped: number): boolean {
  return deckRounds(options, seats, shipped) * maxRoundPoints(options, seats) >= withDefaults(options).target;
}
