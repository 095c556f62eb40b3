import { describe, expect, it } from "vitest";
import type { Guess, TeamsBlock, TurnResult, WinLoseOrDrawView } from "../src/games/win-lose-or-draw/protocol";
import {
  feedOrder,
  guessControls,
  guessStatus,
  hasGuessBox,
  labelChips,
  labelPlace,
  lastResult,
  openingWords,
  phoneTabFor,
  resultWords,
  sheetPoint,
  SPOTS,
  splitItem,
  teamSeats,
  timerState,
} from "../src/games/win-lose-or-draw/screen";
import { boardBlock, teamsBlock, teamsView, turnResult } from "./winLoseOrDrawFixtures";

const T0 = 1_700_000_000_000;

function teams(over: Partial<TeamsBlock> = {}): TeamsBlock {
  // Seats 0 and 2 are team 0 (Team 1), seats 1 and 3 team 1 (Team 2).
  return teamsBlock({ score: [0, 0], target: 3, ...over });
}

/** Team play, turn 1, drawing: seat 0 sketches "Jaws" for team 0; the view is seat 2's (a teammate). */
function teamView(over: Partial<WinLoseOrDrawView> = {}): WinLoseOrDrawView {
  return teamsView({
    you: 2,
    turn: 1,
    deadline: T0 + 60_000,
    started: T0,
    may_guess: true,
    teams: teams(),
    drawing: { epoch: 1, drawers: [0], sheets: null },
    ...over,
  });
}

/** Board play, 4 players, seat 1 sketches; the view is seat `you`'s. */
function boardView(over: Partial<WinLoseOrDrawView> = {}): WinLoseOrDrawView {
  return {
    ...teamView({ mode: "board", teams: null, sketcher: 1, you: 3 }),
    board: boardBlock({ sketched: [1] }),
    ...over,
  };
}

function guess(id: number, over: Partial<Guess> = {}): Guess {
  return { id, seat: 2, text: `guess ${id}`, mark: null, correct: false, steal: false, ms: 1000 * (id + 1), ...over };
}

function result(over: Partial<TurnResult> = {}): TurnResult {
  return turnResult({ turn: 1, ms: 23_400, ...over });
}

const NAMES = ["Anna", "Bob", "Carla", "Dan"];
const names = (seat: number) => NAMES[seat] ?? `#${seat + 1}`;

describe("who may guess, and why not", () => {
  it("a teammate of the sketcher guesses while the timer runs, with nothing to say", () => {
    expect(guessStatus(teamView())).toEqual({ may: true, words: null });
    expect(hasGuessBox(teamView())).toBe(true);
  });

  it("the sketcher never guesses and never gets a box", () => {
    const view = teamView({ you: 0, may_guess: false });
    expect(guessStatus(view)).toEqual({ may: false, words: { key: "win-lose-or-draw.s.why.sketcher" } });
    expect(hasGuessBox(view)).toBe(false);
  });

  it("the other team watches, told which team is guessing", () => {
    const view = teamView({ you: 1, may_guess: false });
    expect(guessStatus(view).words).toEqual({ key: "win-lose-or-draw.s.why.otherTeam", params: { n: 1 } });
  });

  it("in a steal, the stealing team gets the one-guess hint; the sketcher's team is told only Team 2 may steal", () => {
    const steal = { stage: "steal" as const, teams: teams({ steal: { team: 1, used: false } }) };
    expect(guessStatus(teamView({ ...steal, you: 1, may_guess: true }))).toEqual({
      may: true,
      words: { key: "win-lose-or-draw.s.hint.steal" },
    });
    expect(guessStatus(teamView({ ...steal, you: 2, may_guess: false })).words).toEqual({
      key: "win-lose-or-draw.s.why.stealOther",
      params: { n: 2 },
    });
  });

  it("once the stealing team has spent its guess, its members are told so", () => {
    const view = teamView({ stage: "steal", teams: teams({ steal: { team: 1, used: true } }), you: 3, may_guess: false });
    expect(guessStatus(view).words).toEqual({ key: "win-lose-or-draw.s.why.stealUsed" });
  });

  it("nobody guesses before the timer starts", () => {
    const view = teamView({ stage: "ready", started: null, may_guess: false });
    expect(guessStatus(view).words).toEqual({ key: "win-lose-or-draw.s.why.ready" });
  });

  it("board play: who sketched the item before may not guess it; who got it right waits", () => {
    expect(guessStatus(boardView({ you: 0 })).may).toBe(true);
    expect(guessStatus(boardView({ you: 1, may_guess: false })).words?.key).toBe("win-lose-or-draw.s.why.sketcher");
    const again = boardView({ you: 3, sketcher: 0, may_guess: false });
    again.board!.sketched = [1, 0];
    expect(guessStatus({ ...again, you: 1 }).words?.key).toBe("win-lose-or-draw.s.why.ownItem");
    const right = boardView({ you: 2, may_guess: false });
    right.board!.correct = [2];
    expect(guessStatus(right).words?.key).toBe("win-lose-or-draw.s.why.gotIt");
  });

  it("a spectator has no box and nothing to be told", () => {
    const view = teamView({ you: null, may_guess: false });
    expect(hasGuessBox(view)).toBe(false);
    expect(guessStatus(view)).toEqual({ may: false, words: null });
  });
});

