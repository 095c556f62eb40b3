// The table's keyboard: Space flips, B or Enter rings. Typing in a field, and a held key's repeats, do nothing.

export type TableKey = "flip" | "ring";

export interface KeyPress {
  key: string;
  repeat: boolean;
  /** The focus is in something one types into (input, textarea, select, contenteditable). */
  typing: boolean;
  /** A modifier other than Shift is held (Ctrl+B and the like belong to the browser). */
  modified: boolean;
}

export function tableKey(press: KeyPress): TableKey | null {
  if (press.repeat || press.typing || press.modified) return null;
  switch (press.key) {
    case " ":
    case "Spacebar":
      return "flip";
    case "b":
    case "B":
    case "Enter":
      return "ring";
    default:
      return null;
  }
}
