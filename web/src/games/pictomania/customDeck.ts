// A deck the host brings on the home page: what is sent, and how the server's refusal is shown. Pure, so that it
// is tested without a browser; the checks themselves are the server's (docs/decks.md).
import type { DeckProblem } from "./protocol";

/** The server refuses a brought deck longer than this many bytes of UTF-8 (`deck_too_large`). */
export const MAX_CUSTOM_DECK_BYTES = 200_000;
/** A deck brought in the lobby travels in one WebSocket frame, which the server takes up to 16 KiB (docs/limits.md):
 * this leaves room for the frame around it. A larger deck is brought by creating a room over HTTP. */
export const MAX_LOBBY_DECK_BYTES = 15_000;

/** The deck's size as the server counts it: bytes of UTF-8, so an accented letter counts two. */
export function deckBytes(text: string): number {
  return new TextEncoder().encode(text).length;
}
/** A file larger than this is surely not a deck: it is not read at all. */
export const MAX_DECK_FILE_BYTES = 1_000_000;

/** The `custom_deck` option for what the textarea holds: nothing when it is blank. The text goes as it is, not
 * trimmed, so that the line numbers the server reports are the textarea's own. */
export function customDeckOption(text: string): string | undefined {
  return text.trim() === "" ? undefined : text;
}

/** The problems of a `bad_deck` error body (`{"code": "bad_deck", "problems": [{line, message}]}`), whole-deck
 * problems (line 0) first, then by line; anything malformed in the body is left out. */
export function deckProblems(params: Record<string, unknown>): DeckProblem[] {
  const raw = params.problems;
  if (!Array.isArray(raw)) return [];
  const problems: DeckProblem[] = [];
  for (const item of raw) {
    if (item === null || typeof item !== "object") continue;
    const { line, message } = item as { line?: unknown; message?: unknown };
    if (typeof message !== "string" || message.trim() === "") continue;
    const n = typeof line === "number" && Number.isInteger(line) && line > 0 ? line : 0;
    problems.push({ line: n, message: message.trim() });
  }
  // Array.prototype.sort is stable: problems on one line keep the server's order.
  return problems.sort((a, b) => a.line - b.line);
}

export type Translate = (key: "home.deck.problemLine" | "home.deck.problemDeck", params: Record<string, string | number>) => string;

/** "line 4: clue 'a' also at line 1", or for line 0 the whole-deck wording. */
export function formatDeckProblem(problem: DeckProblem, translate: Translate): string {
  return problem.line > 0
    ? translate("home.deck.problemLine", { n: problem.line, message: problem.message })
    : translate("home.deck.problemDeck", { message: problem.message });
}

/** Where 1-based line `line` of `text` starts and ends (without its line break), to select it; null when the
 * text has no such line. */
export function lineRange(text: string, line: number): [number, number] | null {
  if (!Number.isInteger(line) || line < 1) return null;
  let start = 0;
  for (let current = 1; current < line; current++) {
    const next = text.indexOf("\n", start);
    if (next === -1) return null;
    start = next + 1;
  }
  let end = text.indexOf("\n", start);
  if (end === -1) end = text.length;
  if (end > start && text[end - 1] === "\r") end -= 1;
  return [start, end];
}
