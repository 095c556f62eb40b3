// Pictomania: what comes before play, the home page's introduction and create form, and the how-to-play (the lobby's
// too). Its own chunk of the built client (./index.tsx).
import type { GameFront } from "../types";
import { PictomaniaCreate } from "./CreateForm";
import { pictomaniaHelp } from "./help";
import { PictomaniaHero } from "./Hero";
import "./pictomania.css";
import type { PictomaniaAction, PictomaniaView } from "./protocol";

export const pictomaniaFront: GameFront<PictomaniaView, PictomaniaAction> = {
  Hero: PictomaniaHero,
  CreateForm: PictomaniaCreate,
  help: pictomaniaHelp,
};
