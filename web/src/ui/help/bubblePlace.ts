// Where a term's bubble (./Term.tsx) stands: centred over its word, slid sideways to stay on the screen (a word
// near a phone's edge), and under the word when there is no room above it (the sticky header, the screen's top).

/** Kept free between the bubble and the screen's edges or the header. */
export const MARGIN = 8;
/** Between the word and its bubble (styles.css, .term-bubble). */
export const GAP = 6;

export interface BubblePlace {
  /** Pixels to slide the bubble right (negative: left) from centred over its word. */
  shift: number;
  below: boolean;
}

export function bubblePlace(
  word: { left: number; top: number; width: number },
  bubble: { width: number; height: number },
  screen: { width: number; top: number },
): BubblePlace {
  const left = word.left + word.width / 2 - bubble.width / 2;
  let shift = 0;
  if (left < MARGIN) shift = MARGIN - left;
  else if (left + bubble.width > screen.width - MARGIN) shift = screen.width - MARGIN - (left + bubble.width);
  return { shift: Math.round(shift), below: word.top - GAP - bubble.height < screen.top + MARGIN };
}
