// Pictus's part of the wire protocol (/work/briefs/pictus-contract.md, docs/protocol.md): its options, its view
// and its actions. The shared frames are in ../../protocol.ts; the server's side is src/parlour/games/pictus/.
import type { BaseView, Stroke } from "../../protocol";

// ---------------------------------------------------------------------------------------------- Options

export type Voters = "others" | "narrator" | "everyone";
export const VOTERS: readonly Voters[] = ["others", "narrator", "everyone"];
export type CardLanguage = "en" | "fr";
/** The shipped picture decks: the storybook's colour scenes, or the classic line pictures. */
export type PictureDeck = "storybook" | "classic";
export const PICTURE_DECKS: readonly PictureDeck[] = ["storybook", "classic"];

export interface PictusOptions {
  /** Cards in each hand, 3..6 (default 6): below 6 is the "decrease the maximum hand size" variant. */
  hand_size?: number;
  /** Who votes (default "others"): everyone but the narrator, only the narrator, or everyone. */
  voters?: Voters;
  /** Variant: one random card from the top of the deck joins the table. */
  extra_card?: boolean;
  /** Variant: the text on the cards counts (cards show their caption). */
  captions?: boolean;
  /** The game ends at the end of the round in which someone reaches it, 5..60 (default 30). */
  target?: number;
  /** "Draw your own deck": before round 1 each player draws `own_cards` cards. */
  own_deck?: boolean;
  /** Cards each player draws in own-deck mode, 4..12 (default 8). */
  own_cards?: number;
  /** The language of captions and of computer players' clues (default "en"). */
  language?: CardLanguage;
  /** Seconds to hand in, and again to vote, 30..300 (default 120); 0: no limit. */
  time_limit?: number;
  /** The shipped pictures played with (default "storybook"). */
  deck?: PictureDeck;
}

export const HAND_SIZE_MIN = 3;
export const HAND_SIZE_MAX = 6;
export const HAND_SIZE_DEFAULT = 6;
export const TARGET_MIN = 5;
export const TARGET_MAX = 60;
export const TARGET_DEFAULT = 30;
export const OWN_CARDS_MIN = 4;
export const OWN_CARDS_MAX = 12;
export const OWN_CARDS_DEFAULT = 8;
export const VOTERS_DEFAULT: Voters = "others";
export const LANGUAGE_DEFAULT: CardLanguage = "en";
export const DECK_DEFAULT: PictureDeck = "storybook";
export const TIME_LIMIT_DEFAULT = 120;
/** The time limits a host picks from (the server takes any 30..300, or 0 for none). */
export const TIME_LIMITS: readonly number[] = [0, 30, 60, 90, 120, 180, 300];

/** The options as a room shows them (`public_options` echoes them). */
export type PictusRoomOptions = PictusOptions;

/** Every option filled in with its default: what the rules use when the room left one out. */
export function withDefaults(options: PictusOptions): Required<PictusOptions> {
  return {
    hand_size: options.hand_size ?? HAND_SIZE_DEFAULT,
    voters: options.voters ?? VOTERS_DEFAULT,
    extra_card: options.extra_card ?? false,
    captions: options.captions ?? false,
    target: options.target ?? TARGET_DEFAULT,
    own_deck: options.own_deck ?? false,
    own_cards: options.own_cards ?? OWN_CARDS_DEFAULT,
    language: options.language ?? LANGUAGE_DEFAULT,
    time_limit: options.time_limit ?? TIME_LIMIT_DEFAULT,
    deck: options.deck ?? DECK_DEFAULT,
  };
}

// ---------------------------------------------------------------------------------------------- Cards

/** A shipped picture: `/pictures/<id>.svg`, its caption and neutral account in `/pictures/deck.json`. */
export interface PictureCard {
  id: string;
}

/** A card a player drew in own-deck mode: strokes on the 1000 × 1000 sheet. */
export interface DrawnCard {
  id: string;
  strokes: Stroke[];
}

export type PictusCard = PictureCard | DrawnCard;

/** Whether a card is a player's drawing (own-deck mode) rather than a shipped picture. */
export function isDrawn(card: PictusCard): card is DrawnCard {
  return "strokes" in card && Array.isArray((card as DrawnCard).strokes);
}

/** The number a table card is shown with: its position counted from 1. */
export function tableNumber(index: number): number {
  return index + 1;
}

/** `/pictures/deck.json`: the shipped pictures' captions and neutral accounts, in both languages (the file also
 * holds each card's description, which computer players read and the client never shows: docs/pictures.md). */
export interface DeckEntry {
  id: string;
  caption: Record<CardLanguage, string>;
  /** What is drawn (things, colours, place), never a reading of it: the picture's text alternative. */
  account: Record<CardLanguage, string>;
}

export interface DeckFile {
  licence: string;
  cards: DeckEntry[];
}

// ---------------------------------------------------------------------------------------------- View

export type Phase =
  /** Own-deck mode, before round 1: everyone draws their cards. */
  | "drawing"
  /** The narrator picks a card and gives a clue (words, a drawing, or both). */
  | "clue"
  /** The others each hand in the card of theirs that fits the clue best. */
  | "hand_in"
  /** The table's cards, shuffled and numbered; the voters choose one. */
  | "vote"
  /** Who put which card in, who voted for which, the round's points. */
  | "reveal"
  | "over";

