// Pictus's shell: the options as typed and sent (create form and lobby), the lobby's chips, what keeps the host
// from starting, the words of every refusal, the help, the moments, and the strings in both languages.
import { afterEach, describe, expect, it } from "vitest";
import { aboutOf } from "../src/games";
import { pictusHelp } from "../src/games/pictus/help";
import { en as pictusEn } from "../src/games/pictus/i18n/en";
import { fr as pictusFr } from "../src/games/pictus/i18n/fr";
import { recordEn } from "../src/games/pictus/i18n/record.en";
import { recordFr } from "../src/games/pictus/i18n/record.fr";
import { screenEn } from "../src/games/pictus/i18n/screen.en";
import { screenFr } from "../src/games/pictus/i18n/screen.fr";
import { shellEn } from "../src/games/pictus/i18n/shell.en";
import { shellFr } from "../src/games/pictus/i18n/shell.fr";
import { pictusAttention, pictusMoments } from "../src/games/pictus/moments";
import { pictusChips } from "../src/games/pictus/optionChips";
import {
  cardLanguage,
  draftOf,
  newDraft,
  optionsOf,
  optionsPatch,
  ownCardsOf,
  targetOf,
  type OptionsDraft,
} from "../src/games/pictus/options";
import type { PictusView, Reveal } from "../src/games/pictus/protocol";
import { QUIET_REFUSALS, REFUSAL_CODES, refusalKey } from "../src/games/pictus/refusals";
import { cardsNeeded, minOwnCards, pictusStartBlocker } from "../src/games/pictus/startBlocker";
import { catalog, lang } from "../src/i18n";
import type { Room, SeatInfo } from "../src/protocol";

afterEach(() => {
  lang.value = "en";
});

/** French puts a no-break space before : ; ! ? » and after «. */
const LOOSE_FRENCH = / [:;!?»]|« /;

// ---------------------------------------------------------------------------------------------- options

