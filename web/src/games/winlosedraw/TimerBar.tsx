// The turn's timer as a bar that empties and the seconds left, from the server's times read against this
// browser's clock (the shared clock store ticks while a timer is on screen). What it counts depends on the stage:
// the ready stage's wait before the timer starts by itself, the sketch, the steal, the pawn choices.
import { useEffect } from "preact/hooks";
import { t } from "../../i18n";
import { now, startClock } from "../../store/clock";
import { useSession } from "../../ui/context";
import { ClockIcon } from "../../ui/Icons";
import type { WlodRoomOptions, WlodView } from "./protocol";
import { STEAL_SECONDS_DEFAULT, timerState } from "./screen";

export function TimerBar({ view }: { view: WlodView }) {
  useEffect(() => startClock(), []);
  const room = useSession().room.value;
  const steal = (room?.options as WlodRoomOptions | undefined)?.steal_seconds ?? STEAL_SECONDS_DEFAULT;
  const timer = timerState(view, now.value, steal);
  if (!timer) return null;
  const words = t(`wlod.s.timer.${timer.kind}`, { n: timer.seconds });
  return (
    <div
      class={`wlod-timer wlod-timer-${timer.kind} ${timer.low ? "is-low" : ""}`}
      role="timer"
      aria-label={words}
      data-testid="wlod-timer"
      data-seconds={timer.seconds}
    >
      <span class="wlod-timer-text" aria-hidden="true">
        <ClockIcon size={16} />
        <span class="wlod-timer-seconds">{timer.seconds}</span>
        <span class="wlod-timer-unit">{t("wlod.s.timer.unit")}</span>
      </span>
      <span class="wlod-timer-track" aria-hidden="true">
        <span class="wlod-timer-fill" style={{ transform: `scaleX(${timer.fraction})` }} />
      </span>
      <span class="wlod-timer-what">{t(`wlod.s.timer.short.${timer.kind}`)}</span>
    </div>
  );
}
