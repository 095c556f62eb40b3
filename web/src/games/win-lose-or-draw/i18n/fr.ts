// Textes français de Win, Lose or Draw : les quatre parties, avec exactement les clés de ./en.ts (le type l'impose).
import type { en } from "./en";
import { boardFr } from "./board.fr";
import { recordFr } from "./record.fr";
import { screenFr } from "./screen.fr";
import { shellFr } from "./shell.fr";

export const fr: { readonly [K in keyof typeof en]: string } = {
  ...shellFr,
  ...screenFr,
  ...boardFr,
  ...recordFr,
};
