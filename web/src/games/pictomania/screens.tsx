// Pictomania: the room and the play, the lobby's parts (the options in words and their editor, computer players),
// the game's screen, its record page and the moments of its views. Its own chunk of the built client (./index.tsx),
// fetched for a room or a finished game's page.
import type { Room } from "../../protocol";
import type { GamePlay } from "../types";
import { pictomaniaAttention, pictomaniaMoments } from "./moments";
import { pictomaniaChips } from "./optionChips";
import { PictomaniaOptionsEditor } from "./OptionsEditor";
import { PictomaniaScreen } from "./PictomaniaScreen";
import type { PictomaniaRoomOptions, PictomaniaView } from "./protocol";
import { PictomaniaRecord } from "./RecordPage";
import "./screen.css";

/** The 3-player variant needs exactly three players. */
function startBlocker(room: Room) {
  const { three_player_bonus } = room.options as PictomaniaRoomOptions;
  return three_player_bonus && room.seats.length !== 3 ? ("room.threeNeeded" as const) : null;
}

export const pictomaniaPlay: GamePlay<PictomaniaView> = {
  optionChips: pictomaniaChips,
  OptionsEditor: PictomaniaOptionsEditor,
  startBlocker,
  bots: true,
  botHint: "pm.bots.hint",
  Screen: PictomaniaScreen,
  Record: PictomaniaRecord,
  moments: pictomaniaMoments,
  attention: pictomaniaAttention,
};
