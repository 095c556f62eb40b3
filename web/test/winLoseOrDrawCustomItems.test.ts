// Win, Lose or Draw's own list of things to sketch in the create form: what is sent, the server's problems in the
// interface's words (the messages as src/parlour/content/custom_items.py and items.py write them), and the lobby chip.
import { afterEach, describe, expect, it } from "vitest";
import "../src/games";
import { lang, translate, type MessageKey } from "../src/i18n";
import {
  countItems,
  lineCount,
  customItemsOption,
  listBytes,
  listProblems,
  MAX_LIST_BYTES,
  ownListSize,
  problemText,
  textOfFile,
  wordingOf,
} from "../src/games/win-lose-or-draw/customItems";
import { winLoseOrDrawChips } from "../src/games/win-lose-or-draw/optionChips";

const en = (key: MessageKey, params?: Record<string, string | number>) => translate("en", key, params);
const fr = (key: MessageKey, params?: Record<string, string | number>) => translate("fr", key, params);
const HEADINGS = "[Books], [TV Shows], [Movies], [Music Stars], [Food & Drink] or [Famous Phrases]";

afterEach(() => {
  lang.value = "en";
});

describe("the list sent", () => {
  it("is nothing for a blank box, and the text untouched otherwise, so that its lines are the server's", () => {
    expect(customItemsOption("")).toBeUndefined();
    expect(customItemsOption(" \n\t\n")).toBeUndefined();
    expect(customItemsOption("\n[Movies]\nJaws\n")).toBe("\n[Movies]\nJaws\n");
  });

  it("is measured in bytes of UTF-8, as the server's limit is, and that limit is a Pictomania deck's", () => {
    expect(listBytes("Jaws")).toBe(4);
    expect(listBytes("Amélie")).toBe(7);
    expect(MAX_LIST_BYTES).toBe(200_000);
  });

  it("reads an uploaded file as the box would hold it", () => {
    expect(textOfFile("\uFEFF[Films]\r\nJaws\rAlien\n")).toBe("[Films]\nJaws\nAlien\n");
  });

  it("counts a file's lines as an editor does", () => {
    expect(lineCount("")).toBe(0);
    expect(lineCount("[Films]\nJaws\n")).toBe(2);
    expect(lineCount("[Films]\nJaws")).toBe(2);
    expect(lineCount("[Films]\n\nJaws\n\n")).toBe(4);
  });

  it("counts the lines that look like items for the folded field's note", () => {
    expect(countItems("")).toBe(0);
    expect(countItems("# mine\n[Movies]\nJaws\n\n  Alien  \n[Livres]\nLe Petit Prince @ Saint-Exupéry\n")).toBe(3);
  });
});

describe("a refused list", () => {
  it("lists its problems, the whole list's first, then by line", () => {
    const params = {
      problems: [
        { line: 5, message: "'Ocean 11' has a digit: spell numbers out" },
        { line: 0, message: "a list needs 5 items at least, it has 2" },
        { line: 1, message: "an item before any category heading: start with " + HEADINGS },
        { line: "x", message: 3 },
      ],
    };
    expect(listProblems(params).map((p) => p.line)).toEqual([0, 1, 5]);
    expect(listProblems({})).toEqual([]);
  });

  it("words every message the server sends in English and in French", () => {
    const messages: [string, MessageKey, Record<string, string>][] = [
      ["'Ocean 11' has a digit: spell numbers out", "win-lose-or-draw.list.why.digit", { text: "Ocean 11" }],
      [`"Ocean's 11" has a digit: spell numbers out`, "win-lose-or-draw.list.why.digit", { text: "Ocean's 11" }],
      [`'"Don\\'t 5"' has a digit: spell numbers out`, "win-lose-or-draw.list.why.digit", { text: `"Don't 5"` }],
      ["'x' should be 2 to 48 characters", "win-lose-or-draw.list.why.length", { text: "x", min: "2", max: "48" }],
      ["'superman' is already at line 2", "win-lose-or-draw.list.why.twice", { text: "superman", n: "2" }],
      [`unknown category [Filmz]: use one of ${HEADINGS}`, "win-lose-or-draw.list.why.heading", { heading: "[Filmz]" }],
      [`an item before any category heading: start with ${HEADINGS}`, "win-lose-or-draw.list.why.noHeading", {}],
      ["a list needs 5 items at least, it has 2", "win-lose-or-draw.list.why.few", { min: "5", n: "2" }],
      ["only books have an author (after @)", "win-lose-or-draw.list.why.authorNotBook", {}],
      ["the author after @ is empty", "win-lose-or-draw.list.why.authorEmpty", {}],
      ["more than one @", "win-lose-or-draw.list.why.twoAuthors", {}],
      ["other answers go before the @, not after the author", "win-lose-or-draw.list.why.answersAfterAuthor", {}],
      ["no text to sketch", "win-lose-or-draw.list.why.noText", {}],
    ];
    for (const [message, key, params] of messages) {
      expect(wordingOf(message), message).toEqual({ key, params });
      for (const words of [en(key, params), fr(key, params)]) expect(words, message).not.toMatch(/\{\w+\}/);
    }
    expect(wordingOf("something new")).toBeNull();
  });

  it("says each problem with its line, in the interface's language, and an unknown one as the server wrote it", () => {
    const digit = { line: 3, message: "'Ocean 11' has a digit: spell numbers out" };
    expect(problemText(digit, en)).toBe("Line 3: “Ocean 11” has a digit: spell numbers out.");
    expect(problemText(digit, fr)).toBe(
      "Ligne 3\u00a0: «\u00a0Ocean 11\u00a0» contient un chiffre\u00a0: écrivez les nombres en lettres.",
    );
    const few = { line: 0, message: "a list needs 5 items at least, it has 2" };
    expect(problemText(few, en)).toBe("Whole list: a list needs at least 5 items; this one has 2.");
    expect(problemText({ line: 7, message: "a new check" }, fr)).toBe("Ligne 7\u00a0: a new check");
  });

  it("names the headings in the interface's language, every one of which the server takes", () => {
    const heading = { line: 2, message: `unknown category [Filmz]: use one of ${HEADINGS}` };
    expect(problemText(heading, en)).toContain(HEADINGS);
    expect(problemText(heading, fr)).toContain("[Livres], [Séries], [Films], [Musique], [Cuisine] ou [Expressions]");
  });
});

describe("the lobby's chips", () => {
  it("say the room plays the host's own list, and how many items it holds", () => {
    const room = { mode: "board", turn_seconds: 60, language: "fr", items: 12, custom: true };
    expect(ownListSize(room)).toBe(12);
    expect(winLoseOrDrawChips(room)).toContain("Your own list (12 items)");
    lang.value = "fr";
    expect(winLoseOrDrawChips(room)).toContain("Votre propre liste (12 sujets)");
    expect(ownListSize({ ...room, custom: false })).toBeNull();
    expect(winLoseOrDrawChips({ ...room, custom: false }).join(" ")).not.toMatch(/own list|propre liste/);
  });
});
