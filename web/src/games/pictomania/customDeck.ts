// A deck the host brings on the home page or in the lobby: Pictomania's limits and words around the shared
// pasted-text helpers (../../ui/forms/pastedText.ts); the checks themselves are the server's (docs/decks.md).
import { lineProblems, lineRange, MAX_PASTED_BYTES, pastedOption, utf8Bytes } from "../../ui/forms/pastedText";
import type { DeckProblem } from "./protocol";

export { lineRange };
export const MAX_CUSTOM_DECK_BYTES = MAX_PASTED_BYTES;
export const deckBytes = utf8Bytes;
export const customDeckOption = pastedOption;
/** The problems of a `bad_deck` error body, whole-deck problems first, then by line. */
export const deckProblems: (params: Record<string, unknown>) => DeckProblem[] = lineProblems;

/** A deck brought in the lobby travels in one WebSocket frame, which the server takes up to 16 KiB (docs/limits.md):
 * this leaves room for the frame around it. A larger deck is brought by creating a room over HTTP. */
export const MAX_LOBBY_DECK_BYTES = 15_000;

export type Translate = (key: "home.deck.problemLine" | "home.deck.problemDeck", params: Record<string, string | number>) => string;

/** "line 4: clue 'a' also at line 1", or for line 0 the whole-deck wording. */
export function formatDeckProblem(problem: DeckProblem, translate: Translate): string {
  return problem.line > 0
    ? translate("home.deck.problemLine", { n: problem.line, message: problem.message })
    : translate("home.deck.problemDeck", { message: problem.message });
}
