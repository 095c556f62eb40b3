// What a game's album holds: pages (a round, a few turns) of pictures, each with who made it and what it was
// meant to show. A game describes its pages from its record (`GamePlay.album`); the shared code draws them.
import type { Colour, Stroke } from "../protocol";

/** A player's drawing as the record's canvas operations redraw it: the sheet of `seat` in canvas epoch `epoch`. */
export interface SheetPicture {
  kind: "sheet";
  epoch: number;
  seat: number;
}

/** A picture of its own, already drawn (a shipped card), by its address on this server. */
export interface FilePicture {
  kind: "file";
  url: string;
}

/** A drawing kept as its strokes (a player's own card), not in the record's canvas operations. */
export interface StrokesPicture {
  kind: "strokes";
  strokes: Stroke[];
}

export type AlbumPicture = SheetPicture | FilePicture | StrokesPicture;

export interface AlbumCell {
  picture: AlbumPicture;
  /** Its maker, when a player made it (a shipped card has none). */
  by: { name: string; colour: Colour } | null;
  /** What it showed or was meant to: the clue, the item, the card's number and story. */
  caption: string;
  /** A word above it (its number on the table, "narrator's"), short. */
  mark?: string;
}

export interface AlbumPage {
  /** Names the page in the file's name and on the page: "Round 2", "Turns 1-6". */
  title: string;
  /** A few lines under the title: the clue told, who won. */
  lines: readonly string[];
  cells: readonly AlbumCell[];
  /** Height over width of each cell's picture: 1 for sheets, 1.5 for a card. */
  aspect: number;
}
