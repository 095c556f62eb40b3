// A modal dialog on the browser's own <dialog>: showModal() makes the page behind it inert (neither Tab nor a
// screen reader reaches it) and puts it above everything; this adds what the element leaves to us: Tab wraps from
// the last control to the first, focus starts on the first useful control, and goes back to the opener on close.
import type { ComponentChildren } from "preact";
import { useLayoutEffect, useRef } from "preact/hooks";
import { t } from "../i18n";
import { focusables, nearestFocusable, wrapTab } from "./focus";

export function Modal({
  title,
  onClose,
  children,
  testid,
  wide = false,
  class: className = "",
}: {
  title: string;
  wide?: boolean;
  onClose: () => void;
  children: ComponentChildren;
  testid?: string;
  /** A layout of the caller's own (a game's stylesheet). */
  class?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  // The latest onClose, without reopening the dialog each time the caller passes a new function.
  const close = useRef(onClose);
  close.current = onClose;
  // Once the caller has taken the dialog away, the late "close" event of its closing is no news to anyone.
  const shown = useRef(true);

  useLayoutEffect(() => {
    const el = dialog.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!el.open) el.showModal();
    // The caller may name its first useful control (data-autofocus); otherwise the first control of the body,
    // and the close button only when the body has none.
    const start =
      body.current?.querySelector<HTMLElement>("[data-autofocus]:not([disabled])") ??
      (body.current ? focusables(body.current)[0] : undefined) ??
      closer.current;
    start?.focus();
    return () => {
      shown.current = false;
      if (el.open) el.close();
      nearestFocusable(opener)?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      class={`modal ${wide ? "modal-wide" : ""} ${className}`}
      aria-label={title}
      data-testid={testid}
      // Escape: the caller closes it (by no longer rendering it), so that its state and ours agree.
      onCancel={(e) => {
        e.preventDefault();
        close.current();
      }}
      // Closed some other way (a browser's own gesture): let the caller know.
      onClose={() => shown.current && close.current()}
      // A click on the dimmed backdrop reaches the <dialog> itself.
      onClick={(e) => e.target === e.currentTarget && close.current()}
      onKeyDown={(e) => {
        if (e.key !== "Tab") return;
        const next = wrapTab(e.currentTarget, document.activeElement, e.shiftKey);
        if (next) {
          e.preventDefault();
          next.focus();
        }
      }}
    >
      <header class="modal-head">
        <h2>{title}</h2>
        <button type="button" class="icon-btn" ref={closer} onClick={() => close.current()} aria-label={t("common.close")}>
          ×
        </button>
      </header>
      <div class="modal-body" ref={body}>
        {children}
      </div>
    </dialog>
  );
}
