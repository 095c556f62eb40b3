// Pictomania's options as the form fields hold them (the create form's and the lobby editor's), and what is sent
// for them: the options of a new room, or the patch that changes a room's. Pure, so that it is tested without a
// page.
import {
  DECK_LANGUAGES,
  type DeckLanguage,
  type Level,
  type PictomaniaOptions,
  type PictomaniaRoomOptions,
} from "./protocol";

/** The fields, as typed: a time limit is the text of its box ("" for none), the level "" for the host's choice. */
export interface OptionsDraft {
  level: "" | Level;
  children: boolean;
  threePlayer: boolean;
  roundSeconds: string;
  reviewSeconds: string;
  language: DeckLanguage;
}

/** What the fields may change, one at a time. */
export type SetDraft = <K extends keyof OptionsDraft>(key: K, value: OptionsDraft[K]) => void;

/** The settings a draft stands for (every key but the deck). */
export type Settings = Required<Omit<PictomaniaOptions, "custom_deck">>;

/**
 * The clue deck's language: the one the host picked, else the interface's own (so a French player gets French
 * clues without asking), else English for an interface language no deck is written in.
 */
export function contentLanguage(picked: DeckLanguage | null, ui: string): DeckLanguage {
  if (picked !== null) return picked;
  return (DECK_LANGUAGES as readonly string[]).includes(ui) ? (ui as DeckLanguage) : "en";
}

/** A new room's fields: every option at the server's default, the deck in `language`. */
export function newDraft(language: DeckLanguage): OptionsDraft {
  return { level: "", children: false, threePlayer: false, roundSeconds: "", reviewSeconds: "", language };
}

/** The fields showing a room's options (a key the room leaves out is at the server's default). */
export function draftOf(options: PictomaniaRoomOptions): OptionsDraft {
  const seconds = (n: number | null | undefined) => (typeof n === "number" ? String(n) : "");
  return {
    level: options.level ?? "",
    children: options.children === true,
    threePlayer: options.three_player_bonus === true,
    roundSeconds: seconds(options.round_seconds),
    reviewSeconds: seconds(options.review_seconds),
    language: options.language ?? "en",
  };
}

/** A time limit's box: blank is no limit. The box's own checks (whole seconds, in range) run before sending. */
function secondsOf(text: string): number | null {
  const clean = text.trim();
  return clean === "" ? null : Number(clean);
}

export function settingsOf(draft: OptionsDraft): Settings {
  return {
    level: draft.level === "" ? null : draft.level,
    children: draft.children,
    three_player_bonus: draft.threePlayer,
    round_seconds: secondsOf(draft.roundSeconds),
    review_seconds: secondsOf(draft.reviewSeconds),
    language: draft.language,
  };
}

/** The settings of `draft` that differ from the room's `options`: the patch the lobby sends (empty: nothing to). */
export function settingsPatch(options: PictomaniaRoomOptions, draft: OptionsDraft): Partial<Settings> {
  const now = settingsOf(draftOf(options));
  const next = settingsOf(draft);
  const patch: Partial<Settings> = {};
  for (const key of Object.keys(next) as (keyof Settings)[]) {
    if (next[key] !== now[key]) (patch as Record<string, unknown>)[key] = next[key];
  }
  return patch;
}
