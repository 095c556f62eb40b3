import type { ComponentChildren } from "preact";
import { useEffect } from "preact/hooks";
import { t } from "../i18n";

export function Modal({
  title,
  onClose,
  children,
  testid,
  wide = false,
}: {
  title: string;
  wide?: boolean;
  onClose: () => void;
  children: ComponentChildren;
  testid?: string;
}) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div class="modal-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div class={`modal ${wide ? "modal-wide" : ""}`} role="dialog" aria-modal="true" aria-label={title} data-testid={testid}>
        <header class="modal-head">
          <h2>{title}</h2>
          <button type="button" class="icon-btn" onClick={onClose} aria-label={t("common.close")}>
            ×
          </button>
        </header>
        <div class="modal-body">{children}</div>
      </div>
    </div>
  );
}
