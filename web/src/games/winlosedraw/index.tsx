// Win, Lose or Draw (team play for 4 to 12, gameboard play for 3 to 6): one player sketches a secret item, the
// others race to guess it. This is the game's entry in the registry (../index.ts): everything the shared client
// knows of it.
import type { GameModule } from "../types";
import { WlodCreate } from "./CreateForm";
import { WlodHero, WlodPicture } from "./Hero";
import { wlodHelp } from "./help";
import { en } from "./i18n/en";
import { fr } from "./i18n/fr";
import { wlodAttention, wlodMoments, wlodReminders } from "./moments";
import { wlodChips } from "./optionChips";
import { WlodOptionsEditor } from "./OptionsEditor";
import type { WlodAction, WlodView } from "./protocol";
import { WlodRecord } from "./RecordPage";
import { QUIET_REFUSALS } from "./refusals";
import { wlodStartBlocker } from "./startBlocker";
import { WlodScreen } from "./WlodScreen";
import "./shell.css";

export const winLoseOrDraw: GameModule<WlodView, WlodAction, typeof en> = {
  name: "win-lose-or-draw",
  title: "games.winlosedraw",
  blurb: "games.winlosedraw.blurb",
  messages: { en, fr },
  Picture: WlodPicture,
  Hero: WlodHero,
  CreateForm: WlodCreate,
  optionChips: wlodChips,
  OptionsEditor: WlodOptionsEditor,
  startBlocker: wlodStartBlocker,
  bots: false,
  help: wlodHelp,
  Screen: WlodScreen,
  Record: WlodRecord,
  moments: wlodMoments,
  attention: wlodAttention,
  reminders: wlodReminders,
  // No `drawing`: the view's drawing block says who may draw (the sketcher) and the epoch (the turn).
  quietRefusals: QUIET_REFUSALS,
};
