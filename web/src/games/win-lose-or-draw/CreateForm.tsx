// The home page's Win, Lose or Draw room: how to play (teams or the gameboard), the sketch timer, the target
// (team play) and the items' language, the host's own list of things to sketch if they bring one, then Create.
import { useState } from "preact/hooks";
import { errorMessage, lang, t } from "../../i18n";
import { createRoom } from "../../net/api";
import { navigate } from "../../router";
import { usePastedText } from "../../ui/forms/PastedTextField";
import { CustomItemsField } from "./CustomItemsField";
import {
  customItemsOption,
  listBytes,
  listProblems,
  MAX_LIST_BYTES,
  type ListProblem,
  type WinLoseOrDrawCreateOptions,
} from "./customItems";
import { AllFields } from "./OptionFields";
import { itemLanguage, newDraft, optionsOf, type OptionsDraft, type SetDraft } from "./options";
import type { ItemLanguage } from "./protocol";

export function WinLoseOrDrawCreate() {
  const [fields, setFields] = useState<OptionsDraft>(() => newDraft("en"));
  // The items' language follows the interface's until the host picks one (null: not yet).
  const [picked, setPicked] = useState<ItemLanguage | null>(null);
  const draft: OptionsDraft = { ...fields, language: itemLanguage(picked, lang.value) };
  const set: SetDraft = (key, value) => {
    if (key === "language") setPicked(value as ItemLanguage);
    else setFields((d) => ({ ...d, [key]: value }));
  };
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ownList = usePastedText();
  const [listOpen, setListOpen] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const list = customItemsOption(ownList.text);

  /** The list's problems, under it, unfolded so that they are seen (and announced afresh). */
  const refuse = (found: ListProblem[]) => {
    ownList.setProblems(found);
    setRefusals((n) => n + 1);
    setListOpen(true);
  };
  const tooLong = (size: number, max: number) =>
    refuse([{ line: 0, message: t("win-lose-or-draw.list.tooLong", { size: number(size), max: number(max) }) }]);

  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    ownList.setProblems([]);
    const settings = optionsOf(draft);
    if (settings === null) return; // the field in error says why
    const options: WinLoseOrDrawCreateOptions = { ...settings };
    if (list !== undefined) {
      const size = listBytes(list);
      if (size > MAX_LIST_BYTES) return tooLong(size, MAX_LIST_BYTES);
      options.custom_items = list;
    }
    setBusy(true);
    const result = await createRoom({ game: "win-lose-or-draw", options });
    setBusy(false);
    if (result.ok) return navigate(`/r/${encodeURIComponent(result.data.code)}`);
    // A refused list is told under it, line by line; anything else next to the button.
    if (result.code === "bad_items") refuse(listProblems(result.params));
    else if (result.code === "items_too_large") tooLong(Number(result.params.size), Number(result.params.limit));
    else setError(result.code);
  };

  return (
    <>
      <h2>{t("win-lose-or-draw.create.title")}</h2>
      <form data-testid="create-win-lose-or-draw-form" onSubmit={submit} class="form create-form-win-lose-or-draw">
        <AllFields draft={draft} set={set} ownList={list !== undefined} />
        <CustomItemsField
          list={ownList}
          language={draft.language}
          refusal={refusals}
          open={listOpen}
          setOpen={setListOpen}
        />
        {error && (
          <p class="form-error" role="alert" data-code={error}>
            {errorMessage(error)}
          </p>
        )}
        <button type="submit" class="btn btn-primary btn-big" data-testid="create-win-lose-or-draw-submit" disabled={busy}>
          {busy ? t("home.creating") : t("home.submit")}
        </button>
      </form>
    </>
  );
}

/** A count of bytes as the interface's language writes large numbers ("200,000"; "200 000"). */
function number(n: number): string {
  return Number.isFinite(n) ? n.toLocaleString(lang.value) : "?";
}
