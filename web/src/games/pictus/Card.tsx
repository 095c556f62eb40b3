// One Pictus card in a 2:3 portrait frame: a shipped picture (its neutral account as text alternative) or a player's
// own drawing (painted with the shared canvas renderer), the caption on it when the captions variant is on, and
// the marks a card carries in play: chosen, yours, its number on the table, the narrator's at the reveal. The
// rulebook lets players inspect cards closely: a card offered for looking opens large in a dialog at a tap, and
// the card chosen among those offered for choosing opens large from the action bar's "Look closely".
import type { ComponentChildren } from "preact";
import { useId, useMemo, useState } from "preact/hooks";
import { Drawings } from "../../canvas/drawing";
import { lang } from "../../i18n";
import { Modal } from "../../ui/Modal";
import { SheetCanvas } from "../../ui/drawing/SheetCanvas";
import { accountOf, captionOf, pictureUrl, useDeck, type Deck } from "./deck";
import { isDrawn, tableNumber, type CardLanguage, type DrawnCard, type PictusCard } from "./protocol";
import { ts } from "./words";

/** What is written about a card: its text alternative, and its caption when the variant shows captions. */
export interface CardText {
  /** A neutral account of what is drawn, for screen readers: never an interpretation (finding one is the game). */
  alt: string;
  caption: string | null;
}

/** The words for a card: the deck's neutral account in the reader's language (a generic one while the deck is not
 * there, or for a drawing), and the caption in the room's language only in the captions variant. */
export function cardText(
  deck: Deck | null,
  card: PictusCard,
  how: { captions: boolean; captionLanguage: CardLanguage; readerLanguage: CardLanguage },
  generic: { picture: string; drawn: string },
): CardText {
  if (isDrawn(card)) return { alt: generic.drawn, caption: null };
  return {
    alt: accountOf(deck, card.id, how.readerLanguage) ?? generic.picture,
    caption: how.captions ? captionOf(deck, card.id, how.captionLanguage) : null,
  };
}

export function useCardText(card: PictusCard, captions: boolean, captionLanguage: CardLanguage): CardText {
  const deck = useDeck();
  return cardText(
    deck,
    card,
    { captions, captionLanguage, readerLanguage: lang.value },
    { picture: ts("pictus.s.card.picture"), drawn: ts("pictus.s.card.drawn") },
  );
}

/** A drawn card's strokes as a sheet the canvas renderer paints (seat 0 of a store of its own). */
export function drawnSheet(card: DrawnCard): Drawings {
  const sheets = new Drawings();
  sheets.replace(0, card.strokes);
  return sheets;
}

/** A shipped picture; until its file exists (or if it fails) the frame shows its account instead. */
function PictureFace({ id, alt }: { id: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === id) {
    return (
      <span class="px-face px-face-missing" data-testid="pictus-card-missing">
        <span class="px-face-missing-text">{alt}</span>
      </span>
    );
  }
  return (
    <img
      class="px-face"
      src={pictureUrl(id)}
      alt={alt}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailed(id)}
    />
  );
}

/** A player's drawing: a square sheet in the middle of the portrait card. */
function DrawnFace({ card, label }: { card: DrawnCard; label: string }) {
  const drawings = useMemo(() => drawnSheet(card), [card]);
  return (
    <span class="px-face px-face-drawn">
      <SheetCanvas drawings={drawings} seat={0} label={label} class="px-drawn-sheet" testid="pictus-drawn-card" />
    </span>
  );
}

export function CardFace({ card, text }: { card: PictusCard; text: CardText }) {
  return (
    <>
      {isDrawn(card) ? <DrawnFace card={card} label={text.alt} /> : <PictureFace id={card.id} alt={text.alt} />}
      {text.caption && <span class="px-caption">{text.caption}</span>}
    </>
  );
}

export function ZoomIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21M8 10.5h5M10.5 8v5" />
    </svg>
  );
}

/** The card large, for looking closely: the picture alone (with its caption in the captions variant), no words
 * about it on screen, for any written reading would point the whole table at one meaning. */
export function CardDialog({
  card,
  index,
  text,
  onClose,
}: {
  card: PictusCard;
  index: number | null;
  text: CardText;
  onClose(): void;
}) {
  const title = index === null ? ts("pictus.s.zoom.title") : ts("pictus.s.card.number", { n: tableNumber(index) });
  return (
    <Modal title={title} onClose={onClose} class="px-zoom-dialog" testid="pictus-zoom">
      <div class="modal-body px-zoom-body">
        <div class="px-zoom-card">
          <CardFace card={card} text={text} />
        </div>
      </div>
    </Modal>
  );
}

