// The bar over the game: the turn and its category, who sketches, the timer; in team play the scoreboard under
// it. A visually hidden live region says each new turn (number, category, sketcher) to screen readers.
import { t } from "../../i18n";
import { nameOf, useSession } from "../../ui/context";
import { StandInButton } from "../../ui/StandInButton";
import { CategoryIcon } from "./CategoryIcon";
import type { WinLoseOrDrawView } from "./protocol";
import { isSketcher } from "./screen";
import { TeamsBar } from "./TeamsBar";
import { TimerBar } from "./TimerBar";

function TurnAnnounce({ view }: { view: WinLoseOrDrawView }) {
  const room = useSession().room.value;
  const text =
    view.phase === "turn" && view.category && view.sketcher !== null
      ? t("win-lose-or-draw.s.announce", {
          n: view.turn,
          category: t(`win-lose-or-draw.cat.${view.category}`),
          name: isSketcher(view) ? t("win-lose-or-draw.s.you") : nameOf(room, view.sketcher),
        })
      : "";
  return (
    <div class="sr-only" role="status" aria-live="polite" data-testid="win-lose-or-draw-announce">
      {text}
    </div>
  );
}

export function TurnBar({ view }: { view: WinLoseOrDrawView }) {
  const room = useSession().room.value;
  const sketcher = view.sketcher;
  return (
    <header class="win-lose-or-draw-bar">
      <TurnAnnounce view={view} />
      <div class="win-lose-or-draw-bar-line">
        {view.turn > 0 && <span class="win-lose-or-draw-turn-no">{t("win-lose-or-draw.s.turn", { n: view.turn })}</span>}
        {view.category && view.phase === "turn" && (
          <span class="win-lose-or-draw-cat-chip" data-testid="win-lose-or-draw-category" data-category={view.category}>
            <CategoryIcon category={view.category} size={18} />
            {t(`win-lose-or-draw.cat.${view.category}`)}
          </span>
        )}
        {sketcher !== null && view.phase === "turn" && (
          <span class="win-lose-or-draw-sketcher">
            {isSketcher(view) ? t("win-lose-or-draw.s.youSketch") : t("win-lose-or-draw.s.sketches", { name: nameOf(room, sketcher) })}
          </span>
        )}
        {/* A sketcher who left: the host hands their seat to a stand-in, who passes, rather than wait. */}
        {sketcher !== null && view.phase !== "over" && <StandInButton seat={sketcher} viewer={view.you} />}
        <span class="win-lose-or-draw-bar-spacer" />
        <TimerBar view={view} />
      </div>
      {view.teams && <TeamsBar view={view} />}
    </header>
  );
}
