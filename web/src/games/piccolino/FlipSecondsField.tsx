// Piccolino's one option as a field, shared by the home page's create form and the lobby's options editor.
import { NumberField } from "../../ui/forms/NumberField";
import { FLIP_SECONDS_MAX, FLIP_SECONDS_MIN } from "./protocol";

/** `text` is the box as typed; its hint says what the number means, or why it is refused. */
export function FlipSecondsField({ text, setText }: { text: string; setText: (text: string) => void }) {
  return (
    <NumberField
      label="picco.home.flipSeconds"
      hint="picco.home.flipSecondsHint"
      bad="picco.home.flipSecondsBad"
      min={FLIP_SECONDS_MIN}
      max={FLIP_SECONDS_MAX}
      testid="option-flip-seconds"
      text={text}
      onInput={setText}
    />
  );
}
