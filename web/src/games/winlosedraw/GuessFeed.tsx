// Every guess of the turn, oldest first and the newest at the bottom (it scrolls, following the newest unless
// its reader scrolled up): who sent it, in their colour, what they typed, the sketcher's gesture, and whether it
// was right. The sketcher's copy has one-tap gestures ("close", "off track") and Accept on each guess, guesses
// that nearly match the item highlighted ("near") with their Accept to hand.
import { useLayoutEffect, useRef } from "preact/hooks";
import { t } from "../../i18n";
import { nameOf, seatOf, useSession } from "../../ui/context";
import { Swatch } from "../../ui/Swatch";
import { CheckIcon, GestureIcon } from "./GestureIcon";
import type { Guess, WlodView } from "./protocol";
import { feedOrder, guessControls, isSketcher, secondsOf } from "./screen";

/** Within this many pixels of the bottom, the feed follows new guesses. */
const FOLLOW_PX = 48;

function Gestures({ view, guess, name }: { view: WlodView; guess: Guess; name: string }) {
  const session = useSession();
  const can = guessControls(view, guess);
  if (!can.mark && !can.accept) return null;
  const mark = (m: "close" | "off") =>
    session.act({ type: "mark", guess: guess.id, mark: guess.mark === m ? null : m });
  return (
    <span class="wlod-gestures">
      {can.mark && (
        <>
          <button
            type="button"
            class={`wlod-gesture wlod-gesture-btn-close ${guess.mark === "close" ? "is-on" : ""}`}
            aria-pressed={guess.mark === "close"}
            aria-label={t("wlod.s.feed.markClose", { name })}
            title={t("wlod.s.feed.markClose", { name })}
            data-testid={`wlod-mark-close-${guess.id}`}
            onClick={() => mark("close")}
          >
            <GestureIcon mark="close" />
            <span class="wlod-gesture-word">{t("wlod.s.feed.close")}</span>
          </button>
          <button
            type="button"
            class={`wlod-gesture wlod-gesture-btn-off ${guess.mark === "off" ? "is-on" : ""}`}
            aria-pressed={guess.mark === "off"}
            aria-label={t("wlod.s.feed.markOff", { name })}
            title={t("wlod.s.feed.markOff", { name })}
            data-testid={`wlod-mark-off-${guess.id}`}
            onClick={() => mark("off")}
          >
            <GestureIcon mark="off" />
            <span class="wlod-gesture-word">{t("wlod.s.feed.off")}</span>
          </button>
        </>
      )}
      {can.accept && (
        <button
          type="button"
          class={`wlod-accept btn ${guess.near ? "btn-primary" : "btn-secondary"}`}
          aria-label={t("wlod.s.feed.acceptLabel", { name, guess: guess.text ?? "" })}
          data-testid={`wlod-accept-${guess.id}`}
          onClick={() => session.act({ type: "accept", guess: guess.id })}
        >
          <CheckIcon />
          {t("wlod.s.feed.accept")}
        </button>
      )}
    </span>
  );
}

function GuessRow({ view, guess }: { view: WlodView; guess: Guess }) {
  const room = useSession().room.value;
  const seat = seatOf(room, guess.seat);
  const name = nameOf(room, guess.seat);
  const mine = view.you === guess.seat;
  const sketcher = isSketcher(view);
  const classes = [
    "wlod-guess",
    guess.correct ? "is-correct" : "",
    guess.near && !guess.correct ? "is-near" : "",
    guess.steal ? "is-steal" : "",
    mine ? "is-mine" : "",
    guess.mark ? `is-${guess.mark}` : "",
  ];
  return (
    <li
      class={classes.join(" ")}
      data-testid={`wlod-guess-${guess.id}`}
      data-correct={guess.correct ? "true" : "false"}
      data-mark={guess.mark ?? ""}
      data-near={guess.near ? "true" : "false"}
    >
      {/* Who, what and its tags wrap together; the sketcher's buttons keep their place at the row's end. */}
      <span class="wlod-guess-body">
        <span class="wlod-guess-who">
          {seat && (
            <span class="wlod-guess-swatch" aria-hidden="true">
              <Swatch colour={seat.colour} size={16} />
            </span>
          )}
          <span class="wlod-guess-name">{name}</span>
          <span class="sr-only">: </span>
        </span>
        <span class="wlod-guess-text">
          {guess.text === null ? <span class="wlod-guess-hidden">{t("wlod.s.feed.hidden")}</span> : guess.text}
        </span>
        <span class="wlod-guess-tags">
          {guess.steal && <span class="wlod-tag wlod-tag-steal">{t("wlod.s.feed.steal")}</span>}
          {guess.correct && (
            <span class="wlod-tag wlod-tag-correct">
              <CheckIcon size={14} />
              {t("wlod.s.feed.correct", { s: secondsOf(guess.ms) })}
            </span>
          )}
          {guess.near && !guess.correct && <span class="wlod-tag wlod-tag-near">{t("wlod.s.feed.near")}</span>}
          {!sketcher && guess.mark && (
            <span class={`wlod-tag wlod-tag-${guess.mark}`}>
              <GestureIcon mark={guess.mark} size={14} />
              {t(guess.mark === "close" ? "wlod.s.feed.close" : "wlod.s.feed.off")}
            </span>
          )}
        </span>
      </span>
      <Gestures view={view} guess={guess} name={name} />
    </li>
  );
}

export function GuessFeed({ view }: { view: WlodView }) {
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
    <section class="wlod-feed" aria-labelledby="wlod-feed-title">
      <div class="wlod-feed-head">
        <h2 class="wlod-feed-title" id="wlod-feed-title">
          {t("wlod.s.feed.title")}
        </h2>
        {sketching && (
          // The gestures are pictograms on each row: their words, once, for the sketcher who has not met them.
          <p class="wlod-feed-legend">
            <span class="wlod-feed-legend-words">{t("wlod.s.feed.legend")}</span>{" "}
            <span class="wlod-tag wlod-tag-close">
              <GestureIcon mark="close" size={14} />
              {t("wlod.s.feed.close")}
            </span>{" "}
            <span class="wlod-tag wlod-tag-off">
              <GestureIcon mark="off" size={14} />
              {t("wlod.s.feed.off")}
            </span>{" "}
            <span class="wlod-feed-legend-words">{t("wlod.s.feed.legendAccept")}</span>
          </p>
        )}
      </div>
      {/* A log (new guesses are read out politely), holding the list of rows. */}
      <div
        ref={list}
        class="wlod-feed-list"
        role="log"
        aria-live="polite"
        aria-labelledby="wlod-feed-title"
        data-testid="wlod-feed"
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          follow.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX;
        }}
      >
        {rows.length === 0 ? (
          <p class="wlod-feed-empty">{t(isSketcher(view) ? "wlod.s.feed.emptyYou" : "wlod.s.feed.empty")}</p>
        ) : (
          <ol class="wlod-feed-rows">
            {rows.map((g) => (
              <GuessRow view={view} guess={g} key={`${view.turn}-${g.id}`} />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
