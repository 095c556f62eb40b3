// Pictomania (3 to 6 players): everyone draws a secret clue at once while guessing everyone else's live
// drawing. This is the game's entry in the registry (../index.ts): everything the shared client knows of it.
import type { Room } from "../../protocol";
import type { GameModule } from "../types";
import { PictomaniaCreate } from "./CreateForm";
import { PictomaniaHero, PictomaniaPicture } from "./Hero";
import { pictomaniaHelp } from "./help";
import { en } from "./i18n/en";
import { fr } from "./i18n/fr";
import { pictomaniaAttention, pictomaniaMoments } from "./moments";
import { pictomaniaChips } from "./optionChips";
import { PictomaniaOptionsEditor } from "./OptionsEditor";
import { PictomaniaScreen } from "./PictomaniaScreen";
import type { PictomaniaAction, PictomaniaRoomOptions, PictomaniaView } from "./protocol";
import { PictomaniaRecord } from "./RecordPage";
import "./pictomania.css";

/** The 3-player variant needs exactly three players. */
function startBlocker(room: Room) {
  const { three_player_bonus } = room.options as PictomaniaRoomOptions;
  return three_player_bonus && room.seats.length !== 3 ? ("room.threeNeeded" as const) : null;
}

export const pictomania: GameModule<PictomaniaView, PictomaniaAction, typeof en> = {
  name: "pictomania",
  title: "games.pictomania",
  blurb: "games.pictomania.blurb",
  messages: { en, fr },
  Picture: PictomaniaPicture,
  Hero: PictomaniaHero,
  CreateForm: PictomaniaCreate,
  optionChips: pictomaniaChips,
  OptionsEditor: PictomaniaOptionsEditor,
  startBlocker,
  bots: true,
  botHint: "pm.bots.hint",
  help: pictomaniaHelp,
  Screen: PictomaniaScreen,
  Record: PictomaniaRecord,
  moments: pictomaniaMoments,
  attention: pictomaniaAttention,
  // No `drawing`: the view's drawing block says it all (the server's drawers are its `may_draw`, the same rule
  // as canDrawNow, and its epoch is the round number), so the session reads that, as for any game.
};