export interface PictusPlayer {
  score: number;
  /** Cards in hand. */
  hand: number;
  /** Has acted in this phase: gave the clue / handed in / voted / finished drawing their own cards. */
  done: boolean;
  /** Asked for the next round (reveal). */
  ready: boolean;
  /** Own cards drawn (own-deck mode). */
  drawn: number;
}

export interface Clue {
  words: string;
  /** The narrator's sheet (this round's canvas epoch) is part of the clue. */
  drawn: boolean;
}

export interface Reveal {
  /** Per table card: the seat who put it in; null for the extra card from the deck. */
  owners: (number | null)[];
  /** Per table card: the seats who voted for it. */
  votes: number[][];
  /** Index into `table`. */
  narrator_card: number;
  /** Per seat: points scored this round. */
  points: number[];
  /** Every guesser or none found the narrator's card. */
  all_or_none: boolean;
  /** Voters the wait ended without a vote from (no vote was cast for them). */
  abstained?: number[];
}

/** A wait that ended with players who had not acted: the server handed in a card for each, or cast no vote. */
export interface Late {
  phase: "hand_in" | "vote";
  seats: number[];
  /** The time limit ran out, or the host ended the wait. */
  why: "time" | "host";
}

export interface RoundSummary {
  round: number;
  narrator: number;
  words: string;
  drawn: boolean;
  points: number[];
}

export interface PictusView extends BaseView {
  game: "pictus";
  /** This view's seat; null for a spectator. */
  you: number | null;
  seats: number;
  phase: Phase;
  /** Counts rounds from 1; 0 in the drawing phase. */
  round: number;
  /** Null in the drawing phase. */
  narrator: number | null;
  /** Server ms when the phase moves on by itself (the hand-in and the vote with a time limit, the reveal), or null. */
  deadline: number | null;
  players: PictusPlayer[];
  /** Your hand ([] for a spectator). */
  hand: PictusCard[];
  /** From phase hand_in on. */
  clue: Clue | null;
  /** The card you put in this round (narrator: the chosen one; others: the one handed in). */
  mine: PictusCard | null;
  /** Vote and reveal: the cards, shuffled, numbered 1..n by position. */
  table: PictusCard[];
  /** Whether you vote this round. */
  voting: boolean;
  /** Your vote: an index into `table`. */
  my_vote: number | null;
  /** The narrator, in the vote with the extra-card variant: the deck's card, which they drew and may not vote for
   * (it is nobody's); null for everyone else. */
  extra: number | null;
  /** The room's language: the captions' (and computer players' clues'). */
  language: string;
  /** Reveal and over (the last round). */
  reveal: Reveal | null;
  /** Cards left to draw. */
  deck: number;
  target: number;
  /** The rounds the deck lasts (the game ends after the round that empties it). */
  rounds?: number;
  /** Whether anyone can reach the target in those rounds; if not, the game ends with the deck. */
  target_reachable?: boolean;
  /** The room's time limit to hand in and to vote, in seconds (0: none). */
  time_limit?: number;
  /** This round's waits that ended with someone late, oldest first. */
  late?: Late[];
  /** When over. */
  winners: number[] | null;
  /** When over: someone reached the target, or the deck could no longer refill every hand. */
  end_reason?: "target" | "deck" | null;
  /** Finished rounds, oldest first. */
  history: RoundSummary[];
}

// ---------------------------------------------------------------------------------------------- Actions

/** Words of a clue, trimmed, at most this long. */
export const MAX_CLUE = 200;

export type PictusAction =
  /** Drawing phase: the server takes your canvas's strokes as your next card (then send `{t: "clear"}`). */
  | { type: "draw_card" }
  /** Drawing phase: shipped pictures for the rest of your share instead of drawings. */
  | { type: "use_shipped" }
  /** The narrator, clue phase: the chosen card and the clue; `drawn` says the sheet is part of it. */
  | { type: "clue"; card: string; words: string; drawn: boolean }
  /** The narrator, clue phase: give the narration to the next seat (the server plays it for one who is away). */
  | { type: "pass" }
  /** Every other player, hand_in phase. */
  | { type: "hand_in"; card: string }
  /** Vote phase: an index into `table`. */
  | { type: "vote"; choice: number }
  /** Reveal: next round when everyone is ready, or at the deadline. */
  | { type: "ready" }
  /** The host, hand_in or vote phase: stop waiting; the server plays for whoever has not acted. */
  | { type: "end_wait" };

/** Error codes of this game's refusals. */
export const REFUSALS = [
  "wrong_phase",
  "bad_options",
  "deck_too_small",
  "empty_drawing",
  "drawing_too_large",
  "enough_drawn",
  "no_pictures_left",
  "not_narrator",
  "not_in_hand",
  "empty_clue",
  "clue_too_long",
  "narrator_hands_nothing",
  "already_handed_in",
  "not_a_voter",
  "own_card",
  "already_voted",
  "no_such_card",
  "not_someone_elses",
  "already_ready",
  "not_host",
] as const;
export type Refusal = (typeof REFUSALS)[number];