describe("the timer", () => {
  it("counts the sketch from `started` and `turn_seconds`, in whole seconds rounded up", () => {
    const timer = timerState(teamView(), T0 + 36_500)!;
    expect(timer.kind).toBe("drawing");
    expect(timer.seconds).toBe(24);
    expect(timer.fraction).toBeCloseTo(23.5 / 60);
    expect(timer.low).toBe(false);
  });

  it("turns urgent in the last ten seconds, and stops at zero", () => {
    expect(timerState(teamView(), T0 + 50_000)!.low).toBe(true);
    const over = timerState(teamView(), T0 + 75_000)!;
    expect(over.seconds).toBe(0);
    expect(over.fraction).toBe(0);
  });

  it("counts the ready stage's wait and the steal's seconds to the deadline", () => {
    const ready = timerState(teamView({ stage: "ready", started: null, deadline: T0 + 10_000 }), T0 + 2_000)!;
    expect(ready).toMatchObject({ kind: "ready", seconds: 8, low: false });
    expect(ready.fraction).toBeCloseTo(0.8);
    const steal = timerState(teamView({ stage: "steal", deadline: T0 + 70_000 }), T0 + 63_000, 10)!;
    expect(steal).toMatchObject({ kind: "steal", seconds: 7, low: true });
    expect(steal.fraction).toBeCloseTo(0.7);
  });

  it("a clock running ahead of the server never shows more than a full bar", () => {
    expect(timerState(teamView(), T0 - 5_000)!.fraction).toBe(1);
  });

  it("nothing runs without a deadline, or once the game is over", () => {
    expect(timerState(teamView({ stage: "ready", started: null, deadline: null }), T0)).toBeNull();
    expect(timerState(teamView({ phase: "over", stage: null }), T0)).toBeNull();
  });
});

describe("the last turn in words", () => {
  it("is shown while the next sketcher gets ready, not while they draw", () => {
    const history = [result()];
    expect(lastResult(teamView({ stage: "ready", history }))).toBe(history[0]);
    expect(lastResult(teamView({ stage: "drawing", history }))).toBeNull();
    expect(lastResult(teamView({ stage: "ready", history: [] }))).toBeNull();
  });

  it("names the scoring team, the guesser and the time", () => {
    expect(resultWords(result(), names, 1)).toEqual({
      key: "win-lose-or-draw.s.result.team",
      params: { n: 1, name: "Carla", item: "Jaws", guess: "jaws", s: 23 },
    });
  });

  it("says when the sketcher accepted a part of the item", () => {
    const words = resultWords(
      result({ text: "The Adventures of Superman", guess: "Superman", accepted: true, ms: 9_000 }),
      names,
      1,
    );
    expect(words.key).toBe("win-lose-or-draw.s.result.teamAccepted");
    expect(words.params).toMatchObject({ guess: "Superman", item: "The Adventures of Superman", s: 9 });
  });

  it("a steal, and a miss that shows the item", () => {
    expect(resultWords(result({ outcome: "stolen", team: 1, guessers: [3] }), names, 1)).toEqual({
      key: "win-lose-or-draw.s.result.stolen",
      params: { n: 2, name: "Dan", item: "Jaws" },
    });
    expect(resultWords(result({ outcome: "missed", team: null, guessers: [], ms: null }), names, 1)).toEqual({
      key: "win-lose-or-draw.s.result.missed",
      params: { item: "Jaws" },
    });
  });

  it("board play: a missed item stays hidden, and the next sketcher sketches it again", () => {
    const missed = result({ outcome: "missed", text: null, team: null, guessers: [], ms: null, sketcher: 1 });
    expect(resultWords(missed, names, 2)).toEqual({ key: "win-lose-or-draw.s.result.missedAgain", params: { name: "Carla" } });
    expect(resultWords(missed, names, null)).toEqual({ key: "win-lose-or-draw.s.result.missedHidden" });
  });

  it("board play: every correct guesser is named, in the language's way", () => {
    const both = result({ team: null, guessers: [3, 0] });
    expect(resultWords(both, names, 2, (all) => all.join(" & ")).params).toMatchObject({ names: "Dan & Anna" });
  });

  it("a pass and an item put away", () => {
    expect(resultWords(result({ outcome: "passed", sketcher: 2, team: null }), names, 1)).toEqual({
      key: "win-lose-or-draw.s.result.passed",
      params: { name: "Carla" },
    });
    expect(resultWords(result({ outcome: "put_away", text: null }), names, 1).key).toBe("win-lose-or-draw.s.result.putAwayHidden");
  });

  it("cuts the worded result around the item, which is set in emphasis", () => {
    expect(splitItem("Team 1 scores: Carla guessed \u0001 in 23 s.", "\u0001")).toEqual({
      before: "Team 1 scores: Carla guessed ",
      item: true,
      after: " in 23 s.",
    });
    expect(splitItem("Carla passed.", "\u0001")).toEqual({ before: "Carla passed.", item: false, after: "" });
  });
});

