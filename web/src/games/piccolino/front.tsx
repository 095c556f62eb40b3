// Piccolino: what comes before play, the home page's introduction and create form, the lobby's options, and the
// how-to-play. Its own chunk of the built client (./index.tsx).
import type { GameFront } from "../types";
import { PiccolinoCreate } from "./CreateForm";
import { piccolinoHelp } from "./help";
import { PiccolinoHero } from "./Hero";
import { piccolinoChips } from "./optionChips";
import { PiccolinoOptionsEditor } from "./OptionsEditor";
import "./piccolino.css";
import type { PiccolinoAction, PiccolinoView } from "./protocol";

export const piccolinoFront: GameFront<PiccolinoView, PiccolinoAction> = {
  Hero: PiccolinoHero,
  CreateForm: PiccolinoCreate,
  optionChips: piccolinoChips,
  OptionsEditor: PiccolinoOptionsEditor,
  bots: true,
  help: piccolinoHelp,
};
