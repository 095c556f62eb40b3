// Every game's code and its strings in both languages, fetched through the registry as a page fetches them
// (vite.config.ts runs this before every test file): `gameOf` finds every game, `t` every string.
import { GAMES, loadGame, loadMessages, type Game } from "../src/games";

async function loaded(name: string): Promise<Game> {
  const game = await loadGame(name);
  if (!game) throw new Error(`the registry could not load ${name}`);
  return game;
}

export const LOADED_GAMES: readonly Game[] = await Promise.all(GAMES.map((entry) => loaded(entry.name)));
// A page fetches a game's strings in its own language; the tests read both.
await Promise.all(GAMES.flatMap((entry) => [loadMessages(entry.name, "en"), loadMessages(entry.name, "fr")]));
