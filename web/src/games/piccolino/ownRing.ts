// A word for this player about their own ring, for a few seconds: how long after the pair appeared they rang,
// or that their ring came too late (someone had won that pair) and cost nothing. Pure: times are given.
import type { BellOutcome } from "./protocol";
import type { LateRing } from "./useTooLate";

export const NOTE_MS = 5000;

/** This player's ring on a pair: how long after the pair appeared on their screen they rang. */
export interface OwnRing {
  at: number;
  ms: number;
}

export type OwnNote = { kind: "late"; late: LateRing } | { kind: "mine"; mine: OwnRing };

/** The newer of the two if recent. A winner's own time is the one the outcome shown tells (the server's,
 * `last`): a second figure beside it would only confuse; so a ring's own time waits until the bell is decided
 * (`bellOpen` false) and shows only when someone else won. */
export function ownNote(
  mine: OwnRing | null,
  late: LateRing | null,
  at: number,
  last: BellOutcome | null,
  me: number | null,
  bellOpen = false,
): OwnNote | null {
  const lateNote = late && at - late.at < NOTE_MS ? late : null;
  const won = last?.kind === "won" && last.seat === me;
  const myNote = mine && at - mine.at < NOTE_MS && !won && !bellOpen ? mine : null;
  if (lateNote && (!myNote || lateNote.at >= myNote.at)) return { kind: "late", late: lateNote };
  return myNote ? { kind: "mine", mine: myNote } : null;
}
