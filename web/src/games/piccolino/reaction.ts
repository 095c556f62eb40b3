// The bell's reaction timer. The fair bell (docs/rules/piccolino.md) credits a ring with how long after the
// table's version first appeared on *this* screen its player pressed the bell, so the timer remembers when the
// version now displayed was first drawn, and allows one ring per version. It also remembers when the pair on
// screen first appeared: a flip elsewhere that leaves the pair showing makes a new version, but a player who
// rings then has been looking at that pair all along, and that is the reaction worth telling them. Times are
// `performance.now()` milliseconds, passed in so that the timer stays pure.
import type { PiccolinoAction, PiccolinoPlayer } from "./protocol";

export type RingAction = Extract<PiccolinoAction, { type: "ring" }>;

/** A happy top that has another of its colour showing, as "seat:colour" (the server's `paired_tops`). */
export type PairedTop = `${number}:${string}`;

/** Of these happy tops, those whose colour shows at least twice (the server's `forms_pair`). */
function formsPair(tops: readonly PairedTop[]): PairedTop[] {
  const colourOf = (top: PairedTop) => top.slice(top.indexOf(":") + 1);
  return tops.filter((top) => tops.filter((other) => colourOf(other) === colourOf(top)).length >= 2);
}

/** The visible tops that make a pair: happy clowns of a colour that shows at least twice. */
export function pairedTops(players: readonly Pick<PiccolinoPlayer, "seat" | "top">[]): PairedTop[] {
  return formsPair(players.flatMap((p) => (p.top?.happy ? [`${p.seat}:${p.top.colour}` as const] : [])));
}

export class ReactionTimer {
  private version: number | null = null;
  private shownAt = 0;
  private painted = false;
  private rang = false;
  /** When the pair on screen first showed on this screen; null while no pair shows. */
  private pairAt: number | null = null;
  private paired: readonly PairedTop[] = [];
  /** The pair's run began with the version displayed (so its first paint moves it, as it moves `shownAt`). */
  private pairStartsHere = false;
  private rungAfter: number | null = null;

  /** The version on screen now (the one a ring names), or null before the first. */
  get displayed(): number | null {
    return this.version;
  }

  /** A view was rendered into the page. A new version starts the clock (a fallback should no frame be painted,
   * e.g. in a hidden tab) and allows a ring again; the same version again changes nothing. `paired`: its tops
   * that make a pair (`pairedTops`). As on the server, a pair goes on while some of the tops that made it
   * still make one (another pile changed); and only from the version just before: with one skipped (two views
   * in one frame), the one in between may have had none, so the pair counts as new rather than as older. */
  rendered(version: number, at: number, paired: readonly PairedTop[] = []): void {
    if (version === this.version) return;
    const pair = paired.length > 0;
    const kept = formsPair(paired.filter((top) => this.paired.includes(top)));
    const continues =
      kept.length > 0 && this.pairAt !== null && this.version !== null && version === this.version + 1;
    this.paired = paired;
    this.version = version;
    this.shownAt = at;
    this.painted = false;
    this.rang = false;
    this.rungAfter = null;
    this.pairStartsHere = pair && !continues;
    if (!pair) this.pairAt = null;
    else if (!continues) this.pairAt = at;
  }

  /** The first frame showing `version` is being painted: from now on the version is visible. */
  paint(version: number, at: number): void {
    if (version !== this.version || this.painted) return;
    this.painted = true;
    this.shownAt = Math.max(this.shownAt, at);
    if (this.pairStartsHere && this.pairAt !== null) this.pairAt = Math.max(this.pairAt, at);
  }

  /** Has this screen already rung on `version`? */
  hasRung(version: number): boolean {
    return this.version === version && this.rang;
  }

  /** How long after the pair appeared this screen rang on `version`, or null (no ring there, or no pair). */
  rungAfterPair(version: number): number | null {
    return this.version === version ? this.rungAfter : null;
  }

  /** The ring to send for a press of the bell at `at`, or null when there is nothing to ring on or this
   * version was already rung. The ring names the version displayed and the time since *it* appeared (what the
   * server checks against its own clock); the time since the pair appeared is kept for `rungAfterPair`. */
  ring(at: number): RingAction | null {
    if (this.version === null || this.rang) return null;
    this.rang = true;
    this.rungAfter = this.pairAt === null ? null : Math.max(0, Math.round(at - this.pairAt));
    return { type: "ring", version: this.version, reaction_ms: Math.max(0, Math.round(at - this.shownAt)) };
  }
}
