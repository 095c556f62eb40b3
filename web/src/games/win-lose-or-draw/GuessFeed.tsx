// Every guess of the turn, oldest first and the newest at the bottom (it scrolls, following the newest unless
// its reader scrolled up): who sent it, in their colour, what they typed, the sketcher's gesture, and whether it
// was right. The sketcher's copy has one-tap gestures ("close", "off track") and Accept on each guess, guesses
// that nearly match the item highlighted ("near") with their Accept to hand.
import { useLayoutEffect, useRef } from "preact/hooks";
import { t } from "../../i18n";
import { nameOf, seatOf, useSession } from "../../ui/context";
import { Swatch } from "../../ui/Swatch";
import { CheckIcon, GestureIcon } from "./GestureIcon";
import type { Guess, WinLoseOrDrawView } from "./protocol";
import { feedOrder, guessControls, isSketcher, secondsOf } from "./screen";

/** Within this many pixels of the bottom, the feed follows new guesses. */
const FOLLOW_PX = 48;

function Gestures({ view, guess, name }: { view: WinLoseOrDrawView; guess: Guess; name: string }) {
  const session = useSession();
  const can = guessControls(view, guess);
  if (!can.mark && !can.accept) return null;
  const mark = (m: "close" | "off") =>
    session.act({ type: "mark", guess: guess.id, mark: guess.mark === m ? null : m });
  return (
    <span class="win-lose-or-draw-gestures">
      {can.mark && (
        <>
          <button
            type="button"
            class={`win-lose-or-draw-gesture win-lose-or-draw-gesture-btn-close ${guess.mark === "close" ? "is-on" : ""}`}
            aria-pressed={guess.mark === "close"}
            aria-label={t("win-lose-or-draw.s.feed.markClose", { name })}
            title={t("win-lose-or-draw.s.feed.markClose", { name })}
            data-testid={`win-lose-or-draw-mark-close-${guess.id}`}
            onClick={() => mark("close")}
          >
            <GestureIcon mark="close" />
            <span class="win-lose-or-draw-gesture-word">{t("win-lose-or-draw.s.feed.close")}</span>
          </button>
          <button
            type="button"
            class={`win-lose-or-draw-gesture win-lose-or-draw-gesture-btn-off ${guess.mark === "off" ? "is-on" : ""}`}
            aria-pressed={guess.mark === "off"}
            aria-label={t("win-lose-or-draw.s.feed.markOff", { name })}
            title={t("win-lose-or-draw.s.feed.markOff", { name })}
            data-testid={`win-lose-or-draw-mark-off-${guess.id}`}
            onClick={() => mark("off")}
          >
            <GestureIcon mark="off" />
            <span class="win-lose-or-draw-gesture-word">{t("win-lose-or-draw.s.feed.off")}</span>
          </button>
        </>
      )}
      {can.accept && (
        <button
          type="button"
          class={`win-lose-or-draw-accept btn ${guess.near ? "btn-primary" : "btn-secondary"}`}
          aria-label={t("win-lose-or-draw.s.feed.acceptLabel", { name, guess: guess.text ?? "" })}
          data-testid={`win-lose-or-draw-accept-${guess.id}`}
          onClick={() => session.act({ type: "accept", guess: guess.id })}
        >
          <CheckIcon />
          {t("win-lose-or-draw.s.feed.accept")}
        </button>
      )}
    </span>
  );
}

