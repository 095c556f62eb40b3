// The bar over the game: the turn and its category, who sketches, the timer; in team play the scoreboard under
// it. A visually hidden live region says each new turn (number, category, sketcher) to screen readers.
import { t } from "../../i18n";
import { nameOf, useSession } from "../../ui/context";
import { StandInButton } from "../../ui/StandInButton";
import { CategoryIcon } from "./CategoryIcon";
import type { WlodView } from "./protocol";
import { isSketcher } from "./screen";
import { TeamsBar } from "./TeamsBar";
import { TimerBar } from "./TimerBar";

function TurnAnnounce({ view }: { view: WlodView }) {
  const room = useSession().room.value;
  const text =
    view.phase === "turn" && view.category && view.sketcher !== null
      ? t("wlod.s.announce", {
          n: view.turn,
          category: t(`wlod.cat.${view.category}`),
          name: isSketcher(view) ? t("wlod.s.you") : nameOf(room, view.sketcher),
        })
      : "";
  return (
    <div class="sr-only" role="status" aria-live="polite" data-testid="wlod-announce">
      {text}
    </div>
  );
}

export function TurnBar({ view }: { view: WlodView }) {
  const room = useSession().room.value;
  const sketcher = view.sketcher;
  return (
    <header class="wlod-bar">
      <TurnAnnounce view={view} />
      <div class="wlod-bar-line">
        {view.turn > 0 && <span class="wlod-turn-no">{t("wlod.s.turn", { n: view.turn })}</span>}
        {view.category && view.phase === "turn" && (
          <span class="wlod-cat-chip" data-testid="wlod-category" data-category={view.category}>
            <CategoryIcon category={view.category} size={18} />
            {t(`wlod.cat.${view.category}`)}
          </span>
        )}
        {sketcher !== null && view.phase === "turn" && (
          <span class="wlod-sketcher">
            {isSketcher(view) ? t("wlod.s.youSketch") : t("wlod.s.sketches", { name: nameOf(room, sketcher) })}
          </span>
        )}
        {/* A sketcher who left: the host hands their seat to a stand-in, who passes, rather than wait. */}
        {sketcher !== null && view.phase !== "over" && <StandInButton seat={sketcher} viewer={view.you} />}
        <span class="wlod-bar-spacer" />
        <TimerBar view={view} />
      </div>
      {view.teams && <TeamsBar view={view} />}
    </header>
  );
}