describe("the option fields", () => {
  it("take a target from 5 to 60 only", () => {
    expect(targetOf("30")).toBe(30);
    expect(targetOf(" 5 ")).toBe(5);
    expect(targetOf("60")).toBe(60);
    for (const bad of ["4", "61", "", "12.5", "-10", "1e1", "thirty"]) expect(targetOf(bad), bad).toBeNull();
  });

  it("ask each player to draw at least a hand and one card to play, one more with the extra card", () => {
    expect(minOwnCards(6, false)).toBe(7);
    expect(minOwnCards(6, true)).toBe(8);
    expect(minOwnCards(3, false)).toBe(4);
    const draft = (handSize: number, extraCard: boolean, ownCards: string) => ({ handSize, extraCard, ownCards });
    expect(ownCardsOf(draft(6, false, "7"))).toBe(7);
    expect(ownCardsOf(draft(6, true, "7"))).toBeNull();
    expect(ownCardsOf(draft(3, false, "4"))).toBe(4);
    expect(ownCardsOf(draft(3, false, "12"))).toBe(12);
    expect(ownCardsOf(draft(3, false, "13"))).toBeNull();
    expect(ownCardsOf(draft(4, true, "6"))).toBe(6);
    expect(ownCardsOf(draft(4, true, "5"))).toBeNull();
  });

  it("follow the interface's language for captions and computer players until the host picks one", () => {
    expect(cardLanguage(null, "fr")).toBe("fr");
    expect(cardLanguage(null, "de")).toBe("en");
    expect(cardLanguage("en", "fr")).toBe("en");
  });

  it("send the contract's defaults for a new room, without the number of drawings unless the players draw", () => {
    expect(optionsOf(newDraft("fr"))).toEqual({
      voters: "others",
      hand_size: 6,
      extra_card: false,
      captions: false,
      target: 30,
      own_deck: false,
      language: "fr",
      time_limit: 120,
      deck: "storybook",
    });
    expect(optionsOf({ ...newDraft("en"), deck: "classic" })).toMatchObject({ deck: "classic" });
    expect(optionsOf({ ...newDraft("en"), ownCards: "nonsense" })).not.toBeNull();
    expect(optionsOf({ ...newDraft("en"), ownDeck: true, ownCards: "10" })).toMatchObject({ own_deck: true, own_cards: 10 });
    expect(optionsOf({ ...newDraft("en"), ownDeck: true, ownCards: "5" })).toBeNull();
    expect(optionsOf({ ...newDraft("en"), target: "70" })).toBeNull();
    expect(optionsOf({ ...newDraft("en"), handSize: 7 })).toBeNull();
  });

  it("come back as they went: a room's options shown in the fields send the same options again", () => {
    const drafts: OptionsDraft[] = [
      newDraft("en"),
      { voters: "narrator", handSize: 4, extraCard: true, captions: true, target: "12", ownDeck: false, ownCards: "8", language: "fr", timeLimit: 0, deck: "classic" },
      { voters: "everyone", handSize: 3, extraCard: false, captions: false, target: "60", ownDeck: true, ownCards: "4", language: "en", timeLimit: 30, deck: "storybook" },
      { voters: "others", handSize: 6, extraCard: true, captions: false, target: "5", ownDeck: true, ownCards: "12", language: "fr", timeLimit: 300, deck: "classic" },
    ];
    for (const draft of drafts) {
      const sent = optionsOf(draft);
      expect(sent, JSON.stringify(draft)).not.toBeNull();
      expect(optionsOf(draftOf(sent!))).toEqual(sent);
      if (draft.ownDeck) expect(draftOf(sent!)).toEqual(draft);
    }
  });

  it("patch only what changed in the lobby, with the server's defaults for what the room leaves out", () => {
    const room = { voters: "everyone", target: 20, language: "fr", cards: 170 } as const;
    const draft = draftOf(room);
    expect(draft).toEqual({
      voters: "everyone",
      handSize: 6,
      extraCard: false,
      captions: false,
      target: "20",
      ownDeck: false,
      ownCards: "8",
      language: "fr",
      timeLimit: 120,
      deck: "storybook",
    });
    expect(optionsPatch(room, draft)).toEqual({});
    expect(optionsPatch(room, { ...draft, deck: "classic" })).toEqual({ deck: "classic" });
    expect(optionsPatch(room, { ...draft, timeLimit: 0 })).toEqual({ time_limit: 0 });
    expect(optionsPatch(room, { ...draft, captions: true, handSize: 5 })).toEqual({ captions: true, hand_size: 5 });
    expect(optionsPatch(room, { ...draft, ownDeck: true })).toEqual({ own_deck: true });
    expect(optionsPatch(room, { ...draft, ownDeck: true, ownCards: "9" })).toEqual({ own_deck: true, own_cards: 9 });
    expect(optionsPatch(room, { ...draft, target: "" })).toBeNull();
    expect(optionsPatch({}, draftOf({}))).toEqual({});
  });
});

describe("the lobby's chips", () => {
  it("say who votes, the hand, how the game ends, the variants in play, the time limit and the language", () => {
    expect(pictusChips({})).toEqual([
      "Everyone but the narrator votes",
      "6 cards in hand",
      "First to 30 points",
      "Storybook pictures",
      "2 min to hand in and to vote",
      "Captions and clues in English",
    ]);
    expect(pictusChips({ deck: "classic" })).toContain("Classic pictures");
    expect(
      pictusChips({ voters: "narrator", hand_size: 4, target: 12, extra_card: true, captions: true, own_deck: true, own_cards: 9, language: "fr" }),
    ).toEqual([
      "Only the narrator votes",
      "4 cards in hand",
      "First to 12 points, or about 5 rounds",
      "Extra card from the deck",
      "Captions count",
      "Own deck: 9 drawings each",
      "Storybook pictures",
      "2 min to hand in and to vote",
      "Captions and clues in French",
    ]);
  });

  it("never name a target no table of the room can reach with the deck its players draw", () => {
    // Eight cards each for hands of six: every table plays 3 rounds, and 3 rounds never make 30 points but
    // for eight players who all vote (3 + 6 votes + the narrator's, 10 a round).
    expect(pictusChips({ own_deck: true, own_cards: 8, time_limit: 0 })).toEqual([
      "Everyone but the narrator votes",
      "6 cards in hand",
      "Ends when the deck runs out: about 3 rounds",
      "Own deck: 8 drawings each",
      "Storybook pictures",
      "No time limit",
      "Captions and clues in English",
    ]);
    expect(pictusChips({ own_deck: true, own_cards: 8, voters: "everyone", time_limit: 90 })).toContain(
      "First to 30 points, or about 3 rounds",
    );
    expect(pictusChips({ own_deck: true, own_cards: 8, voters: "everyone", time_limit: 90 })).toContain(
      "90 s to hand in and to vote",
    );
  });

  it("are in French too", () => {
    lang.value = "fr";
    expect(pictusChips({ voters: "everyone", own_deck: true })).toEqual([
      "Tout le monde vote",
      "6 cartes en main",
      "Premier à 30 points, ou environ 3 manches",
      "Jeu dessiné\u00a0: 8 dessins chacun",
      "Cartes du livre d'images",
      "2 min pour proposer et voter",
      "Légendes et indices en anglais",
    ]);
  });
});