function GuessRow({ view, guess }: { view: WinLoseOrDrawView; guess: Guess }) {
  const room = useSession().room.value;
  const seat = seatOf(room, guess.seat);
  const name = nameOf(room, guess.seat);
  const mine = view.you === guess.seat;
  const sketcher = isSketcher(view);
  const classes = [
    "win-lose-or-draw-guess",
    guess.correct ? "is-correct" : "",
    guess.near && !guess.correct ? "is-near" : "",
    guess.steal ? "is-steal" : "",
    mine ? "is-mine" : "",
    guess.mark ? `is-${guess.mark}` : "",
  ];
  return (
    <li
      class={classes.join(" ")}
      data-testid={`win-lose-or-draw-guess-${guess.id}`}
      data-correct={guess.correct ? "true" : "false"}
      data-mark={guess.mark ?? ""}
      data-near={guess.near ? "true" : "false"}
    >
      {/* Who, what and its tags wrap together; the sketcher's buttons keep their place at the row's end. */}
      <span class="win-lose-or-draw-guess-body">
        <span class="win-lose-or-draw-guess-who">
          {seat && (
            <span class="win-lose-or-draw-guess-swatch" aria-hidden="true">
              <Swatch colour={seat.colour} size={16} />
            </span>
          )}
          <span class="win-lose-or-draw-guess-name">{name}</span>
          <span class="sr-only">: </span>
        </span>
        <span class="win-lose-or-draw-guess-text">
          {guess.text === null ? <span class="win-lose-or-draw-guess-hidden">{t("win-lose-or-draw.s.feed.hidden")}</span> : guess.text}
        </span>
        <span class="win-lose-or-draw-guess-tags">
          {guess.steal && <span class="win-lose-or-draw-tag win-lose-or-draw-tag-steal">{t("win-lose-or-draw.s.feed.steal")}</span>}
          {guess.correct && (
            <span class="win-lose-or-draw-tag win-lose-or-draw-tag-correct">
              <CheckIcon size={14} />
              {t("win-lose-or-draw.s.feed.correct", { s: secondsOf(guess.ms) })}
            </span>
          )}
          {guess.near && !guess.correct && <span class="win-lose-or-draw-tag win-lose-or-draw-tag-near">{t("win-lose-or-draw.s.feed.near")}</span>}
          {!sketcher && guess.mark && (
            <span class={`win-lose-or-draw-tag win-lose-or-draw-tag-${guess.mark}`}>
              <GestureIcon mark={guess.mark} size={14} />
              {t(guess.mark === "close" ? "win-lose-or-draw.s.feed.close" : "win-lose-or-draw.s.feed.off")}
            </span>
          )}
        </span>
      </span>
      <Gestures view={view} guess={guess} name={name} />
    </li>
  );
}

export function GuessFeed({ view }: { view: WinLoseOrDrawView }) {
  const list = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  const rows = feedOrder(view.guesses);
  const last = rows[rows.length - 1];
  const sketching = isSketcher(view) && (view.stage === "drawing" || view.stage === "steal");

  // Follow the newest guess unless the reader scrolled up to read older ones.
  useLayoutEffect(() => {
    const el = list.current;
    if (el && follow.current) el.scrollTop = el.scrollHeight;
  }, [last?.id, rows.length, view.turn]);

  return (
    <section class="win-lose-or-draw-feed" aria-labelledby="win-lose-or-draw-feed-title">
      <div class="win-lose-or-draw-feed-head">
        <h2 class="win-lose-or-draw-feed-title" id="win-lose-or-draw-feed-title">
          {t("win-lose-or-draw.s.feed.title")}
        </h2>
        {sketching && (
          // The gestures are pictograms on each row: their words, once, for the sketcher who has not met them.
          <p class="win-lose-or-draw-feed-legend">
            <span class="win-lose-or-draw-feed-legend-words">{t("win-lose-or-draw.s.feed.legend")}</span>{" "}
            <span class="win-lose-or-draw-tag win-lose-or-draw-tag-close">
              <GestureIcon mark="close" size={14} />
              {t("win-lose-or-draw.s.feed.close")}
            </span>{" "}
            <span class="win-lose-or-draw-tag win-lose-or-draw-tag-off">
              <GestureIcon mark="off" size={14} />
              {t("win-lose-or-draw.s.feed.off")}
            </span>{" "}
            <span class="win-lose-or-draw-feed-legend-words">{t("win-lose-or-draw.s.feed.legendAccept")}</span>
          </p>
        )}
      </div>
      {/* A log (new guesses are read out politely), holding the list of rows. */}
      <div
        ref={list}
        class="win-lose-or-draw-feed-list"
        role="log"
        aria-live="polite"
        aria-labelledby="win-lose-or-draw-feed-title"
        data-testid="win-lose-or-draw-feed"
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          follow.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX;
        }}
      >
        {rows.length === 0 ? (
          <p class="win-lose-or-draw-feed-empty">{t(isSketcher(view) ? "win-lose-or-draw.s.feed.emptyYou" : "win-lose-or-draw.s.feed.empty")}</p>
        ) : (
          <ol class="win-lose-or-draw-feed-rows">
            {rows.map((g) => (
              <GuessRow view={view} guess={g} key={`${view.turn}-${g.id}`} />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
