// Pictus: what comes before play, the home page's introduction and create form, and the how-to-play (the lobby's
// too). Its own chunk of the built client (./index.tsx).
import type { GameFront } from "../types";
import { PictusCreate } from "./CreateForm";
import { pictusHelp } from "./help";
import { PictusHero } from "./Hero";
import type { PictusAction, PictusView } from "./protocol";
import "./shell.css";

export const pictusFront: GameFront<PictusView, PictusAction> = {
  Hero: PictusHero,
  CreateForm: PictusCreate,
  help: pictusHelp,
};
