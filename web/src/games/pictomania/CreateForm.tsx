// Pictomania's create form on the home page (the end-to-end tests' `create-form`): the two options most rooms
// set, then the variants and time limits and the host's own deck each folded away, so that on a phone the Create
// button is on the first screen.
import { useState } from "preact/hooks";
import { customDeckOption, deckBytes, deckProblems, MAX_CUSTOM_DECK_BYTES } from "./customDeck";
import { CustomDeck } from "./DeckEditor";
import { errorMessage, lang, t } from "../../i18n";
import { createRoom } from "../../net/api";
import { ExtraFields, extrasInWords, LanguageField, LevelField } from "./OptionFields";
import { contentLanguage, newDraft, settingsOf, type OptionsDraft, type SetDraft } from "./optionsDraft";
import type { DeckLanguage, DeckProblem, PictomaniaOptions } from "./protocol";
import { navigate } from "../../router";
import { usePastedText } from "../../ui/forms/PastedTextField";

/** The browser cannot point at a refused field inside a folded part: unfold it first (synchronously, before the
 * browser looks for the field to show its message). */
function unfoldInvalid(e: Event) {
  const fold = (e.target as Element | null)?.closest("details");
  if (fold && !fold.open) fold.open = true;
}

/** Pictomania's options and its Create button. */
export function PictomaniaCreate() {
  const [fields, setFields] = useState<OptionsDraft>(() => newDraft("en"));
  // The deck's language follows the interface's until the host picks one (null: not yet).
  const [picked, setPicked] = useState<DeckLanguage | null>(null);
  const draft: OptionsDraft = { ...fields, language: contentLanguage(picked, lang.value) };
  const set: SetDraft = (key, value) => {
    if (key === "language") setPicked(value as DeckLanguage);
    else setFields((d) => ({ ...d, [key]: value }));
  };
  const [extrasOpen, setExtrasOpen] = useState(false);
  const [deckOpen, setDeckOpen] = useState(false);
  const deck = usePastedText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** The deck's problems, shown under it: unfolded, so that they are seen. */
  const showProblems = (list: DeckProblem[]) => {
    deck.setProblems(list);
    if (list.length > 0) setDeckOpen(true);
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    deck.setProblems([]);
    const custom = customDeckOption(deck.text);
    const size = custom === undefined ? 0 : deckBytes(custom);
    if (size > MAX_CUSTOM_DECK_BYTES) {
      showProblems([{ line: 0, message: t("home.deck.tooLong", { size, n: MAX_CUSTOM_DECK_BYTES }) }]);
      return;
    }
    setBusy(true);
    const options: PictomaniaOptions = settingsOf(draft);
    if (custom !== undefined) options.custom_deck = custom;
    const result = await createRoom({ game: "pictomania", options });
    setBusy(false);
    if (result.ok) {
      navigate(`/r/${encodeURIComponent(result.data.code)}`);
      return;
    }
    setError(result.code);
    if (result.code === "bad_deck") showProblems(deckProblems(result.params));
    if (result.code === "deck_too_large") {
      const { size: sent, limit } = result.params;
      showProblems([{ line: 0, message: t("home.deck.tooLong", { size: Number(sent), n: Number(limit) }) }]);
    }
    // A time limit out of range is refused by the form itself; anything else the server finds is in the extras.
    if (result.code === "bad_options") setExtrasOpen(true);
  };

  const extras = extrasInWords(draft);
  const deckLines = customDeckOption(deck.text) === undefined ? 0 : deck.text.trimEnd().split("\n").length;

  return (
    <>
      <h2>{t("home.createTitle")}</h2>
      <form data-testid="create-form" onSubmit={submit} onInvalidCapture={unfoldInvalid} class="form create-form">
        <div class="create-options">
          <LevelField draft={draft} set={set} />
          <LanguageField draft={draft} set={set} />
        </div>
        <details class="fold" open={extrasOpen} onToggle={(e) => setExtrasOpen(e.currentTarget.open)}>
          <summary data-testid="more-options-toggle">
            <span class="fold-title">{t("pm.options.more")}</span>
            {!extrasOpen && extras && <span class="fold-note">{extras}</span>}
          </summary>
          <div class="fold-body">
            <ExtraFields draft={draft} set={set} />
          </div>
        </details>
        <details class="fold fold-deck" open={deckOpen} onToggle={(e) => setDeckOpen(e.currentTarget.open)}>
          <summary data-testid="custom-deck-toggle">
            <span class="fold-title">{t("home.deck.title")}</span>
            {!deckOpen && deckLines > 0 && <span class="fold-note">{t("pm.options.deckInUse", { n: deckLines })}</span>}
          </summary>
          <div class="fold-body">
            <CustomDeck
              deck={deck}
              onClear={() => {
                if (error === "bad_deck") setError(null);
              }}
            />
          </div>
        </details>
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
