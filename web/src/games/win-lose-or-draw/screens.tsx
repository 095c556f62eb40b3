// Win, Lose or Draw: the room and the play, the lobby's parts (the options in words and their editor, computer
// players), the game's screen, its record page and the moments of its views. Its own chunk of the built client
// (./index.tsx), fetched for a room or a finished game's page.
import type { GamePlay } from "../types";
import { winLoseOrDrawAttention, winLoseOrDrawMoments, winLoseOrDrawReminders } from "./moments";
import { winLoseOrDrawChips } from "./optionChips";
import { WinLoseOrDrawOptionsEditor } from "./OptionsEditor";
import type { WinLoseOrDrawView } from "./protocol";
import { WinLoseOrDrawRecord } from "./RecordPage";
import { winLoseOrDrawStartBlocker } from "./startBlocker";
import { WinLoseOrDrawScreen } from "./WinLoseOrDrawScreen";

export const winLoseOrDrawPlay: GamePlay<WinLoseOrDrawView> = {
  optionChips: winLoseOrDrawChips,
  OptionsEditor: WinLoseOrDrawOptionsEditor,
  startBlocker: winLoseOrDrawStartBlocker,
  bots: true,
  botHint: "win-lose-or-draw.bots.hint",
  Screen: WinLoseOrDrawScreen,
  Record: WinLoseOrDrawRecord,
  moments: winLoseOrDrawMoments,
  attention: winLoseOrDrawAttention,
  reminders: winLoseOrDrawReminders,
};
