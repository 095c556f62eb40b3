// Pictus's room options in words, for the lobby's chips (the lobby's heading names the game): who votes, the hand,
// the target, the variants in play, one's own deck, and the language of the captions and computer players.
import { t } from "../../i18n";
import type { RoomOptions } from "../../protocol";
import { withDefaults, type PictusRoomOptions } from "./protocol";

export function pictusChips(options: RoomOptions): string[] {
  const o = withDefaults(options as PictusRoomOptions);
  const chips = [t(`pictus.option.voters.${o.voters}`), t("pictus.option.hand", { n: o.hand_size })];
  chips.push(t("pictus.option.target", { n: o.target }));
  if (o.extra_card) chips.push(t("pictus.option.extraCard"));
  if (o.captions) chips.push(t("pictus.option.captions"));
  if (o.own_deck) chips.push(t("pictus.option.ownDeck", { n: o.own_cards }));
  chips.push(t(`pictus.option.language.${o.language}`));
  return chips;
}
