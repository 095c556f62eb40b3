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
import type { WinLoseOrDrawView } from "./protocol";
import { winLoseOrDrawAlbum } from "./album";
import { Winner } from "./EndScreen";
import { SheetLabels, sketchOps } from "./sketchThumb";
import { TurnGallery } from "./TurnGallery";
import { galleryRows, playbackAt, secondsOf, timerStart, turnGuesses, turnLabels, type GalleryRow, type TurnGuess } from "./turns";

function GuessList({ record, turn, guesses, later }: { record: GameRecord<WinLoseOrDrawView>; turn: number; guesses: readonly TurnGuess[]; later: number }) {
  if (guesses.length === 0 && later === 0) return <p class="muted">{t("win-lose-or-draw.r.noGuesses")}</p>;
  return (
    <>
      <ol class="win-lose-or-draw-r-guesses" aria-label={t("win-lose-or-draw.r.guessesOf", { n: turn })} data-testid="win-lose-or-draw-replay-guesses">
        {guesses.map((g) => (
          <li key={g.id} class={`win-lose-or-draw-r-guess ${g.correct ? "win-lose-or-draw-r-guess-right" : ""}`} data-testid={`win-lose-or-draw-replay-guess-${g.id}`}>
            <span class="win-lose-or-draw-r-guess-time">{t("win-lose-or-draw.r.seconds", { s: secondsOf(g.ms, lang.value) })}</span>
            <RecordPlayer players={record.players} seat={g.seat} />
            <span class="win-lose-or-draw-r-guess-text">{g.text ?? "…"}</span>
            <span class="win-lose-or-draw-r-guess-tags">
              {g.steal && <span class="win-lose-or-draw-r-tag win-lose-or-draw-r-tag-steal">{t("win-lose-or-draw.r.steal")}</span>}
              {g.mark && <span class={`win-lose-or-draw-r-tag win-lose-or-draw-r-tag-${g.mark}`}>{t(`win-lose-or-draw.r.mark.${g.mark}`)}</span>}
              {g.correct && (
                <span class="win-lose-or-draw-r-tag win-lose-or-draw-r-tag-right">{t(g.accepted ? "win-lose-or-draw.r.acceptedTag" : "win-lose-or-draw.r.right")}</span>
              )}
            </span>
          </li>
        ))}
      </ol>
      {later > 0 && <p class="muted win-lose-or-draw-r-later">{t(later === 1 ? "win-lose-or-draw.r.laterOne" : "win-lose-or-draw.r.later", { n: later })}</p>}
    </>
  );
}

function TurnReplay({ record, row }: { record: GameRecord<WinLoseOrDrawView>; row: GalleryRow }) {
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
    <div class="win-lose-or-draw-r-replay-body">
      <div class="win-lose-or-draw-r-replay-sheet">
        <div class="sheet-frame">
          <div class="win-lose-or-draw-r-sheet">
          <SheetCanvas
            drawings={timeline.drawings}
            seat={row.sketcher}
            label={row.text !== null ? t("win-lose-or-draw.r.sketchOf", { item: row.text, name }) : t("win-lose-or-draw.r.sketchBy", { name })}
            testid="win-lose-or-draw-replay-canvas"
          />
          <SheetLabels labels={reached(labels)} />
          </div>
        </div>
        {timeline.ops.length === 0 ? (
          <p class="muted">{t("win-lose-or-draw.r.nothingDrawn")}</p>
        ) : (
          <PlaybackControls timeline={timeline} label={t("win-lose-or-draw.r.replayOf", { n: row.turn })} onTime={setTime} />
        )}
      </div>
      <div class="win-lose-or-draw-r-replay-side">
        <h3 class="section-title">{t("win-lose-or-draw.r.guesses")}</h3>
        <GuessList record={record} turn={row.turn} guesses={shown} later={guesses.length - shown.length} />
      </div>
    </div>
  );
}

export function WinLoseOrDrawRecord({ record }: { record: GameRecord<WinLoseOrDrawView> }) {
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
  const album = useMemo(() => winLoseOrDrawAlbum(record), [record]);
  const watch = (n: number) => {
    setTurn(n);
    // The replay is above the gallery: bring it into view, and keyboard focus with it.
    replay.current?.scrollIntoView?.({ block: "start" });
    replay.current?.focus({ preventScroll: true });
  };
  return (
    <RecordFrame record={record} title={t("win-lose-or-draw.r.recordTitle")} class="win-lose-or-draw-r-record" album={album}>
      <Winner view={view} players={record.players} />
      {row && (
        <section class="win-lose-or-draw-r-replay" ref={replay} tabIndex={-1} aria-labelledby="win-lose-or-draw-r-replay-title" data-testid="win-lose-or-draw-replay">
          <h2 id="win-lose-or-draw-r-replay-title" class="win-lose-or-draw-r-replay-title">
            {t("win-lose-or-draw.r.turn", { n: row.turn })} · {t(`win-lose-or-draw.cat.${row.category}`)}
            {row.text !== null && <> · {t("win-lose-or-draw.r.quoted", { text: row.text })}</>}
          </h2>
          <nav class="win-lose-or-draw-r-tabs" ref={tabs} aria-label={t("win-lose-or-draw.r.chooseTurn")}>
            {watchable.map((r) => (
              <button
                type="button"
                key={r.turn}
                class={`win-lose-or-draw-r-tab ${r.turn === row.turn ? "active" : ""}`}
                aria-pressed={r.turn === row.turn}
                aria-label={t("win-lose-or-draw.r.turn", { n: r.turn })}
                data-testid={`win-lose-or-draw-replay-turn-${r.turn}`}
                onClick={() => setTurn(r.turn)}
              >
                {r.turn}
              </button>
            ))}
          </nav>
          <TurnReplay record={record} row={row} key={row.turn} />
        </section>
      )}
      <h2 class="section-title">{t("win-lose-or-draw.r.turns")}</h2>
      <TurnGallery
        rows={rows}
        players={record.players}
        teams={view.teams}
        sketches={sketches}
        prefix="win-lose-or-draw-record"
        onWatch={watch}
        watching={turn}
      />
    </RecordFrame>
  );
}
