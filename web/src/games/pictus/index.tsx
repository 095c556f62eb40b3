// Pictus (3 to 8 players): a narrator gives a clue for one of their pictures, the others slip in a picture of theirs
// that fits it, and everyone tries to find the narrator's. This is the game's entry in the registry (../index.ts):
// what the shared client knows of it at once, and where the rest of it comes from.
import type { en } from "./i18n/en";
import type { GameEntry } from "../types";
import { pictusAbout } from "./about";
import type { titles } from "./i18n/titles";
import type { PictusAction, PictusView } from "./protocol";

export const pictus: GameEntry<PictusView, PictusAction, typeof en, typeof titles.en> = {
  ...pictusAbout,
  loadFront: () => import("./front").then((module) => module.pictusFront),
  loadPlay: () => import("./screens").then((module) => module.pictusPlay),
  loadMessages: {
    en: () => import("./i18n/en").then((module) => module.en),
    fr: () => import("./i18n/fr").then((module) => module.fr),
  },
};
