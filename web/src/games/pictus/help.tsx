// Pictus's help for people who have never played (the descriptor's `help`, shown by ../../ui/help/): the narrator,
// the clue, handing in, the secret vote, the scoring with a worked example, the end, who votes, the variants and
// one's own deck, each step with a little picture of our own; and which step explains the moment a view is in.
// The strings are `pictus.help.`.
import type { ComponentChildren } from "preact";
import type { GameHelp, HelpSection } from "../types";
import { Bubble, GOLD, GOOD, INK, MiniCard, PAPER, Person, PRIMARY } from "./cardArt";
import type { PictusView } from "./protocol";

const SOFT = "#ece6ff";
const CREAM = "#fff1c7";
const MINT = "#dff3e6";
const ROSE = "#ffe1e8";

function Frame({ children }: { children: ComponentChildren }) {
  return (
    <svg class="help-svg" viewBox="0 0 96 72" aria-hidden="true">
      {children}
    </svg>
  );
}

function Tick({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="6" fill={GOOD} stroke={PAPER} stroke-width="1.2" />
      <path d="M-2.8 0l2 2 3.6-4" fill="none" stroke={PAPER} stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" />
    </g>
  );
}

function Arrow({ d }: { d: string }) {
  return <path d={d} fill="none" stroke={INK} stroke-width="2" stroke-linecap="round" stroke-linejoin="round" />;
}

/** The narrator, with their star, lifts one picture from their hand. */
function NarratorPicture() {
  return (
    <Frame>
      <Person x={18} y={50} fill={CREAM} star />
      <MiniCard x={38} y={26} w={18} scene="sun" tilt={-14} />
      <MiniCard x={52} y={24} w={18} scene="tree" tilt={-2} />
      <MiniCard x={66} y={26} w={18} scene="balloon" tilt={12} />
      <MiniCard x={54} y={4} w={18} scene="moon" tilt={4} marked />
    </Frame>
  );
}

/** A clue in words, or drawn, or both. */
function CluePicture() {
  return (
    <Frame>
      <Bubble x={3} y={14} w={44} h={26}>
        <path d="M9 10h26M9 17h18" stroke={INK} stroke-width="2.4" stroke-linecap="round" />
      </Bubble>
      <g transform="translate(54 14)">
        <rect width="38" height="44" rx="4" fill={PAPER} stroke={INK} stroke-width="2" />
        <g fill="none" stroke={PRIMARY} stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">
          <path d="M22 11a6 6 0 1 0 0 11 5 5 0 1 1 0-11Z" />
          <path d="M6 36c5-5 10-5 15-2s8 2 11 0" />
        </g>
      </g>
    </Frame>
  );
}

/** Everyone else hands in a card face down; the narrator shuffles them all. */
function HandInPicture() {
  return (
    <Frame>
      <MiniCard x={4} y={10} w={16} back tilt={-10} scene="moon" />
      <MiniCard x={4} y={42} w={16} back tilt={8} scene="moon" />
      <Arrow d="M26 22c8 2 12 6 16 10m-5 0 5 0 0-5" />
      <Arrow d="M26 52c8-2 12-6 16-10m-5 0 5 0 0 5" />
      <MiniCard x={50} y={16} w={18} back tilt={-6} scene="moon" />
      <MiniCard x={58} y={18} w={18} back tilt={4} scene="moon" />
      <MiniCard x={66} y={20} w={18} back tilt={12} scene="moon" />
    </Frame>
  );
}

/** The table's numbered pictures; a secret vote is a number. */
function VotePicture() {
  return (
    <Frame>
      <MiniCard x={3} y={22} w={20} scene="boat" number={1} />
      <MiniCard x={26} y={22} w={20} scene="moon" number={2} />
      <MiniCard x={49} y={22} w={20} scene="key" number={3} />
      <MiniCard x={72} y={22} w={20} scene="balloon" number={4} />
      <Bubble x={24} y={1} w={24} h={16}>
        <text x="12" y="12" text-anchor="middle" font-size="11" font-weight="900" fill={INK}>
          2?
        </text>
      </Bubble>
    </Frame>
  );
}

/** The worked example: the narrator and two finders score 3, one of them 1 more for a vote on their card. */
function ScoringPicture() {
  const row: [number, string, string, boolean][] = [
    [12, CREAM, "+3", true],
    [36, SOFT, "+4", false],
    [60, MINT, "+3", false],
    [84, ROSE, "0", false],
  ];
  return (
    <Frame>
      {row.map(([x, fill, points, star]) => (
        <g key={x}>
          <Person x={x} y={58} fill={fill} star={star} scale={0.85} />
          <text x={x} y="26" text-anchor="middle" font-size="13" font-weight="900" fill={points === "0" ? INK : GOOD}>
            {points}
          </text>
        </g>
      ))}
    </Frame>
  );
}

/** Draw back up, pass the star to the left; the race to the target. */
function EndPicture() {
  return (
    <Frame>
      <path d="M8 62h80" stroke={INK} stroke-width="2" stroke-linecap="round" />
      <path d="M76 62V14" stroke={INK} stroke-width="2.2" stroke-linecap="round" />
      <path d="M76 14h16l-4 6 4 6H76Z" fill={GOLD} stroke={INK} stroke-width="1.6" stroke-linejoin="round" />
      <rect x="12" y="46" width="12" height="16" fill={SOFT} stroke={INK} stroke-width="1.6" />
      <rect x="30" y="34" width="12" height="28" fill={MINT} stroke={INK} stroke-width="1.6" />
      <rect x="48" y="22" width="12" height="40" fill={CREAM} stroke={INK} stroke-width="1.6" />
      <path d="M54 10l1.8 3.6 4 .6-2.9 2.8.7 4L54 19l-3.6 2 .7-4-2.9-2.8 4-.6Z" fill={GOLD} stroke={INK} stroke-width="1" />
    </Frame>
  );
}

