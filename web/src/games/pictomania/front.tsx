// Pictomania: what comes before play, the home page's introduction and create form, the lobby's options, and the
// how-to-play. Its own chunk of the built client (./index.tsx).
import type { GameFront } from "../types";
import type { Room } from "../../protocol";
import { PictomaniaCreate } from "./CreateForm";
import { pictomaniaHelp } from "./help";
import { PictomaniaHero } from "./Hero";
import { pictomaniaChips } from "./optionChips";
import { PictomaniaOptionsEditor } from "./OptionsEditor";
import "./pictomania.css";
import type { PictomaniaAction, PictomaniaRoomOptions, PictomaniaView } from "./protocol";

/** The 3-player variant needs exactly three players. */
function startBlocker(room: Room) {
  const { three_player_bonus } = room.options as PictomaniaRoomOptions;
  return three_player_bonus && room.seats.length !== 3 ? ("room.threeNeeded" as const) : null;
}

export const pictomaniaFront: GameFront<PictomaniaView, PictomaniaAction> = {
  Hero: PictomaniaHero,
  CreateForm: PictomaniaCreate,
  optionChips: pictomaniaChips,
  OptionsEditor: PictomaniaOptionsEditor,
  startBlocker,
  bots: true,
  botHint: "pm.bots.hint",
  help: pictomaniaHelp,
};
