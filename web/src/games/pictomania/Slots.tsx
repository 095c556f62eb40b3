// A translated sentence with words that are components (a Term, an icon) in it: the translation keeps the
// whole sentence, word order included, and marks where each component goes with {name}.
import type { ComponentChildren } from "preact";
import { Fragment } from "preact";
import type { MessageKey } from "../../i18n";
import { Term } from "../../ui/help/Term";

export type Piece = string | { slot: string };

/** The text cut at each {name} among `names`; any other {…} stays as text. */
export function splitSlots(text: string, names: readonly string[]): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    const name = match[1] ?? "";
    if (!names.includes(name)) continue;
    if (match.index > last) pieces.push(text.slice(last, match.index));
    pieces.push({ slot: name });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}

export function Slots({ text, slots }: { text: string; slots: Record<string, ComponentChildren> }) {
  return (
    <>
      {splitSlots(text, Object.keys(slots)).map((piece, i) => (
        <Fragment key={i}>{typeof piece === "string" ? piece : slots[piece.slot]}</Fragment>
      ))}
    </>
  );
}

/** A scoring word: explained where it first appears on a screen, plain text after that, so that a screen full
 * of guesses does not become a screen full of buttons saying the same thing. */
export function Word({ explain, on, testid, children }: { explain: MessageKey; on: boolean; testid?: string; children: ComponentChildren }) {
  return on ? (
    <Term explain={explain} testid={testid}>
      {children}
    </Term>
  ) : (
    <>{children}</>
  );
}
