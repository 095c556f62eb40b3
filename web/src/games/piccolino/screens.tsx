// Piccolino: the room and the play, the lobby's parts (the options in words and their editor, computer players), the
// game's screen, its record page and the moments of its views. Its own chunk of the built client (./index.tsx),
// fetched for a room or a finished game's page.
import type { GamePlay } from "../types";
import { piccolinoAttention, piccolinoMoments } from "./moments";
import { piccolinoChips } from "./optionChips";
import { PiccolinoOptionsEditor } from "./OptionsEditor";
import { PiccolinoScreen } from "./PiccolinoScreen";
import type { PiccolinoView } from "./protocol";
import { PiccolinoRecord } from "./RecordPage";

export const piccolinoPlay: GamePlay<PiccolinoView> = {
  optionChips: piccolinoChips,
  OptionsEditor: PiccolinoOptionsEditor,
  bots: true,
  Screen: PiccolinoScreen,
  Record: PiccolinoRecord,
  moments: piccolinoMoments,
  attention: piccolinoAttention,
};
