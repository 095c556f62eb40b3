// The gameboard's logic, read from the view: where each of the 28 spaces sits on the square loop, the white
// pawn's steps for a roll, the colours a seat may take, the roll's animation timeline, and what happened in
// words. Pure: the translation and the seat names are passed in, so tests need no DOM and no session.
import type { boardEn } from "./i18n/board.en";
import { PAWN_COLOURS, type BoardBlock, type PawnColour, type Space, type WinLoseOrDrawView } from "./protocol";

export const SPACE_COUNT = 28;
/** The four Spade Spaces: the loop's corners, clockwise from the top left. */
export const SPADE_SPACES = [0, 7, 14, 21] as const;
/** Spaces along one side of the square, corners included (4 × 7 = 28). */
export const SIDE = 8;

export type BoardKey = keyof typeof boardEn;
export type Params = Record<string, string | number>;

export interface Wording {
  t: (key: BoardKey, params?: Params) => string;
  name: (seat: number) => string;
  join: (names: readonly string[]) => string;
}

// ------------------------------------------------------------------------------------------------ Geometry

export interface Cell {
  col: number;
  row: number;
  /** 0 top, 1 right, 2 bottom, 3 left (a corner belongs to the side it starts). */
  side: number;
}

/** The grid cell (0..7 each way) of a space: the top row left to right, then down, back, and up (clockwise). */
export function spaceCell(space: number): Cell {
  const i = ((space % SPACE_COUNT) + SPACE_COUNT) % SPACE_COUNT;
  const edge = SIDE - 1;
  const side = Math.floor(i / edge);
  const along = i % edge;
  switch (side) {
    case 0:
      return { col: along, row: 0, side };
    case 1:
      return { col: edge, row: along, side };
    case 2:
      return { col: edge - along, row: edge, side };
    default:
      return { col: 0, row: edge - along, side };
  }
}

/** The centre of a space on a board whose cells are `cell` units wide, starting at `origin`. */
export function spaceCentre(space: number, cell: number, origin = 0): { x: number; y: number } {
  const { col, row } = spaceCell(space);
  return { x: origin + (col + 0.5) * cell, y: origin + (row + 0.5) * cell };
}

/** The spaces the white pawn passes, clockwise, after `from` up to and including `to` ([] when they are one). */
export function stepsClockwise(from: number, to: number, count = SPACE_COUNT): number[] {
  const steps: number[] = [];
  for (let at = from; at % count !== to % count; ) {
    at = (at + 1) % count;
    steps.push(at);
    if (steps.length > count) break;
  }
  return steps;
}

export function isSpade(space: number): boolean {
  return (SPADE_SPACES as readonly number[]).includes(space);
}

/** Where a Spade Space is, for words ("top left"): 0, 7, 14, 21 are the top left, top right, bottom right and
 * bottom left corners. */
export function spadeCorner(space: number): "tl" | "tr" | "br" | "bl" {
  const corners = ["tl", "tr", "br", "bl"] as const;
  return corners[Math.floor(space / 7) % 4] ?? "tl";
}

// ------------------------------------------------------------------------------------------------ Pawns

export interface ColourChoice {
  colour: PawnColour;
  /** Pawns of this colour left on the Ace-In-The-Hole card. */
  left: number;
  owned: boolean;
  /** Why it may not be taken, if it may not. */
  why: "owned" | "none_left" | null;
}

/** Each colour as a choice for `seat` (the collect stage's buttons): owned ones and empty piles cannot be taken. */
export function colourChoices(board: BoardBlock, seat: number): ColourChoice[] {
  const own = board.pawns[seat] ?? [];
  return PAWN_COLOURS.map((colour) => {
    const left = board.centre[colour] ?? 0;
    const owned = own.includes(colour);
    return { colour, left, owned, why: owned ? "owned" : left <= 0 ? "none_left" : null };
  });
}

/** The colours `seat` may take now. */
export function takeableColours(board: BoardBlock, seat: number): PawnColour[] {
  return colourChoices(board, seat)
    .filter((c) => c.why === null)
    .map((c) => c.colour);
}

export function ownsAll(board: BoardBlock, seat: number): boolean {
  const own = board.pawns[seat] ?? [];
  return PAWN_COLOURS.every((c) => own.includes(c));
}

/** The pawns taken between two boards, seat by seat (what the collect stage just gave). */
export function pawnsTaken(
  before: readonly (readonly PawnColour[])[] | null,
  after: readonly (readonly PawnColour[])[],
): { seat: number; colour: PawnColour }[] {
  if (!before) return [];
  const taken: { seat: number; colour: PawnColour }[] = [];
  after.forEach((pawns, seat) => {
    const had = before[seat] ?? [];
    for (const colour of pawns) if (!had.includes(colour)) taken.push({ seat, colour });
  });
  return taken;
}

/** The pawns turn `turn` gave its correct guessers, from the room's recent events (newest first): the
 * `pawn_taken` events since that turn's `guessed`. Null when that `guessed` is not among them (a page that
 * arrived later), so the caller falls back on what the board shows. */
