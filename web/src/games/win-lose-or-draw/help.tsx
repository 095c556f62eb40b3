// Win, Lose or Draw's help for people who have never played (the descriptor's `help`, shown by ../../ui/help/):
// sketching and guessing, which both ways to play share, then team play and gameboard play, each step with a
// little picture of our own; and which step explains the moment a view is in. The strings are `win-lose-or-draw.help.`.
import type { ComponentChildren } from "preact";
import type { GameHelp, HelpSection } from "../types";
import { GestureIcon } from "./GestureIcon";
import type { WinLoseOrDrawView } from "./protocol";

const INK = "#221c35";
const PAPER = "#ffffff";
const LINE = "#d9d0c2";
const PRIMARY = "#5b3cc4";
const SOFT = "#ece6ff";
const GOLD = "#ffc93c";
const GOOD = "#1f9d55";
/** The feed's gesture colours (win-lose-or-draw.css: --win-lose-or-draw-close, --win-lose-or-draw-off and their soft backgrounds). */
const GESTURE = { close: ["#a04d00", "#fff1dd"], off: ["#5d5870", "#efedf3"] } as const;
const PAWNS = { red: "#e0393e", blue: "#1e6fd9", green: "#2e9e4f", yellow: "#f6c20f" } as const;

function Frame({ children }: { children: ComponentChildren }) {
  return (
    <svg class="help-svg" viewBox="0 0 96 72" aria-hidden="true">
      {children}
    </svg>
  );
}

/** The sketch sheet, with whatever is drawn on it. */
function Sheet({ x, y, w = 44, h = 54, children }: { x: number; y: number; w?: number; h?: number; children?: ComponentChildren }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={w} height={h} rx="4" fill={PAPER} stroke={INK} stroke-width="2" />
      <g fill="none" stroke={PRIMARY} stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">
        {children}
      </g>
    </g>
  );
}

function Hourglass({ x, y, full = true }: { x: number; y: number; full?: boolean }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0h18M0 30h18" stroke={INK} stroke-width="2.4" stroke-linecap="round" />
      <path d="M2.5 0c0 7 6.5 9 6.5 15S2.5 23 2.5 30h13c0-7-6.5-9-6.5-15s6.5-8 6.5-15Z" fill={PAPER} stroke={INK} stroke-width="2" stroke-linejoin="round" />
      {full ? <path d="M5 6h8l-4 6Z" fill={GOLD} /> : null}
      <path d={full ? "M5 28c1-3 2.5-4 4-4s3 1 4 4Z" : "M4 28c1-5 3-7 5-7s4 2 5 7Z"} fill={GOLD} />
    </g>
  );
}

/** A line of a guess in the feed: a name dot and a few grey strokes for its words. */
function GuessRow({ y, dot, width, fill = PAPER }: { y: number; dot: string; width: number; fill?: string }) {
  return (
    <g>
      <rect x="4" y={y} width="62" height="14" rx="7" fill={fill} stroke={INK} stroke-width="1.6" />
      <circle cx="12" cy={y + 7} r="3.4" fill={dot} />
      <path d={`M19 ${y + 7}h${width}`} stroke={LINE} stroke-width="3" stroke-linecap="round" />
    </g>
  );
}

/** The sketcher's gestures, as the guess feed shows them (./GestureIcon.tsx, in its colours), on a round badge. */
function GestureBadge({ x, y, mark }: { x: number; y: number; mark: "close" | "off" }) {
  const [ink, soft] = GESTURE[mark];
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="10" fill={soft} stroke={ink} stroke-width="2" />
      <g transform="translate(-7 -7)" style={{ color: ink }}>
        <GestureIcon mark={mark} size={14} />
      </g>
    </g>
  );
}

function Spade({ x, y, size = 1, fill = INK }: { x: number; y: number; size?: number; fill?: string }) {
  return (
    <path
      transform={`translate(${x} ${y}) scale(${size})`}
      d="M0-6C3-2.5 6.5-.5 5 3 4 5 1.5 5 .6 3.4L2 7h-4l1.4-3.6C-1.5 5-4 5-5 3-6.5-.5-3-2.5 0-6Z"
      fill={fill}
    />
  );
}

