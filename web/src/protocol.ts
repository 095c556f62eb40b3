// The Parlour wire protocol (docs/protocol.md), as TypeScript types. This file is the client's contract with
// the server: every shape here mirrors a shape in that document, and nothing else in the client invents one.
// Each game's options, view and actions are in its folder (src/games/<game>/protocol.ts); the unions of them
// here come from the registry (src/games/index.ts).
import type { ActionOf, AnyEntry, ViewOf } from "./games";

/** The longest seat name the server accepts. */
export const MAX_NAME = 20;

/** Seat colours (every game; a game may have colours of its own for its cards). */
export const COLOURS = [
  "red", "yellow", "green", "blue", "purple", "orange", "pink", "teal", "brown", "grey", "navy", "lime",
] as const;
export type Colour = (typeof COLOURS)[number];

/** The name of a game this client plays (`room.game`, `view.game`): one of the registry's (src/games/). */
export type GameName = GameView["game"];

/** Computer players' levels (`add_bot`, `seats[i].bot`). */
export const BOT_LEVELS = ["easy", "medium", "hard"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export function isBotLevel(value: unknown): value is BotLevel {
  return (BOT_LEVELS as readonly unknown[]).includes(value);
}

/** `fill` only in a game whose drawing block says `palette` (see Ink). */
export type Tool = "pen" | "eraser" | "fill";

/**
 * A stroke's ink: an index into the palette (src/canvas/palette.ts, the server's canvas.PALETTE), in a game whose
 * drawing block says `palette`; a stroke without one (every stroke of a game with one ink, and every stroke
 * recorded before colours) is in the first, the house's near-black.
 */
export type Ink = number;
/** How many inks the palette has (indices 0 .. PALETTE_SIZE - 1). */
export const PALETTE_SIZE = 10;

/** The virtual canvas is VIRTUAL_SIZE × VIRTUAL_SIZE integer units, origin top left. */
export const VIRTUAL_SIZE = 1000;
export const MAX_PRESSURE = 100;
export const MIN_STROKE_SIZE = 1;
export const MAX_STROKE_SIZE = 80;
/** At most this many points (3 numbers each) in one `draw` frame. */
export const MAX_POINTS_PER_FRAME = 128;
export const MAX_SID = 2 ** 31;

// ---------------------------------------------------------------------------------------------- HTTP

/** A room's options, as the room shows them: each game reads its own (see its folder's protocol.ts). */
export type RoomOptions = { readonly [option: string]: unknown };

/** `options` is the game's own options object (see its folder's protocol.ts). */
export interface CreateRoomRequest {
  game: GameName;
  options: object;
}

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
  /** The seat's team in a game played in teams; null otherwise (absent from an older server). */
  team?: number | null;
  /** The host silenced this player in the chat (absent from an older server). */
  muted?: boolean;
  /** Votes of the people here to remove this player, and how many remove them (absent from an older server). */
  remove_votes?: number;
  remove_needed?: number;
}

export type RoomStatus = "lobby" | "playing" | "over";

export interface Room {
  code: string;
  game: string;
  status: RoomStatus;
  options: RoomOptions;
  seats: SeatInfo[];
  host: number | null;
  you: number | null;
  /** The seats this page's player has voted to remove (absent from an older server). */
  you_voted_remove?: number[];
  game_id: string | null;
  min_players: number;
  max_players: number;
  /** How many teams the game is played in; 0 when everyone plays for themselves (absent from an older server). */
  teams?: number;
  /** Table screens open on the room now: a seated player's page shows a controller while there is one (absent
   * from an older server). */
  screens?: number;
}

// ---------------------------------------------------------------------------------------------- Canvas

export interface Stroke {
  sid: number;
  /** A `fill` is one point: the enclosed region under it takes its colour (src/canvas/fill.ts). */
  tool: Tool;
  size: number;
  /** Flat triples x, y, pressure. */
  pts: number[];
  /** Absent: the first ink. */
  colour?: Ink;
}

/** `{"<seat>": [stroke, ...]}` for the current round, in drawing order. */
export type Canvases = Record<string, Stroke[]>;

// ---------------------------------------------------------------------------------------------- Games

/**
 * The platform's drawing block, in every view: the sheets' `epoch` (when it changes every sheet starts blank),
 * the seats that may draw now (`drawers`), and the sheets this seat may see (null: all of them).
 */
export interface DrawingBlock {
  epoch: number;
  drawers: number[];
  sheets: number[] | null;
  /** Present (true) in a game whose players draw in the palette's colours and fill. */
  palette?: boolean;
}

/** What every game's view says: which game it is, and the platform's drawing block (absent from an older
 * server). Each game's folder describes the rest of its view. */
export interface BaseView {
  game: string;
  drawing?: DrawingBlock;
  /** Whether the table may chat now (the game's rules close the chat at some moments); absent from an older
   * server. */
  talk?: boolean;
}

