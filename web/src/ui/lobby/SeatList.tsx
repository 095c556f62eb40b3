import { t } from "../../i18n";
import type { Room, SeatInfo } from "../../protocol";
import { useSession } from "../context";
import { RobotIcon } from "../Icons";
import { Swatch } from "../Swatch";
import { mayJoinTeam, moveTargets, teamGroups, teamLabelNumber } from "./teams";

/** Anyone but the host may vote to remove another player: a majority of the people here removes them, which is
 * the table's way when the one in charge is the one spoiling it. Pressed again, the vote is taken back. */
export function VoteRemove({ room, s }: { room: Room; s: SeatInfo }) {
  const session = useSession();
  const voted = (room.you_voted_remove ?? []).includes(s.seat);
  const votes = s.remove_votes ?? 0;
  const needed = s.remove_needed ?? 1;
  return (
    <button
      type="button"
      class="btn btn-small btn-ghost"
      data-testid={`vote-remove-${s.seat}`}
      aria-pressed={voted}
      aria-label={t("room.voteRemoveLabel", { name: s.name, votes, needed })}
      onClick={() => session.send({ t: "vote_remove", seat: s.seat, remove: !voted })}
    >
      {t("room.voteRemove", { votes, needed })}
    </button>
  );
}

/** The host's switch of a player's chat and reactions: pressed while they are muted. */
export function MuteButton({ s }: { s: SeatInfo }) {
  const session = useSession();
  return (
    <button
      type="button"
      class="btn btn-small btn-ghost"
      data-testid={`mute-seat-${s.seat}`}
      aria-pressed={Boolean(s.muted)}
      aria-label={t("room.muteLabel", { name: s.name })}
      onClick={() => session.send({ t: "mute", seat: s.seat, muted: !s.muted })}
    >
      {t("room.mute")}
    </button>
  );
}

function SeatRow({ room, s, isHost }: { room: Room; s: SeatInfo; isHost: boolean }) {
  const session = useSession();
  // The host moves seats between teams (games played in teams, in the lobby).
  const targets = isHost && (room.teams ?? 0) > 0 ? moveTargets(room, s) : [];
  return (
    <li class={`seat-row seat-${s.colour}`} key={s.seat} data-testid={`seat-${s.seat}`}>
      <Swatch colour={s.colour} size={28} />
      <span class="seat-name">{s.name}</span>
      {s.seat === room.host && <span class="badge">{t("common.host")}</span>}
      {s.seat === room.you && <span class="badge badge-you">{t("common.you")}</span>}
      {s.bot && (
        <span
          class="badge badge-bot"
          data-testid={`seat-bot-${s.seat}`}
          title={t("bots.badgeLabel", { level: t(`bots.level.${s.bot}`) })}
        >
          <RobotIcon size={13} /> {t(`bots.level.${s.bot}`)}
        </span>
      )}
      {s.muted && (
        <span class="badge" data-testid={`seat-muted-${s.seat}`}>
          {t("room.mutedBadge")}
        </span>
      )}
      <span
        class={`dot ${s.connected ? "dot-on" : "dot-off"}`}
        role="img"
        title={s.connected ? t("room.connected") : t("room.disconnected")}
        aria-label={s.connected ? t("room.connected") : t("room.disconnected")}
      />
      {isHost && s.seat !== room.you && (
        <button
          type="button"
          class="btn btn-small btn-ghost"
          data-testid={`remove-seat-${s.seat}`}
          aria-label={t("room.removeLabel", { name: s.name })}
          onClick={() => session.send({ t: "remove", seat: s.seat })}
        >
          {t("room.remove")}
        </button>
      )}
      {isHost && s.seat !== room.you && !s.bot && <MuteButton s={s} />}
      {!isHost && room.you !== null && s.seat !== room.you && !s.bot && room.status === "lobby" && (
        <span class="seat-vote">
          <VoteRemove room={room} s={s} />
        </span>
      )}
      {targets.length > 0 && (
        <span class="team-moves">
          {targets.map((team) => (
            <button
              type="button"
              key={team}
              class="btn btn-small btn-ghost"
              data-testid={`move-team-${s.seat}-${team}`}
              aria-label={t("room.moveTeamLabel", { name: s.name, n: teamLabelNumber(team) })}
              onClick={() => session.send({ t: "move_team", seat: s.seat, team })}
            >
              {t("room.moveTeam", { n: teamLabelNumber(team) })}
            </button>
          ))}
        </span>
      )}
    </li>
  );
}

export function SeatList({ room }: { room: Room }) {
  const session = useSession();
  const isHost = session.isHost.value;
  const groups = teamGroups(room);
  return (
    <section class="seats">
      <h2>{t("room.seats", { n: room.seats.length, max: room.max_players })}</h2>
      {room.seats.length === 0 && <p class="muted">{t("room.noSeats")}</p>}
      {groups === null ? (
        <ul class="seat-list">
          {room.seats.map((s) => (
            <SeatRow room={room} s={s} isHost={isHost} key={s.seat} />
          ))}
        </ul>
      ) : (
        <div class="teams">
          {groups.map((g) => {
            const title = g.team === null ? t("room.noTeam") : t("room.team", { n: teamLabelNumber(g.team) });
            const headingId = `team-${g.team ?? "none"}`;
            return (
              <section class="team" key={headingId} aria-labelledby={headingId} data-testid={headingId}>
                <div class="team-head">
                  <h3 id={headingId}>{title}</h3>
                  {g.team !== null && mayJoinTeam(room, g.team) && (
                    <button
                      type="button"
                      class="btn btn-small btn-secondary"
                      data-testid={`join-team-${g.team}`}
                      onClick={() => session.send({ t: "team", team: g.team! })}
                    >
                      {t("room.joinTeamLabel", { n: teamLabelNumber(g.team) })}
                    </button>
                  )}
                </div>
                {g.seats.length === 0 ? (
                  <p class="muted">{t("room.teamEmpty")}</p>
                ) : (
                  <ul class="seat-list">
                    {g.seats.map((s) => (
                      <SeatRow room={room} s={s} isHost={isHost} key={s.seat} />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
          {isHost && room.status === "lobby" && room.seats.length > 1 && (
            <button
              type="button"
              class="btn btn-secondary"
              data-testid="shuffle-teams"
              onClick={() => session.send({ t: "shuffle_teams" })}
            >
              {t("room.shuffleTeams")}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
