// Win, Lose or Draw's options as the form fields hold them (the create form's and the lobby editor's), and what is
// sent for them: a new room's options, or the patch that changes a room's. Pure, so that it is tested without a page.
import { wholeIn } from "../../ui/forms/wholeIn";
import {
  TARGET_DEFAULT,
  TARGET_MAX,
  TARGET_MIN,
  TURN_SECONDS_DEFAULT,
  TURN_SECONDS_MAX,
  TURN_SECONDS_MIN,
  type ItemLanguage,
  type Mode,
  type WinLoseOrDrawOptions,
  type WinLoseOrDrawRoomOptions,
} from "./protocol";

export const ITEM_LANGUAGES: readonly ItemLanguage[] = ["en", "fr"];
export const MODES: readonly Mode[] = ["teams", "board"];

/** How many may sit in each mode (the server's table for it; the room frame says so once the room exists). */
export const MODE_PLAYERS: Readonly<Record<Mode, { min: number; max: number }>> = {
  teams: { min: 4, max: 12 },
  board: { min: 3, max: 6 },
};

/** The fields as typed: numbers are the text of their boxes, checked before anything is sent. */
export interface OptionsDraft {
  mode: Mode;
  turnSeconds: string;
  target: string;
  language: ItemLanguage;
}

export type SetDraft = <K extends keyof OptionsDraft>(key: K, value: OptionsDraft[K]) => void;

export const turnSecondsOf = (text: string) => wholeIn(text, TURN_SECONDS_MIN, TURN_SECONDS_MAX);
export const targetOf = (text: string) => wholeIn(text, TARGET_MIN, TARGET_MAX);

/** The items' language: the host's pick, else the interface's when items exist in it (a French player gets
 * French items without asking), else English. */
export function itemLanguage(picked: ItemLanguage | null, ui: string): ItemLanguage {
  if (picked !== null) return picked;
  return (ITEM_LANGUAGES as readonly string[]).includes(ui) ? (ui as ItemLanguage) : "en";
}

export function newDraft(language: ItemLanguage): OptionsDraft {
  return { mode: "teams", turnSeconds: String(TURN_SECONDS_DEFAULT), target: String(TARGET_DEFAULT), language };
}

/** The fields showing a room's options (a key the room leaves out is at the server's default). */
export function draftOf(room: WinLoseOrDrawRoomOptions): OptionsDraft {
  return {
    mode: room.mode ?? "teams",
    turnSeconds: String(room.turn_seconds ?? TURN_SECONDS_DEFAULT),
    target: String(room.target ?? TARGET_DEFAULT),
    language: room.language ?? "en",
  };
}

/** What a draft asks for, or null while a box holds something the server would refuse. The target only
 * matters in team play: a gameboard room keeps whatever it had. */
export function optionsOf(draft: OptionsDraft): WinLoseOrDrawOptions | null {
  const turn_seconds = turnSecondsOf(draft.turnSeconds);
  if (turn_seconds === null) return null;
  const options: WinLoseOrDrawOptions = { mode: draft.mode, turn_seconds, language: draft.language };
  if (draft.mode === "teams") {
    const target = targetOf(draft.target);
    if (target === null) return null;
    options.target = target;
  }
  return options;
}

/** What the lobby sends: the options of `draft` that differ from the room's (`{}`: nothing changed), or null
 * while a box is wrong (its field says why). */
export function optionsPatch(room: WinLoseOrDrawRoomOptions, draft: OptionsDraft): Partial<WinLoseOrDrawOptions> | null {
  const next = optionsOf(draft);
  if (next === null) return null;
  const now = draftOf(room);
  const current: WinLoseOrDrawOptions = {
    mode: now.mode,
    turn_seconds: Number(now.turnSeconds),
    target: Number(now.target),
    language: now.language,
  };
  const patch: Partial<WinLoseOrDrawOptions> = {};
  for (const key of Object.keys(next) as (keyof WinLoseOrDrawOptions)[]) {
    if (next[key] !== current[key]) (patch as Record<string, unknown>)[key] = next[key];
  }
  return patch;
}

/** Whether `seated` players are too many for `mode` (the server refuses the change with `too_many_players`). */
export function tooManyFor(mode: Mode, seated: number): boolean {
  return seated > MODE_PLAYERS[mode].max;
}
