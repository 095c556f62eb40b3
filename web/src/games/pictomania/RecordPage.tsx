// A finished Pictomania game: players and totals, each round's result, and every sheet redrawn stroke by
// stroke from the game's canvas operations.
import { useMemo, useState } from "preact/hooks";
import { t } from "../../i18n";
import type { GameRecord } from "../../protocol";
import { Timeline } from "../../replay/timeline";
import { SheetCanvas } from "../../ui/drawing/SheetCanvas";
import { PlaybackControls } from "../../ui/record/Playback";
import { RecordFrame } from "../../ui/record/RecordFrame";
import { RecordPlayer } from "../../ui/record/RecordPlayer";
import type { PictomaniaView } from "./protocol";
import { standings } from "./scoringSteps";
import { SymbolIcon } from "./SymbolIcon";

function RoundReplay({ record, round }: { record: GameRecord<PictomaniaView>; round: number }) {
  const timeline = useMemo(() => new Timeline(record.ops, round), [record, round]);
  const result = record.final.results.find((r) => r.round === round);
  return (
    <div class="round-replay">
      <PlaybackControls timeline={timeline} label={t("replay.round", { n: round })} />
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

export function PictomaniaRecord({ record }: { record: GameRecord<PictomaniaView> }) {
  const [round, setRound] = useState(1);
  const rounds = record.final.results.map((r) => r.round);
  return (
    <RecordFrame record={record} title={t("replay.title")}>
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
    </RecordFrame>
  );
}
