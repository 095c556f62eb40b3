// The play screen's reading of a view, as pure functions (tested in test/pictusScreen.test.ts): who the viewer is
// this round, what each phase offers them (which cards they may pick, which button, what they wait for), the
// actions those buttons send, and the reveal in words. Components word these through `ts`; nothing here renders.
import { joinNames, type Params } from "../../i18n";
import type { ScreenKey } from "./i18n/screen.en";
import type { SeatInfo } from "../../protocol";
import {
  MAX_CLUE,
  OWN_CARDS_DEFAULT,
  type PictusAction,
  type PictusCard,
  type PictusView,
  type Voters,
} from "./protocol";

/** Words to show: a key of the screen's strings and its parameters (names already in). */
export interface Words {
  key: ScreenKey;
  params?: Params;
}

/** A seat's name as the room knows it (`nameOf(room, seat)` in components, a table in tests). */
export type NameOf = (seat: number) => string;

export type Role = "narrator" | "player" | "spectator";

export function roleOf(view: PictusView): Role {
  if (view.you === null) return "spectator";
  return view.narrator !== null && view.you === view.narrator ? "narrator" : "player";
}

/** Who votes this round: the option read with the narrator (before round 1, nobody). */
export function voterSeats(view: PictusView, voters: Voters): number[] {
  const all = view.players.map((_, seat) => seat);
  if (view.narrator === null) return [];
  switch (voters) {
    case "others":
      return all.filter((seat) => seat !== view.narrator);
    case "narrator":
      return [view.narrator];
    case "everyone":
      return all;
  }
}

/** Those who act in this phase, whose `done` the progress line counts. */
export function actingSeats(view: PictusView, voters: Voters): number[] {
  const all = view.players.map((_, seat) => seat);
  switch (view.phase) {
    case "drawing":
      return all;
    case "clue":
      return view.narrator === null ? [] : [view.narrator];
    case "hand_in":
      return all.filter((seat) => seat !== view.narrator);
    case "vote":
      return voterSeats(view, voters);
    case "reveal":
      return all;
    case "over":
      return [];
  }
}

/** The acting seats with whether each has acted (`ready` at the reveal, `done` otherwise). */
export function progress(view: PictusView, voters: Voters): { seat: number; done: boolean }[] {
  return actingSeats(view, voters).map((seat) => {
    const p = view.players[seat];
    return { seat, done: view.phase === "reveal" ? (p?.ready ?? false) : (p?.done ?? false) };
  });
}

/** Whether two cards are the same card (ids are unique in a game). */
export function sameCard(a: PictusCard | null | undefined, b: PictusCard | null | undefined): boolean {
  return !!a && !!b && a.id === b.id;
}

/** The hand as shown: the card already put in this round stays in the server's hand until the table is laid,
 * but it is no longer the player's to choose (it is shown apart, as theirs). */
export function handShown(view: PictusView): PictusCard[] {
  return view.hand.filter((card) => !sameCard(card, view.mine));
}

/** The viewer's own card on the table, as an index (-1 when none of them is theirs, or before the vote). */
export function ownTableIndex(view: PictusView): number {
  if (view.mine === null) return -1;
  return view.table.findIndex((card) => sameCard(card, view.mine));
}

/** What the primary button of a phase does. */
export type Primary = "add_card" | "give_clue" | "hand_in" | "vote" | "ready";
/** A second way out of a phase: shipped pictures for the rest of one's own cards, or passing the narration. */
export type Secondary = "use_shipped" | "pass";

/** How the viewer's hand is offered: cards to choose from, or to look at only. */
export type HandMode = "pick" | "show" | null;
/** How the table is offered: cards to vote for, to look at, or with the reveal on them. */
export type TableMode = "vote" | "show" | "reveal" | null;
/** The drawing desk: the viewer's own (drawing a card, or the narrator's clue), or the narrator's sheet watched. */
export type DeskMode = "draw" | "watch" | null;

export interface Plan {
  role: Role;
  hand: HandMode;
  table: TableMode;
  desk: DeskMode;
  /** The narrator's words field. */
  clueForm: boolean;
  /** The clue in view (words and, when drawn, the narrator's sheet). */
  clue: boolean;
  primary: Primary | null;
  secondary: Secondary | null;
  /** What the viewer waits for, when they have nothing to do. */
  waiting: Words | null;
}

/** Own cards each player draws (the room's option, the contract's default when it is left out). */
export function ownCardsOf(option: number | undefined): number {
  return option ?? OWN_CARDS_DEFAULT;
}

