// Team play's scoreboard: both teams' points out of the target, which team plays (or steals), and who sketches.
// Each team's members are named under its score so that everyone knows who is on which side.
import { t } from "../../i18n";
import { nameOf, useSession } from "../../ui/context";
import { StandInButton } from "../../ui/StandInButton";
import type { WinLoseOrDrawView } from "./protocol";
import { teamNumber, teamOfYou, teamSeats } from "./screen";

export function TeamsBar({ view }: { view: WinLoseOrDrawView }) {
  const room = useSession().room.value;
  const teams = view.teams;
  if (!teams) return null;
  const mine = teamOfYou(view);
  const active = teams.steal ? teams.steal.team : teams.playing;
  return (
    <div class="win-lose-or-draw-teams" data-testid="win-lose-or-draw-teams">
      {([0, 1] as const).map((team) => {
        const members = teamSeats(view, team).map((s) => nameOf(room, s));
        const plays = view.phase === "turn" && team === active;
        return (
          <div
            class={`win-lose-or-draw-team win-lose-or-draw-team-${team} ${plays ? "is-playing" : ""} ${teams.winner === team ? "is-winner" : ""}`}
            key={team}
          >
            <span class="win-lose-or-draw-team-name">
              {t("win-lose-or-draw.s.team", { n: teamNumber(team) })}
              {mine === team && <span class="win-lose-or-draw-team-you"> {t("win-lose-or-draw.s.teamYou")}</span>}
            </span>
            <span class="win-lose-or-draw-team-score" data-testid={`win-lose-or-draw-score-${team}`} data-score={teams.score[team]}>
              <span class="sr-only">{t("win-lose-or-draw.s.scoreLabel", { n: teams.score[team], target: teams.target })}</span>
              <span aria-hidden="true">
                <b>{teams.score[team]}</b>
                <span class="win-lose-or-draw-team-target">/{teams.target}</span>
              </span>
            </span>
            {plays && (
              <span class="win-lose-or-draw-team-plays">{teams.steal ? t("win-lose-or-draw.s.teamSteals") : t("win-lose-or-draw.s.teamPlays")}</span>
            )}
            <span class="win-lose-or-draw-team-members">{members.join(", ")}</span>
            {view.phase !== "over" &&
              teamSeats(view, team)
                .filter((s) => s !== view.sketcher)
                .map((s) => <StandInButton key={s} seat={s} viewer={view.you} />)}
          </div>
        );
      })}
    </div>
  );
}
