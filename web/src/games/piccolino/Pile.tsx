// One player's place at the table: who, their draw pile (face down, counted), their discard pile's top card
// drawn large, and the flip countdown when it is their turn. Out players are greyed.
import { t } from "../../i18n";
import type { Room } from "../../protocol";
import type { PiccolinoPlayer, PiccolinoView } from "./protocol";
import { nameOf, seatOf, useSession } from "../../ui/context";
import { RobotIcon } from "../../ui/Icons";
import { BellIcon } from "./BellIcon";
import { StandInButton } from "../../ui/StandInButton";
import { Swatch } from "../../ui/Swatch";
import { CardBack, ClownCard } from "./ClownCard";
import { FlipCountdown } from "./FlipCountdown";

function Who({ room, view, p }: { room: Room | null; view: PiccolinoView; p: PiccolinoPlayer }) {
  const info = seatOf(room, p.seat);
  const name = nameOf(room, p.seat);
  const isMe = p.seat === view.seat;
  return (
    <header class="picco-who">
      {info && <Swatch colour={info.colour} size={22} />}
      <span class="picco-name">{name}</span>
      {isMe && <span class="badge badge-you">{t("common.you")}</span>}
      {info?.bot && (
        <span class="badge badge-bot" title={t("bots.badgeLabel", { level: t(`bots.level.${info.bot}`) })}>
          <RobotIcon size={13} /> {t(`bots.level.${info.bot}`)}
        </span>
      )}
      {info?.standin && !info.bot && <span class="badge">{t("room.standin")}</span>}
      {p.out && <span class="badge badge-out">{t("picco.out")}</span>}
      {info && !info.connected && !info.standin && <span class="badge">{t("picco.offline")}</span>}
      {p.stop_vote && !p.out && (
        <span class="badge badge-vote" title={t("picco.ev.vote", { name })}>
          {t("picco.voteBadge")}
        </span>
      )}
      <StandInButton seat={p.seat} viewer={view.seat} bots />
    </header>
  );
}

export function Pile({ view, p, totalMs }: { view: PiccolinoView; p: PiccolinoPlayer; totalMs: number }) {
  const session = useSession();
  const room = session.room.value;
  const playing = view.phase === "playing";
  const turn = playing && view.turn === p.seat;
  const showClock = turn && !view.bell.open && view.flip_deadline !== null;
  const rang = playing && view.bell.rang.includes(p.seat);
  const top = p.top;
  return (
    <section
      class={`picco-pile ${turn ? "is-turn" : ""} ${p.out ? "is-out" : ""} ${p.seat === view.seat ? "is-me" : ""} ${rang ? "has-rung" : ""}`}
      data-testid={`pile-${p.seat}`}
      data-turn={turn ? "true" : "false"}
      data-out={p.out ? "true" : "false"}
    >
      <Who room={room} view={view} p={p} />
      <div
        class="picco-top"
        data-testid={`top-${p.seat}`}
        data-colour={top?.colour ?? ""}
        data-happy={top?.happy ? "true" : "false"}
      >
        {top ? (
          <ClownCard card={top} class="picco-card" key={`${p.seat}-${p.discard}`} />
        ) : (
          <div class="picco-empty">
            <span>{t("picco.empty")}</span>
          </div>
        )}
        {showClock && <FlipCountdown deadline={view.flip_deadline!} totalMs={totalMs} />}
        {rang && (
          <span class="picco-rang-flag" aria-hidden="true">
            <BellIcon size={30} />
          </span>
        )}
      </div>
      <footer class="picco-counts">
        <span class="picco-count picco-count-draw" title={t("picco.drawTitle", { n: p.draw })}>
          <CardBack class="picco-mini-back" />
          <span class="sr-only">{t("picco.drawTitle", { n: p.draw })}</span>
          <strong data-testid={`draw-count-${p.seat}`} aria-hidden="true">
            {p.draw}
          </strong>
        </span>
        <span class="picco-count picco-count-discard" title={t("picco.discardTitle", { n: p.discard })}>
          <span class="picco-mini-discard" aria-hidden="true" />
          <span class="sr-only">{t("picco.discardTitle", { n: p.discard })}</span>
          <strong data-testid={`discard-count-${p.seat}`} aria-hidden="true">
            {p.discard}
          </strong>
        </span>
      </footer>
    </section>
  );
}
