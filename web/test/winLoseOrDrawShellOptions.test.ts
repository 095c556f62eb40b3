// Win, Lose or Draw's options: the fields as typed, what the create form sends, the lobby's patch, its chips, and
// what keeps the host from starting.
import { afterEach, describe, expect, it } from "vitest";
import "../src/games";
import { lang } from "../src/i18n";
import { winLoseOrDrawChips } from "../src/games/win-lose-or-draw/optionChips";
import {
  draftOf,
  itemLanguage,
  newDraft,
  optionsOf,
  optionsPatch,
  tooManyFor,
  turnSecondsOf,
  targetOf,
} from "../src/games/win-lose-or-draw/options";
import { winLoseOrDrawStartBlocker } from "../src/games/win-lose-or-draw/startBlocker";
import { seat, winLoseOrDrawRoom } from "./winLoseOrDrawFixtures";

afterEach(() => {
  lang.value = "en";
});

describe("the option fields", () => {
  it("take whole numbers within the game's ranges only", () => {
    expect(turnSecondsOf("60")).toBe(60);
    expect(turnSecondsOf(" 30 ")).toBe(30);
    expect(turnSecondsOf("180")).toBe(180);
    for (const bad of ["29", "181", "", "4.5", "-40", "1e2", "sixty"]) expect(turnSecondsOf(bad), bad).toBeNull();
    expect(targetOf("1")).toBe(1);
    expect(targetOf("15")).toBe(15);
    for (const bad of ["0", "16", ""]) expect(targetOf(bad), bad).toBeNull();
  });

  it("follow the interface's language for the items until the host picks one", () => {
    expect(itemLanguage(null, "fr")).toBe("fr");
    expect(itemLanguage(null, "de")).toBe("en");
    expect(itemLanguage("en", "fr")).toBe("en");
  });

  it("send every option for a new team room, and no target for a gameboard room", () => {
    expect(optionsOf(newDraft("fr"))).toEqual({ mode: "teams", turn_seconds: 60, target: 8, language: "fr" });
    expect(optionsOf({ ...newDraft("en"), mode: "board", target: "99" })).toEqual({
      mode: "board",
      turn_seconds: 60,
      language: "en",
    });
    expect(optionsOf({ ...newDraft("en"), turnSeconds: "20" })).toBeNull();
    expect(optionsOf({ ...newDraft("en"), target: "0" })).toBeNull();
  });

  it("patch only what changed in the lobby, with the server's defaults for what the room leaves out", () => {
    const room = { mode: "teams", turn_seconds: 90, language: "fr" } as const;
    const draft = draftOf(room);
    expect(draft).toEqual({ mode: "teams", turnSeconds: "90", target: "8", language: "fr" });
    expect(optionsPatch(room, draft)).toEqual({});
    expect(optionsPatch(room, { ...draft, target: "10" })).toEqual({ target: 10 });
    expect(optionsPatch(room, { ...draft, mode: "board" })).toEqual({ mode: "board" });
    expect(optionsPatch(room, { ...draft, turnSeconds: "abc" })).toBeNull();
    expect(optionsPatch({}, draftOf({}))).toEqual({});
  });

  it("know when too many are seated for gameboard play", () => {
    expect(tooManyFor("board", 6)).toBe(false);
    expect(tooManyFor("board", 7)).toBe(true);
    expect(tooManyFor("teams", 12)).toBe(false);
  });
});

describe("the lobby's chips", () => {
  it("say the mode, the timer, the target (team play only) and the items' language", () => {
    expect(winLoseOrDrawChips({ mode: "teams", turn_seconds: 45, target: 5, language: "fr" })).toEqual([
      "Team play",
      "45 s to sketch",
      "First to 5 points",
      "Items in French",
    ]);
    expect(winLoseOrDrawChips({ mode: "board", turn_seconds: 60, target: 8, language: "en" })).toEqual([
      "Gameboard play",
      "60 s to sketch",
      "Items in English",
    ]);
    expect(winLoseOrDrawChips({ target: 1 })).toEqual(["Team play", "60 s to sketch", "First to 1 point", "Items in English"]);
  });

  it("are in French too", () => {
    lang.value = "fr";
    expect(winLoseOrDrawChips({ mode: "board", turn_seconds: 30, language: "en" })).toEqual([
      "Jeu sur plateau",
      "30 s pour dessiner",
      "Sujets en anglais",
    ]);
  });
});

describe("what keeps the host from starting", () => {
  it("needs two players in each team in team play", () => {
    const four = [seat(0, 0), seat(1, 1), seat(2, 0), seat(3, 1)];
    expect(winLoseOrDrawStartBlocker(winLoseOrDrawRoom({ seats: four }))).toBeNull();
    const lopsided = [seat(0, 0), seat(1, 1), seat(2, 0), seat(3, 0)];
    expect(winLoseOrDrawStartBlocker(winLoseOrDrawRoom({ seats: lopsided }))).toBe("win-lose-or-draw.blocker.teamsTooSmall");
    expect(winLoseOrDrawStartBlocker(winLoseOrDrawRoom({ seats: [seat(0, 0), seat(1, 0), seat(2, 0), seat(3, 0)] }))).toBe(
      "win-lose-or-draw.blocker.teamsTooSmall",
    );
  });

  it("asks nothing more of gameboard play than the player count", () => {
    const board = winLoseOrDrawRoom({ teams: 0, min_players: 3, max_players: 6, seats: [seat(0, null), seat(1, null), seat(2, null)] });
    expect(winLoseOrDrawStartBlocker(board)).toBeNull();
  });
});