/**
 * What the screen offers in this view: the contract's phases read for narrator, other player and spectator.
 * `names` words who is awaited; `ownCards` is the room's `own_cards`.
 */
export function planOf(view: PictusView, names: NameOf, ownCards = OWN_CARDS_DEFAULT): Plan {
  const role = roleOf(view);
  const me = view.you === null ? undefined : view.players[view.you];
  const narrator = view.narrator === null ? "" : names(view.narrator);
  const none: Plan = {
    role,
    hand: role === "spectator" ? null : "show",
    table: null,
    desk: null,
    clueForm: false,
    clue: false,
    primary: null,
    secondary: null,
    waiting: null,
  };
  switch (view.phase) {
    case "drawing": {
      if (role === "spectator") return { ...none, waiting: { key: "pictus.s.wait.drawingSpectator" } };
      const finished = (me?.done ?? false) || (me?.drawn ?? 0) >= ownCards;
      return finished
        ? { ...none, hand: null, waiting: { key: "pictus.s.wait.drawingDone" } }
        : { ...none, hand: null, desk: "draw", primary: "add_card", secondary: "use_shipped" };
    }
    case "clue":
      if (role === "narrator") {
        return { ...none, hand: "pick", desk: "draw", clueForm: true, primary: "give_clue", secondary: "pass" };
      }
      return { ...none, desk: "watch", waiting: { key: "pictus.s.wait.clue", params: { name: narrator } } };
    case "hand_in":
      if (role === "narrator") return { ...none, clue: true, waiting: { key: "pictus.s.wait.handInNarrator" } };
      if (role === "spectator") return { ...none, clue: true, waiting: { key: "pictus.s.wait.handIn" } };
      if (me?.done) return { ...none, clue: true, waiting: { key: "pictus.s.wait.handedIn" } };
      return { ...none, clue: true, hand: "pick", primary: "hand_in" };
    case "vote": {
      const base = { ...none, clue: true, hand: null };
      if (!view.voting) {
        const key: ScreenKey =
          role === "spectator" ? "pictus.s.wait.voteSpectator" : role === "narrator" ? "pictus.s.wait.voteNarrator" : "pictus.s.wait.voteNotYou";
        return { ...base, table: "show", waiting: { key, params: { name: narrator } } };
      }
      if (view.my_vote !== null) return { ...base, table: "show", waiting: { key: "pictus.s.wait.voted" } };
      return { ...base, table: "vote", primary: "vote" };
    }
    case "reveal":
      return {
        ...none,
        clue: true,
        hand: null,
        table: "reveal",
        primary: role === "spectator" || me?.ready ? null : "ready",
        waiting: role !== "spectator" && me?.ready ? { key: "pictus.s.wait.ready" } : null,
      };
    case "over":
      return { ...none, clue: view.reveal !== null, hand: null, table: view.reveal ? "reveal" : null };
  }
}

/** Why the viewer may not vote for the table's card `index`, or null when they may (the server decides, this
 * only keeps the button from offering what it would refuse). */
export function voteBlock(view: PictusView, index: number): ScreenKey | null {
  if (!view.voting || view.phase !== "vote") return "pictus.s.why.notVoting";
  if (view.my_vote !== null) return "pictus.s.why.voted";
  if (index === ownTableIndex(view)) return "pictus.s.why.own";
  if (index === view.extra) return "pictus.s.why.extra";
  return null;
}

/** The vote for the table's card `index`, or null when it cannot be sent. */
export function voteAction(view: PictusView, index: number | null): PictusAction | null {
  if (index === null || index < 0 || index >= view.table.length || voteBlock(view, index) !== null) return null;
  return { type: "vote", choice: index };
}

/** The hand-in of the card `id` from the viewer's hand, or null when it cannot be sent. */
export function handInAction(view: PictusView, id: string | null): PictusAction | null {
  if (id === null || view.phase !== "hand_in" || roleOf(view) !== "player") return null;
  if (view.players[view.you!]?.done) return null;
  return view.hand.some((card) => card.id === id) ? { type: "hand_in", card: id } : null;
}

/** Why a clue cannot be given yet, the contract's refusals (`empty_clue`, `clue_too_long`) and a card not chosen. */
export type ClueProblem = "no_card" | "empty_clue" | "clue_too_long";

