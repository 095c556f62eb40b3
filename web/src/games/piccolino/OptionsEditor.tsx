// The host's editor of a Piccolino room's options, in the lobby: the create form's one field, showing the room's.
import { useState } from "preact/hooks";
import { OptionsEditorForm } from "../../ui/lobby/OptionsEditorForm";
import type { OptionsEditorProps } from "../types";
import { FlipSecondsField } from "./FlipSecondsField";
import { flipSecondsPatch } from "./options";
import { FLIP_SECONDS_DEFAULT, type PiccolinoRoomOptions } from "./protocol";

export function PiccolinoOptionsEditor({ options, save, cancel }: OptionsEditorProps) {
  const room = options as PiccolinoRoomOptions;
  const [text, setText] = useState(() => String(room.flip_seconds ?? FLIP_SECONDS_DEFAULT));
  const submit = () => {
    const patch = flipSecondsPatch(room, text);
    if (patch === null) return; // the field says why
    if (Object.keys(patch).length === 0) cancel();
    else save(patch);
  };
  return (
    <OptionsEditorForm onSubmit={submit} onCancel={cancel}>
      <FlipSecondsField text={text} setText={setText} />
    </OptionsEditorForm>
  );
}
