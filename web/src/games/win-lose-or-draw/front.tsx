// Win, Lose or Draw: what comes before play, the home page's introduction and create form, the lobby's options, and
// the how-to-play. Its own chunk of the built client (./index.tsx).
import type { GameFront } from "../types";
import { WinLoseOrDrawCreate } from "./CreateForm";
import { winLoseOrDrawHelp } from "./help";
import { WinLoseOrDrawHero } from "./Hero";
import { winLoseOrDrawChips } from "./optionChips";
import { WinLoseOrDrawOptionsEditor } from "./OptionsEditor";
import "./shell.css";
import { winLoseOrDrawStartBlocker } from "./startBlocker";
import type { WinLoseOrDrawAction, WinLoseOrDrawView } from "./protocol";

export const winLoseOrDrawFront: GameFront<WinLoseOrDrawView, WinLoseOrDrawAction> = {
  Hero: WinLoseOrDrawHero,
  CreateForm: WinLoseOrDrawCreate,
  optionChips: winLoseOrDrawChips,
  OptionsEditor: WinLoseOrDrawOptionsEditor,
  startBlocker: winLoseOrDrawStartBlocker,
  bots: true,
  botHint: "win-lose-or-draw.bots.hint",
  help: winLoseOrDrawHelp,
};
