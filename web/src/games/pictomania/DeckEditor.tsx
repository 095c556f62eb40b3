// A deck the host brings, pasted or uploaded, with the server's problems listed by line under the text: in the
// create form and in the lobby's options editor, each inside a disclosure or choice of its own that titles it.
import { useRef } from "preact/hooks";
import { formatDeckProblem, lineRange, MAX_DECK_FILE_BYTES, customDeckOption } from "./customDeck";
import { t } from "../../i18n";
import type { DeckProblem } from "./protocol";

/** "Use my own deck": paste or upload, and the server's problems listed by line under the text. */
export function CustomDeck({
  text,
  setText,
  problems,
  note,
  setNote,
  clear,
}: {
  text: string;
  setText: (text: string) => void;
  clear: () => void;
  problems: readonly DeckProblem[];
  note: string | null;
  setNote: (note: string | null) => void;
}) {
  const area = useRef<HTMLTextAreaElement>(null);

  const load = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = ""; // choosing the same file again reads it again
    if (!file) return;
    if (file.size > MAX_DECK_FILE_BYTES) return setNote(t("home.deck.fileTooLarge"));
    try {
      // As a textarea holds it: no byte order mark, "\n" line breaks (so that lines count as the server counts them).
      const content = (await file.text()).replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
      setText(content);
      setNote(t("home.deck.fileLoaded", { name: file.name, n: content.split("\n").length }));
    } catch {
      setNote(t("home.deck.fileUnreadable"));
    }
  };

  const select = (line: number) => {
    const el = area.current;
    const range = el ? lineRange(el.value, line) : null;
    if (!el || !range) return;
    el.focus();
    el.setSelectionRange(range[0], range[1]);
    // Bring the line into view: a textarea scrolls to its caret only on some browsers.
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 20;
    el.scrollTop = Math.max(0, (line - 3) * lineHeight);
  };

  return (
    <div class="deck-box">
      <p class="muted deck-intro">{t("home.deck.intro")}</p>
      <ul class="deck-forms muted">
        <li>{t("home.deck.formSimple")}</li>
        <li>{t("home.deck.formDeck")}</li>
      </ul>
      <details class="deck-help">
        <summary>{t("home.deck.helpTitle")}</summary>
        <p class="muted">{t("home.deck.rules")}</p>
        <p class="muted">{t("home.deck.exampleTitle")}</p>
        <pre class="deck-example">{t("home.deck.example")}</pre>
      </details>
      <label class="field">
        <span class="sr-only">{t("home.deck.label")}</span>
        <textarea
          ref={area}
          class="deck-text"
          data-testid="option-custom-deck"
          rows={4}
          spellcheck={false}
          autoComplete="off"
          placeholder={t("home.deck.placeholder")}
          value={text}
          aria-invalid={problems.length > 0}
          aria-describedby={problems.length > 0 ? "custom-deck-errors" : undefined}
          onInput={(e) => setText(e.currentTarget.value)}
        />
      </label>
      {problems.length > 0 && (
        <div class="deck-errors" id="custom-deck-errors" role="alert">
          <p>{t("home.deck.problems")}</p>
          <ul data-testid="custom-deck-errors">
            {problems.map((p, i) => (
              <li data-testid="custom-deck-error" data-line={p.line} key={i}>
                {p.line > 0 ? (
                  <button
                    type="button"
                    class="deck-error-link"
                    title={t("home.deck.problemHint")}
                    onClick={() => select(p.line)}
                  >
                    {formatDeckProblem(p, t)}
                  </button>
                ) : (
                  formatDeckProblem(p, t)
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div class="deck-file-row">
        <label class="deck-file">
          <span>{t("home.deck.file")}</span>
          <input
            type="file"
            accept=".deck,.txt,text/plain"
            data-testid="option-custom-deck-file"
            onChange={(e) => void load(e.currentTarget)}
          />
        </label>
        {text !== "" && (
          <button
            type="button"
            class="btn btn-small btn-ghost"
            onClick={clear}
          >
            {t("home.deck.clear")}
          </button>
        )}
      </div>
      {note && <p class="muted deck-note">{note}</p>}
      {customDeckOption(text) !== undefined && <p class="deck-level-note">{t("home.deck.levelIgnored")}</p>}
    </div>
  );
}
