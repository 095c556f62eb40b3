// The shipped pictures' words (/pictures/deck.json): each card's caption and neutral account (what is drawn, never
// a reading of it) in both languages, fetched once per page and shared by every card on screen. Until it arrives, or if it never does, cards still
// show: the lookups answer null and the card falls back to a generic text alternative.
import { signal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { CardLanguage, DeckEntry, DeckFile } from "./protocol";

// web/public/pictures/ is copied into the build, which the server serves under the client's base (/static/).
const PICTURES = `${import.meta.env.BASE_URL}pictures/`;

export const DECK_URL = `${PICTURES}deck.json`;

/** Where a shipped picture is served. */
export function pictureUrl(id: string): string {
  return `${PICTURES}${encodeURIComponent(id)}.svg`;
}

export type Deck = ReadonlyMap<string, DeckEntry>;

export type DeckState = { status: "loading" } | { status: "ready"; deck: Deck } | { status: "failed" };

function isTexts(value: unknown): value is Record<CardLanguage, string> {
  if (typeof value !== "object" || value === null) return false;
  const texts = value as Record<string, unknown>;
  return typeof texts.en === "string" && typeof texts.fr === "string";
}

/** The cards of a deck file, keyed by id; entries that do not have the contract's shape are left out. */
export function parseDeck(json: unknown): Deck {
  const cards = (json as Partial<DeckFile> | null)?.cards;
  const deck = new Map<string, DeckEntry>();
  if (!Array.isArray(cards)) return deck;
  for (const entry of cards as unknown[]) {
    const e = entry as Partial<DeckEntry> | null;
    if (e && typeof e.id === "string" && isTexts(e.caption) && isTexts(e.account)) {
      deck.set(e.id, { id: e.id, caption: e.caption, account: e.account });
    }
  }
  return deck;
}

/** A card's caption in the room's card language (null: not a shipped picture, or the deck not loaded). */
export function captionOf(deck: Deck | null, id: string, language: CardLanguage): string | null {
  return deck?.get(id)?.caption[language] ?? null;
}

/** A card's neutral account, its text alternative, in the reader's interface language. The deck's descriptions
 * are not read here: they lean towards one reading of a card, which is for the players to find. */
export function accountOf(deck: Deck | null, id: string, language: CardLanguage): string | null {
  return deck?.get(id)?.account[language] ?? null;
}

/** The deck as loaded so far, for every card on the page. */
export const deckState = signal<DeckState>({ status: "loading" });

let loading: Promise<DeckState> | null = null;

/** Fetch the deck once per page (later calls share the first); a failure is remembered, not retried. */
export function loadDeck(fetcher: typeof fetch = fetch): Promise<DeckState> {
  if (!loading) {
    loading = fetcher(DECK_URL)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((json): DeckState => ({ status: "ready", deck: parseDeck(json) }))
      .catch((): DeckState => ({ status: "failed" }))
      .then((state) => {
        deckState.value = state;
        return state;
      });
  }
  return loading;
}

/** The deck for a component: starts the load on first use, re-renders when it lands. Null until then. */
export function useDeck(): Deck | null {
  useEffect(() => {
    void loadDeck();
  }, []);
  const state = deckState.value;
  return state.status === "ready" ? state.deck : null;
}
