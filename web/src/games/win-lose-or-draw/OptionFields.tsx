// Win, Lose or Draw's option fields, shared by the home page's create form and the lobby's options editor so that
// both ask the same questions the same way (and tests find them by the same names).
import { t, type MessageKey } from "../../i18n";
import { ModeIcon } from "./Hero";
import { ITEM_LANGUAGES, MODES, targetOf, type OptionsDraft, type SetDraft } from "./options";
import { TARGET_DEFAULT, TARGET_MAX, TARGET_MIN, TURN_SECONDS_MAX, TURN_SECONDS_MIN, type ItemLanguage, type Mode } from "./protocol";
import { ChoiceCards } from "../../ui/forms/ChoiceCards";
import { NumberField } from "../../ui/forms/NumberField";

interface FieldProps {
  draft: OptionsDraft;
  set: SetDraft;
}

const MODE_WORDS: Record<Mode, { title: MessageKey; who: MessageKey; what: MessageKey }> = {
  teams: { title: "win-lose-or-draw.create.mode.teams", who: "win-lose-or-draw.create.mode.teamsWho", what: "win-lose-or-draw.create.mode.teamsWhat" },
  board: { title: "win-lose-or-draw.create.mode.board", who: "win-lose-or-draw.create.mode.boardWho", what: "win-lose-or-draw.create.mode.boardWhat" },
};

/** The two ways to play, as two cards. */
export function ModeField({ draft, set }: FieldProps) {
  const target = targetOf(draft.target) ?? TARGET_DEFAULT;
  return (
    <ChoiceCards
      legend={t("win-lose-or-draw.create.mode")}
      prefix="win-lose-or-draw-mode"
      choices={MODES}
      value={draft.mode}
      testid={(mode) => `option-mode-${mode}`}
      onChoose={(mode) => set("mode", mode)}
    >
      {(mode) => (
        <>
          <span class="win-lose-or-draw-mode-pic" aria-hidden="true">
            <ModeIcon mode={mode} />
          </span>
          <span class="win-lose-or-draw-mode-text">
            <strong>{t(MODE_WORDS[mode].title)}</strong>
            <span class="win-lose-or-draw-mode-who">{t(MODE_WORDS[mode].who)}</span>
            <small>{t(MODE_WORDS[mode].what, { n: target })}</small>
          </span>
        </>
      )}
    </ChoiceCards>
  );
}

export function TurnSecondsField({ draft, set }: FieldProps) {
  return (
    <NumberField
      label="win-lose-or-draw.create.turnSeconds"
      hint="win-lose-or-draw.create.turnSecondsHint"
      bad="win-lose-or-draw.create.turnSecondsBad"
      min={TURN_SECONDS_MIN}
      max={TURN_SECONDS_MAX}
      testid="option-turn-seconds"
      text={draft.turnSeconds}
      onInput={(text) => set("turnSeconds", text)}
    />
  );
}

/** Team play only: a gameboard room shows no target. */
export function TargetField({ draft, set }: FieldProps) {
  if (draft.mode !== "teams") return null;
  return (
    <NumberField
      label="win-lose-or-draw.create.target"
      hint="win-lose-or-draw.create.targetHint"
      bad="win-lose-or-draw.create.targetBad"
      min={TARGET_MIN}
      max={TARGET_MAX}
      testid="option-target"
      text={draft.target}
      onInput={(text) => set("target", text)}
    />
  );
}

/** The items' language, apart from the interface's; with the host's own list, the language it is read in. */
export function LanguageField({ draft, set, ownList = false }: FieldProps & { ownList?: boolean }) {
  return (
    <label class="field">
      <span>{t(ownList ? "win-lose-or-draw.list.language" : "win-lose-or-draw.create.language")}</span>
      <select
        data-testid="option-item-language"
        value={draft.language}
        onChange={(e) => set("language", e.currentTarget.value as ItemLanguage)}
      >
        {ITEM_LANGUAGES.map((l) => (
          <option value={l} key={l} lang={l}>
            {t(`win-lose-or-draw.language.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Every field, in the order both forms ask them (`ownList`: the create form holds the host's own list). */
export function AllFields(props: FieldProps & { ownList?: boolean }) {
  return (
    <>
      <ModeField {...props} />
      <div class="field-pair">
        <TurnSecondsField {...props} />
        <TargetField {...props} />
      </div>
      <LanguageField {...props} />
    </>
  );
}
