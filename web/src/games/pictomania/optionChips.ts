// Pictomania's room options in words, for the lobby's chips.
import { t } from "../../i18n";
import type { RoomOptions } from "../../protocol";
import type { PictomaniaRoomOptions } from "./protocol";

export function pictomaniaChips(options: RoomOptions): string[] {
  const o = options as PictomaniaRoomOptions;
  const chips: string[] = [];
  chips.push(o.level ? t("room.option.level", { level: t(`level.${o.level}`) }) : t("room.option.levelHost"));
  if (o.children) chips.push(t("room.option.children"));
  if (o.three_player_bonus) chips.push(t("room.option.threePlayer"));
  if (o.round_seconds) chips.push(t("room.option.seconds", { n: o.round_seconds }));
  if (o.review_seconds) chips.push(t("room.option.reviewSeconds", { n: o.review_seconds }));
  if (o.language) chips.push(t("room.option.deck", { language: t(`deck.${o.language}`) }));
  // The room does not say whether the deck was brought: its size tells a small custom deck apart anyway.
  if (typeof o.deck_size === "number") chips.push(t("room.option.deckSize", { n: o.deck_size }));
  return chips;
}
