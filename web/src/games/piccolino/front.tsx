// Piccolino: what comes before play, the home page's introduction and create form, and the how-to-play (the lobby's
// too). Its own chunk of the built client (./index.tsx).
import type { GameFront } from "../types";
import { PiccolinoCreate } from "./CreateForm";
import { piccolinoHelp } from "./help";
import { PiccolinoHero } from "./Hero";
import "./piccolino.css";
import type { PiccolinoAction, PiccolinoView } from "./protocol";

export const piccolinoFront: GameFront<PiccolinoView, PiccolinoAction> = {
  Hero: PiccolinoHero,
  CreateForm: PiccolinoCreate,
  help: piccolinoHelp,
};
