// Every player's card: colour, name, score, live thumbnail of their sheet, what they are doing, their guess
// pile, and (while drawing) the way to guess them.
import { deskOrder, othersGrid } from "./desk";
import { myGuessOn, targetState } from "./guessing";
import { t } from "../../i18n";
import type { Room } from "../../protocol";
import type { PlayerView, PictomaniaView } from "./protocol";
import { nameOf, seatOf, useSession } from "../../ui/context";
import { SheetCanvas } from "../../ui/drawing/SheetCanvas";
import { StandInButton } from "../../ui/StandInButton";
import { Swatch } from "../../ui/Swatch";

function StatusBadges({ view, p }: { view: PictomaniaView; p: PlayerView }) {
  const badges: { text: string; cls: string }[] = [];
  switch (view.phase) {
    case "preview":
    case "scored":
      badges.push(
        p.ready ? { text: t("game.status.ready"), cls: "ok" } : { text: t("game.status.notReady"), cls: "wait" },
      );
      break;
    case "drawing":
      if (p.blank) badges.push({ text: t("game.status.blank"), cls: "blank" });
      if (p.finished) badges.push({ text: t("game.status.finished"), cls: "ok" });
      else if (!p.blank) badges.push({ text: t("game.status.playing"), cls: "busy" });
      break;
    case "review":
      badges.push(
        p.checked ? { text: t("game.status.checked"), cls: "ok" } : { text: t("game.status.notChecked"), cls: "wait" },
      );
      break;
    default:
      break;
  }
  const tokenShown = (view.phase === "drawing" || view.phase === "review") && p.finished;
  return (
    <div class="pc-status">
      {badges.map((b) => (
        <span class={`status status-${b.cls}`} key={b.text}>
          {b.text}
        </span>
      ))}
      {tokenShown &&
        (p.bonus > 0 ? (
          <span class="token bonus-token">{t("common.stars", { n: p.bonus })}</span>
        ) : (
          !p.blank && <span class="status status-wait">{t("game.status.noToken")}</span>
        ))}
    </div>
  );
}

function Pile({ room, view, p }: { room: Room | null; view: PictomaniaView; p: PlayerView }) {
  if (view.phase !== "drawing" && view.phase !== "review") return null;
  return (
    <div class="pile" aria-label={t("game.pile", { n: p.pile.length })}>
      {p.pile.map((card, i) => {
        const by = seatOf(room, card.by);
        const label =
          card.number !== undefined
            ? t("game.pileMine", { n: card.number })
            : t("game.pileBy", { name: nameOf(room, card.by) });
        return (
          <span class={`pile-card pile-${by?.colour ?? "none"}`} key={i} title={label} aria-label={label}>
            {card.number ?? ""}
          </span>
        );
      })}
    </div>
  );
}

function PlayerCard({ view, p, sheets }: { view: PictomaniaView; p: PlayerView; sheets: boolean }) {
  const session = useSession();
  const room = session.room.value;
  const info = seatOf(room, p.seat);
  const name = nameOf(room, p.seat);
  const isMe = p.seat === view.seat;
  const state = targetState(view, p.seat);
  const guessed = myGuessOn(view, p.seat);
  const showGuess = view.phase === "drawing" && view.me !== undefined && !isMe;

  return (
    <li
      class={`player-card ${isMe ? "player-me" : ""} ${p.finished ? "player-finished" : ""}`}
      data-testid={`player-status-${p.seat}`}
      data-finished={String(p.finished)}
      data-colour={info?.colour}
    >
      <div class="pc-head">
        {info && <Swatch colour={info.colour} size={20} />}
        <span class="pc-name">{name}</span>
        {isMe && <span class="badge badge-you">{t("common.you")}</span>}
        {info?.standin && <span class="badge">{t("room.standin")}</span>}
        {info && (
          <span
            class={`dot ${info.connected ? "dot-on" : "dot-off"}`}
            title={info.connected ? t("room.connected") : t("room.disconnected")}
          />
        )}
        <span class="pc-total">{t("game.total", { n: view.totals[p.seat] ?? 0 })}</span>
      </div>
      {sheets && !isMe && (
        <div class="thumb-box">
          <button
            type="button"
            class="thumb"
            data-testid={`thumb-${p.seat}`}
            aria-label={t("game.enlarge", { name })}
            onClick={() => (session.focus.value = p.seat)}
          >
            <SheetCanvas drawings={session.drawings} seat={p.seat} label={t("game.guessTitle", { name })} />
            {p.blank && <span class="thumb-note">{t("game.status.blank")}</span>}
          </button>
        </div>
      )}
      <div class="pc-foot">
        <StatusBadges view={view} p={p} />
        <Pile room={room} view={view} p={p} />
        {showGuess && (
          <button
            type="button"
            class={`btn btn-small guess-btn ${guessed !== undefined ? "btn-ghost guessed" : "btn-primary"}`}
            data-testid={`guess-target-${p.seat}`}
            data-state={state}
            disabled={state !== "open"}
            onClick={() => (session.focus.value = p.seat)}
          >
            {guessed !== undefined ? t("game.youGuessed", { n: guessed }) : t("game.guess")}
          </button>
        )}
      </div>
      <StandInButton seat={p.seat} viewer={view.seat} />
    </li>
  );
}

export function PlayersPanel({ view, sheets, desk = false }: { view: PictomaniaView; sheets: boolean; desk?: boolean }) {
  // At the drawing desk the viewer's own card (status, pile) comes first and the others share what is left
  // of the column's height, one or two abreast.
  const players = desk ? deskOrder(view.players, view.seat) : view.players;
  const grid = othersGrid(view.players.filter((p) => p.seat !== view.seat).length);
  const style = desk ? { "--cols": grid.cols, "--rows": grid.rows } : undefined;
  return (
    <section class={`players ${sheets ? "players-sheets" : ""} ${desk ? "players-desk" : ""}`} style={style}>
      <h2 class="section-title">{sheets && view.me ? t("game.others") : t("game.players")}</h2>
      <ul class="player-list">
        {players.map((p) => (
          <PlayerCard view={view} p={p} sheets={sheets} key={p.seat} />
        ))}
      </ul>
    </section>
  );
}
