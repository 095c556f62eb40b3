// Piccolino's one option as a field, shared by the home page's create form and the lobby's options editor.
import { t } from "../../i18n";
import { flipSecondsOption } from "./options";
import { FLIP_SECONDS_MAX, FLIP_SECONDS_MIN } from "./protocol";

/** `text` is the box as typed; its hint says what the number means, or why it is refused. */
export function FlipSecondsField({ text, setText }: { text: string; setText: (text: string) => void }) {
  const value = flipSecondsOption(text);
  return (
    <label class="field">
      <span>{t("picco.home.flipSeconds")}</span>
      <input
        type="number"
        inputMode="numeric"
        min={FLIP_SECONDS_MIN}
        max={FLIP_SECONDS_MAX}
        step={1}
        required
        data-testid="option-flip-seconds"
        value={text}
        aria-invalid={value === null}
        onInput={(e) => setText(e.currentTarget.value)}
      />
      <small class="muted">
        {value === null ? t("picco.home.flipSecondsBad") : t("picco.home.flipSecondsHint", { n: value })}
      </small>
    </label>
  );
}
