// What just happened, above the table: the bell's outcome (fresh ones pop in and glow for a few seconds; one
// that follows another close behind shows at once, the one before staying above it a moment: bellResults.ts);
// for a moment, a word for this player about their own ring
// (how quick it was, or that it came too late and cost nothing); and someone out, the piles turned over or a
// stop vote.
import { useEffect } from "preact/hooks";
import { bellResults, resultsOnShow, type BellResult } from "./bellResults";
import { alsoRangText, eventText, lateText, outcomeText } from "./outcome";
import { t } from "../../i18n";
import type { BellOutcome, PiccolinoView } from "./protocol";
import { now, startClock } from "../../store/clock";
import { useSession } from "../../ui/context";
import type { Notable } from "./useNotableEvents";
import { ownNote, type OwnRing } from "./ownRing";
import type { LateRing } from "./useTooLate";
import { wordingFor } from "./wording";

const FRESH_MS = 4000;
const NEWS_MS = 7000;

export function OutcomeBanner({
  view,
  notables,
  mine,
  late,
}: {
  view: PiccolinoView;
  notables: readonly Notable[];
  mine: OwnRing | null;
  late: LateRing | null;
}) {
  useEffect(() => startClock(), []);
  const room = useSession().room.value;
  const w = wordingFor(room);
  // The clock ticks every 250 ms; a render caused by a new event must already see that event as arrived.
  const at = Math.max(now.value, Date.now());
  const results = bellResults(notables);
  const shown = resultsOnShow(results, at);
  // Before any bell on this screen (just arrived, or reloaded), the view tells the last one.
  const last = shown ? shown.latest.outcome : results.length === 0 ? view.last : null;
  // Once the game is over, the final panel says what matters.
  const note = view.phase === "over" ? null : ownNote(mine, late, at, last, view.seat, view.bell.open);
  const news = notables
    .filter((n) => at - n.at < NEWS_MS)
    .map((n) => ({ id: n.id, text: eventText(n.event, w) }))
    .filter((n): n is { id: number; text: string } => n.text !== null)
    .slice(0, 2);
  const line = (outcome: BellOutcome, result: BellResult | null, newest: boolean) => {
    const also = alsoRangText(outcome, w);
    const fresh = newest && result !== null && at - result.at < FRESH_MS;
    // Keyed by result: the newest line becomes the earlier one in place, so it is not read out a second time.
    return (
      <p
        class={`picco-outcome outcome-${outcome.kind} ${fresh ? "is-fresh" : ""} ${newest ? "" : "is-before"}`}
        key={result?.id ?? "last"}
        data-testid={newest ? "picco-outcome" : "picco-outcome-before"}
        data-kind={outcome.kind}
      >
        {outcomeText(outcome, w, view)}
        {also && <span class="picco-also">{also}</span>}
      </p>
    );
  };
  return (
    <div class="picco-banner" aria-live="polite">
      {shown?.before && line(shown.before.outcome, shown.before, false)}
      {last ? (
        line(last, shown?.latest ?? null, true)
      ) : (
        // The how-to-ring hint is for a game going on, not one that ended before any bell.
        view.phase !== "over" && (
          <p class="picco-outcome outcome-idle" key="idle" data-testid="picco-outcome" data-kind="idle">
            {t("picco.idle")}
          </p>
        )
      )}
      {note?.kind === "late" && (
        <p class="picco-note is-late" key={`late-${note.late.id}`} data-testid="picco-late">
          {lateText(note.late, w, view.seat)}
        </p>
      )}
      {note?.kind === "mine" && (
        <p class="picco-note" key={`mine-${note.mine.at}`} data-testid="picco-mine">
          {t("picco.mine", { ms: note.mine.ms })}
        </p>
      )}
      {news.map((n) => (
        <p class="picco-news" key={n.id}>
          {n.text}
        </p>
      ))}
    </div>
  );
}
