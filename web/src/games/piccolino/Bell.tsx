// The bell: a big round button. It rings on pointer down (a click comes only when the finger lifts, which
// would add to the measured reaction), on a click from anything else, and on B or Enter (useTableKeys). The
// click that ends a press rung on pointer down is that same press, not another: the finger may lift after the
// table changed, and a second ring would be judged on the new table. Each press passes its event's time, when
// the press happened (the ring is judged on the table on screen then). It swings when anyone rings, and lists
// who rang while the bell waits for slower rings.
import { useRef } from "preact/hooks";
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
  /** `at`: when the press happened (an event's `timeStamp`, on `performance.now()`'s clock). */
  onRing: (at: number) => void;
}) {
  const room = useSession().room.value;
  const pointerRang = useRef(false);
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
          if (e.button !== 0) return;
          pointerRang.current = true;
          onRing(e.timeStamp);
        }}
        onClick={(e) => {
          // A pointer's click (detail > 0) after its press rang; a keyboard's or assistive technology's (detail 0)
          // is a press of its own.
          const sameRing = pointerRang.current && e.detail > 0;
          pointerRang.current = false;
          if (!sameRing) onRing(e.timeStamp);
        }}
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
