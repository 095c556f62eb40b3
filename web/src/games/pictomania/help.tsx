// Pictomania's help for people who have never played (the descriptor's `help`, shown by ../../ui/help/): a short
// how-to-play in six steps, each with a little picture of our own, and which step explains the phase a view is in.
// The words follow docs/rules/pictomania.md; the strings are the `pm.help.` and `pm.term.` keys.
import type { GameHelp, HelpSection } from "../types";
import type { PictomaniaView } from "./protocol";
import { SheepIcon } from "./SheepIcon";
import { SymbolIcon } from "./SymbolIcon";

const INK = "#221c35";
const PAPER = "#ffffff";
const LINE = "#d9d0c2";
const PRIMARY = "#5b3cc4";
const GOLD = "#ffc93c";
const GOOD = "#1f9d55";
const BAD = "#d64545";

/** A drawing sheet with a doodle on it. */
function Sheet({ x, y, children }: { x: number; y: number; children?: preact.ComponentChildren }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width="40" height="50" rx="4" fill={PAPER} stroke={INK} stroke-width="2" />
      <g fill="none" stroke={INK} stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
        {children}
      </g>
    </g>
  );
}

/** A guess card or a bonus token's label: a number in a small shape. */
function Label({ x, y, text, fill = INK, size = 11 }: { x: number; y: number; text: string; fill?: string; size?: number }) {
  return (
    <text x={x} y={y} text-anchor="middle" dominant-baseline="central" font-size={size} font-weight="800" fill={fill}>
      {text}
    </text>
  );
}

function Token({ x, y, stars, fill = GOLD }: { x: number; y: number; stars: string; fill?: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r="11" fill={fill} stroke={INK} stroke-width="2" />
      <Label x={x} y={y + 0.5} text={stars} size={10} />
    </g>
  );
}

function Frame({ children }: { children: preact.ComponentChildren }) {
  return (
    <svg class="help-svg" viewBox="0 0 96 72" aria-hidden="true">
      {children}
    </svg>
  );
}

/** Two sheets drawn at once, each with a question over it. */
function GoalPicture() {
  return (
    <Frame>
      <Sheet x={4} y={14}>
        <path d="M8 38 20 25l12 13v8H8Z" />
        <path d="M17 46v-6h6v6" />
      </Sheet>
      <Sheet x={52} y={14}>
        <circle cx="20" cy="27" r="7" />
        <path d="M20 14v4M20 36v4M7 27h4M29 27h4" />
      </Sheet>
      <circle cx="48" cy="14" r="10" fill={PRIMARY} />
      <Label x={48} y={14.5} text="?" fill={PAPER} size={13} />
    </Frame>
  );
}

/** A clue card (a symbol and seven clues, the fifth one picked) and the symbol and number that pick it. */
function CluePicture() {
  return (
    <Frame>
      <rect x="4" y="4" width="50" height="64" rx="5" fill={PAPER} stroke={INK} stroke-width="2" />
      <g transform="translate(20 6)" style={{ color: PRIMARY }}>
        <SymbolIcon symbol={1} size={18} />
      </g>
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <path key={i} d={`M12 ${28 + i * 5.6}h${i % 2 ? 30 : 24}`} stroke={i === 4 ? PRIMARY : LINE} stroke-width={i === 4 ? 3.4 : 2.4} stroke-linecap="round" />
      ))}
      <rect x="60" y="10" width="30" height="24" rx="4" fill={INK} />
      <g transform="translate(66 13)" style={{ color: PAPER }}>
        <SymbolIcon symbol={1} size={18} />
      </g>
      <rect x="60" y="40" width="30" height="24" rx="4" fill={INK} />
      <Label x={75} y={52.5} text="5" fill={PAPER} size={15} />
    </Frame>
  );
}

/** A bicycle being drawn, and a guess card 3 on its way to it. */
function DrawPicture() {
  return (
    <Frame>
      <Sheet x={4} y={10}>
        <circle cx="11" cy="33" r="6" />
        <circle cx="29" cy="33" r="6" />
        <path d="M11 33l7-12h9l2 12M18 21l2 12h9M16 17h5" />
      </Sheet>
      <path d="M60 40 48 37" stroke={PRIMARY} stroke-width="2.4" stroke-linecap="round" />
      <path d="M50 32l-4 5 6 2" fill="none" stroke={PRIMARY} stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" />
      {/* The chosen card is drawn last, on top of the fan. */}
      {[2, 4, 3].map((n) => (
        <g key={n} transform={`rotate(${(n - 3) * 14} 76 62)`}>
          <rect x="66" y="26" width="20" height="28" rx="3" fill={n === 3 ? PRIMARY : PAPER} stroke={INK} stroke-width="2" />
          <Label x={76} y={40.5} text={String(n)} fill={n === 3 ? PAPER : INK} size={12} />
        </g>
      ))}
    </Frame>
  );
}

