// Win, Lose or Draw's how-to-play covers both ways to play, explains its game words, and opens on the step that
// explains where a view is (the shared help test checks every game's words and pictures too).
import { describe, expect, it } from "vitest";
import "../src/games";
import { MODE_SECTIONS, winLoseOrDrawHelp } from "../src/games/win-lose-or-draw/help";
import type { WinLoseOrDrawView } from "../src/games/win-lose-or-draw/protocol";
import { catalog } from "../src/i18n";
import { boardBlock, boardView, teamsBlock, teamsView } from "./winLoseOrDrawFixtures";

const ids = winLoseOrDrawHelp.sections.map((s) => s.id);

describe("Win, Lose or Draw's help", () => {
  it("has the steps of both ways to play, sketching and guessing first", () => {
    for (const mode of ["teams", "board"] as const) {
      for (const id of MODE_SECTIONS[mode]) expect(ids, `${mode}: ${id}`).toContain(id);
      expect(MODE_SECTIONS[mode].slice(0, 3)).toEqual(["sketch", "guess", "label"]);
    }
    expect(MODE_SECTIONS.teams).toContain("steal");
    expect(MODE_SECTIONS.board).toEqual(expect.arrayContaining(["board", "collect", "ace"]));
    expect(new Set([...MODE_SECTIONS.teams, ...MODE_SECTIONS.board])).toEqual(new Set(ids));
  });

  it("explains the game's words where they first come up", () => {
    const words = winLoseOrDrawHelp.sections.flatMap((s) => (s.words ?? []).map((w) => w.explain));
    for (const term of ["win-lose-or-draw.term.spade", "win-lose-or-draw.term.ace", "win-lose-or-draw.term.steal", "win-lose-or-draw.term.label", "win-lose-or-draw.term.close"]) {
      expect(words).toContain(term);
      expect(catalog("fr")[term]).not.toMatch(/ [:;!?»]|« /);
    }
  });

  it("opens team play's moments on their steps", () => {
    const at = (over: Partial<WinLoseOrDrawView>) => winLoseOrDrawHelp.phaseHelp(teamsView(over));
    expect(at({ phase: "opening", stage: null, sketcher: null })).toBe("teams");
    expect(at({ stage: "drawing" })).toBe("guess");
    expect(at({ stage: "ready", you: 0 })).toBe("sketch");
    expect(at({ stage: "drawing", you: 0 })).toBe("sketch");
    expect(at({ stage: "steal", teams: teamsBlock({ steal: { team: 1, used: false } }) })).toBe("steal");
    expect(at({ phase: "over", stage: null })).toBe("teams");
    expect(at({ you: null })).toBe("guess");
  });

  it("opens gameboard play's moments on their steps, the Ace for a guesser who owns every colour", () => {
    const at = (over: Partial<WinLoseOrDrawView>) => winLoseOrDrawHelp.phaseHelp(boardView(over));
    expect(at({ phase: "placing", stage: null, you: 0 })).toBe("board");
    expect(at({ stage: "drawing" })).toBe("guess");
    expect(at({ stage: "collect", board: boardBlock({ correct: [1], to_take: [1] }) })).toBe("collect");
    const full = boardBlock({ correct: [1], pawns: [[], ["red", "blue", "green", "yellow"], [], []] });
    expect(at({ stage: "collect", board: full })).toBe("ace");
    expect(at({ phase: "over", stage: null })).toBe("ace");
  });
});
