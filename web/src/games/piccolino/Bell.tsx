// The bell: a big round button. It rings on pointer down (a click comes only when the finger lifts, which
// would add to the measured reaction), on a click from anything else, and on B or Enter (useTableKeys). It
// swings when anyone rings, and lists who rang while the bell waits for slower rings.
import { joinNames, t } from "../../i18n";
import type { PiccolinoView } from "./protocol";
import { nameOf, useSession } from "../../ui/context";
import { BellIcon } from "./BellIcon";

export function BellButton({
  view,
  enabled,
  rangHere,
  swing,
  onRing,
}: {
  view: PiccolinoView;
  enabled: boolean;
  rangHere: boolean;
  /** Changes each time the bell should swing ("": it never has). */
  swing: string;
  onRing: () => void;
}) {
  const room = useSession().room.value;
  const waiting = view.bell.open && view.bell.rang.length > 0;
  return (
    <div class="picco-bell-box">
      <button
        type="button"
        class={`picco-bell ${rangHere ? "is-rung" : ""}`}
        data-testid="bell"
        disabled={!enabled}
        aria-keyshortcuts="B Enter"
        onPointerDown={(e) => {
          if (e.button === 0) onRing();
        }}
        onClick={onRing}
      >
        <span class={`picco-bell-icon ${swing ? "swing" : ""}`} key={swing}>
          <BellIcon size={64} />
        </span>
        {/* Its name is its visible words (WCAG 2.5.3): "Ring! B or Enter", like Flip's; once rung, "You rang". */}
        <span class="picco-bell-label">{rangHere ? t("picco.youRang") : t("picco.bell")}</span>
        {!rangHere && <kbd class="picco-key">{t("picco.bellKey")}</kbd>}
      </button>
      <p class={`picco-rang ${waiting ? "" : "is-empty"}`} aria-live="polite">
        {waiting && t("picco.rang", { names: joinNames(view.bell.rang.map((s) => nameOf(room, s))) })}
      </p>
    </div>
  );
}
