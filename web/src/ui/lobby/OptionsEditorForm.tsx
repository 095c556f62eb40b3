// The frame every game's options editor is built in, in the lobby: the game's fields, then Save and Cancel, so
// that all editors behave alike (the first field takes focus on opening; Escape cancels).
import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { t } from "../../i18n";

export function OptionsEditorForm({
  onSubmit,
  onCancel,
  children,
}: {
  /** The fields passed the browser's checks (ranges, required): send what changed. */
  onSubmit: () => void;
  onCancel: () => void;
  children: ComponentChildren;
}) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // The host opened the editor with its button: carry on from there, into its first field.
    form.current?.querySelector<HTMLElement>("input, select, textarea")?.focus();
  }, []);

  return (
    <form
      ref={form}
      class="form options-editor"
      data-testid="options-editor"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.preventDefault();
          onCancel();
        }
      }}
    >
      {children}
      <div class="options-editor-actions">
        <button type="submit" class="btn btn-primary" data-testid="options-save">
          {t("lobby.options.save")}
        </button>
        <button type="button" class="btn btn-ghost" data-testid="options-cancel" onClick={onCancel}>
          {t("common.cancel")}
        </button>
      </div>
    </form>
  );
}
