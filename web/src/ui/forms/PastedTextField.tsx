// A text a host pastes or uploads when making a room (a deck, a list of things to sketch): the box, the server's
// problems listed by line under it, each one a button that selects its line, a file to load instead, and a button
// that clears it. Each game gives its words, the names of the parts' test ids and classes (its styles), and what
// it says around the box; the text's rules and checks are the server's (./pastedText.ts).
import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { type MessageKey, t } from "../../i18n";
import { lineCount, lineRange, MAX_PASTED_FILE_BYTES, textOfFile, type LineProblem } from "./pastedText";

/** A game's words for the field. */
export interface PastedTextWords {
  label: MessageKey;
  placeholder: MessageKey;
  /** Over the problems: the text was refused. */
  problems: MessageKey;
  /** Under that, when a problem has a line to select: how to select it. */
  problemsHint?: MessageKey;
  /** The tooltip of a problem that selects its line. */
  problemHint?: MessageKey;
  /** The file input's label. */
  file: MessageKey;
  /** A file loaded: `{name}` and its number of lines `{n}`. */
  fileLoaded: MessageKey;
  fileTooLarge: MessageKey;
  fileUnreadable: MessageKey;
  clear: MessageKey;
}

export interface PastedTextFieldProps {
  /** What the form keeps of the field (usePastedText). */
  field: PastedText;
  /** What else the Clear button does, besides emptying the field. */
  onClear?: () => void;
  /** Names the parts for the browser tests: `option-<name>` (the box), `option-<name>-file`, `<name>-errors`
   * (also the problems' id), `<name>-error` (each problem) and `<name>-clear`. */
  name: string;
  /** Begins the parts' classes, which the game styles: `<look>-text`, `<look>-errors`, `<look>-errors-title`,
   * `<look>-errors-hint`, `<look>-error-link`, `<look>-error-whole`, `<look>-file-row`, `<look>-file`, `<look>-note`. */
  look: string;
  words: PastedTextWords;
  /** A problem in the interface's words. */
  problemText: (problem: LineProblem) => string;
  /** The files the file input offers. */
  accept: string;
  rows: number;
  /** The label is for screen readers only: a title around the field says it already. */
  labelHidden?: boolean;
  /** The id of what else describes the box, read with it. */
  describedBy?: string;
  /** Changes with every refusal, so that the same problems found again are announced again, and brought into view
   * (they may be far above the Create button on a phone). */
  refusal?: number;
  /** What the game says of the text, between its problems and the file. */
  children?: ComponentChildren;
}

export function PastedTextField(props: PastedTextFieldProps) {
  const { field, name, look, words } = props;
  const { text, problems } = field;
  const area = useRef<HTMLTextAreaElement>(null);
  const errors = useRef<HTMLDivElement>(null);
  const errorsId = `${name}-errors`;

  useEffect(() => {
    if (props.refusal !== undefined && problems.length > 0) errors.current?.scrollIntoView({ block: "nearest" });
  }, [props.refusal]);

  const load = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = ""; // choosing the same file again reads it again
    if (!file) return;
    if (file.size > MAX_PASTED_FILE_BYTES) return field.setNote(t(words.fileTooLarge));
    try {
      const content = textOfFile(await file.text());
      field.setText(content);
      field.setNote(t(words.fileLoaded, { name: file.name, n: lineCount(content) }));
    } catch {
      field.setNote(t(words.fileUnreadable));
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

  const describedBy = [problems.length > 0 ? errorsId : undefined, props.describedBy].filter(Boolean).join(" ");

  return (
    <>
      <label class="field">
        <span class={props.labelHidden ? "sr-only" : undefined}>{t(words.label)}</span>
        <textarea
          ref={area}
          class={`${look}-text`}
          data-testid={`option-${name}`}
          rows={props.rows}
          spellcheck={false}
          autoComplete="off"
          autoCapitalize="sentences"
          placeholder={t(words.placeholder)}
          value={text}
          aria-invalid={problems.length > 0}
          aria-describedby={describedBy || undefined}
          onInput={(e) => field.setText(e.currentTarget.value)}
        />
      </label>
      {problems.length > 0 && (
        <div class={`${look}-errors`} id={errorsId} role="alert" ref={errors} key={props.refusal}>
          <p class={`${look}-errors-title`}>{t(words.problems)}</p>
          {words.problemsHint && problems.some((p) => p.line > 0) && (
            <p class={`${look}-errors-hint`}>{t(words.problemsHint)}</p>
          )}
          <ul data-testid={`${name}-errors`}>
            {problems.map((p, i) => (
              <li data-testid={`${name}-error`} data-line={p.line} key={i}>
                {p.line > 0 ? (
                  <button
                    type="button"
                    class={`${look}-error-link`}
                    title={words.problemHint && t(words.problemHint)}
                    onClick={() => select(p.line)}
                  >
                    {props.problemText(p)}
                  </button>
                ) : (
                  <span class={`${look}-error-whole`}>{props.problemText(p)}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {props.children}
      <div class={`${look}-file-row`}>
        <label class={`${look}-file`}>
          <span>{t(words.file)}</span>
          <input
            type="file"
            accept={props.accept}
            data-testid={`option-${name}-file`}
            onChange={(e) => void load(e.currentTarget)}
          />
        </label>
        {text !== "" && (
          <button
            type="button"
            class="btn btn-small btn-ghost"
            data-testid={`${name}-clear`}
            onClick={() => {
              field.clear();
              props.onClear?.();
            }}
          >
            {t(words.clear)}
          </button>
        )}
      </div>
      <p class={`muted ${look}-note`} role="status">
        {field.note ?? ""}
      </p>
    </>
  );
}

/** What a form keeps of its pasted-text field: the text, the note on the last file, the server's problems. */
export interface PastedText {
  text: string;
  setText: (text: string) => void;
  /** What became of the last file chosen (loaded, too large, unreadable); null for nothing to say. */
  note: string | null;
  setNote: (note: string | null) => void;
  problems: readonly LineProblem[];
  setProblems: (problems: readonly LineProblem[]) => void;
  /** Empties the box, its note and its problems. */
  clear: () => void;
}

export function usePastedText(): PastedText {
  const [text, setText] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const [problems, setProblems] = useState<readonly LineProblem[]>([]);
  const clear = () => {
    setText("");
    setNote(null);
    setProblems([]);
  };
  return { text, setText, note, setNote, problems, setProblems, clear };
}
