// A round result, turned into the order a table resolves it in: each drawer in turn reveals their clue and
// turns over their pile from the first guess to the last; then the black sheep; then the table of points.
import type { GameEvent } from "../../protocol";
import type { Outcome, RoundResult } from "./protocol";

export type ScoringStep =
  | {
      kind: "reveal";
      seat: number;
      clue: string;
      symbol: number;
      number: number;
      blank: boolean;
      wrongClue: boolean;
    }
  | { kind: "guess"; drawer: number; by: number; number: number; outcome: Outcome; token: number }
  | { kind: "kept"; seat: number; tokens: number[] }
  | { kind: "black_sheep"; seat: number | null }
  | { kind: "table" };

export function buildScoringSteps(result: RoundResult): ScoringStep[] {
  const steps: ScoringStep[] = [];
  for (const player of result.score.players) {
    const seat = player.seat;
    steps.push({
      kind: "reveal",
      seat,
      clue: result.clues[seat] ?? "",
      symbol: result.symbols[seat] ?? 0,
      number: player.number,
      blank: player.blank,
      wrongClue: player.wrong_clue,
    });
    for (const card of player.pile) {
      steps.push({
        kind: "guess",
        drawer: seat,
        by: card.by,
        number: card.number,
        outcome: card.outcome,
        token: card.token,
      });
    }
    steps.push({ kind: "kept", seat, tokens: [...player.kept] });
  }
  steps.push({ kind: "black_sheep", seat: result.score.black_sheep });
  steps.push({ kind: "table" });
  return steps;
}

/** One row of the round table. */
export interface TableRow {
  seat: number;
  received: number;
  kept: number;
  bonus: number;
  bonusPoints: number;
  score: number;
  total: number;
}

/** The round table, with totals after this round: `totals` are the game totals after the latest round, so
 * for an earlier round the later rounds' scores are taken back off. */
export function roundTable(results: readonly RoundResult[], index: number, totals: readonly number[]): TableRow[] {
  const result = results[index];
  if (!result) return [];
  return result.score.players.map((p) => {
    let total = totals[p.seat] ?? 0;
    for (const later of results.slice(index + 1)) {
      total -= later.score.players.find((q) => q.seat === p.seat)?.score ?? 0;
    }
    return {
      seat: p.seat,
      received: p.received.reduce((a, b) => a + b, 0),
      kept: p.kept.reduce((a, b) => a + b, 0),
      bonus: p.bonus,
      bonusPoints: p.bonus_points,
      score: p.score,
      total,
    };
  });
}

/** Winners: whoever has the biggest total; a tie shares the victory. */
export function winners(totals: readonly number[]): number[] {
  if (totals.length === 0) return [];
  const best = Math.max(...totals);
  return totals.flatMap((t, seat) => (t === best ? [seat] : []));
}

/** Seats ranked by total, best first; ties share a rank (1, 1, 3). */
export function standings(totals: readonly number[]): { seat: number; total: number; rank: number }[] {
  const sorted = totals.map((total, seat) => ({ seat, total })).sort((a, b) => b.total - a.total || a.seat - b.seat);
  return sorted.map((row) => ({ ...row, rank: 1 + sorted.filter((o) => o.total > row.total).length }));
}

/** One part of a player's score over the game: how many times it happened and the points it made (taken away
 * for `kept` and `sheep`, whose points are counted positive). */
export interface WhyPart {
  count: number;
  points: number;
}

/** Why a player has their total: the parts the view's round results carry, added up over the rounds. */
export interface ScoreWhy {
  seat: number;
  /** Scoring tokens won from other drawers by guessing them right. */
  guessed: WhyPart;
  /** Their own scoring tokens nobody won: points taken away. */
  kept: WhyPart;
  /** Bonus tokens that counted, because at least one player guessed their drawing right. */
  bonus: WhyPart;
  /** Rounds as the black sheep: the bonus token's stars taken away. */
  sheep: WhyPart;
  /** Bonus tokens that scored nothing: their drawing was not guessed (or was of the wrong clue). */
  unscored: WhyPart;
  total: number;
}

export function scoreWhy(results: readonly RoundResult[], seat: number): ScoreWhy {
  const why: ScoreWhy = {
    seat,
    guessed: { count: 0, points: 0 },
    kept: { count: 0, points: 0 },
    bonus: { count: 0, points: 0 },
    sheep: { count: 0, points: 0 },
    unscored: { count: 0, points: 0 },
    total: 0,
  };
  const add = (part: WhyPart, count: number, points: number) => {
    part.count += count;
    part.points += points;
  };
  for (const result of results) {
    const p = result.score.players.find((q) => q.seat === seat);
    if (!p) continue;
    add(why.guessed, p.received.length, p.received.reduce((a, b) => a + b, 0));
    add(why.kept, p.kept.length, p.kept.reduce((a, b) => a + b, 0));
    if (p.black_sheep) add(why.sheep, 1, -p.bonus_points);
    else if (p.bonus_points > 0) add(why.bonus, 1, p.bonus_points);
    else if (p.bonus > 0) add(why.unscored, 1, 0);
    why.total += p.score;
  }
  return why;
}

/** Whether this page saw `round` being scored, rather than finding it already scored on arrival: only then is
 * its scoring played out step by step. Events reach a page only while it is there (a snapshot brings none). */
export function scoredWhileHere(feed: readonly { event: GameEvent }[], round: number): boolean {
  return feed.some((item) => item.event.type === "round_scored" && item.event.round === round);
}
