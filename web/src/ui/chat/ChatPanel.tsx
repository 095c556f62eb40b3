// The room's chat, in the lobby and (from the header's chat button) during a game: seated players write, everyone
// in the room reads. Lines are plain text (Preact writes them as text, never as HTML); the server checks their
// length and pace and answers a refusal by code. While the game's rules close it (the view's `talk`), it says so.
import { useEffect, useRef, useState } from "preact/hooks";
import { t } from "../../i18n";
import { useSession } from "../context";
import { ReactionBar } from "./ReactionBar";
import { TablePlayers } from "./TablePlayers";

/** Whether the table may chat now: in the lobby, and during a game while its rules allow it. */
export function talkOpen(status: string | undefined, talk: boolean | undefined): boolean {
  return status !== "playing" || talk !== false;
}

const MAX_CHAT = 200;

export function ChatPanel({ inDialog = false }: { inDialog?: boolean }) {
  const session = useSession();
  const room = session.room.value;
  const open = talkOpen(room?.status, session.view.value?.talk);
  const lines = session.chat.value;
  const [text, setText] = useState("");
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  const seated = room?.you !== null && room?.you !== undefined;
  const muted = seated && room.seats.some((s) => s.seat === room.you && s.muted);
  const send = (e: Event) => {
    e.preventDefault();
    const line = text.trim();
    if (!line) return;
    session.say(line);
    setText("");
  };
  return (
    <section class={inDialog ? "chat chat-in-dialog" : "card chat"} aria-labelledby="chat-title" data-testid="chat">
      <h2 id="chat-title" class={inDialog ? "sr-only" : undefined}>
        {t("chat.title")}
      </h2>
      <div
        class="chat-lines"
        ref={list}
        role="log"
        aria-live="polite"
        aria-labelledby="chat-title"
        data-testid="chat-lines"
        tabIndex={0}
      >
        {lines.length === 0 ? (
          <p class="muted">{t("chat.empty")}</p>
        ) : (
          lines.map((line, i) => (
            <p key={i} data-testid="chat-line">
              <strong>{line.name}</strong> <span>{line.text}</span>
            </p>
          ))
        )}
      </div>
      {seated && !muted && <ReactionBar />}
      {muted ? (
        <p class="muted" data-testid="chat-muted">
          {t("chat.youAreMuted")}
        </p>
      ) : !open ? (
        <p class="muted" data-testid="chat-closed">
          {t("chat.closedNow")}
        </p>
      ) : seated ? (
        <form class="chat-form" onSubmit={send}>
          <input
            aria-label={t("chat.say")}
            placeholder={t("chat.say")}
            maxLength={MAX_CHAT}
            value={text}
            data-testid="chat-input"
            onInput={(e) => setText(e.currentTarget.value)}
          />
          <button type="submit" class="btn btn-secondary" data-testid="chat-send">
            {t("chat.send")}
          </button>
        </form>
      ) : (
        <p class="muted">{t("chat.sitFirst")}</p>
      )}
      {inDialog && <TablePlayers />}
    </section>
  );
}
