// The game's small picture on the home page's chooser, shown before the game's code has loaded.
import { SymbolIcon } from "./SymbolIcon";

/** The game's picture on the home page's chooser: a star, as on a clue card. */
export function PictomaniaPicture() {
  return <SymbolIcon symbol={2} size={30} decorative />;
}
