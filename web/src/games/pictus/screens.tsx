// Pictus: the play, the game's screen, its record page and the moments of its views. Its own chunk of the built
// client (./index.tsx), fetched for a room or a finished game's page.
import type { GamePlay } from "../types";
import { pictusAttention, pictusMoments } from "./moments";
import { PictusScreen } from "./PictusScreen";
import { PictusRecord } from "./RecordPage";
import type { PictusView } from "./protocol";

export const pictusPlay: GamePlay<PictusView> = {
  Screen: PictusScreen,
  Record: PictusRecord,
  moments: pictusMoments,
  attention: pictusAttention,
};