describe("labels over the sketch", () => {
  it("stand at their point in % of the sheet", () => {
    expect(labelPlace({ x: 500, y: 250 })).toEqual({ left: "50%", top: "25%", anchor: "middle" });
  });

  it("grow inwards near an edge so that they are never cut", () => {
    expect(labelPlace({ x: 40, y: 900 }).anchor).toBe("start");
    expect(labelPlace({ x: 960, y: 10 }).anchor).toBe("end");
  });

  it("a tap on the sheet is a point on the 1000 × 1000 sheet, whatever size it is shown at", () => {
    const box = { left: 100, top: 50, width: 400, height: 400 };
    expect(sheetPoint(300, 150, box)).toEqual({ x: 500, y: 250 });
    expect(sheetPoint(90, 500, box)).toEqual({ x: 0, y: 1000 });
  });

  it("the keyboard's nine spots are inside the sheet, rows top to bottom", () => {
    expect(SPOTS).toHaveLength(9);
    for (const spot of SPOTS) {
      expect(spot.x).toBeGreaterThan(0);
      expect(spot.x).toBeLessThan(1000);
      expect(spot.y).toBeGreaterThan(0);
      expect(spot.y).toBeLessThan(1000);
    }
    expect(SPOTS.map((s) => s.y)).toEqual([...SPOTS.map((s) => s.y)].sort((a, b) => a - b));
  });

  it("the sketcher's chips are the found words, each once, saying which already stand on the sheet", () => {
    const view = teamView({
      you: 0,
      may_guess: false,
      item: { text: "The Adventures of Superman", author: null, words: ["The", "Adventures", "of", "Superman"], found: [3, 1, 3] },
      labels: [{ word: 3, text: "Superman", x: 500, y: 100 }],
    });
    expect(labelChips(view)).toEqual([
      { word: 1, text: "Adventures", placed: false },
      { word: 3, text: "Superman", placed: true },
    ]);
    // Someone who only saw the item (board play, sketched it before) places nothing.
    expect(labelChips({ ...view, you: 2 })).toEqual([]);
  });
});

describe("the feed", () => {
  it("lists guesses oldest first, so the newest is at the bottom", () => {
    expect(feedOrder([guess(2), guess(0), guess(1)]).map((g) => g.id)).toEqual([0, 1, 2]);
  });

  it("gives the sketcher gestures and Accept on open guesses while the sketch is guessed", () => {
    const sketcher = teamView({ you: 0, may_guess: false });
    expect(guessControls(sketcher, guess(0))).toEqual({ mark: true, accept: true });
    expect(guessControls(sketcher, guess(0, { correct: true }))).toEqual({ mark: false, accept: false });
    expect(guessControls({ ...sketcher, stage: "steal" }, guess(0, { steal: true }))).toEqual({ mark: true, accept: true });
    expect(guessControls({ ...sketcher, stage: "ready" }, guess(0))).toEqual({ mark: false, accept: false });
    expect(guessControls(teamView(), guess(0))).toEqual({ mark: false, accept: false });
  });
});

describe("around the turn", () => {
  it("lists a team's seats", () => {
    expect(teamSeats(teamView(), 0)).toEqual([0, 2]);
    expect(teamSeats(teamView(), 1)).toEqual([1, 3]);
  });

  it("on a phone in board play, shows the board while pawns are placed or taken, else the sketch", () => {
    expect(phoneTabFor(boardView())).toBe("sketch");
    expect(phoneTabFor(boardView({ stage: "collect" }))).toBe("board");
    expect(phoneTabFor(boardView({ phase: "placing", stage: null }))).toBe("board");
  });

  it("keeps the board in view on a phone while the last roll is news, until the next sketch starts", () => {
    expect(phoneTabFor(boardView({ stage: "ready" }), true)).toBe("board");
    expect(phoneTabFor(boardView({ stage: "ready" }), false)).toBe("sketch");
    expect(phoneTabFor(boardView({ stage: "drawing" }), true)).toBe("sketch");
  });

  it("words the opening roll: a tie rolls again, the last pair says who plays first", () => {
    const rolls: [number, number][] = [
      [4, 4],
      [2, 6],
    ];
    expect(openingWords(rolls, 0, 1)).toEqual({ key: "win-lose-or-draw.s.opening.tie", params: { n: 4 } });
    expect(openingWords(rolls, 1, 1)).toEqual({ key: "win-lose-or-draw.s.opening.first", params: { n: 2 } });
    expect(openingWords([], 0, 0)).toEqual({ key: "win-lose-or-draw.s.opening.rolling" });
  });
});
