// The in-game screen's reading of a view, as pure functions (tested in test/winLoseOrDrawScreen.test.ts): who may guess
// and, when not, why; the timer's time left; what the last turn came to, in words; where a label stands over the
// sketch; and where a tap on the sheet puts one. Components word these through `t`, nothing here renders.
import { toVirtual, type Box } from "../../canvas/coords";
import type { MessageKey, Params } from "../../i18n";
import type { Guess, Label, TurnResult, WinLoseOrDrawView } from "./protocol";

/** The rulebook's ten seconds of a steal, when the room's options do not say. */
export const STEAL_SECONDS_DEFAULT = 10;
/** The ready stage's wait before the timer starts by itself (the spec's ten seconds); only scales its bar. */
export const READY_SECONDS = 10;
/** The moment for the finished sketch (the server's REVEAL_MS); only scales its bar. */
export const REVEAL_SECONDS = 4;
/** From this many seconds left the timer turns urgent. */
export const LOW_SECONDS = 10;

/** Words to show: a message key and its parameters (names already in, so a component only calls `t`). */
export interface Words {
  key: MessageKey;
  params?: Params;
}

/** A seat's name, as the room knows it (`nameOf(room, seat)` in components, a table in tests). */
export type NameOf = (seat: number) => string;

/** "Team 1" is team 0 on the wire. */
export function teamNumber(team: number): number {
  return team + 1;
}

/** The viewer's team in team play; null for a spectator or in board play. */
export function teamOfYou(view: WinLoseOrDrawView): number | null {
  if (view.you === null || !view.teams) return null;
  return view.teams.of[view.you] ?? null;
}

/** A team's seats, in seat order. */
export function teamSeats(view: WinLoseOrDrawView, team: number): number[] {
  return (view.teams?.of ?? []).flatMap((t, seat) => (t === team ? [seat] : []));
}

export function isSketcher(view: WinLoseOrDrawView): boolean {
  return view.you !== null && view.you === view.sketcher;
}

/** Who sees the guess box at all: seated players who are not sketching (the sketcher never types). */
export function hasGuessBox(view: WinLoseOrDrawView): boolean {
  return view.phase === "turn" && view.you !== null && !isSketcher(view);
}

/**
 * Whether the viewer may send a guess now (the server's `may_guess`), and the words for it: a hint when they may
 * (a steal's one guess), the reason when they may not. Null words: nothing to say (a spectator, say).
 */
export function guessStatus(view: WinLoseOrDrawView): { may: boolean; words: Words | null } {
  if (view.you === null || view.phase !== "turn") return { may: false, words: null };
  const teams = view.teams;
  const mine = teamOfYou(view);
  if (view.may_guess) {
    if (view.stage === "steal" && teams?.steal) return { may: true, words: { key: "win-lose-or-draw.s.hint.steal" } };
    return { may: true, words: null };
  }
  if (isSketcher(view)) return { may: false, words: { key: "win-lose-or-draw.s.why.sketcher" } };
  if (view.board?.sketched.includes(view.you)) return { may: false, words: { key: "win-lose-or-draw.s.why.ownItem" } };
  // The turn is over: its sketch is on show, and the next one's countdown has not begun.
  if (view.stage === "reveal") return { may: false, words: null };
  // Once the pawns are being chosen the board's panel tells a right guesser what is going on ("Choose a pawn",
  // or who takes what): "wait for the others" beside it would say the opposite.
  if (view.board?.correct.includes(view.you)) {
    return { may: false, words: view.stage === "collect" ? null : { key: "win-lose-or-draw.s.why.gotIt" } };
  }
  if (view.stage === "steal" && teams?.steal) {
    if (mine === teams.steal.team) return { may: false, words: { key: "win-lose-or-draw.s.why.stealUsed" } };
    return { may: false, words: { key: "win-lose-or-draw.s.why.stealOther", params: { n: teamNumber(teams.steal.team) } } };
  }
  if (teams && mine !== null && mine !== teams.playing && (view.stage === "drawing" || view.stage === "ready")) {
    return { may: false, words: { key: "win-lose-or-draw.s.why.otherTeam", params: { n: teamNumber(teams.playing) } } };
  }
  if (view.stage === "ready") return { may: false, words: { key: "win-lose-or-draw.s.why.ready" } };
  return { may: false, words: { key: "win-lose-or-draw.s.why.closed" } };
}

