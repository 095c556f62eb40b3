// What the client knows of Pictus before its code has loaded: its name and picture for the home page's
// chooser, and what a room's session must know from the first frame.
import type { GameAbout } from "../types";
import { titles } from "./i18n/titles";
import { PictusPicture } from "./Picture";
import type { PictusView } from "./protocol";
import { QUIET_REFUSALS } from "./refusals";

export const pictusAbout: GameAbout<PictusView, typeof titles.en> = {
  name: "pictus",
  title: "games.pictus",
  blurb: "games.pictus.blurb",
  titles,
  Picture: PictusPicture,
  // No `drawing`: the view's drawing block says who may draw (the narrator in the clue phase, everyone drawing
  // their own deck) and the epoch (the round).
  quietRefusals: QUIET_REFUSALS,
};
