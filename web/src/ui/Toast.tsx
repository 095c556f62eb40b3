import { t } from "../i18n";
import { dismissToast, toast, toastText } from "../store/toast";

export function ToastView() {
  const current = toast.value;
  if (!current) return null;
  return (
    <div class="toast" role="alert" data-testid="toast" data-code={current.code} key={current.id}>
      <span>{toastText(current.code)}</span>
      <button type="button" class="icon-btn" onClick={dismissToast} aria-label={t("common.close")}>
        ×
      </button>
    </div>
  );
}