function Pawn({ x, y, fill }: { x: number; y: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle cy="-7" r="4" fill={fill} stroke={INK} stroke-width="1.4" />
      <path d="M-5 4-2.6-3h5.2L5 4Z" fill={fill} stroke={INK} stroke-width="1.4" stroke-linejoin="round" />
    </g>
  );
}

function Die({ x, y, pips }: { x: number; y: number; pips: [number, number][] }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width="22" height="22" rx="4" fill={PAPER} stroke={INK} stroke-width="2" />
      {pips.map(([px, py]) => (
        <circle key={`${px}-${py}`} cx={px} cy={py} r="2.2" fill={INK} />
      ))}
    </g>
  );
}

/** The sketcher at the sheet, the timer running. */
function SketchPicture() {
  return (
    <Frame>
      <Sheet x={4} y={9}>
        <path d="M10 44V31l12-10 12 10v13Z" />
        <path d="M19 44v-7h6v7" />
        <path d="M33 11l-5 5" />
      </Sheet>
      <path d="M40 38 54 24l4 4-14 14-5 1Z" fill={GOLD} stroke={INK} stroke-width="1.8" stroke-linejoin="round" />
      <Hourglass x={68} y={22} />
    </Frame>
  );
}

/** The guesses coming in; the sketcher marks one "close" and another "off track". */
function GuessPicture() {
  return (
    <Frame>
      <GuessRow y={8} dot={PAWNS.blue} width={30} />
      <GuessRow y={29} dot={PAWNS.green} width={38} fill={SOFT} />
      <GuessRow y={50} dot={PAWNS.red} width={24} />
      <GestureBadge x={80} y={15} mark="off" />
      <GestureBadge x={80} y={36} mark="close" />
    </Frame>
  );
}

/** A found word, as a label beside the sketch. */
function LabelPicture() {
  return (
    <Frame>
      <Sheet x={4} y={9} w={88}>
        <path d="M14 40l4-20 9 10 9-14 9 14 9-10 4 20Z" />
        <path d="M14 46h44" />
      </Sheet>
      <g transform="translate(62 20)">
        <path d="M0 0h22v14H0l-5-7Z" fill={GOLD} stroke={INK} stroke-width="1.8" stroke-linejoin="round" />
        <path d="M5 7h13" stroke={INK} stroke-width="2.4" stroke-linecap="round" />
      </g>
    </Frame>
  );
}

function Head({ x, fill }: { x: number; fill: string }) {
  return (
    <g>
      <circle cx={x} cy="40" r="5" fill={fill} stroke={INK} stroke-width="1.6" />
      <path d={`M${x - 7} 56c0-6 3-9 7-9s7 3 7 9Z`} fill={fill} stroke={INK} stroke-width="1.6" stroke-linejoin="round" />
    </g>
  );
}

/** Two teams and their scores, racing to 8. */
function TeamsPicture() {
  return (
    <Frame>
      <Head x={12} fill={SOFT} />
      <Head x={28} fill={PRIMARY} />
      <Head x={68} fill="#fff1c7" />
      <Head x={84} fill={GOLD} />
      <path d="M48 34v26" stroke={INK} stroke-width="1.6" stroke-dasharray="3 3" />
      <text x="20" y="24" text-anchor="middle" font-size="18" font-weight="900" fill={PRIMARY}>
        5
      </text>
      <text x="76" y="24" text-anchor="middle" font-size="18" font-weight="900" fill={INK}>
        3
      </text>
      <text x="48" y="22" text-anchor="middle" font-size="10" font-weight="800" fill={INK}>
        /8
      </text>
    </Frame>
  );
}

/** Time ran out: the other team's one guess. */
function StealPicture() {
  return (
    <Frame>
      <Hourglass x={6} y={20} full={false} />
      <path d="M30 36h14m-5-5 5 5-5 5" fill="none" stroke={INK} stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" />
      <path d="M56 6h30a4 4 0 0 1 4 4v14a4 4 0 0 1-4 4H70l-6 5v-5h-8a4 4 0 0 1-4-4V10a4 4 0 0 1 4-4Z" fill={GOLD} stroke={INK} stroke-width="1.8" stroke-linejoin="round" />
      <text x="71" y="23" text-anchor="middle" font-size="15" font-weight="900" fill={INK}>
        1
      </text>
      <Head x={62} fill={GOLD} />
    </Frame>
  );
}

