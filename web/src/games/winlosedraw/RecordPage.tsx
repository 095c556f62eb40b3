// A finished game of Win, Lose or Draw (/games/<id>): who won, every turn with its sketch, and one turn at a time
// replayed stroke by stroke with its guesses beside it, in the order they were made, with the sketcher's
// gestures and accepts.
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { lang, t } from "../../i18n";
import type { GameRecord } from "../../protocol";
import { Timeline } from "../../replay/timeline";
import { SheetCanvas } from "../../ui/drawing/SheetCanvas";
import { PlaybackControls } from "../../ui/record/Playback";
import { RecordFrame } from "../../ui/record/RecordFrame";
import { RecordPlayer, recordName } from "../../ui/record/RecordPlayer";
import type { WlodView } from "./protocol";
import { Winner } from "./EndScreen";
import { SheetLabels, sketchOps } from "./sketchThumb";
import { TurnGallery } from "./TurnGallery";
import { galleryRows, playbackAt, secondsOf, timerStart, turnGuesses, turnLabels, type GalleryRow, type TurnGuess } from "./turns";

function GuessList({ record, turn, guesses, later }: { record: GameRecord<WlodView>; turn: number; guesses: readonly TurnGuess[]; later: number }) {
  if (guesses.length === 0 && later === 0) return <p class="muted">{t("wlod.r.noGuesses")}</p>;
  return (
    <>
      <ol class="wlod-r-guesses" aria-label={t("wlod.r.guessesOf", { n: turn })} data-testid="wlod-replay-guesses">
        {guesses.map((g) => (
          <li key={g.id} class={`wlod-r-guess ${g.correct ? "wlod-r-guess-right" : ""}`} data-testid={`wlod-replay-guess-${g.id}`}>
            <span class="wlod-r-guess-time">{t("wlod.r.seconds", { s: secondsOf(g.ms, lang.value) })}</span>
            <RecordPlayer players={record.players} seat={g.seat} />
            <span class="wlod-r-guess-text">{g.text ?? "…"}</span>
            <span class="wlod-r-guess-tags">
              {g.steal && <span class="wlod-r-tag wlod-r-tag-steal">{t("wlod.r.steal")}</span>}
              {g.mark && <span class={`wlod-r-tag wlod-r-tag-${g.mark}`}>{t(`wlod.r.mark.${g.mark}`)}</span>}
              {g.correct && (
                <span class="wlod-r-tag wlod-r-tag-right">{t(g.accepted ? "wlod.r.acceptedTag" : "wlod.r.right")}</span>
              )}
            </span>
          </li>
        ))}
      </ol>
      {later > 0 && <p class="muted wlod-r-later">{t(later === 1 ? "wlod.r.laterOne" : "wlod.r.later", { n: later })}</p>}
    </>
  );
}

function TurnReplay({ record, row }: { record: GameRecord<WlodView>; row: GalleryRow }) {
  const timeline = useMemo(
    () => new Timeline(sketchOps(record.ops, row.turn, row.sketcher), row.turn),
    [record, row.turn, row.sketcher],
  );
  const [time, setTime] = useState(timeline.duration);
  const guesses = useMemo(() => turnGuesses(record.events, row.turn, row.text), [record, row.turn, row.text]);
  // Each guess appears as the replay reaches the moment it was made; paused at the end, all of them show.
  const labels = useMemo(() => turnLabels(record.events, row.turn), [record, row.turn]);
  const start = useMemo(
    () => timerStart(record.events, row.turn, record.final.turn_seconds),
    [record, row.turn],
  );
  const reached = <T extends { ms: number }>(items: readonly T[]): T[] =>
    time >= timeline.duration || start === null
      ? [...items]
      : items.filter((item) => playbackAt(timeline.ops, start + item.ms) <= time);
  const shown = reached(guesses);
  const name = recordName(record.players, row.sketcher);
  return (
    <div class="wlod-r-replay-body">
      <div class="wlod-r-replay-sheet">
        <div class="sheet-frame">
          <div class="wlod-r-sheet">
          <SheetCanvas
            drawings={timeline.drawings}
            seat={row.sketcher}
            label={row.text !== null ? t("wlod.r.sketchOf", { item: row.text, name }) : t("wlod.r.sketchBy", { name })}
            testid="wlod-replay-canvas"
          />
          <SheetLabels labels={reached(labels)} />
          </div>
        </div>
        {timeline.ops.length === 0 ? (
          <p class="muted">{t("wlod.r.nothingDrawn")}</p>
        ) : (
          <PlaybackControls timeline={timeline} label={t("wlod.r.replayOf", { n: row.turn })} onTime={setTime} />
        )}
      </div>
      <div class="wlod-r-replay-side">
        <h3 class="section-title">{t("wlod.r.guesses")}</h3>
        <GuessList record={record} turn={row.turn} guesses={shown} later={guesses.length - shown.length} />
      </div>
    </div>
  );
}

export function WlodRecord({ record }: { record: GameRecord<WlodView> }) {
  const view = record.final;
  const rows = useMemo(() => galleryRows(view.history, view.mode), [view.history, view.mode]);
  const watchable = rows.filter((r) => r.outcome !== "passed");
  const [turn, setTurn] = useState<number | null>(watchable[0]?.turn ?? null);
  const replay = useRef<HTMLElement>(null);
  const tabs = useRef<HTMLElement>(null);
  useEffect(() => {
    // On a phone the turns scroll sideways: keep the chosen one in view, without moving the page.
    const strip = tabs.current;
    const active = strip?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!strip || !active || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = active.offsetLeft - strip.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
  }, [turn]);
  const row = rows.find((r) => r.turn === turn) ?? null;
  const sketches = useMemo(() => ({ ops: record.ops, events: record.events }), [record]);
  const watch = (n: number) => {
    setTurn(n);
    // The replay is above the gallery: bring it into view, and keyboard focus with it.
    replay.current?.scrollIntoView?.({ block: "start" });
    replay.current?.focus({ preventScroll: true });
  };
  return (
    <RecordFrame record={record} title={t("wlod.r.recordTitle")} class="wlod-r-record">
      <Winner view={view} players={record.players} />
      {row && (
        <section class="wlod-r-replay" ref={replay} tabIndex={-1} aria-labelledby="wlod-r-replay-title" data-testid="wlod-replay">
          <h2 id="wlod-r-replay-title" class="wlod-r-replay-title">
            {t("wlod.r.turn", { n: row.turn })} · {t(`wlod.cat.${row.category}`)}
            {row.text !== null && <> · {t("wlod.r.quoted", { text: row.text })}</>}
          </h2>
          <nav class="wlod-r-tabs" ref={tabs} aria-label={t("wlod.r.chooseTurn")}>
            {watchable.map((r) => (
              <button
                type="button"
                key={r.turn}
                class={`wlod-r-tab ${r.turn === row.turn ? "active" : ""}`}
                aria-pressed={r.turn === row.turn}
                aria-label={t("wlod.r.turn", { n: r.turn })}
                data-testid={`wlod-replay-turn-${r.turn}`}
                onClick={() => setTurn(r.turn)}
              >
                {r.turn}
              </button>
            ))}
          </nav>
          <TurnReplay record={record} row={row} key={row.turn} />
        </section>
      )}
      <h2 class="section-title">{t("wlod.r.turns")}</h2>
      <TurnGallery
        rows={rows}
        players={record.players}
        teams={view.teams}
        sketches={sketches}
        prefix="wlod-record"
        onWatch={watch}
        watching={turn}
      />
    </RecordFrame>
  );
}
