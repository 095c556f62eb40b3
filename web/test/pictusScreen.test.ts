import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paint } from "../src/canvas/render";
import { cardText, drawnSheet } from "../src/games/pictus/Card";
import { accountOf, captionOf, DECK_URL, parseDeck, pictureUrl } from "../src/games/pictus/deck";
import { screenEn as en } from "../src/games/pictus/i18n/screen.en";
import { screenFr as fr } from "../src/games/pictus/i18n/screen.fr";
import {
  clueAction,
  endReason,
  handInAction,
  handShown,
  ownTableIndex,
  planOf,
  progress,
  revealWords,
  scoreRows,
  secondsLeft,
  standings,
  statusWords,
  voteAction,
  voteBlock,
  voterSeats,
} from "../src/games/pictus/play";
import { isDrawn, tableNumber, withDefaults } from "../src/games/pictus/protocol";
import {
  card,
  clueView,
  drawingView,
  drawnCard,
  handInView,
  names,
  NOW,
  overView,
  player,
  revealBlock,
  revealView,
  stroke,
  TABLE,
  voteView,
} from "./pictusFixtures";

const GENERIC = { picture: "Picture card", drawn: "A card drawn by hand" };
const DECK_JSON = {
  licence: "Icons: Tabler Icons (MIT)",
  cards: [
    {
      id: "paper-boat",
      caption: { en: "Setting sail", fr: "Larguer les amarres" },
      description: { en: "A brave little boat sets out on a great journey", fr: "Un petit bateau courageux part pour un long voyage" },
      account: { en: "A white paper boat on a grey puddle; a yellow streetlamp at right", fr: "Un bateau de papier blanc sur une flaque grise ; un réverbère jaune à droite" },
    },
  ],
};

describe("each phase offers the right controls", () => {
  it("drawing your own deck: the desk and Add this card until your cards are drawn", () => {
    const plan = planOf(drawingView(), names, 8);
    expect(plan).toMatchObject({ role: "player", desk: "draw", primary: "add_card", secondary: "use_shipped", hand: null });
    const done = planOf(drawingView({ you: 0 }), names, 8);
    expect(done).toMatchObject({ desk: null, primary: null, secondary: null, waiting: { key: "pictus.s.wait.drawingDone" } });
    // Done by count even before the server's `done` arrives: the ninth card would be refused (enough_drawn).
    const counted = planOf(drawingView({ players: [player(), player({ drawn: 8 }), player(), player()] }), names, 8);
    expect(counted.primary).toBeNull();
    expect(planOf(drawingView({ you: null }), names, 8)).toMatchObject({ role: "spectator", desk: null, primary: null });
  });

  it("clue: the narrator picks a card, types and draws; the others watch the narrator's sheet with their hand", () => {
    expect(planOf(clueView({ you: 0 }), names)).toMatchObject({
      role: "narrator",
      hand: "pick",
      desk: "draw",
      clueForm: true,
      primary: "give_clue",
      secondary: "pass",
    });
    expect(planOf(clueView(), names)).toMatchObject({
      role: "player",
      hand: "show",
      desk: "watch",
      clueForm: false,
      primary: null,
      secondary: null,
      waiting: { key: "pictus.s.wait.clue", params: { name: "Ana" } },
    });
    expect(planOf(clueView({ you: null, hand: [] }), names)).toMatchObject({ role: "spectator", hand: null, desk: "watch", primary: null });
  });

  it("hand-in: the clue stays in view; others choose from their hand, the narrator waits", () => {
    expect(planOf(handInView(), names)).toMatchObject({ clue: true, hand: "pick", primary: "hand_in" });
    expect(planOf(handInView({ you: 0 }), names)).toMatchObject({
      role: "narrator",
      clue: true,
      hand: "show",
      primary: null,
      waiting: { key: "pictus.s.wait.handInNarrator" },
    });
    const handedIn = handInView({ players: [player({ done: true }), player({ done: true }), player(), player()] });
    expect(planOf(handedIn, names)).toMatchObject({ hand: "show", primary: null, waiting: { key: "pictus.s.wait.handedIn" } });
    expect(planOf(handInView({ you: null, hand: [] }), names)).toMatchObject({ role: "spectator", clue: true, hand: null, primary: null });
  });

  it("vote: a voter chooses on the table; after voting, or when not voting, the table is only shown", () => {
    expect(planOf(voteView(), names)).toMatchObject({ clue: true, table: "vote", primary: "vote", hand: null });
    expect(planOf(voteView({ my_vote: 1 }), names)).toMatchObject({ table: "show", primary: null, waiting: { key: "pictus.s.wait.voted" } });
    // Everyone but the narrator votes: the narrator waits.
    expect(planOf(voteView({ you: 0, voting: false, mine: card("lighthouse-in-the-storm") }), names)).toMatchObject({
      table: "show",
      primary: null,
      waiting: { key: "pictus.s.wait.voteNarrator" },
    });
    // Only the narrator votes: the others watch, and the narrator votes.
    expect(planOf(voteView({ voting: false }), names)).toMatchObject({
      table: "show",
      primary: null,
      waiting: { key: "pictus.s.wait.voteNotYou", params: { name: "Ana" } },
    });
    expect(planOf(voteView({ you: 0, voting: true, mine: card("lighthouse-in-the-storm") }), names)).toMatchObject({
      role: "narrator",
      table: "vote",
      primary: "vote",
    });
    expect(planOf(voteView({ you: null, voting: false, mine: null, hand: [] }), names)).toMatchObject({
      role: "spectator",
      table: "show",
      primary: null,
      waiting: { key: "pictus.s.wait.voteSpectator" },
    });
  });

  it("reveal: Next round for a player until they are ready; a spectator only looks", () => {
    expect(planOf(revealView(), names)).toMatchObject({ table: "reveal", clue: true, primary: "ready", waiting: null });
    const ready = revealView({ players: [player(), player({ ready: true }), player(), player()] });
    expect(planOf(ready, names)).toMatchObject({ primary: null, waiting: { key: "pictus.s.wait.ready" } });
    expect(planOf(revealView({ you: null }), names)).toMatchObject({ role: "spectator", primary: null, table: "reveal" });
  });

  it("over: nothing to press, the last reveal on show", () => {
    expect(planOf(overView(), names)).toMatchObject({ primary: null, table: "reveal", hand: null, clue: true });
    expect(planOf(overView({ reveal: null, clue: null }), names)).toMatchObject({ table: null, clue: false });
  });
});

