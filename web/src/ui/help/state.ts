// What the help needs to know across pages: which game the room page is playing (the header's help button shows
// for it), and whether this page load went through the home page, where the how-to-play was already offered.
import { signal, type ReadonlySignal } from "@preact/signals";
import type { GameView } from "../../protocol";

export interface HelpTarget {
  /** The game's name in the registry. */
  game: string;
  /** The room's view: the help opens on the rules of the phase it is in when the button is pressed. */
  view: ReadonlySignal<GameView | null>;
}

/** Set by the room page while a game is on; null elsewhere (no help button). */
export const helpTarget = signal<HelpTarget | null>(null);

let homeSeen = false;

/** The home page showed a how-to-play (folded, to be opened at will). */
export function noteHomeSeen(): void {
  homeSeen = true;
}

/** Whoever came through the home page (a host who created the room, say) was offered the how-to there already;
 * a visitor who arrived by a link was not. */
export function cameThroughHome(): boolean {
  return homeSeen;
}
