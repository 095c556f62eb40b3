// A deck the host brings, pasted or uploaded, with the server's problems listed by line under the text: in the
// create form and in the lobby's options editor, each inside a disclosure or choice of its own that titles it.
import { t } from "../../i18n";
import { PastedTextField, type PastedText, type PastedTextWords } from "../../ui/forms/PastedTextField";
import { customDeckOption, formatDeckProblem } from "./customDeck";

const WORDS: PastedTextWords = {
  label: "home.deck.label",
  placeholder: "home.deck.placeholder",
  problems: "home.deck.problems",
  problemHint: "home.deck.problemHint",
  file: "home.deck.file",
  fileLoaded: "home.deck.fileLoaded",
  fileTooLarge: "home.deck.fileTooLarge",
  fileUnreadable: "home.deck.fileUnreadable",
  clear: "home.deck.clear",
};

/** "Use my own deck": how to write one, then the shared field to paste or upload it. */
export function CustomDeck({ deck, onClear }: { deck: PastedText; onClear?: () => void }) {
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
      <PastedTextField
        name="custom-deck"
        look="deck"
        words={WORDS}
        problemText={(problem) => formatDeckProblem(problem, t)}
        accept=".deck,.txt,text/plain"
        rows={4}
        labelHidden
        field={deck}
        onClear={onClear}
      />
      {customDeckOption(deck.text) !== undefined && <p class="deck-level-note">{t("home.deck.levelIgnored")}</p>}
    </div>
  );
}
