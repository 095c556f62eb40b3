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
