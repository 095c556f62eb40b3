// Playing a recorded drawing back: a clock over a `Timeline` (play, pause, two speeds, a slider to seek), for
// any game whose record holds canvas operations. Until "play" is pressed the finished drawings are shown.
import { useEffect, useRef, useState } from "preact/hooks";
import { t } from "../../i18n";
import type { Timeline } from "../../replay/timeline";
import { PauseIcon, PlayIcon } from "../Icons";

const SPEEDS = [1, 4] as const;

/** `onTime` hears the playback clock, for what a game shows beside the drawing in step with it. */
export function PlaybackControls({
  timeline,
  label,
  onTime,
}: {
  timeline: Timeline;
  label: string;
  onTime?: (time: number) => void;
}) {
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const [time, setTime] = useState(timeline.duration);
  const clock = useRef({ time: timeline.duration, speed: 1 });
  clock.current.speed = speed;

  useEffect(() => onTime?.(time), [time, onTime]);

  useEffect(() => {
    timeline.seek(timeline.duration);
    clock.current.time = timeline.duration;
    setTime(timeline.duration);
    setPlaying(false);
  }, [timeline]);

  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function step(at) {
      const next = Math.min(timeline.duration, clock.current.time + (at - last) * clock.current.speed);
      last = at;
      clock.current.time = next;
      timeline.seek(next);
      setTime(next);
      if (next >= timeline.duration) setPlaying(false);
      else frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, timeline]);

  const toggle = () => {
    if (playing) return setPlaying(false);
    if (clock.current.time >= timeline.duration) {
      clock.current.time = 0;
      timeline.seek(-1);
      setTime(0);
    }
    setPlaying(true);
  };
  const seek = (value: number) => {
    clock.current.time = value;
    timeline.seek(value);
    setTime(value);
  };

  return (
    <div class="replay-controls">
      <button type="button" class="btn btn-primary" data-testid="replay-play" onClick={toggle}>
        {playing ? <PauseIcon /> : <PlayIcon />} {playing ? t("replay.pause") : t("replay.play")}
      </button>
      <span class="muted">{t("replay.speed")}</span>
      {SPEEDS.map((s) => (
        <button
          type="button"
          key={s}
          class={`tool-btn ${speed === s ? "active" : ""}`}
          aria-pressed={speed === s}
          data-testid={`replay-speed-${s}`}
          onClick={() => setSpeed(s)}
        >
          ×{s}
        </button>
      ))}
      <input
        type="range"
        class="replay-progress"
        min={0}
        max={Math.max(1, timeline.duration)}
        value={time}
        aria-label={label}
        onInput={(e) => seek(Number(e.currentTarget.value))}
      />
    </div>
  );
}
