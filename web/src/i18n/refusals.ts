// A game's refusals in words: each game lists the codes it words and their keys (its `refusals.ts`) and makes its
// `refusalKey` here, so that a code the game does not list, or a name every object has (`toString`), has none.
import type { MessageKey } from "./index";

/** The lookup of a game's refusal words: the key for a code of `words`, or null for a code it does not list. */
export function refusalLookup<Code extends string>(
  words: Readonly<Record<Code, MessageKey>>,
): (code: string) => MessageKey | null {
  return (code) => (Object.hasOwn(words, code) ? words[code as Code] : null);
}
