// What a game's folder gives the rest of the client: one descriptor, listed in the registry (./index.ts). The
// shared UI (home page, lobby, room, record page) and the room session find a game here by its name and never
// name one themselves.
import type { ComponentType } from "preact";
import type { MessageKey } from "../i18n";
import type { BaseView, GameRecord, Room, RoomOptions } from "../protocol";
import type { DrawingState } from "../store/session";

/** A game's interface strings in one language: `{ "picco.flip": "Flip", ... }`. */
export type Messages = { readonly [key: string]: string };

/** A game action: `type` says which. */
export interface BaseAction {
  type: string;
}

/**
 * One game, as the client plays it. `V` is its view, `A` its actions (the `act` frames), `M` its English strings
 * (the French ones must have the same keys).
 */
export interface GameModule<V extends BaseView, A extends BaseAction, M extends Messages> {
  /** `room.game`, `view.game`, a record's `game`. */
  name: V["game"];
  /** Its name and one line about it (players, what it is), on the home page's chooser. */
  title: MessageKey;
  blurb: MessageKey;
  /** Its strings, merged into the interface's (keys must not clash with another game's or the shared ones). */
  messages: { en: M; fr: { readonly [K in keyof M]: string } };

  /** The home page: a small picture for the chooser, the introduction above the form, and the create form. */
  Picture: ComponentType;
  Hero: ComponentType;
  CreateForm: ComponentType;

  /** The lobby: the room's options in words, and why the host may not start yet (null: they may). */
  optionChips(options: RoomOptions): string[];
  startBlocker?(room: Room): MessageKey | null;
  /** Whether the host may seat computer players (`add_bot`) and hand a seat that left to one. */
  bots: boolean;

  /** The room once the game is on: the screen for its view. */
  Screen: ComponentType<{ view: V }>;
  /** A finished game's page (/games/<id>). */
  Record: ComponentType<{ record: GameRecord<V> }>;

  /**
   * Drawing, for a game whose players draw on sheets: whether this view lets its player change their own sheet
   * now, and the sheets' epoch (`sheetKey`: when it changes, every sheet starts blank). Absent, or null for a
   * view, where nobody draws.
   */
  drawing?(view: V): DrawingState | null;
  /** Refusals that only mean another frame got there first: the next view shows what happened, so no message. */
  quietRefusals?: readonly string[];

  /** Type only: never set. Carries `A` so that the protocol's `Action` is every game's actions. */
  readonly actionType?: A;
}

// `any` only where a game's own types are read back.
export type ViewOf<G> = G extends GameModule<infer V, any, any> ? V : never;
export type ActionOf<G> = G extends GameModule<any, infer A, any> ? A : never;
export type MessageKeyOf<G> = G extends GameModule<any, any, infer M> ? keyof M : never;
