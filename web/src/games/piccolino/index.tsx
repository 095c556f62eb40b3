// Piccolino (2 to 5 players): flip clown cards and race to ring the bell on two happy clowns of one colour.
// This is the game's entry in the registry (../index.ts): everything the shared client knows of it.
import type { GameModule } from "../types";
import { PiccolinoCreate } from "./CreateForm";
import { PiccolinoHero, PiccolinoPicture } from "./Hero";
import { piccolinoHelp } from "./help";
import { en } from "./i18n/en";
import { fr } from "./i18n/fr";
import { piccolinoAttention, piccolinoMoments } from "./moments";
import { piccolinoChips } from "./optionChips";
import { PiccolinoOptionsEditor } from "./OptionsEditor";
import { PiccolinoScreen } from "./PiccolinoScreen";
import type { PiccolinoAction, PiccolinoView } from "./protocol";
import { PiccolinoRecord } from "./RecordPage";
import "./piccolino.css";

export const piccolino: GameModule<PiccolinoView, PiccolinoAction, typeof en> = {
  name: "piccolino",
  title: "games.piccolino",
  blurb: "games.piccolino.blurb",
  messages: { en, fr },
  Picture: PiccolinoPicture,
  Hero: PiccolinoHero,
  CreateForm: PiccolinoCreate,
  optionChips: piccolinoChips,
  OptionsEditor: PiccolinoOptionsEditor,
  bots: true,
  help: piccolinoHelp,
  Screen: PiccolinoScreen,
  Record: PiccolinoRecord,
  moments: piccolinoMoments,
  attention: piccolinoAttention,
  // A flip as the bell rang, or as the turn passed: the next view shows it.
  // `too_late` is worded by the table itself (useTooLate): it costs nothing, so it is no error.
  quietRefusals: ["bell_ringing", "not_your_turn", "too_late"],
};
