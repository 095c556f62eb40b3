// One room as this browser sees it: the connection, the room and game view as signals, every sheet, and the
// recent public events. Server frames come in here and nowhere else; components read the signals and call the
// methods below to send frames.
import { computed, signal } from "@preact/signals";
import { Drawings } from "../canvas/drawing";
import { OwnDrawing } from "../canvas/ownDrawing";
import { Connection, socketUrl, type ConnState } from "../net/connection";
import type {
  Action,
  BaseView,
  BotLevel,
  ChatLine,
  ClientFrame,
  Colour,
  GameEvent,
  GameView,
  Reaction,
  Room,
  ServerFrame,
} from "../protocol";
import { headerConn } from "./headerConn";
import { clientId, forgetToken, loadToken, saveToken } from "./storage";
import { showError } from "./toast";

export interface FeedItem {
  id: number;
  event: GameEvent;
}

const FEED_LENGTH = 8;
/** As many chat lines as the server keeps for a newcomer (server/room/talk.py). */
const CHAT_KEPT = 30;
/** How long a reaction shows, and how many show at once (a burst from the whole table stays readable). */
export const REACTION_MS = 3000;
export const REACTIONS_SHOWN = 8;

export interface ShownReaction {
  id: number;
  seat: number;
  reaction: Reaction;
  /** Date.now() when it came. */
  at: number;
}

/** The reactions still shown at `now` once `next` is added: the newest `REACTIONS_SHOWN` of those under
 * `REACTION_MS` old. */
export function withReaction(shown: readonly ShownReaction[], next: ShownReaction, now: number): ShownReaction[] {
  return [...shown.filter((r) => now - r.at < REACTION_MS), next].slice(-REACTIONS_SHOWN);
}

/** Where a view draws: whether its player may change their own sheet now, and the sheets' epoch (when it
 * changes, every sheet starts blank). */
/** A refused frame: its stable code and the parameters the error frame carried beside it (the frame as sent). */
export interface Refusal {
  id: number;
  code: string;
  params: Record<string, unknown>;
}

export interface DrawingState {
  mayDraw: boolean;
  sheetKey: string;
}

/** What the session needs to know of a game (the registry's descriptor, by `room.game` or `view.game`). */
export interface SessionGame {
  /** Null (or absent) where the view has no sheets. */
  drawing?(view: GameView): DrawingState | null;
  /** Refusals that only mean another frame got there first (a flip as the bell rang or the turn passed): the
   * screen shows the new state anyway, so no message. */
  quietRefusals?: readonly string[];
}

export type GameLookup = (name: string) => SessionGame | undefined;

/** What the view's drawing block says (every game alike): `you` may draw when among its drawers, and the sheets
 * belong to its epoch. Null for a view without one (an older server). */
export function drawingOfBlock(view: BaseView, you: number | null | undefined): DrawingState | null {
  const block = view.drawing;
  if (!block) return null;
  return { mayDraw: you != null && block.drawers.includes(you), sheetKey: String(block.epoch) };
}

export class RoomSession {
  readonly room = signal<Room | null>(null);
  readonly view = signal<GameView | null>(null);
  readonly conn = signal<ConnState>("connecting");
  readonly missing = signal(false);
  /** The admin closed the room (with their reason) or banned this address: the page says so and stops. */
  readonly shut = signal<{ code: "room_closed" | "banned"; reason: string } | null>(null);
  /** Another tab or device plays this seat now; this page waits for its player to take it back. */
  readonly elsewhere = signal(false);
  /** The latest refusal the server sent this page (`id` counts them, so the same code twice is news twice): a
   * game's screen may word one itself, having listed it in its `quietRefusals` so that no error toast shows. */
  readonly refusal = signal<Refusal | null>(null);
  readonly feed = signal<FeedItem[]>([]);
  /** The room's chat, oldest first (the server keeps the last lines). */
  readonly chat = signal<ChatLine[]>([]);
  /** Reactions shown now, oldest first: each stays `REACTION_MS`, and no more than `REACTIONS_SHOWN` at once. */
  readonly reactions = signal<ShownReaction[]>([]);
  private reactionCount = 0;
  readonly drawings = new Drawings();
  /** The seat whose drawing is enlarged (and guessed from), or null. */
  readonly focus = signal<number | null>(null);

