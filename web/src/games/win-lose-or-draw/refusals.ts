// Words for this game's refusals. The platform words a refused frame by the `error.<code>` key of the merged
// dictionaries (the session's error toast), so each code of REFUSALS has its key in ./i18n/shell.*.ts, except
// those the shared strings already word the same way (`wrong_phase`, `game_over`). A code whose `error.` key
// another game words its own way (`already_guessed` is Pictomania's) is quiet here, with words of this game's for
// a screen that shows it itself (from the session's `refusal`).
import type { MessageKey } from "../../i18n";
import { refusalLookup } from "../../i18n/refusals";
import type { REFUSALS } from "./protocol";

type Refusal = (typeof REFUSALS)[number] | "too_many_players";

const WORDS: Readonly<Record<Refusal, MessageKey>> = {
  wrong_phase: "error.wrong_phase",
  not_sketcher: "error.not_sketcher",
  sketcher_cannot_guess: "error.sketcher_cannot_guess",
  not_your_team: "error.not_your_team",
  steal_used: "error.steal_used",
  own_item: "error.own_item",
  bad_guess: "error.bad_guess",
  no_such_guess: "error.no_such_guess",
  word_not_found: "error.word_not_found",
  bad_space: "error.bad_space",
  pawn_owned: "error.pawn_owned",
  not_your_pick: "error.not_your_pick",
  already_rolled: "error.already_rolled",
  already_guessed: "win-lose-or-draw.refusal.alreadyGuessed",
  game_over: "error.game_over",
  teams_too_small: "error.teams_too_small",
  // The room's, met in this game's lobby when the host switches to gameboard play with more than six seated.
  too_many_players: "error.too_many_players",
};

/**
 * Refusals that only mean another frame got there first, so the next view already shows what happened: a guess
 * as the turn ended, a teammate's steal guess first, a second guess sent after one's right one, the die rolled or
 * a pawn chosen at the deadline.
 */
export const QUIET_REFUSALS: readonly string[] = [
  "wrong_phase",
  "steal_used",
  "already_guessed",
  "already_rolled",
  "not_your_pick",
];

/** The words for one of this game's refusal codes, or null for a code this game does not know. */
export const refusalKey = refusalLookup(WORDS);
