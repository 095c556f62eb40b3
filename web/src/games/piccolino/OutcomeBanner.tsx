// What just happened, above the table: the last bell's outcome (fresh ones pop in and glow for a few seconds)
// and, for a moment, someone out, the piles turned over or a stop vote.
import { useEffect } from "preact/hooks";
import { alsoRangText, eventText, isBellEvent, outcomeText } from "./outcome";
import { t } from "../../i18n";
import type { PiccolinoView } from "./protocol";
import { now, startClock } from "../../store/clock";
import { useSession } from "../../ui/context";
import type { Notable } from "./useNotableEvents";
import { wordingFor } from "./wording";

const FRESH_MS = 4000;
const NEWS_MS = 7000;

export function OutcomeBanner({ view, notables }: { view: PiccolinoView; notables: readonly Notable[] }) {
  useEffect(() => startClock(), []);
  const room = useSession().room.value;
  const w = wordingFor(room);
  const at = now.value;
  const bell = notables.find((n) => isBellEvent(n.event));
  const fresh = bell !== undefined && at - bell.at < FRESH_MS;
  const news = notables
    .filter((n) => at - n.at < NEWS_MS)
    .map((n) => ({ id: n.id, text: eventText(n.event, w) }))
    .filter((n): n is { id: number; text: string } => n.text !== null)
    .slice(0, 2);
  const last = view.last;
  const kind = last ? last.kind : "idle";
  return (
    <div class="picco-banner" aria-live="polite">
      {/* The how-to-ring hint is for a game going on, not one that ended before any bell. */}
      {(last || view.phase !== "over") && (
        <p
          class={`picco-outcome outcome-${kind} ${fresh ? "is-fresh" : ""}`}
          key={bell?.id ?? "last"}
          data-testid="picco-outcome"
          data-kind={kind}
        >
          {last ? outcomeText(last, w, view) : t("picco.idle")}
          {last && alsoRangText(last, w) && <span class="picco-also">{alsoRangText(last, w)}</span>}
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
