// A whole number in a range for a game's options: its hint says what the number means, or why it is refused.
// Games' create forms and lobby editors share it, so every such field reads, describes and refuses alike.
import { useId } from "preact/hooks";
import { type MessageKey, t } from "../../i18n";

export function NumberField(props: {
  label: MessageKey;
  hint: MessageKey;
  bad: MessageKey;
  min: number;
  max: number;
  testid: string;
  text: string;
  /** The parsed number, or null when the text is not one in range. */
  value: number | null;
  /** More values for the hint and the refusal's words. */
  params?: Record<string, number>;
  onInput: (text: string) => void;
}) {
  const hintId = useId();
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
        aria-invalid={props.value === null}
        aria-describedby={hintId}
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
      <small id={hintId} class={props.value === null ? "field-bad" : "muted"}>
        {props.value === null ? t(props.bad, range) : t(props.hint, { ...range, n: props.value })}
      </small>
    </label>
  );
}
