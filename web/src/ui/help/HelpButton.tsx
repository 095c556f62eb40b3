// The in-game help: a button in the header's tools (so it never covers a drawing or a card) that opens the rules
// of the phase the game is in, then the rest of the how-to-play. Shown while the room page says a game is on.
import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import { lazyComponent, LoadStatus } from "../lazy";
import { useFocusBack } from "../useFocusBack";
import { helpTarget, type HelpTarget } from "./state";

// The dialog is its own chunk: the button shows only in a game, and the first page has no use for it.
const HelpDialog = lazyComponent(
  () => import("./HelpDialog").then((module) => module.HelpDialog),
  ({ state }) => (state === "failed" ? <LoadStatus state={state} /> : null),
);

/** The header's help slot: nothing outside a game. */
export function HelpSlot() {
  const target = helpTarget.value;
  const [open, setOpen] = useState(false);
  const button = useFocusBack<HTMLButtonElement>(open);
  // Fetched as the button appears, so that it opens at once.
  useEffect(() => {
    if (target) HelpDialog.preload();
  }, [target]);
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
