// A finished Pictomania game: players and totals with why, each round's result, every sheet redrawn stroke by
// stroke from the game's canvas operations, and under each sheet who guessed which number, right or wrong.
import { useMemo, useState } from "preact/hooks";
import { t } from "../../i18n";
import type { GameRecord } from "../../protocol";
import { Timeline } from "../../replay/timeline";
import { SheetCanvas } from "../../ui/drawing/SheetCanvas";
import { PlaybackControls } from "../../ui/record/Playback";
import { RecordFrame } from "../../ui/record/RecordFrame";
import { RecordPlayer, recordName } from "../../ui/record/RecordPlayer";
import type { PictomaniaView, PlayerResult, Resolution } from "./protocol";
import { pictomaniaAlbum } from "./album";
import { scoreWhy, standings } from "./scoringSteps";
import { firstTerms, GuessOutcome, WhyList } from "./ScoreWords";
import { SymbolIcon } from "./SymbolIcon";
import { points, rank } from "./words";

/** The guesses on one drawing, in the order they were placed, as they were turned over at scoring. A guess
 * card carries a number only (the rules judge the number, not the symbol), so the number is what is shown. */
function PileList({
  record,
  drawer,
  first,
}: {
  record: GameRecord<PictomaniaView>;
  drawer: PlayerResult;
  first: { correct: Resolution | undefined; wrong: Resolution | undefined };
}) {
  const name = recordName(record.players, drawer.seat);
  if (drawer.pile.length === 0) return <p class="muted replay-no-guess">{t("replay.noGuesses")}</p>;
  return (
    <ol class="replay-guesses" aria-label={t("replay.guessesOn", { name })} data-testid={`replay-guesses-${drawer.seat}`}>
      {drawer.pile.map((card, i) => (
        <li class={`replay-guess outcome-${card.outcome}`} key={i} data-testid={`replay-guess-${drawer.seat}-${card.by}`}>
          <RecordPlayer players={record.players} seat={card.by} />
          <span class="number-card number-card-small">{card.number}</span>
          <span class="sc-outcome">
            <GuessOutcome outcome={card.outcome} token={card.token} explain={card === first.correct || card === first.wrong} />
          </span>
        </li>
      ))}
    </ol>
  );
}

function RoundReplay({ record, round }: { record: GameRecord<PictomaniaView>; round: number }) {
  const timeline = useMemo(() => new Timeline(record.ops, round), [record, round]);
  const result = record.final.results.find((r) => r.round === round);
  const piles = result?.score.players.flatMap((p) => p.pile) ?? [];
  const first = {
    correct: piles.find((c) => c.outcome === "correct"),
    wrong: piles.find((c) => c.outcome === "wrong"),
  };
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
                    · <strong>{points(pr.score)}</strong>
                  </span>
                )}
                {pr && !pr.blank && <PileList record={record} drawer={pr} first={first} />}
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
  const rows = standings(record.final.totals);
  const whys = rows.map((row) => scoreWhy(record.final.results, row.seat));
  const terms = firstTerms(whys);
  const album = useMemo(() => pictomaniaAlbum(record), [record]);
  return (
    <RecordFrame record={record} title={t("replay.title")} album={album}>
      <h2 class="section-title">{t("replay.players")}</h2>
      <ol class="standings pm-standings">
        {rows.map((row, i) => (
          <li class={`standing pm-standing ${row.rank === 1 ? "standing-winner" : ""}`} key={row.seat}>
            <span class="standing-rank">{rank(row.rank)}</span>
            <RecordPlayer players={record.players} seat={row.seat} />
            <span class="standing-total">{points(row.total)}</span>
            {whys[i] && terms[i] && (
              <WhyList why={whys[i]} name={recordName(record.players, row.seat)} terms={terms[i]} />
            )}
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
