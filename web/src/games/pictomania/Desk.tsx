// The viewer's own sheet while drawing: the secret above the shared drawing desk (canvas and tools), and
// Pictomania's ways to stop under the tools (finish with or without a bonus token, draw nothing, confirmed first).
// Three grid areas of the drawing screen: `ds-secret`, then the desk's `ds-sheet` and `ds-tools`.
import { useState } from "preact/hooks";
import { t } from "../../i18n";
import { useSession } from "../../ui/context";
import { DrawingDesk } from "../../ui/drawing/DrawingDesk";
import { DrawNothingConfirm } from "./DrawNothingConfirm";
import { canDrawNow, finishChoices } from "./guessing";
import type { PictomaniaView } from "./protocol";
import { SecretBanner } from "./SecretBanner";

export function Desk({ view }: { view: PictomaniaView }) {
  const session = useSession();
  const seat = view.seat!;
  const me = view.players.find((p) => p.seat === seat);
  const choices = finishChoices(view);
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <div class="ds-secret">
        <SecretBanner view={view} />
      </div>
      <DrawingDesk
        seat={seat}
        enabled={canDrawNow(view)}
        note={
          <>
            {me?.finished && (
              <div class="sheet-note">
                {me.bonus > 0 ? t("game.finishedWith", { n: me.bonus }) : t("game.finished")}
              </div>
            )}
            {me && !me.finished && me.blank && <div class="sheet-note">{t("game.blankMine")}</div>}
          </>
        }
      >
        <div class="finish-row">
          {/* Someone who draws nothing takes no token: the button would only be a disabled promise. */}
          {!me?.blank && (
            <button
              type="button"
              class="btn btn-primary finish-btn"
              data-testid="finish-bonus"
              disabled={!choices.canFinish || choices.bonus === null}
              onClick={() => session.act({ type: "finish", bonus: true })}
            >
              {choices.onTable !== null ? t("game.finishBonus", { n: choices.onTable }) : t("game.finishNoBonusLeft")}
            </button>
          )}
          <button
            type="button"
            class="btn btn-secondary finish-btn"
            data-testid="finish-no-bonus"
            disabled={!choices.canFinish}
            onClick={() => session.act({ type: "finish", bonus: false })}
          >
            {t("game.finishNoBonus")}
          </button>
          <button
            type="button"
            class="btn btn-ghost finish-btn"
            data-testid="draw-nothing"
            disabled={!choices.canDrawNothing}
            title={t("game.drawNothingHint")}
            aria-haspopup="dialog"
            onClick={() => setConfirming(true)}
          >
            {t("game.drawNothing")}
          </button>
        </div>
      </DrawingDesk>
      {confirming && choices.canDrawNothing && (
        <DrawNothingConfirm
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            session.act({ type: "draw_nothing" });
          }}
        />
      )}
    </>
  );
}
