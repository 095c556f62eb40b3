// Win, Lose or Draw: the play, the game's screen, its record page and the moments of its views. Its own chunk of the
// built client (./index.tsx), fetched for a room or a finished game's page.
import type { GamePlay } from "../types";
import { winLoseOrDrawAttention, winLoseOrDrawMoments, winLoseOrDrawReminders } from "./moments";
import { WinLoseOrDrawRecord } from "./RecordPage";
import { WinLoseOrDrawScreen } from "./WinLoseOrDrawScreen";
import type { WinLoseOrDrawView } from "./protocol";

export const winLoseOrDrawPlay: GamePlay<WinLoseOrDrawView> = {
  Screen: WinLoseOrDrawScreen,
  Record: WinLoseOrDrawRecord,
  moments: winLoseOrDrawMoments,
  attention: winLoseOrDrawAttention,
  reminders: winLoseOrDrawReminders,
};
