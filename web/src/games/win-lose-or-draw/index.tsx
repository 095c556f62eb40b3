// Win, Lose or Draw (team play for 4 to 12, gameboard play for 3 to 6): one player sketches a secret item, the
// others race to guess it. This is the game's entry in the registry (../index.ts): what the shared client knows of
// it at once, and where the rest of it comes from.
import type { en } from "./i18n/en";
import type { GameEntry } from "../types";
import { winLoseOrDrawAbout } from "./about";
import type { titles } from "./i18n/titles";
import type { WinLoseOrDrawAction, WinLoseOrDrawView } from "./protocol";

export const winLoseOrDraw: GameEntry<WinLoseOrDrawView, WinLoseOrDrawAction, typeof en, typeof titles.en> = {
  ...winLoseOrDrawAbout,
  loadFront: () => import("./front").then((module) => module.winLoseOrDrawFront),
  loadPlay: () => import("./screens").then((module) => module.winLoseOrDrawPlay),
  loadMessages: {
    en: () => import("./i18n/en").then((module) => module.en),
    fr: () => import("./i18n/fr").then((module) => module.fr),
  },
};
