// The bell's reaction timer. The fair bell (docs/rules/piccolino.md) credits a ring with how long after the
// table's version first appeared on *this* screen its player pressed the bell, so the timer remembers when the
// version now displayed was first drawn, and allows one ring per version. Times are `performance.now()`
// milliseconds, passed in so that the timer stays pure.
import type { PiccolinoAction } from "./protocol";

export type RingAction = Extract<PiccolinoAction, { type: "ring" }>;

export class ReactionTimer {
  private version: number | null = null;
  private shownAt = 0;
  private painted = false;
  private rang = false;

  /** The version on screen now (the one a ring names), or null before the first. */
  get displayed(): number | null {
    return this.version;
  }

  /** A view was rendered into the page. A new version starts the clock (a fallback should no frame be painted,
   * e.g. in a hidden tab) and allows a ring again; the same version again changes nothing. */
  rendered(version: number, at: number): void {
    if (version === this.version) return;
    this.version = version;
    this.shownAt = at;
    this.painted = false;
    this.rang = false;
  }

  /** The first frame showing `version` is being painted: from now on the version is visible. */
  paint(version: number, at: number): void {
    if (version !== this.version || this.painted) return;
    this.painted = true;
    this.shownAt = Math.max(this.shownAt, at);
  }

  /** Has this screen already rung on `version`? */
  hasRung(version: number): boolean {
    return this.version === version && this.rang;
  }

  /** The ring to send for a press of the bell at `at`, or null when there is nothing to ring on or this
   * version was already rung. */
  ring(at: number): RingAction | null {
    if (this.version === null || this.rang) return null;
    this.rang = true;
    return { type: "ring", version: this.version, reaction_ms: Math.max(0, Math.round(at - this.shownAt)) };
  }
}
