// What the client knows of Piccolino before its code has loaded: its name and picture for the home page's
// chooser, and what a room's session must know from the first frame.
import type { GameAbout } from "../types";
import { titles } from "./i18n/titles";
import { PiccolinoPicture } from "./Picture";
import type { PiccolinoView } from "./protocol";

export const piccolinoAbout: GameAbout<PiccolinoView, typeof titles.en> = {
  name: "piccolino",
  title: "games.piccolino",
  blurb: "games.piccolino.blurb",
  titles,
  Picture: PiccolinoPicture,
  // A flip as the bell rang, or as the turn passed: the next view shows it.
  // `too_late` is worded by the table itself (useTooLate): it costs nothing, so it is no error.
  quietRefusals: ["bell_ringing", "not_your_turn", "too_late"],
};
