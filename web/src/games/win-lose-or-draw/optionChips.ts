// Win, Lose or Draw's room options in words, for the lobby's chips (the lobby's heading names the game).
import { t } from "../../i18n";
import type { RoomOptions } from "../../protocol";
import { TARGET_DEFAULT, TURN_SECONDS_DEFAULT, type WinLoseOrDrawRoomOptions } from "./protocol";
import { ownListSize } from "./customItems";

export function winLoseOrDrawChips(options: RoomOptions): string[] {
  const o = options as WinLoseOrDrawRoomOptions;
  const mode = o.mode ?? "teams";
  const chips = [t(mode === "teams" ? "win-lose-or-draw.option.teams" : "win-lose-or-draw.option.board")];
  chips.push(t("win-lose-or-draw.option.seconds", { n: o.turn_seconds ?? TURN_SECONDS_DEFAULT }));
  if (mode === "teams") {
    const target = o.target ?? TARGET_DEFAULT;
    chips.push(target === 1 ? t("win-lose-or-draw.option.targetOne") : t("win-lose-or-draw.option.target", { n: target }));
  }
  chips.push(t(`win-lose-or-draw.option.language.${o.language ?? "en"}`));
  const ownList = ownListSize(options);
  if (ownList !== null) chips.push(t("win-lose-or-draw.option.ownList", { n: ownList }));
  return chips;
}
