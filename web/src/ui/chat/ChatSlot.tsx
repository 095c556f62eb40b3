// The chat during a game: a button in the header's tools (so it never covers a drawing or a card), with the
// number of lines written since it was last opened, that opens the room's chat in a dialog. Shown while the room
// page says a game is on; in the lobby the chat is on the page itself.
import { signal } from "@preact/signals";
import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import type { ChatLine } from "../../protocol";
import type { RoomSession } from "../../store/session";
import { SessionContext } from "../context";
import { Modal } from "../Modal";
import { useFocusBack } from "../useFocusBack";
import { ChatPanel } from "./ChatPanel";

/** The session of the game on this page, set by the room page while a game is on. */
export const chatSession = signal<RoomSession | null>(null);

/** Lines after `seen` (the last line read) that others wrote; all of them when `seen` is gone from the list. */
export function unread(lines: readonly ChatLine[], seen: ChatLine | null, me: number | null): number {
  const from = seen ? lines.indexOf(seen) + 1 : 0;
  return lines.slice(from).filter((line) => line.seat !== me).length;
}

export function ChatSlot() {
  const session = chatSession.value;
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState<ChatLine | null>(null);
  const button = useFocusBack<HTMLButtonElement>(open);
  const lines = session?.chat.value ?? [];
  const last = lines[lines.length - 1] ?? null;
  // While it is open every line is read as it comes.
  useEffect(() => {
    if (open) setSeen(last);
  }, [open, last]);
  // A new game's page starts with what was written before it counting as read.
  useEffect(() => setSeen(session?.chat.peek().at(-1) ?? null), [session]);
  if (!session) return null;
  const count = open ? 0 : unread(lines, seen, session.room.value?.you ?? null);
  return (
    <>
      <button
        type="button"
        ref={button}
        class="help-btn chat-btn"
        data-testid="chat-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span class="help-btn-mark" aria-hidden="true">
          ✉
        </span>
        <span class="help-btn-text">{t("chat.open")}</span>
        {count > 0 && (
          <span class="chat-unread" data-testid="chat-unread">
            {t("chat.unread", { n: count })}
          </span>
        )}
      </button>
      {open && (
        <Modal title={t("chat.title")} onClose={() => setOpen(false)} testid="chat-dialog">
          <SessionContext.Provider value={session}>
            <ChatPanel inDialog />
          </SessionContext.Provider>
        </Modal>
      )}
    </>
  );
}
