// Reading a number box of a game's options (the create form's and the lobby editor's): the box holds text, so
// that a half-typed number stays as the host typed it, and only a whole number in range is sent.

/** A whole number typed in a box, if it is one within min..max; null otherwise. */
export function wholeIn(text: string, min: number, max: number): number | null {
  const clean = text.trim();
  if (!/^\d+$/.test(clean)) return null;
  const n = Number(clean);
  return n >= min && n <= max ? n : null;
}
