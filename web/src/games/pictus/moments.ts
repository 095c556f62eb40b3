// Pictus's moments (../../ui/moments/), read from two successive views: you are the narrator, the clue is given,
// the table is shown, the reveal (you found it, nobody or everybody found it, the narrator's luck), the end; and,
// for the tab's title, what the view asks of its player now.
import type { MessageKey } from "../../i18n";
import type { Moment } from "../../ui/moments/moment";
import { tableNumber, type PictusView, type Reveal } from "./protocol";
import { revealFacts } from "./reveal";

function narrating(view: PictusView): boolean {
  return view.you !== null && view.narrator === view.you;
}

/** The view's phase, told apart per round and narrator: the same phase of another round is news. */
function at(view: PictusView): string {
  return `${view.phase}:${view.round}:${view.narrator ?? ""}`;
}

function yourNarration(before: PictusView, after: PictusView): Moment[] {
  if (after.phase !== "clue" || !narrating(after) || at(before) === at(after)) return [];
  return [{ kind: "your_turn", text: "pictus.moment.narrator", banner: "pictus.moment.narratorBanner" }];
}

function clueGiven(before: PictusView, after: PictusView): Moment[] {
  if (after.phase !== "hand_in" || at(before) === at(after) || after.narrator === null) return [];
  if (after.you === null || narrating(after)) {
    return [{ kind: "bell", text: "pictus.moment.clueGiven", seat: after.narrator }];
  }
  return [{ kind: "your_turn", text: "pictus.moment.handIn", seat: after.narrator, banner: "pictus.moment.handInBanner" }];
}

function tableShown(before: PictusView, after: PictusView): Moment[] {
  if (after.phase !== "vote" || at(before) === at(after)) return [];
  const n = after.table.length;
  if (!after.voting) return [{ kind: "bell", text: "pictus.moment.tableWatch", params: { n } }];
  const text: MessageKey = narrating(after) ? "pictus.moment.tableNarrator" : "pictus.moment.tableVote";
  return [{ kind: "your_turn", text, params: { n }, banner: "pictus.moment.tableBanner" }];
}

/** The moment of a reveal for this view's player (or a spectator). */
function revealMoment(view: PictusView, reveal: Reveal, narrator: number): Moment {
  const you = view.you;
  // With a late voter, "everyone else 2" is not so (they guessed nothing): the plain reveal says it instead.
  const late = (reveal.abstained ?? []).length > 0;
  const facts = { ...revealFacts(reveal, narrator), ...(late ? { nobody: false, everybody: false } : {}) };
  const points = you === null ? 0 : (reveal.points[you] ?? 0);
  const card = tableNumber(reveal.narrator_card);
  if (you !== null && you === narrator) {
    if (facts.nobody) return { kind: "round_over", text: "pictus.moment.nobodyFoundYours", banner: "pictus.moment.nobodyBanner" };
    if (facts.everybody) {
      return { kind: "round_over", text: "pictus.moment.everybodyFoundYours", banner: "pictus.moment.everybodyBanner" };
    }
    if (facts.guessers.length === 0) return { kind: "round_over", text: "pictus.moment.revealedYou", params: { points } };
    return { kind: "bell", text: "pictus.moment.someFoundYours", params: { points }, banner: "pictus.moment.wellToldBanner" };
  }
  if (you !== null && facts.finders.includes(you)) {
    return { kind: "bell", text: "pictus.moment.youFound", params: { points }, banner: "pictus.moment.youFoundBanner" };
  }
  const guessed = you !== null && facts.guessers.includes(you);
  if (facts.nobody) {
    return {
      kind: "round_over",
      text: you === null ? "pictus.moment.nobodyFound" : "pictus.moment.nobodyFoundPoints",
      seat: narrator,
      params: { card, points },
      banner: "pictus.moment.nobodyBanner",
    };
  }
  if (guessed) return { kind: "round_over", text: "pictus.moment.youMissed", seat: narrator, params: { card, points } };
  if (facts.everybody) {
    return { kind: "round_over", text: "pictus.moment.everybodyFound", seat: narrator, params: { card }, banner: "pictus.moment.everybodyBanner" };
  }
  if (you === null) return { kind: "round_over", text: "pictus.moment.revealed", seat: narrator, params: { card } };
  return { kind: "round_over", text: "pictus.moment.revealedPoints", seat: narrator, params: { card, points } };
}

function revealed(before: PictusView, after: PictusView): Moment[] {
  if (after.history.length <= before.history.length || after.reveal === null) return [];
  const narrator = after.history[after.history.length - 1]!.narrator;
  return [revealMoment(after, after.reveal, narrator)];
}

function gameOver(before: PictusView, after: PictusView): Moment[] {
  if (before.phase === "over" || after.phase !== "over") return [];
  const winners = after.winners ?? [];
  const mine = after.you !== null && winners.includes(after.you);
  if (mine) {
    return [{ kind: "win", text: winners.length === 1 ? "pictus.moment.youWin" : "pictus.moment.youShare", banner: "pictus.moment.overBanner" }];
  }
  if (winners.length === 1) return [{ kind: "game_over", text: "pictus.moment.wins", seat: winners[0], banner: "pictus.moment.overBanner" }];
  return [{ kind: "game_over", text: "pictus.moment.shared", params: { n: winners.length }, banner: "pictus.moment.overBanner" }];
}

export function pictusMoments(before: PictusView, after: PictusView): Moment[] {
  // The end's banner goes first: the last round's reveal comes in the same view.
  return [
    ...gameOver(before, after),
    ...revealed(before, after),
    ...yourNarration(before, after),
    ...clueGiven(before, after),
    ...tableShown(before, after),
  ];
}

/** What the view asks of its player now, until they have done it. */
export function pictusAttention(view: PictusView): MessageKey | null {
  const you = view.you;
  if (you === null) return null;
  const done = view.players[you]?.done ?? true;
  switch (view.phase) {
    case "drawing":
      return done ? null : "pictus.attention.draw";
    case "clue":
      return narrating(view) ? "pictus.attention.clue" : null;
    case "hand_in":
      return !narrating(view) && !done ? "pictus.attention.handIn" : null;
    case "vote":
      return view.voting && view.my_vote === null ? "pictus.attention.vote" : null;
    default:
      return null;
  }
}
