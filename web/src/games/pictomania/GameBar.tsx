import { useEffect } from "preact/hooks";
import { t } from "../../i18n";
import type { PictomaniaView } from "./protocol";
import { formatCountdown, now, startClock } from "../../store/clock";
import { Term } from "../../ui/help/Term";
import { ClockIcon } from "../../ui/Icons";

function Countdown({ deadline }: { deadline: number }) {
  useEffect(() => startClock(), []);
  const left = deadline - now.value;
  return (
    <span class={`countdown ${left < 10_000 ? "countdown-low" : ""}`} title={t("game.timeLeft")} role="timer">
      <ClockIcon /> {formatCountdown(left)}
    </span>
  );
}

/** The bonus tokens still to take, named and explained (bare stars in a corner mean nothing to a first-time
 * player). A phone's bar names them when it has the room: with few tokens and no clock. */
export function BonusTokens({ tokens, roomy }: { tokens: readonly number[]; roomy: boolean }) {
  return (
    <span class={`bonus-left ${roomy ? "bonus-roomy" : ""}`}>
      <span class="bonus-word">
        <Term explain="pm.term.bonusLeft" testid="term-bonus-left">
          {t("pm.bar.bonus")}
        </Term>
      </span>
      <span class="sr-only">{t("game.bonusLeft")}: </span>
      {tokens.length === 0 && <span class="muted">{t("game.noBonusLeft")}</span>}
      {tokens.map((n, i) => (
        <span class={`token bonus-token ${i === 0 ? "token-next" : ""}`} key={i}>
          {t("common.stars", { n })}
        </span>
      ))}
    </span>
  );
}

export function GameBar({ view }: { view: PictomaniaView }) {
  return (
    // The first thing the screen says (round, level, phase): where focus goes as the game begins (data-arrival).
    <div class="game-bar" data-testid="phase" data-phase={view.phase} data-round={view.round} data-arrival>
      <span class="round-label">{t("game.round", { n: view.round, total: view.rounds })}</span>
      {view.level && (
        <span class={`level-chip level-${view.level}`}>
          {t(`level.${view.level}`)}
        </span>
      )}
      <span class="phase-name">{t(`game.phase.${view.phase}`)}</span>
      <span class="bar-spacer" />
      {view.phase === "drawing" && (
        <BonusTokens tokens={view.bonus_left} roomy={view.bonus_left.length + (view.deadline !== null ? 2 : 0) <= 3} />
      )}
      {view.deadline !== null && <Countdown deadline={view.deadline} />}
    </div>
  );
}
