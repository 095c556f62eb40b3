// Text a host pastes or uploads when making a room (a deck, a list of things to sketch): its size as the
// server counts it, what is sent, a file read as the box holds it, the server's problems by line, and selecting a
// line. The field itself is PastedTextField.tsx. Pure, so it is tested
// without a page; the checks themselves are the server's.

/** The server refuses a pasted text longer than this many bytes of UTF-8 (PARLOUR_MAX_DECK_BYTES). */
export const MAX_PASTED_BYTES = 200_000;
/** A file larger than this is surely not such a text: it is not read at all. */
export const MAX_PASTED_FILE_BYTES = 1_000_000;

/** One problem the server found: its 1-based line, or 0 for the text as a whole. */
export interface LineProblem {
  line: number;
  message: string;
}

/** The size as the server counts it: bytes of UTF-8, so an accented letter counts two. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The option's value for what the textarea holds: nothing when it is blank. The text goes as it is, not
 * trimmed, so that the line numbers the server reports are the textarea's own. */
export function pastedOption(text: string): string | undefined {
  return text.trim() === "" ? undefined : text;
}

/** The problems of a refusal's body (`{"code": ..., "problems": [{line, message}]}`), whole-text problems (line 0)
 * first, then by line; anything malformed in the body is left out. */
export function lineProblems(params: Record<string, unknown>): LineProblem[] {
  const raw = params.problems;
  if (!Array.isArray(raw)) return [];
  const problems: LineProblem[] = [];
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

/** A file as a textarea holds it: no byte order mark, "\n" line breaks (so lines count as the server counts them). */
export function textOfFile(content: string): string {
  return content.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
}

/** How many lines a file's text has, as an editor counts them (a last line break starts no line). */
export function lineCount(text: string): number {
  return text === "" ? 0 : text.replace(/\n$/, "").split("\n").length;
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
