import { describe, expect, it } from "vitest";
import type { GameEvent, RecordOp } from "../src/protocol";
import type { TurnResult } from "../src/games/win-lose-or-draw/protocol";
import { sketchAtEnd, sketchOps } from "../src/games/win-lose-or-draw/sketchThumb";
import { MAX_GAP_MS, Timeline } from "../src/replay/timeline";
import { galleryRows, playbackAt, secondsOf, timerStart, turnGuesses, turnLabels } from "../src/games/win-lose-or-draw/turns";

const entry = (over: Partial<TurnResult> & Pick<TurnResult, "turn" | "sketcher" | "outcome">): TurnResult => ({
  category: "movies",
  text: "Jaws",
  author: null,
  guessers: [],
  guess: null,
  accepted: false,
  team: null,
  ms: null,
  ...over,
});

describe("galleryRows", () => {
  it("tells team play's turns as they are, with no links between them", () => {
    const rows = galleryRows(
      [
        entry({ turn: 1, sketcher: 0, outcome: "guessed", guessers: [2], guess: "jaws", team: 0, ms: 23_400 }),
        entry({ turn: 2, sketcher: 1, outcome: "missed", text: "Star Wars", team: null }),
        entry({ turn: 3, sketcher: 2, outcome: "stolen", text: "Cats", category: "music", guessers: [1], team: 1 }),
        entry({ turn: 4, sketcher: 3, outcome: "passed", text: "Hamlet", category: "books", author: "Shakespeare" }),
      ],
      "teams",
    );
    expect(rows.map((r) => [r.turn, r.text, r.outcome, r.again, r.next])).toEqual([
      [1, "Jaws", "guessed", null, null],
      [2, "Star Wars", "missed", null, null],
      [3, "Cats", "stolen", null, null],
      [4, "Hamlet", "passed", null, null],
    ]);
    expect(rows[0]).toMatchObject({ guessers: [2], team: 0, ms: 23_400 });
    expect(rows[3]!.author).toBe("Shakespeare");
  });

  it("links board play's missed items to the turns that sketched them again, and reveals them", () => {
    const rows = galleryRows(
      [
        entry({ turn: 1, sketcher: 0, outcome: "guessed", text: "Jaws", guessers: [1, 2], ms: 8_000 }),
        entry({ turn: 2, sketcher: 1, outcome: "missed", text: null, category: "books", author: null }),
        entry({ turn: 3, sketcher: 2, outcome: "missed", text: null, category: "books", author: null }),
        entry({ turn: 4, sketcher: 3, outcome: "guessed", text: "Dracula", category: "books", author: "Bram Stoker", guessers: [0] }),
        entry({ turn: 5, sketcher: 0, outcome: "missed", text: null, category: "food" }),
        entry({ turn: 6, sketcher: 1, outcome: "put_away", text: "Pancakes", category: "food" }),
        entry({ turn: 7, sketcher: 2, outcome: "guessed", text: "Pizza", category: "food", guessers: [3] }),
      ],
      "board",
    );
    expect(rows.map((r) => [r.turn, r.text, r.again, r.next])).toEqual([
      [1, "Jaws", null, null],
      [2, "Dracula", null, 3],
      [3, "Dracula", 2, 4],
      [4, "Dracula", 3, null],
      [5, "Pancakes", null, 6],
      [6, "Pancakes", 5, null],
      [7, "Pizza", null, null],
    ]);
    // The book's author comes back with its title; the missed turns keep their own outcome.
    expect(rows[1]).toMatchObject({ author: "Bram Stoker", outcome: "missed" });
    expect(rows[0]!.guessers).toEqual([1, 2]);
  });

  it("leaves an item that never left play unrevealed", () => {
    const rows = galleryRows(
      [
        entry({ turn: 1, sketcher: 0, outcome: "guessed", guessers: [1] }),
        entry({ turn: 2, sketcher: 1, outcome: "missed", text: null, category: "tv" }),
      ],
      "board",
    );
    expect(rows[1]).toMatchObject({ text: null, again: null, next: null });
  });

  it("still links a missed item whose text the final view shows, but not a new item after it", () => {
    const rows = galleryRows(
      [
        entry({ turn: 1, sketcher: 0, outcome: "missed", text: "Jaws" }),
        entry({ turn: 2, sketcher: 1, outcome: "guessed", text: "Jaws", guessers: [2] }),
        entry({ turn: 3, sketcher: 2, outcome: "missed", text: "Alien" }),
        entry({ turn: 4, sketcher: 0, outcome: "put_away", text: "Alien" }),
        entry({ turn: 5, sketcher: 1, outcome: "guessed", text: "Heat", guessers: [0] }),
      ],
      "board",
    );
    expect(rows.map((r) => [r.again, r.next])).toEqual([
      [null, 2],
      [1, null],
      [null, 4],
      [3, null],
      [null, null],
    ]);
  });

  it("does not link a missed turn to a turn of another category", () => {
    const rows = galleryRows(
      [
        entry({ turn: 1, sketcher: 0, outcome: "missed", text: null, category: "tv" }),
        entry({ turn: 2, sketcher: 1, outcome: "guessed", text: "Jaws", category: "movies", guessers: [2] }),
      ],
      "board",
    );
    expect(rows[0]!.next).toBeNull();
    expect(rows[1]!.again).toBeNull();
  });
});

