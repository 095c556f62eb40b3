// A host's own list of things to sketch (docs/items.md, "A host's own list"): what the create form sends, and the
// server's refusal in the interface's words. Pure, so that it is tested without a page; the checks themselves are
// the server's (src/parlour/content/custom_items.py).
import {
  lineCount,
  lineProblems,
  MAX_PASTED_BYTES,
  pastedOption,
  textOfFile,
  utf8Bytes,
} from "../../ui/forms/pastedText";
import type { MessageKey, Params } from "../../i18n";
import type { RoomOptions } from "../../protocol";
import type { WinLoseOrDrawOptions } from "./protocol";

/** How the list's field (the shared PastedTextField) reads an uploaded file. */
export { lineCount, textOfFile };

/** The server takes a list of up to this many bytes of UTF-8 (`items_too_large` beyond): the limit a brought
 * Pictomania deck has, PARLOUR_MAX_DECK_BYTES. */
export const MAX_LIST_BYTES = MAX_PASTED_BYTES;
/** The server refuses a list of fewer items (custom_items.py's MIN_CUSTOM_ITEMS). */
export const MIN_LIST_ITEMS = 5;

/** What the create form sends: the options and, when the host brought one, their list. */
export type WinLoseOrDrawCreateOptions = WinLoseOrDrawOptions & { custom_items?: string };

/** One problem the server found: its line in the list (0 for the whole list) and its message (English). */
export interface ListProblem {
  line: number;
  message: string;
}

/** The `custom_items` option for what the textarea holds: nothing when it is blank. Not trimmed, so that the
 * line numbers the server reports are the textarea's own. */
export const customItemsOption: (text: string) => string | undefined = pastedOption;

/** The list's size as the server counts it. */
export const listBytes: (text: string) => number = utf8Bytes;

/** The problems of a `bad_items` body, whole-list ones first, then by line. */
export const listProblems: (params: Record<string, unknown>) => ListProblem[] = lineProblems;

/** How many lines of the text look like items (neither blank, nor a # comment, nor a [heading]): a count for the
 * host while they type, before the server has read the list. */
export function countItems(text: string): number {
  let n = 0;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line && !line.startsWith("#") && !(line.startsWith("[") && line.endsWith("]"))) n += 1;
  }
  return n;
}

/** A room's list when it is the host's own: how many items it holds; null for the shipped items. */
export function ownListSize(options: RoomOptions): number | null {
  if (options.custom !== true) return null;
  return typeof options.items === "number" ? options.items : 0;
}

/** A refusal's message in the interface's words. */
export interface Wording {
  key: MessageKey;
  params?: Params;
}

// The messages of custom_items.py and items.py's parse_line and check_unique, as they are sent, each with the key
// that words it; a named group is a parameter of that key. A value the server quotes is Python's repr of it: in
// single quotes, or in double quotes when it holds a single one.
const QUOTED = String.raw`(?<quote>['"])(?<text>.*)\k<quote>`;
const WORDINGS: readonly (readonly [RegExp, MessageKey])[] = [
  [new RegExp(`^${QUOTED} has a digit: spell numbers out$`), "win-lose-or-draw.list.why.digit"],
  [new RegExp(String.raw`^${QUOTED} should be (?<min>\d+) to (?<max>\d+) characters$`), "win-lose-or-draw.list.why.length"],
  [new RegExp(String.raw`^${QUOTED} is already at line (?<n>\d+)$`), "win-lose-or-draw.list.why.twice"],
  [/^unknown category (?<heading>.*): use one of /, "win-lose-or-draw.list.why.heading"],
  [/^an item before any category heading/, "win-lose-or-draw.list.why.noHeading"],
  [/^a list needs (?<min>\d+) items at least, it has (?<n>\d+)$/, "win-lose-or-draw.list.why.few"],
  [/^only books have an author \(after @\)$/, "win-lose-or-draw.list.why.authorNotBook"],
  [/^the author after @ is empty$/, "win-lose-or-draw.list.why.authorEmpty"],
  [/^more than one @$/, "win-lose-or-draw.list.why.twoAuthors"],
  [/^other answers go before the @, not after the author$/, "win-lose-or-draw.list.why.answersAfterAuthor"],
  [/^no text to sketch$/, "win-lose-or-draw.list.why.noText"],
];

/** The message in words of the interface, or null for one this client does not know (shown as the server wrote
 * it). */
export function wordingOf(message: string): Wording | null {
  for (const [pattern, key] of WORDINGS) {
    const match = message.match(pattern);
    if (!match) continue;
    const params: Params = { ...match.groups };
    delete params.quote;
    // repr escapes the quote it is written in (and backslashes): show the value as the host typed it.
    if (match.groups?.text !== undefined) params.text = match.groups.text.replace(/\\(['"\\])/g, "$1");
    return { key, params };
  }
  return null;
}

export type Translate = (key: MessageKey, params?: Params) => string;

/** "Line 3: “Ocean's 11” has a digit…", or for line 0 the whole list's wording. */
export function problemText(problem: ListProblem, translate: Translate): string {
  const wording = wordingOf(problem.message);
  const message = wording ? translate(wording.key, wording.params) : problem.message;
  return problem.line > 0
    ? translate("win-lose-or-draw.list.problemLine", { n: problem.line, message })
    : translate("win-lose-or-draw.list.problemWhole", { message });
}
