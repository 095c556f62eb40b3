// Pictus's option fields, shared by the home page's create form and the lobby's options editor so that both ask
// the same questions the same way (and tests find them by the same names).
import { useId } from "preact/hooks";
import { t, type MessageKey } from "../../i18n";
import { VotersIcon } from "./Hero";
import { CARD_LANGUAGES, HAND_SIZES, ownCardsOf, ownCardsRange, VOTERS, type OptionsDraft, type SetDraft } from "./options";
import {
  HAND_SIZE_DEFAULT,
  OWN_CARDS_DEFAULT,
  TARGET_MAX,
  TIME_LIMIT_DEFAULT,
  TIME_LIMITS,
  TARGET_MIN,
  PICTURE_DECKS,
  type Voters,
} from "./protocol";
import { ChoiceCards } from "../../ui/forms/ChoiceCards";
import { SelectField } from "../../ui/forms/SelectField";
import { NumberField } from "../../ui/forms/NumberField";

interface FieldProps {
  draft: OptionsDraft;
  set: SetDraft;
}

const VOTER_WORDS: Record<Voters, { title: MessageKey; what: MessageKey }> = {
  others: { title: "pictus.create.voters.others", what: "pictus.create.voters.othersWhat" },
  narrator: { title: "pictus.create.voters.narrator", what: "pictus.create.voters.narratorWhat" },
  everyone: { title: "pictus.create.voters.everyone", what: "pictus.create.voters.everyoneWhat" },
};

/** Who votes, as three cards. */
export function VotersField({ draft, set }: FieldProps) {
  return (
    <ChoiceCards
      legend={t("pictus.create.voters")}
      prefix="pictus-voter"
      choices={VOTERS}
      value={draft.voters}
      testid={(voters) => `option-voters-${voters}`}
      onChoose={(voters) => set("voters", voters)}
    >
      {(voters) => (
        <span class="pictus-voter-text">
          <span class="pictus-voter-pic" aria-hidden="true">
            <VotersIcon voters={voters} />
          </span>
          <strong>{t(VOTER_WORDS[voters].title)}</strong>
          <small>{t(VOTER_WORDS[voters].what)}</small>
        </span>
      )}
    </ChoiceCards>
  );
}

/** The cards in each hand: the rulebook's six, or fewer for its harder variant. */
export function HandSizeField({ draft, set }: FieldProps) {
  const hintId = useId();
  return (
    <label class="field">
      <span>{t("pictus.create.handSize")}</span>
      <select
        data-testid="option-hand-size"
        value={String(draft.handSize)}
        aria-describedby={hintId}
        onChange={(e) => set("handSize", Number(e.currentTarget.value))}
      >
        {HAND_SIZES.map((n) => (
          <option value={String(n)} key={n}>
            {t(n === HAND_SIZE_DEFAULT ? "pictus.create.handSizeRulebook" : "pictus.create.handSizeN", { n })}
          </option>
        ))}
      </select>
      <small id={hintId} class="muted">
        {t("pictus.create.handSizeHint")}
      </small>
    </label>
  );
}

export function TargetField({ draft, set }: FieldProps) {
  return (
    <NumberField
      label="pictus.create.target"
      hint="pictus.create.targetHint"
      bad="pictus.create.targetBad"
      min={TARGET_MIN}
      max={TARGET_MAX}
      testid="option-target"
      text={draft.target}
      onInput={(text) => set("target", text)}
    />
  );
}

/** A yes-or-no option: its name as the checkbox's label, a sentence saying what it does as its description. */
function Toggle(props: {
  label: MessageKey;
  hint: MessageKey;
  params?: Record<string, number>;
  testid: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div class="pictus-toggle">
      <label class="check">
        <input
          type="checkbox"
          data-testid={props.testid}
          checked={props.checked}
          aria-describedby={hintId}
          onChange={(e) => props.onChange(e.currentTarget.checked)}
        />
        <span>{t(props.label)}</span>
      </label>
      <small id={hintId} class="muted pictus-toggle-hint">
        {t(props.hint, props.params)}
      </small>
    </div>
  );
}

