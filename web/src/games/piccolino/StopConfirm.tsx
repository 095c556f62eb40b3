// Agreeing to stop can end the game at once (computer players agree as soon as every person has), so the
// vote is confirmed first, saying what will happen and, when it ends the game, who would win. The safe choice,
// "Keep playing", has the focus; the dialog returns it to the vote button.
import { t } from "../../i18n";
import { seatOf, useSession } from "../../ui/context";
import { Modal } from "../../ui/Modal";
import { voteEndsGame } from "./controls";
import { leadText } from "./outcome";
import type { PiccolinoView } from "./protocol";
import { leaders } from "./standings";
import { wordingFor } from "./wording";

export function StopConfirm({ view, onConfirm, onCancel }: { view: PiccolinoView; onConfirm: () => void; onCancel: () => void }) {
  const room = useSession().room.value;
  const ends = voteEndsGame(view, (seat) => Boolean(seatOf(room, seat)?.bot));
  return (
    <Modal title={t("picco.stop.title")} onClose={onCancel} testid="stop-confirm" class="picco-stop-dialog">
      <p data-testid="stop-confirm-text">{ends ? t("picco.stop.ends") : t("picco.stop.waits")}</p>
      {ends && <p class="picco-stop-lead">{leadText(leaders(view), wordingFor(room))}</p>}
      <div class="picco-stop-choices">
        <button type="button" class="btn btn-secondary" data-autofocus data-testid="stop-cancel" onClick={onCancel}>
          {t("picco.stop.cancel")}
        </button>
        <button type="button" class="btn btn-primary" data-testid="stop-confirm-yes" onClick={onConfirm}>
          {t("picco.stop.confirm")}
        </button>
      </div>
    </Modal>
  );
}