export function takenSinceGuessed(
  events: readonly { type: string; [field: string]: unknown }[],
  turn: number,
): { seat: number; colour: PawnColour }[] | null {
  const taken: { seat: number; colour: PawnColour }[] = [];
  for (const event of events) {
    if (event.type === "guessed") return event.turn === turn ? taken.reverse() : null;
    if (event.type === "pawn_taken" && typeof event.seat === "number" && isPawnColour(event.colour)) {
      taken.push({ seat: event.seat, colour: event.colour });
    }
  }
  return null;
}

function isPawnColour(value: unknown): value is PawnColour {
  return typeof value === "string" && (PAWN_COLOURS as readonly string[]).includes(value);
}

// ------------------------------------------------------------------------------------------------ The roll

/** What identifies one roll: the white pawn only ever rolls on from where it stopped, so no two rolls in a row
 * share it. */
export function rollKey(roll: BoardBlock["roll"]): string | null {
  return roll ? `${roll.seat}:${roll.from}>${roll.to}:${roll.value}` : null;
}

export const TUMBLE_MS = 1000;
export const STEP_MS = 320;

export interface RollMoment {
  /** The die is tumbling: its face means nothing yet. */
  rolling: boolean;
  /** The space the white pawn stands on now. */
  at: number;
  /** The pawn has arrived: the roll's outcome may be told. */
  done: boolean;
}

/** Where a roll's animation stands `elapsed` ms after the roll arrived: the die tumbles, then the pawn steps one
 * space at a time. Reduced motion (or a roll seen only after the fact) skips to the end. */
export function rollMoment(roll: NonNullable<BoardBlock["roll"]>, elapsed: number, still: boolean): RollMoment {
  const steps = stepsClockwise(roll.from, roll.to);
  if (still || elapsed >= TUMBLE_MS + steps.length * STEP_MS) return { rolling: false, at: roll.to, done: true };
  if (elapsed < TUMBLE_MS) return { rolling: true, at: roll.from, done: false };
  const done = Math.floor((elapsed - TUMBLE_MS) / STEP_MS) + 1;
  return { rolling: false, at: steps[Math.min(done, steps.length) - 1] ?? roll.from, done: false };
}

/** After the pawn arrives, the roll's outcome stays in view this long (a phone's board tab, say) to be read. */
export const LINGER_MS = 3000;

/** Whether a roll should still be in view `elapsed` ms after it arrived: its animation, then time to read it. */
export function rollShowing(roll: NonNullable<BoardBlock["roll"]>, elapsed: number, still: boolean): boolean {
  return elapsed < (still ? 0 : rollDuration(roll)) + LINGER_MS;
}

/** How long a roll's whole animation lasts. */
export function rollDuration(roll: NonNullable<BoardBlock["roll"]>): number {
  return TUMBLE_MS + stepsClockwise(roll.from, roll.to).length * STEP_MS;
}

// ------------------------------------------------------------------------------------------------ Words

export function colourWord(w: Wording, colour: PawnColour): string {
  return w.t(`win-lose-or-draw.b.colour.${colour}`);
}

export function spaceWord(w: Wording, space: Space): string {
  return w.t(`win-lose-or-draw.b.space.${space}`);
}

/** "Anna rolls 4: the white pawn lands on a blue space. Anna takes the blue pawn." and its other endings. */
export function rollText(board: BoardBlock, w: Wording): string | null {
  const roll = board.roll;
  if (!roll) return null;
  const name = w.name(roll.seat);
  const landed = board.spaces[roll.to] ?? "spade";
  const head = w.t("win-lose-or-draw.b.roll.head", { name, n: roll.value, space: spaceWord(w, landed) });
  let tail: string;
  if (landed === "spade") tail = w.t("win-lose-or-draw.b.roll.spade", { name });
  else if (roll.took) tail = w.t("win-lose-or-draw.b.roll.took", { name, pawn: w.t(`win-lose-or-draw.b.pawn.${roll.took}`) });
  else tail = w.t("win-lose-or-draw.b.roll.owned", { name, pawn: w.t(`win-lose-or-draw.b.pawn.${landed}`) });
  return `${head} ${tail}`;
}

/** The Ace's line, once won: "Carla owns all four colours and the pawn landed on a Spade Space: …". */
export function aceText(board: BoardBlock, w: Wording): string | null {
  return board.ace === null ? null : w.t("win-lose-or-draw.b.ace", { name: w.name(board.ace) });
}

/** The pawn a correct guesser took this turn. `before` is their pawns as the collect stage began, when this page
 * saw it; without it, a guesser short of four colours took their last pawn, and one with four is taken to have
 * had them all already (the case a page loaded mid-stage cannot tell apart). */
export function tookThisTurn(
  board: BoardBlock,
  seat: number,
  before: readonly PawnColour[] | null,
): PawnColour | null {
  if (board.to_take.includes(seat)) return null;
  const own = board.pawns[seat] ?? [];
  if (before) return own.find((c) => !before.includes(c)) ?? null;
  return own.length > 0 && own.length < PAWN_COLOURS.length ? (own[own.length - 1] ?? null) : null;
}

