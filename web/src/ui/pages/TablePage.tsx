// A room's table screen (/r/<code>/table): the shared screen of a room, on a TV or a laptop everyone can see. It
// watches as a spectator does (the server sends it nothing a spectator may not see) and never plays; while it is
// open, the players' own pages become controllers (RoomPage). It shows how to join, who is seated, then the game's
// own screen for a spectator, made large, with the moments' sounds and the players' reactions.
import { useEffect, useState } from "preact/hooks";
import { aboutOf } from "../../games";
import { t } from "../../i18n";
import { navigate } from "../../router";
import { RoomSession } from "../../store/session";
import { ReactionsLayer } from "../chat/ReactionsLayer";
import { SessionContext } from "../context";
import { MomentsLayer } from "../moments/MomentsLayer";
import { setSoundOn, soundOn } from "../moments/sound";
import { JoinCard } from "../table/JoinCard";
import { TableLobby } from "../table/TableLobby";
import { GameLoadStatus, useGame } from "../useGame";

/** Browsers keep a page silent until someone touches it: a screen on a shelf says so, once, with a button. */
function SoundStart() {
  const [asked, setAsked] = useState(() => navigator.userActivation?.hasBeenActive ?? false);
  if (asked && soundOn.value) return null;
  return (
    <button
      type="button"
      class="btn btn-secondary table-sound"
      data-testid="table-sound"
      onClick={() => {
        setSoundOn(true);
        setAsked(true);
      }}
    >
      {t("table.soundOn")}
    </button>
  );
}

export function TablePage({ code }: { code: string }) {
  const [session] = useState(() => new RoomSession(code, aboutOf, true));
  useEffect(() => () => session.dispose(), [session]);

  const room = session.room.value;
  const view = session.view.value;
  const load = useGame(room?.game);
  const playing = Boolean(room && room.status !== "lobby" && view);
  let body;
  if (session.missing.value || session.shut.value) {
    body = (
      <section class="card center" data-testid="room-shut">
        <p>{session.missing.value ? t("room.notFound", { code }) : t("room.closedByAdmin")}</p>
        <button type="button" class="btn btn-primary" onClick={() => navigate("/")}>
          {t("common.backHome")}
        </button>
      </section>
    );
  } else if (!room) {
    body = <p class="loading">{t("common.loading")}</p>;
  } else if (load.state !== "loaded") {
    body = <GameLoadStatus load={load} />;
  } else if (!playing || !view) {
    body = <TableLobby room={room} />;
  } else {
    const Screen = load.value.Screen;
    body = (
      <div class="table-stage" data-testid="table-stage">
        <Screen view={view} />
      </div>
    );
  }
  const open = room !== null && !session.missing.value && !session.shut.value;
  return (
    <SessionContext.Provider value={session}>
      <main class={`page table-page ${playing ? "table-playing" : "table-waiting-room"}`} data-testid="table-page">
        <h1 class="sr-only">{t("table.heading", { code })}</h1>
        {open && (
          <div class="table-aside">
            <JoinCard code={code} compact={playing} />
            <SoundStart />
          </div>
        )}
        {body}
      </main>
      <MomentsLayer />
      <ReactionsLayer />
    </SessionContext.Provider>
  );
}