export type TimerKind = "opening" | "ready" | "drawing" | "steal" | "collect" | "reveal";

export interface TimerState {
  kind: TimerKind;
  /** Whole seconds left, rounded up (never negative). */
  seconds: number;
  /** How much of the stage's time is left, 1 (full) to 0 (empty). */
  fraction: number;
  low: boolean;
}

function clamp01(n: number): number {
  return n < 0 ? 0 : n > 1 ? 1 : n;
}

/**
 * The timer the bar shows, read from the server's times against this browser's clock (`now`, Date.now()):
 * the sketch's `started` + `turn_seconds` while drawing, otherwise the stage's `deadline`. Null when nothing runs.
 */
export function timerState(view: WinLoseOrDrawView, now: number, stealSeconds = STEAL_SECONDS_DEFAULT): TimerState | null {
  let kind: TimerKind;
  let end: number | null = view.deadline;
  let total: number;
  if (view.phase === "opening") {
    kind = "opening";
    total = 4;
  } else if (view.phase !== "turn" || view.stage === null) {
    return null;
  } else {
    kind = view.stage;
    switch (view.stage) {
      case "ready":
        total = READY_SECONDS;
        break;
      case "drawing":
        total = view.turn_seconds;
        if (view.started !== null) end = view.started + view.turn_seconds * 1000;
        break;
      case "steal":
        total = stealSeconds;
        break;
      case "collect":
        total = READY_SECONDS;
        break;
      case "reveal":
        total = REVEAL_SECONDS;
        break;
    }
  }
  if (end === null) return null;
  const left = Math.max(0, end - now);
  const seconds = Math.ceil(left / 1000);
  return {
    kind,
    seconds,
    fraction: total > 0 ? clamp01(left / (total * 1000)) : 0,
    low: (kind === "drawing" || kind === "steal") && seconds <= LOW_SECONDS,
  };
}

/** The turn that just ended: the last entry of `history`, while its finished sketch is shown and until the next
 * turn has started its timer. */
export function lastResult(view: WinLoseOrDrawView): TurnResult | null {
  if (view.phase !== "turn" || (view.stage !== "ready" && view.stage !== "reveal")) return null;
  return view.history[view.history.length - 1] ?? null;
}

/** Whole seconds for a time in milliseconds ("in 23 s"), at least 1. */
export function secondsOf(ms: number | null): number {
  return Math.max(1, Math.round((ms ?? 0) / 1000));
}

/**
 * What a finished turn came to, in words, for the banner between turns. `{item}` in each message is left for the
 * component to set in emphasis (see `splitItem`), so it is passed through as the item's text.
 * `next`: the seat that sketches now (the same item again after a miss in board play).
 */
export function resultWords(
  result: TurnResult,
  names: NameOf,
  next: number | null,
  join: (names: string[]) => string = (all) => all.join(", "),
): Words {
  const guesser = result.guessers[0];
  const who = result.guessers.map(names);
  const item = result.text ?? "";
  const s = secondsOf(result.ms);
  switch (result.outcome) {
    case "guessed":
      if (result.team !== null) {
        return {
          key: result.accepted ? "win-lose-or-draw.s.result.teamAccepted" : "win-lose-or-draw.s.result.team",
          params: {
            n: teamNumber(result.team),
            name: guesser === undefined ? "" : names(guesser),
            item,
            guess: result.guess ?? "",
            s,
          },
        };
      }
      return {
        key: result.accepted ? "win-lose-or-draw.s.result.boardAccepted" : "win-lose-or-draw.s.result.board",
        params: { names: join(who), item, guess: result.guess ?? "", s },
      };
    case "stolen":
      return {
        key: "win-lose-or-draw.s.result.stolen",
        params: {
          n: teamNumber(result.team ?? 0),
          name: guesser === undefined ? "" : names(guesser),
          item,
        },
      };
    case "missed":
      if (result.guess !== null && result.team !== null) {
        return {
          key: "win-lose-or-draw.s.result.missedSteal",
          params: { n: teamNumber(result.team), guess: result.guess, item },
        };
      }
      if (result.text === null) {
        return next === null
          ? { key: "win-lose-or-draw.s.result.missedHidden" }
          : { key: "win-lose-or-draw.s.result.missedAgain", params: { name: names(next) } };
      }
      return { key: "win-lose-or-draw.s.result.missed", params: { item } };
    case "put_away":
      return result.text === null
        ? { key: "win-lose-or-draw.s.result.putAwayHidden" }
        : { key: "win-lose-or-draw.s.result.putAway", params: { item } };
    case "passed":
      return { key: "win-lose-or-draw.s.result.passed", params: { name: names(result.sketcher) } };
  }
}