/** What a correct guesser gets in the collect stage: choosing, took a colour, or (with all four) waits for a
 * Spade Space. */
export function guesserLine(board: BoardBlock, seat: number, took: PawnColour | null, w: Wording): string {
  const name = w.name(seat);
  if (board.to_take.includes(seat)) return w.t("win-lose-or-draw.b.choosing", { name });
  if (took) return w.t("win-lose-or-draw.b.takes", { name, pawn: w.t(`win-lose-or-draw.b.pawn.${took}`) });
  if (board.ace === seat) return w.t("win-lose-or-draw.b.aceShort", { name });
  return board.rolled ? w.t("win-lose-or-draw.b.fullMissed", { name }) : w.t("win-lose-or-draw.b.fullWaiting", { name });
}

/** One seat's pawns in words: "Anna has red and blue", "Bob has no pawn yet", "Carla has all four colours". */
export function pawnsLine(board: BoardBlock, seat: number, w: Wording): string {
  const name = w.name(seat);
  const own = board.pawns[seat] ?? [];
  if (board.ace === seat) return w.t("win-lose-or-draw.b.has.ace", { name });
  if (own.length === 0) return w.t("win-lose-or-draw.b.has.none", { name });
  if (ownsAll(board, seat)) return w.t("win-lose-or-draw.b.has.all", { name });
  const colours = PAWN_COLOURS.filter((c) => own.includes(c)).map((c) => colourWord(w, c));
  return w.t("win-lose-or-draw.b.has.some", { name, colours: w.join(colours) });
}

/** The pawns the guessers took, in words: "Anna takes the blue pawn. Bob takes the red pawn." (empty for none) */
export function takenText(taken: readonly { seat: number; colour: PawnColour }[], w: Wording): string {
  return taken.map(({ seat, colour }) => `${w.t("win-lose-or-draw.b.takes", { name: w.name(seat), pawn: w.t(`win-lose-or-draw.b.pawn.${colour}`) })}.`).join(" ");
}

/** The board for a screen reader, in a few sentences: where the white pawn is, the centre, everyone's pawns. */
export function boardSummary(view: Pick<WinLoseOrDrawView, "board" | "seats">, w: Wording, at?: number | null): string {
  const board = view.board;
  if (!board) return "";
  const white = at === undefined ? board.white : at;
  const parts: string[] = [];
  if (white === null) parts.push(w.t("win-lose-or-draw.b.sum.noWhite"));
  else {
    const space = board.spaces[white] ?? "spade";
    parts.push(w.t("win-lose-or-draw.b.sum.white", { n: white + 1, space: spaceWord(w, space) }));
  }
  parts.push(
    w.t("win-lose-or-draw.b.sum.centre", {
      counts: PAWN_COLOURS.map((c) => `${colourWord(w, c)} ${board.centre[c] ?? 0}`).join(", "),
    }),
  );
  for (let seat = 0; seat < view.seats; seat++) parts.push(`${pawnsLine(board, seat, w)}.`);
  return parts.join(" ");
}

/** The last roll in words while it matters, a line each: as it happens; in the collect stage once rolled; and
 * after it, until the next turn ends, with what the guessers took (the collect panel showed it while it was
 * open) and, for a guesser who had all four colours, that the pawn missed the Spade Spaces. `events` are the
 * room's recent events, newest first. */
export function rollCaption(
  view: Pick<WinLoseOrDrawView, "board" | "phase" | "stage" | "history">,
  moment: RollMoment | null,
  events: readonly { type: string; [field: string]: unknown }[],
  w: Wording,
): string[] {
  const board = view.board;
  const roll = board?.roll;
  if (!board || !roll || !moment) return [];
  const name = w.name(roll.seat);
  if (!moment.done) return [moment.rolling ? w.t("win-lose-or-draw.b.rolling", { name }) : w.t("win-lose-or-draw.b.rolled", { name, n: roll.value })];
  const said = rollText(board, w) ?? "";
  if (view.phase === "turn" && view.stage === "collect") return board.rolled ? [said] : [];
  if (view.phase === "over") return [aceText(board, w) ?? said];
  const last = view.history[view.history.length - 1];
  if (last?.outcome !== "guessed") return [];
  const taken = takenSinceGuessed(events, last.turn);
  const lines = [takenText(taken ?? [], w), said];
  if (taken && board.spaces[roll.to] !== "spade") {
    const missed = last.guessers.filter((seat) => ownsAll(board, seat) && !taken.some((p) => p.seat === seat));
    if (missed.length) lines.push(w.t("win-lose-or-draw.b.noAce", { names: w.join(missed.map(w.name)) }));
  }
  return lines.filter(Boolean);
}

/** Whole seconds until a deadline, never negative; null without one. */
export function secondsLeft(deadline: number | null, now: number): number | null {
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}
