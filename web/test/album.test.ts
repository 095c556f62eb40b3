// The album of a finished game: where each picture and its words go on a page, how words are cut to fit, the
// file names, the moments an animation shows, and the pages each drawing game describes from its record.
import { describe, expect, it } from "vitest";
import "../src/games";
import { frameSteps, MOST_FRAMES } from "../src/album/animate";
import { reactionLines } from "../src/album/reactions";
import { columnsFor, fileName, layoutPage, MARGIN, PAGE_WIDTH, wrap } from "../src/album/layout";
import { pictomaniaAlbum } from "../src/games/pictomania/album";
import type { PictomaniaView } from "../src/games/pictomania/protocol";
import { pictusAlbum } from "../src/games/pictus/album";
import { TURNS_A_PAGE, winLoseOrDrawAlbum } from "../src/games/win-lose-or-draw/album";
import { lang } from "../src/i18n";
import type { GameEvent, GameRecord, RecordPlayer } from "../src/protocol";
import { drawingView, workedExample } from "./fixtures";
import { drawnCard, overView } from "./pictusFixtures";
import { teamsView, turnResult } from "./winLoseOrDrawFixtures";

const PLAYERS: RecordPlayer[] = [
  { seat: 0, name: "Ann", colour: "red" },
  { seat: 1, name: "Bob", colour: "blue" },
  { seat: 2, name: "Cleo", colour: "green" },
  { seat: 3, name: "Dan", colour: "yellow" },
];

function recordOf<V extends GameRecord["final"]>(final: V, events: GameEvent[] = []): GameRecord<V> {
  return { id: "g1", game: final.game, room: "K7QF2M", status: "over", players: PLAYERS, final, events, ops: [] };
}

/** Ten pixels a character: enough to test where lines break. */
const measure = (s: string) => s.length * 10;

describe("the words under a picture", () => {
  it("break between words and never pass the width", () => {
    expect(wrap("drew a bicycle with a bell", 100, 3, measure)).toEqual(["drew a", "bicycle", "with a…"]);
    expect(wrap("drew a bicycle", 100, 3, measure)).toEqual(["drew a", "bicycle"]);
    for (const line of wrap("one two three four five six seven", 80, 5, measure)) expect(measure(line)).toBeLessThanOrEqual(80);
  });

  it("end in an ellipsis when cut, and cut a word longer than the line", () => {
    expect(wrap("a b c d e f", 40, 2, measure)).toEqual(["a b", "c d…"]);
    expect(wrap("a b c d e f", 30, 2, measure)).toEqual(["a b", "c…"]);
    expect(wrap("supercalifragilistic", 60, 2, measure)).toEqual(["super…"]);
    expect(wrap("", 60, 2, measure)).toEqual([]);
  });
});

describe("an album page's layout", () => {
  it("puts sheets three a row and cards four a row, fewer when there are fewer", () => {
    expect(columnsFor(6, 1)).toBe(3);
    expect(columnsFor(2, 1)).toBe(2);
    expect(columnsFor(7, 1.5)).toBe(4);
    expect(columnsFor(0, 1)).toBe(1);
  });

  it("keeps every picture inside the margins and below the lines, without overlaps, and grows with the rows", () => {
    const page = layoutPage(2, 7, 1.5);
    const boxes = page.cells.map((c) => c.picture);
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(MARGIN);
      expect(box.x + box.width).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN);
      expect(box.y).toBeGreaterThan(page.lines[1]!);
      expect(box.height).toBe(Math.round(box.width * 1.5));
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart).toBe(true);
      }
    }
    expect(page.footerTop).toBeGreaterThan(Math.max(...page.cells.map((c) => c.wordsTop)));
    expect(page.height).toBeGreaterThan(page.footerTop);
    expect(layoutPage(2, 8, 1.5).height).toBe(page.height);
    expect(layoutPage(2, 9, 1.5).height).toBeGreaterThan(page.height);
  });

  it("names its files in plain letters", () => {
    expect(fileName(["pictomania", "K7QF2M", "Pictomania · Manche 2"], "png")).toBe("pictomania-k7qf2m-pictomania-manche-2.png");
    expect(fileName(["pictus", "Élodie & Zoë"], "gif")).toBe("pictus-elodie-zoe.gif");
    expect(fileName(["", "…"], "png")).toBe("album.png");
  });
});

describe("a drawing's animation", () => {
  it("takes at most its frames at even moments, ending on the finished drawing", () => {
    const at = Array.from({ length: 200 }, (_, i) => i * 300);
    const steps = frameSteps(at);
    expect(steps).toHaveLength(MOST_FRAMES);
    expect(steps[steps.length - 1]).toBe(200);
    expect(steps.every((n, i) => i === 0 || n >= steps[i - 1]!)).toBe(true);
    // Three operations over 300 ms: a frame a tenth of a second, each showing what was drawn by then.
    expect(frameSteps([0, 150, 300])).toEqual([1, 2, 3]);
  });

  it("goes operation by operation when every operation came at one moment, and shows a lone one at once", () => {
    expect(frameSteps([0, 0, 0, 0])).toEqual([1, 2, 3, 4]);
    expect(frameSteps(Array.from({ length: 96 }, () => 0))).toEqual(Array.from({ length: MOST_FRAMES }, (_, i) => 2 * (i + 1)));
    expect(frameSteps([0])).toEqual([1]);
    expect(frameSteps([])).toEqual([0]);
  });
});

