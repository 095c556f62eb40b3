// "Agree to stop": a toggle; when everyone still playing agrees, the most cards wins. Agreeing is confirmed
// first (StopConfirm); taking one's agreement back is not, since it ends nothing.
import { useState } from "preact/hooks";
import { stopVotes, type TableControls } from "./controls";
import { joinNames, t } from "../../i18n";
import type { PiccolinoView } from "./protocol";
import { nameOf, useSession } from "../../ui/context";
import { StopConfirm } from "./StopConfirm";

export function StopVote({ view, controls }: { view: PiccolinoView; controls: TableControls }) {
  const session = useSession();
  const room = session.room.value;
  const { agreed, playing } = stopVotes(view);
  const [confirming, setConfirming] = useState(false);
  return (
    <div class="picco-stop">
      {controls.seated && (
        <button
          type="button"
          class={`btn btn-small ${controls.voted ? "btn-secondary is-on" : "btn-ghost"}`}
          data-testid="vote-stop"
          aria-pressed={controls.voted}
          aria-haspopup={controls.voted ? undefined : "dialog"}
          disabled={!controls.vote}
          onClick={(e) => {
            if (!controls.voted) {
              setConfirming(true);
              return;
            }
            session.act({ type: "vote_stop", stop: false });
            // A mouse click leaves the focus here; Space and Enter belong to the table, not to this button.
            if (e.detail > 0) e.currentTarget.blur();
          }}
        >
          <span class="picco-check" aria-hidden="true">
            {controls.voted ? "✓" : ""}
          </span>
          {controls.voted ? t("picco.voted") : t("picco.vote")}
        </button>
      )}
      <span class="muted picco-stop-text">
        {agreed.length > 0
          ? `${t("picco.votes", { names: joinNames(agreed.map((s) => nameOf(room, s))) })} (${agreed.length}/${playing})`
          : t("picco.voteHint")}
      </span>
      {confirming && controls.vote && !controls.voted && (
        <StopConfirm
          view={view}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            session.act({ type: "vote_stop", stop: true });
            setConfirming(false);
          }}
        />
      )}
    </div>
  );
}