/** The rulebook's two harder variants for the table: a card from the deck among the others, and captions. */
export function VariantsField({ draft, set }: FieldProps) {
  return (
    <fieldset class="field pictus-variants">
      <legend>{t("pictus.create.variants")}</legend>
      <Toggle
        label="pictus.create.extraCard"
        hint="pictus.create.extraCardHint"
        testid="option-extra-card"
        checked={draft.extraCard}
        onChange={(on) => set("extraCard", on)}
      />
      <Toggle
        label="pictus.create.captions"
        hint="pictus.create.captionsHint"
        testid="option-captions"
        checked={draft.captions}
        onChange={(on) => set("captions", on)}
      />
    </fieldset>
  );
}

/** "Draw your own deck", and how many cards each player draws before the first round: at least a hand and one
 * to play (the hint says why, since the floor moves with the hand size and the extra card). */
export function OwnDeckField({ draft, set }: FieldProps) {
  const range = ownCardsRange(draft);
  const typed = ownCardsOf(draft);
  return (
    <div class="pictus-own-deck">
      <Toggle
        label="pictus.create.ownDeck"
        hint="pictus.create.ownDeckHint"
        params={{ n: typed ?? Math.max(range.min, OWN_CARDS_DEFAULT) }}
        testid="option-own-deck"
        checked={draft.ownDeck}
        onChange={(on) => set("ownDeck", on)}
      />
      {draft.ownDeck && (
        <NumberField
          label="pictus.create.ownCards"
          hint="pictus.create.ownCardsHint"
          bad="pictus.create.ownCardsBad"
          min={range.min}
          max={range.max}
          params={{ hand: draft.handSize }}
          testid="option-own-cards"
          text={draft.ownCards}
          onInput={(text) => set("ownCards", text)}
        />
      )}
    </div>
  );
}

/** The language of the captions and of computer players' clues, apart from the interface's. */
export function LanguageField({ draft, set }: FieldProps) {
  return (
    <SelectField
      label="pictus.create.language"
      hint="pictus.create.languageHint"
      testid="option-card-language"
      value={draft.language}
      choices={CARD_LANGUAGES.map((l) => ({ value: l, label: t(`pictus.language.${l}`), lang: l }))}
      onChange={(l) => set("language", l)}
    />
  );
}

/** Which shipped pictures the game is played with. */
export function DeckField({ draft, set }: FieldProps) {
  return (
    <SelectField
      label="pictus.create.deck"
      hint={draft.ownDeck ? "pictus.create.deckHintOwn" : "pictus.create.deckHint"}
      testid="option-deck"
      value={draft.deck}
      choices={PICTURE_DECKS.map((d) => ({ value: d, label: t(`pictus.deck.${d}`) }))}
      onChange={(d) => set("deck", d)}
    />
  );
}

/** The words for a time limit in the list: none, seconds under two minutes, else minutes (the default marked). */
function timeLimitWords(seconds: number): string {
  if (seconds === 0) return t("pictus.create.timeLimitNone");
  if (seconds === TIME_LIMIT_DEFAULT) return t("pictus.create.timeLimitSuggested", { n: seconds / 60 });
  if (seconds < 120) return t("pictus.create.timeLimitSeconds", { n: seconds });
  return t("pictus.create.timeLimitMinutes", { n: seconds / 60 });
}

/** How long handing in and voting may take before the server plays for whoever has not acted. */
export function TimeLimitField({ draft, set }: FieldProps) {
  const choices = TIME_LIMITS.includes(draft.timeLimit) ? TIME_LIMITS : [...TIME_LIMITS, draft.timeLimit].sort((a, b) => a - b);
  return (
    <SelectField
      label="pictus.create.timeLimit"
      hint="pictus.create.timeLimitHint"
      testid="option-time-limit"
      value={String(draft.timeLimit)}
      choices={choices.map((n) => ({ value: String(n), label: timeLimitWords(n) }))}
      onChange={(n) => set("timeLimit", Number(n))}
    />
  );
}

/** Every field, in the order both forms ask them. */
export function AllFields(props: FieldProps) {
  return (
    <>
      <VotersField {...props} />
      <div class="field-pair">
        <HandSizeField {...props} />
        <TargetField {...props} />
      </div>
      <VariantsField {...props} />
      <DeckField {...props} />
      <OwnDeckField {...props} />
      <TimeLimitField {...props} />
      <LanguageField {...props} />
    </>
  );
}
