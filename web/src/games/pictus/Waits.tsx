// No table waits forever: while cards are handed in or votes cast, the time left (the room's time limit) and, for
// the host once their own part is done, a button to stop waiting; the server then plays for whoever is late. What
// it played is said in the status line (`lateWords`), a live region; the clock is not, so it is not read out
// every second.
import { useEffect, useId } from "preact/hooks";
import { formatCountdown, now, startClock } from "../../store/clock";
import { useSession } from "../../ui/context";
import { useSending } from "./ActionBar";
import { endWaitOffered } from "./play";
import type { PictusView, Voters } from "./protocol";
import { ts } from "./words";

function TimeLeft({ deadline }: { deadline: number }) {
  useEffect(() => startClock(), [deadline]);
  return (
    <p class="px-time-left" role="timer" data-testid="pictus-time-left">
      {ts("pictus.s.wait.timeLeft", { time: formatCountdown(deadline - now.value) })}
    </p>
  );
}

export function WaitLine({ view, voters }: { view: PictusView; voters: Voters }) {
  const session = useSession();
  const [sending, markSent] = useSending();
  const hintId = useId();
  const waiting = view.phase === "hand_in" || view.phase === "vote";
  const offered = endWaitOffered(view, voters, session.isHost.value);
  if (!waiting || (view.deadline === null && !offered)) return null;
  return (
    <div class="px-wait" data-testid="pictus-wait">
      {view.deadline !== null && <TimeLeft deadline={view.deadline} />}
      {offered && (
        <>
          <button
            type="button"
            class="btn btn-secondary btn-small"
            data-testid="pictus-end-wait"
            aria-describedby={hintId}
            disabled={sending}
            onClick={() => {
              markSent();
              session.act({ type: "end_wait" });
            }}
          >
            {ts(view.phase === "hand_in" ? "pictus.s.endWait.hand_in" : "pictus.s.endWait.vote")}
          </button>
          <span id={hintId} class="sr-only">
            {ts("pictus.s.endWait.hint")}
          </span>
        </>
      )}
    </div>
  );
}
