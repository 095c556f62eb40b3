// The lobby's options: the room's options in words for everyone, and for the host, before the start, the game's
// editor behind a "Change" button. A change the host makes reaches every page as a new room frame; the words
// that changed flash once and are read out (a polite live region), so other players notice.
import { useEffect, useRef, useState } from "preact/hooks";
import { gameOf } from "../../games";
import { t } from "../../i18n";
import type { Room } from "../../protocol";
import { useSession } from "../context";

const EDITOR_ID = "room-options-editor";

export function OptionsPanel({ room }: { room: Room }) {
  const session = useSession();
  const game = gameOf(room.game);
  const chips = game?.optionChips(room.options) ?? [];
  const Editor = game?.OptionsEditor;
  const mayEdit = Editor !== undefined && room.status === "lobby" && session.isHost.value;
  const [editing, setEditing] = useState(false);
  const open = mayEdit && editing;

  // The words of the last render: those not among them are new (none on the first render).
  const seen = useRef<ReadonlySet<string> | null>(null);
  const fresh = (chip: string) => seen.current !== null && !seen.current.has(chip);
  useEffect(() => {
    seen.current = new Set(chips);
  });

  // Closing the editor removes the field that had focus: give it back to the button that opened it.
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    const active = document.activeElement;
    if (wasOpen.current && !open && (active === null || active === document.body)) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <section class="room-options" aria-labelledby="room-options-title">
      <div class="room-options-head">
        <h2 id="room-options-title" class="room-options-title">
          {t("room.options")}
        </h2>
        {mayEdit && (
          <button
            type="button"
            ref={toggle}
            class="btn btn-small btn-secondary"
            data-testid="edit-options"
            aria-expanded={open}
            aria-controls={open ? EDITOR_ID : undefined}
            onClick={() => setEditing(!open)}
          >
            {t("lobby.options.change")}
          </button>
        )}
      </div>
      <ul class="chips" data-testid="room-options" aria-live="polite">
        {chips.map((c) => (
          <li class={`chip ${fresh(c) ? "chip-fresh" : ""}`} key={c}>
            {c}
          </li>
        ))}
      </ul>
      {open && (
        <div id={EDITOR_ID} class="options-editor-box">
          <Editor
            options={room.options}
            save={(patch) => {
              session.send({ t: "options", options: patch });
              setEditing(false);
            }}
            cancel={() => setEditing(false)}
          />
        </div>
      )}
    </section>
  );
}
