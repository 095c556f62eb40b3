// Piccolino's room options in words, for the lobby's chips.
import { t } from "../../i18n";
import { FLIP_SECONDS_DEFAULT, type RoomOptions } from "../../protocol";

export function piccolinoChips(o: RoomOptions): string[] {
  return [t("games.piccolino"), t("room.option.flipSeconds", { n: o.flip_seconds ?? FLIP_SECONDS_DEFAULT })];
}
