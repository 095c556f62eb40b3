// A round's scoring, played out step by step as at the table: each drawer reveals their clue and turns over
// their pile card by card, then the black sheep is named, then the round table. "Skip" shows it all at once, and
// so does a page that arrives after the round was scored: a late visitor wants the result, not the show.
import { useEffect, useState } from "preact/hooks";
import { buildScoringSteps, roundTable, type ScoringStep } from "./scoringSteps";
import { t } from "../../i18n";
import type { Room } from "../../protocol";
import type { PictomaniaView } from "./protocol";
import { nameOf, seatOf, useSession } from "../../ui/context";
import { SheetCanvas } from "../../ui/drawing/SheetCanvas";
import { SheepIcon } from "./SheepIcon";
import { Swatch } from "../../ui/Swatch";
import { SymbolIcon } from "./SymbolIcon";
import { GuessOutcome, KeptLine, NoSheepLine, SheepLine, signed } from "./ScoreWords";
import { Term } from "../../ui/help/Term";

export const STEP_MS = 600;

/** Rounds whose animation already ran in this page, so coming back to them does not replay it. */
const played = new Set<string>();

function Who({ room, seat }: { room: Room | null; seat: number }) {
  const info = seatOf(room, seat);
  return (
    <span class="who">
      {info && <Swatch colour={info.colour} size={18} />}
      <span>{nameOf(room, seat)}</span>
    </span>
  );
}

type Reveal = Extract<ScoringStep, { kind: "reveal" }>;
type GuessStep = Extract<ScoringStep, { kind: "guess" }>;
type Kept = Extract<ScoringStep, { kind: "kept" }>;

interface DrawerGroup {
  reveal: Reveal;
  guesses: GuessStep[];
  kept: Kept | null;
}

function group(steps: readonly ScoringStep[]): DrawerGroup[] {
  const groups: DrawerGroup[] = [];
  for (const step of steps) {
    if (step.kind === "reveal") groups.push({ reveal: step, guesses: [], kept: null });
    const current = groups[groups.length - 1];
    if (!current) continue;
    if (step.kind === "guess") current.guesses.push(step);
    if (step.kind === "kept") current.kept = step;
  }
  return groups;
}

/** The first guess of each outcome and the first tokens kept on screen: where the scoring words are explained. */
interface FirstSeen {
  correct: ScoringStep | undefined;
  wrong: ScoringStep | undefined;
  kept: ScoringStep | undefined;
}

function DrawerBlock({
  room,
  view,
  g,
  live,
  first,
}: {
  room: Room | null;
  view: PictomaniaView;
  g: DrawerGroup;
  live: boolean;
  first: FirstSeen;
}) {
  const session = useSession();
  const r = g.reveal;
  return (
    <li class={`sc-drawer ${live ? "sc-live" : ""}`}>
      <div class="sc-sheet">
        <SheetCanvas drawings={session.drawings} seat={r.seat} label={nameOf(room, r.seat)} />
      </div>
      <div class="sc-body">
        <p class="sc-reveal reveal-in">
          <Who room={room} seat={r.seat} />{" "}
          {r.blank ? (
            <span class="muted">{t("score.drewNothing")}</span>
          ) : (
            <>
              <span class="muted">{t("score.drew")}</span>{" "}
              <span class="sc-clue">
                {!view.children && <SymbolIcon symbol={r.symbol} size={18} />}
                <span class="secret-no">{r.number}</span> {t("score.clue", { clue: r.clue })}
              </span>
            </>
          )}
        </p>
        {r.wrongClue && <p class="sc-warning reveal-in">{t("score.wrongClue")}</p>}
        {g.guesses.length > 0 && (
          <ol class="sc-pile">
            {g.guesses.map((s, i) => (
              <li class={`sc-card reveal-in outcome-${s.outcome}`} key={i}>
                <Who room={room} seat={s.by} />
                <span class="number-card number-card-small">{s.number}</span>
                <span class="sc-outcome">
                  <GuessOutcome outcome={s.outcome} token={s.token} explain={s === first.correct || s === first.wrong} />
                </span>
              </li>
            ))}
          </ol>
        )}
        {g.kept && (
          <p class="sc-kept reveal-in">
            {!r.blank && g.guesses.length === 0 && <span class="muted">{t("score.noGuesses")} · </span>}
            <KeptLine tokens={g.kept.tokens} explain={g.kept === first.kept} />
          </p>
        )}
      </div>
    </li>
  );
}