  readonly isHost = computed(() => {
    const room = this.room.value;
    return room !== null && room.you !== null && room.you === room.host;
  });

  private readonly connection: Connection;
  private own: OwnDrawing | null = null;
  private ownSeat = -1;
  private roundKey = "";
  private feedSerial = 0;
  /** Whether this socket has had its snapshot: until then one's own strokes are kept back (see `snapshot`). */
  private synced = false;

  /** `games` finds a game by its name: the registry's `gameOf`. `screen`: this page is the room's table screen,
   * which watches and never sits (nor takes back a seat by this browser's token). */
  constructor(
    readonly code: string,
    private readonly games: GameLookup,
    readonly screen = false,
  ) {
    this.connection = new Connection(socketUrl(code), {
      frame: (frame) => this.receive(frame),
      state: (state) => {
        if (state !== "open") this.synced = false;
        this.conn.value = state;
        headerConn.value = state;
      },
      hello: () =>
        screen
          ? { t: "hello", token: null, client: clientId(), screen: true }
          : { t: "hello", token: loadToken(code), client: clientId() },
      elsewhere: () => this.sentAway(),
    });
  }

  dispose(): void {
    this.connection.close();
    headerConn.value = null;
  }

  send(frame: ClientFrame): void {
    if (!this.connection.send(frame)) showError("network");
  }

  /** Take the seat back from the other tab or device (which is then sent away in turn). */
  playHere(): void {
    this.elsewhere.value = false;
    this.connection.reopen();
  }

  act(action: Action): void {
    // Behind strokes still being paced out: "finish" must not overtake the drawing it ends.
    if (this.own?.backlogged) this.own.enqueue({ t: "act", action }, performance.now());
    else this.send({ t: "act", action });
  }

  /** `team`: in a game played in teams, the team to join; left out, the server seats them where there is room. */
  sit(name: string, colour: Colour, team?: number): void {
    this.send(team === undefined ? { t: "sit", name, colour } : { t: "sit", name, colour, team });
  }

  /** A reaction to what the table shows now. */
  react(reaction: Reaction): void {
    this.send({ t: "react", reaction });
  }

  /** A line of the room's chat. */
  say(text: string): void {
    this.send({ t: "chat", text });
  }

  /** Host, in the lobby: seat a computer player. */
  addBot(level: BotLevel): void {
    this.send({ t: "add_bot", level });
  }

  /** The controller for drawing on one's own sheet (one per seat, kept across renders). */
  ownDrawing(seat: number): OwnDrawing {
    if (!this.own || this.ownSeat !== seat) {
      // Strokes drawn while offline stay on the sheet unsent; the first snapshot after reconnecting sends them.
      this.own = new OwnDrawing(this.drawings, seat, (frame) => {
        if (this.synced) this.connection.send(frame);
      });
      this.ownSeat = seat;
    }
    return this.own;
  }

  receive(frame: ServerFrame): void {
    switch (frame.t) {
      case "seated":
        saveToken(this.code, frame.token);
        return;
      case "snapshot": {
        // The first snapshot on a socket holds everything the server kept, and nothing of ours is in flight on
        // that socket yet, so whatever our own sheet has beyond it is sent again. A later snapshot (the server
        // catching up a slow connection) may be older than frames we already sent: it only keeps our sheet.
        const catchUp = !this.synced;
        const key = this.keyOf(frame.room, frame.view);
        const mine =
          this.own !== null && key !== "" && key === this.roundKey && frame.room.you === this.ownSeat && this.mayDraw(frame.view, frame.room.you)
            ? this.drawings.get(this.ownSeat).strokes.slice()
            : null;
        this.room.value = frame.room;
        this.view.value = frame.view;
        this.chat.value = frame.chat;
        this.roundKey = key;
        this.drawings.load(frame.canvases);
        this.synced = true;
        this.own?.resync(mine, catchUp, performance.now());
        return;
      }
      case "room":
        this.room.value = frame.room;
        return;
      case "state":
        this.enterRound(frame.view);
        this.view.value = frame.view;
        return;
      case "event":
        this.feed.value = [{ id: ++this.feedSerial, event: frame.event }, ...this.feed.value].slice(0, FEED_LENGTH);
        return;
      case "draw":
        if (!this.isOwnSheet(frame.seat)) {
          this.drawings.draw(frame.seat, frame.sid, frame.tool, frame.size, frame.pts, frame.colour);
        }
        return;
      case "undo":
        if (!this.isOwnSheet(frame.seat)) this.drawings.undo(frame.seat);
        return;
      case "clear":
        if (!this.isOwnSheet(frame.seat)) this.drawings.clear(frame.seat);
        return;
      case "error":
        this.refused(frame.code, frame.reason, frame);
        return;
      case "replaced":
        this.sentAway();
        return;
      case "chat":
        this.chat.value = [...this.chat.value, { seat: frame.seat, name: frame.name, text: frame.text }].slice(-CHAT_KEPT);
        return;
      case "reaction": {
        const now = Date.now();
        const shown = { id: ++this.reactionCount, seat: frame.seat, reaction: frame.reaction, at: now };
        this.reactions.value = withReaction(this.reactions.peek(), shown, now);
        return;
      }
      case "pong":
      case "probe": // answered by the connection itself, at once
        return;
    }
  }