describe("the reactions a page counts", () => {
  const reactions = [
    { t: 1, round: 1, seat: 0, reaction: "fire" },
    { t: 2, round: 1, seat: 1, reaction: "bravo" },
    { t: 3, round: 1, seat: 2, reaction: "fire" },
    { t: 4, round: 2, seat: 0, reaction: "laugh" },
    { t: 5, round: 3, seat: 1, reaction: "hmm" },
  ] as const;

  it("count those of the page's rounds, in the reaction bar's order, and make no line when there were none", () => {
    lang.value = "en";
    const record = { reactions: [...reactions] };
    expect(reactionLines(record, [1])).toEqual(["Reactions: Bravo! ×1 · On fire ×2"]);
    expect(reactionLines(record, [2, 3])).toEqual(["Reactions: Ha ha! ×1 · Hmm… ×1"]);
    expect(reactionLines(record, [4])).toEqual([]);
    expect(reactionLines({}, [1]), "a record from an older server has none").toEqual([]);
    lang.value = "fr";
    expect(reactionLines(record, [1])).toEqual(["Réactions : Bravo ! ×1 · Génial ×2"]);
    lang.value = "en";
  });

  it("show under a round's title in Pictomania's album", () => {
    lang.value = "en";
    const final = drawingView({ phase: "over", results: [workedExample()] });
    const pages = pictomaniaAlbum({ ...recordOf<PictomaniaView>(final), reactions: [...reactions] });
    expect(pages[0]!.lines).toEqual(["Easy", "Reactions: Bravo! ×1 · On fire ×2"]);
  });
});

describe("each drawing game's album", () => {
  it("Pictomania: a page per round, every player's sheet with the clue they drew and its points", () => {
    lang.value = "en";
    const final = drawingView({ phase: "over", results: [workedExample(), { ...workedExample(), round: 2, level: "hard" }] });
    const pages = pictomaniaAlbum(recordOf<PictomaniaView>(final));
    expect(pages.map((p) => p.title)).toEqual(["Pictomania · Round 1", "Pictomania · Round 2"]);
    expect(pages[1]!.lines).toEqual(["Hard"]);
    expect(pages[0]!.cells).toHaveLength(4);
    expect(pages[0]!.cells[0]).toMatchObject({ picture: { kind: "sheet", epoch: 1, seat: 0 }, by: { name: "Ann", colour: "red" } });
    expect(pages[0]!.cells[0]!.caption).toMatch(/^drew “bicycle” · /);
    lang.value = "fr";
    expect(pictomaniaAlbum(recordOf<PictomaniaView>(final))[1]!.title).toBe("Pictomania · Manche 2");
    lang.value = "en";
  });

  it("Win, Lose or Draw: six sketched turns a page, each with its item and what came of it; passed turns left out", () => {
    lang.value = "en";
    const history = Array.from({ length: 8 }, (_, i) =>
      turnResult({ turn: i + 1, sketcher: i % 4, outcome: i === 2 ? "passed" : i === 4 ? "missed" : "guessed" }),
    );
    const pages = winLoseOrDrawAlbum(recordOf(teamsView({ phase: "over", history })));
    expect(pages.map((p) => p.cells.length)).toEqual([TURNS_A_PAGE, 1]);
    expect(pages.map((p) => p.title)).toEqual(["Win, Lose or Draw · Turns 1 to 7", "Win, Lose or Draw · Turn 8"]);
    const first = pages[0]!.cells[0]!;
    expect(first).toMatchObject({ picture: { kind: "sheet", epoch: 1, seat: 0 }, by: { name: "Ann" }, mark: "Turn 1" });
    expect(first.caption).toMatch(/^“Jaws” \(Movies\) · Guessed by Cleo in 12\ss$/);
    expect(pages[0]!.cells.map((c) => c.mark)).not.toContain("Turn 3");
    expect(pages[0]!.cells[3]!.caption).toBe("“Jaws” (Movies) · Not guessed");
  });

  it("Pictus: a page per round with the clue, the narrator's drawing when drawn, and every card kept with its votes", () => {
    lang.value = "en";
    const events: GameEvent[] = [
      { type: "clue_given", narrator: 3, words: "a long wait", drawn: false },
      { type: "revealed", owners: [3, 0, 1, 2], votes: [[0, 1], [2], [], []], narrator_card: 0, points: [3, 4, 1, 0] },
      { type: "round_started", round: 2, narrator: 0 },
      { type: "clue_given", narrator: 0, words: "far from home", drawn: true },
      {
        type: "revealed",
        owners: [1, 0, null],
        votes: [[2], [1], [3]],
        narrator_card: 1,
        points: [3, 1, 3, 0],
        table: [{ id: "owl" }, drawnCard("drawn-0-1"), { id: "kite" }],
      },
    ];
    const pages = pictusAlbum(recordOf(overView(), events));
    expect(pages.map((p) => p.title)).toEqual(["Pictus · Round 1", "Pictus · Round 2"]);
    // Round 1's record kept no pictures: the page has the clue and no card.
    expect(pages[0]!.cells).toEqual([]);
    expect(pages[0]!.lines[0]).toBe("Narrated by Dan: “a long wait”");
    const [clue, owl, own, extra] = pages[1]!.cells;
    expect(clue).toMatchObject({ picture: { kind: "sheet", epoch: 2, seat: 0 }, by: { name: "Ann" } });
    expect(owl).toMatchObject({ picture: { kind: "file" }, by: { name: "Bob" }, mark: "Picture 1" });
    expect((owl!.picture as { url: string }).url).toMatch(/owl\.svg$/);
    expect(own!.picture.kind).toBe("strokes");
    expect(own!.caption).toBe("the narrator's, Ann · 1 vote: Bob");
    expect(owl!.caption).toBe("Bob's · 1 vote: Cleo");
    expect(extra).toMatchObject({ by: null, mark: "Picture 3" });
    expect(pages[1]!.aspect).toBe(1.5);
  });
});
