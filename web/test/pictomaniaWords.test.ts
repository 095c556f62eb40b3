import { afterEach, describe, expect, it } from "vitest";
import "../src/games"; // registers the games' strings
import { lang } from "../src/i18n";
import { points, rank, singular } from "../src/games/pictomania/words";

describe("Pictomania's words that change with a number", () => {
  afterEach(() => {
    lang.value = "en";
  });

  it("says 1 pt and 2 pts; French also says 0 pt", () => {
    expect(points(1)).toBe("1 pt");
    expect(points(-1)).toBe("-1 pt");
    expect(points(0)).toBe("0 pts");
    expect(points(2)).toBe("2 pts");
    lang.value = "fr";
    expect(points(0)).toBe("0 pt");
    expect(points(-4)).toBe("-4 pts");
    expect(singular(1, "fr") && !singular(2, "fr")).toBe(true);
  });

  it("writes the first place 1ᵉʳ in French and the others 2ᵉ", () => {
    lang.value = "fr";
    expect(rank(1)).toBe("1ᵉʳ");
    expect(rank(2)).toBe("2ᵉ");
    lang.value = "en";
    expect(rank(1)).toBe("#1");
  });
});