export interface CardProps {
  card: PictusCard;
  /** Its position on the table (shown numbered from 1); null in a hand. */
  index?: number | null;
  /** The captions variant: the card shows its caption, in `captionLanguage` (the room's). */
  captions: boolean;
  captionLanguage: CardLanguage;
  /** Offered for choosing: a tap selects it (and says so; `LookButton` enlarges it). Otherwise a tap enlarges it. */
  onSelect?: (() => void) | null;
  selected?: boolean;
  /** The viewer put it in (or holds it). */
  yours?: boolean;
  /** The narrator's card, at the reveal. */
  narrators?: boolean;
  /** The viewer's vote. */
  voted?: boolean;
  /** A line under the card that the card's button refers to (why it cannot be chosen, say). */
  note?: string | null;
  /** Under the card: the reveal's owner and voters. */
  children?: ComponentChildren;
  testid?: string;
}

export function Card({
  card,
  index = null,
  captions,
  captionLanguage,
  onSelect = null,
  selected = false,
  yours = false,
  narrators = false,
  voted = false,
  note = null,
  children,
  testid,
}: CardProps) {
  const text = useCardText(card, captions, captionLanguage);
  const [zoom, setZoom] = useState(false);
  const noteId = useId();
  const choosing = onSelect !== null;
  const classes = [
    "px-card",
    choosing ? "is-choosing" : "",
    selected ? "is-selected" : "",
    yours ? "is-yours" : "",
    narrators ? "is-narrators" : "",
    voted ? "is-voted" : "",
    note ? "has-note" : "",
  ].join(" ");
  return (
    <div class={classes} data-testid={testid} data-card={card.id} data-index={index ?? undefined}>
      <div class="px-card-frame">
        <button
          type="button"
          class="px-card-face"
          aria-pressed={choosing ? selected : undefined}
          aria-describedby={note ? noteId : undefined}
          aria-haspopup={choosing ? undefined : "dialog"}
          data-testid={testid ? `${testid}-button` : undefined}
          onClick={() => (choosing ? onSelect() : setZoom(true))}
        >
          {/* "Card 3: a lighthouse in a storm": the number first, as players call the cards by it. */}
          {index !== null && <span class="sr-only">{ts("pictus.s.card.numberLead", { n: tableNumber(index) })}</span>}
          <span class="px-card-art">
            <CardFace card={card} text={text} />
            {index !== null && (
              <span class="px-number" aria-hidden="true">
                {tableNumber(index)}
              </span>
            )}
            {selected && (
              <span class="px-check" aria-hidden="true">
                <svg width="20" height="20" viewBox="0 0 20 20">
                  <path d="M4 10.5 8.2 14.5 16 5.5" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" />
                </svg>
              </span>
            )}
          </span>
          {/* Under the picture rather than over it: a narrow card has no room to spare on its face. */}
          {(narrators || yours || voted) && (
            <span class="px-badges">
              {narrators && <span class="px-badge px-badge-narrator">{ts("pictus.s.card.narrators")}</span>}
              {yours && <span class="px-badge px-badge-yours">{ts("pictus.s.card.yours")}</span>}
              {voted && <span class="px-badge px-badge-vote">{ts("pictus.s.card.yourVote")}</span>}
            </span>
          )}
        </button>
      </div>
      {note && (
        <p class="px-card-note" id={noteId}>
          {note}
        </p>
      )}
      {children}
      {zoom && <CardDialog card={card} index={index} text={text} onClose={() => setZoom(false)} />}
    </div>
  );
}

/** "Look closely" at the chosen card: beside the phase's button, so that no control sits over a card's face. */
export function LookButton({
  card,
  index = null,
  captions,
  captionLanguage,
}: {
  card: PictusCard;
  index?: number | null;
  captions: boolean;
  captionLanguage: CardLanguage;
}) {
  const text = useCardText(card, captions, captionLanguage);
  const [zoom, setZoom] = useState(false);
  return (
    <>
      <button
        type="button"
        class="btn btn-ghost btn-small px-look"
        aria-label={index === null ? ts("pictus.s.zoom.this") : ts("pictus.s.zoom.number", { n: tableNumber(index) })}
        aria-haspopup="dialog"
        data-testid="pictus-look"
        onClick={() => setZoom(true)}
      >
        <ZoomIcon />
        {ts("pictus.s.zoom.title")}
      </button>
      {zoom && <CardDialog card={card} index={index} text={text} onClose={() => setZoom(false)} />}
    </>
  );
}
