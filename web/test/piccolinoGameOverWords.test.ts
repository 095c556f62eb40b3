import { describe, expect, it } from "vitest";
import "../src/games";
import { piccolinoMoments } from "../src/games/piccolino/moments";
import { translate } from "../src/i18n";
import { piccolinoView } from "./fixtures";

describe("Piccolino's game over, in words for screen readers", () => {
  // The live region keeps the last words spoken; without words of its own, the end of the game would leave
  // "Your turn to flip." there for a screen reader to find.
  const myTurn = piccolinoView();
  const over = (winners: number[]) => ({ ...myTurn, phase: "over" as const, winners });

  it("says who won, or that the player did, in place of the turn's words", () => {
    expect(piccolinoMoments(myTurn, over([1]))).toEqual([{ kind: "win", text: "picco.moment.youWin" }]);
    expect(piccolinoMoments(myTurn, over([1, 2]))).toEqual([{ kind: "win", text: "picco.moment.youShare" }]);
    expect(piccolinoMoments(myTurn, over([0]))).toEqual([{ kind: "game_over", text: "picco.moment.wins", seat: 0 }]);
    expect(piccolinoMoments(myTurn, over([0, 2]))).toEqual([
      { kind: "game_over", text: "picco.moment.shared", params: { n: 2 } },
    ]);
  });

  it("in English and in French", () => {
    expect(translate("en", "picco.moment.wins", { name: "Zaza" })).toBe("Game over: Zaza won.");
    expect(translate("fr", "picco.moment.wins", { name: "Zaza" })).toBe("Partie terminée\u00a0: Zaza a gagné.");
    expect(translate("fr", "picco.moment.youWin")).toBe("Partie terminée\u00a0: vous avez gagné\u00a0!");
    expect(translate("en", "picco.moment.shared", { n: 2 })).toBe("Game over: 2 players share the victory.");
  });
});
