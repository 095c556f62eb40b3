import { describe, expect, it } from "vitest";
import { COLOURS } from "../src/protocol";
import { MARKS } from "../src/ui/Swatch";
import { catalog } from "../src/i18n";

describe("seat colours", () => {
  it("are the twelve the server accepts", () => {
    expect([...COLOURS]).toEqual([
      "red", "yellow", "green", "blue", "purple", "orange", "pink", "teal", "brown", "grey", "navy", "lime",
    ]);
  });

  it("each have a mark of their own and a name in every language", () => {
    const shapes = COLOURS.map((c) => JSON.stringify(MARKS[c].props));
    expect(new Set(shapes).size).toBe(COLOURS.length);
    for (const c of COLOURS) {
      expect(catalog("en")[`colour.${c}`], c).toBeTruthy();
      expect(catalog("fr")[`colour.${c}`], c).toBeTruthy();
    }
  });
});
