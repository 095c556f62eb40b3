// Win, Lose or Draw's moment for the drawing and the turn's summary, read from views: the finished sketch's result
// is shown while the sketch is, a failed steal is told, nothing says "wait" beside "Choose a pawn", the phone's
// tab and the timer follow the moment, and the in-game help keeps to the game's own way to play.
import type { VNode } from "preact";
import { describe, expect, it } from "vitest";
import "../src/games";
import { MODE_SECTIONS, winLoseOrDrawHelp } from "../src/games/win-lose-or-draw/help";
import { winLoseOrDrawAttention } from "../src/games/win-lose-or-draw/moments";
import type { TurnResult } from "../src/games/win-lose-or-draw/protocol";
import { guessStatus, lastResult, phoneTabFor, resultWords, timerState } from "../src/games/win-lose-or-draw/screen";
import { Detail } from "../src/games/win-lose-or-draw/TurnGallery";
import type { GalleryRow } from "../src/games/win-lose-or-draw/turns";
import { boardBlock, boardView, NOW, teamsBlock, teamsView, turnResult } from "./winLoseOrDrawFixtures";

function result(over: Partial<TurnResult> = {}): TurnResult {
  return turnResult({ ms: 12_300, ...over });
}

const NAMES = ["Anna", "Bob", "Carla", "Dan"];
const names = (seat: number) => NAMES[seat] ?? "?";

describe("the moment for the drawing", () => {
  const moment = teamsView({ stage: "reveal", deadline: NOW + 4000, next: 1, history: [result()] });

  it("shows the turn's result (item, who, how fast) while the finished sketch is shown", () => {
    expect(lastResult(moment)).toEqual(result());
    expect(resultWords(lastResult(moment)!, names, moment.next)).toEqual({
      key: "win-lose-or-draw.s.result.team",
      params: { n: 1, name: "Carla", item: "Jaws", guess: "jaws", s: 12 },
    });
  });

  it("calls the next sketcher back to the tab, nobody else", () => {
    expect(winLoseOrDrawAttention({ ...moment, you: 1 })).toBe("win-lose-or-draw.attention.sketch");
    expect(winLoseOrDrawAttention({ ...moment, you: 0 })).toBeNull();
    expect(winLoseOrDrawAttention({ ...moment, you: 2 })).toBeNull();
  });

  it("counts down its four seconds, and tells a guesser nothing to wait for", () => {
    expect(timerState(moment, NOW + 1000)).toMatchObject({ kind: "reveal", seconds: 3, fraction: 0.75, low: false });
    expect(guessStatus(moment)).toEqual({ may: false, words: null });
  });

  it("on a phone in board play, keeps the board while the roll is news, then the sketch", () => {
    const board = boardView({ stage: "reveal", next: 2, history: [result({ team: null })] });
    expect(phoneTabFor(board, true)).toBe("board");
    expect(phoneTabFor(board, false)).toBe("sketch");
  });
});

describe("the turn's summary", () => {
  it("tells a failed steal: the team and what it tried", () => {
    const failed = result({ outcome: "missed", guessers: [], guess: "panda", team: 1, ms: 61_000 });
    expect(resultWords(failed, names, 1)).toEqual({
      key: "win-lose-or-draw.s.result.missedSteal",
      params: { n: 2, guess: "panda", item: "Jaws" },
    });
  });
});

describe("board play's collect stage", () => {
  it("says nothing under the guess box to a right guesser choosing a pawn, or who has chosen", () => {
    const choosing = boardView({ you: 2, stage: "collect", may_guess: false, board: boardBlock({ correct: [2], to_take: [2] }) });
    expect(guessStatus(choosing)).toEqual({ may: false, words: null });
    const chosen = boardView({ you: 2, stage: "collect", may_guess: false, board: boardBlock({ correct: [2, 3], to_take: [3] }) });
    expect(guessStatus(chosen)).toEqual({ may: false, words: null });
  });
});

describe("the in-game help", () => {
  it("shows team play's steps in team play and board play's in board play", () => {
    expect(winLoseOrDrawHelp.sectionsFor?.(teamsView())).toEqual(MODE_SECTIONS.teams);
    expect(winLoseOrDrawHelp.sectionsFor?.(boardView())).toEqual(MODE_SECTIONS.board);
    expect(winLoseOrDrawHelp.sectionsFor?.(boardView())).not.toContain("steal");
    expect(winLoseOrDrawHelp.sectionsFor?.(teamsView())).not.toContain("collect");
  });
});

describe("the end screen's turns", () => {
  it("tell a failed steal's guess", () => {
    const row: GalleryRow = { ...result({ outcome: "missed", guessers: [], guess: "panda", team: 1 }), again: null, next: null };
    const line = Detail({ row, players: [], teams: teamsBlock(), prefix: "t" }) as VNode<{ children: unknown }>;
    expect(line.props.children).toBe("Nobody got it in time; Team 2 tried “panda”.");
  });
});
