// Win, Lose or Draw views and rooms for the tests: a team game of four (seats 0 and 2 in team 0, 1 and 3
// in team 1) and a gameboard game of four, each seen by seat 1 unless told otherwise.
import {
  type BoardBlock,
  PAWN_COLOURS,
  type Space,
  type TeamsBlock,
  type TurnResult,
  type WinLoseOrDrawView,
} from "../src/games/win-lose-or-draw/protocol";
import type { Room, SeatInfo } from "../src/protocol";

export const NOW = 1_763_800_000_000;

/** A turn's result: team 0's sketcher (seat 0) drew "Jaws" in 12 s and seat 2 guessed it. */
export function turnResult(over: Partial<TurnResult> = {}): TurnResult {
  return {
    turn: 3,
    sketcher: 0,
    category: "movies",
    text: "Jaws",
    author: null,
    outcome: "guessed",
    guessers: [2],
    guess: "jaws",
    accepted: false,
    team: 0,
    ms: 12_000,
    ...over,
  };
}

export function teamsBlock(over: Partial<TeamsBlock> = {}): TeamsBlock {
  return {
    of: [0, 1, 0, 1],
    score: [2, 3],
    target: 8,
    playing: 0,
    rolls: [[5, 2]],
    first: 0,
    next: [2, 1],
    steal: null,
    winner: null,
    ...over,
  };
}

/** The rules' board: Spade Spaces at 0, 7, 14, 21, the others red, blue, green, yellow in turn. */
export function spaces(): Space[] {
  let next = 0;
  return Array.from({ length: 28 }, (_, i) => (i % 7 === 0 ? "spade" : PAWN_COLOURS[next++ % 4]!));
}

export function boardBlock(over: Partial<BoardBlock> = {}): BoardBlock {
  return {
    spaces: spaces(),
    white: 0,
    pawns: [[], [], [], []],
    centre: { red: 6, blue: 6, green: 6, yellow: 6 },
    roll: null,
    correct: [],
    to_take: [],
    rolled: false,
    sketched: [],
    ace: null,
    ...over,
  };
}

/** Team play, turn 3, team 0's seat 0 sketching, the timer running; seen by seat 1 (team 1). */
export function teamsView(over: Partial<WinLoseOrDrawView> = {}): WinLoseOrDrawView {
  return {
    game: "win-lose-or-draw",
    mode: "teams",
    language: "en",
    you: 1,
    seats: 4,
    phase: "turn",
    turn: 3,
    sketcher: 0,
    stage: "drawing",
    deadline: NOW + 40_000,
    turn_seconds: 60,
    started: NOW - 20_000,
    category: "movies",
    item: null,
    guesses: [],
    labels: [],
    may_guess: false,
    history: [],
    teams: teamsBlock(),
    board: null,
    next: null,
    ...over,
  };
}

/** Gameboard play, turn 2, seat 0 sketching, the timer running; seen by seat 1. */
export function boardView(over: Partial<WinLoseOrDrawView> = {}): WinLoseOrDrawView {
  return teamsView({ mode: "board", teams: null, board: boardBlock(), may_guess: true, turn: 2, ...over });
}

export function seat(n: number, team: number | null, name = `P${n}`): SeatInfo {
  return { seat: n, name, colour: "red", connected: true, standin: false, team };
}

export function winLoseOrDrawRoom(over: Partial<Room> = {}): Room {
  return {
    code: "WIN_LOSE_OR_DRAW42",
    game: "win-lose-or-draw",
    status: "lobby",
    options: { mode: "teams", turn_seconds: 60, target: 8, language: "en" },
    seats: [],
    host: 0,
    you: 0,
    game_id: null,
    min_players: 4,
    max_players: 12,
    teams: 2,
    ...over,
  };
}
