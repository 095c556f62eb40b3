// The table screen before the game: who has sat down so far, and what the table waits for. The players sit from
// their own phones (this screen never plays).
import { aboutOf } from "../../games";
import { t } from "../../i18n";
import type { Room } from "../../protocol";
import { RobotIcon } from "../Icons";
import { Swatch } from "../Swatch";

export function TableLobby({ room }: { room: Room }) {
  const about = aboutOf(room.game);
  const seated = room.seats.length;
  const waiting = seated < room.min_players ? "table.needMore" : "table.waitingForHost";
  return (
    <section class="table-lobby card" data-testid="table-lobby">
      {about && <h2 class="table-game">{t(about.title)}</h2>}
      <p class="table-waiting" data-testid="table-waiting">
        {t(waiting, { min: room.min_players })}
      </p>
      <ul class="table-seats" aria-label={t("room.seats", { n: seated, max: room.max_players })}>
        {room.seats.map((s) => (
          <li key={s.seat} class={`table-seat seat-${s.colour} ${s.connected ? "" : "table-seat-away"}`}>
            <Swatch colour={s.colour} size={40} />
            <span class="table-seat-name">{s.name}</span>
            {s.bot && (
              <span class="badge badge-bot">
                <RobotIcon size={16} /> {t(`bots.level.${s.bot}`)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