/** Any game's view; `game` tells which (the union of the registry's games' views). */
export type GameView = ViewOf<AnyEntry>;

/** Any game's action (`act` frames). */
export type Action = ActionOf<AnyEntry>;

// ---------------------------------------------------------------------------------------------- Frames

export interface DrawFrameOut {
  t: "draw";
  sid: number;
  tool: Tool;
  size: number;
  pts: number[];
  colour?: Ink;
}

export type ClientFrame =
  /** `client`: this browser's own random id (store/storage.ts), so that a player the host removed waits. */
  | { t: "hello"; token: string | null; client?: string; screen?: boolean }
  /** `team`, in a game played in teams: the team to join (the smallest one when left out). */
  | { t: "sit"; name: string; colour: Colour; team?: number | null }
  | { t: "start" }
  /** In a game, `level` hands the seat to a computer player rather than the stand-in (games that have them). */
  | { t: "remove"; seat: number; level?: BotLevel; force?: boolean }
  | { t: "again" }
  | { t: "act"; action: Action }
  | DrawFrameOut
  | { t: "undo" }
  | { t: "clear" }
  | { t: "ping"; n: number }
  /** The answer to the server's round-trip probe: the same frame, sent at once. */
  | { t: "probe"; n: number }
  | { t: "add_bot"; level: BotLevel }
  /** In the lobby of a game played in teams: move to another team. */
  | { t: "team"; team: number }
  /** The host, in the lobby: move a seat to a team, or deal every seat to a team at random. */
  | { t: "move_team"; seat: number; team: number }
  | { t: "shuffle_teams" }
  /**
   * The host, in the lobby: change the room's options. `options` is a patch of the options the room was created
   * with (keys left out keep their value); the game checks the result as at creation, and every member gets the
   * new `room` frame, or the host an `error` (`not_host`, `not_in_lobby`, `bad_options`, `bad_deck`).
   */
  | { t: "options"; options: Record<string, unknown> }
  /** A line of the room's chat, open in the lobby (`chat_closed` during play). */
  | { t: "chat"; text: string }
  | { t: "react"; reaction: Reaction }
  /** Host: silence a player in the chat (`muted: true`), or let them speak again. */
  | { t: "mute"; seat: number; muted: boolean }
  | { t: "vote_remove"; seat: number; remove?: boolean };

/** The reactions a player may send (wire/protocol.py's REACTIONS): names, drawn by the client (ui/chat/). */
export const REACTIONS = ["bravo", "laugh", "wow", "love", "fire", "hmm"] as const;
export type Reaction = (typeof REACTIONS)[number];

/** A line of the room's chat as the server relays it: plain text, shown as text. */
export interface ChatLine {
  seat: number;
  name: string;
  text: string;
}

/** A public game event; events never carry a secret. Each game words its own events. */
export interface GameEvent {
  type: string;
  [field: string]: unknown;
}

export type ServerFrame =
  | { t: "seated"; seat: number; token: string }
  | { t: "snapshot"; room: Room; view: GameView | null; canvases: Canvases; chat: ChatLine[] }
  | { t: "room"; room: Room }
  /** `view` is null once the room is back in the lobby (after "again"). */
  | { t: "state"; view: GameView | null }
  | { t: "event"; event: GameEvent }
  | { t: "draw"; seat: number; sid: number; tool: Tool; size: number; pts: number[]; colour?: Ink }
  | { t: "undo"; seat: number }
  | { t: "clear"; seat: number }
  | { t: "error"; code: string; detail?: unknown; reason?: string; [param: string]: unknown }
  | { t: "pong"; n: number }
  /** A round-trip probe (every game): answer at once with the same frame. */
  | { t: "probe"; n: number }
  /** A newer socket (another tab or device) took this seat; the server closes this one next. */
  | { t: "replaced" }
  | ({ t: "chat" } & ChatLine)
  | { t: "reaction"; seat: number; reaction: Reaction };

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
  "chat",
  "reaction",
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
  /** `colour` is absent from strokes in the first ink, and from every stroke recorded before colours. */
  | { k: "draw"; sid: number; tool: Tool; size: number; pts: number[]; colour?: Ink }
  | { k: "undo" }
  | { k: "clear" };

export interface RecordOp {
  /** Epoch milliseconds. */
  t: number;
  round: number;
  seat: number;
  op: CanvasOp;
}

/** A reaction sent during the game, with the canvas epoch (round, turn) it came in. */
export interface RecordReaction {
  t: number;
  round: number;
  seat: number;
  reaction: Reaction;
}

export interface GameRecord<V extends BaseView = GameView> {
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
  /** What the players reacted with during the game (absent from an older server). */
  reactions?: RecordReaction[];
}
