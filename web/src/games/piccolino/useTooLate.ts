// A ring refused as too late (it named a table whose pair someone had already won) is no mistake and costs
// nothing, but the session shows every refusal as an error toast. This screen takes that one over: it clears
// the toast and keeps what the table said then, to tell the player kindly who got the pair.
import { useEffect, useState } from "preact/hooks";
import type { RoomSession } from "../../store/session";
import { dismissToast, toast } from "../../store/toast";
import type { BellOutcome } from "./protocol";

export const LATE_MS = 5000;

export interface LateRing {
  /** The refusal's toast id: each refusal is told anew. */
  id: number;
  /** Date.now() when it arrived. */
  at: number;
  /** The last bell's outcome when the refusal arrived: the bell that took the pair. */
  last: BellOutcome | null;
}

export function useTooLate(session: RoomSession): LateRing | null {
  const [late, setLate] = useState<LateRing | null>(null);
  useEffect(
    () =>
      toast.subscribe((current) => {
        if (current?.code !== "too_late") return;
        dismissToast();
        const view = session.view.peek();
        setLate({ id: current.id, at: Date.now(), last: view?.game === "piccolino" ? view.last : null });
      }),
    [session],
  );
  return late;
}
