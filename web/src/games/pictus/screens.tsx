// Pictus: the room and the play, the lobby's parts (the options in words and their editor, computer players), the
// game's screen, its record page and the moments of its views. Its own chunk of the built client (./index.tsx),
// fetched for a room or a finished game's page.
import type { GamePlay } from "../types";
import { pictusAttention, pictusMoments } from "./moments";
import { pictusChips } from "./optionChips";
import { PictusOptionsEditor } from "./OptionsEditor";
import { PictusScreen } from "./PictusScreen";
import type { PictusView } from "./protocol";
import { PictusRecord } from "./RecordPage";
import { pictusStartBlocker } from "./startBlocker";

export const pictusPlay: GamePlay<PictusView> = {
  optionChips: pictusChips,
  OptionsEditor: PictusOptionsEditor,
  startBlocker: pictusStartBlocker,
  bots: true,
  botHint: "pictus.bots.hint",
  Screen: PictusScreen,
  Record: PictusRecord,
  moments: pictusMoments,
  attention: pictusAttention,
};