describe("voting", () => {
  it("your own card cannot be voted for, and says why", () => {
    const view = voteView();
    expect(ownTableIndex(view)).toBe(2);
    expect(voteBlock(view, 2)).toBe("pictus.s.why.own");
    expect(voteAction(view, 2)).toBeNull();
    expect(voteBlock(view, 1)).toBeNull();
    expect(voteAction(view, 1)).toEqual({ type: "vote", choice: 1 });
  });

  it("the narrator voting (everyone votes) cannot choose their own card either", () => {
    const view = voteView({ you: 0, mine: card("lighthouse-in-the-storm"), hand: [] });
    expect(voteAction(view, 0)).toBeNull();
    expect(voteAction(view, 3)).toEqual({ type: "vote", choice: 3 });
  });

  it("one vote only, only for a voter, only for a card on the table", () => {
    expect(voteAction(voteView({ my_vote: 1 }), 3)).toBeNull();
    expect(voteAction(voteView({ voting: false }), 3)).toBeNull();
    expect(voteAction(voteView(), 4)).toBeNull();
    expect(voteAction(voteView(), null)).toBeNull();
    expect(voteAction(revealView({ my_vote: null }), 1)).toBeNull();
  });

  it("who votes follows the option and the narrator", () => {
    const view = voteView();
    expect(voterSeats(view, "others")).toEqual([1, 2, 3]);
    expect(voterSeats(view, "narrator")).toEqual([0]);
    expect(voterSeats(view, "everyone")).toEqual([0, 1, 2, 3]);
  });

  it("counts who has voted among the voters, never what", () => {
    const view = voteView({ players: [player(), player({ done: true }), player(), player({ done: true })] });
    expect(progress(view, "others")).toEqual([
      { seat: 1, done: true },
      { seat: 2, done: false },
      { seat: 3, done: true },
    ]);
    const plan = planOf(view, names);
    expect(statusWords(view, plan, "others", names).count).toEqual({ key: "pictus.s.count.vote", params: { done: 2, n: 3 } });
    expect(statusWords(view, plan, "everyone", names).count).toEqual({ key: "pictus.s.count.vote", params: { done: 2, n: 4 } });
  });
});

