// How each clown colour looks. Colour is not enough (about one player in twelve does not see some hues), so each
// colour also has a pattern of its own, on the collar and the hat band, and a corner mark: a shape that tells
// the eight clowns apart without any hue. The corner marks follow the seat swatches' marks where colours are
// shared (red triangle, orange bars, yellow ring, green square, blue diamond, purple plus).
import { CLOWN_COLOURS, type ClownColour } from "./protocol";

export const PATTERNS = ["zigzag", "stripes", "dots", "checks", "diamonds", "crosses", "stars", "waves"] as const;
export type Pattern = (typeof PATTERNS)[number];

export const MARKS = ["triangle", "bars", "ring", "square", "diamond", "plus", "star", "wave"] as const;
export type Mark = (typeof MARKS)[number];

export interface ClownStyle {
  pattern: Pattern;
  mark: Mark;
  /** The clown's colour (hair, nose, hat, collar, card border). */
  fill: string;
  /** The pattern drawn over `fill`: light on dark colours, dark on light ones. */
  ink: string;
  /** The card's background, a pale shade of the colour (light enough for black to read on it). */
  tint: string;
}

export const CLOWN_STYLES: Record<ClownColour, ClownStyle> = {
  red: { pattern: "zigzag", mark: "triangle", fill: "#e0393e", ink: "#ffffff", tint: "#fde4e2" },
  orange: { pattern: "stripes", mark: "bars", fill: "#f57c00", ink: "#ffffff", tint: "#ffead3" },
  yellow: { pattern: "dots", mark: "ring", fill: "#f6c20f", ink: "#4a3700", tint: "#fff6cc" },
  green: { pattern: "checks", mark: "square", fill: "#2e9e4f", ink: "#ffffff", tint: "#ddf2e3" },
  blue: { pattern: "diamonds", mark: "diamond", fill: "#1e6fd9", ink: "#ffffff", tint: "#dfeafc" },
  purple: { pattern: "crosses", mark: "plus", fill: "#8e44ad", ink: "#ffffff", tint: "#f0e3f7" },
  pink: { pattern: "stars", mark: "star", fill: "#f06cb4", ink: "#ffffff", tint: "#fde6f2" },
  black: { pattern: "waves", mark: "wave", fill: "#26222e", ink: "#ffffff", tint: "#ebe9f0" },
};

export function clownStyle(colour: ClownColour): ClownStyle {
  return CLOWN_STYLES[colour];
}

export function isClownColour(value: unknown): value is ClownColour {
  return typeof value === "string" && (CLOWN_COLOURS as readonly string[]).includes(value);
}
