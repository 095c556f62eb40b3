// The create form's "your own list of things to sketch": how to write it, then the shared field to paste or upload
// it, which lists the server's problems by line under the text, each one a button that selects its line. Folded
// away until wanted, so that on a phone the Create button stays near the first screen.
import { t } from "../../i18n";
import { PastedTextField, type PastedText, type PastedTextWords } from "../../ui/forms/PastedTextField";
import { countItems, problemText } from "./customItems";
import type { ItemLanguage } from "./protocol";
import "./customItems.css";

export interface CustomItemsProps {
  list: PastedText;
  /** The items' language, which the list is read in. */
  language: ItemLanguage;
  /** Changes with every refusal, so that the same problems found again are announced again. */
  refusal: number;
  open: boolean;
  setOpen: (open: boolean) => void;
}

const WORDS: PastedTextWords = {
  label: "wlod.list.label",
  placeholder: "wlod.list.placeholder",
  problems: "wlod.list.problems",
  problemsHint: "wlod.list.problemsHint",
  file: "wlod.list.file",
  fileLoaded: "wlod.list.fileLoaded",
  fileTooLarge: "wlod.list.fileTooLarge",
  fileUnreadable: "wlod.list.fileUnreadable",
  clear: "wlod.list.clear",
};

const README_ID = "wlod-list-readas";

export function CustomItemsField(props: CustomItemsProps) {
  const count = countItems(props.list.text);
  return (
    <details class="fold wlod-list" open={props.open} onToggle={(e) => props.setOpen(e.currentTarget.open)}>
      <summary data-testid="custom-items-toggle">
        <span class="fold-title">{t("wlod.list.title")}</span>
        {!props.open && count > 0 && (
          <span class="fold-note">{count === 1 ? t("wlod.list.inUseOne") : t("wlod.list.inUse", { n: count })}</span>
        )}
      </summary>
      <div class="fold-body">
        <p class="muted wlod-list-intro">{t("wlod.list.intro")}</p>
        <details class="wlod-list-help">
          <summary>{t("wlod.list.helpTitle")}</summary>
          <ul>
            <li>{t("wlod.list.help1")}</li>
            <li>{t("wlod.list.help2")}</li>
            <li>{t("wlod.list.help3")}</li>
            <li>{t("wlod.list.help4")}</li>
          </ul>
          <p>{t("wlod.list.exampleTitle")}</p>
          <pre class="wlod-list-example">{t("wlod.list.example")}</pre>
        </details>
        <PastedTextField
          name="custom-items"
          look="wlod-list"
          words={WORDS}
          problemText={(problem) => problemText(problem, t)}
          accept=".txt,.items,text/plain"
          rows={6}
          describedBy={README_ID}
          refusal={props.refusal}
          field={props.list}
        >
          <p class="wlod-list-readas" id={README_ID}>
            {t("wlod.list.readAs", {
              language: t(`wlod.list.lang.${props.language}`),
              articles: t(`wlod.list.articles.${props.language}`),
            })}
          </p>
        </PastedTextField>
      </div>
    </details>
  );
}
