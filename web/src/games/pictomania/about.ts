// What the client knows of Pictomania before its code has loaded: its name and picture for the home page's
// chooser, and what a room's session must know from the first frame.
import type { GameAbout } from "../types";
import { titles } from "./i18n/titles";
import { PictomaniaPicture } from "./Picture";
import type { PictomaniaView } from "./protocol";

export const pictomaniaAbout: GameAbout<PictomaniaView, typeof titles.en> = {
  name: "pictomania",
  title: "games.pictomania",
  blurb: "games.pictomania.blurb",
  titles,
  Picture: PictomaniaPicture,
};