/** The board: coloured spaces round the Ace, spades in the corners, the white pawn on one of them. */
function BoardPicture() {
  const order = [PAWNS.red, PAWNS.blue, PAWNS.green, PAWNS.yellow];
  const cell = 9;
  const [left, top] = [21, 9];
  const cells: preact.JSX.Element[] = [];
  // A ring of 6 × 6 cells, clockwise from the top left corner; each side starts with a spade corner.
  for (let i = 0; i < 20; i++) {
    const side = Math.floor(i / 5);
    const k = i % 5;
    const [cx, cy] = ([
      [k, 0],
      [5, k],
      [5 - k, 5],
      [0, 5 - k],
    ] as [number, number][])[side]!;
    const x = left + cx * cell;
    const y = top + cy * cell;
    if (k === 0) {
      cells.push(<rect key={i} x={x} y={y} width={cell} height={cell} fill={PAPER} stroke={INK} stroke-width="1" />);
      cells.push(<Spade key={`s${i}`} x={x + cell / 2} y={y + cell / 2 - 0.5} size={0.6} />);
    } else {
      cells.push(<rect key={i} x={x} y={y} width={cell} height={cell} fill={order[(i - side - 1) % 4]} stroke={INK} stroke-width="1" />);
    }
  }
  return (
    <Frame>
      {cells}
      <rect x={left + cell + 3} y={top + cell + 3} width={cell * 4 - 6} height={cell * 4 - 6} rx="3" fill={PAPER} stroke={INK} stroke-width="1.6" />
      <Spade x={left + cell * 3} y={top + cell * 3} size={1.3} />
      <rect x={left + 5} y={top + 5} width="6" height="6" fill={PAPER} stroke={INK} stroke-width="1.6" />
    </Frame>
  );
}

/** A right guess takes a pawn; the sketcher's roll moves the white pawn. */
function CollectPicture() {
  return (
    <Frame>
      <Pawn x={14} y={42} fill={PAWNS.red} />
      <Pawn x={28} y={42} fill={PAWNS.blue} />
      <Pawn x={42} y={42} fill={PAWNS.green} />
      <path d="M12 56h33" stroke={INK} stroke-width="1.8" stroke-linecap="round" />
      <Die x={62} y={6} pips={[[6, 6], [11, 11], [16, 16]]} />
      {[PAWNS.red, PAWNS.blue, PAWNS.green, PAWNS.yellow].map((fill, i) => (
        <rect key={fill} x={52 + i * 10} y="52" width="10" height="10" fill={fill} stroke={INK} stroke-width="1" />
      ))}
      <rect x="54.5" y="54.5" width="5" height="5" fill={PAPER} stroke={INK} stroke-width="1.4" />
      <path d="M57 47c6-10 24-10 30 0m-5-1 5 1 1-5" fill="none" stroke={PRIMARY} stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" />
    </Frame>
  );
}

/** Four colours owned, and the Ace. */
function AcePicture() {
  return (
    <Frame>
      <Pawn x={10} y={44} fill={PAWNS.red} />
      <Pawn x={22} y={44} fill={PAWNS.blue} />
      <Pawn x={34} y={44} fill={PAWNS.green} />
      <Pawn x={46} y={44} fill={PAWNS.yellow} />
      <g transform="rotate(8 74 36)">
        <rect x="60" y="14" width="28" height="42" rx="4" fill={PAPER} stroke={INK} stroke-width="2" />
        <text x="65" y="25" font-size="9" font-weight="900" fill={INK}>
          A
        </text>
        <Spade x={74} y={36} size={1.5} />
      </g>
      <path d="M6 60h44" stroke={GOOD} stroke-width="2.4" stroke-linecap="round" />
    </Frame>
  );
}

export type SectionId = "sketch" | "guess" | "label" | "teams" | "steal" | "board" | "collect" | "ace";