describe("the clue", () => {
  const narrator = clueView({ you: 0 });

  it("refuses an empty clue: no words and no drawing, or only spaces", () => {
    expect(clueAction(narrator, "paper-boat", "", false)).toEqual({ problem: "empty_clue" });
    expect(clueAction(narrator, "paper-boat", "   \n ", false)).toEqual({ problem: "empty_clue" });
  });

  it("needs a card from the hand", () => {
    expect(clueAction(narrator, null, "home", false)).toEqual({ problem: "no_card" });
    expect(clueAction(narrator, "not-mine", "home", false)).toEqual({ problem: "no_card" });
  });

  it("sends trimmed words, a drawing alone, or both, saying whether the sheet is part of it", () => {
    expect(clueAction(narrator, "red-door", "  far from home ", false)).toEqual({
      action: { type: "clue", card: "red-door", words: "far from home", drawn: false },
    });
    expect(clueAction(narrator, "red-door", "", true)).toEqual({ action: { type: "clue", card: "red-door", words: "", drawn: true } });
    expect(clueAction(narrator, "red-door", "home", true)).toEqual({
      action: { type: "clue", card: "red-door", words: "home", drawn: true },
    });
  });

  it("refuses words over 200 characters, counted after trimming", () => {
    expect(clueAction(narrator, "red-door", "a".repeat(201), false)).toEqual({ problem: "clue_too_long" });
    expect("action" in clueAction(narrator, "red-door", ` ${"a".repeat(200)} `, false)).toBe(true);
  });
});

describe("the hand-in", () => {
  it("shows the card already put in apart from the hand, though the server's hand still holds it", () => {
    const narrator = handInView({ you: 0, mine: card("red-door") });
    expect(handShown(narrator).map((c) => c.id)).toEqual(["owl-at-dusk", "paper-boat", "empty-swing", "key-in-ice", "moon-ladder"]);
    expect(handShown(handInView())).toHaveLength(6);
  });

  it("sends the chosen card of your hand", () => {
    expect(handInAction(handInView(), "key-in-ice")).toEqual({ type: "hand_in", card: "key-in-ice" });
  });

  it("sends nothing for the narrator, a second time, a card not in hand, or outside the hand-in", () => {
    expect(handInAction(handInView({ you: 0 }), "key-in-ice")).toBeNull();
    expect(handInAction(handInView({ players: [player(), player({ done: true }), player(), player()] }), "key-in-ice")).toBeNull();
    expect(handInAction(handInView(), "lighthouse-in-the-storm")).toBeNull();
    expect(handInAction(handInView(), null)).toBeNull();
    expect(handInAction(clueView(), "key-in-ice")).toBeNull();
    expect(handInAction(handInView({ you: null, hand: [] }), "key-in-ice")).toBeNull();
  });
});

