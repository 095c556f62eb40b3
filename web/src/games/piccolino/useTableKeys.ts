// The table's keys on the whole window: Space flips, B or Enter rings (keys.ts). Space and
// Enter would also press whichever button has the focus (often the one just clicked), so the game takes them;
// a button reached with the keyboard (Tab) keeps its own Enter and Space. While a dialog is open (help, the stop
// confirmation) the table is behind it: its keys are the dialog's.
import { useEffect, useRef } from "preact/hooks";
import { tableKey } from "./keys";

const GAME_BUTTONS = new Set(["flip", "bell"]);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** A control other than the table's own, focused from the keyboard: Enter and Space are its own. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement) || target === document.body) return false;
  if (GAME_BUTTONS.has(target.dataset.testid ?? "")) return false;
  try {
    return target.matches(":focus-visible");
  } catch {
    return false;
  }
}

function dialogOpen(): boolean {
  return document.querySelector("dialog[open]") !== null;
}

/** `ring(at)`: `at` is the key press's time (its event's `timeStamp`), which may be a moment before it is handled. */
export function useTableKeys(handlers: { flip(): void; ring(at: number): void }): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (dialogOpen()) return;
      const typing = isTyping(e.target);
      if ((e.key === " " || e.key === "Enter") && ownsKeys(e.target)) return;
      const action = tableKey({
        key: e.key,
        repeat: e.repeat,
        typing,
        modified: e.ctrlKey || e.metaKey || e.altKey,
      });
      if (!action) {
        // A held Space must not scroll the page, nor press the focused button, on its repeats either.
        if (e.key === " " && e.repeat && !typing) e.preventDefault();
        return;
      }
      e.preventDefault();
      if (action === "flip") latest.current.flip();
      else latest.current.ring(e.timeStamp);
    };
    // A button is pressed by Space on key up: keep it from pressing the focused button a second time.
    const up = (e: KeyboardEvent) => {
      if (e.key === " " && !dialogOpen() && !isTyping(e.target) && !ownsKeys(e.target)) e.preventDefault();
    };
    window.addEventListener("keydown", down);
    window.addEventListener("keyup", up);
    return () => {
      window.removeEventListener("keydown", down);
      window.removeEventListener("keyup", up);
    };
  }, []);
}
