// A whole number in a range for a game's options: its hint says what the number means, or why it is refused.
// Games' create forms and lobby editors share it, so every such field reads, describes and refuses alike.
import { useId } from "preact/hooks";
import { type MessageKey, t } from "../../i18n";
import { wholeIn } from "./wholeIn";

export function NumberField(props: {
  label: MessageKey;
  hint: MessageKey;
  bad: MessageKey;
  min: number;
  max: number;
  testid: string;
  /** The box as typed: a whole number from min to max is accepted (wholeIn), anything else refused. */
  text: string;
  /** More values for the hint and the refusal's words. */
  params?: Record<string, number>;
  onInput: (text: string) => void;
}) {
  const hintId = useId();
  const value = wholeIn(props.text, props.min, props.max);
  const range = { min: props.min, max: props.max, ...props.params };
  return (
    <label class="field">
      <span>{t(props.label)}</span>
      <input
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        step={1}
        required
        data-testid={props.testid}
        value={props.text}
        aria-invalid={value === null}
        aria-describedby={hintId}
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
      <small id={hintId} class={value === null ? "field-bad" : "muted"}>
        {value === null ? t(props.bad, range) : t(props.hint, { ...range, n: value })}
      </small>
    </label>
  );
}
