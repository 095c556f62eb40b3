// A finished game, replayed: players and totals, each round's result, and every sheet redrawn stroke by
// stroke from the game's canvas operations.
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { standings } from "../../game/scoringSteps";
import { t } from "../../i18n";
import { fetchGame, type ApiResult } from "../../net/api";
import type { GameRecord, PiccolinoView, PictomaniaView } from "../../protocol";
import { Timeline } from "../../replay/timeline";
import { navigate } from "../../router";
import { PauseIcon, PlayIcon } from "../Icons";
import { SheetCanvas } from "../SheetCanvas";
import { SymbolIcon } from "../SymbolIcon";
import { PiccolinoRecord } from "./PiccolinoRecord";
import { RecordPlayer } from "./RecordPlayer";

const SPEEDS = [1, 4] as const;

function RoundReplay({ record, round }: { record: GameRecord<PictomaniaView>; round: number }) {
  const timeline = useMemo(() => new Timeline(record.ops, round), [record, round]);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const [time, setTime] = useState(timeline.duration);
  const clock = useRef({ time: timeline.duration, speed: 1 });
  clock.current.speed = speed;

  // Until "play" is pressed the finished drawings are shown.
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

  const result = record.final.results.find((r) => r.round === round);
  return (
    <div class="round-replay">
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
          aria-label={t("replay.round", { n: round })}
          onInput={(e) => seek(Number(e.currentTarget.value))}
        />
      </div>
      <ul class="replay-grid">
        {record.players.map((p) => {
          const pr = result?.score.players.find((q) => q.seat === p.seat);
          return (
            <li class="replay-cell" key={p.seat}>
              <SheetCanvas
                drawings={timeline.drawings}
                seat={p.seat}
                label={p.name}
                testid={`replay-canvas-${p.seat}`}
              />
              <div class="replay-caption">
                <RecordPlayer players={record.players} seat={p.seat} />
                {result && pr && (
                  <span class="muted">
                    {pr.blank ? (
                      t("score.drewNothing")
                    ) : (
                      <>
                        {!record.final.children && <SymbolIcon symbol={result.symbols[p.seat] ?? 0} size={14} />}{" "}
                        {pr.number} · {t("replay.drew", { clue: result.clues[p.seat] ?? "" })}
                      </>
                    )}{" "}
                    · <strong>{t("replay.scored", { n: pr.score })}</strong>
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function ReplayPage({ id }: { id: string }) {
  const [result, setResult] = useState<ApiResult<GameRecord> | null>(null);
  const [round, setRound] = useState(1);

  useEffect(() => {
    let live = true;
    fetchGame(id).then((r) => live && setResult(r));
    return () => {
      live = false;
    };
  }, [id]);

  if (!result) return <main class="page"><p class="loading">{t("replay.loading")}</p></main>;
  if (!result.ok) {
    const message =
      result.status === 409
        ? t("replay.inProgress")
        : result.status === 404
          ? t("replay.notFound")
          : t("replay.failed", { code: result.code });
    return (
      <main class="page">
        <section class="card center" data-testid="replay" data-error={result.code}>
          <p class="big-wait">{message}</p>
          <button type="button" class="btn btn-primary" onClick={() => navigate("/")}>
            {t("common.backHome")}
          </button>
        </section>
      </main>
    );
  }

  const record = result.data;
  if (isPiccolino(record)) return <PiccolinoRecord record={record} />;
  if (isPictomania(record)) return <PictomaniaReplay record={record} round={round} setRound={setRound} />;
  return (
    <main class="page">
      <section class="card center" data-testid="replay" data-error="no_replay">
        <p class="big-wait">{t("replay.unsupported")}</p>
        <button type="button" class="btn btn-primary" onClick={() => navigate("/")}>
          {t("common.backHome")}
        </button>
      </section>
    </main>
  );
}

function isPiccolino(record: GameRecord): record is GameRecord<PiccolinoView> {
  return record.final.game === "piccolino";
}

function isPictomania(record: GameRecord): record is GameRecord<PictomaniaView> {
  return record.final.game === "pictomania";
}

function PictomaniaReplay({
  record,
  round,
  setRound,
}: {
  record: GameRecord<PictomaniaView>;
  round: number;
  setRound: (n: number) => void;
}) {
  const rounds = record.final.results.map((r) => r.round);
  return (
    <main class="page replay-page">
      <section class="card replay" data-testid="replay">
        <header class="replay-head">
          <h1>{t("replay.title")}</h1>
          <p class="muted">{t("replay.room", { code: record.room })}</p>
        </header>
        <h2 class="section-title">{t("replay.players")}</h2>
        <ol class="standings">
          {standings(record.final.totals).map((row) => (
            <li class={`standing ${row.rank === 1 ? "standing-winner" : ""}`} key={row.seat}>
              <span class="standing-rank">{t("final.rank", { n: row.rank })}</span>
              <RecordPlayer players={record.players} seat={row.seat} />
              <span class="standing-total">{t("game.total", { n: row.total })}</span>
            </li>
          ))}
        </ol>
        <nav class="round-tabs" aria-label={t("replay.title")}>
          {rounds.map((n) => {
            const level = record.final.results.find((r) => r.round === n)?.level;
            return (
              <button
                type="button"
                key={n}
                class={`round-tab ${round === n ? "active" : ""}`}
                data-testid={`replay-round-${n}`}
                aria-pressed={round === n}
                onClick={() => setRound(n)}
              >
                {level && <span class={`level-dot level-${level}`} />} {t("replay.round", { n })}
              </button>
            );
          })}
        </nav>
        <RoundReplay record={record} round={round} key={round} />
      </section>
    </main>
  );
}
