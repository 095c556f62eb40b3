import { useEffect, useRef, useState } from "preact/hooks";
import { aboutOf } from "../../games";
import { t } from "../../i18n";
import { navigate } from "../../router";
import { RoomSession } from "../../store/session";
import { chatSession } from "../chat/ChatSlot";
import { ReactionsLayer } from "../chat/ReactionsLayer";
import { SessionContext } from "../context";
import { arrivalOf, focusArrival } from "../focus";
import { useHelpTarget } from "../help/HelpButton";
import { Lobby } from "../lobby/Lobby";
import { MomentsLayer } from "../moments/MomentsLayer";
import { SeatElsewhere } from "../SeatElsewhere";
import { ControllerNote } from "../table/ControllerNote";
import { GameLoadStatus, useGame } from "../useGame";

export function RoomPage({ code }: { code: string }) {
  const [session] = useState(() => new RoomSession(code, aboutOf));
  useEffect(() => () => session.dispose(), [session]);

  const room = session.room.value;
  const view = session.view.value;
  // The lobby and the game's screen are the game's own code: fetched as soon as the room says which game it is.
  const load = useGame(room?.game);
  const playing = !session.missing.value && !session.elsewhere.value && room && room.status !== "lobby" && view;
  useHelpTarget(playing ? { game: view.game, view: session.view } : null);
  // With a table screen open, a seated player's page is their controller (unless they ask for the table too).
  const [tableHere, setTableHere] = useState(false);
  const screened = Boolean(playing) && room !== null && room.you !== null && (room.screens ?? 0) > 0;
  const controller = screened && !tableHere;
  // The header's chat button, while a game is on (in the lobby the chat is on the page).
  const gameOn = Boolean(playing);
  useEffect(() => {
    if (!gameOn) return;
    chatSession.value = session;
    return () => {
      chatSession.value = null;
    };
  }, [gameOn, session]);
  // "Start the game" goes with the lobby: focus goes to the game's screen as it appears. Only after this page
  // showed the lobby: arriving at (or reloading) a game already on moves no focus.
  const main = useRef<HTMLElement>(null);
  const sawLobby = useRef(false);
  if (room && !playing && room.status === "lobby") sawLobby.current = true;
  useEffect(() => {
    if (playing && sawLobby.current) {
      sawLobby.current = false;
      focusArrival(arrivalOf(main.current));
    }
  }, [playing]);
  let body;
  if (session.missing.value) {
    body = (
      <section class="card center">
        <p>{t("room.notFound", { code })}</p>
        <button type="button" class="btn btn-primary" onClick={() => navigate("/")}>
          {t("common.backHome")}
        </button>
      </section>
    );
  } else if (session.shut.value) {
    const shut = session.shut.value;
    body = (
      <section class="card center" data-testid="room-shut">
        <p>{t(shut.code === "room_closed" ? "room.closedByAdmin" : "room.banned")}</p>
        {shut.reason && <blockquote class="shut-reason">{shut.reason}</blockquote>}
        <button type="button" class="btn btn-primary" onClick={() => navigate("/")}>
          {t("common.backHome")}
        </button>
      </section>
    );
  } else if (session.elsewhere.value) {
    body = <SeatElsewhere onPlayHere={() => session.playHere()} />;
  } else if (!room) {
    body = <p class="loading">{t("common.loading")}</p>;
  } else if (load.state !== "loaded") {
    body = <GameLoadStatus load={load} />;
  } else if (room.status === "lobby" || !view) {
    body = <Lobby />;
  } else {
    const Screen = load.value.Screen;
    body = (
      <>
        {screened && <ControllerNote controller={controller} toggle={() => setTableHere(!tableHere)} />}
        <Screen view={view} />
      </>
    );
  }
  return (
    <SessionContext.Provider value={session}>
      <main class={`page room-page ${controller ? "controller" : ""}`} ref={main}>
        {body}
      </main>
      <MomentsLayer />
      <ReactionsLayer />
    </SessionContext.Provider>
  );
}
