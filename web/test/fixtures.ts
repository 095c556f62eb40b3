import type { PiccolinoPlayer, PiccolinoView } from "../src/games/piccolino/protocol";
import type { MeView, PictomaniaView, PlayerView, RoundResult } from "../src/games/pictomania/protocol";

export function player(seat: number, over: Partial<PlayerView> = {}): PlayerView {
  return { seat, ready: false, finished: false, bonus: 0, blank: false, checked: false, pile: [], ...over };
}

export function me(over: Partial<MeView> = {}): MeView {
  return { secret: { symbol: 3, number: 5 }, used: [], guessed: [], replaced: 0, wrong_clue: false, ...over };
}

/** A drawing-phase view for seat 1 of 4, which tests then bend. */
export function drawingView(over: Partial<PictomaniaView> = {}): PictomaniaView {
  const view: PictomaniaView = {
    game: "pictomania",
    phase: "drawing",
    round: 2,
    rounds: 5,
    level: "easy",
    seat: 1,
    deadline: null,
    children: false,
    language: "en",
    levels: ["easy", "moderate", "hard", "very-hard"],
    rack: [0, 1, 2, 3, 4, 5].map((symbol) => ({
      symbol,
      card: `easy-${symbol}`,
      clues: [1, 2, 3, 4, 5, 6, 7].map((n) => `clue ${symbol}.${n}`),
    })),
    players: [0, 1, 2, 3].map((s) => player(s)),
    bonus_left: [3, 2, 1],
    totals: [0, 0, 0, 0],
    results: [],
    me: me(),
    ...over,
  };
  // The platform's drawing block as the server writes it: the round is the epoch, and the drawers are the
  // players who have neither finished nor chosen to draw nothing, while the drawing phase lasts.
  const drawers = view.phase === "drawing" ? view.players.filter((p) => !p.finished && !p.blank).map((p) => p.seat) : [];
  return { drawing: { epoch: view.round, drawers, sheets: null }, ...view };
}

/**
 * The French rulebook's worked example, as a round result for 4 players: Red (seat 0) drew clue 3; Yellow
 * (seat 1) guessed wrong first, then Blue (2) and Green (3) right. Yellow is the black sheep.
 */
export function workedExample(): RoundResult {
  return {
    round: 1,
    level: "easy",
    clues: ["bicycle", "apple", "train", "cloud"],
    symbols: [2, 0, 5, 1],
    score: {
      black_sheep: 1,
      players: [
        {
          seat: 0,
          number: 3,
          blank: false,
          wrong_clue: false,
          pile: [
            { by: 1, number: 4, outcome: "wrong", token: 0 },
            { by: 2, number: 3, outcome: "correct", token: 2 },
            { by: 3, number: 3, outcome: "correct", token: 1 },
          ],
          received: [2, 1, 1],
          kept: [1],
          bonus: 2,
          bonus_points: 2,
          black_sheep: false,
          wrong_guesses: 0,
          score: 4,
        },
        {
          seat: 1,
          number: 6,
          blank: false,
          wrong_clue: true,
          pile: [{ by: 0, number: 6, outcome: "returned", token: 0 }],
          received: [],
          kept: [2, 1, 1],
          bonus: 3,
          bonus_points: -3,
          black_sheep: true,
          wrong_guesses: 2,
          score: -7,
        },
        {
          seat: 2,
          number: 1,
          blank: true,
          wrong_clue: false,
          pile: [],
          received: [2],
          kept: [2, 1, 1],
          bonus: 0,
          bonus_points: 0,
          black_sheep: false,
          wrong_guesses: 0,
          score: -2,
        },
        {
          seat: 3,
          number: 7,
          blank: false,
          wrong_clue: false,
          pile: [{ by: 1, number: 2, outcome: "wrong", token: 0 }],
          received: [1],
          kept: [2, 1, 1],
          bonus: 1,
          bonus_points: 0,
          black_sheep: false,
          wrong_guesses: 0,
          score: -3,
        },
      ],
    },
  };
}

export function piccolinoPlayer(seat: number, over: Partial<PiccolinoPlayer> = {}): PiccolinoPlayer {
  return { seat, draw: 15, discard: 3, top: { colour: "red", happy: true }, out: false, stop_vote: false, ...over };
}

/** A Piccolino table for seat 1 of 3, seat 1's turn, the bell quiet; tests then bend it. */
export function piccolinoView(over: Partial<PiccolinoView> = {}): PiccolinoView {
  return {
    game: "piccolino",
    phase: "playing",
    seat: 1,
    version: 17,
    turn: 1,
    flip_deadline: 1_763_800_004_000,
    bell: { open: false, rang: [] },
    players: [
      piccolinoPlayer(0, { top: { colour: "blue", happy: true } }),
      piccolinoPlayer(1, { top: { colour: "red", happy: false } }),
      piccolinoPlayer(2, { top: null, discard: 0 }),
    ],
    last: null,
    winners: [],
    ...over,
  };
}
