// The game's small picture on the home page's chooser, shown before the game's code (and its strings) has loaded.
import { ClownCard } from "./ClownCard";
import "./picture.css";

/** The game's picture on the home page's chooser: a happy blue clown. */
export function PiccolinoPicture() {
  return <ClownCard card={{ colour: "blue", happy: true }} decorative />;
}
