// Team play's steal: time ran out, and the other team has ten seconds and one guess. The stealing team is told
// to agree before one of them sends it; everyone else is told what is going on.
import { t } from "../../i18n";
import { useSession } from "../../ui/context";
import type { WinLoseOrDrawRoomOptions, WinLoseOrDrawView } from "./protocol";
import { STEAL_SECONDS_DEFAULT, teamNumber, teamOfYou } from "./screen";

export function StealBanner({ view }: { view: WinLoseOrDrawView }) {
  const room = useSession().room.value;
  const steal = view.teams?.steal;
  if (view.phase !== "turn" || view.stage !== "steal" || !steal) return null;
  const seconds = (room?.options as WinLoseOrDrawRoomOptions | undefined)?.steal_seconds ?? STEAL_SECONDS_DEFAULT;
  const ours = teamOfYou(view) === steal.team;
  const n = teamNumber(steal.team);
  let detail: string;
  if (steal.used) detail = t("win-lose-or-draw.s.steal.used", { n });
  else if (ours) detail = t("win-lose-or-draw.s.steal.yours", { s: seconds });
  else detail = t("win-lose-or-draw.s.steal.theirs", { n, s: seconds });
  return (
    <div
      class={`win-lose-or-draw-banner win-lose-or-draw-steal ${ours ? "is-ours" : ""}`}
      data-testid="win-lose-or-draw-steal"
      data-used={steal.used ? "true" : "false"}
    >
      <strong class="win-lose-or-draw-banner-head">{t("win-lose-or-draw.s.steal.head")}</strong>
      <span class="win-lose-or-draw-banner-text">{detail}</span>
    </div>
  );
}
