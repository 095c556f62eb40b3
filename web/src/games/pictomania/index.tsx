// Pictomania (3 to 6 players): everyone draws a secret clue at once while guessing everyone else's live drawing.
// This is the game's entry in the registry (../index.ts): what the shared client knows of it at once, and where the
// rest of it comes from.
import type { en } from "./i18n/en";
import type { GameEntry } from "../types";
import { pictomaniaAbout } from "./about";
import type { titles } from "./i18n/titles";
import type { PictomaniaAction, PictomaniaView } from "./protocol";

export const pictomania: GameEntry<PictomaniaView, PictomaniaAction, typeof en, typeof titles.en> = {
  ...pictomaniaAbout,
  loadFront: () => import("./front").then((module) => module.pictomaniaFront),
  loadPlay: () => import("./screens").then((module) => module.pictomaniaPlay),
  loadMessages: {
    en: () => import("./i18n/en").then((module) => module.en),
    fr: () => import("./i18n/fr").then((module) => module.fr),
  },
};
