// The home page's Pictus room: who votes, the hand size and the target, the variants, one's own deck, and the
// language of the captions and the computer players; then Create.
import { useState } from "preact/hooks";
import { errorMessage, lang, t } from "../../i18n";
import { createRoom } from "../../net/api";
import { navigate } from "../../router";
import { AllFields } from "./OptionFields";
import { cardLanguage, newDraft, optionsOf, type OptionsDraft, type SetDraft } from "./options";
import type { CardLanguage } from "./protocol";

export function PictusCreate() {
  const [fields, setFields] = useState<OptionsDraft>(() => newDraft("en"));
  // The cards' language follows the interface's until the host picks one (null: not yet).
  const [picked, setPicked] = useState<CardLanguage | null>(null);
  const draft: OptionsDraft = { ...fields, language: cardLanguage(picked, lang.value) };
  const set: SetDraft = (key, value) => {
    if (key === "language") setPicked(value as CardLanguage);
    else setFields((d) => ({ ...d, [key]: value }));
  };
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    const options = optionsOf(draft);
    if (options === null) return; // the field in error says why
    setBusy(true);
    const result = await createRoom({ game: "pictus", options });
    setBusy(false);
    if (result.ok) return navigate(`/r/${encodeURIComponent(result.data.code)}`);
    setError(result.code);
  };

  return (
    <>
      <h2>{t("pictus.create.title")}</h2>
      <form data-testid="create-pictus-form" onSubmit={submit} class="form create-form-pictus">
        <AllFields draft={draft} set={set} />
        {error && (
          <p class="form-error" role="alert" data-code={error}>
            {errorMessage(error)}
          </p>
        )}
        <button type="submit" class="btn btn-primary btn-big" data-testid="create-pictus-submit" disabled={busy}>
          {busy ? t("home.creating") : t("home.submit")}
        </button>
      </form>
    </>
  );
}
