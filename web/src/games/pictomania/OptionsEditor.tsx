// The host's editor of a Pictomania room's options, in the lobby: the create form's fields, showing the room's
// options, and the deck (kept, back to the game's own, or one the host brings now). The room never shows a
// brought deck back, only its size, so the deck is a choice rather than a text to edit.
import { useState } from "preact/hooks";
import { t } from "../../i18n";
import { usePastedText } from "../../ui/forms/PastedTextField";
import { OptionsEditorForm } from "../../ui/lobby/OptionsEditorForm";
import type { OptionsEditorProps } from "../types";
import { customDeckOption, deckBytes, MAX_CUSTOM_DECK_BYTES, MAX_LOBBY_DECK_BYTES } from "./customDeck";
import { CustomDeck } from "./DeckEditor";
import { ExtraFields, LanguageField, LevelField } from "./OptionFields";
import { draftOf, settingsPatch, type OptionsDraft, type SetDraft } from "./optionsDraft";
import type { PictomaniaRoomOptions } from "./protocol";

type DeckChoice = "keep" | "shipped" | "own";
const DECK_CHOICES: readonly DeckChoice[] = ["keep", "shipped", "own"];

export function PictomaniaOptionsEditor({ options, save, cancel }: OptionsEditorProps) {
  const room = options as PictomaniaRoomOptions;
  const [draft, setDraft] = useState<OptionsDraft>(() => draftOf(room));
  const set: SetDraft = (key, value) => setDraft((d) => ({ ...d, [key]: value }));
  const [deck, setDeck] = useState<DeckChoice>("keep");
  const ownDeck = usePastedText();

  /** What changed; null, with the deck's problem shown under it, when the deck brought cannot be sent. */
  const patch = () => {
    const changed: Record<string, unknown> = settingsPatch(room, draft);
    if (deck === "shipped") changed.custom_deck = null;
    if (deck === "own") {
      const refuse = (message: string) => {
        ownDeck.setProblems([{ line: 0, message }]);
        return null;
      };
      const custom = customDeckOption(ownDeck.text);
      if (custom === undefined) return refuse(t("pm.options.deckMissing"));
      const size = deckBytes(custom);
      if (size > MAX_CUSTOM_DECK_BYTES) return refuse(t("home.deck.tooLong", { size, n: MAX_CUSTOM_DECK_BYTES }));
      if (size > MAX_LOBBY_DECK_BYTES) {
        return refuse(t("pm.options.deckTooLongForLobby", { size, n: MAX_LOBBY_DECK_BYTES }));
      }
      changed.custom_deck = custom;
    }
    return changed;
  };

  const size = typeof room.deck_size === "number" ? room.deck_size : null;
  const label = (choice: DeckChoice) =>
    choice === "keep"
      ? size === null
        ? t("pm.options.deckKeep")
        : t("pm.options.deckKeepSize", { n: size })
      : choice === "shipped"
        ? t("pm.options.deckShipped")
        : t("pm.options.deckOwn");

  return (
    <OptionsEditorForm patch={patch} save={save} cancel={cancel}>
      <LevelField draft={draft} set={set} />
      <LanguageField draft={draft} set={set} />
      <ExtraFields draft={draft} set={set} />
      <fieldset class="deck-choice">
        <legend>{t("pm.options.deck")}</legend>
        {DECK_CHOICES.map((choice) => (
          <label class="check" key={choice}>
            <input
              type="radio"
              name="deck-choice"
              value={choice}
              data-testid={`option-deck-${choice}`}
              checked={deck === choice}
              onChange={() => {
                setDeck(choice);
                ownDeck.setProblems([]);
              }}
            />
            <span>{label(choice)}</span>
          </label>
        ))}
      </fieldset>
      {deck === "own" && (
        <CustomDeck deck={ownDeck} />
      )}
    </OptionsEditorForm>
  );
}
