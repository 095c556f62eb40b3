// Every player's card: colour, name, score, live thumbnail of their sheet, what they are doing, their guess
// pile, and (while drawing) the way to guess them.
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import { cardsInView, deskOrder, othersGrid } from "./desk";
import { canGuessNow, myGuessOn, targetState } from "./guessing";
import { t } from "../../i18n";
import type { Room } from "../../protocol";
import type { PlayerView, PictomaniaView } from "./protocol";
import { nameOf, seatOf, useSession } from "../../ui/context";
import { SheetCanvas } from "../../ui/drawing/SheetCanvas";
import { nearestFocusable } from "../../ui/focus";
import { StandInButton } from "../../ui/StandInButton";
import { Swatch } from "../../ui/Swatch";
import { points } from "./words";

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
    <div class="pile" role="group" aria-label={t("game.pile", { n: p.pile.length })}>
      {p.pile.map((card, i) => {
        const by = seatOf(room, card.by);
        const label =
          card.number !== undefined
            ? t("game.pileMine", { n: card.number })
            : t("game.pileBy", { name: nameOf(room, card.by) });
        return (
          <span class={`pile-card pile-${by?.colour ?? "none"}`} key={i} title={label} role="img" aria-label={label}>
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

  // The guess view gives focus back to the Guess button that opened it, which the guess then disables when the
  // view says it is made: the browser drops the focus of a disabled button, so pass it to the drawing beside.
  // Whether it had focus is read while rendering, before this render disables it.
  const guessButton = useRef<HTMLButtonElement>(null);
  const guessHadFocus = guessButton.current !== null && guessButton.current === document.activeElement;
  useLayoutEffect(() => {
    if (guessHadFocus && guessButton.current?.disabled) nearestFocusable(guessButton.current)?.focus();
  });

  return (
    <li
      class={`player-card ${isMe ? "player-me" : ""} ${p.finished ? "player-finished" : ""}`}
      data-testid={`player-status-${p.seat}`}
      data-finished={String(p.finished)}
      data-colour={info?.colour}
    >
      {/* The name has its line to itself but for the colour (the connection dot sits on it) and a badge: it
          wraps rather than being cut short, and the score goes down with the status. */}
      <div class="pc-head">
        {info && (
          <span class="pc-avatar">
            <Swatch colour={info.colour} size={20} />
            <span
              class={`dot ${info.connected ? "dot-on" : "dot-off"}`}
              title={info.connected ? t("room.connected") : t("room.disconnected")}
            />
          </span>
        )}
        <span class="pc-name" title={name}>
          {name}
        </span>
        {isMe && <span class="badge badge-you">{t("common.you")}</span>}
        {info?.standin && <span class="badge">{t("room.standin")}</span>}
      </div>
      {sheets && !isMe && (
        <div class="thumb-box">
          {/* The drawing opens the guess view: while one may guess it, that is what a tap on it is for. */}
          <button
            type="button"
            class="thumb"
            data-testid={`thumb-${p.seat}`}
            data-state={state}
            aria-label={state === "open" ? t("pm.desk.guessDrawing", { name }) : t("game.enlarge", { name })}
            onClick={() => (session.focus.value = p.seat)}
          >
            <SheetCanvas drawings={session.drawings} seat={p.seat} label={t("game.guessTitle", { name })} />
            {p.blank && <span class="thumb-note">{t("game.status.blank")}</span>}
          </button>
          {/* Where the Guess button has no room (a phone's strip), the guess made shows on the drawing. */}
          {guessed !== undefined && (
            <span class="thumb-guess" data-testid={`thumb-guess-${p.seat}`}>
              {t("pm.desk.guessed", { n: guessed })}
            </span>
          )}
        </div>
      )}
      <div class="pc-foot">
        <StatusBadges view={view} p={p} />
        <span class="pc-total">{points(view.totals[p.seat] ?? 0)}</span>
        <Pile room={room} view={view} p={p} />
        {showGuess && (
          <button
            type="button"
            class={`btn btn-small guess-btn ${guessed !== undefined ? "btn-ghost guessed" : "btn-primary"}`}
            ref={guessButton}
            data-testid={`guess-target-${p.seat}`}
            data-state={state}
            disabled={state !== "open"}
            aria-label={guessed !== undefined ? t("game.youGuessed", { n: guessed }) : undefined}
            onClick={() => (session.focus.value = p.seat)}
          >
            {guessed !== undefined ? (
              // Two abreast at a desktop's desk, the card's line has room for the short words only.
              <>
                <span class="guessed-long">{t("game.youGuessed", { n: guessed })}</span>
                <span class="guessed-short">{t("pm.desk.guessed", { n: guessed })}</span>
              </>
            ) : (
              t("game.guess")
            )}
          </button>
        )}
      </div>
      <StandInButton seat={p.seat} viewer={view.seat} />
    </li>
  );
}

/** Which of the others' cards a sideways strip shows, measured on scroll and resize; empty when every one of
 * them is in view, so that the dots appear only when there are more drawings to see. */
function useStripView(list: { current: HTMLUListElement | null }, count: number): boolean[] {
  const [shown, setShown] = useState<boolean[]>([]);
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const measure = () => {
      const cards = Array.from(el.querySelectorAll<HTMLElement>(":scope > .player-card:not(.player-me)"));
      const inView = cardsInView(
        cards.map((c) => [c.offsetLeft, c.offsetWidth] as const),
        el.scrollLeft,
        el.clientWidth,
      );
      const next = inView.every(Boolean) ? [] : inView;
      setShown((prev) => (prev.length === next.length && prev.every((v, i) => v === next[i]) ? prev : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, [count]);
  return shown;
}

export function PlayersPanel({ view, sheets, desk = false }: { view: PictomaniaView; sheets: boolean; desk?: boolean }) {
  // At the drawing desk the viewer's own card (status, pile) comes first and the others share what is left
  // of the column's height, one or two abreast. On a phone the desk is a sideways strip: dots beside its hint
  // show how many drawings there are and which are in view.
  const players = desk ? deskOrder(view.players, view.seat) : view.players;
  const others = view.players.filter((p) => p.seat !== view.seat).length;
  const grid = othersGrid(others);
  const style = desk ? { "--cols": grid.cols, "--rows": grid.rows } : undefined;
  const list = useRef<HTMLUListElement>(null);
  const shown = useStripView(list, desk ? others : 0);
  return (
    <section
      class={`players ${sheets ? "players-sheets" : ""} ${desk ? "players-desk" : ""}`}
      style={style}
      data-cols={desk ? grid.cols : undefined}
    >
      <div class="players-head">
        <h2 class="section-title">{sheets && view.me ? t("game.others") : t("game.players")}</h2>
        {desk && canGuessNow(view) && <p class="strip-hint">{t("pm.desk.tapToGuess")}</p>}
        {desk && shown.length > 0 && (
          <span class="strip-dots" aria-hidden="true" data-testid="strip-dots">
            {shown.map((on, i) => (
              <span class={`strip-dot ${on ? "on" : ""}`} key={i} />
            ))}
          </span>
        )}
      </div>
      <ul class="player-list" ref={list}>
        {players.map((p) => (
          <PlayerCard view={view} p={p} sheets={sheets} key={p.seat} />
        ))}
      </ul>
    </section>
  );
}