/** The three ways to vote: the others, the narrator alone, everyone. */
function VotersPicture() {
  return (
    <Frame>
      <Person x={18} y={56} fill={CREAM} star />
      <Person x={48} y={56} fill={SOFT} />
      <Person x={78} y={56} fill={MINT} />
      <Tick x={27} y={34} />
      <Tick x={57} y={34} />
      <Tick x={87} y={34} />
    </Frame>
  );
}

/** A card from the top of the deck joins the table; a card with its caption under it. */
function VariantsPicture() {
  return (
    <Frame>
      <MiniCard x={6} y={20} w={18} back scene="moon" />
      <MiniCard x={8} y={18} w={18} back scene="moon" />
      <MiniCard x={10} y={16} w={18} back scene="moon" />
      <Arrow d="M32 30h12m-4-4 4 4-4 4" />
      <MiniCard x={50} y={6} w={24} scene="tree" tilt={4} />
      <rect x="48" y="50" width="30" height="10" rx="3" fill={PAPER} stroke={INK} stroke-width="1.4" />
      <path d="M52 55h20" stroke={INK} stroke-width="2" stroke-linecap="round" />
    </Frame>
  );
}

/** One's own deck: a pencil drawing a picture on a blank card. */
function OwnDeckPicture() {
  return (
    <Frame>
      <g transform="translate(22 6)">
        <rect width="40" height="60" rx="5" fill={PAPER} stroke={INK} stroke-width="2" />
        <g fill="none" stroke={PRIMARY} stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">
          <path d="M8 46c6-8 12-8 17-3s7 3 9 0" />
          <path d="M20 34V20m0 0-7 8m7-8 7 8" />
          <circle cx="30" cy="12" r="4" />
        </g>
      </g>
      <path d="M60 44 76 28l5 5-16 16-6 1Z" fill={GOLD} stroke={INK} stroke-width="1.8" stroke-linejoin="round" />
    </Frame>
  );
}

export type SectionId = "narrator" | "clue" | "hand_in" | "vote" | "scoring" | "end" | "voters" | "variants" | "own_deck";

const SECTIONS: readonly (HelpSection & { id: SectionId })[] = [
  {
    id: "narrator",
    title: "pictus.help.narrator.title",
    text: ["pictus.help.narrator.1", "pictus.help.narrator.2"],
    Picture: NarratorPicture,
    words: [{ word: "pictus.help.word.narrator", explain: "pictus.term.narrator" }],
  },
  {
    id: "clue",
    title: "pictus.help.clue.title",
    text: ["pictus.help.clue.1", "pictus.help.clue.2", "pictus.help.clue.3"],
    Picture: CluePicture,
    words: [{ word: "pictus.help.word.clue", explain: "pictus.term.clue" }],
  },
  {
    id: "hand_in",
    title: "pictus.help.handIn.title",
    text: ["pictus.help.handIn.1", "pictus.help.handIn.2", "pictus.help.handIn.3"],
    Picture: HandInPicture,
    words: [{ word: "pictus.help.word.table", explain: "pictus.term.table" }],
  },
  {
    id: "vote",
    title: "pictus.help.vote.title",
    text: ["pictus.help.vote.1", "pictus.help.vote.2", "pictus.help.vote.3"],
    Picture: VotePicture,
    words: [{ word: "pictus.help.word.guesser", explain: "pictus.term.guesser" }],
  },
  {
    id: "scoring",
    title: "pictus.help.scoring.title",
    text: ["pictus.help.scoring.1", "pictus.help.scoring.2", "pictus.help.scoring.3", "pictus.help.scoring.4"],
    Picture: ScoringPicture,
    words: [{ word: "pictus.help.word.allOrNone", explain: "pictus.term.allOrNone" }],
  },
  {
    id: "end",
    title: "pictus.help.end.title",
    text: ["pictus.help.end.1", "pictus.help.end.2"],
    Picture: EndPicture,
  },
  {
    id: "voters",
    title: "pictus.help.voters.title",
    text: ["pictus.help.voters.1", "pictus.help.voters.2", "pictus.help.voters.3"],
    Picture: VotersPicture,
  },
  {
    id: "variants",
    title: "pictus.help.variants.title",
    text: ["pictus.help.variants.1", "pictus.help.variants.2", "pictus.help.variants.3"],
    Picture: VariantsPicture,
    words: [{ word: "pictus.help.word.extraCard", explain: "pictus.term.extraCard" }],
  },
  {
    id: "own_deck",
    title: "pictus.help.ownDeck.title",
    text: ["pictus.help.ownDeck.1", "pictus.help.ownDeck.2"],
    Picture: OwnDeckPicture,
  },
];

/** The narrator reads how to give a clue, the others what the narrator does; then each phase its own step. */
function phaseHelp(view: PictusView): SectionId {
  switch (view.phase) {
    case "drawing":
      return "own_deck";
    case "clue":
      return view.you !== null && view.you === view.narrator ? "clue" : "narrator";
    case "hand_in":
      return "hand_in";
    case "vote":
      return "vote";
    case "reveal":
      return "scoring";
    case "over":
      return "end";
  }
}

export const pictusHelp: GameHelp<PictusView> = { sections: SECTIONS, phaseHelp };
