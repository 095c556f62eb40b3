// Pictus's English strings, merged into the interface's (src/i18n/) when the game's part before play loads. Each
// part (shell, the play screen, the record page) keeps its own file; ./fr.ts is the French, key for key.
import { recordEn } from "./record.en";
import { screenEn } from "./screen.en";
import { shellEn } from "./shell.en";

export const en = { ...shellEn, ...screenEn, ...recordEn } as const;
