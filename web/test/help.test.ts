// Every game brings its help (src/ui/help/ shows it): a how-to-play whose every word is in both languages, with
// decorative pictures, and a step for each phase a view can be in.
import { describe, expect, it } from "vitest";
import { gameOf } from "../src/games";
import type { PictomaniaView } from "../src/games/pictomania/protocol";
import type { GameView } from "../src/protocol";
import { catalog } from "../src/i18n";
import { bubblePlace } from "../src/ui/help/bubblePlace";
import { drawingView, piccolinoPlayer, piccolinoView, player } from "./fixtures";
import { LOADED_GAMES } from "./loadedGames";

interface Node {
  type: unknown;
  props: Record<string, unknown>;
}

/** What a picture puts in the page at its top: its component called, and any component that returns, until an
 * element (hooks-free components only, which pictures' outer parts are). */
function outermostElement(component: unknown): Node {
  let node = (component as (props: object) => Node)({});
  while (typeof node.type === "function") node = (node.type as (props: object) => Node)(node.props);
  return node;
}

function helpOf(name: string) {
  const game = gameOf(name);
  if (!game) throw new Error(`no game ${name}`);
  return game.help;
}

describe("every game's how-to-play", () => {
  for (const game of LOADED_GAMES) {
    const { sections } = game.help;

    it(`${game.name}: has a few steps, each named once`, () => {
      expect(sections.length).toBeGreaterThanOrEqual(4);
      expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
    });

    it(`${game.name}: every title, sentence and word of a step is written in English and in French`, () => {
      for (const section of sections) {
        expect(section.text.length, section.id).toBeGreaterThan(0);
        const keys = [section.title, ...section.text, ...(section.words ?? []).flatMap((w) => [w.word, w.explain])];
        for (const key of keys) {
          const en = catalog("en")[key];
          const fr = catalog("fr")[key];
          expect(en?.trim(), `${key} (en)`).toBeTruthy();
          expect(fr?.trim(), `${key} (fr)`).toBeTruthy();
          expect(fr, `${key} is translated`).not.toBe(en);
        }
      }
    });

    it(`${game.name}: every step has a picture, hidden from screen readers since the text says it all`, () => {
      for (const section of sections) {
        expect(outermostElement(section.Picture).props["aria-hidden"], section.id).toBe("true");
      }
    });

    it(`${game.name}: French sentences put a no-break space before : ; ! ? and inside « »`, () => {
      for (const section of sections) {
        for (const key of [section.title, ...section.text]) {
          const fr = catalog("fr")[key]!;
          expect(fr, key).not.toMatch(/ [:;!?»]|« /);
        }
      }
    });
  }
});

describe("the help of the current phase", () => {
  const pictomania = (over: Partial<PictomaniaView>) => helpOf("pictomania").phaseHelp(drawingView(over) as GameView);

  it("Pictomania: each phase opens on the step that explains it", () => {
    const ids = helpOf("pictomania").sections.map((s) => s.id);
    const cases: [Partial<PictomaniaView>, string][] = [
      [{ phase: "choosing_level" }, "clue"],
      [{ phase: "preview" }, "clue"],
      [{ phase: "drawing" }, "draw"],
      [{ phase: "drawing", players: [0, 1, 2, 3].map((s) => player(s, { finished: s === 1, bonus: s === 1 ? 3 : 0 })) }, "finish"],
      [{ phase: "review" }, "review"],
      [{ phase: "scored" }, "score"],
      [{ phase: "over" }, "score"],
    ];
    for (const [over, expected] of cases) {
      expect(pictomania(over), over.phase).toBe(expected);
      expect(ids).toContain(expected);
    }
  });

  it("Pictomania: a spectator gets the phase's step too", () => {
    expect(pictomania({ phase: "drawing", seat: null, me: undefined })).toBe("draw");
  });

  it("Piccolino: ringing while playing, the wrong ring just after one's own, winning at the end", () => {
    const help = helpOf("piccolino");
    const ids = help.sections.map((s) => s.id);
    const at = (view: GameView) => {
      const id = help.phaseHelp(view);
      expect(ids).toContain(id);
      return id;
    };
    expect(at(piccolinoView())).toBe("ring");
    expect(at(piccolinoView({ last: { kind: "penalty", seat: 1, gave: [0, 2] } }))).toBe("wrong");
    expect(at(piccolinoView({ last: { kind: "wrong", seat: 1, to: 0, cards: 4 } }))).toBe("wrong");
    expect(at(piccolinoView({ last: { kind: "penalty", seat: 0, gave: [1, 2] } }))).toBe("ring");
    expect(at(piccolinoView({ last: { kind: "won", seat: 1, cards: 6, reaction_ms: 420, rang: [1] } }))).toBe("ring");
    const out = [0, 1, 2].map((s) => piccolinoPlayer(s, s === 1 ? { out: true, draw: 0, discard: 0, top: null } : {}));
    expect(at(piccolinoView({ players: out }))).toBe("win");
    expect(at(piccolinoView({ phase: "over", winners: [0] }))).toBe("win");
  });
});

describe("the words a scoring screen explains", () => {
  it("Pictomania has the meaning of a token, the centre, the black sheep, kept tokens and a penalty in both languages", () => {
    for (const key of ["pm.term.token", "pm.term.centre", "pm.term.blackSheep", "pm.term.kept", "pm.term.penalty"]) {
      expect(catalog("en")[key]?.trim(), key).toBeTruthy();
      expect(catalog("fr")[key]?.trim(), key).toBeTruthy();
    }
  });
});

describe("where a term's meaning shows", () => {
  const screen = { width: 390, top: 57 };
  const bubble = { width: 280, height: 60 };

  it("centred over its word when there is room", () => {
    expect(bubblePlace({ left: 180, top: 400, width: 30 }, bubble, screen)).toEqual({ shift: 0, below: false });
  });

  it("slid back onto the screen for a word near either edge of a phone", () => {
    // Centred over a word at 20..60 it would start at -100: slid 108 px right, to 8 px from the edge.
    expect(bubblePlace({ left: 20, top: 400, width: 40 }, bubble, screen).shift).toBe(108);
    expect(bubblePlace({ left: 340, top: 400, width: 40 }, bubble, screen).shift).toBe(-118);
  });

  it("under the word when the header leaves no room above it", () => {
    expect(bubblePlace({ left: 180, top: 100, width: 30 }, bubble, screen).below).toBe(true);
    expect(bubblePlace({ left: 180, top: 140, width: 30 }, bubble, screen).below).toBe(false);
  });
});
