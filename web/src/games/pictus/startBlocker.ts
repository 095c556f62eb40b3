// How many cards a game needs before it may start, as the server counts them at the start (deck_too_small):
// every hand, plus one round's cards for the table (one more per seat, and the extra card in its variant). With
// their own deck each player draws the same number, so that number has a floor the create form can say at once.
import type { MessageKey } from "../../i18n";
import type { Room } from "../../protocol";
import { OWN_CARDS_MIN, withDefaults, type PictusOptions } from "./protocol";

/** Every number of players a Pictus table seats (the server's TABLE). */
export const TABLE_SIZES: readonly number[] = [3, 4, 5, 6, 7, 8];

/** The cards a game of `seats` needs. */
export function cardsNeeded(options: PictusOptions, seats: number): number {
  const o = withDefaults(options);
  return seats * (o.hand_size + 1) + (o.extra_card ? 1 : 0);
}

/** The fewest cards each player may draw for their own deck, whatever the number of players: a hand and one to
 * play, and one more with the extra card (which a whole table shares, but each draws the same number). */
export function minOwnCards(handSize: number, extraCard: boolean): number {
  return Math.max(OWN_CARDS_MIN, handSize + 1 + (extraCard ? 1 : 0));
}

/** The cards the room's deck holds: the players' own drawings, or the shipped pictures (`cards`, as the room
 * shows its options); null when the room does not say. */
export function cardsAvailable(options: PictusOptions & { cards?: unknown }, seats: number): number | null {
  const o = withDefaults(options);
  if (o.own_deck) return seats * o.own_cards;
  return typeof options.cards === "number" ? options.cards : null;
}

/** Why the host may not start yet: the deck would be too small for the players seated (the server would refuse). */
export function pictusStartBlocker(room: Room): MessageKey | null {
  const seats = room.seats.length;
  if (seats < room.min_players) return null; // the lobby says so itself
  const options = room.options as PictusOptions & { cards?: unknown };
  const have = cardsAvailable(options, seats);
  if (have === null || have >= cardsNeeded(options, seats)) return null;
  return withDefaults(options).own_deck ? "pictus.blocker.ownDeckTooSmall" : "pictus.blocker.deckTooSmall";
}