/** The narrator's clue from the form: the card chosen, the words typed, whether the sheet holds a drawing. */
export function clueAction(
  view: PictusView,
  card: string | null,
  words: string,
  drew: boolean,
): { action: PictusAction } | { problem: ClueProblem } {
  const trimmed = words.trim();
  if (card === null || !view.hand.some((c) => c.id === card)) return { problem: "no_card" };
  if (trimmed === "" && !drew) return { problem: "empty_clue" };
  if (trimmed.length > MAX_CLUE) return { problem: "clue_too_long" };
  return { action: { type: "clue", card, words: trimmed, drawn: drew } };
}

/** A table card at the reveal: who put it in (null: the extra card from the deck) and who voted for it. */
export interface RevealedCard {
  index: number;
  owner: number | null;
  voters: number[];
  narrators: boolean;
}

export function revealedCards(view: PictusView): RevealedCard[] {
  const reveal = view.reveal;
  if (!reveal) return [];
  return view.table.map((_, index) => ({
    index,
    owner: reveal.owners[index] ?? null,
    voters: reveal.votes[index] ?? [],
    narrators: index === reveal.narrator_card,
  }));
}

/**
 * The narrator of the round the reveal shows: the view's narrator until the game is over, and then the last
 * round's (the history has it).
 */
export function revealNarrator(view: PictusView): number | null {
  if (view.phase === "over") return view.history[view.history.length - 1]?.narrator ?? view.narrator;
  return view.narrator;
}

/**
 * The round's scoring in one sentence: whether the guessers all found the narrator's card, none did, or some
 * did (and so the narrator scored), or nobody guessed at all because only the narrator voted.
 */
export function revealWords(view: PictusView, names: NameOf): Words | null {
  const reveal = view.reveal;
  const narrator = revealNarrator(view);
  if (!reveal || narrator === null) return null;
  const you = narrator === view.you;
  const name = names(narrator);
  const voted = new Set(reveal.votes.flat());
  const guessers = [...voted].filter((seat) => seat !== narrator);
  const found = (reveal.votes[reveal.narrator_card] ?? []).filter((seat) => seat !== narrator).length;
  // The wait ended before any guess came in: not the variant where only the narrator votes.
  if (guessers.length === 0 && (reveal.abstained ?? []).length > 0) return { key: "pictus.s.reveal.nobodyVoted", params: { name } };
  if (guessers.length === 0) {
    return { key: you ? "pictus.s.reveal.onlyNarratorYou" : "pictus.s.reveal.onlyNarrator", params: { name } };
  }
  if (reveal.all_or_none) {
    // Voters the wait ended without guessed nothing, so the 2 went to those who voted only.
    if ((reveal.abstained ?? []).length > 0) {
      if (found === 0) return { key: you ? "pictus.s.reveal.noneFoundLateYou" : "pictus.s.reveal.noneFoundLate", params: { name } };
      return { key: you ? "pictus.s.reveal.allFoundLateYou" : "pictus.s.reveal.allFoundLate", params: { name } };
    }
    if (found === 0) return { key: you ? "pictus.s.reveal.noneFoundYou" : "pictus.s.reveal.noneFound", params: { name } };
    return { key: you ? "pictus.s.reveal.allFoundYou" : "pictus.s.reveal.allFound", params: { name } };
  }
  const key: ScreenKey =
    found === 1
      ? you
        ? "pictus.s.reveal.someFoundOneYou"
        : "pictus.s.reveal.someFoundOne"
      : you
        ? "pictus.s.reveal.someFoundYou"
        : "pictus.s.reveal.someFound";
  return { key, params: { name, n: found, of: guessers.length } };
}

/** One line of the scoreboard. */
export interface ScoreRow {
  seat: number;
  score: number;
  /** Scored in the round on show (reveal and over), else null. */
  gained: number | null;
  narrator: boolean;
  you: boolean;
  /** Has acted in this phase (or is ready, at the reveal); null where they have nothing to do. */
  done: boolean | null;
}

export function scoreRows(view: PictusView, voters: Voters): ScoreRow[] {
  const acting = new Map(progress(view, voters).map((p) => [p.seat, p.done]));
  const showPoints = view.reveal !== null && (view.phase === "reveal" || view.phase === "over");
  return view.players.map((p, seat) => ({
    seat,
    score: p.score,
    gained: showPoints ? (view.reveal!.points[seat] ?? 0) : null,
    narrator: view.narrator === seat && view.phase !== "over",
    you: view.you === seat,
    done: acting.has(seat) ? acting.get(seat)! : null,
  }));
}

