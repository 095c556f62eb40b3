// Pictomania's create form on the home page: its options, the host's own deck, and the Create button (the
// end-to-end tests' `create-form`).
import { useRef, useState } from "preact/hooks";
import {
  customDeckOption,
  deckBytes,
  deckProblems,
  formatDeckProblem,
  lineRange,
  MAX_CUSTOM_DECK_BYTES,
  MAX_DECK_FILE_BYTES,
} from "./customDeck";
import { errorMessage, lang, t } from "../../i18n";
import { createRoom } from "../../net/api";
import {
  DECK_LANGUAGES,
  LEVELS,
  type DeckLanguage,
  type DeckProblem,
  type Level,
  type PictomaniaOptions,
} from "./protocol";
import { navigate } from "../../router";

/** "Use my own deck": paste or upload, and the server's problems listed by line under the text. */
function CustomDeck({
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
    <fieldset class="deck-box">
      <legend class="deck-title">{t("home.deck.title")}</legend>
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
    </fieldset>
  );
}

/** Pictomania's options and its Create button (the end-to-end tests' `create-form`). */
export function PictomaniaCreate() {
  const [level, setLevel] = useState<"" | Level>("");
  const [children, setChildren] = useState(false);
  const [threePlayer, setThreePlayer] = useState(false);
  const [seconds, setSeconds] = useState("");
  const [reviewSeconds, setReviewSeconds] = useState("");
  const [deck, setDeck] = useState<DeckLanguage>(lang.value);
  const [deckText, setDeckText] = useState("");
  const [deckNote, setDeckNote] = useState<string | null>(null);
  const [problems, setProblems] = useState<DeckProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    setProblems([]);
    const custom = customDeckOption(deckText);
    const size = custom === undefined ? 0 : deckBytes(custom);
    if (size > MAX_CUSTOM_DECK_BYTES) {
      setProblems([{ line: 0, message: t("home.deck.tooLong", { size, n: MAX_CUSTOM_DECK_BYTES }) }]);
      return;
    }
    setBusy(true);
    const trimmed = seconds.trim();
    const review = reviewSeconds.trim();
    const options: PictomaniaOptions = {
      level: level === "" ? null : level,
      children,
      three_player_bonus: threePlayer,
      round_seconds: trimmed === "" ? null : Number(trimmed),
      review_seconds: review === "" ? null : Number(review),
      language: deck,
    };
    if (custom !== undefined) options.custom_deck = custom;
    const result = await createRoom({ game: "pictomania", options });
    setBusy(false);
    if (result.ok) {
      navigate(`/r/${encodeURIComponent(result.data.code)}`);
      return;
    }
    setError(result.code);
    if (result.code === "bad_deck") setProblems(deckProblems(result.params));
    if (result.code === "deck_too_large") {
      const { size: sent, limit } = result.params;
      setProblems([{ line: 0, message: t("home.deck.tooLong", { size: Number(sent), n: Number(limit) }) }]);
    }
  };

  return (
    <>
      <h2>{t("home.createTitle")}</h2>
      <form data-testid="create-form" onSubmit={submit} class="form create-form">
        <div class="create-options">
          <label class="field">
            <span>{t("home.level")}</span>
            <select
              data-testid="option-level"
              value={level}
              onChange={(e) => setLevel(e.currentTarget.value as "" | Level)}
            >
              <option value="">{t("home.level.host")}</option>
              {LEVELS.map((l) => (
                <option value={l} key={l}>
                  {t(`level.${l}`)} ({t(`level.${l}.colour`)})
                </option>
              ))}
            </select>
          </label>
          <label class="check">
            <input
              type="checkbox"
              data-testid="option-children"
              checked={children}
              onChange={(e) => setChildren(e.currentTarget.checked)}
            />
            <span>{t("home.children")}</span>
          </label>
          <label class="check">
            <input
              type="checkbox"
              data-testid="option-three-player"
              checked={threePlayer}
              onChange={(e) => setThreePlayer(e.currentTarget.checked)}
            />
            <span>{t("home.threePlayer")}</span>
          </label>
          <div class="field-pair">
            <label class="field">
              <span>{t("home.roundSeconds")}</span>
              <input
                type="number"
                inputMode="numeric"
                min={10}
                max={3600}
                step={1}
                placeholder="—"
                data-testid="option-round-seconds"
                value={seconds}
                onInput={(e) => setSeconds(e.currentTarget.value)}
              />
              <small class="muted">{t("home.roundSecondsHint")}</small>
            </label>
            <label class="field">
              <span>{t("home.reviewSeconds")}</span>
              <input
                type="number"
                inputMode="numeric"
                min={5}
                max={3600}
                step={1}
                placeholder="—"
                data-testid="option-review-seconds"
                value={reviewSeconds}
                onInput={(e) => setReviewSeconds(e.currentTarget.value)}
              />
              <small class="muted">{t("home.reviewSecondsHint")}</small>
            </label>
          </div>
          <label class="field">
            <span>{t("home.language")}</span>
            <select
              data-testid="option-language"
              value={deck}
              onChange={(e) => setDeck(e.currentTarget.value as DeckLanguage)}
            >
              {DECK_LANGUAGES.map((l) => (
                <option value={l} key={l}>
                  {t(`deck.${l}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <CustomDeck
          text={deckText}
          setText={setDeckText}
          problems={problems}
          note={deckNote}
          setNote={setDeckNote}
          clear={() => {
            setDeckText("");
            setDeckNote(null);
            setProblems([]);
            if (error === "bad_deck") setError(null);
          }}
        />
        {error && (
          <p class="form-error" role="alert" data-code={error}>
            {errorMessage(error)}
          </p>
        )}
        <button type="submit" class="btn btn-primary btn-big" data-testid="create-submit" disabled={busy}>
          {busy ? t("home.creating") : t("home.submit")}
        </button>
      </form>
    </>
  );
}
