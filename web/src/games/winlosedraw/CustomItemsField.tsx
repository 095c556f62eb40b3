// The create form's "your own list of things to sketch": pasted or uploaded, with how to write it, and the server's
// problems listed by line under the text, each one a button that selects its line. Folded away until wanted, so that
// on a phone the Create button stays near the first screen.
import { useEffect, useRef } from "preact/hooks";
import { t } from "../../i18n";
import {
  countItems,
  lineCount,
  lineRange,
  MAX_LIST_FILE_BYTES,
  problemText,
  textOfFile,
  type ListProblem,
} from "./customItems";
import type { ItemLanguage } from "./protocol";
import "./customItems.css";

export interface CustomItemsProps {
  text: string;
  setText: (text: string) => void;
  /** The items' language, which the list is read in. */
  language: ItemLanguage;
  problems: readonly ListProblem[];
  /** Changes with every refusal, so that the same problems found again are announced again. */
  refusal: number;
  note: string | null;
  setNote: (note: string | null) => void;
  open: boolean;
  setOpen: (open: boolean) => void;
  clear: () => void;
}

const ERRORS_ID = "wlod-list-errors";
const README_ID = "wlod-list-readas";

export function CustomItemsField(props: CustomItemsProps) {
  const { text, problems } = props;
  const area = useRef<HTMLTextAreaElement>(null);
  const errors = useRef<HTMLDivElement>(null);
  const count = countItems(text);

  // A refusal's problems may be far above the Create button on a phone: bring them into view.
  useEffect(() => {
    if (problems.length > 0) errors.current?.scrollIntoView({ block: "nearest" });
  }, [props.refusal]);

  const load = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = ""; // choosing the same file again reads it again
    if (!file) return;
    if (file.size > MAX_LIST_FILE_BYTES) return props.setNote(t("wlod.list.fileTooLarge"));
    try {
      const content = textOfFile(await file.text());
      props.setText(content);
      props.setNote(t("wlod.list.fileLoaded", { name: file.name, n: lineCount(content) }));
    } catch {
      props.setNote(t("wlod.list.fileUnreadable"));
    }
  };

  const select = (line: number) => {
    const el = area.current;
    const range = el ? lineRange(el.value, line) : null;
    if (!el || !range) return;
    el.focus();
    el.setSelectionRange(range[0], range[1]);
    // A textarea scrolls to its selection only on some browsers: put the line a little below the top.
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 20;
    el.scrollTop = Math.max(0, (line - 2) * lineHeight);
  };

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
        <label class="field">
          <span>{t("wlod.list.label")}</span>
          <textarea
            ref={area}
            class="wlod-list-text"
            data-testid="option-custom-items"
            rows={6}
            spellcheck={false}
            autoComplete="off"
            autoCapitalize="sentences"
            placeholder={t("wlod.list.placeholder")}
            value={text}
            aria-invalid={problems.length > 0}
            aria-describedby={problems.length > 0 ? `${ERRORS_ID} ${README_ID}` : README_ID}
            onInput={(e) => props.setText(e.currentTarget.value)}
          />
        </label>
        {problems.length > 0 && (
          <div class="wlod-list-errors" id={ERRORS_ID} role="alert" ref={errors} key={props.refusal}>
            <p class="wlod-list-errors-title">{t("wlod.list.problems")}</p>
            {problems.some((p) => p.line > 0) && <p class="wlod-list-errors-hint">{t("wlod.list.problemsHint")}</p>}
            <ul data-testid="custom-items-errors">
              {problems.map((p, i) => (
                <li data-testid="custom-items-error" data-line={p.line} key={i}>
                  {p.line > 0 ? (
                    <button type="button" class="wlod-list-error-link" onClick={() => select(p.line)}>
                      {problemText(p, t)}
                    </button>
                  ) : (
                    <span class="wlod-list-error-whole">{problemText(p, t)}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        <p class="wlod-list-readas" id={README_ID}>
          {t("wlod.list.readAs", {
            language: t(`wlod.list.lang.${props.language}`),
            articles: t(`wlod.list.articles.${props.language}`),
          })}
        </p>
        <div class="wlod-list-file-row">
          <label class="wlod-list-file">
            <span>{t("wlod.list.file")}</span>
            <input
              type="file"
              accept=".txt,.items,text/plain"
              data-testid="option-custom-items-file"
              onChange={(e) => void load(e.currentTarget)}
            />
          </label>
          {text !== "" && (
            <button
              type="button"
              class="btn btn-small btn-ghost"
              data-testid="custom-items-clear"
              onClick={props.clear}
            >
              {t("wlod.list.clear")}
            </button>
          )}
        </div>
        <p class="muted wlod-list-note" role="status">
          {props.note ?? ""}
        </p>
      </div>
    </details>
  );
}
