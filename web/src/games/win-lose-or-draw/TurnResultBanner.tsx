// What the turn that just ended came to, shown while the next sketcher gets ready: who scored and how fast, a
// steal, a miss (with the item, or in board play "the same item again"), a pass. The item is set in emphasis.
import { joinNames, t } from "../../i18n";
import { nameOf, useSession } from "../../ui/context";
import type { WinLoseOrDrawView } from "./protocol";
import { lastResult, resultWords, splitItem } from "./screen";

/** Stands for the item in the worded message, to be cut out and set in emphasis. */
const ITEM = "\u0001";

export function TurnResultBanner({ view }: { view: WinLoseOrDrawView }) {
  const room = useSession().room.value;
  const result = lastResult(view);
  if (!result) return null;
  // Who sketches now: while the finished sketch is shown, the one who sketches next.
  const next = view.stage === "reveal" ? view.next : view.sketcher;
  const words = resultWords(result, (s) => nameOf(room, s), next, joinNames);
  const text = t(words.key, { ...words.params, item: ITEM });
  const parts = splitItem(text, ITEM);
  const good = result.outcome === "guessed" || result.outcome === "stolen";
  return (
    <div
      class={`win-lose-or-draw-banner win-lose-or-draw-result win-lose-or-draw-result-${result.outcome} ${good ? "is-good" : ""}`}
      data-testid="win-lose-or-draw-result"
      data-outcome={result.outcome}
      data-turn={result.turn}
    >
      <span class="win-lose-or-draw-banner-text">
        {parts.before}
        {parts.item && <em class="win-lose-or-draw-result-item">{result.text}</em>}
        {parts.after}
      </span>
    </div>
  );
}
