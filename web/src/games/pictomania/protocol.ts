// Pictomania's part of the wire protocol (docs/protocol.md): its options, its view and its actions. The shared
// frames are in ../../protocol.ts.
import type { BaseView } from "../../protocol";

export const LEVELS = ["easy", "moderate", "hard", "very-hard"] as const;
export type Level = (typeof LEVELS)[number];

export const DECK_LANGUAGES = ["en", "fr"] as const;
export type DeckLanguage = (typeof DECK_LANGUAGES)[number];

export type Phase = "choosing_level" | "preview" | "drawing" | "review" | "scored" | "over";

// ---------------------------------------------------------------------------------------------- Options

export interface PictomaniaOptions {
  level?: Level | null;
  children?: boolean;
  three_player_bonus?: boolean;
  round_seconds?: number | null;
  review_seconds?: number | null;
  language?: DeckLanguage;
  /** A deck the host brings (the `.deck` format or the simple text form); replaces the shipped one. */
  custom_deck?: string;
}

/** The options as a room shows them: never the deck itself, but how many cards it holds. */
export interface PictomaniaRoomOptions extends Omit<PictomaniaOptions, "custom_deck"> {
  deck_size?: number;
}

/** One problem of a refused deck: `line` 0 is about the whole deck. */
export interface DeckProblem {
  line: number;
  message: string;
}

/** The level chooser: the rules give the choice to game seat 0 (docs/rules/pictomania.md), which is not always
 * the room's host (the first *connected* seated player). */
export const LEVEL_CHOOSER_SEAT = 0;

// ---------------------------------------------------------------------------------------------- View

export interface RackCard {
  symbol: number;
  card: string;
  clues: string[];
}

/** A guess card on a pile; `number` is there only on your own guesses. */
export interface PileCard {
  by: number;
  number?: number;
}

export interface PlayerView {
  seat: number;
  ready: boolean;
  finished: boolean;
  /** Stars on the bonus token taken this round; 0 for none. */
  bonus: number;
  blank: boolean;
  checked: boolean;
  pile: PileCard[];
}

export interface Secret {
  symbol: number;
  number: number;
}

export interface MeView {
  secret: Secret | null;
  used: number[];
  guessed: number[];
  replaced: number;
  wrong_clue: boolean;
}

export type Outcome = "correct" | "wrong" | "returned";

export interface Resolution {
  by: number;
  number: number;
  outcome: Outcome;
  token: number;
}

export interface PlayerResult {
  seat: number;
  number: number;
  blank: boolean;
  wrong_clue: boolean;
  pile: Resolution[];
  received: number[];
  kept: number[];
  bonus: number;
  bonus_points: number;
  black_sheep: boolean;
  wrong_guesses: number;
  score: number;
}

export interface RoundResult {
  round: number;
  level: Level;
  clues: string[];
  symbols: number[];
  score: { black_sheep: number | null; players: PlayerResult[] };
}

export interface PictomaniaView extends BaseView {
  game: "pictomania";
  phase: Phase;
  round: number;
  rounds: number;
  level: Level | null;
  seat: number | null;
  deadline: number | null;
  children: boolean;
  /** The deck's language. */
  language: string;
  /** The levels the deck has enough cards for (the host chooses among them). */
  levels: Level[];
  rack: RackCard[];
  players: PlayerView[];
  bonus_left: number[];
  totals: number[];
  results: RoundResult[];
  /** Absent for spectators. */
  me?: MeView;
}

// ---------------------------------------------------------------------------------------------- Actions

export type PictomaniaAction =
  | { type: "choose_level"; level: Level }
  | { type: "replace_card"; card: number }
  | { type: "ready" }
  | { type: "guess"; target: number; number: number }
  | { type: "finish"; bonus: boolean }
  | { type: "draw_nothing" }
  | { type: "check_clue"; wrong: boolean };
