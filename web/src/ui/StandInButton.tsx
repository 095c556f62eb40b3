// The host's control to hand a player who left to someone else, so the game never waits for them: the
// server's stand-in, or in a game that has them a computer player of a chosen level. The player gets their seat
// back when they return. Shown only where it can work: the host, a person (not a bot), disconnected, not already
// stood in for.
import { t } from "../i18n";
import { BOT_LEVELS, type BotLevel } from "../protocol";
import { nameOf, seatOf, useSession } from "./context";
import { hasBots } from "./games";

export function StandInButton({ seat, viewer }: { seat: number; viewer: number | null }) {
  const session = useSession();
  const room = session.room.value;
  const info = seatOf(room, seat);
  const can = session.isHost.value && info && !info.connected && !info.standin && !info.bot && seat !== viewer;
  if (!can || !room) return null;
  const name = nameOf(room, seat);
  if (hasBots(room.game)) {
    return (
      <select
        class="btn btn-small btn-ghost standin-select"
        data-testid={`remove-seat-${seat}`}
        aria-label={t("room.replaceLabel", { name })}
        value=""
        onChange={(e) => {
          const choice = e.currentTarget.value;
          if (choice === "") return;
          const level = (BOT_LEVELS as readonly string[]).includes(choice) ? (choice as BotLevel) : undefined;
          session.send(level ? { t: "remove", seat, level } : { t: "remove", seat });
        }}
      >
        <option value="">{t("room.replace")}</option>
        <option value="standin">{t("room.replaceStandin")}</option>
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
