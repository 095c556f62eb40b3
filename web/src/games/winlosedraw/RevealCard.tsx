// The moment for the drawing: the turn is over, and before the next turn's countdown everyone looks at the
// finished sketch (left where it is, labels and all) beside what it came to: the item, who guessed it and how
// fast. The next sketcher may cut the moment short; everyone else is told who that is.
import { t } from "../../i18n";
import { nameOf, useSession } from "../../ui/context";
import type { WlodView } from "./protocol";
import { TurnResultBanner } from "./TurnResultBanner";

export function RevealCard({ view }: { view: WlodView }) {
  const session = useSession();
  const room = session.room.value;
  if (view.phase !== "turn" || view.stage !== "reveal" || view.next === null) return null;
  const mine = view.you !== null && view.you === view.next;
  return (
    <div class="wlod-reveal" data-testid="wlod-reveal" data-next={view.next}>
      <TurnResultBanner view={view} />
      <div class="wlod-reveal-next">
        {mine ? (
          <>
            <span>{t("wlod.s.reveal.nextYou")}</span>
            <button
              type="button"
              class="btn btn-primary wlod-skip"
              data-testid="wlod-skip"
              onClick={() => session.act({ type: "skip" })}
            >
              {t("wlod.s.reveal.skip")}
            </button>
          </>
        ) : (
          <span>{t("wlod.s.reveal.next", { name: nameOf(room, view.next) })}</span>
        )}
      </div>
    </div>
  );
}
