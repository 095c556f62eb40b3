// Each game's user interface, found by its name (`room.game`, `view.game`): the screen for its view, the
// chips that show its options in the lobby, and whether it has computer players.
import type { GameView, Room } from "../protocol";
import { GameScreen } from "./game/GameScreen";
import { pictomaniaChips } from "./lobby/optionChips";
import { piccolinoChips } from "./piccolino/optionChips";
import { PiccolinoScreen } from "./piccolino/PiccolinoScreen";

export function GameScreenFor({ view }: { view: GameView }) {
  return view.game === "piccolino" ? <PiccolinoScreen view={view} /> : <GameScreen view={view} />;
}

export function optionChips(room: Room): string[] {
  return room.game === "piccolino" ? piccolinoChips(room.options) : pictomaniaChips(room.options);
}

/** Games whose lobby offers computer players (`add_bot`). */
export function hasBots(game: string): boolean {
  return game === "piccolino";
}
