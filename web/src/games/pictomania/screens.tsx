// Pictomania: the play, the game's screen, its record page and the moments of its views. Its own chunk of the built
// client (./index.tsx), fetched for a room or a finished game's page.
import type { GamePlay } from "../types";
import { pictomaniaAttention, pictomaniaMoments } from "./moments";
import { PictomaniaScreen } from "./PictomaniaScreen";
import { PictomaniaRecord } from "./RecordPage";
import type { PictomaniaView } from "./protocol";
import "./screen.css";

export const pictomaniaPlay: GamePlay<PictomaniaView> = {
  Screen: PictomaniaScreen,
  Record: PictomaniaRecord,
  moments: pictomaniaMoments,
  attention: pictomaniaAttention,
};
