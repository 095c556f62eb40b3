// The inks of a game whose players draw in colour (a drawing block with `palette`). A stroke names its ink by
// index, so this order is part of the protocol and of every record: append only (the server's canvas.PALETTE
// lists the same names in the same order, and tests/test_palette_sources.py holds them and docs/protocol.md together).
//
// Okabe and Ito's eight colours for colour-blind readers ("Color Universal Design", 2008), the black being the
// house's ink, plus white (to cover, and to fill light) and a brown for wood, earth and fur. Every pair stays at
// least 15 CIELAB units apart under simulated protanopia, deuteranopia and tritanopia (web/test/palette.test.ts).
// The name is what a screen reader announces and what the palette's tooltip shows.
import { INK } from "./ink";

export type InkName = "black" | "white" | "brown" | "red" | "orange" | "yellow" | "green" | "sky" | "blue" | "pink";

export interface InkColour {
  /** The wire name (the server's) and the key of its words: `ink.<name>`. */
  name: InkName;
  hex: string;
}

export const PALETTE: readonly InkColour[] = [
  { name: "black", hex: INK },
  { name: "white", hex: "#ffffff" },
  { name: "brown", hex: "#8a4b2a" },
  { name: "red", hex: "#d55e00" },
  { name: "orange", hex: "#e69f00" },
  { name: "yellow", hex: "#f0e442" },
  { name: "green", hex: "#009e73" },
  { name: "sky", hex: "#56b4e9" },
  { name: "blue", hex: "#0072b2" },
  { name: "pink", hex: "#cc79a7" },
];

/** The colour a stroke is painted in: its ink, or the first for a stroke without one (or one this client does not
 * know, from a newer server). */
export function inkHex(colour: number | undefined): string {
  return (colour !== undefined && PALETTE[colour]?.hex) || INK;
}
