// Win, Lose or Draw (team play for 4 to 12, gameboard play for 3 to 6): one player sketches a secret item, the
// others race to guess it. This is the game's entry in the registry (../index.ts): everything the shared client
// knows of it.
import type { GameModule } from "../types";
import { WinLoseOrDrawCreate } from "./CreateForm";
import { WinLoseOrDrawHero, WinLoseOrDrawPicture } from "./Hero";
import { winLoseOrDrawHelp } from "./help";
import { en } from "./i18n/en";
import { fr } from "./i18n/fr";
import { winLoseOrDrawAttention, winLoseOrDrawMoments, winLoseOrDrawReminders } from "./moments";
import { winLoseOrDrawChips } from "./optionChips";
import { WinLoseOrDrawOptionsEditor } from "./OptionsEditor";
import type { WinLoseOrDrawAction, WinLoseOrDrawView } from "./protocol";
import { WinLoseOrDrawRecord } from "./RecordPage";
import { QUIET_REFUSALS } from "./refusals";
import { winLoseOrDrawStartBlocker } from "./startBlocker";
import { WinLoseOrDrawScreen } from "./WinLoseOrDrawScreen";
import "./shell.css";

export const winLoseOrDraw: GameModule<WinLoseOrDrawView, WinLoseOrDrawAction, typeof en> = {
  name: "win-lose-or-draw",
  title: "games.win-lose-or-draw",
  blurb: "games.win-lose-or-draw.blurb",
  messages: { en, fr },
  Picture: WinLoseOrDrawPicture,
  Hero: WinLoseOrDrawHero,
  CreateForm: WinLoseOrDrawCreate,
  optionChips: winLoseOrDrawChips,
  OptionsEditor: WinLoseOrDrawOptionsEditor,
  startBlocker: winLoseOrDrawStartBlocker,
  bots: true,
  botHint: "win-lose-or-draw.bots.hint",
  help: winLoseOrDrawHelp,
  Screen: WinLoseOrDrawScreen,
  Record: WinLoseOrDrawRecord,
  moments: winLoseOrDrawMoments,
  attention: winLoseOrDrawAttention,
  reminders: winLoseOrDrawReminders,
  // No `drawing`: the view's drawing block says who may draw (the sketcher) and the epoch (the turn).
  quietRefusals: QUIET_REFUSALS,
};
