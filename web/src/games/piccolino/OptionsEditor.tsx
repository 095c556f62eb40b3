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
  // A number the game refuses gets no patch: the field says why.
  return (
    <OptionsEditorForm patch={() => flipSecondsPatch(room, text)} save={save} cancel={cancel}>
      <FlipSecondsField text={text} setText={setText} />
    </OptionsEditorForm>
  );
}
