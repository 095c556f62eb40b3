// The registry: every game this client plays, each an import and an entry in `GAMES` (its folder's entry, see
// ./types.ts). Adding a game is writing its folder (../../README.md) and adding it here; nothing else in the
// client names a game (test/registry.test.ts). An entry is small: the rest of a game is two chunks of its own,
// styles included, fetched the first time a page needs them (`loadFront`, `loadGame`), so that the first page
// carries what comes before play of one game and no more.
import { signal } from "@preact/signals";
import { addMessages, beforeLanguageSwitch, lang, type Lang } from "../i18n";
import type { Action, GameView } from "../protocol";
import { piccolino } from "./piccolino";
import { pictomania } from "./pictomania";
import { pictus } from "./pictus";
import type { GameAbout, GameFront, GameModule, GamePlay, Messages } from "./types";
import { winLoseOrDraw } from "./win-lose-or-draw";

/** In the home page's order; the first is chosen at first. */
export const GAMES = [pictomania, piccolino, winLoseOrDraw, pictus] as const;

export type AnyEntry = (typeof GAMES)[number];
export type { ActionOf, MessageKeyOf, ViewOf } from "./types";

// Each game's name and blurb join the interface's strings (src/i18n/) at once, the rest when its code loads.
for (const entry of GAMES) {
  addMessages(`${entry.name}/titles`, "en", entry.titles.en);
  addMessages(`${entry.name}/titles`, "fr", entry.titles.fr);
}

/** A game as the shared UI uses it, once loaded: given the view (or record) of the game it was looked up by. */
export type Game = GameModule<GameView, Action>;
/** What is known of a game before it has loaded. */
export type About = GameAbout<GameView>;
/** A game whose part before play has loaded (the home page's). */
export type Front = About & GameFront<GameView, Action>;

const entries: ReadonlyMap<string, AnyEntry> = new Map(GAMES.map((entry) => [entry.name, entry]));
// Signals, so that a component that asked for a game before it loaded shows it when it has.
const fronts = signal<ReadonlyMap<string, Front>>(new Map());
const games = signal<ReadonlyMap<string, Game>>(new Map());
const pending = new Map<string, Promise<unknown>>();
/** The games whose part before play a page asked for: their strings follow the interface's language. */
const asked = new Set<string>();

/** What is known at once of the game called `name` (`room.game`, `view.game`); undefined for one this client
 * lacks. */
export function aboutOf(name: string): About | undefined {
  return entries.get(name) as About | undefined;
}

/** The game called `name` once its part before play has loaded (see `loadFront`); undefined until then. */
export function frontOf(name: string): Front | undefined {
  return fronts.value.get(name);
}

/** The game called `name` once all of it has loaded (see `loadGame`); undefined until then, and for a game this
 * client lacks. */
export function gameOf(name: string): Game | undefined {
  return games.value.get(name);
}

/** Fetches one chunk once: later calls share the first, and after a failure the next call tries again. */
function once<T>(key: string, fetch: () => Promise<T>): Promise<T> {
  let promise = pending.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = fetch();
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/** Fetches the strings of the game called `name` in one language, once. */
export function loadMessages(name: string, language: Lang): Promise<void> {
  const entry = entries.get(name);
  if (!entry) return Promise.resolve();
  const fetch = entry.loadMessages[language] as () => Promise<Messages>;
  return once(`${name}/messages/${language}`, async () => addMessages(name, language, await fetch()));
}

// The interface switches language once every game a page asked for has its strings in that language.
beforeLanguageSwitch((next) => Promise.all([...asked].map((name) => loadMessages(name, next))));

/** Fetches the part of the game called `name` that comes before play, and its strings in the interface's
 * language; resolves to undefined for a game this client lacks, and rejects when a chunk could not be fetched. */
export function loadFront(name: string): Promise<Front | undefined> {
  const entry = entries.get(name);
  if (!entry) return Promise.resolve(undefined);
  asked.add(name);
  return once(`${name}/front`, async () => {
    const [module] = await Promise.all([entry.loadFront(), loadMessages(name, lang.peek())]);
    const front = { ...(entry as unknown as About), ...(module as unknown as GameFront<GameView, Action>) };
    fronts.value = new Map(fronts.peek()).set(name, front);
    return front;
  });
}

/** Fetches all of the game called `name`, both chunks side by side; as `loadFront` otherwise. */
export function loadGame(name: string): Promise<Game | undefined> {
  const entry = entries.get(name);
  if (!entry) return Promise.resolve(undefined);
  return once(`${name}/play`, async () => {
    const [front, play] = await Promise.all([loadFront(name), entry.loadPlay()]);
    const game = { ...front!, ...(play as unknown as GamePlay<GameView>) };
    games.value = new Map(games.peek()).set(name, game);
    return game;
  });
}
