// A ring refused as too late (it named a table whose pair someone had already won) is no mistake and costs
// nothing: no error toast (it is one of the game's quiet refusals), but the table keeps what it said then, to tell
// the player kindly who got the pair.
import { useEffect, useState } from "preact/hooks";
import type { RoomSession } from "../../store/session";
import type { BellOutcome } from "./protocol";

export const LATE_MS = 5000;

export interface LateRing {
  /** The refusal's number in the session: each refusal is told anew. */
  id: number;
  /** Date.now() when it arrived. */
  at: number;
  /** The last bell's outcome when the refusal arrived: the bell that took the pair, unless another came since. */
  last: BellOutcome | null;
  /** Who won the pair the ring was for, as the refusal says (the server remembers recent bells). */
  winner: number | null;
}

export function useTooLate(session: RoomSession): LateRing | null {
  const [late, setLate] = useState<LateRing | null>(null);
  useEffect(() => {
    // A signal tells its current value at once: a refusal from before this screen was shown is old news.
    const before = session.refusal.peek()?.id ?? 0;
    return session.refusal.subscribe((current) => {
      if (!current || current.id <= before || current.code !== "too_late") return;
      const view = session.view.peek();
      const last = view?.game === "piccolino" ? view.last : null;
      const winner = typeof current.params.seat === "number" ? current.params.seat : null;
      setLate({ id: current.id, at: Date.now(), last, winner });
    });
  }, [session]);
  return late;
}
