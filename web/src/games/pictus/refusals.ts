// Words for this game's refusals. The platform words a refused frame by the `error.<code>` key of the merged
// dictionaries (the session's error toast), so each code of WORDS has its key in ./i18n/shell.ts, except those
// the shared strings already word the same way (`wrong_phase`, `bad_options`, `game_over`) and two that
// Pictomania words in a way that fits Pictus too (`no_such_card`, `already_ready`): a key lives in one dictionary.
import type { MessageKey } from "../../i18n";
import { refusalLookup } from "../../i18n/refusals";
import type { Refusal as ContractRefusal } from "./protocol";

/** The contract's codes, and a few more the server sends: a drawing too detailed to be a card, the shipped
 * pictures run out for a player who brings them instead of drawing, a second "next round". */
export type Refusal = ContractRefusal | "drawing_too_large" | "no_pictures_left" | "already_ready" | "game_over";

const WORDS: Readonly<Record<Refusal, MessageKey>> = {
  wrong_phase: "error.wrong_phase",
  bad_options: "error.bad_options",
  game_over: "error.game_over",
  deck_too_small: "error.deck_too_small",
  empty_drawing: "error.empty_drawing",
  enough_drawn: "error.enough_drawn",
  drawing_too_large: "error.drawing_too_large",
  no_pictures_left: "error.no_pictures_left",
  not_narrator: "error.not_narrator",
  not_in_hand: "error.not_in_hand",
  empty_clue: "error.empty_clue",
  clue_too_long: "error.clue_too_long",
  narrator_hands_nothing: "error.narrator_hands_nothing",
  already_handed_in: "error.already_handed_in",
  not_a_voter: "error.not_a_voter",
  own_card: "error.own_card",
  already_voted: "error.already_voted",
  no_such_card: "error.no_such_card",
  not_someone_elses: "error.not_someone_elses",
  already_ready: "error.already_ready",
  not_host: "error.not_host",
};

/** Every code this game words. */
export const REFUSAL_CODES = Object.keys(WORDS) as readonly Refusal[];

/**
 * Refusals that only mean another frame got there first, so the next view already shows what happened: an
 * action as the phase moved on (the last vote came in, the reveal's time ran out), a second tap on a card
 * handed in, a vote or "next round" already counted.
 */
export const QUIET_REFUSALS: readonly string[] = ["wrong_phase", "already_handed_in", "already_voted", "already_ready"];

/** The words for one of this game's refusal codes, or null for a code this game does not know. */
export const refusalKey = refusalLookup(WORDS);
