// A moment: something in a game that a player should not miss (their turn, the round's end, a bell, a win).
// Each game says which moments a change of its view makes (its descriptor's `moments`); the platform plays
// their sound, speaks their words and shows their banner (./MomentsLayer.tsx), the same way for every game.
import type { MessageKey, Params } from "../../i18n";

export type MomentKind = "your_turn" | "round_over" | "last_token" | "bell" | "win" | "game_over";

export interface Moment {
  kind: MomentKind;
  /** Words for it, spoken to screen readers; `{name}` is filled with the name of `seat`. Left out where the game's
   * screen already says it in a live region of its own. */
  text?: MessageKey;
  params?: Params;
  /** The player it is about. */
  seat?: number;
  /** A heading: the moment is also shown over the screen for a few seconds, with its words below, for a player
   * busy with something else (drawing, say) who could miss what changed. */
  banner?: MessageKey;
  /** The banner comes down before its time once the game's attention (what the latest view asks of the player)
   * is no longer this: "your turn" over a turn already passed on to someone else would mislead. */
  heldBy?: MessageKey;
}

/** A moment due at a time rather than on a change of view (ten seconds left, say): `at` is epoch ms. */
export interface Reminder {
  at: number;
  moment: Moment;
}

/** Two moments of one view (a bell won, and now your turn) make one sound: the first of these. */
export const LOUDEST_FIRST: readonly MomentKind[] = ["win", "game_over", "round_over", "bell", "last_token", "your_turn"];

export function loudest(moments: readonly Moment[]): MomentKind | null {
  return LOUDEST_FIRST.find((kind) => moments.some((m) => m.kind === kind)) ?? null;
}

/** Whether a banner held by `heldBy` stays up when the latest view asks `need` of its player. */
export function bannerStays(heldBy: MessageKey | null, need: MessageKey | null): boolean {
  return heldBy === null || heldBy === need;
}

/** How long a banner stays: long enough to read a short sentence, short enough not to be in the way. */
export const BANNER_MS = 3200;

/** The tab's title when something needs this player and they look elsewhere; otherwise the page's own title. */
export function tabTitle(base: string, need: string | null): string {
  return need ? `(!) ${need} · ${base}` : base;
}
