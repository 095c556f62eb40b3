import { afterEach, describe, expect, it, vi } from "vitest";
// The registry hands each game's strings to the interface's (src/i18n/).
import "../src/games";
import {
  customDeckOption,
  deckBytes,
  deckProblems,
  formatDeckProblem,
  lineRange,
  MAX_CUSTOM_DECK_BYTES,
} from "../src/games/pictomania/customDeck";
import { translate } from "../src/i18n";
import { createRoom } from "../src/net/api";

const en = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
  translate("en", key, params);
const fr = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
  translate("fr", key, params);

describe("customDeckOption", () => {
  it("sends nothing for a blank textarea and the text untouched otherwise", () => {
    expect(customDeckOption("")).toBeUndefined();
    expect(customDeckOption("  \n\n\t")).toBeUndefined();
    // Not trimmed: the server's line numbers must be the textarea's.
    expect(customDeckOption("\n\napple\n")).toBe("\n\napple\n");
  });
});

describe("deckProblems", () => {
  it("reads every problem of a bad_deck body, whole-deck ones first, then by line", () => {
    const params = {
      problems: [
        { line: 9, message: "clue 'a' also at line 1" },
        { line: 1, message: "this side has 3 clues, expected 7" },
        { line: 0, message: "a deck needs at least 6 cards" },
        { line: 9, message: "clue 'b' has a digit" },
      ],
    };
    expect(deckProblems(params)).toEqual([
      { line: 0, message: "a deck needs at least 6 cards" },
      { line: 1, message: "this side has 3 clues, expected 7" },
      { line: 9, message: "clue 'a' also at line 1" },
      { line: 9, message: "clue 'b' has a digit" },
    ]);
  });

  it("leaves out what is malformed and treats an odd line as the whole deck", () => {
    const params = {
      problems: [null, "text", { line: 3 }, { line: "4", message: "m" }, { line: -2, message: " x " }, { message: "" }],
    };
    expect(deckProblems(params)).toEqual([
      { line: 0, message: "m" },
      { line: 0, message: "x" },
    ]);
    expect(deckProblems({})).toEqual([]);
    expect(deckProblems({ problems: "nope" })).toEqual([]);
  });
});

describe("formatDeckProblem", () => {
  it("says the line, or that it is about the whole deck", () => {
    expect(formatDeckProblem({ line: 4, message: "clue 'plum 9' has a digit" }, en)).toBe(
      "line 4: clue 'plum 9' has a digit",
    );
    expect(formatDeckProblem({ line: 0, message: "a deck needs at least 6 cards" }, en)).toBe(
      "whole deck: a deck needs at least 6 cards",
    );
    expect(formatDeckProblem({ line: 4, message: "m" }, fr)).toBe("ligne 4 : m");
  });
});

describe("lineRange", () => {
  const text = "apple\r\npear\n\nplum 9\nlast";
  it("finds a line to select, without its line break", () => {
    expect(lineRange(text, 1)).toEqual([0, 5]);
    expect(text.slice(...lineRange(text, 2)!)).toBe("pear");
    expect(lineRange(text, 3)).toEqual([12, 12]);
    expect(text.slice(...lineRange(text, 4)!)).toBe("plum 9");
    expect(text.slice(...lineRange(text, 5)!)).toBe("last");
  });
  it("has no range for a line the text does not have", () => {
    expect(lineRange(text, 6)).toBeNull();
    expect(lineRange(text, 0)).toBeNull();
    expect(lineRange(text, 1.5)).toBeNull();
    expect(lineRange("", 1)).toEqual([0, 0]);
  });
});

describe("createRoom", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("hands back the error body's params with its code", async () => {
    const body = { error: { code: "bad_deck", problems: [{ line: 4, message: "m" }] } };
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status: 400 }));
    const result = await createRoom({ game: "pictomania", options: { custom_deck: "x" } });
    expect(result).toEqual({ ok: false, status: 400, code: "bad_deck", params: { problems: [{ line: 4, message: "m" }] } });
  });

  it("sends the custom deck in the options", async () => {
    let sent: unknown = null;
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      sent = JSON.parse(String(init.body));
      return new Response(JSON.stringify({ code: "K7QF2M", url: "/r/K7QF2M" }), { status: 201 });
    });
    const result = await createRoom({ game: "pictomania", options: { custom_deck: "a\nb", review_seconds: 30 } });
    expect(result).toEqual({ ok: true, data: { code: "K7QF2M", url: "/r/K7QF2M" } });
    expect(sent).toEqual({ game: "pictomania", options: { custom_deck: "a\nb", review_seconds: 30 } });
  });

  it("names a failure without a body by its status, and an unreachable server as network", async () => {
    vi.stubGlobal("fetch", async () => new Response("oops", { status: 502 }));
    expect(await createRoom({ game: "pictomania", options: {} })).toEqual({
      ok: false,
      status: 502,
      code: "http_502",
      params: {},
    });
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("offline");
    });
    expect(await createRoom({ game: "pictomania", options: {} })).toMatchObject({ ok: false, code: "network" });
  });
});

describe("deckBytes", () => {
  it("counts the deck as the server does, in bytes of UTF-8", () => {
    expect(deckBytes("abc")).toBe(3);
    expect(deckBytes("été")).toBe(5);
    expect(deckBytes("😀")).toBe(4);
  });

  it("puts a deck of accented clues over the limit before it has as many characters", () => {
    const clues = "é".repeat(MAX_CUSTOM_DECK_BYTES / 2 + 1);
    expect(clues.length).toBeLessThan(MAX_CUSTOM_DECK_BYTES);
    expect(deckBytes(clues)).toBeGreaterThan(MAX_CUSTOM_DECK_BYTES);
  });
});