/** A worded message around its item: the text before, the item, the text after (item null: not in it). */
export function splitItem(text: string, marker: string): { before: string; item: boolean; after: string } {
  const at = text.indexOf(marker);
  if (at < 0) return { before: text, item: false, after: "" };
  return { before: text.slice(0, at), item: true, after: text.slice(at + marker.length) };
}

/** Where a label stands over the sketch: its point in % of the sheet, and which of its sides sits on the point
 * (near an edge the label grows inwards, so that it is never cut). */
export function labelPlace(label: Pick<Label, "x" | "y">): { left: string; top: string; anchor: "start" | "middle" | "end" } {
  const anchor = label.x < 200 ? "start" : label.x > 800 ? "end" : "middle";
  return { left: `${label.x / 10}%`, top: `${label.y / 10}%`, anchor };
}

/** A tap on the sheet, as the label action's point on the 1000 × 1000 sheet. */
export function sheetPoint(clientX: number, clientY: number, box: Box): { x: number; y: number } {
  const [x, y] = toVirtual(clientX, clientY, box);
  return { x, y };
}

/** The keyboard's way to place a label: nine spots on the sheet, rows top to bottom. */
export const SPOTS = [
  { id: "tl", x: 150, y: 120 },
  { id: "tc", x: 500, y: 120 },
  { id: "tr", x: 850, y: 120 },
  { id: "ml", x: 150, y: 500 },
  { id: "mc", x: 500, y: 500 },
  { id: "mr", x: 850, y: 500 },
  { id: "bl", x: 150, y: 880 },
  { id: "bc", x: 500, y: 880 },
  { id: "br", x: 850, y: 880 },
] as const;
export type SpotId = (typeof SPOTS)[number]["id"];

/** The words the sketcher may place: found words of the item, each once, with whether it stands on the sheet. */
export function labelChips(view: WinLoseOrDrawView): { word: number; text: string; placed: boolean }[] {
  const item = view.item;
  if (!item || !isSketcher(view)) return [];
  const seen = new Set<number>();
  return item.found
    .filter((w) => w >= 0 && w < item.words.length && !seen.has(w) && seen.add(w))
    .sort((a, b) => a - b)
    .map((word) => ({ word, text: item.words[word]!, placed: view.labels.some((l) => l.word === word) }));
}

/** The feed's rows, oldest first (the newest at the bottom, as chats go). */
export function feedOrder(guesses: readonly Guess[]): Guess[] {
  return [...guesses].sort((a, b) => a.id - b.id);
}

/** What the sketcher may do with a guess now: gestures while the sketch is guessed, Accept for one not yet right. */
export function guessControls(view: WinLoseOrDrawView, guess: Guess): { mark: boolean; accept: boolean } {
  const live = view.phase === "turn" && (view.stage === "drawing" || view.stage === "steal");
  if (!isSketcher(view) || !live || guess.correct) return { mark: false, accept: false };
  return { mark: true, accept: guess.text !== null };
}

/** Tabs on a phone in board play: the board comes first while the pawn is placed or pawns are taken, and while
 * the last roll is still news (`rollShowing`): the sketcher often rolls last, and the turn ends with it, so the
 * board stays to show where the white pawn went before the finished sketch's moment takes the screen. */
export function phoneTabFor(view: WinLoseOrDrawView, rollShowing = false): "sketch" | "board" {
  if (view.phase === "placing" || view.stage === "collect") return "board";
  return rollShowing && view.phase === "turn" && (view.stage === "reveal" || view.stage === "ready") ? "board" : "sketch";
}

/** The opening roll in words: who rolled what, and who plays first (or a tie that rolls again). */
export function openingWords(rolls: readonly [number, number][], index: number, first: number): Words {
  const pair = rolls[index];
  if (!pair) return { key: "win-lose-or-draw.s.opening.rolling" };
  if (pair[0] === pair[1]) return { key: "win-lose-or-draw.s.opening.tie", params: { n: pair[0] } };
  const winner = pair[0] > pair[1] ? 0 : 1;
  return { key: "win-lose-or-draw.s.opening.first", params: { n: teamNumber(index === rolls.length - 1 ? first : winner) } };
}
