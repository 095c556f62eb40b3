// "I can't draw this" cannot be taken back, and it costs: it is confirmed first, saying what follows (the French
// rulebook's special case, as docs/rules/pictomania.md reads it). The safe choice, "Keep drawing", has the focus;
// the dialog gives it back to the button that opened it.
import { t } from "../../i18n";
import { Modal } from "../../ui/Modal";

export function DrawNothingConfirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal title={t("pm.nothing.title")} onClose={onCancel} testid="draw-nothing-confirm" class="pm-nothing-dialog">
      <ul class="pm-nothing-list" data-testid="draw-nothing-follows">
        <li>{t("pm.nothing.guesses")}</li>
        <li>{t("pm.nothing.tokens")}</li>
        <li>{t("pm.nothing.keepGuessing")}</li>
        <li>{t("pm.nothing.final")}</li>
      </ul>
      <div class="pm-nothing-choices">
        <button type="button" class="btn btn-secondary" data-autofocus data-testid="draw-nothing-cancel" onClick={onCancel}>
          {t("pm.nothing.cancel")}
        </button>
        <button type="button" class="btn btn-primary" data-testid="draw-nothing-yes" onClick={onConfirm}>
          {t("pm.nothing.confirm")}
        </button>
      </div>
    </Modal>
  );
}
