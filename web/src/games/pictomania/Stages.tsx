// What the middle of the screen shows in each phase, apart from drawing (Desk) and scoring.
import { useState } from "preact/hooks";
import { joinNames, t } from "../../i18n";
import type { Room } from "../../protocol";
import { LEVEL_CHOOSER_SEAT, LEVELS, type PlayerView, type PictomaniaView } from "./protocol";
import { nameOf, useSession } from "../../ui/context";
import { SheetCanvas } from "../../ui/drawing/SheetCanvas";
import { useTapRescue } from "../../ui/drawing/tapRescue";
import { FinalStandings } from "./FinalStandings";
import { ScoringPanel } from "./ScoringPanel";
import { scoredWhileHere } from "./scoringSteps";
import { SecretBanner } from "./SecretBanner";

/** Who the table waits for, the viewer first as "you": their own name in the list reads as someone else. */
function waitingNames(room: Room | null, view: PictomaniaView, done: (p: PlayerView) => boolean): string[] {
  const waiting = view.players.filter((p) => !done(p));
  const me = waiting.filter((p) => p.seat === view.seat).map(() => t("pm.waiting.you"));
  return [...me, ...waiting.filter((p) => p.seat !== view.seat).map((p) => nameOf(room, p.seat))];
}

export function LevelChooser({ view }: { view: PictomaniaView }) {
  const session = useSession();
  if (view.seat !== LEVEL_CHOOSER_SEAT) {
    return (
      <section class="card center stage-wait">
        <p class="big-wait">{t("game.hostChoosing")}</p>
      </section>
    );
  }
  return (
    <section class="card center">
      <h2>{t("game.chooseLevel", { n: view.round })}</h2>
      <div class="level-buttons">
        {LEVELS.map((level) => (
          <button
            type="button"
            key={level}
            class={`level-btn level-${level}`}
            data-testid={`choose-level-${level}`}
            onClick={() => session.act({ type: "choose_level", level })}
          >
            <span class="level-name">{t(`level.${level}`)}</span>
            <span class="level-colour">{t(`level.${level}.colour`)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

export function ReadyBar({ view }: { view: PictomaniaView }) {
  const session = useSession();
  const me = view.players.find((p) => p.seat === view.seat);
  const waiting = waitingNames(session.room.value, view, (p) => p.ready);
  return (
    <section class="card ready-bar">
      <p class="muted">{t("game.previewHint")}</p>
      {me && (
        <button
          type="button"
          class="btn btn-primary btn-huge"
          data-testid="ready"
          disabled={me.ready}
          onClick={() => session.act({ type: "ready" })}
        >
          {me.ready ? t("game.readyDone") : t("game.ready")}
        </button>
      )}
      {waiting.length > 0 && <p class="muted">{t("game.waitingFor", { names: joinNames(waiting) })}</p>}
    </section>
  );
}

export function ReviewPanel({ view }: { view: PictomaniaView }) {
  const session = useSession();
  const me = view.players.find((p) => p.seat === view.seat);
  const confirmed = view.players.filter((p) => p.checked).map((p) => nameOf(session.room.value, p.seat));
  const waiting = waitingNames(session.room.value, view, (p) => p.checked);
  // The round can end on a player's last quick stroke: their first tap here must not be lost (tapRescue.ts).
  useTapRescue();
  return (
    <section class="card review">
      {!me || !view.me ? (
        <p class="big-wait">{t("game.reviewSpectator")}</p>
      ) : me.blank ? (
        <p class="big-wait">{t("game.reviewBlank")}</p>
      ) : (
        <div class="review-grid">
          <div class="review-sheet">
            <SheetCanvas
              drawings={session.drawings}
              seat={me.seat}
              label={t("game.yourSheet")}
              testid="own-canvas"
            />
          </div>
          <div class="review-side">
            <h2>{t("game.reviewTitle")}</h2>
            <SecretBanner view={view} label={t("game.secretLabel")} />
            {me.checked ? (
              <p class="done-note">{view.me.wrong_clue ? t("game.checkedWrong") : t("game.checkedRight")}</p>
            ) : (
              <>
                <div class="confirm-row">
                  <button
                    type="button"
                    class="btn btn-primary btn-big"
                    data-testid="check-right"
                    onClick={() => session.act({ type: "check_clue", wrong: false })}
                  >
                    {t("game.checkRight")}
                  </button>
                  <button
                    type="button"
                    class="btn btn-secondary"
                    data-testid="check-wrong"
                    onClick={() => session.act({ type: "check_clue", wrong: true })}
                  >
                    {t("game.checkWrong")}
                  </button>
                </div>
                <p class="muted">{t("game.reviewHint")}</p>
              </>
            )}
          </div>
        </div>
      )}
      {confirmed.length > 0 && <p class="muted">{t("game.confirmedBy", { names: joinNames(confirmed) })}</p>}
      {waiting.length > 0 && <p class="muted">{t("game.waitingFor", { names: joinNames(waiting) })}</p>}
    </section>
  );
}

export function ScoredStage({ view }: { view: PictomaniaView }) {
  const session = useSession();
  // Decided once, on arrival: a page that was there when the round was scored plays it out; one that found it
  // scored (a late visitor, a reload) opens on the result, with the final standings at once if the game is over.
  const [animate] = useState(() => scoredWhileHere(session.feed.value, view.results.at(-1)?.round ?? 0));
  const [done, setDone] = useState(!animate);
  const me = view.players.find((p) => p.seat === view.seat);
  const waiting = waitingNames(session.room.value, view, (p) => p.ready);
  return (
    <div class="scored-stage">
      {/* Once the last round is played out (or skipped), the final standings come first, above its details. */}
      {view.phase === "over" && done && <FinalStandings view={view} scroll={animate} />}
      <ScoringPanel
        view={view}
        animate={animate}
        onDone={setDone}
        key={`${session.room.value?.game_id}:${view.results.length}`}
      />
      {view.phase === "scored" && (
        <section class="card ready-bar is-sticky">
          {me && (
            <button
              type="button"
              class="btn btn-primary btn-huge"
              data-testid="next-round"
              disabled={me.ready}
              onClick={() => session.act({ type: "ready" })}
            >
              {me.ready ? t("score.nextRoundDone") : t("score.nextRound")}
            </button>
          )}
          {waiting.length > 0 && <p class="muted">{t("game.waitingFor", { names: joinNames(waiting) })}</p>}
        </section>
      )}
    </div>
  );
}
