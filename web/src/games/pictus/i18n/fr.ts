// Pictus's French strings: exactly the English keys (./en.ts), the type says so.
import type { en } from "./en";
import { recordFr } from "./record.fr";
import { screenFr } from "./screen.fr";
import { shellFr } from "./shell.fr";

export const fr: { readonly [K in keyof typeof en]: string } = { ...shellFr, ...screenFr, ...recordFr };
