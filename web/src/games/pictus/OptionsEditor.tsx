// The host's editor of a Pictus room's options, in the lobby: the create form's fields, showing the room's.
import { useState } from "preact/hooks";
import { OptionsEditorForm } from "../../ui/lobby/OptionsEditorForm";
import type { OptionsEditorProps } from "../types";
import { AllFields } from "./OptionFields";
import { draftOf, optionsPatch, type OptionsDraft, type SetDraft } from "./options";
import type { PictusRoomOptions } from "./protocol";

export function PictusOptionsEditor({ options, save, cancel }: OptionsEditorProps) {
  const room = options as PictusRoomOptions;
  const [draft, setDraft] = useState<OptionsDraft>(() => draftOf(room));
  const set: SetDraft = (key, value) => setDraft((d) => ({ ...d, [key]: value }));

  // A draft with a field in error gets no patch: the field says why.
  return (
    <OptionsEditorForm patch={() => optionsPatch(room, draft)} save={save} cancel={cancel}>
      <AllFields draft={draft} set={set} />
    </OptionsEditorForm>
  );
}
