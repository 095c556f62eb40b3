// Pictomania's option fields, shared by the home page's create form and the lobby's options editor so that both
// ask the same questions the same way (and the end-to-end tests find them by the same names).
import { t, type MessageKey } from "../../i18n";
import type { OptionsDraft, SetDraft } from "./optionsDraft";
import { SelectField } from "../../ui/forms/SelectField";
import { DECK_LANGUAGES, LEVELS } from "./protocol";

interface FieldProps {
  draft: OptionsDraft;
  set: SetDraft;
}

export function LevelField({ draft, set }: FieldProps) {
  const levels = LEVELS.map((l) => ({ value: l, label: `${t(`level.${l}`)} (${t(`level.${l}.colour`)})` }));
  return (
    <SelectField
      label="home.level"
      testid="option-level"
      value={draft.level}
      choices={[{ value: "" as const, label: t("home.level.host") }, ...levels]}
      onChange={(l) => set("level", l)}
    />
  );
}

/** The language of the shipped clue deck. */
export function LanguageField({ draft, set }: FieldProps) {
  return (
    <SelectField
      label="home.language"
      testid="option-language"
      value={draft.language}
      choices={DECK_LANGUAGES.map((l) => ({ value: l, label: t(`deck.${l}`) }))}
      onChange={(l) => set("language", l)}
    />
  );
}

/** The variants and the time limits: what most rooms leave as they are. */
export function ExtraFields({ draft, set }: FieldProps) {
  return (
    <>
      <label class="check">
        <input
          type="checkbox"
          data-testid="option-children"
          checked={draft.children}
          onChange={(e) => set("children", e.currentTarget.checked)}
        />
        <span>{t("home.children")}</span>
      </label>
      <label class="check">
        <input
          type="checkbox"
          data-testid="option-three-player"
          checked={draft.threePlayer}
          onChange={(e) => set("threePlayer", e.currentTarget.checked)}
        />
        <span>{t("home.threePlayer")}</span>
      </label>
      <div class="field-pair">
        <SecondsField
          label="home.roundSeconds"
          hint="home.roundSecondsHint"
          min={10}
          testid="option-round-seconds"
          value={draft.roundSeconds}
          onInput={(value) => set("roundSeconds", value)}
        />
        <SecondsField
          label="home.reviewSeconds"
          hint="home.reviewSecondsHint"
          min={5}
          testid="option-review-seconds"
          value={draft.reviewSeconds}
          onInput={(value) => set("reviewSeconds", value)}
        />
      </div>
    </>
  );
}

/** The extras that are set, in the lobby's words ("Children's variant · 90 s per round"), for a folded summary. */
export function extrasInWords(draft: OptionsDraft): string {
  const words: string[] = [];
  if (draft.children) words.push(t("room.option.children"));
  if (draft.threePlayer) words.push(t("room.option.threePlayer"));
  const round = draft.roundSeconds.trim();
  if (round) words.push(t("room.option.seconds", { n: round }));
  const review = draft.reviewSeconds.trim();
  if (review) words.push(t("room.option.reviewSeconds", { n: review }));
  return words.join(" · ");
}

/** A time limit in seconds, left empty for none. */
function SecondsField(props: {
  label: MessageKey;
  hint: MessageKey;
  min: number;
  testid: string;
  value: string;
  onInput: (value: string) => void;
}) {
  return (
    <label class="field">
      <span>{t(props.label)}</span>
      <input
        type="number"
        inputMode="numeric"
        min={props.min}
        max={3600}
        step={1}
        placeholder="—"
        data-testid={props.testid}
        value={props.value}
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
      <small class="muted">{t(props.hint)}</small>
    </label>
  );
}
