// The moment for the drawing: the turn is over, and before the next turn's countdown everyone looks at the
// finished sketch (left where it is, labels and all) beside what it came to: the item, who guessed it and how
// fast. The next sketcher may cut the moment short; everyone else is told who that is.
import { t } from "../../i18n";
import { nameOf, useSession } from "../../ui/context";
import type { WinLoseOrDrawView } from "./protocol";
import { TurnResultBanner } from "./TurnResultBanner";

export function RevealCard({ view }: { view: WinLoseOrDrawView }) {
  const session = useSession();
  const room = session.room.value;
  if (view.phase !== "turn" || view.stage !== "reveal" || view.next === null) return null;
  const mine = view.you !== null && view.you === view.next;
  return (
    <div class="win-lose-or-draw-reveal" data-testid="win-lose-or-draw-reveal" data-next={view.next}>
      <TurnResultBanner view={view} />
      <div class="win-lose-or-draw-reveal-next">
        {mine ? (
          <>
            <span>{t("win-lose-or-draw.s.reveal.nextYou")}</span>
            <button
              type="button"
              class="btn btn-primary win-lose-or-draw-skip"
              data-testid="win-lose-or-draw-skip"
              onClick={() => session.act({ type: "skip" })}
            >
              {t("win-lose-or-draw.s.reveal.skip")}
            </button>
          </>
        ) : (
          <span>{t("win-lose-or-draw.s.reveal.next", { name: nameOf(room, view.next) })}</span>
        )}
      </div>
    </div>
  );
}
