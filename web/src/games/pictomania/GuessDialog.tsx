// A player's drawing, enlarged, beside the clue cards; and while you may guess them, the guess: pick one of your
// unused cards 1..7 (or a clue on the cards, which picks its number), then confirm, since a guess cannot be taken
// back.
import { useEffect, useRef, useState } from "preact/hooks";
import { canGuess, myGuessOn, numberChoices, targetState } from "./guessing";
import { t } from "../../i18n";
import type { PictomaniaView } from "./protocol";
import { nameOf, useSession } from "../../ui/context";
import { Modal } from "../../ui/Modal";
import { SheetCanvas } from "../../ui/drawing/SheetCanvas";
import { RackCards } from "./Rack";

function GuessPicker({ view, seat, name }: { view: PictomaniaView; seat: number; name: string }) {
  const session = useSession();
  const [number, setNumber] = useState<number | null>(null);
  const confirmBox = useRef<HTMLDivElement>(null);
  const choices = numberChoices(view);
  const chosen = choices.find((c) => c.number === number && !c.used) ? number : null;
  const used = choices.filter((c) => c.used).map((c) => c.number);

  useEffect(() => {
    // On a small screen the confirmation lands below the cards: bring it into view.
    if (chosen !== null) confirmBox.current?.scrollIntoView?.({ block: "nearest" });
  }, [chosen]);

  return (
    <div class="guess-picker">
      <p class="guess-question">{t("game.pickNumber", { name })}</p>
      <div class="number-grid">
        {choices.map((c) => (
          <button
            type="button"
            key={c.number}
            class={`number-card ${chosen === c.number ? "selected" : ""} ${c.used ? "used" : ""}`}
            data-testid={`guess-number-${c.number}`}
            disabled={c.used}
            aria-pressed={chosen === c.number}
            aria-label={c.used ? t("game.numberUsed", { n: c.number }) : String(c.number)}
            onClick={() => setNumber(c.number)}
          >
            {c.number}
          </button>
        ))}
      </div>
      <p class="muted guess-hint">{t("game.pickOnCards")}</p>
      <RackCards view={view} compact testids={false} picked={chosen} onPick={setNumber} used={used} />
      {chosen !== null && (
        <div class="guess-confirm-box" ref={confirmBox}>
          <p class="confirm-question">{t("game.confirmGuess", { n: chosen, name })}</p>
          <p class="warning">{t("game.cannotTakeBack")}</p>
          <div class="confirm-row">
            <button
              type="button"
              class="btn btn-primary btn-big"
              data-testid="guess-confirm"
              onClick={() => {
                // The view may have moved on since the card was picked (the round ended, the target blanked).
                if (canGuess(view, seat, chosen)) session.act({ type: "guess", target: seat, number: chosen });
                session.focus.value = null;
              }}
            >
              {t("game.confirm", { n: chosen })}
            </button>
            <button type="button" class="btn btn-ghost" onClick={() => setNumber(null)}>
              {t("common.cancel")}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

export function GuessDialog({ view, seat }: { view: PictomaniaView; seat: number }) {
  const session = useSession();
  const name = nameOf(session.room.value, seat);
  const state = targetState(view, seat);
  const guessed = myGuessOn(view, seat);
  const close = () => (session.focus.value = null);

  let note;
  if (state === "guessed")
    note = <p class="guess-done">{guessed !== undefined ? t("game.youGuessed", { n: guessed }) : t("game.guessedNoNumber")}</p>;
  else if (state === "blank") note = <p class="muted">{t("game.cannotGuessBlank", { name })}</p>;
  else if (state === "self") note = <p class="muted">{t("game.cannotGuessSelf")}</p>;
  else if (view.me && view.phase === "drawing" && state !== "open") note = <p class="muted">{t("game.cannotGuessNow")}</p>;

  return (
    <Modal title={t("game.guessTitle", { name })} onClose={close} testid="focus-dialog" wide>
      <div class="focus-layout">
        <div class="focus-sheet">
          <SheetCanvas drawings={session.drawings} seat={seat} label={t("game.guessTitle", { name })} />
        </div>
        <div class="focus-side">
          {state === "open" ? (
            <GuessPicker view={view} seat={seat} name={name} />
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
