// The guess view: the others' drawings, large, one at a time in a row one swipes sideways (or steps through with
// the arrows), and under or beside the one in view the way to guess it. A guess is a card laid face down on the
// table: a tap on a number, or on a clue (which stands for its number), places it at once. With the tap on the
// drawing that opened the view, a guess is two taps, and the drawing stays in view while choosing: only the
// cards below it scroll.
import { useEffect, useLayoutEffect, useRef } from "preact/hooks";
import { canGuess, myGuessOn, numberChoices, stepSeat, targetState, viewableSeats } from "./guessing";
import { t } from "../../i18n";
import type { PictomaniaView } from "./protocol";
import { nameOf, useSession } from "../../ui/context";
import { Modal } from "../../ui/Modal";
import { SheetCanvas } from "../../ui/drawing/SheetCanvas";
import { RackCards } from "./Rack";

/** After a swipe, how long the row must rest before the drawing in view counts as chosen: a smooth scroll (the
 * arrows) passes through its neighbours without choosing them. */
const SETTLE_MS = 90;

function Slides({ view, seats, seat }: { view: PictomaniaView; seats: number[]; seat: number }) {
  const session = useSession();
  const room = session.room.value;
  const row = useRef<HTMLDivElement>(null);
  const index = Math.max(0, seats.indexOf(seat));
  const indexNow = useRef(index);
  indexNow.current = index;

  const shownIndex = (el: HTMLElement) => (el.clientWidth > 0 ? Math.round(el.scrollLeft / el.clientWidth) : -1);

  // The chosen drawing in view: at once when the row first gets its width (the dialog opening) or changes it (a
  // phone turned), smoothly when the arrows choose a neighbour.
  useLayoutEffect(() => {
    const el = row.current;
    if (!el) return;
    let width = -1;
    const jump = () => {
      // Only a new width moves the row: its height follows the window's (a phone's address bar coming and
      // going), and that must not undo a swipe under way.
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      if (shownIndex(el) !== indexNow.current) el.scrollLeft = indexNow.current * el.clientWidth;
    };
    const observer = new ResizeObserver(jump);
    observer.observe(el);
    jump();
    return () => observer.disconnect();
  }, []);
  // Only the player's own swipe chooses a drawing. Where the arrows sent the row, until it gets there: on a busy
  // device a smooth scroll can rest longer than SETTLE_MS between frames, and must not be taken for a swipe that
  // chose the drawing it passes through. Nor may a scroll nobody asked for (an accessibility checker measuring
  // each drawing, a restored position).
  const aiming = useRef<number | null>(null);
  const swiping = useRef(false);
  const touched = () => {
    aiming.current = null;
    swiping.current = true;
  };
  useEffect(() => {
    const el = row.current;
    if (!el || shownIndex(el) === index) return;
    const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    aiming.current = index;
    swiping.current = false;
    el.scrollTo({ left: index * el.clientWidth, behavior: smooth ? "smooth" : "auto" });
  }, [index]);

  // A swipe chooses the drawing it rests on.
  const settle = useRef(0);
  useEffect(() => () => window.clearTimeout(settle.current), []);
  const onScroll = () => {
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(() => {
      const el = row.current;
      if (!el) return;
      const shown = shownIndex(el);
      if (aiming.current !== null) {
        if (shown === aiming.current) aiming.current = null;
        return;
      }
      if (!swiping.current) return;
      swiping.current = false;
      const next = seats[shown];
      if (next !== undefined && next !== session.focus.value) session.focus.value = next;
    }, SETTLE_MS);
  };

  const go = (step: number) => (session.focus.value = stepSeat(seats, seat, step));
  const many = seats.length > 1;
  return (
    <div class="gv-look">
      {/* Focusable, so that the arrow keys scroll it too (the arrows below step as well). */}
      <div
        class="gv-slides"
        ref={row}
        onScroll={onScroll}
        onPointerDown={touched}
        onTouchStart={touched}
        onWheel={touched}
        onKeyDown={touched}
        data-testid="guess-slides"
        role="region"
        aria-label={t("game.others")}
        tabIndex={0}
      >
        {seats.map((s) => {
          const name = nameOf(room, s);
          const player = view.players.find((p) => p.seat === s);
          return (
            <div class="gv-slide" key={s} data-seat={s} aria-hidden={s !== seat ? "true" : undefined}>
              <div class={`gv-sheet ${player?.finished ? "gv-finished" : ""}`}>
                <SheetCanvas
                  drawings={session.drawings}
                  seat={s}
                  label={t("game.guessTitle", { name })}
                  testid={s === seat ? "guess-drawing" : undefined}
                />
                {player?.blank && <span class="thumb-note">{t("game.status.blank")}</span>}
              </div>
            </div>
          );
        })}
      </div>
      {many && (
        <div class="gv-nav">
          <button
            type="button"
            class="btn btn-ghost gv-step"
            data-testid="guess-previous"
            aria-label={t("pm.guess.previous")}
            disabled={index === 0}
            onClick={() => go(-1)}
          >
            ‹
          </button>
          <span class="gv-position" data-testid="guess-position">
            <span class="gv-dots" aria-hidden="true">
              {seats.map((s) => (
                <span class={`gv-dot ${s === seat ? "on" : ""}`} key={s} />
              ))}
            </span>
            {t("pm.guess.position", { n: index + 1, total: seats.length })}
          </span>
          <button
            type="button"
            class="btn btn-ghost gv-step"
            data-testid="guess-next"
            aria-label={t("pm.guess.next")}
            disabled={index === seats.length - 1}
            onClick={() => go(1)}
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}

function Picker({ view, seat, name }: { view: PictomaniaView; seat: number; name: string }) {
  const session = useSession();
  const choices = numberChoices(view);
  const used = choices.filter((c) => c.used).map((c) => c.number);
  const firstFree = choices.find((c) => !c.used)?.number;
  const place = (number: number) => {
    // The view may have moved on since the view opened (the round ended, the target blanked).
    if (canGuess(view, seat, number)) session.act({ type: "guess", target: seat, number });
    session.focus.value = null;
  };

  return (
    <div class="guess-picker">
      <p class="guess-question" id="guess-question">
        {t("game.pickNumber", { name })}
      </p>
      <div class="number-grid" role="group" aria-labelledby="guess-question">
        {choices.map((c) => (
          <button
            type="button"
            key={c.number}
            class={`number-card ${c.used ? "used" : ""}`}
            data-testid={`guess-number-${c.number}`}
            data-autofocus={c.number === firstFree ? "" : undefined}
            disabled={c.used}
            aria-label={c.used ? t("game.numberUsed", { n: c.number }) : undefined}
            onClick={() => place(c.number)}
          >
            {c.number}
          </button>
        ))}
      </div>
      <p class="muted guess-hint">{t("pm.guess.hint")}</p>
      <RackCards view={view} compact testids={false} onPick={place} used={used} />
    </div>
  );
}

export function GuessDialog({ view, seat }: { view: PictomaniaView; seat: number }) {
  const session = useSession();
  const name = nameOf(session.room.value, seat);
  const state = targetState(view, seat);
  const guessed = myGuessOn(view, seat);
  const seats = viewableSeats(view);
  const close = () => (session.focus.value = null);

  let note;
  if (state === "guessed")
    note = (
      <p class="guess-done" data-testid="guess-done">
        {guessed !== undefined ? t("game.youGuessed", { n: guessed }) : t("game.guessedNoNumber")}
      </p>
    );
  else if (state === "blank") note = <p class="muted">{t("game.cannotGuessBlank", { name })}</p>;
  else if (state === "self") note = <p class="muted">{t("game.cannotGuessSelf")}</p>;
  else if (view.me && view.phase === "drawing" && state !== "open") note = <p class="muted">{t("game.cannotGuessNow")}</p>;

  return (
    <Modal title={t("game.guessTitle", { name })} onClose={close} testid="focus-dialog" wide class="guess-view">
      <div class="gv-layout">
        <Slides view={view} seats={seats.includes(seat) ? seats : [seat]} seat={seat} />
        <div class="gv-side">
          {state === "open" ? (
            <Picker view={view} seat={seat} name={name} key={seat} />
          ) : (
            <>
              {note}
              <RackCards view={view} compact testids={false} picked={guessed ?? null} />
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
