// Pictus: what comes before play, the home page's introduction and create form, the lobby's options, and the
// how-to-play. Its own chunk of the built client (./index.tsx).
import type { GameFront } from "../types";
import { PictusCreate } from "./CreateForm";
import { pictusHelp } from "./help";
import { PictusHero } from "./Hero";
import { pictusChips } from "./optionChips";
import { PictusOptionsEditor } from "./OptionsEditor";
import "./shell.css";
import { pictusStartBlocker } from "./startBlocker";
import type { PictusAction, PictusView } from "./protocol";

export const pictusFront: GameFront<PictusView, PictusAction> = {
  Hero: PictusHero,
  CreateForm: PictusCreate,
  optionChips: pictusChips,
  OptionsEditor: PictusOptionsEditor,
  startBlocker: pictusStartBlocker,
  bots: true,
  botHint: "pictus.bots.hint",
  help: pictusHelp,
};
