// Every refusal Win, Lose or Draw's server can send has words in both languages, shown by the platform's error
// toast (its `error.<code>` key), and the refusals that only mean "someone got there first" stay quiet.
import { describe, expect, it } from "vitest";
import { aboutOf } from "../src/games";
import { REFUSALS } from "../src/games/win-lose-or-draw/protocol";
import { QUIET_REFUSALS, refusalKey } from "../src/games/win-lose-or-draw/refusals";
import { catalog } from "../src/i18n";

describe("Win, Lose or Draw's refusals", () => {
  const codes = [...REFUSALS, "too_many_players"];

  it("word every code in English and French, under the key the error toast reads unless the code is quiet", () => {
    for (const code of codes) {
      const key = refusalKey(code);
      if (QUIET_REFUSALS.includes(code)) expect(key, code).toMatch(/^(error|win-lose-or-draw)\./);
      else expect(key, code).toBe(`error.${code}`);
      const en = catalog("en")[key!];
      const fr = catalog("fr")[key!];
      expect(en?.trim(), `${code} (en)`).toBeTruthy();
      expect(fr?.trim(), `${code} (fr)`).toBeTruthy();
      expect(fr, `${code} is translated`).not.toBe(en);
      expect(fr, code).not.toMatch(/ [:;!?»]|« /);
    }
  });

  it("know nothing of other codes", () => {
    expect(refusalKey("guess_self")).toBeNull();
    expect(refusalKey("toString")).toBeNull();
  });

  it("keep quiet only refusals of the game's own, that a newer view explains", () => {
    const game = aboutOf("win-lose-or-draw")!;
    expect(game.quietRefusals).toEqual(QUIET_REFUSALS);
    expect(QUIET_REFUSALS).toContain("wrong_phase");
    for (const code of QUIET_REFUSALS) expect(REFUSALS as readonly string[]).toContain(code);
    // A refusal the player must understand is never quiet.
    for (const code of ["own_item", "sketcher_cannot_guess", "not_your_team", "bad_guess"]) {
      expect(QUIET_REFUSALS, code).not.toContain(code);
    }
  });
});
