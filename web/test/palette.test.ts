import { describe, expect, it } from "vitest";
import { PALETTE } from "../src/canvas/palette";
import { en } from "../src/i18n/en";
import { fr } from "../src/i18n/fr";
import { PALETTE_SIZE } from "../src/protocol";
import { darkMarkOn, inkForKey } from "../src/ui/drawing/Palette";

// Colour-vision deficiency simulation: Machado, Oliveira and Fernandes (2009), severity 1.0, on linear sRGB;
// distances in CIELAB (D65). The palette's promise is that no two inks merge for a player with protanopia,
// deuteranopia or tritanopia: every pair stays at least MIN_DELTA_E apart, with full colour vision too.
const SIMULATIONS: Record<string, number[][]> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};
const MIN_DELTA_E = 15;

function linear(hex: string): number[] {
  return [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
}

function lab([r, g, b]: number[]): number[] {
  const x = (0.4124 * r! + 0.3576 * g! + 0.1805 * b!) / 0.95047;
  const y = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  const z = (0.0193 * r! + 0.1192 * g! + 0.9505 * b!) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

function seen(hex: string, matrix: number[][]): number[] {
  const rgb = linear(hex);
  return lab(matrix.map((row) => Math.min(1, Math.max(0, row.reduce((sum, m, k) => sum + m * rgb[k]!, 0)))));
}

/** The closest pair of `hexes` under each simulation. */
function closest(hexes: readonly string[]): Record<string, { delta: number; pair: [string, string] }> {
  const out: Record<string, { delta: number; pair: [string, string] }> = {};
  for (const [kind, matrix] of Object.entries(SIMULATIONS)) {
    let best = { delta: Infinity, pair: ["", ""] as [string, string] };
    for (let i = 0; i < hexes.length; i++) {
      for (let j = i + 1; j < hexes.length; j++) {
        const [a, b] = [seen(hexes[i]!, matrix), seen(hexes[j]!, matrix)];
        const delta = Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
        if (delta < best.delta) best = { delta, pair: [hexes[i]!, hexes[j]!] };
      }
    }
    out[kind] = best;
  }
  return out;
}

describe("the palette", () => {
  it("has as many inks as the protocol, each a distinct #rrggbb", () => {
    expect(PALETTE).toHaveLength(PALETTE_SIZE);
    for (const ink of PALETTE) expect(ink.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(PALETTE.map((i) => i.hex)).size).toBe(PALETTE.length);
  });

  it("keeps every pair of inks distinct with full colour vision and under protanopia, deuteranopia and tritanopia", () => {
    const worst = closest(PALETTE.map((i) => i.hex));
    for (const [kind, { delta, pair }] of Object.entries(worst)) {
      expect(delta, `${kind}: ${pair.join(" and ")} are ${delta.toFixed(1)} apart`).toBeGreaterThanOrEqual(MIN_DELTA_E);
    }
  });

  it("would catch a grey that merges with the pink for a deuteranope", () => {
    const worst = closest([...PALETTE.map((i) => i.hex), "#999999"]);
    expect(worst.deuteranopia!.delta).toBeLessThan(MIN_DELTA_E);
    expect(worst.deuteranopia!.pair).toEqual(["#cc79a7", "#999999"]);
    expect(worst.normal!.delta).toBeGreaterThanOrEqual(MIN_DELTA_E);
  });

  it("names every ink in English and in French, each name once", () => {
    for (const words of [en, fr]) {
      const names = PALETTE.map((ink) => words[`ink.${ink.name}`]);
      for (const name of names) expect(name).toBeTruthy();
      expect(new Set(names).size).toBe(PALETTE.length);
    }
    expect(PALETTE.map((ink) => fr[`ink.${ink.name}`])).toContain("Bleu ciel");
  });

  it("is one radio group moved by the arrow keys, wrapping, with Home and End", () => {
    expect(inkForKey("ArrowRight", 0)).toBe(1);
    expect(inkForKey("ArrowDown", 9)).toBe(0);
    expect(inkForKey("ArrowLeft", 0)).toBe(9);
    expect(inkForKey("ArrowUp", 4)).toBe(3);
    expect(inkForKey("Home", 6)).toBe(0);
    expect(inkForKey("End", 2)).toBe(9);
    expect(inkForKey("Enter", 2)).toBeNull();
    expect(inkForKey("a", 2)).toBeNull();
  });

  it("marks the chosen ink in dark or white, whichever stands out on it at 3:1 at least", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = linear(hex);
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    for (const ink of PALETTE) {
      // The dark mark is the page's ink (--ink in styles.css).
      const mark = darkMarkOn(ink.hex) ? "#221c35" : "#ffffff";
      expect(contrast(mark, ink.hex), ink.name).toBeGreaterThanOrEqual(3);
    }
    expect(darkMarkOn("#ffffff")).toBe(true);
    expect(darkMarkOn(PALETTE[0]!.hex)).toBe(false);
  });
});