export function RoundTable({ view, index }: { view: PictomaniaView; index: number }) {
  const session = useSession();
  const room = session.room.value;
  const result = view.results[index];
  if (!result) return null;
  const rows = roundTable(view.results, index, view.totals);
  return (
    <div class="table-wrap">
    <table class="round-table" data-testid="round-table">
      <caption>{t("score.table", { n: result.round })}</caption>
      <thead>
        <tr>
          <th scope="col">{t("score.player")}</th>
          <th scope="col">
            <Term explain="pm.term.token">{t("score.received")}</Term>
          </th>
          <th scope="col">
            <Term explain="pm.term.kept">{t("score.keptCol")}</Term>
          </th>
          <th scope="col">
            <Term explain="pm.term.bonus">{t("score.bonus")}</Term>
          </th>
          <th scope="col">{t("score.round")}</th>
          <th scope="col">{t("score.total")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.seat} class={result.score.black_sheep === row.seat ? "black-sheep-row" : ""}>
            <th scope="row">
              <Who room={room} seat={row.seat} />
              {result.score.black_sheep === row.seat && <SheepIcon size={18} />}
            </th>
            <td>{signed(row.received)}</td>
            <td>{signed(-row.kept)}</td>
            <td>
              {row.bonus > 0 ? `${row.bonus}★ → ${signed(row.bonusPoints)}` : "—"}
            </td>
            <td class="score-cell" data-testid={`score-${row.seat}`}>
              {row.score}
            </td>
            <td class="total-cell" data-testid={`total-${row.seat}`}>
              {row.total}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
    </div>
  );
}

export function ScoringPanel({
  view,
  animate,
  onDone,
}: {
  view: PictomaniaView;
  /** Played out step by step (the round was scored while this page was there), or shown all at once. */
  animate: boolean;
  onDone?: (done: boolean) => void;
}) {
  const session = useSession();
  const room = session.room.value;
  const index = view.results.length - 1;
  const result = view.results[index];
  const key = `${room?.game_id ?? ""}:${result?.round ?? 0}`;
  const steps = result ? buildScoringSteps(result) : [];
  // Decided on mounting: the round being marked played once it is shown must not take the Skip button away.
  const [atOnce] = useState(() => !animate || played.has(key));
  const [shown, setShown] = useState(() => (atOnce ? steps.length : 1));
  // Shown all at once (Skip, arriving after the round was scored, or coming back to a round already played
  // out): nothing slides in.
  const [instant, setInstant] = useState(atOnce);
  const done = shown >= steps.length;

  useEffect(() => {
    onDone?.(done);
    if (done) {
      played.add(key);
      return;
    }
    const timer = setTimeout(() => setShown((n) => n + 1), STEP_MS);
    return () => clearTimeout(timer);
  }, [shown, done, key]);

  if (!result) return null;
  const visible = steps.slice(0, shown);
  const groups = group(visible);
  const sheep = visible.find((s) => s.kind === "black_sheep");
  const liveSeat = groups[groups.length - 1]?.reveal.seat;
  const first: FirstSeen = {
    correct: visible.find((s) => s.kind === "guess" && s.outcome === "correct"),
    wrong: visible.find((s) => s.kind === "guess" && s.outcome === "wrong"),
    kept: visible.find((s) => s.kind === "kept" && s.tokens.length > 0),
  };

  return (
    <section class={`card scoring ${instant ? "scoring-instant" : ""}`} data-testid="scoring">
      <header class="scoring-head">
        <h2>{t("score.title", { n: result.round })}</h2>
        {/* Stays once everything is shown (then it does nothing), so a click that races the last step
            never finds the button gone; a page that found the round scored has nothing to skip. */}
        {!atOnce && (
          <button
            type="button"
            class={`btn ${done ? "btn-ghost skip-done" : "btn-secondary"}`}
            data-testid="scoring-skip"
            onClick={() => {
              if (!done) setInstant(true);
              setShown(steps.length);
            }}
          >
            {t("score.skip")} <span aria-hidden="true">»</span>
          </button>
        )}
      </header>
      <ol class="sc-drawers">
        {groups.map((g) => (
          <DrawerBlock
            room={room}
            view={view}
            g={g}
            live={!done && g.reveal.seat === liveSeat}
            first={first}
            key={g.reveal.seat}
          />
        ))}
      </ol>
      {sheep && sheep.kind === "black_sheep" && (
        <p class={`sc-sheep reveal-in ${sheep.seat !== null ? "has-sheep" : ""}`} data-testid="scoring-sheep">
          {sheep.seat !== null ? (
            <>
              <SheepIcon />{" "}
              <SheepLine
                name={nameOf(room, sheep.seat)}
                wrong={result.score.players.find((p) => p.seat === sheep.seat)?.wrong_guesses ?? 0}
                bonus={result.score.players.find((p) => p.seat === sheep.seat)?.bonus ?? 0}
              />
            </>
          ) : (
            <NoSheepLine />
          )}
        </p>
      )}
      {done && <RoundTable view={view} index={index} />}
    </section>
  );
}
