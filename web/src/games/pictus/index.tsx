// Pictus (3 to 8 players): a narrator gives a clue for one of their pictures, the others slip in a picture of
// theirs that fits it, and everyone tries to find the narrator's. This is the game's entry in the registry
// (../index.ts): everything the shared client knows of it.
import type { GameModule } from "../types";
import { PictusCreate } from "./CreateForm";
import { PictusHero, PictusPicture } from "./Hero";
import { pictusHelp } from "./help";
import { en, fr } from "./i18n";
import { pictusAttention, pictusMoments } from "./moments";
import { pictusChips } from "./optionChips";
import { PictusOptionsEditor } from "./OptionsEditor";
import type { PictusAction, PictusView } from "./protocol";
import { PictusRecord } from "./RecordPage";
import { QUIET_REFUSALS } from "./refusals";
import { PictusScreen } from "./PictusScreen";
import { pictusStartBlocker } from "./startBlocker";
import "./shell.css";

export const pictus: GameModule<PictusView, PictusAction, typeof en> = {
  name: "pictus",
  title: "games.pictus",
  blurb: "games.pictus.blurb",
  messages: { en, fr },
  Picture: PictusPicture,
  Hero: PictusHero,
  CreateForm: PictusCreate,
  optionChips: pictusChips,
  OptionsEditor: PictusOptionsEditor,
  startBlocker: pictusStartBlocker,
  bots: true,
  botHint: "pictus.bots.hint",
  help: pictusHelp,
  Screen: PictusScreen,
  Record: PictusRecord,
  moments: pictusMoments,
  attention: pictusAttention,
  // No `drawing`: the view's drawing block says who may draw (the narrator in the clue phase, everyone drawing
  // their own deck) and the epoch (the round).
  quietRefusals: QUIET_REFUSALS,
};
