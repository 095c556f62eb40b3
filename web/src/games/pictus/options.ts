// Pictus's options as the form fields hold them (the create form's and the lobby editor's), and what is sent for
// them: a new room's options, or the patch that changes a room's. Pure, so that it is tested without a page.
import { wholeIn } from "../../ui/forms/wholeIn";
import {
  HAND_SIZE_MAX,
  HAND_SIZE_MIN,
  OWN_CARDS_MAX,
  TARGET_MAX,
  TARGET_MIN,
  VOTERS,
  withDefaults,
  type CardLanguage,
  type PictureDeck,
  type PictusOptions,
  type PictusRoomOptions,
  type Voters,
} from "./protocol";
import { minOwnCards } from "./startBlocker";

export const CARD_LANGUAGES: readonly CardLanguage[] = ["en", "fr"];
export { VOTERS };

/** The hand sizes the host may choose, the rulebook's first. */
export const HAND_SIZES: readonly number[] = Array.from(
  { length: HAND_SIZE_MAX - HAND_SIZE_MIN + 1 },
  (_, i) => HAND_SIZE_MAX - i,
);

/** The fields as typed: numbers typed in a box are its text, checked before anything is sent. */
export interface OptionsDraft {
  voters: Voters;
  handSize: number;
  extraCard: boolean;
  captions: boolean;
  target: string;
  ownDeck: boolean;
  ownCards: string;
  language: CardLanguage;
  /** Seconds to hand in and to vote; 0: none. */
  timeLimit: number;
  deck: PictureDeck;
}

export type SetDraft = <K extends keyof OptionsDraft>(key: K, value: OptionsDraft[K]) => void;

export const targetOf = (text: string) => wholeIn(text, TARGET_MIN, TARGET_MAX);

/** The cards each player may draw for their own deck, given the hand size and the extra card. */
export function ownCardsRange(draft: Pick<OptionsDraft, "handSize" | "extraCard">): { min: number; max: number } {
  return { min: minOwnCards(draft.handSize, draft.extraCard), max: OWN_CARDS_MAX };
}

/** The number of cards to draw typed in its box, if enough for the draft's hands (the server refuses to start
 * a game whose deck cannot fill every hand and play a round). */
export function ownCardsOf(draft: Pick<OptionsDraft, "handSize" | "extraCard" | "ownCards">): number | null {
  const { min, max } = ownCardsRange(draft);
  return wholeIn(draft.ownCards, min, max);
}

/** The captions' language: the host's pick, else the interface's when the deck has it (a French player gets
 * French captions and computer players without asking), else English. */
export function cardLanguage(picked: CardLanguage | null, ui: string): CardLanguage {
  if (picked !== null) return picked;
  return (CARD_LANGUAGES as readonly string[]).includes(ui) ? (ui as CardLanguage) : "en";
}

/** The fields showing a room's options (a key the room leaves out is at the server's default). */
export function draftOf(room: PictusRoomOptions): OptionsDraft {
  const o = withDefaults(room);
  return {
    voters: o.voters,
    handSize: o.hand_size,
    extraCard: o.extra_card,
    captions: o.captions,
    target: String(o.target),
    ownDeck: o.own_deck,
    ownCards: String(o.own_cards),
    language: o.language,
    timeLimit: o.time_limit,
    deck: o.deck,
  };
}

export function newDraft(language: CardLanguage): OptionsDraft {
  return { ...draftOf({}), language };
}

/** What a draft asks for, or null while a box holds something the server would refuse. The number of cards to
 * draw only matters with one's own deck: without it, the box is neither checked nor sent. */
export function optionsOf(draft: OptionsDraft): PictusOptions | null {
  const target = targetOf(draft.target);
  if (target === null) return null;
  const handSize = HAND_SIZES.includes(draft.handSize) ? draft.handSize : null;
  if (handSize === null) return null;
  const options: PictusOptions = {
    voters: draft.voters,
    hand_size: handSize,
    extra_card: draft.extraCard,
    captions: draft.captions,
    target,
    own_deck: draft.ownDeck,
    language: draft.language,
    time_limit: draft.timeLimit,
    deck: draft.deck,
  };
  if (draft.ownDeck) {
    const ownCards = ownCardsOf(draft);
    if (ownCards === null) return null;
    options.own_cards = ownCards;
  }
  return options;
}

/** What the lobby sends: the options of `draft` that differ from the room's (`{}`: nothing changed), or null
 * while a box is wrong (its field says why). */
export function optionsPatch(room: PictusRoomOptions, draft: OptionsDraft): Partial<PictusOptions> | null {
  const next = optionsOf(draft);
  if (next === null) return null;
  const current = withDefaults(room);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof PictusOptions)[]) {
    if (next[key] !== current[key]) patch[key] = next[key];
  }
  return patch as Partial<PictusOptions>;
}
