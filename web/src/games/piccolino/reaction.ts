// The bell's reaction timer. The fair bell (docs/rules/piccolino.md) judges a ring on the table that was on
// *this* screen at the press, and credits it with how long after that table first appeared here its player
// pressed; so the timer remembers, for the last few versions, when each was first drawn, and tells which one
// was on screen at the moment of a press (a press is handled a little after it happened: a newer version may
// have reached the page meanwhile, not yet painted or painted after the press). One ring per version. It also
// remembers when the pair on screen first appeared: a flip elsewhere that leaves the pair showing makes a new
// version, but a player who rings then has been looking at that pair all along, and that is the reaction worth
// telling them. Times are `performance.now()` milliseconds (an event's `timeStamp`), passed in so that the timer
// stays pure.
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

interface Shown {
  version: number;
  /** When it was first drawn (its render time until its first frame is painted). */
  shownAt: number;
  painted: boolean;
  /** When the pair on screen with it first showed on this screen; null: no pair. */
  pairAt: number | null;
  paired: readonly PairedTop[];
  /** The pair's run began with this version (so its first paint moves it, as it moves `shownAt`). */
  pairStartsHere: boolean;
  rang: boolean;
  rungAfter: number | null;
}

/** How many recent versions are remembered: a press is never handled more than a few versions late. */
const KEPT = 8;

export class ReactionTimer {
  /** The versions rendered, oldest first. */
  private shown: Shown[] = [];

  /** The version rendered last (a ring's `version`), or null before the first. */
  get displayed(): number | null {
    return this.latest()?.version ?? null;
  }

  private latest(): Shown | undefined {
    return this.shown[this.shown.length - 1];
  }

  private find(version: number): Shown | undefined {
    return this.shown.find((s) => s.version === version);
  }

  /** A view was rendered into the page. A new version starts its clock (a fallback should no frame be painted,
   * e.g. in a hidden tab) and allows a ring on it; the same version again changes nothing. `paired`: its tops
   * that make a pair (`pairedTops`). As on the server, a pair goes on while some of the tops that made it
   * still make one (another pile changed); and only from the version just before: with one skipped (two views
   * in one frame), the one in between may have had none, so the pair counts as new rather than as older. */
  rendered(version: number, at: number, paired: readonly PairedTop[] = []): void {
    const before = this.latest();
    if (version === before?.version) return;
    const pair = paired.length > 0;
    const kept = formsPair(paired.filter((top) => before?.paired.includes(top)));
    const continues = kept.length > 0 && before?.pairAt != null && version === before.version + 1;
    this.shown.push({
      version,
      shownAt: at,
      painted: false,
      pairAt: !pair ? null : continues ? before!.pairAt : at,
      paired,
      pairStartsHere: pair && !continues,
      rang: false,
      rungAfter: null,
    });
    if (this.shown.length > KEPT) this.shown.shift();
  }

  /** The first frame showing `version` is being painted: from now on the version is visible. */
  paint(version: number, at: number): void {
    const shown = this.find(version);
    if (!shown || shown.painted) return;
    shown.painted = true;
    shown.shownAt = Math.max(shown.shownAt, at);
    if (shown.pairStartsHere && shown.pairAt !== null) shown.pairAt = Math.max(shown.pairAt, at);
  }

  /** The version on this screen at `at`: the newest painted by then; if none was (no frame painted yet, or a
   * hidden tab), the newest rendered by then. */
  private onScreen(at: number): Shown | undefined {
    const newest = (test: (s: Shown) => boolean) => [...this.shown].reverse().find(test);
    return newest((s) => s.painted && s.shownAt <= at) ?? newest((s) => s.shownAt <= at);
  }

  /** Has this screen already rung on `version`? */
  hasRung(version: number): boolean {
    return this.find(version)?.rang ?? false;
  }

  /** How long after the pair appeared this screen rang on `version`, or null (no ring there, or no pair). */
  rungAfterPair(version: number): number | null {
    return this.find(version)?.rungAfter ?? null;
  }

  /** The ring to send for a press of the bell at `at`, or null when there was nothing on screen to ring on or
   * that version was already rung. The ring names the version on screen at the press (`seen`) and the time
   * since *it* appeared (what the server checks against its own clock), and the newest version rendered
   * (`version`); the time since the pair appeared is kept for `rungAfterPair`. */
  ring(at: number): RingAction | null {
    const latest = this.latest();
    const seen = this.onScreen(at);
    if (!latest || !seen || seen.rang) return null;
    seen.rang = true;
    seen.rungAfter = seen.pairAt === null ? null : Math.max(0, Math.round(at - seen.pairAt));
    return {
      type: "ring",
      version: latest.version,
      seen: seen.version,
      reaction_ms: Math.max(0, Math.round(at - seen.shownAt)),
    };
  }
}
