// What a game's folder gives the rest of the client: one entry, listed in the registry (./index.ts), whose
// `load` fetches the rest. The shared UI (home page, lobby, room, record page) and the room session find a game
// here by its name and never name one themselves.
import type { ComponentType } from "preact";
import type { MessageKey } from "../i18n";
import type { BaseView, GameRecord, Room, RoomOptions } from "../protocol";
import type { DrawingState } from "../store/session";
import type { Moment, Reminder } from "../ui/moments/moment";

/** A game's interface strings in one language: `{ "picco.flip": "Flip", ... }`. */
export type Messages = { readonly [key: string]: string };

/** What the lobby hands a game's options editor. */
export interface OptionsEditorProps {
  /** The room's options as it shows them (`room.options`). */
  options: RoomOptions;
  /** Send a patch of the options the room was created with (keys left out keep their value). */
  save(patch: Record<string, unknown>): void;
  /** Close the editor without changing anything. */
  cancel(): void;
}

/** One step of a game's how-to-play, for people who have never played. */
export interface HelpSection {
  /** Names the step for `phaseHelp` (and the tests' ids). */
  id: string;
  title: MessageKey;
  /** A few short sentences, one paragraph each. */
  text: readonly MessageKey[];
  /** A small picture of the game's own drawing; decorative, since the text says it all. */
  Picture: ComponentType;
  /** Words of the game's jargon met in this step, each with its meaning (the keys a `<Term explain>` uses). */
  words?: readonly { word: MessageKey; explain: MessageKey }[];
}

/** A game's help (../ui/help/): its how-to-play, and the step that explains the phase a view is in. */
export interface GameHelp<V> {
  sections: readonly HelpSection[];
  /** The `id` of one of `sections`. */
  phaseHelp(view: V): string;
  /** The `id`s of the sections that concern the game a view is in (its way to play, say), for the in-game help;
   * all of them when absent. */
  sectionsFor?(view: V): readonly string[];
}

/** A game action: `type` says which. */
export interface BaseAction {
  type: string;
}

/**
 * What the client knows of a game before its code has loaded: enough for the home page's chooser and for a room's
 * session, which must read every frame from the first. `T` is its two strings in English.
 */
export interface GameAbout<V extends BaseView, T extends Messages = Messages> {
  /** `room.game`, `view.game`, a record's `game`. */
  name: V["game"];
  /** Its name and one line about it (players, what it is), on the home page's chooser. */
  title: MessageKey;
  blurb: MessageKey;
  /** Those two strings in each language; the rest of the game's come with its code (`GameModule.messages`). */
  titles: { en: T; fr: { readonly [K in keyof T]: string } };
  /** A small picture for the chooser. */
  Picture: ComponentType;

  /**
   * Drawing, for a game whose players draw on sheets: whether this view lets its player change their own sheet
   * now, and the sheets' epoch (`sheetKey`: when it changes, every sheet starts blank). Absent, or null for a
   * view, where nobody draws.
   */
  drawing?(view: V): DrawingState | null;
  /** Refusals that only mean another frame got there first: the next view shows what happened, so no message. */
  quietRefusals?: readonly string[];
}

/** A game in the registry: what is known of it at once, and the rest in chunks of the built client of its own
 * (code splitting), each fetched the first time a page needs it: what comes before play, which the home page
 * needs, the play itself, which a room or a finished game's page needs as well, and its strings in each language. */
export interface GameEntry<V extends BaseView, A extends BaseAction, M extends Messages, T extends Messages>
  extends GameAbout<V, T> {
  loadFront(): Promise<GameFront<V, A>>;
  loadPlay(): Promise<GamePlay<V>>;
  /** Its strings, one language at a time (a chunk each: a page fetches its own language's): merged into the
   * interface's, whose keys they must not clash with, nor with another game's. The French has the English keys. */
  loadMessages: { en(): Promise<M>; fr(): Promise<{ readonly [K in keyof M]: string }> };
}

/**
 * What comes before play: the home page's introduction and create form, and the how-to-play (the lobby's too).
 * `V` is its view, `A` its actions (the `act` frames).
 */
export interface GameFront<V extends BaseView, A extends BaseAction> {
  /** The home page: the introduction beside the form, and the create form. */
  Hero: ComponentType;
  CreateForm: ComponentType;

  /** The how-to-play on the home page and in the lobby, and the in-game help of the current phase. */
  help: GameHelp<V>;

  /** Type only: never set. Carries `A` so that the protocol's `Action` is every game's actions. */
  readonly actionType?: A;
}

/** The room and the play: the lobby's parts, the game's screen, its record page, and what its views mean to a
 * player who looks elsewhere. */
export interface GamePlay<V extends BaseView> {
  /** The lobby: the room's options in words, and why the host may not start yet (null: they may). */
  optionChips(options: RoomOptions): string[];
  /** The host's editor of those options, in the lobby before the start (absent: they cannot change there). */
  OptionsEditor?: ComponentType<OptionsEditorProps>;
  startBlocker?(room: Room): MessageKey | null;
  /** Whether the host may seat computer players (`add_bot`) and hand a seat that left to one. */
  bots: boolean;
  /** How this game's computer players play, under the lobby's buttons (absent: the platform's general words). */
  botHint?: MessageKey;

  /** The room once the game is on: the screen for its view. The table screen (ui/pages/TablePage.tsx) shows the
   * spectator's. While a room has one, the room page marks a seated player's screen as a `.controller`, under which
   * the game's stylesheet hides what the shared screen shows and keeps what the player does. */
  Screen: ComponentType<{ view: V }>;
  /** A finished game's page (/games/<id>). */
  Record: ComponentType<{ record: GameRecord<V> }>;

  /**
   * Moments not to miss (ui/moments/): what changed from one view of a player to the next, as sounds, words and
   * banners (pure; `at` is Date.now() when `after` came). And what this view asks of its player now, shown on the
   * tab when they look elsewhere (null: nothing).
   */
  moments?(before: V, after: V, at: number): Moment[];
  attention?(view: V): MessageKey | null;
  /** Moments due at a time (the timer nearly out, say): each is played when due if the view then still asks for it. */
  reminders?(view: V): Reminder[];
}

/** One game, as the client plays it once both its chunks (and its strings) are in. */
export type GameModule<V extends BaseView, A extends BaseAction> = GameAbout<V> & GameFront<V, A> & GamePlay<V>;

// `any` only where a game's own types are read back from its entry.
export type ViewOf<E> = E extends GameEntry<infer V, any, any, any> ? V : never;
export type ActionOf<E> = E extends GameEntry<any, infer A, any, any> ? A : never;
export type MessageKeyOf<E> = E extends GameEntry<any, any, infer M, infer T> ? keyof M | keyof T : never;
