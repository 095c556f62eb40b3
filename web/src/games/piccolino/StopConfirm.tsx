// Agreeing to stop can end the game at once (computer players agree as soon as every person has), so the
// vote is confirmed first, saying what will happen and, when it ends the game, who would win. The safe choice,
// "Keep playing", has the focus; the dialog returns it to the vote button.
import { t } from "../../i18n";
import { seatOf, useSession } from "../../ui/context";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { voteEndsGame } from "./controls";
import { leadText } from "./outcome";
import type { PiccolinoView } from "./protocol";
import { leaders } from "./standings";
import { wordingFor } from "./wording";

export function StopConfirm({
  view,
  onConfirm,
  onCancel,
}: {
  view: PiccolinoView;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const room = useSession().room.value;
  const ends = voteEndsGame(view, (seat) => Boolean(seatOf(room, seat)?.bot));
  return (
    <ConfirmDialog
      title={t("picco.stop.title")}
      cancel={t("picco.stop.cancel")}
      confirm={t("picco.stop.confirm")}
      onCancel={onCancel}
      onConfirm={onConfirm}
      testids={{ dialog: "stop-confirm", cancel: "stop-cancel", confirm: "stop-confirm-yes" }}
      class="picco-stop-dialog"
    >
      <p data-testid="stop-confirm-text">{ends ? t("picco.stop.ends") : t("picco.stop.waits")}</p>
      {ends && <p class="picco-stop-lead">{leadText(leaders(view), wordingFor(room))}</p>}
    </ConfirmDialog>
  );
}
