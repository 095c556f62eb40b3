// Pictus's strings, merged into the interface's (src/i18n/) by the registry. Each helper of this folder keeps its
// own part (shell, the play screen, the record page) so that they never edit the same file; the French has
// exactly the English keys (the type says so).
import { recordEn, recordFr } from "./record";
import { en as screenEn, fr as screenFr } from "./screen";
import { shellEn, shellFr } from "./shell";

export const en = { ...shellEn, ...screenEn, ...recordEn } as const;

export const fr: { readonly [K in keyof typeof en]: string } = { ...shellFr, ...screenFr, ...recordFr };
