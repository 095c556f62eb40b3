// The client's half of "a game's code in one place": every game is in the registry, and no file of the client
// outside src/games/ names one, so that adding a game is writing its folder and registering it in src/games/index.ts.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { GAMES, gameOf } from "../src/games";

const SRC = join(import.meta.dirname, "..", "src");
const GAME_NAMES = /pictomania|piccolino|win-lose-or-draw|winlosedraw|wlod|pictus/i;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe("the game registry", () => {
  it("lists every game, each found by its name", () => {
    expect(GAMES.map((game) => game.name)).toEqual(["pictomania", "piccolino", "win-lose-or-draw", "pictus"]);
    for (const game of GAMES) expect(gameOf(game.name)?.name).toBe(game.name);
    expect(gameOf("chess")).toBeUndefined();
  });

  it("gives each game what the shared client asks of it", () => {
    for (const game of GAMES) {
      for (const part of [game.Picture, game.Hero, game.CreateForm, game.Screen, game.Record]) {
        expect(typeof part, game.name).toBe("function");
      }
      expect(Object.keys(game.messages.en), game.name).toContain(game.title);
      expect(Object.keys(game.messages.en), game.name).toContain(game.blurb);
    }
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
