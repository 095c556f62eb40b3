// Win, Lose or Draw's part of the wire protocol (docs/protocol.md): its options, its view and its actions. The
// shared frames are in ../../protocol.ts. The server's side is src/parlour/games/win-lose-or-draw/.
import type { BaseView } from "../../protocol";

// ---------------------------------------------------------------------------------------------- Options

export type Mode = "teams" | "board";
export type ItemLanguage = "en" | "fr";

export interface WinLoseOrDrawOptions {
  /** "teams" (default): two teams, 4 to 12 players. "board": everyone for themselves, 3 to 6 players. */
  mode?: Mode;
  /** The sketch timer, 30..180 seconds (default 60). */
  turn_seconds?: number;
  /** Team play: the points that win, 1..15 (default 8). */
  target?: number;
  /** The language of the items to sketch (default "en"), apart from the interface's. */
  language?: ItemLanguage;
  /** The host's own list (docs/items.md), in place of the shipped items; sent when the room is made. */
  custom_items?: string;
}

export const TURN_SECONDS_MIN = 30;
export const TURN_SECONDS_MAX = 180;
export const TURN_SECONDS_DEFAULT = 60;
export const TARGET_MIN = 1;
export const TARGET_MAX = 15;
export const TARGET_DEFAULT = 8;

/** The options as a room shows them. */
export interface WinLoseOrDrawRoomOptions extends WinLoseOrDrawOptions {
  /** The other team's time to steal a point, in seconds (the rulebook's ten). */
  steal_seconds?: number;
  /** How many items the room's list holds, and how many in each category. */
  items?: number;
  categories?: Partial<Record<Category, number>>;
  /** The items are the host's own list. */
  custom?: boolean;
}

// ---------------------------------------------------------------------------------------------- View