function seat(n: number): SeatInfo {
  return { seat: n, name: `P${n}`, colour: "red", connected: true, standin: false, bot: null, team: null };
}

function room(options: Record<string, unknown>, seated: number): Room {
  return {
    code: "ABCD",
    game: "pictus",
    status: "lobby",
    options,
    seats: Array.from({ length: seated }, (_, i) => seat(i)),
    host: 0,
    you: 0,
    game_id: null,
    min_players: 3,
    max_players: 8,
    teams: 0,
  };
}

describe("what keeps the host from starting", () => {
  it("counts every hand and one round's cards, as the server does", () => {
    expect(cardsNeeded({}, 4)).toBe(28);
    expect(cardsNeeded({ hand_size: 3, extra_card: true }, 5)).toBe(21);
  });

  it("stops an own deck too small for the players seated", () => {
    expect(pictusStartBlocker(room({ own_deck: true, own_cards: 6 }, 4))).toBe("pictus.blocker.ownDeckTooSmall");
    expect(pictusStartBlocker(room({ own_deck: true, own_cards: 7 }, 4))).toBeNull();
    expect(pictusStartBlocker(room({ own_deck: true, own_cards: 7, extra_card: true }, 4))).toBe("pictus.blocker.ownDeckTooSmall");
    expect(pictusStartBlocker(room({ own_deck: true, own_cards: 4, hand_size: 3 }, 8))).toBeNull();
  });

  it("stops a shipped deck too small, and leaves alone a room that does not say its size", () => {
    expect(pictusStartBlocker(room({ cards: 170 }, 8))).toBeNull();
    expect(pictusStartBlocker(room({ cards: 30 }, 5))).toBe("pictus.blocker.deckTooSmall");
    expect(pictusStartBlocker(room({}, 8))).toBeNull();
  });

  it("lets the lobby say that too few are seated", () => {
    expect(pictusStartBlocker(room({ own_deck: true, own_cards: 4 }, 2))).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------- refusals

describe("Pictus's refusals", () => {
  // The contract's list, written out here so that a code dropped from the game's words fails.
  const CONTRACT = [
    "not_narrator", "not_in_hand", "empty_clue", "clue_too_long", "narrator_hands_nothing", "already_handed_in",
    "not_a_voter", "own_card", "already_voted", "no_such_card", "not_someone_elses", "empty_drawing",
    "enough_drawn", "deck_too_small", "wrong_phase",
  ];

  it("word every code of the contract, and the server's few more, in English and French", () => {
    for (const code of [...CONTRACT, "drawing_too_large", "no_pictures_left", "already_ready", "bad_options"]) {
      expect(REFUSAL_CODES, code).toContain(code);
      const key = refusalKey(code);
      // The error toast reads `error.<code>`: the game's words must be under that key.
      expect(key, code).toBe(`error.${code}`);
      const en = catalog("en")[key!];
      const fr = catalog("fr")[key!];
      expect(en?.trim(), `${code} (en)`).toBeTruthy();
      expect(fr?.trim(), `${code} (fr)`).toBeTruthy();
      expect(fr, `${code} is translated`).not.toBe(en);
      expect(fr, code).not.toMatch(LOOSE_FRENCH);
    }
  });

  it("know nothing of other codes", () => {
    expect(refusalKey("guess_self")).toBeNull();
    expect(refusalKey("toString")).toBeNull();
  });

  it("keep quiet only what a newer view explains, never a refusal the player must understand", () => {
    expect(aboutOf("pictus")!.quietRefusals).toEqual(QUIET_REFUSALS);
    expect(QUIET_REFUSALS).toContain("wrong_phase");
    for (const code of QUIET_REFUSALS) expect(REFUSAL_CODES as readonly string[]).toContain(code);
    for (const code of ["own_card", "not_someone_elses", "empty_clue", "clue_too_long", "not_in_hand", "empty_drawing"]) {
      expect(QUIET_REFUSALS, code).not.toContain(code);
    }
  });
});

// ---------------------------------------------------------------------------------------------- help

const T0 = 1_790_000_000_000;

/** A game of four seen by seat 1, round 2, Ana (seat 0) narrating; the phase is the clue. */
function view(over: Partial<PictusView> = {}): PictusView {
  return {
    game: "pictus",
    you: 1,
    seats: 4,
    phase: "clue",
    round: 2,
    narrator: 0,
    deadline: null,
    players: [0, 1, 2, 3].map(() => ({ score: 3, hand: 6, done: false, ready: false, drawn: 0 })),
    hand: [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }, { id: "e" }, { id: "f" }],
    clue: null,
    mine: null,
    table: [],
    voting: false,
    my_vote: null,
    extra: null,
    language: "en",
    reveal: null,
    deck: 80,
    target: 30,
    winners: null,
    history: [{ round: 1, narrator: 3, words: "dawn", drawn: false, points: [2, 0, 2, 0] }],
    ...over,
  };
}

describe("Pictus's help", () => {
  const ids = pictusHelp.sections.map((s) => s.id);

  it("teaches the whole game: narrator, clue, handing in, voting, scoring, the end, who votes and the variants", () => {
    expect(ids).toEqual(["narrator", "clue", "hand_in", "vote", "scoring", "end", "voters", "variants", "own_deck"]);
  });

  it("has every step in both languages, the French with its no-break spaces", () => {
    for (const section of pictusHelp.sections) {
      const keys = [section.title, ...section.text, ...(section.words ?? []).flatMap((w) => [w.word, w.explain])];
      for (const key of keys) {
        expect(catalog("en")[key]?.trim(), `${key} (en)`).toBeTruthy();
        expect(catalog("fr")[key]?.trim(), `${key} (fr)`).toBeTruthy();
        expect(catalog("fr")[key], key).not.toBe(catalog("en")[key]);
        expect(catalog("fr")[key], key).not.toMatch(LOOSE_FRENCH);
      }
    }
  });

  it("works the scoring example out as the rule does, in both languages", () => {
    // Ana narrates; Ben and Cleo find her picture, Dev votes for Ben's: 3, 3 + 1, 3 and 0.
    for (const language of ["en", "fr"] as const) {
      const example = catalog(language)["pictus.help.scoring.4"]!;
      expect(example, language).toMatch(/3 \+ 1 = 4/);
      for (const name of ["Ana", "Ben", "Cleo", "Dev"]) expect(example, language).toContain(name);
    }
  });

  it("opens each phase on the step that explains it", () => {
    const at = (over: Partial<PictusView>) => pictusHelp.phaseHelp(view(over));
    expect(at({ phase: "drawing", round: 0, narrator: null })).toBe("own_deck");
    expect(at({ phase: "clue", you: 0 })).toBe("clue");
    expect(at({ phase: "clue" })).toBe("narrator");
    expect(at({ phase: "clue", you: null })).toBe("narrator");
    expect(at({ phase: "hand_in" })).toBe("hand_in");
    expect(at({ phase: "vote" })).toBe("vote");
    expect(at({ phase: "reveal" })).toBe("scoring");
    expect(at({ phase: "over" })).toBe("end");
    for (const id of ["own_deck", "clue", "narrator", "hand_in", "vote", "scoring", "end"]) expect(ids).toContain(id);
  });
});

// ---------------------------------------------------------------------------------------------- moments

/** The table of round 2: Ana's (seat 0) picture is number 2; Ben (1) and Cleo (2) found it, Dev (3) chose Ben's. */
function reveal(over: Partial<Reveal> = {}): Reveal {
  return { owners: [1, 0, 3, 2], votes: [[3], [1, 2], [], []], narrator_card: 1, points: [3, 4, 3, 0], all_or_none: false, ...over };
}

function revealedView(over: Partial<PictusView> = {}): PictusView {
  return view({
    phase: "reveal",
    deadline: T0 + 30_000,
    table: [{ id: "b" }, { id: "x" }, { id: "y" }, { id: "z" }],
    reveal: reveal(),
    history: [...view().history, { round: 2, narrator: 0, words: "a storm of feelings", drawn: false, points: [3, 4, 3, 0] }],
    ...over,
  });
}

describe("Pictus's moments", () => {
  it("tell the new narrator, with a banner, and nobody else", () => {
    const before = revealedView({ round: 1, narrator: 3 });
    const after = view({ you: 0 });
    expect(pictusMoments(before, after)).toEqual([
      { kind: "your_turn", text: "pictus.moment.narrator", banner: "pictus.moment.narratorBanner" },
    ]);
    expect(pictusMoments(before, view({ you: 1 }))).toEqual([]);
    // The narration passed on in the same round is news to the new narrator too.
    expect(pictusMoments(view({ you: 1 }), view({ you: 1, narrator: 1 }))).toHaveLength(1);
  });

  it("ask the others to hand in once the clue is given, and only tell the narrator and spectators", () => {
    const after = view({ phase: "hand_in", clue: { words: "a storm", drawn: false } });
    expect(pictusMoments(view(), after)).toEqual([
      { kind: "your_turn", text: "pictus.moment.handIn", seat: 0, banner: "pictus.moment.handInBanner" },
    ]);
    expect(pictusMoments(view({ you: 0 }), { ...after, you: 0 })).toEqual([
      { kind: "bell", text: "pictus.moment.clueGiven", seat: 0 },
    ]);
    expect(pictusMoments(after, { ...after, players: after.players.map((p) => ({ ...p, done: true })) })).toEqual([]);
  });

  it("show the table: voters are asked to vote, the others only told", () => {
    const table = [{ id: "b" }, { id: "x" }, { id: "y" }, { id: "z" }];
    const before = view({ phase: "hand_in" });
    expect(pictusMoments(before, view({ phase: "vote", table, voting: true }))).toEqual([
      { kind: "your_turn", text: "pictus.moment.tableVote", params: { n: 4 }, banner: "pictus.moment.tableBanner" },
    ]);
    expect(pictusMoments({ ...before, you: 0 }, view({ phase: "vote", table, voting: true, you: 0 }))[0]?.text).toBe(
      "pictus.moment.tableNarrator",
    );
    expect(pictusMoments(before, view({ phase: "vote", table, voting: false }))).toEqual([
      { kind: "bell", text: "pictus.moment.tableWatch", params: { n: 4 } },
    ]);
  });

  it("reveal: you found it, with your points", () => {
    const before = view({ phase: "vote", voting: true, my_vote: 1 });
    expect(pictusMoments(before, revealedView())).toEqual([
      { kind: "bell", text: "pictus.moment.youFound", params: { points: 4 }, banner: "pictus.moment.youFoundBanner" },
    ]);
  });

  it("reveal: a guesser who missed, the narrator who told it well", () => {
    const before = view({ phase: "vote" });
    const missed = pictusMoments({ ...before, you: 3 }, revealedView({ you: 3 }))[0];
    expect(missed).toMatchObject({ kind: "round_over", text: "pictus.moment.youMissed", seat: 0, params: { card: 2, points: 0 } });
    expect(missed?.banner).toBeUndefined();
    expect(pictusMoments({ ...before, you: 0 }, revealedView({ you: 0 }))).toEqual([
      { kind: "bell", text: "pictus.moment.someFoundYours", params: { points: 3 }, banner: "pictus.moment.wellToldBanner" },
    ]);
  });

  it("reveal: nobody found it, or everybody did, as a banner for all", () => {
    const before = view({ phase: "vote" });
    const nobody = revealedView({ reveal: reveal({ votes: [[1, 2, 3], [], [], []], points: [0, 2, 3, 2], all_or_none: true }) });
    expect(pictusMoments(before, nobody)[0]).toMatchObject({ kind: "round_over", banner: "pictus.moment.nobodyBanner", params: { card: 2 } });
    expect(pictusMoments({ ...before, you: 0 }, { ...nobody, you: 0 })[0]).toMatchObject({ text: "pictus.moment.nobodyFoundYours" });
    expect(pictusMoments({ ...before, you: null }, { ...nobody, you: null })[0]).toMatchObject({ text: "pictus.moment.nobodyFound", seat: 0 });
    const everybody = revealedView({ you: null, reveal: reveal({ votes: [[], [1, 2, 3], [], []], points: [0, 2, 2, 2], all_or_none: true }) });
    expect(pictusMoments({ ...before, you: null }, everybody)[0]).toMatchObject({ banner: "pictus.moment.everybodyBanner" });
  });

  it("reveal when only the narrator votes: nobody guessed, so nobody missed", () => {
    const only = revealedView({ reveal: reveal({ votes: [[0], [], [], []], points: [0, 3, 2, 2], all_or_none: true }) });
    const moment = pictusMoments(view({ phase: "vote" }), only)[0];
    expect(moment).toMatchObject({ text: "pictus.moment.revealedPoints", params: { card: 2, points: 3 } });
    expect(moment?.banner).toBeUndefined();
  });

  it("end the game with the winner's fanfare, the end's banner before the last reveal's", () => {
    const before = view({ phase: "vote" });
    const over = revealedView({ phase: "over", deadline: null, winners: [1] });
    const moments = pictusMoments(before, over);
    expect(moments[0]).toEqual({ kind: "win", text: "pictus.moment.youWin", banner: "pictus.moment.overBanner" });
    expect(moments).toHaveLength(2);
    expect(pictusMoments(before, { ...over, winners: [2] })[0]).toMatchObject({ kind: "game_over", text: "pictus.moment.wins", seat: 2 });
    expect(pictusMoments(before, { ...over, winners: [2, 3] })[0]).toMatchObject({ text: "pictus.moment.shared", params: { n: 2 } });
    expect(pictusMoments(before, { ...over, winners: [1, 3] })[0]).toMatchObject({ kind: "win", text: "pictus.moment.youShare" });
  });

  it("call a player back to what the view asks of them, until they have done it", () => {
    const done = (seat: number) => view().players.map((p, i) => ({ ...p, done: i === seat }));
    expect(pictusAttention(view({ phase: "drawing", round: 0, narrator: null }))).toBe("pictus.attention.draw");
    expect(pictusAttention(view({ phase: "drawing", round: 0, narrator: null, players: done(1) }))).toBeNull();
    expect(pictusAttention(view({ you: 0 }))).toBe("pictus.attention.clue");
    expect(pictusAttention(view())).toBeNull();
    expect(pictusAttention(view({ phase: "hand_in" }))).toBe("pictus.attention.handIn");
    expect(pictusAttention(view({ phase: "hand_in", players: done(1) }))).toBeNull();
    expect(pictusAttention(view({ phase: "hand_in", you: 0 }))).toBeNull();
    expect(pictusAttention(view({ phase: "vote", voting: true }))).toBe("pictus.attention.vote");
    expect(pictusAttention(view({ phase: "vote", voting: true, my_vote: 2 }))).toBeNull();
    expect(pictusAttention(view({ phase: "vote", voting: false }))).toBeNull();
    expect(pictusAttention(view({ you: null, phase: "vote" }))).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------- strings

describe("Pictus's strings", () => {
  const parts = [
    { name: "shell", en: shellEn, fr: shellFr },
    { name: "screen", en: screenEn, fr: screenFr },
    { name: "record", en: recordEn, fr: recordFr },
    { name: "merged", en: pictusEn, fr: pictusFr },
  ];
  const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  for (const part of parts) {
    it(`${part.name}: English and French have the same keys and the same {values}`, () => {
      expect(Object.keys(part.fr).sort()).toEqual(Object.keys(part.en).sort());
      for (const [key, text] of Object.entries(part.en)) {
        expect(placeholders((part.fr as Record<string, string>)[key]!), key).toEqual(placeholders(text));
      }
    });
  }

  it("are all Pictus's or the error toast's, and the French of this part is typeset", () => {
    for (const key of Object.keys(pictusEn)) expect(key, key).toMatch(/^(pictus\.|games\.pictus|error\.)/);
    for (const text of [...Object.values(shellFr), ...Object.values(recordFr)]) expect(text).not.toMatch(LOOSE_FRENCH);
  });

  it("hold every key of each part in the merged dictionaries", () => {
    for (const key of [...Object.keys(shellEn), ...Object.keys(recordEn)]) expect(Object.keys(pictusEn)).toContain(key);
    expect(catalog("fr")["pictus.create.voters"]).toBe(shellFr["pictus.create.voters"]);
  });
});
