// The in-game help: a button in the header's tools (so it never covers a drawing or a card) that opens the rules
// of the phase the game is in, then the rest of the how-to-play. Shown while the room page says a game is on.
import { useEffect, useRef, useState } from "preact/hooks";
import { gameOf } from "../../games";
import { t } from "../../i18n";
import { Modal } from "../Modal";
import { HelpStep } from "./HelpStep";
import { helpTarget, type HelpTarget } from "./state";

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

function HelpDialog({ target, onClose }: { target: HelpTarget; onClose: () => void }) {
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

/** The header's help slot: nothing outside a game. */
export function HelpSlot() {
  const target = helpTarget.value;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Focus goes back to the button the help was opened from (WCAG 2.4.3), whatever closed it.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (!target) return null;
  return (
    <>
      <button
        type="button"
        ref={button}
        class="help-btn"
        data-testid="help-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span class="help-btn-mark" aria-hidden="true">
          ?
        </span>
        <span class="help-btn-text">{t("help.button")}</span>
      </button>
      {open && <HelpDialog target={target} onClose={() => setOpen(false)} />}
    </>
  );
}

/** For the room page: the help button shows while `game` is on, and opens on the phase of `view`. */
export function useHelpTarget(target: HelpTarget | null): void {
  const game = target?.game ?? null;
  const view = target?.view ?? null;
  useEffect(() => {
    if (!game || !view) return;
    helpTarget.value = { game, view };
    return () => {
      helpTarget.value = null;
    };
  }, [game, view]);
}
