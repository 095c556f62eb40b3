import { t } from "../../i18n";
import type { Room } from "../../protocol";
import { useSession } from "../context";
import { RobotIcon } from "../Icons";
import { Swatch } from "../Swatch";

export function SeatList({ room }: { room: Room }) {
  const session = useSession();
  const isHost = session.isHost.value;
  return (
    <section class="seats">
      <h2>{t("room.seats", { n: room.seats.length, max: room.max_players })}</h2>
      {room.seats.length === 0 && <p class="muted">{t("room.noSeats")}</p>}
      <ul class="seat-list">
        {room.seats.map((s) => (
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
            <span
              class={`dot ${s.connected ? "dot-on" : "dot-off"}`}
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
          </li>
        ))}
      </ul>
    </section>
  );
}