const SECTIONS: readonly (HelpSection & { id: SectionId })[] = [
  {
    id: "sketch",
    title: "win-lose-or-draw.help.sketch.title",
    text: ["win-lose-or-draw.help.sketch.1", "win-lose-or-draw.help.sketch.2", "win-lose-or-draw.help.sketch.3"],
    Picture: SketchPicture,
  },
  {
    id: "guess",
    title: "win-lose-or-draw.help.guess.title",
    text: ["win-lose-or-draw.help.guess.1", "win-lose-or-draw.help.guess.2"],
    Picture: GuessPicture,
    words: [
      { word: "win-lose-or-draw.help.word.close", explain: "win-lose-or-draw.term.close" },
      { word: "win-lose-or-draw.help.word.off", explain: "win-lose-or-draw.term.off" },
      { word: "win-lose-or-draw.help.word.accept", explain: "win-lose-or-draw.term.accept" },
    ],
  },
  {
    id: "label",
    title: "win-lose-or-draw.help.label.title",
    text: ["win-lose-or-draw.help.label.1", "win-lose-or-draw.help.label.2"],
    Picture: LabelPicture,
    words: [{ word: "win-lose-or-draw.help.word.label", explain: "win-lose-or-draw.term.label" }],
  },
  {
    id: "teams",
    title: "win-lose-or-draw.help.teams.title",
    text: ["win-lose-or-draw.help.teams.1", "win-lose-or-draw.help.teams.2", "win-lose-or-draw.help.teams.3"],
    Picture: TeamsPicture,
  },
  {
    id: "steal",
    title: "win-lose-or-draw.help.steal.title",
    text: ["win-lose-or-draw.help.steal.1", "win-lose-or-draw.help.steal.2"],
    Picture: StealPicture,
    words: [{ word: "win-lose-or-draw.help.word.steal", explain: "win-lose-or-draw.term.steal" }],
  },
  {
    id: "board",
    title: "win-lose-or-draw.help.board.title",
    text: ["win-lose-or-draw.help.board.1", "win-lose-or-draw.help.board.2", "win-lose-or-draw.help.board.3"],
    Picture: BoardPicture,
    words: [
      { word: "win-lose-or-draw.help.word.spade", explain: "win-lose-or-draw.term.spade" },
      { word: "win-lose-or-draw.help.word.white", explain: "win-lose-or-draw.term.white" },
      { word: "win-lose-or-draw.help.word.ace", explain: "win-lose-or-draw.term.ace" },
    ],
  },
  {
    id: "collect",
    title: "win-lose-or-draw.help.collect.title",
    text: ["win-lose-or-draw.help.collect.1", "win-lose-or-draw.help.collect.2", "win-lose-or-draw.help.collect.3"],
    Picture: CollectPicture,
  },
  {
    id: "ace",
    title: "win-lose-or-draw.help.ace.title",
    text: ["win-lose-or-draw.help.ace.1", "win-lose-or-draw.help.ace.2"],
    Picture: AcePicture,
    words: [{ word: "win-lose-or-draw.help.word.ace", explain: "win-lose-or-draw.term.ace" }],
  },
];

/** The steps of one way to play (the home page and lobby show them all; a screen may show its mode's). */
export const MODE_SECTIONS: Readonly<Record<WinLoseOrDrawView["mode"], readonly SectionId[]>> = {
  teams: ["sketch", "guess", "label", "teams", "steal"],
  board: ["sketch", "guess", "label", "board", "collect", "ace"],
};

/** The sketcher reads how to sketch, the others how to guess; then the mode's own moments. */
function phaseHelp(view: WinLoseOrDrawView): SectionId {
  switch (view.phase) {
    case "opening":
      return "teams";
    case "placing":
      return "board";
    case "over":
      return view.mode === "teams" ? "teams" : "ace";
    case "turn":
      break;
  }
  switch (view.stage) {
    case "steal":
      return "steal";
    case "collect": {
      // Someone with all four colours who guessed right is waiting for the Ace's roll.
      const me = view.you;
      const hopeful = me !== null && view.board?.correct.includes(me) && (view.board.pawns[me]?.length ?? 0) >= 4;
      return hopeful ? "ace" : "collect";
    }
    default:
      return view.you !== null && view.you === view.sketcher ? "sketch" : "guess";
  }
}

export const winLoseOrDrawHelp: GameHelp<WinLoseOrDrawView> = {
  sections: SECTIONS,
  phaseHelp,
  // In a game, only its own way to play: team play's steal means nothing round the board, nor pawns in teams.
  sectionsFor: (view) => MODE_SECTIONS[view.mode],
};
