// Win, Lose or Draw's room options in words, for the lobby's chips (the lobby's heading names the game).
import { t } from "../../i18n";
import type { RoomOptions } from "../../protocol";
import { TARGET_DEFAULT, TURN_SECONDS_DEFAULT, type WlodRoomOptions } from "./protocol";
import { ownListSize } from "./customItems";

export function wlodChips(options: RoomOptions): string[] {
  const o = options as WlodRoomOptions;
  const mode = o.mode ?? "teams";
  const chips = [t(mode === "teams" ? "wlod.option.teams" : "wlod.option.board")];
  chips.push(t("wlod.option.seconds", { n: o.turn_seconds ?? TURN_SECONDS_DEFAULT }));
  if (mode === "teams") {
    const target = o.target ?? TARGET_DEFAULT;
    chips.push(target === 1 ? t("wlod.option.targetOne") : t("wlod.option.target", { n: target }));
  }
  chips.push(t(`wlod.option.language.${o.language ?? "en"}`));
  const ownList = ownListSize(options);
  if (ownList !== null) chips.push(t("wlod.option.ownList", { n: ownList }));
  return chips;
}
