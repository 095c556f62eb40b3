// Piccolino (2 to 5 players): flip clown cards and race to ring the bell on two happy clowns of one colour. This is
// the game's entry in the registry (../index.ts): what the shared client knows of it at once, and where the rest of
// it comes from.
import type { en } from "./i18n/en";
import type { GameEntry } from "../types";
import { piccolinoAbout } from "./about";
import type { titles } from "./i18n/titles";
import type { PiccolinoAction, PiccolinoView } from "./protocol";

export const piccolino: GameEntry<PiccolinoView, PiccolinoAction, typeof en, typeof titles.en> = {
  ...piccolinoAbout,
  loadFront: () => import("./front").then((module) => module.piccolinoFront),
  loadPlay: () => import("./screens").then((module) => module.piccolinoPlay),
  loadMessages: {
    en: () => import("./i18n/en").then((module) => module.en),
    fr: () => import("./i18n/fr").then((module) => module.fr),
  },
};
