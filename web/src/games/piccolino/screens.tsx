// Piccolino: the play, the game's screen, its record page and the moments of its views. Its own chunk of the built
// client (./index.tsx), fetched for a room or a finished game's page.
import type { GamePlay } from "../types";
import { piccolinoAttention, piccolinoMoments } from "./moments";
import { PiccolinoScreen } from "./PiccolinoScreen";
import { PiccolinoRecord } from "./RecordPage";
import type { PiccolinoView } from "./protocol";

export const piccolinoPlay: GamePlay<PiccolinoView> = {
  Screen: PiccolinoScreen,
  Record: PiccolinoRecord,
  moments: piccolinoMoments,
  attention: piccolinoAttention,
};
