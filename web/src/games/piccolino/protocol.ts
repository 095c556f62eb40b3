// Piccolino's part of the wire protocol (docs/protocol.md): its options, its view and its actions. The shared
// frames are in ../../protocol.ts.
import type { BaseView } from "../../protocol";

// ---------------------------------------------------------------------------------------------- Options

export interface PiccolinoOptions {
  /** 1..60 (default 4): a player who has not flipped that long after their turn came is flipped for. */
  flip_seconds?: number;
}

export const FLIP_SECONDS_MIN = 1;
export const FLIP_SECONDS_MAX = 60;
export const FLIP_SECONDS_DEFAULT = 4;

/** The options as a room shows them. */
export interface PiccolinoRoomOptions extends PiccolinoOptions {
  /** Who deals (and so flips first). */
  dealer?: number;
}

// ---------------------------------------------------------------------------------------------- View

/** The clown colours, a list apart from the seats' colours. */
export const CLOWN_COLOURS = ["red", "orange", "yellow", "green", "blue", "purple", "pink", "black"] as const;
export type ClownColour = (typeof CLOWN_COLOURS)[number];

/** A face-up card: a clown of one colour, happy (with a hat) or sad (without). */
export interface ClownCard {
  colour: ClownColour;
  happy: boolean;
}

export interface PiccolinoPlayer {
  seat: number;
  /** Cards in the face-down draw pile. */
  draw: number;
  /** Cards in the face-up discard pile; only its top is visible. */
  discard: number;
  top: ClownCard | null;
  out: boolean;
  stop_vote: boolean;
}

/** The last bell's outcome: a win, a wrong ring's penalty (3+ players) or a wrong ring with two players. */
export type BellOutcome =
  | { kind: "won"; seat: number; cards: number; reaction_ms: number; rang: number[] }
  | { kind: "penalty"; seat: number; gave: number[] }
  | { kind: "wrong"; seat: number; to: number; cards: number };

export interface PiccolinoView extends BaseView {
  game: "piccolino";
  phase: "playing" | "over";
  seat: number | null;
  /** Counts changes to the visible tops; a ring names the version on its player's screen at the press. */
  version: number;
  turn: number;
  /** Epoch ms when the player whose turn it is is flipped for. */
  flip_deadline: number | null;
  /** `open` while the server waits for slower rings; `rang` the seats that rang correctly meanwhile. */
  bell: { open: boolean; rang: number[] };
  players: PiccolinoPlayer[];
  last: BellOutcome | null;
  winners: number[];
}

// ---------------------------------------------------------------------------------------------- Actions

/** Piccolino's actions. A ring names the newest version rendered (`version`) and the one on screen at the press
 * (`seen`), and how long after `seen` appeared there the bell was pressed. Its `elapsed_ms`, `rtt_ms` and
 * `window_ms` are the server's to write. */
export type PiccolinoAction =
  | { type: "flip" }
  | { type: "ring"; version: number; seen?: number; reaction_ms: number }
  | { type: "vote_stop"; stop: boolean };
