// During a game, in the header's chat dialog: the other players, with the host's mute and removal, and everyone
// else's vote to remove, for a table that someone spoils mid-game. A removal is confirmed in place first, since it
// cannot be undone: the stand-in plays the seat to the end, and the player waits before sitting in this room again.
import { useState } from "preact/hooks";
import { t } from "../../i18n";
import type { Room, SeatInfo } from "../../protocol";
import { useSession } from "../context";
import { MuteButton, VoteRemove } from "../lobby/SeatList";
import { Swatch } from "../Swatch";

function HostControls({ s }: { s: SeatInfo }) {
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  if (confirming) {
    return (
      <span class="table-player-confirm" role="group" aria-label={t("room.removeFromGameLabel", { name: s.name })}>
        <span>{t("room.removeFromGame", { name: s.name })}</span>
        <button type="button" class="btn btn-small btn-secondary" onClick={() => setConfirming(false)}>
          {t("common.cancel")}
        </button>
        <button
          type="button"
          class="btn btn-small btn-primary"
          data-testid={`remove-from-game-${s.seat}`}
          onClick={() => session.send({ t: "remove", seat: s.seat, force: true })}
        >
          {t("room.remove")}
        </button>
      </span>
    );
  }
  return (
    <>
      <MuteButton s={s} />
      <button
        type="button"
        class="btn btn-small btn-ghost"
        data-testid={`ask-remove-${s.seat}`}
        aria-label={t("room.removeLabel", { name: s.name })}
        onClick={() => setConfirming(true)}
      >
        {t("room.remove")}
      </button>
    </>
  );
}

/** The people playing with this page's player (computer players and seats a stand-in plays left out). */
function othersOf(room: Room): SeatInfo[] {
  return room.seats.filter((s) => s.seat !== room.you && !s.bot && !s.standin);
}

export function TablePlayers() {
  const session = useSession();
  const room = session.room.value;
  if (!room || room.status === "lobby" || room.you === null) return null;
  const others = othersOf(room);
  if (others.length === 0) return null;
  const host = session.isHost.value;
  return (
    <section class="table-players" aria-labelledby="table-players-title" data-testid="table-players">
      <h3 id="table-players-title">{t("chat.players")}</h3>
      <ul>
        {others.map((s) => (
          <li key={s.seat} data-testid={`table-player-${s.seat}`}>
            <Swatch colour={s.colour} size={20} />
            <span class="table-player-name">{s.name}</span>
            {host ? <HostControls s={s} /> : <VoteRemove room={room} s={s} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
