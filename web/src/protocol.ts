// The Parlour wire protocol (docs/protocol.md), as TypeScript types. This file is the client's contract with
// the server: every shape here mirrors a shape in that document, and nothing else in the client invents one.

/** The longest seat name the server accepts. */
export const MAX_NAME = 20;

/** Seat colours (every game). Piccolino's clown colours are a separate list: `CLOWN_COLOURS`. */
export const COLOURS = ["red", "yellow", "green", "blue", "purple", "orange"] as const;
export type Colour = (typeof COLOURS)[number];

/** The games this client plays (`room.game`, `view.game`). */
export const GAMES = ["pictomania", "piccolino"] as const;
export type GameName = (typeof GAMES)[number];

/** Computer players' levels (`add_bot`, `seats[i].bot`). */
export const BOT_LEVELS = ["easy", "medium", "hard"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export function isBotLevel(value: unknown): value is BotLevel {
  return (BOT_LEVELS as readonly unknown[]).includes(value);
}

export const LEVELS = ["easy", "moderate", "hard", "very-hard"] as const;
export type Level = (typeof LEVELS)[number];

export const DECK_LANGUAGES = ["en", "fr"] as const;
export type DeckLanguage = (typeof DECK_LANGUAGES)[number];

export type Phase = "choosing_level" | "preview" | "drawing" | "review" | "scored" | "over";
export type Tool = "pen" | "eraser";

/** The virtual canvas is VIRTUAL_SIZE × VIRTUAL_SIZE integer units, origin top left. */
export const VIRTUAL_SIZE = 1000;
export const MAX_PRESSURE = 100;
export const MIN_STROKE_SIZE = 1;
export const MAX_STROKE_SIZE = 80;
/** At most this many points (3 numbers each) in one `draw` frame. */
export const MAX_POINTS_PER_FRAME = 128;
export const MAX_SID = 2 ** 31;

// ---------------------------------------------------------------------------------------------- HTTP

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

export interface PiccolinoOptions {
  /** 1..60 (default 4): a player who has not flipped that long after their turn came is flipped for. */
  flip_seconds?: number;
}

export const FLIP_SECONDS_MIN = 1;
export const FLIP_SECONDS_MAX = 60;
export const FLIP_SECONDS_DEFAULT = 4;

/** The options as a room shows them: never the deck itself, but how many cards it holds. Each game shows its
 * own fields; the others are absent. */
export interface RoomOptions extends Omit<PictomaniaOptions, "custom_deck">, PiccolinoOptions {
  deck_size?: number;
  /** Piccolino: who deals (and so flips first). */
  dealer?: number;
}

/** One problem of a refused deck: `line` 0 is about the whole deck. */
export interface DeckProblem {
  line: number;
  message: string;
}

export type CreateRoomRequest =
  | { game: "pictomania"; options: PictomaniaOptions }
  | { game: "piccolino"; options: PiccolinoOptions };

export interface CreateRoomResponse {
  code: string;
  url: string;
}

/** Every HTTP error body: `{"error": {"code": "...", ...params}}`. */
export interface ErrorBody {
  error: { code: string; [param: string]: unknown };
}

// ---------------------------------------------------------------------------------------------- Room

export interface SeatInfo {
  seat: number;
  name: string;
  colour: Colour;
  connected: boolean;
  standin: boolean;
  /** A computer player's level; null (or absent, from an older server) for people. */
  bot?: BotLevel | null;
}

export type RoomStatus = "lobby" | "playing" | "over";

/** Pictomania's level chooser: the rules give the choice to game seat 0 (docs/rules/pictomania.md), which is
 * not always the room's host (the first *connected* seated player). */
export const LEVEL_CHOOSER_SEAT = 0;

export interface Room {
  code: string;
  game: string;
  status: RoomStatus;
  options: RoomOptions;
  seats: SeatInfo[];
  host: number | null;
  you: number | null;
  game_id: string | null;
  min_players: number;
  max_players: number;
}

// ---------------------------------------------------------------------------------------------- Canvas

export interface Stroke {
  sid: number;
  tool: Tool;
  size: number;
  /** Flat triples x, y, pressure. */
  pts: number[];
}

/** `{"<seat>": [stroke, ...]}` for the current round, in drawing order. */
export type Canvases = Record<string, Stroke[]>;

// ---------------------------------------------------------------------------------------------- Pictomania view

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

export interface PictomaniaView {
  game: "pictomania";
  phase: Phase;
  round: number;
  rounds: number;
  level: Level | null;
  seat: number | null;
  deadline: number | null;
  children: boolean;
  rack: RackCard[];
  players: PlayerView[];
  bonus_left: number[];
  totals: number[];
  results: RoundResult[];
  /** Absent for spectators. */
  me?: MeView;
}

// ---------------------------------------------------------------------------------------------- Piccolino view

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

export interface PiccolinoView {
  game: "piccolino";
  phase: "playing" | "over";
  seat: number | null;
  /** Counts changes to the visible tops; a ring names the version its player saw. */
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

/** Any game's view; `game` tells which. */
export type GameView = PictomaniaView | PiccolinoView;

// ---------------------------------------------------------------------------------------------- Actions

export type PictomaniaAction =
  | { type: "choose_level"; level: Level }
  | { type: "replace_card"; card: number }
  | { type: "ready" }
  | { type: "guess"; target: number; number: number }
  | { type: "finish"; bonus: boolean }
  | { type: "draw_nothing" }
  | { type: "check_clue"; wrong: boolean };

/** Piccolino's actions. A ring's `elapsed_ms`, `rtt_ms` and `window_ms` are the server's to write. */
export type PiccolinoAction =
  | { type: "flip" }
  | { type: "ring"; version: number; reaction_ms: number }
  | { type: "vote_stop"; stop: boolean };

export type Action = PictomaniaAction | PiccolinoAction;

// ---------------------------------------------------------------------------------------------- Frames

export interface DrawFrameOut {
  t: "draw";
  sid: number;
  tool: Tool;
  size: number;
  pts: number[];
}

export type ClientFrame =
  | { t: "hello"; token: string | null }
  | { t: "sit"; name: string; colour: Colour }
  | { t: "start" }
  /** In a game, `level` hands the seat to a computer player rather than the stand-in (games that have them). */
  | { t: "remove"; seat: number; level?: BotLevel }
  | { t: "again" }
  | { t: "act"; action: Action }
  | DrawFrameOut
  | { t: "undo" }
  | { t: "clear" }
  | { t: "ping"; n: number }
  /** The answer to the server's round-trip probe: the same frame, sent at once. */
  | { t: "probe"; n: number }
  | { t: "add_bot"; level: BotLevel };

/** A public game event; events never carry a secret. Known Pictomania types are listed for the activity feed. */
export interface GameEvent {
  type: string;
  [field: string]: unknown;
}

export type ServerFrame =
  | { t: "seated"; seat: number; token: string }
  | { t: "snapshot"; room: Room; view: GameView | null; canvases: Canvases }
  | { t: "room"; room: Room }
  /** `view` is null once the room is back in the lobby (after "again"). */
  | { t: "state"; view: GameView | null }
  | { t: "event"; event: GameEvent }
  | { t: "draw"; seat: number; sid: number; tool: Tool; size: number; pts: number[] }
  | { t: "undo"; seat: number }
  | { t: "clear"; seat: number }
  | { t: "error"; code: string; detail?: unknown }
  | { t: "pong"; n: number }
  /** A round-trip probe (every game): answer at once with the same frame. */
  | { t: "probe"; n: number }
  /** A newer socket (another tab or device) took this seat; the server closes this one next. */
  | { t: "replaced" };

const SERVER_FRAME_TYPES: ReadonlySet<string> = new Set([
  "seated",
  "snapshot",
  "room",
  "state",
  "event",
  "draw",
  "undo",
  "clear",
  "error",
  "pong",
  "probe",
  "replaced",
]);

function asServerFrame(data: unknown): ServerFrame | null {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  const t = (data as { t?: unknown }).t;
  if (typeof t !== "string" || !SERVER_FRAME_TYPES.has(t)) return null;
  return data as ServerFrame;
}

/** Parse one text frame from the server; anything that is not a known frame is dropped (null). */
export function parseServerFrame(text: string): ServerFrame | null {
  try {
    return asServerFrame(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Parse one WebSocket message: a frame, or (when a room turn produced several) an array of frames in order.
 *  Unknown frames are dropped. */
export function parseServerMessage(text: string): ServerFrame[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  const items = Array.isArray(data) ? data : [data];
  return items.map(asServerFrame).filter((f): f is ServerFrame => f !== null);
}

// ---------------------------------------------------------------------------------------------- Game record

export interface RecordPlayer {
  seat: number;
  name: string;
  colour: Colour;
}

export type CanvasOp =
  | { k: "draw"; sid: number; tool: Tool; size: number; pts: number[] }
  | { k: "undo" }
  | { k: "clear" };

export interface RecordOp {
  /** Epoch milliseconds. */
  t: number;
  round: number;
  seat: number;
  op: CanvasOp;
}

export interface GameRecord<V extends GameView = GameView> {
  id: string;
  game: string;
  room: string;
  status: string;
  players: RecordPlayer[];
  /** The final view, as a spectator sees it. */
  final: V;
  /** Every public event of the game, in order. */
  events: GameEvent[];
  ops: RecordOp[];
}
