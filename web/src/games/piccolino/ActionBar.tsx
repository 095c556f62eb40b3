// The seated player's buttons, within reach of the thumbs on a phone: Flip on the left, the bell on the right.
import { t } from "../../i18n";
import type { TableControls } from "./controls";
import type { PiccolinoView } from "./protocol";
import { BellButton } from "./Bell";
import { CardBack } from "./ClownCard";

export function ActionBar({
  view,
  controls,
  rangHere,
  swing,
  onFlip,
  onRing,
}: {
  view: PiccolinoView;
  controls: TableControls;
  rangHere: boolean;
  swing: string;
  onFlip: () => void;
  onRing: (at: number) => void;
}) {
  return (
    <div class="picco-actions">
      <button
        type="button"
        class={`picco-flip ${controls.flip ? "is-ready" : ""}`}
        data-testid="flip"
        disabled={!controls.flip}
        aria-keyshortcuts="Space"
        onClick={onFlip}
      >
        <CardBack class="picco-flip-card" />
        <span class="picco-flip-label">{t("picco.flip")}</span>
        <kbd class="picco-key">{t("picco.flipKey")}</kbd>
      </button>
      <BellButton view={view} enabled={controls.bell} rangHere={rangHere} swing={swing} onRing={onRing} />
    </div>
  );
}
