// Pictus's room options in words, for the lobby's chips (the lobby's heading names the game): who votes, the hand,
// how the game ends, the variants in play, one's own deck, the time limit, and the language of the captions and
// computer players.
import { t } from "../../i18n";
import type { RoomOptions } from "../../protocol";
import { deckRounds, targetReachable } from "./ending";
import { TABLE_SIZES } from "./startBlocker";
import { withDefaults, type PictusRoomOptions } from "./protocol";

/** How the game ends. A deck the players draw lasts a few rounds whatever their number (each draws the same share),
 * so the chip says so, and names the target only if some table could reach it: never a "first to 30" that no
 * game of this room can play to. */
function ending(options: PictusRoomOptions & { cards?: unknown }): string {
  const o = withDefaults(options);
  if (!o.own_deck) return t("pictus.option.target", { n: o.target });
  const rounds = Math.max(...TABLE_SIZES.map((seats) => deckRounds(o, seats, 0)));
  const reachable = TABLE_SIZES.some((seats) => targetReachable(o, seats, 0));
  return reachable ? t("pictus.option.targetOrDeck", { n: o.target, rounds }) : t("pictus.option.deckEnds", { n: rounds });
}

function timeLimit(seconds: number): string {
  if (seconds === 0) return t("pictus.option.noTimeLimit");
  return seconds % 60 === 0
    ? t("pictus.option.timeLimitMinutes", { n: seconds / 60 })
    : t("pictus.option.timeLimitSeconds", { n: seconds });
}

export function pictusChips(options: RoomOptions): string[] {
  const o = withDefaults(options as PictusRoomOptions);
  const chips = [t(`pictus.option.voters.${o.voters}`), t("pictus.option.hand", { n: o.hand_size })];
  chips.push(ending(options as PictusRoomOptions));
  if (o.extra_card) chips.push(t("pictus.option.extraCard"));
  if (o.captions) chips.push(t("pictus.option.captions"));
  if (o.own_deck) chips.push(t("pictus.option.ownDeck", { n: o.own_cards }));
  // With one's own deck too: its pictures are what a player may bring instead of drawing.
  chips.push(t(`pictus.option.deck.${o.deck}`));
  chips.push(timeLimit(o.time_limit));
  chips.push(t(`pictus.option.language.${o.language}`));
  return chips;
}
