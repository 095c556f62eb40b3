// The host's button to hand a player who left to the server's stand-in, so the game never waits for them.
// Shown only where it can work: the host, a person (not a bot), disconnected, not already stood in for.
import { t } from "../i18n";
import { nameOf, seatOf, useSession } from "./context";

export function StandInButton({ seat, viewer }: { seat: number; viewer: number | null }) {
  const session = useSession();
  const room = session.room.value;
  const info = seatOf(room, seat);
  const can = session.isHost.value && info && !info.connected && !info.standin && !info.bot && seat !== viewer;
  if (!can) return null;
  return (
    <button
      type="button"
      class="btn btn-small btn-ghost"
      data-testid={`remove-seat-${seat}`}
      title={t("room.standinLabel", { name: nameOf(room, seat) })}
      onClick={() => session.send({ t: "remove", seat })}
    >
      {t("room.remove")}
    </button>
  );
}
