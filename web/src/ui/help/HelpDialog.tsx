// The in-game help's dialog (./HelpButton.tsx opens it): the rules of the phase the game is in, then the rest of
// the how-to-play.
import { useEffect, useState } from "preact/hooks";
import { gameOf } from "../../games";
import { t } from "../../i18n";
import { Modal } from "../Modal";
import { HelpStep } from "./HelpStep";
import type { HelpTarget } from "./state";

/** While the help is open, the game's keyboard shortcuts (a card game's Space to flip, a sheet's undo) listen on
 * the window: a key pressed while reading must not play a move. Escape (closing) and Tab (moving
 * through the dialog) go on; everything else stops at the document, after the dialog's own controls had it. */
function useShieldGameKeys(): void {
  useEffect(() => {
    const stop = (e: KeyboardEvent) => {
      if (e.key !== "Escape" && e.key !== "Tab") e.stopPropagation();
    };
    document.addEventListener("keydown", stop);
    document.addEventListener("keyup", stop);
    return () => {
      document.removeEventListener("keydown", stop);
      document.removeEventListener("keyup", stop);
    };
  }, []);
}

export function HelpDialog({ target, onClose }: { target: HelpTarget; onClose: () => void }) {
  useShieldGameKeys();
  const module = gameOf(target.game);
  // The phase when the help was opened: the text must not change under the reader's eyes if the game moves on.
  const [{ nowId, ids }] = useState(() => {
    const view = target.view.peek();
    return {
      nowId: module && view ? module.help.phaseHelp(view) : null,
      ids: module && view ? (module.help.sectionsFor?.(view) ?? null) : null,
    };
  });
  if (!module) return null;
  const sections = module.help.sections.filter((s) => ids === null || ids.includes(s.id));
  const now = sections.find((s) => s.id === nowId);
  return (
    <Modal title={t("help.dialogTitle", { game: t(module.title) })} onClose={onClose} testid="help-dialog">
      <div class="help-dialog">
        {now && (
          <div class="help-now" data-testid="help-now" data-section={now.id}>
            {/* Focus starts here, at the top of the text: the dialog is for reading, and its first control (a fold
                far down) would scroll the rules of the moment out of sight. */}
            <p class="help-now-label" tabIndex={-1} data-autofocus>
              {t("help.now")}
            </p>
            <HelpStep section={now} wordsOpen />
          </div>
        )}
        <h3 class="help-whole-title">{t("help.whole")}</h3>
        <div class="help-whole">
          {sections
            .filter((s) => s !== now)
            .map((s) => (
              <HelpStep key={s.id} section={s} heading="h4" />
            ))}
        </div>
      </div>
    </Modal>
  );
}

