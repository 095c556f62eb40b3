// The client's half of "a game's code in one place": every game folder is in the registry and every game in the
// registry has its folder, and no file of the client outside src/games/ names one, so that adding a game is
// writing its folder and registering it in src/games/index.ts. The games are found, not listed here.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { aboutOf, GAMES, gameOf, loadGame } from "../src/games";
import { firstGameFolder } from "../scripts/homePage";
import { LOADED_GAMES } from "./loadedGames";

const SRC = join(import.meta.dirname, "..", "src");
const GAMES_DIR = join(SRC, "games");

/** Every folder of src/games/: each is a game's. */
const FOLDERS = readdirSync(GAMES_DIR).filter((name) => statSync(join(GAMES_DIR, name)).isDirectory());

/** What each game folder's index.tsx exports: its descriptor, which the registry lists. */
const INDEXES = import.meta.glob<Record<string, unknown>>("../src/games/*/index.tsx", { eager: true });

function exportsOf(folder: string): unknown[] {
  const index = INDEXES[`../src/games/${folder}/index.tsx`];
  return index ? Object.values(index) : [];
}

/** The folder whose index.tsx exports `game`, if any. */
function folderOf(game: unknown): string | undefined {
  return FOLDERS.find((folder) => exportsOf(folder).includes(game));
}

/** A game's name as code writes it: as it is (`win-lose-or-draw`), run together (`winLoseOrDraw`, matched
 * regardless of case) and in snake case (`win_lose_or_draw`). */
function spellings(name: string): string[] {
  return [name, name.replace(/[-_]/g, ""), name.replace(/-/g, "_")];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Any name of a game: its name in the registry and its folder's, however written. */
const GAME_NAMES = new RegExp(
  [...GAMES.map((game) => game.name), ...FOLDERS].flatMap(spellings).map(escapeRegExp).join("|"),
  "i",
);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe("the game registry", () => {
  it("registers the game of every folder of src/games/", () => {
    expect(FOLDERS.length).toBeGreaterThan(0);
    for (const folder of FOLDERS) {
      const registered = GAMES.filter((game) => exportsOf(folder).includes(game));
      expect(registered.length, `src/games/${folder}/index.tsx exports one game of GAMES`).toBe(1);
    }
  });

  it("has a folder for every game it registers", () => {
    for (const game of GAMES) expect(folderOf(game), game.name).toBeDefined();
    expect(new Set(GAMES.map(folderOf)).size).toBe(GAMES.length);
  });

  it("finds every game by its name, and its code once loaded", async () => {
    expect(new Set(GAMES.map((game) => game.name)).size).toBe(GAMES.length);
    for (const game of GAMES) {
      expect(aboutOf(game.name)?.name).toBe(game.name);
      expect(gameOf(game.name)?.name).toBe(game.name);
      // Asked again, the registry hands over the game it loaded, not a second copy.
      expect(await loadGame(game.name)).toBe(gameOf(game.name));
    }
    expect(aboutOf("chess")).toBeUndefined();
    expect(gameOf("chess")).toBeUndefined();
    expect(await loadGame("chess")).toBeUndefined();
  });

  it("knows each game's name, blurb and picture before its code, and gets the rest with it", () => {
    expect(LOADED_GAMES.map((game) => game.name)).toEqual(GAMES.map((entry) => entry.name));
    for (const [i, entry] of GAMES.entries()) {
      expect(typeof entry.Picture, entry.name).toBe("function");
      expect(Object.keys(entry.titles.en), entry.name).toEqual([entry.title, entry.blurb]);
      const game = LOADED_GAMES[i]!;
      for (const part of [game.Hero, game.CreateForm, game.Screen, game.Record]) {
        expect(typeof part, game.name).toBe("function");
      }
      expect(game.title).toBe(entry.title);
      expect(game.quietRefusals).toBe(entry.quietRefusals);
    }
  });

  it("tells the build which game the home page shows at first, for home.html's hints at its part before play", () => {
    expect(firstGameFolder(readFileSync(join(GAMES_DIR, "index.ts"), "utf8"))).toBe(folderOf(GAMES[0]));
    expect(() => firstGameFolder("export const GAMES = [] as const;")).toThrow();
  });

  it("is the only place outside src/games/ where a game is named", () => {
    const files = filesUnder(SRC).filter((path) => !relative(SRC, path).startsWith(`games${sep}`));
    expect(files.length).toBeGreaterThan(30);
    const naming = files
      .filter((path) => GAME_NAMES.test(readFileSync(path, "utf8")))
      .map((path) => relative(SRC, path));
    expect(naming).toEqual([]);
  });
});
