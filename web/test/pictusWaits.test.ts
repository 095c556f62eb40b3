// No table waits forever, and every table knows how it ends: the words for whom the server played for, the
// host's offer to stop waiting, a player shown away, the game's end said from the deck, and the rounds the deck
// lasts as the server counts them (src/parlour/games/pictus/ending.py).
import { afterEach, describe, expect, it } from "vitest";
import { lang } from "../src/i18n";
import { deckRounds, maxRoundPoints, targetReachable } from "../src/games/pictus/ending";
import { pictusMoments } from "../src/games/pictus/moments";
import { endingWords, endWaitOffered, isAway, lateWords, revealWords } from "../src/games/pictus/play";
import type { SeatInfo } from "../src/protocol";
import { handInView, names, player, revealBlock, revealView, voteView } from "./pictusFixtures";

function seat(over: Partial<SeatInfo> = {}): SeatInfo {
  return { seat: 1, name: "Bruno", colour: "red", connected: true, standin: false, bot: null, team: null, ...over };
}

afterEach(() => {
  lang.value = "en";
});

describe("when the wait ends", () => {
  it("everyone is told whom the server played for, and how", () => {
    const view = voteView({ late: [{ phase: "hand_in", seats: [3], why: "time" }] });
    expect(lateWords(view, names)).toEqual([{ key: "pictus.s.late.hand_in", params: { name: "Dev", names: "Dev" } }]);
    const both = revealView({
      late: [
        { phase: "hand_in", seats: [2, 3], why: "time" },
        { phase: "vote", seats: [3], why: "host" },
      ],
    });
    expect(lateWords(both, names).map((w) => w.key)).toEqual(["pictus.s.late.hand_inMany", "pictus.s.late.host.vote"]);
    expect(lateWords(both, names)[0]!.params).toMatchObject({ names: "Chloé and Dev" });
    expect(lateWords(handInView(), names)).toEqual([]);
  });

  it("the host, once their own part is done, is offered to stop waiting; nobody else is", () => {
    // Seat 1 has not handed in yet: the button would play for them too, so it waits for them.
    expect(endWaitOffered(handInView(), "others", true)).toBe(false);
    const handedIn = handInView({ players: [player({ done: true }), player({ done: true }), player(), player()] });
    expect(endWaitOffered(handedIn, "others", true)).toBe(true);
    expect(endWaitOffered(handedIn, "others", false)).toBe(false);
    const narrating = handInView({ you: 0 });
    expect(endWaitOffered(narrating, "others", true)).toBe(true);
    const allIn = handInView({ players: [1, 2, 3, 4].map(() => player({ done: true })) });
    expect(endWaitOffered(allIn, "others", true)).toBe(false);
    expect(endWaitOffered(revealView(), "others", true)).toBe(false);
  });

  it("a reveal with a late voter never says that everyone else scored 2", () => {
    const late = revealView({ reveal: revealBlock({ votes: [[], [1], [2], []], abstained: [3], all_or_none: true, points: [0, 3, 3, 0] }) });
    expect(revealWords(late, names)).toEqual({ key: "pictus.s.reveal.noneFoundLate", params: { name: "Ana" } });
    const reveal = revealBlock({ votes: [[1, 2], [], [], []], abstained: [3], all_or_none: true, points: [0, 2, 2, 0] });
    const round = { round: 2, narrator: 0, words: "far from home", drawn: true, points: [0, 2, 2, 0] };
    const found = revealView({ you: 3, reveal, history: [...voteView().history, round] });
    expect(revealWords(found, names)?.key).toBe("pictus.s.reveal.allFoundLate");
    const moments = pictusMoments(voteView({ you: 3 }), found);
    expect(moments).toHaveLength(1);
    expect(moments.map((m) => m.text)).not.toContain("pictus.moment.everybodyFound");
    expect(moments.map((m) => m.banner)).not.toContain("pictus.moment.everybodyBanner");
  });

  it("a reveal with no guess in time says so, rather than that only the narrator voted", () => {
    const view = revealView({ reveal: revealBlock({ votes: [[], [], [], []], abstained: [1, 2, 3], all_or_none: true, points: [0, 0, 0, 0] }) });
    expect(revealWords(view, names)).toEqual({ key: "pictus.s.reveal.nobodyVoted", params: { name: "Ana" } });
    const narratorOnly = revealView({ reveal: revealBlock({ votes: [[], [0], [], []], all_or_none: true }) });
    expect(revealWords(narratorOnly, names)?.key).toBe("pictus.s.reveal.onlyNarrator");
  });
});

describe("who is away", () => {
  it("a seat with no connection is away at once, unless a stand-in or a computer player plays it", () => {
    expect(isAway(seat({ connected: false }))).toBe(true);
    expect(isAway(seat())).toBe(false);
    expect(isAway(seat({ connected: false, standin: true }))).toBe(false);
    expect(isAway(seat({ connected: false, bot: "easy" }))).toBe(false);
    expect(isAway(undefined)).toBe(false);
  });
});

describe("how the game ends", () => {
  it("the bar names the target only when someone can reach it, and a drawn deck's rounds", () => {
    expect(endingWords(voteView({ rounds: 3, target_reachable: false }), true)).toEqual({ key: "pictus.s.bar.deckEnds", params: { n: 3 } });
    expect(endingWords(voteView({ rounds: 1, target_reachable: false }), true).key).toBe("pictus.s.bar.deckEndsOne");
    expect(endingWords(voteView({ rounds: 6, target_reachable: true, target: 20 }), true)).toEqual({
      key: "pictus.s.bar.targetOrDeck",
      params: { n: 20, rounds: 6 },
    });
    expect(endingWords(voteView({ rounds: 40, target_reachable: true }), false)).toEqual({ key: "pictus.s.bar.target", params: { n: 30 } });
  });

  it("counts the deck's rounds as the server does", () => {
    // The server's test_an_own_deck_of_four_players_drawing_eight_lasts_three_rounds_and_thirty_is_out_of_reach.
    expect(deckRounds({ own_deck: true, own_cards: 8 }, 4, 0)).toBe(3);
    expect(targetReachable({ own_deck: true, own_cards: 8 }, 4, 0)).toBe(false);
    expect(deckRounds({ own_deck: true, own_cards: 7, hand_size: 6 }, 3, 0)).toBe(2);
    expect(deckRounds({}, 6, 170)).toBeGreaterThan(20);
    expect(targetReachable({}, 6, 170)).toBe(true);
    expect([maxRoundPoints({}, 5), maxRoundPoints({ voters: "everyone" }, 5), maxRoundPoints({ voters: "narrator" }, 5)]).toEqual([6, 7, 3]);
  });
});
