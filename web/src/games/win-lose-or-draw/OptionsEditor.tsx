// The host's editor of a Win, Lose or Draw room's options, in the lobby: the create form's fields, showing the
// room's. Changing the mode changes the table (teams or none, how many may sit), so the editor says what that does
// to the people already seated before the server has to refuse it.
import { useState } from "preact/hooks";
import { t } from "../../i18n";
import { useSession } from "../../ui/context";
import { OptionsEditorForm } from "../../ui/lobby/OptionsEditorForm";
import type { OptionsEditorProps } from "../types";
import { AllFields } from "./OptionFields";
import { draftOf, MODE_PLAYERS, optionsPatch, tooManyFor, type OptionsDraft, type SetDraft } from "./options";
import type { WinLoseOrDrawRoomOptions } from "./protocol";

export function WinLoseOrDrawOptionsEditor({ options, save, cancel }: OptionsEditorProps) {
  const room = options as WinLoseOrDrawRoomOptions;
  const seated = useSession().room.value?.seats.length ?? 0;
  const [draft, setDraft] = useState<OptionsDraft>(() => draftOf(room));
  const set: SetDraft = (key, value) => setDraft((d) => ({ ...d, [key]: value }));
  // From gameboard to team play, the server deals everyone seated into the two teams.
  const intoTeams = draft.mode === "teams" && (room.mode ?? "teams") !== "teams";
  const tooMany = tooManyFor(draft.mode, seated);

  // Nothing is sent while the note under the cards or a field in error says why not.
  const patch = () => (tooMany ? null : optionsPatch(room, draft));

  return (
    <OptionsEditorForm patch={patch} save={save} cancel={cancel}>
      <AllFields draft={draft} set={set} />
      {tooMany ? (
        <p class="form-error" role="alert" data-testid="win-lose-or-draw-too-many">
          {t("win-lose-or-draw.options.tooMany", { n: seated, max: MODE_PLAYERS[draft.mode].max })}
        </p>
      ) : (
        intoTeams &&
        seated > 0 && (
          <p class="muted" role="status">
            {t("win-lose-or-draw.options.redeal")}
          </p>
        )
      )}
    </OptionsEditorForm>
  );
}
