// Piccolino's help for people who have never played (the descriptor's `help`, shown by ../../ui/help/): a short
// how-to-play with the game's own cards and bell as pictures, and which step explains the moment a view is in.
// The words follow docs/rules/piccolino.md; the strings are the `picco.help.` keys.
import { ClockIcon, TrophyIcon } from "../../ui/Icons";
import type { GameHelp, HelpSection } from "../types";
import { BellIcon } from "./BellIcon";
import { CardBack, ClownCard } from "./ClownCard";
import type { PiccolinoView } from "./protocol";

function Arrow() {
  return (
    <svg class="help-arrow" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 12h14m-5-5 5 5-5 5" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round" />
    </svg>
  );
}

/** A red cross over what must not be done. */
function No() {
  return (
    <svg class="help-no" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="#fff" stroke="#d64545" stroke-width="2.6" />
      <path d="M5 19 19 5" stroke="#d64545" stroke-width="2.6" stroke-linecap="round" />
    </svg>
  );
}

function Row({ children }: { children: preact.ComponentChildren }) {
  return (
    <div class="help-row" aria-hidden="true">
      {children}
    </div>
  );
}

function GoalPicture() {
  return (
    <Row>
      <span class="help-stack">
        <CardBack />
        <CardBack />
        <CardBack />
      </span>
      <TrophyIcon size={30} />
    </Row>
  );
}

function FlipPicture() {
  return (
    <Row>
      <CardBack />
      <Arrow />
      <ClownCard card={{ colour: "green", happy: true }} />
    </Row>
  );
}

function RingPicture() {
  return (
    <Row>
      <ClownCard card={{ colour: "red", happy: true }} />
      <ClownCard card={{ colour: "red", happy: true }} />
      <BellIcon size={36} />
    </Row>
  );
}

/** No pair (one clown is sad), so no ring. */
function WrongPicture() {
  return (
    <Row>
      <ClownCard card={{ colour: "blue", happy: true }} />
      <ClownCard card={{ colour: "blue", happy: false }} />
      <span class="help-crossed">
        <BellIcon size={36} />
        <No />
      </span>
    </Row>
  );
}

function WinPicture() {
  return (
    <Row>
      <span class="help-stack">
        <ClownCard card={{ colour: "purple", happy: true }} />
        <ClownCard card={{ colour: "yellow", happy: true }} />
        <ClownCard card={{ colour: "orange", happy: true }} />
      </span>
      <TrophyIcon size={30} />
    </Row>
  );
}

function FairPicture() {
  return (
    <Row>
      <BellIcon size={36} />
      <ClockIcon size={30} />
    </Row>
  );
}

type SectionId = "goal" | "flip" | "ring" | "wrong" | "win" | "fair";

const SECTIONS: readonly (HelpSection & { id: SectionId })[] = [
  { id: "goal", title: "picco.help.goal.title", text: ["picco.help.goal.1"], Picture: GoalPicture },
  { id: "flip", title: "picco.help.flip.title", text: ["picco.help.flip.1", "picco.help.flip.2"], Picture: FlipPicture },
  {
    id: "ring",
    title: "picco.help.ring.title",
    text: ["picco.help.ring.1", "picco.help.ring.2", "picco.help.ring.3"],
    Picture: RingPicture,
  },
  { id: "wrong", title: "picco.help.wrong.title", text: ["picco.help.wrong.1", "picco.help.wrong.2"], Picture: WrongPicture },
  { id: "win", title: "picco.help.win.title", text: ["picco.help.win.1", "picco.help.win.2"], Picture: WinPicture },
  { id: "fair", title: "picco.help.fair.title", text: ["picco.help.fair.1"], Picture: FairPicture },
];

/** Ringing is what a newcomer needs while playing, unless they just rang wrongly or the game is over for them. */
function phaseHelp(view: PiccolinoView): SectionId {
  const me = view.players.find((p) => p.seat === view.seat);
  if (view.phase === "over" || me?.out) return "win";
  const last = view.last;
  if (last && last.kind !== "won" && last.seat === view.seat) return "wrong";
  return "ring";
}

export const piccolinoHelp: GameHelp<PiccolinoView> = { sections: SECTIONS, phaseHelp };
