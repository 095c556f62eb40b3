// The turn's timer as a bar that empties and the seconds left, from the server's times read against this
// browser's clock (the shared clock store ticks while a timer is on screen). What it counts depends on the stage:
// the ready stage's wait before the timer starts by itself, the sketch, the steal, the pawn choices.
import { useEffect } from "preact/hooks";
import { t } from "../../i18n";
import { now, startClock } from "../../store/clock";
import { useSession } from "../../ui/context";
import { ClockIcon } from "../../ui/Icons";
import type { WinLoseOrDrawRoomOptions, WinLoseOrDrawView } from "./protocol";
import { STEAL_SECONDS_DEFAULT, timerState } from "./screen";

export function TimerBar({ view }: { view: WinLoseOrDrawView }) {
  useEffect(() => startClock(), []);
  const room = useSession().room.value;
  const steal = (room?.options as WinLoseOrDrawRoomOptions | undefined)?.steal_seconds ?? STEAL_SECONDS_DEFAULT;
  const timer = timerState(view, now.value, steal);
  if (!timer) return null;
  const words = t(`win-lose-or-draw.s.timer.${timer.kind}`, { n: timer.seconds });
  return (
    <div
      class={`win-lose-or-draw-timer win-lose-or-draw-timer-${timer.kind} ${timer.low ? "is-low" : ""}`}
      role="timer"
      aria-label={words}
      data-testid="win-lose-or-draw-timer"
      data-seconds={timer.seconds}
    >
      <span class="win-lose-or-draw-timer-text" aria-hidden="true">
        <ClockIcon size={16} />
        <span class="win-lose-or-draw-timer-seconds">{timer.seconds}</span>
        <span class="win-lose-or-draw-timer-unit">{t("win-lose-or-draw.s.timer.unit")}</span>
      </span>
      <span class="win-lose-or-draw-timer-track" aria-hidden="true">
        <span class="win-lose-or-draw-timer-fill" style={{ transform: `scaleX(${timer.fraction})` }} />
      </span>
      <span class="win-lose-or-draw-timer-what">{t(`win-lose-or-draw.s.timer.short.${timer.kind}`)}</span>
    </div>
  );
}
