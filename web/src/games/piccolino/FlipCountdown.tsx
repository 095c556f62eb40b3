// The time left to flip, on the card of the player whose turn it is: a ring that empties and the seconds. The
// ring is a CSS animation started at each new deadline, so it runs smoothly without re-rendering.
import { useEffect, useMemo } from "preact/hooks";
import { t } from "../../i18n";
import { now, startClock } from "../../store/clock";

export function FlipCountdown({ deadline, totalMs }: { deadline: number; totalMs: number }) {
  useEffect(() => startClock(), []);
  const start = useMemo(() => {
    const left = Math.max(0, deadline - Date.now());
    return { left, fraction: Math.min(1, totalMs > 0 ? left / totalMs : 0) };
  }, [deadline, totalMs]);
  const seconds = Math.max(0, Math.ceil((deadline - now.value) / 1000));
  return (
    <div
      class={`flip-timer ${seconds <= 1 ? "flip-timer-low" : ""}`}
      role="timer"
      aria-label={t("picco.flipInLabel", { n: seconds })}
      title={t("picco.flipInLabel", { n: seconds })}
    >
      <svg viewBox="0 0 40 40" aria-hidden="true">
        <circle class="flip-timer-track" cx="20" cy="20" r="16" />
        <circle
          class="flip-timer-ring"
          key={deadline}
          cx="20"
          cy="20"
          r="16"
          pathLength={100}
          style={{ "--from": String(start.fraction), animationDuration: `${start.left}ms` }}
        />
      </svg>
      <span class="flip-timer-text">{seconds}</span>
    </div>
  );
}
