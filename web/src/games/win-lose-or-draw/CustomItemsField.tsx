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
  label: "win-lose-or-draw.list.label",
  placeholder: "win-lose-or-draw.list.placeholder",
  problems: "win-lose-or-draw.list.problems",
  problemsHint: "win-lose-or-draw.list.problemsHint",
  file: "win-lose-or-draw.list.file",
  fileLoaded: "win-lose-or-draw.list.fileLoaded",
  fileTooLarge: "win-lose-or-draw.list.fileTooLarge",
  fileUnreadable: "win-lose-or-draw.list.fileUnreadable",
  clear: "win-lose-or-draw.list.clear",
};

const README_ID = "win-lose-or-draw-list-readas";

export function CustomItemsField(props: CustomItemsProps) {
  const count = countItems(props.list.text);
  return (
    <details class="fold win-lose-or-draw-list" open={props.open} onToggle={(e) => props.setOpen(e.currentTarget.open)}>
      <summary data-testid="custom-items-toggle">
        <span class="fold-title">{t("win-lose-or-draw.list.title")}</span>
        {!props.open && count > 0 && (
          <span class="fold-note">{count === 1 ? t("win-lose-or-draw.list.inUseOne") : t("win-lose-or-draw.list.inUse", { n: count })}</span>
        )}
      </summary>
      <div class="fold-body">
        <p class="muted win-lose-or-draw-list-intro">{t("win-lose-or-draw.list.intro")}</p>
        <details class="win-lose-or-draw-list-help">
          <summary>{t("win-lose-or-draw.list.helpTitle")}</summary>
          <ul>
            <li>{t("win-lose-or-draw.list.help1")}</li>
            <li>{t("win-lose-or-draw.list.help2")}</li>
            <li>{t("win-lose-or-draw.list.help3")}</li>
            <li>{t("win-lose-or-draw.list.help4")}</li>
          </ul>
          <p>{t("win-lose-or-draw.list.exampleTitle")}</p>
          <pre class="win-lose-or-draw-list-example">{t("win-lose-or-draw.list.example")}</pre>
        </details>
        <PastedTextField
          name="custom-items"
          look="win-lose-or-draw-list"
          words={WORDS}
          problemText={(problem) => problemText(problem, t)}
          accept=".txt,.items,text/plain"
          rows={6}
          describedBy={README_ID}
          refusal={props.refusal}
          field={props.list}
        >
          <p class="win-lose-or-draw-list-readas" id={README_ID}>
            {t("win-lose-or-draw.list.readAs", {
              language: t(`win-lose-or-draw.list.lang.${props.language}`),
              articles: t(`win-lose-or-draw.list.articles.${props.language}`),
            })}
          </p>
        </PastedTextField>
      </div>
    </details>
  );
}
