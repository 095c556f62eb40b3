// Piccolino's room options in words, for the lobby's chips (the lobby's heading names the game).
import { t } from "../../i18n";
import type { RoomOptions } from "../../protocol";
import { FLIP_SECONDS_DEFAULT, type PiccolinoRoomOptions } from "./protocol";

export function piccolinoChips(options: RoomOptions): string[] {
  const o = options as PiccolinoRoomOptions;
  return [t("room.option.flipSeconds", { n: o.flip_seconds ?? FLIP_SECONDS_DEFAULT })];
}
