// The host's control to hand a player who left to someone else, so the game never waits for them: the
// server's stand-in, or in a game that has them a computer player of a chosen level. The player gets their seat
// back when they return. Shown only where it can work: the host, a person (not a bot), disconnected, and not
// already stood in for unless a computer player may still take over. `bots`: the game has computer players.
import { t } from "../i18n";
import { BOT_LEVELS, isBotLevel } from "../protocol";
import { nameOf, seatOf, useSession } from "./context";

export function StandInButton({ seat, viewer, bots = false }: { seat: number; viewer: number | null; bots?: boolean }) {
  const session = useSession();
  const room = session.room.value;
  const info = seatOf(room, seat);
  if (!room || !info || !session.isHost.value || info.connected || info.bot || seat === viewer) return null;
  // A seat the plain stand-in already plays may still go to a computer player, where the game has them.
  if (info.standin && !bots) return null;
  const name = nameOf(room, seat);
  if (bots) {
    return (
      <select
        class="btn btn-small btn-ghost standin-select"
        data-testid={`remove-seat-${seat}`}
        aria-label={t("room.replaceLabel", { name })}
        value=""
        onChange={(e) => {
          const choice = e.currentTarget.value;
          if (choice === "") return;
          session.send(isBotLevel(choice) ? { t: "remove", seat, level: choice } : { t: "remove", seat });
        }}
      >
        <option value="">{t("room.replace")}</option>
        {!info.standin && <option value="standin">{t("room.replaceStandin")}</option>}
        {BOT_LEVELS.map((level) => (
          <option value={level} key={level}>
            {t("room.replaceBot", { level: t(`bots.level.${level}`) })}
          </option>
        ))}
      </select>
    );
  }
  return (
    <button
      type="button"
      class="btn btn-small btn-ghost"
      data-testid={`remove-seat-${seat}`}
      title={t("room.standinLabel", { name })}
      onClick={() => session.send({ t: "remove", seat })}
    >
      {t("room.remove")}
    </button>
  );
}
