// Team play's opening: each team rolls the die, the higher plays first; a tie rolls again (`teams.rolls` holds
// every pair, the last one decides). The pairs are played out one after the other, each die tumbling a moment
// before it shows its value, then who plays first.
import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import { nameOf, useSession } from "../../ui/context";
import { Die } from "./Die";
import type { WinLoseOrDrawView } from "./protocol";
import { openingWords, teamNumber, teamSeats } from "./screen";

/** How long each pair tumbles, then shows, before the next (the opening lasts about four seconds in all). */
const STEP_MS = 700;

export function OpeningRoll({ view }: { view: WinLoseOrDrawView }) {
  const room = useSession().room.value;
  const rolls = view.teams?.rolls ?? [];
  const last = rolls.length * 2 - 1;
  // Even steps: pair step/2 tumbles; odd steps: it shows its values.
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= last) return;
    const timer = setTimeout(() => setStep((s) => s + 1), STEP_MS);
    return () => clearTimeout(timer);
  }, [step, last]);

  const index = Math.min(Math.floor(step / 2), rolls.length - 1);
  const rolling = step % 2 === 0 && step < last;
  const pair = rolls[index];
  const words = rolling ? null : openingWords(rolls, index, view.teams?.first ?? 0);
  const done = step >= last;
  return (
    <section class="win-lose-or-draw-opening" data-testid="win-lose-or-draw-opening" aria-labelledby="win-lose-or-draw-opening-title">
      <h2 id="win-lose-or-draw-opening-title">{t("win-lose-or-draw.s.opening.title")}</h2>
      <div class="win-lose-or-draw-dice">
        {[0, 1].map((team) => (
          <figure class={`win-lose-or-draw-die-team win-lose-or-draw-team-${team}`} key={team}>
            <Die
              value={pair ? pair[team]! : null}
              rolling={rolling}
              size={88}
              label={
                rolling || !pair
                  ? t("win-lose-or-draw.s.opening.dieRolling", { n: teamNumber(team) })
                  : t("win-lose-or-draw.s.opening.die", { n: teamNumber(team), value: pair[team]! })
              }
            />
            <figcaption>
              <strong>{t("win-lose-or-draw.s.team", { n: teamNumber(team) })}</strong>
              <span class="win-lose-or-draw-die-members">
                {teamSeats(view, team)
                  .map((s) => nameOf(room, s))
                  .join(", ")}
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
      <p class={`win-lose-or-draw-opening-words ${done ? "is-done" : ""}`} role="status" data-testid="win-lose-or-draw-opening-words">
        {words ? t(words.key, words.params) : t("win-lose-or-draw.s.opening.rolling")}
      </p>
      {rolls.length > 1 && done && (
        <ol class="win-lose-or-draw-opening-ties">
          {rolls.slice(0, -1).map((p, i) => (
            <li key={i}>{t("win-lose-or-draw.s.opening.tieWas", { a: p[0], b: p[1] })}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