/** The bonus tokens, the biggest one being taken first. */
function FinishPicture() {
  return (
    <Frame>
      <Token x={20} y={44} stars="3★" />
      <Token x={48} y={50} stars="2★" />
      <Token x={76} y={44} stars="1★" />
      <path d="M20 28V12" stroke={PRIMARY} stroke-width="3" stroke-linecap="round" />
      <path d="M13 18l7-7 7 7" fill="none" stroke={PRIMARY} stroke-width="3" stroke-linecap="round" stroke-linejoin="round" />
    </Frame>
  );
}

/** A drawing checked: right, or wrong by mistake. */
function ReviewPicture() {
  return (
    <Frame>
      <Sheet x={8} y={10}>
        <circle cx="11" cy="33" r="6" />
        <circle cx="29" cy="33" r="6" />
        <path d="M11 33l7-12h9l2 12M18 21l2 12h9" />
      </Sheet>
      <circle cx="72" cy="24" r="13" fill={GOOD} />
      <path d="M65 24l5 5 9-10" fill="none" stroke={PAPER} stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round" />
      <circle cx="72" cy="54" r="9" fill={PAPER} stroke={BAD} stroke-width="2" />
      <path d="M68.5 50.5l7 7m0-7-7 7" stroke={BAD} stroke-width="2.4" stroke-linecap="round" />
    </Frame>
  );
}

/** A token won (plus), a token kept (minus) and the black sheep. */
function ScorePicture() {
  return (
    <Frame>
      <Token x={16} y={26} stars="2★" />
      <Label x={16} y={52} text="+2" fill={GOOD} size={14} />
      <Token x={48} y={26} stars="1★" fill="#f1ece3" />
      <Label x={48} y={52} text="−1" fill={BAD} size={14} />
      <g transform="translate(68 12)" style={{ color: INK }}>
        <SheepIcon size={26} />
      </g>
      <Label x={81} y={52} text="−★" fill={BAD} size={14} />
    </Frame>
  );
}

type SectionId = "goal" | "clue" | "draw" | "finish" | "review" | "score";

const SECTIONS: readonly (HelpSection & { id: SectionId })[] = [
  { id: "goal", title: "pm.help.goal.title", text: ["pm.help.goal.1", "pm.help.goal.2", "pm.help.goal.3"], Picture: GoalPicture },
  { id: "clue", title: "pm.help.clue.title", text: ["pm.help.clue.1", "pm.help.clue.2", "pm.help.clue.3"], Picture: CluePicture },
  { id: "draw", title: "pm.help.draw.title", text: ["pm.help.draw.1", "pm.help.draw.2", "pm.help.draw.3", "pm.help.draw.4"], Picture: DrawPicture },
  {
    id: "finish",
    title: "pm.help.finish.title",
    text: ["pm.help.finish.1", "pm.help.finish.2", "pm.help.finish.3", "pm.help.finish.4"],
    Picture: FinishPicture,
  },
  { id: "review", title: "pm.help.review.title", text: ["pm.help.review.1", "pm.help.review.2", "pm.help.review.3"], Picture: ReviewPicture },
  {
    id: "score",
    title: "pm.help.score.title",
    text: ["pm.help.score.1", "pm.help.score.2", "pm.help.score.3", "pm.help.score.4", "pm.help.score.5"],
    Picture: ScorePicture,
    words: [
      { word: "pm.help.word.token", explain: "pm.term.token" },
      { word: "pm.help.word.bonus", explain: "pm.term.bonus" },
      { word: "pm.help.word.centre", explain: "pm.term.centre" },
      { word: "pm.help.word.kept", explain: "pm.term.kept" },
      { word: "pm.help.word.blackSheep", explain: "pm.term.blackSheep" },
      { word: "pm.help.word.penalty", explain: "pm.term.penalty" },
    ],
  },
];

/** While drawing, a player who has finished wants to know what finishing did and when the round ends. */
function phaseHelp(view: PictomaniaView): SectionId {
  switch (view.phase) {
    case "choosing_level":
    case "preview":
      return "clue";
    case "drawing":
      return view.players.find((p) => p.seat === view.seat)?.finished ? "finish" : "draw";
    case "review":
      return "review";
    case "scored":
    case "over":
      return "score";
  }
}

export const pictomaniaHelp: GameHelp<PictomaniaView> = { sections: SECTIONS, phaseHelp };