export const CATEGORIES = ["books", "tv", "movies", "music", "food", "phrases"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The board's four colours; "spade" marks the four Spade Spaces. */
export const PAWN_COLOURS = ["red", "blue", "green", "yellow"] as const;
export type PawnColour = (typeof PAWN_COLOURS)[number];
export type Space = PawnColour | "spade";

/** The item being sketched, sent only to the sketcher (and, in board play, to those who sketched it before). */
export interface SecretItem {
  text: string;
  /** Books only: a help for the sketcher, never part of the answer. */
  author: string | null;
  /** The text's words, as labels may show them (`label.word` indexes this). */
  words: string[];
  /** Indexes into `words` that some guess has found: those the sketcher may place as labels. */
  found: number[];
}

export interface Guess {
  /** Its number in this turn's feed (0, 1, ...), named by `mark` and `accept`. */
  id: number;
  seat: number;
  /** Null for a correct guess while others may still guess (board play's window), so nobody copies it. */
  text: string | null;
  /** The sketcher's gesture about it, if any. */
  mark: "close" | "off" | null;
  /** Matched the item, or was accepted by the sketcher. */
  correct: boolean;
  /** Sent by the other team in the ten seconds of a steal. */
  steal: boolean;
  /** Sketcher only: a typo away, or most of the item's words; worth a look (and maybe an accept). */
  near?: boolean;
  /** Milliseconds after the timer started. */
  ms: number;
}

/** A label the sketcher placed beside the sketch: a word of the item that a guess found (on the 1000 × 1000 sheet). */
export interface Label {
  word: number;
  text: string;
  x: number;
  y: number;
}

export type Outcome =
  /** The sketcher's team (team play) or a guesser (board play) got it in time. */
  | "guessed"
  /** Team play: the other team got it in the ten seconds after time ran out. */
  | "stolen"
  /** Nobody got it. Team play: the item is spent. Board play: it stays for the next sketcher (text hidden). */
  | "missed"
  /** Board play: nobody left who may guess it; it goes back in the box. */
  | "put_away"
  /** The sketcher passed (or was away when the turn began) before the timer started; a new item follows. */
  | "passed";

export interface TurnResult {
  /** The turn's number, which is also its sketch's epoch in the game record (`RecordOp.round`). */
  turn: number;
  sketcher: number;
  category: Category;
  /** Null while the item is still in play (board play, missed): it will be sketched again. */
  text: string | null;
  author: string | null;
  outcome: Outcome;
  /** Who guessed it, earliest first (the steal's guesser for "stolen"). */
  guessers: number[];
  /** The guess that won it, as typed (an accepted part of the item, say). */
  guess: string | null;
  /** The sketcher accepted that guess (it did not match the item by itself). */
  accepted: boolean;
  /** Team play: the team that scored, if any. */
  team: number | null;
  /** Milliseconds from the timer's start to the winning guess. */
  ms: number | null;
}

export interface TeamsBlock {
  /** Each seat's team (0 or 1). */
  of: number[];
  score: [number, number];
  target: number;
  /** The team whose turn it is. */
  playing: number;
  /** The opening rolls, each [team 0's, team 1's]; more than one pair when a tie rolled again. */
  rolls: [number, number][];
  /** The team that won the opening roll. */
  first: number;
  /** Each team's next sketcher (seat), rotating through its members. */
  next: [number, number];
  /** The steal: the stealing team, and whether it has spent its one guess. Null outside a steal. */
  steal: { team: number; used: boolean } | null;
  winner: number | null;
}

export interface BoardBlock {
  /** The 28 spaces clockwise from the first Spade Space (0, 7, 14 and 21 are Spade Spaces). */
  spaces: Space[];
  /** The white square pawn's space, null before the first sketcher places it. */
  white: number | null;
  /** Each seat's pawns, in the order taken. */
  pawns: PawnColour[][];
  /** The pawns still on the Ace-In-The-Hole card, by colour. */
  centre: Record<PawnColour, number>;
  /** The last roll, and the spaces the white pawn went from and to (for the animation). */
  roll: { value: number; from: number; to: number; seat: number; took: PawnColour | null } | null;
  /** The correct guessers of this turn, earliest first. */
  correct: number[];
  /** Correct guessers who still choose a pawn (collect stage). */
  to_take: number[];
  /** Whether this turn's sketcher has rolled (collect stage). */
  rolled: boolean;
  /** Who has sketched the current item, in order (they may not guess it). */
  sketched: number[];
  /** The winner of the Ace-In-The-Hole card (and the game). */
  ace: number | null;
}

export type Phase =
  /** Team play: both teams roll the die; the higher plays first. */
  | "opening"
  /** Board play: the first sketcher places the white pawn on a Spade Space. */
  | "placing"
  | "turn"
  | "over";

export type Stage =
  /** The sketcher reads the item; the timer starts when they tap Start, or by itself at `deadline`. */
  | "ready"
  /** The timer runs: the sketcher draws, guessers guess. */
  | "drawing"
  /** Team play: time ran out; the other team has ten seconds and one guess. */
  | "steal"
  /** Board play: guessed; the correct guessers choose their pawns and the sketcher rolls. */
  | "collect"
  /** The turn is over (its result is the last of `history`): its finished sketch stays in sight until
   * `deadline`, or until the next sketcher (`next`) skips the moment. */
  | "reveal";

export interface WinLoseOrDrawView extends BaseView {
  game: "win-lose-or-draw";
  mode: Mode;
  /** The items' language (computer players read the item's picture in it). */
  language: string;
  /** This view's seat; null for a spectator. */
  you: number | null;
  seats: number;
  phase: Phase;
  /** Counts turns from 1 (0 before the first): the sketch sheet's epoch. */
  turn: number;
  sketcher: number | null;
  /** Null outside the "turn" phase. */
  stage: Stage | null;
  /** Epoch ms (server clock) when the stage (or the opening) moves on by itself. */
  deadline: number | null;
  /** The timer's length, and when it started (epoch ms; null before it starts). */
  turn_seconds: number;
  started: number | null;
  /** Announced to everyone as the turn begins. */
  category: Category | null;
  item: SecretItem | null;
  guesses: Guess[];
  labels: Label[];
  /** Whether `you` may send a guess now. */
  may_guess: boolean;
  /** Every finished turn, oldest first (the last one is what just happened). */
  history: TurnResult[];
  teams: TeamsBlock | null;
  board: BoardBlock | null;
  /** While a finished sketch is shown (`reveal`): who sketches next; null otherwise. */
  next: number | null;
}

// ---------------------------------------------------------------------------------------------- Actions

export const MAX_GUESS = 60;

export type WinLoseOrDrawAction =
  /** Sketcher, ready stage: start the timer now. */
  | { type: "start" }
  /** Sketcher, ready stage: do not sketch this item; the next sketcher gets a new one. */
  | { type: "pass" }
  /** A guesser: 1..60 characters. */
  | { type: "guess"; text: string }
  /** Sketcher: a gesture about a guess (null takes it back). */
  | { type: "mark"; guess: number; mark: "close" | "off" | null }
  /** Sketcher: that guess is right (a part of a name or phrase, say). */
  | { type: "accept"; guess: number }
  /** Sketcher: place (or move) a found word of the item beside the sketch. */
  | { type: "label"; word: number; x: number; y: number }
  /** Board play, first sketcher: put the white pawn on a Spade Space (0, 7, 14 or 21). */
  | { type: "place"; space: number }
  /** Board play, a correct guesser: take a pawn of a colour they do not own. */
  | { type: "take"; colour: PawnColour }
  /** Board play, the sketcher after a correct guess: roll the die and move the white pawn. */
  | { type: "roll" }
  /** The next sketcher, while the finished sketch is shown: enough, my turn begins. */
  | { type: "skip" };

/** Error codes of this game's refusals (docs/rules/win-lose-or-draw.md has the list). */
export const REFUSALS = [
  "wrong_phase",
  "not_sketcher",
  "sketcher_cannot_guess",
  "not_your_team",
  "steal_used",
  "own_item",
  "bad_guess",
  "no_such_guess",
  "word_not_found",
  "bad_space",
  "pawn_owned",
  "not_your_pick",
  "already_rolled",
  "already_guessed",
  "game_over",
  "teams_too_small",
] as const;
