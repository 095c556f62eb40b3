// What the client knows of WinLoseOrDraw before its code has loaded: its name and picture for the home page's
// chooser, and what a room's session must know from the first frame.
import type { GameAbout } from "../types";
import { titles } from "./i18n/titles";
import { WinLoseOrDrawPicture } from "./Picture";
import type { WinLoseOrDrawView } from "./protocol";
import { QUIET_REFUSALS } from "./refusals";

export const winLoseOrDrawAbout: GameAbout<WinLoseOrDrawView, typeof titles.en> = {
  name: "win-lose-or-draw",
  title: "games.win-lose-or-draw",
  blurb: "games.win-lose-or-draw.blurb",
  titles,
  Picture: WinLoseOrDrawPicture,
  // No `drawing`: the view's drawing block says who may draw (the sketcher) and the epoch (the turn).
  quietRefusals: QUIET_REFUSALS,
};
