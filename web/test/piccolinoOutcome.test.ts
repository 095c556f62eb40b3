import { describe, expect, it } from "vitest";
// The registry hands each game's strings to the interface's (src/i18n/).
import "../src/games";
import { alsoRangText, eventText, isBellEvent, outcomeText, type Wording } from "../src/games/piccolino/outcome";
import { joinNames, lang, translate } from "../src/i18n";
import type { BellOutcome } from "../src/games/piccolino/protocol";
import { piccolinoPlayer, piccolinoView } from "./fixtures";

const NAMES = ["Ann", "Bob", "Cleo", "Dan"];
const wording = (language: "en" | "fr"): Wording => ({
  t: (key, params) => translate(language, key, params),
  name: (seat) => NAMES[seat] ?? `#${seat + 1}`,
  join: joinNames,
});
const en = wording("en");

describe("the bell's outcome in words", () => {
  lang.value = "en";

  it("a won bell: who, how many cards, how quick", () => {
    const last: BellOutcome = { kind: "won", seat: 2, cards: 9, reaction_ms: 412, rang: [2, 0] };
    expect(outcomeText(last, en)).toBe("Cleo wins the bell (9 cards, 412 ms)");
    expect(alsoRangText(last, en)).toBe("Also rang: Ann");
    expect(alsoRangText({ kind: "won", seat: 2, cards: 9, reaction_ms: 412, rang: [2] }, en)).toBeNull();
    expect(outcomeText(last, wording("fr"))).toBe("Cleo remporte la cloche (9 cartes, 412 ms)");
  });

  it("a wrong ring with three or more players: a card to each player", () => {
    const view = piccolinoView();
    expect(outcomeText({ kind: "penalty", seat: 1, gave: [0, 2] }, en, view)).toBe(
      "Bob rang wrongly and gives a card to each player",
    );
  });

  it("a wrong ring that ran out of cards names who got one, or says there was none to give", () => {
    const view = piccolinoView({ players: [0, 1, 2, 3].map((s) => piccolinoPlayer(s)) });
    expect(outcomeText({ kind: "penalty", seat: 1, gave: [2] }, en, view)).toBe(
      "Bob rang wrongly and gives a card to Cleo",
    );
    expect(outcomeText({ kind: "penalty", seat: 1, gave: [] }, en, view)).toBe(
      "Bob rang wrongly but has no card left to give",
    );
  });

  it("players already out are not owed a card", () => {
    const view = piccolinoView({
      players: [piccolinoPlayer(0), piccolinoPlayer(1), piccolinoPlayer(2, { out: true }), piccolinoPlayer(3)],
    });
    expect(outcomeText({ kind: "penalty", seat: 1, gave: [0, 3] }, en, view)).toBe(
      "Bob rang wrongly and gives a card to each player",
    );
  });

  it("a wrong ring with two players: the discard piles go to the other", () => {
    expect(outcomeText({ kind: "won", seat: 0, cards: 1, reaction_ms: 90, rang: [0] }, en)).toBe("Ann wins the bell (1 card, 90 ms)");
    expect(outcomeText({ kind: "wrong", seat: 0, to: 1, cards: 5 }, en)).toBe(
      "Ann rang wrongly: the discard piles (5 cards) go to Bob",
    );
  });

  it("the events worth a line: out, piles turned over, stop votes, stand-ins", () => {
    expect(eventText({ type: "out", seat: 3 }, en)).toBe("Dan is out");
    expect(eventText({ type: "piles_turned_over", version: 40 }, en)).toBe(
      "Nobody can flip: the piles are turned over",
    );
    expect(eventText({ type: "stop_vote", seat: 0, stop: true }, en)).toBe("Ann agrees to stop");
    expect(eventText({ type: "stop_vote", seat: 0, stop: false }, en)).toBe("Ann no longer agrees to stop");
    expect(eventText({ type: "standin", seat: 1, bot: "medium" }, en)).toBe(
      "Bob left: a computer player (Medium) plays their seat until they are back",
    );
    expect(eventText({ type: "standin", seat: 1, bot: null }, en)).toBe(
      "Bob left: a stand-in flips their cards until they are back",
    );
    expect(eventText({ type: "flipped", seat: 0, card: ["red", true], version: 3, auto: false }, en)).toBeNull();
    expect(isBellEvent({ type: "bell_won", seat: 0 })).toBe(true);
    expect(isBellEvent({ type: "wrong_ring", seat: 0 })).toBe(true);
    expect(isBellEvent({ type: "rang", seat: 0 })).toBe(false);
  });
});
