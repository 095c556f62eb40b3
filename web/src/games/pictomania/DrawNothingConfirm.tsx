// "I can't draw this" cannot be taken back, and it costs: it is confirmed first, saying what follows (the French
// rulebook's special case, as docs/rules/pictomania.md reads it). The safe choice, "Keep drawing", has the focus;
// the dialog gives it back to the button that opened it.
import { t } from "../../i18n";
import { ConfirmDialog } from "../../ui/ConfirmDialog";

export function DrawNothingConfirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      title={t("pm.nothing.title")}
      cancel={t("pm.nothing.cancel")}
      confirm={t("pm.nothing.confirm")}
      onCancel={onCancel}
      onConfirm={onConfirm}
      testids={{ dialog: "draw-nothing-confirm", cancel: "draw-nothing-cancel", confirm: "draw-nothing-yes" }}
    >
      <ul class="pm-nothing-list" data-testid="draw-nothing-follows">
        <li>{t("pm.nothing.guesses")}</li>
        <li>{t("pm.nothing.tokens")}</li>
        <li>{t("pm.nothing.keepGuessing")}</li>
        <li>{t("pm.nothing.final")}</li>
      </ul>
    </ConfirmDialog>
  );
}
