// Every game's code, fetched through the registry as a page fetches it: tests that read what a game brings (its
// help, its strings, its moments) import this first, so that `gameOf` finds every game.
import { GAMES, loadGame, type Game } from "../src/games";

async function loaded(name: string): Promise<Game> {
  const game = await loadGame(name);
  if (!game) throw new Error(`the registry could not load ${name}`);
  return game;
}

export const LOADED_GAMES: readonly Game[] = await Promise.all(GAMES.map((entry) => loaded(entry.name)));