describe("turnGuesses", () => {
  const events: GameEvent[] = [
    { type: "guess", turn: 1, id: 0, seat: 2, text: "shark", ms: 4_000, correct: false },
    { type: "guess", turn: 2, id: 0, seat: 1, text: "other turn", ms: 1_000, correct: false },
    { type: "guess", turn: 1, id: 2, seat: 3, text: "fish", ms: 9_000, correct: false },
    { type: "guess", turn: 1, id: 1, seat: 3, text: "teeth", ms: 6_500, correct: false },
    { type: "mark", turn: 1, guess: 0, mark: "close" },
    { type: "mark", turn: 1, guess: 2, mark: "off" },
    { type: "mark", turn: 1, guess: 0, mark: null },
    { type: "mark", turn: 1, guess: 0, mark: "close" },
    { type: "label", turn: 1, word: 0, text: "Jaws", x: 100, y: 200 },
    { type: "guess", turn: 1, id: 3, seat: 2, text: "jaws", ms: 12_000, correct: true },
    { type: "guess", turn: 1, id: 4, seat: 1, text: "sharks", ms: 12_000, correct: false, steal: true },
  ];

  it("keeps one turn's guesses in time order, with the sketcher's gestures", () => {
    const guesses = turnGuesses(events, 1);
    expect(guesses.map((g) => [g.id, g.seat, g.text, g.ms])).toEqual([
      [0, 2, "shark", 4_000],
      [1, 3, "teeth", 6_500],
      [2, 3, "fish", 9_000],
      [3, 2, "jaws", 12_000],
      [4, 1, "sharks", 12_000],
    ]);
    expect(guesses.map((g) => g.mark)).toEqual(["close", null, "off", null, null]);
    expect(guesses.map((g) => g.correct)).toEqual([false, false, false, true, false]);
    expect(guesses[4]!.steal).toBe(true);
    expect(turnGuesses(events, 2).map((g) => g.text)).toEqual(["other turn"]);
    expect(turnGuesses(events, 3)).toEqual([]);
  });

  it("marks an accepted guess right, naming it by `guess` or by `id`", () => {
    const accepted = turnGuesses(
      [
        { type: "guess", turn: 5, id: 0, seat: 1, text: "superman", ms: 3_000, correct: false },
        { type: "guess", turn: 5, id: 1, seat: 2, text: "batman", ms: 2_000, correct: false },
        { type: "accept", turn: 5, guess: 0 },
      ],
      5,
    );
    expect(accepted.map((g) => [g.text, g.correct, g.accepted])).toEqual([
      ["batman", false, false],
      ["superman", true, true],
    ]);
    const byId = turnGuesses(
      [
        { type: "guess", turn: 5, id: 0, seat: 1, text: null, ms: 3_000, correct: false },
        { type: "accept", turn: 5, id: 0, text: "superman" },
      ],
      5,
    );
    expect(byId[0]).toMatchObject({ text: "superman", correct: true, accepted: true });
  });

  it("shows board play's hidden right guesses as the item they matched", () => {
    const guesses = turnGuesses(
      [
        { type: "guess", turn: 2, id: 0, seat: 1, text: "shark", ms: 1_000, correct: false },
        { type: "guess", turn: 2, id: 1, seat: 2, text: null, ms: 5_000, correct: true },
        { type: "guess", turn: 2, id: 2, seat: 3, text: null, ms: 5_200, correct: true },
      ],
      2,
      "Jaws",
    );
    expect(guesses.map((g) => g.text)).toEqual(["shark", "Jaws", "Jaws"]);
  });

  it("ignores events it cannot place", () => {
    expect(
      turnGuesses(
        [
          { type: "guess", turn: 1, seat: 0, text: "no id", ms: 0 },
          { type: "mark", turn: 1, guess: 9, mark: "close" },
          { type: "game_over" },
        ],
        1,
      ),
    ).toEqual([]);
  });
});

