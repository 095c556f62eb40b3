// Piccolino's table: every player's place with the top of their discard pile, what just happened, and, for a
// seated player, Flip, the bell and the stop vote. Everything shown comes from the view; what this screen adds
// is the bell's reaction time, measured from when the version on screen at the press was first drawn, and a word
// to its player about their own ring (how quick, or too late).
import { useRef, useState } from "preact/hooks";
import { tableControls } from "./controls";
import { t } from "../../i18n";
import { FLIP_SECONDS_DEFAULT, type PiccolinoRoomOptions, type PiccolinoView } from "./protocol";
import { nameOf, useSession } from "../../ui/context";
import { ActionBar } from "./ActionBar";
import { Legend } from "./Legend";
import { OutcomeBanner } from "./OutcomeBanner";
import { OverPanel } from "./OverPanel";
import { Pile } from "./Pile";
import { StopVote } from "./StopVote";
import type { OwnRing } from "./ownRing";
import { pairedTops } from "./reaction";
import { useNotableEvents } from "./useNotableEvents";
import { useReactionTimer } from "./useReactionTimer";
import { useTableKeys } from "./useTableKeys";
import { useTooLate } from "./useTooLate";

function StatusLine({ view, myTurn, out }: { view: PiccolinoView; myTurn: boolean; out: boolean }) {
  const room = useSession().room.value;
  let text: string;
  if (view.phase === "over") text = t("picco.over.title");
  else if (view.bell.open) text = t("picco.bellOpen");
  else if (out) text = t("picco.youOut");
  else if (myTurn) text = t("picco.turnYou");
  else text = t("picco.turnOf", { name: nameOf(room, view.turn) });
  return (
    <p class={`picco-status ${myTurn && !view.bell.open ? "is-you" : ""} ${view.bell.open ? "is-bell" : ""}`}>
      {text}
    </p>
  );
}

export function PiccolinoScreen({ view }: { view: PiccolinoView }) {
  const session = useSession();
  const room = session.room.value;
  const timer = useReactionTimer(view.version, pairedTops(view.players));
  const notables = useNotableEvents(session);
  const late = useTooLate(session);
  const [mine, setMine] = useState<OwnRing | null>(null);
  const flippedAt = useRef<number | null>(null);
  const [presses, setPresses] = useState(0);
  const [, rerender] = useState(0);

  const rangHere = timer.hasRung(view.version);
  const controls = tableControls(view, { rang: rangHere, flipped: flippedAt.current === view.version });
  // The bell swings on this screen's presses and on everyone's rings.
  const lastRing = notables.find((n) => n.event.type === "rang")?.id ?? 0;
  const swing = presses + lastRing === 0 ? "" : `${presses}-${lastRing}`;

  // One flip per version: a second press before the new version arrives would be refused (not your turn).
  // The newest view decides (a key may come before the screen has caught up with a frame that just arrived).
  const flip = () => {
    const latest = session.view.peek();
    const current = latest?.game === "piccolino" ? latest : view;
    if (!tableControls(current, { rang: false, flipped: flippedAt.current === current.version }).flip) return;
    flippedAt.current = current.version;
    session.act({ type: "flip" });
    rerender((n) => n + 1);
  };
  // A press is judged on the table on screen when it happened (`at`), which the timer tells.
  const ring = (at: number) => {
    if (!controls.bell) return;
    const action = timer.ring(at);
    if (!action) return;
    session.act(action);
    setPresses((n) => n + 1);
    const ms = timer.rungAfterPair(action.seen ?? action.version);
    if (ms !== null) setMine({ at: Date.now(), ms });
  };
  useTableKeys({ flip, ring });

  const totalMs = ((room?.options as PiccolinoRoomOptions | undefined)?.flip_seconds ?? FLIP_SECONDS_DEFAULT) * 1000;
  const over = view.phase === "over";
  return (
    <div
      class={`picco picco-n${view.players.length} ${over ? "is-over" : ""}`}
      data-testid="piccolino-table"
      data-phase={view.phase}
      data-version={view.version}
    >
      <div class="picco-bar">
        <h1 class="picco-title">{t("picco.title")}</h1>
        <StatusLine view={view} myTurn={controls.myTurn} out={controls.out} />
      </div>
      {!controls.seated && <p class="spectator-note">{t("room.spectating")}</p>}
      {over && <OverPanel view={view} />}
      <OutcomeBanner view={view} notables={notables} mine={mine} late={late} />
      <div class="picco-piles" aria-label={t("picco.table")}>
        {view.players.map((p) => (
          <Pile view={view} p={p} totalMs={totalMs} key={p.seat} />
        ))}
      </div>
      {controls.seated && !over && (
        <ActionBar
          view={view}
          controls={controls}
          rangHere={rangHere}
          swing={swing}
          onFlip={flip}
          onRing={ring}
        />
      )}
      {!over && <StopVote view={view} controls={controls} />}
      <Legend />
    </div>
  );
}
