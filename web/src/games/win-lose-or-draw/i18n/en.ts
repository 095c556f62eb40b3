// Win, Lose or Draw's English strings, merged into the interface's (src/i18n/) by the registry. Each helper of
// this folder keeps its own part (shell, screen, board, record) so that they never edit the same file.
import { boardEn } from "./board.en";
import { recordEn } from "./record.en";
import { screenEn } from "./screen.en";
import { shellEn } from "./shell.en";

export const en = { ...shellEn, ...screenEn, ...boardEn, ...recordEn } as const;
