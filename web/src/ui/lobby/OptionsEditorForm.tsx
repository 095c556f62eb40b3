// The frame every game's options editor is built in, in the lobby: the game's fields, then Save and Cancel, so
// that all editors behave alike (the first field takes focus on opening; Escape cancels; Save sends what changed,
// and closes the editor when nothing did).
import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";
import type { OptionsEditorProps } from "../../games/types";
import { t } from "../../i18n";

export function OptionsEditorForm({
  patch,
  save,
  cancel,
  children,
}: Pick<OptionsEditorProps, "save" | "cancel"> & {
  /** Once the fields passed the browser's checks (ranges, required): the options that changed, or null when a
   * field says why none can be sent. */
  patch: () => Record<string, unknown> | null;
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
        const changed = patch();
        if (changed === null) return;
        if (Object.keys(changed).length === 0) cancel();
        else save(changed);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.preventDefault();
          cancel();
        }
      }}
    >
      {children}
      <div class="options-editor-actions">
        <button type="submit" class="btn btn-primary" data-testid="options-save">
          {t("lobby.options.save")}
        </button>
        <button type="button" class="btn btn-ghost" data-testid="options-cancel" onClick={cancel}>
          {t("common.cancel")}
        </button>
      </div>
    </form>
  );
}
