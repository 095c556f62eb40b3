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

  const submit = () => {
    const patch = optionsPatch(room, draft);
    if (patch === null) return; // the field in error says why
    if (Object.keys(patch).length === 0) cancel();
    else save(patch);
  };

  return (
    <OptionsEditorForm onSubmit={submit} onCancel={cancel}>
      <AllFields draft={draft} set={set} />
    </OptionsEditorForm>
  );
}
