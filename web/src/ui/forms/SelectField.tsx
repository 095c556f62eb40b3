// One choice among a few for a game's options, with an optional hint under it. Games' create forms and lobby
// editors share it, so every such list reads and is described alike.
import { useId } from "preact/hooks";
import { type MessageKey, t } from "../../i18n";

export interface Choice<V extends string> {
  value: V;
  label: string;
  /** The language the label is written in, when it is not the page's (a language's own name). */
  lang?: string;
}

export function SelectField<V extends string>(props: {
  label: MessageKey;
  hint?: MessageKey;
  testid: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
}) {
  const hintId = useId();
  return (
    <label class="field">
      <span>{t(props.label)}</span>
      <select
        data-testid={props.testid}
        value={props.value}
        aria-describedby={props.hint ? hintId : undefined}
        onChange={(e) => props.onChange(e.currentTarget.value as V)}
      >
        {props.choices.map((c) => (
          <option value={c.value} key={c.value} lang={c.lang}>
            {c.label}
          </option>
        ))}
      </select>
      {props.hint && (
        <small id={hintId} class="muted">
          {t(props.hint)}
        </small>
      )}
    </label>
  );
}
