// The registry: every game this client plays, each an import and an entry in `GAMES` (its folder's descriptor,
// see ./types.ts). Adding a game is writing its folder (../../README.md) and adding it here; nothing else in
// the client names a game (test/registry.test.ts). Each game's CSS comes into the bundle in this import order.
import { addMessages } from "../i18n";
import type { Action, GameView } from "../protocol";
import { piccolino } from "./piccolino";
import { pictomania } from "./pictomania";
import { pictus } from "./pictus";
import type { GameModule, Messages } from "./types";
import { winLoseOrDraw } from "./win-lose-or-draw";

/** In the home page's order; the first is chosen at first. */
export const GAMES = [pictomania, piccolino, winLoseOrDraw, pictus] as const;

export type AnyGame = (typeof GAMES)[number];
export type { ActionOf, MessageKeyOf, ViewOf } from "./types";

// Each game's strings join the interface's (src/i18n/): `t("picco.flip")` needs this module loaded.
for (const game of GAMES) addMessages(game.name, game.messages);

/** A game as the shared UI uses it: given the view (or record) of the game it was looked up by. */
export type Game = GameModule<GameView, Action, Messages>;

const byName: ReadonlyMap<string, Game> = new Map(GAMES.map((game) => [game.name, game as unknown as Game]));

/** The game called `name` (`room.game`, `view.game`, a record's game); undefined for one this client lacks. */
export function gameOf(name: string): Game | undefined {
  return byName.get(name);
}