/** The end: everyone by score, ties sharing a rank, the winners as the server says. */
export function standings(view: PictusView): { seat: number; score: number; rank: number; winner: boolean }[] {
  const rows = view.players.map((p, seat) => ({ seat, score: p.score })).sort((a, b) => b.score - a.score || a.seat - b.seat);
  return rows.map((row) => ({
    ...row,
    rank: 1 + rows.filter((other) => other.score > row.score).length,
    winner: (view.winners ?? []).includes(row.seat),
  }));
}

/** Whole seconds left before `deadline` (server ms) by this browser's clock, never negative; null when none. */
export function secondsLeft(deadline: number | null, now: number): number | null {
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Why the game ended: someone reached the target, or else the deck could no longer refill every hand. */
export function endReason(view: PictusView): "target" | "deck" | null {
  if (view.phase !== "over") return null;
  if (view.end_reason) return view.end_reason;
  return view.players.some((p) => p.score >= view.target) ? "target" : "deck";
}

/** The line under the bar: what the viewer is to do (or waits for), and how many have acted so far. */
export function statusWords(view: PictusView, plan: Plan, voters: Voters, names: NameOf): { now: Words | null; count: Words | null } {
  const name = view.narrator === null ? "" : names(view.narrator);
  let now: Words | null = plan.waiting;
  switch (plan.primary) {
    case "add_card":
      now = { key: "pictus.s.do.addCard" };
      break;
    case "give_clue":
      now = { key: "pictus.s.do.clue" };
      break;
    case "hand_in":
      now = { key: "pictus.s.do.handIn", params: { name } };
      break;
    case "vote":
      now = { key: plan.role === "narrator" ? "pictus.s.do.voteNarrator" : "pictus.s.do.vote", params: { name } };
      break;
    case "ready":
      now = { key: "pictus.s.do.ready" };
      break;
    case null:
      break;
  }
  const acting = progress(view, voters);
  const done = acting.filter((p) => p.done).length;
  const counted: Partial<Record<PictusView["phase"], ScreenKey>> = {
    drawing: "pictus.s.count.drawing",
    hand_in: "pictus.s.count.handIn",
    vote: "pictus.s.count.vote",
    reveal: "pictus.s.count.ready",
  };
  const key = counted[view.phase];
  return { now, count: key && acting.length > 0 ? { key, params: { done, n: acting.length } } : null };
}

/** How the game ends, for the bar: the target when someone can reach it in the rounds the deck lasts (with the
 * rounds too when the players drew the deck, which is small), else the deck's end. */
export function endingWords(view: PictusView, ownDeck: boolean): Words {
  const rounds = view.rounds ?? null;
  if (rounds !== null && view.target_reachable === false) {
    return { key: rounds === 1 ? "pictus.s.bar.deckEndsOne" : "pictus.s.bar.deckEnds", params: { n: rounds } };
  }
  if (ownDeck && rounds !== null) return { key: "pictus.s.bar.targetOrDeck", params: { n: view.target, rounds } };
  return { key: "pictus.s.bar.target", params: { n: view.target } };
}

/** A seated player shown as away: nobody is connected for them, and no stand-in or computer player plays. */
export function isAway(info: SeatInfo | undefined): boolean {
  return !!info && !info.connected && !info.standin && !info.bot;
}

/** Whom the server played for this round, one sentence for each wait that ended with someone late. */
export function lateWords(view: PictusView, names: NameOf): Words[] {
  const words: Words[] = [];
  for (const late of view.late ?? []) {
    if (late.seats.length === 0) continue;
    const params = { name: names(late.seats[0]!), names: joinNames(late.seats.map(names)) };
    if (late.why === "host") {
      words.push({ key: late.phase === "hand_in" ? "pictus.s.late.host.hand_in" : "pictus.s.late.host.vote", params });
      continue;
    }
    const many = late.seats.length > 1;
    const key: ScreenKey =
      late.phase === "hand_in" ? (many ? "pictus.s.late.hand_inMany" : "pictus.s.late.hand_in") : many ? "pictus.s.late.voteMany" : "pictus.s.late.vote";
    words.push({ key, params });
  }
  return words;
}

/** Whether the host is offered to stop waiting: a hand-in or a vote in which they have done their part and
 * someone has not. */
export function endWaitOffered(view: PictusView, voters: Voters, host: boolean): boolean {
  if (!host || (view.phase !== "hand_in" && view.phase !== "vote") || view.you === null) return false;
  const acting = progress(view, voters);
  const mine = acting.find((p) => p.seat === view.you);
  return (mine === undefined || mine.done) && acting.some((p) => !p.done);
}
