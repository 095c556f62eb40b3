// Pictus: what comes before play, the home page's introduction and create form, the lobby's options, the how-to-play
// and every string of the game. Its own chunk of the built client (./index.tsx).
import type { GameFront } from "../types";
import { PictusCreate } from "./CreateForm";
import { pictusHelp } from "./help";
import { PictusHero } from "./Hero";
import { en, fr } from "./i18n";
import { pictusChips } from "./optionChips";
import { PictusOptionsEditor } from "./OptionsEditor";
import "./shell.css";
import { pictusStartBlocker } from "./startBlocker";
import type { PictusAction, PictusView } from "./protocol";

export const pictusFront: GameFront<PictusView, PictusAction, typeof en> = {
  messages: { en, fr },
  Hero: PictusHero,
  CreateForm: PictusCreate,
  optionChips: pictusChips,
  OptionsEditor: PictusOptionsEditor,
  startBlocker: pictusStartBlocker,
  bots: true,
  botHint: "pictus.bots.hint",
  help: pictusHelp,
};
