// While one bonus token is left, every player drawing sees that the next to finish with a token ends the round
// for everyone. It lies over the game bar, just before that token, so nothing below it moves under a drawing
// pen; screen readers hear it when it comes, from the moments' live region (moments.ts).
import { t } from "../../i18n";
import type { PictomaniaView } from "./protocol";

export function LastTokenWarning({ view }: { view: PictomaniaView }) {
  if (view.phase !== "drawing" || view.bonus_left.length !== 1) return null;
  return (
    <p class={`last-token ${view.deadline !== null ? "with-clock" : ""}`} data-testid="last-token">
      <span class="last-token-mark" aria-hidden="true">
        !
      </span>
      <span class="last-token-short">{t("pm.lastToken.short")}</span>
      <span class="last-token-long">{t("pm.lastToken.long")}</span>
    </p>
  );
}