describe("cards", () => {
  const deck = parseDeck(DECK_JSON);

  it("show their caption only with the captions variant, in the room's language; the neutral account in the reader's, never the description", () => {
    const boat = card("paper-boat");
    expect(cardText(deck, boat, { captions: false, captionLanguage: "fr", readerLanguage: "en" }, GENERIC)).toEqual({
      alt: "A white paper boat on a grey puddle; a yellow streetlamp at right",
      caption: null,
    });
    expect(cardText(deck, boat, { captions: true, captionLanguage: "fr", readerLanguage: "fr" }, GENERIC)).toEqual({
      alt: "Un bateau de papier blanc sur une flaque grise ; un réverbère jaune à droite",
      caption: "Larguer les amarres",
    });
  });

  it("fall back to a generic text alternative while the deck is loading, or for an unknown picture", () => {
    const how = { captions: true, captionLanguage: "en", readerLanguage: "fr" } as const;
    expect(cardText(null, card("paper-boat"), how, GENERIC)).toEqual({ alt: "Picture card", caption: null });
    expect(cardText(deck, card("not-in-deck"), how, GENERIC)).toEqual({ alt: "Picture card", caption: null });
  });

  it("drawn cards have no caption, even with the variant, and are told from pictures by their strokes", () => {
    const drawn = drawnCard("drawn-2-5");
    expect(isDrawn(drawn)).toBe(true);
    expect(isDrawn(card("paper-boat"))).toBe(false);
    expect(cardText(deck, drawn, { captions: true, captionLanguage: "en", readerLanguage: "en" }, GENERIC)).toEqual({
      alt: "A card drawn by hand",
      caption: null,
    });
  });

  describe("a drawn card is painted by the canvas renderer from its strokes", () => {
    const fills: unknown[] = [];
    beforeEach(() => {
      fills.length = 0;
      // No canvas in Node: a recording stand-in for the 2D context, and a Path2D that takes the outline.
      vi.stubGlobal(
        "Path2D",
        class {
          moveTo() {}
          quadraticCurveTo() {}
          closePath() {}
        },
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    it("one fill per stroke, scaled from the 1000 × 1000 sheet to the canvas", () => {
      const transforms: number[][] = [];
      const ctx = {
        setTransform: (...m: number[]) => transforms.push(m),
        clearRect() {},
        fill: (path: unknown) => fills.push(path),
        fillStyle: "",
        globalCompositeOperation: "source-over",
      };
      const canvas = { width: 250, height: 250, getContext: () => ctx } as unknown as HTMLCanvasElement;
      const drawn = drawnCard("drawn-1-1", [stroke(1), stroke(2), stroke(3)]);
      const sheet = drawnSheet(drawn).get(0);
      expect(sheet.strokes.map((s) => s.sid)).toEqual([1, 2, 3]);
      paint(canvas, sheet);
      expect(fills).toHaveLength(3);
      expect(transforms.at(-1)).toEqual([0.25, 0, 0, 0.25, 0, 0]);
    });
  });

  it("are numbered from 1 on the table", () => {
    expect(TABLE.map((_, i) => tableNumber(i))).toEqual([1, 2, 3, 4]);
  });
});

describe("the deck file", () => {
  it("keeps well-formed entries only, and answers null for what it lacks", () => {
    const deck = parseDeck({
      cards: [
        ...DECK_JSON.cards,
        { id: "half", caption: { en: "Only English" }, account: { en: "x", fr: "y" } },
        { caption: { en: "a", fr: "b" }, account: { en: "c", fr: "d" } },
        { id: "no-account", caption: { en: "a", fr: "b" }, description: { en: "c", fr: "d" } },
      ],
    });
    expect([...deck.keys()]).toEqual(["paper-boat"]);
    expect(accountOf(deck, "paper-boat", "fr")).toBe("Un bateau de papier blanc sur une flaque grise ; un réverbère jaune à droite");
    expect(captionOf(deck, "half", "en")).toBeNull();
    expect(parseDeck(null).size).toBe(0);
    expect(parseDeck({ cards: "nope" }).size).toBe(0);
  });

  it("is fetched once for the whole page, and a failure leaves cards generic rather than broken", async () => {
    vi.resetModules();
    const mod = await import("../src/games/pictus/deck");
    const ok = vi.fn(async () => new Response(JSON.stringify(DECK_JSON), { status: 200 }));
    const first = await mod.loadDeck(ok as unknown as typeof fetch);
    const second = await mod.loadDeck(ok as unknown as typeof fetch);
    expect(ok).toHaveBeenCalledTimes(1);
    expect(ok).toHaveBeenCalledWith(mod.DECK_URL);
    expect(first).toBe(second);
    expect(mod.deckState.value.status).toBe("ready");

    vi.resetModules();
    const fresh = await import("../src/games/pictus/deck");
    const missing = vi.fn(async () => new Response("not found", { status: 404 }));
    expect(await fresh.loadDeck(missing as unknown as typeof fetch)).toEqual({ status: "failed" });
    expect(fresh.deckState.value).toEqual({ status: "failed" });
  });

  it("and the pictures are served beside it", () => {
    expect(DECK_URL.endsWith("pictures/deck.json")).toBe(true);
    expect(pictureUrl("lighthouse-in-the-storm")).toBe(DECK_URL.replace("deck.json", "lighthouse-in-the-storm.svg"));
  });
});

describe("the reveal", () => {
  it("says when some found the narrator's card, and how many", () => {
    expect(revealWords(revealView(), names)).toEqual({ key: "pictus.s.reveal.someFoundOne", params: { name: "Ana", n: 1, of: 3 } });
    const two = revealView({ reveal: revealBlock({ votes: [[2, 3], [], [], [1]] }) });
    expect(revealWords(two, names)).toEqual({ key: "pictus.s.reveal.someFound", params: { name: "Ana", n: 2, of: 3 } });
    expect(revealWords(revealView({ you: 0 }), names)?.key).toBe("pictus.s.reveal.someFoundOneYou");
  });

  it("explains all-or-none: everyone found it, or nobody did", () => {
    const all = revealView({ reveal: revealBlock({ votes: [[1, 2, 3], [], [], []], all_or_none: true, points: [0, 2, 2, 2] }) });
    expect(revealWords(all, names)?.key).toBe("pictus.s.reveal.allFound");
    const none = revealView({ reveal: revealBlock({ votes: [[], [1, 2], [3], []], all_or_none: true, points: [0, 4, 3, 2] }) });
    expect(revealWords(none, names)?.key).toBe("pictus.s.reveal.noneFound");
    expect(revealWords({ ...none, you: 0 }, names)?.key).toBe("pictus.s.reveal.noneFoundYou");
  });

  it("when only the narrator voted, nobody was guessing", () => {
    const only = revealView({ reveal: revealBlock({ votes: [[], [0], [], []], all_or_none: true, points: [0, 2, 2, 3] }) });
    expect(revealWords(only, names)).toEqual({ key: "pictus.s.reveal.onlyNarrator", params: { name: "Ana" } });
  });

  it("at the end, the last round's narrator comes from the history", () => {
    expect(revealWords(overView({ narrator: 1 }), names)?.params?.name).toBe("Ana");
  });

  it("the scoreboard shows the round's points at the reveal only, and who is ready", () => {
    const view = revealView({ players: [player({ score: 6 }), player({ score: 5, ready: true }), player({ score: 4 }), player()] });
    const rows = scoreRows(view, "others");
    expect(rows.map((r) => r.gained)).toEqual([3, 1, 3, 0]);
    expect(rows.map((r) => r.done)).toEqual([false, true, false, false]);
    expect(rows[0]).toMatchObject({ narrator: true, you: false });
    expect(rows[1]).toMatchObject({ you: true });
    expect(scoreRows(voteView(), "others").map((r) => r.gained)).toEqual([null, null, null, null]);
    // In the hand-in the narrator has nothing to do: no tick for them.
    expect(scoreRows(handInView(), "others").map((r) => r.done)).toEqual([null, false, false, false]);
  });

  it("counts the seconds left before the next round starts by itself", () => {
    expect(secondsLeft(NOW + 30_000, NOW)).toBe(30);
    expect(secondsLeft(NOW + 1_200, NOW)).toBe(2);
    expect(secondsLeft(NOW - 5_000, NOW)).toBe(0);
    expect(secondsLeft(null, NOW)).toBeNull();
  });
});

describe("the end", () => {
  it("ranks by score, ties sharing a place, winners as the server says", () => {
    expect(standings(overView())).toEqual([
      { seat: 1, score: 31, rank: 1, winner: true },
      { seat: 0, score: 27, rank: 2, winner: false },
      { seat: 2, score: 27, rank: 2, winner: false },
      { seat: 3, score: 12, rank: 4, winner: false },
    ]);
  });

  it("tells a target reached from a deck run out", () => {
    expect(endReason(overView())).toBe("target");
    expect(endReason(overView({ players: [player({ score: 20 }), player({ score: 18 }), player(), player()] }))).toBe("deck");
    expect(endReason(overView({ end_reason: "deck" }))).toBe("deck");
    expect(endReason(revealView())).toBeNull();
  });
});

describe("options and strings", () => {
  it("fills in the contract's defaults", () => {
    expect(withDefaults({})).toEqual({
      hand_size: 6,
      voters: "others",
      extra_card: false,
      captions: false,
      target: 30,
      own_deck: false,
      own_cards: 8,
      language: "en",
      time_limit: 120,
      deck: "storybook",
    });
    expect(withDefaults({ voters: "everyone", captions: true }).voters).toBe("everyone");
  });

  it("French quotes a clue in « » with non-breaking spaces, and keeps the English keys", () => {
    expect(fr["pictus.s.clue.quoted"]).toBe("«\u00a0{words}\u00a0»");
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(fr)) {
      // A colon in French takes a non-breaking space before it, never a plain one.
      expect(text.includes(" :"), key).toBe(false);
    }
  });
});