describe("turnLabels", () => {
  it("keeps each word where the sketcher placed it last, from just after the guess that found it", () => {
    const labels = turnLabels(
      [
        { type: "guess", turn: 1, id: 0, seat: 2, text: "jaws", ms: 3_000, correct: false },
        { type: "label", turn: 1, word: 0, text: "Jaws", x: 100, y: 200 },
        { type: "guess", turn: 2, id: 0, seat: 2, text: "heat", ms: 9_000, correct: false },
        { type: "guess", turn: 1, id: 1, seat: 3, text: "two", ms: 5_000, correct: false },
        { type: "label", turn: 1, word: 1, text: "II", x: 500, y: 500 },
        { type: "label", turn: 2, word: 0, text: "Heat", x: 1, y: 1 },
        { type: "label", turn: 1, word: 0, text: "Jaws", x: 300, y: 400 },
      ],
      1,
    );
    expect(labels).toEqual([
      { word: 0, text: "Jaws", x: 300, y: 400, ms: 3_000 },
      { word: 1, text: "II", x: 500, y: 500, ms: 5_000 },
    ]);
  });
});

describe("sketch thumbnails", () => {
  const draw = (t: number, round: number, seat: number, sid: number): RecordOp => ({
    t,
    round,
    seat,
    op: { k: "draw", sid, tool: "pen", size: 6, pts: [sid, round, 50] },
  });
  const ops: RecordOp[] = [
    draw(1_000, 1, 0, 1),
    draw(1_100, 1, 0, 2),
    draw(2_000, 2, 1, 1),
    { t: 1_200, round: 1, seat: 0, op: { k: "undo" } },
    draw(1_150, 1, 3, 1),
    draw(1_300, 1, 0, 3),
    draw(9_000, 3, 2, 1),
    { t: 9_100, round: 3, seat: 2, op: { k: "clear" } },
  ];

  it("picks the turn's sketcher's operations in time order", () => {
    expect(sketchOps(ops, 1, 0).map((o) => o.t)).toEqual([1_000, 1_100, 1_200, 1_300]);
    expect(sketchOps(ops, 2, 1).map((o) => o.t)).toEqual([2_000]);
    expect(sketchOps(ops, 2, 0)).toEqual([]);
  });

  it("shows the sketch as it stood at the end of the turn", () => {
    const first = sketchAtEnd(ops, 1, 0).get(0);
    expect(first.strokes.map((s) => s.sid)).toEqual([1, 3]);
    expect(first.strokes[0]!.pts).toEqual([1, 1, 50]);
    expect(sketchAtEnd(ops, 1, 0).get(3).empty).toBe(true);
    expect(sketchAtEnd(ops, 2, 1).get(1).strokes.map((s) => s.pts)).toEqual([[1, 2, 50]]);
    expect(sketchAtEnd(ops, 3, 2).get(2).empty).toBe(true);
    expect(sketchAtEnd(ops, 4, 0).get(0).empty).toBe(true);
  });
});

describe("secondsOf", () => {
  it("shows tenths under ten seconds, in each language's way", () => {
    expect(secondsOf(4_240, "en")).toBe("4.2");
    expect(secondsOf(4_240, "fr")).toBe("4,2");
    expect(secondsOf(23_400, "en")).toBe("23");
    expect(secondsOf(59_600, "fr")).toBe("60");
  });
});

describe("guesses in step with the replay", () => {
  it("finds when a turn's timer started from the event that started it", () => {
    const events: GameEvent[] = [
      { type: "timer_started", turn: 1, deadline: 70_000 },
      { type: "timer_started", turn: 2, deadline: 200_000 },
    ];
    expect(timerStart(events, 1, 60)).toBe(10_000);
    expect(timerStart(events, 2, 30)).toBe(170_000);
    expect(timerStart(events, 3, 60)).toBeNull();
  });

  it("places a moment on the replay's clock, whose long pauses are shortened", () => {
    const op = (t: number): RecordOp => ({ t, round: 1, seat: 0, op: { k: "draw", sid: t, tool: "pen", size: 6, pts: [0, 0, 50] } });
    const timeline = new Timeline([op(10_000), op(10_500), op(20_000), op(20_300)], 1);
    expect(timeline.ops.map((o) => o.at)).toEqual([0, 500, 500 + MAX_GAP_MS, 800 + MAX_GAP_MS]);
    expect(playbackAt(timeline.ops, 9_000)).toBe(0);
    expect(playbackAt(timeline.ops, 10_200)).toBe(200);
    // In the long pause, a guess waits at most as long as the replay does.
    expect(playbackAt(timeline.ops, 11_000)).toBe(1_000);
    expect(playbackAt(timeline.ops, 19_000)).toBe(500 + MAX_GAP_MS);
    expect(playbackAt(timeline.ops, 20_100)).toBe(600 + MAX_GAP_MS);
    expect(playbackAt(timeline.ops, 60_000)).toBe(800 + 2 * MAX_GAP_MS);
    expect(playbackAt([], 12_000)).toBe(0);
  });
});
