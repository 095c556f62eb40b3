// How the drawing desk lays out the players' cards: pure, so that it is tested without a browser.
import type { PlayerView } from "./protocol";

/** The viewer's own card first (status and pile only), then the others in seat order. */
export function deskOrder(players: readonly PlayerView[], seat: number | null): PlayerView[] {
  return [...players].sort((a, b) => Number(b.seat === seat) - Number(a.seat === seat));
}

/** The others' thumbnails share their column's height: one abreast up to three others, two abreast beyond, so
 * that each stays large enough to read. */
export function othersGrid(others: number): { cols: number; rows: number } {
  const cols = others > 3 ? 2 : 1;
  return { cols, rows: Math.max(1, Math.ceil(others / cols)) };
}

/** Which cards of a sideways strip are in view: `cards` are their [left, width] along the strip, `from` and
 * `width` the part of the strip shown. A card counts once at least half of it shows, so that the strip's dots
 * light the cards one can actually see. */
export function cardsInView(cards: readonly (readonly [number, number])[], from: number, width: number): boolean[] {
  return cards.map(([left, size]) => {
    const shown = Math.min(left + size, from + width) - Math.max(left, from);
    return size > 0 && shown >= size / 2;
  });
}
