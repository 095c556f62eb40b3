// Where a guesser types: up to 60 characters, Enter sends, the box empties and keeps the focus for the next try.
// When the viewer may not guess now, the box stays in its place, disabled, with the reason above it (the other
// team plays, the steal is the other team's, the timer has not started...).
import { useEffect, useRef, useState } from "preact/hooks";
import { t } from "../../i18n";
import { useSession } from "../../ui/context";
import { MAX_GUESS, type WinLoseOrDrawView } from "./protocol";
import { guessStatus } from "./screen";

export function GuessBox({ view }: { view: WinLoseOrDrawView }) {
  const session = useSession();
  const [text, setText] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const status = guessStatus(view);
  const steal = view.stage === "steal";

  // Guessing opens (the timer starts, a steal for this team): a desktop player's typing goes to the box at once,
  // unless they are busy elsewhere on the page. Phones are left alone: focus there pops up the keyboard.
  useEffect(() => {
    if (!status.may || !input.current) return;
    const idle = document.activeElement === null || document.activeElement === document.body;
    if (idle && window.matchMedia("(pointer: fine)").matches) input.current.focus();
  }, [status.may]);

  const send = (e: Event) => {
    e.preventDefault();
    const guess = text.trim().slice(0, MAX_GUESS);
    if (!status.may || guess === "") return;
    session.act({ type: "guess", text: guess });
    setText("");
    input.current?.focus();
  };

  const noteId = "win-lose-or-draw-guess-note";
  return (
    <form class={`win-lose-or-draw-guessbox ${status.may ? "is-open" : "is-closed"} ${steal ? "is-steal" : ""}`} onSubmit={send}>
      {status.words && (
        <p class={`win-lose-or-draw-guess-note ${status.may ? "is-hint" : ""}`} id={noteId} data-testid="win-lose-or-draw-guess-why">
          {t(status.words.key, status.words.params)}
        </p>
      )}
      <div class="win-lose-or-draw-guess-row">
        <label class="sr-only" for="win-lose-or-draw-guess-input">
          {t("win-lose-or-draw.s.box.label")}
        </label>
        <input
          ref={input}
          id="win-lose-or-draw-guess-input"
          class="win-lose-or-draw-guess-input"
          data-testid="win-lose-or-draw-guess-input"
          type="text"
          value={text}
          maxLength={MAX_GUESS}
          disabled={!status.may}
          placeholder={t(steal && status.may ? "win-lose-or-draw.s.box.placeholderSteal" : "win-lose-or-draw.s.box.placeholder")}
          aria-describedby={status.words ? noteId : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellcheck={false}
          enterKeyHint="send"
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <button
          type="submit"
          class="btn btn-primary win-lose-or-draw-guess-send"
          data-testid="win-lose-or-draw-guess-send"
          disabled={!status.may || text.trim() === ""}
        >
          {t("win-lose-or-draw.s.box.send")}
        </button>
      </div>
    </form>
  );
}