  /** Told by the frame, or by the close code should the frame be lost. Closing at once also keeps a close code
   * altered on the way (by a proxy) from making us reconnect and take the seat back. */
  private sentAway(): void {
    this.elsewhere.value = true;
    // The other tab draws on this seat's sheet now: coming back, the server's copy of it is the truth, not ours,
    // so the next snapshot must not be "caught up" with what this page still holds.
    this.own?.forget();
    this.roundKey = "";
    this.connection.close();
    headerConn.value = null;
  }

  /**
   * Only this page changes the sheet it draws on: copies of its own frames (sent on a socket the server has not
   * yet seen close, or from a second tab on the same seat) would add its points twice.
   */
  private isOwnSheet(seat: number): boolean {
    return this.own !== null && seat === this.ownSeat;
  }

  /** The view's drawing block for the seat this page plays (`you`), unless the game reads its view itself. */
  private drawingOf(view: GameView | null, you: number | null | undefined): DrawingState | null {
    if (!view) return null;
    const own = this.games(view.game)?.drawing;
    return own ? own(view) : drawingOfBlock(view, you);
  }

  /** Whether this view lets the seat `you` change its own sheet. */
  private mayDraw(view: GameView | null, you: number | null | undefined): boolean {
    return this.drawingOf(view, you)?.mayDraw ?? false;
  }

  /** The sheets' epoch: the game, and where the view draws the game's own epoch ("" without a view). */
  private keyOf(room: Room | null, view: GameView | null): string {
    if (!view) return "";
    const drawing = this.drawingOf(view, room?.you);
    return drawing ? `${room?.game_id ?? ""}:${drawing.sheetKey}` : `${room?.game_id ?? ""}`;
  }

  /** Sheets belong to an epoch (a round, say): a new one (or a new game) starts with blank ones. */
  private enterRound(view: GameView | null): void {
    const key = this.keyOf(this.room.value, view);
    if (key !== this.roundKey) {
      if (this.roundKey !== "") {
        this.drawings.reset();
        // Strokes of the round that ended, still waiting to go out, belong to no sheet now.
        this.own?.forget();
      }
      this.roundKey = key;
      this.focus.value = null;
    }
  }

  private refused(code: string, reason?: string, params: Record<string, unknown> = {}): void {
    if (code === "no_such_room" || code === "room_closed" || code === "banned") {
      // For good, or for a while: coming back at once would be refused again.
      if (code === "no_such_room") this.missing.value = true;
      else this.shut.value = { code, reason: reason ?? "" };
      this.connection.close();
      headerConn.value = null;
      return;
    }
    if (code === "bad_token") {
      // The seat is gone (the lobby dropped it, or the token is stale). The server keeps this connection as
      // a watcher, so only the token needs forgetting.
      forgetToken(this.code);
    }
    this.refusal.value = { id: (this.refusal.peek()?.id ?? 0) + 1, code, params };
    // A stroke's last points, still on their way when a right guess or the clock ended the turn: the view that
    // ended it already says why, so no error is shown (every drawing game alike).
    if (code === "cannot_draw_now" && !this.mayDraw(this.view.peek(), this.room.peek()?.you)) return;
    const game = this.room.value ? this.games(this.room.value.game) : undefined;
    if (game?.quietRefusals?.includes(code)) return;
    showError(code);
  }
}
