// Cards in a grid: the viewer's hand (to choose from, or to look at) and the table (numbered; to vote on, to look
// at, or with the reveal under each card). A phone shows three cards a row; a desktop lays a hand along one row.
import { useState } from "preact/hooks";
import { nameOf, seatOf, useSession } from "../../ui/context";
import { Swatch } from "../../ui/Swatch";
import { Card } from "./Card";
import { ownTableIndex, revealedCards, sameCard, voteBlock, type RevealedCard, type TableMode } from "./play";
import type { CardLanguage, PictusCard, PictusView } from "./protocol";
import { ts } from "./words";

/** A choice that belongs to one moment of the game (`key`: the phase and round): a new moment forgets it. */
export function useChoice<T>(key: string): [T | null, (value: T | null) => void] {
  const [chosen, setChosen] = useState<{ key: string; value: T } | null>(null);
  const value = chosen !== null && chosen.key === key ? chosen.value : null;
  return [value, (next) => setChosen(next === null ? null : { key, value: next })];
}

export interface CardLook {
  captions: boolean;
  captionLanguage: CardLanguage;
}

export function HandGrid({
  hand,
  look,
  chosen = null,
  onChoose = null,
  label,
  mine = null,
}: {
  hand: readonly PictusCard[];
  look: CardLook;
  /** The chosen card's id, when choosing. */
  chosen?: string | null;
  /** Offered for choosing (null: look only). */
  onChoose?: ((id: string) => void) | null;
  label: string;
  /** The card already put in this round, marked in the hand if it is still there. */
  mine?: PictusCard | null;
}) {
  return (
    <ul class="px-grid px-hand" aria-label={label} data-testid="pictus-hand">
      {hand.map((card) => (
        <li key={card.id}>
          <Card
            card={card}
            {...look}
            onSelect={onChoose ? () => onChoose(card.id) : null}
            selected={chosen === card.id}
            yours={sameCard(card, mine)}
            testid="pictus-hand-card"
          />
        </li>
      ))}
    </ul>
  );
}

/** Who put a card in and who voted for it, under the card at the reveal. */
function RevealInfo({ info, you }: { info: RevealedCard; you: number | null }) {
  const room = useSession().room.value;
  const owner = info.owner;
  return (
    <div class="px-reveal-info" data-testid="pictus-reveal-info">
      <p class="px-owner">
        {owner === null ? (
          ts("pictus.s.reveal.fromDeck")
        ) : (
          <>
            {seatOf(room, owner) && <Swatch colour={seatOf(room, owner)!.colour} size={18} />}
            <span>{owner === you ? ts("pictus.s.reveal.ownerYou") : ts("pictus.s.reveal.owner", { name: nameOf(room, owner) })}</span>
          </>
        )}
      </p>
      {info.voters.length === 0 ? (
        <p class="px-voters-none">{ts("pictus.s.reveal.noVotes")}</p>
      ) : (
        <ul class="px-voters" aria-label={ts("pictus.s.reveal.votersLabel", { n: info.voters.length })}>
          {info.voters.map((seat) => {
            const seatInfo = seatOf(room, seat);
            return (
              <li key={seat} class="px-voter" data-seat={seat}>
                {seatInfo && <Swatch colour={seatInfo.colour} size={16} />}
                <span>{seat === you ? ts("pictus.s.you") : nameOf(room, seat)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function TableGrid({
  view,
  mode,
  look,
  chosen = null,
  onChoose = null,
}: {
  view: PictusView;
  mode: Exclude<TableMode, null>;
  look: CardLook;
  chosen?: number | null;
  onChoose?: ((index: number) => void) | null;
}) {
  const own = ownTableIndex(view);
  const revealed = mode === "reveal" ? revealedCards(view) : [];
  return (
    <ol class={`px-grid px-table px-table-${mode}`} aria-label={ts("pictus.s.table.label", { n: view.table.length })} data-testid="pictus-table">
      {view.table.map((card, index) => {
        const block = mode === "vote" ? voteBlock(view, index) : null;
        const info = revealed[index];
        const yours = index === own || (info !== undefined && info.owner !== null && info.owner === view.you);
        return (
          <li key={card.id}>
            <Card
              card={card}
              index={index}
              {...look}
              onSelect={mode === "vote" && block === null && onChoose ? () => onChoose(index) : null}
              selected={mode === "vote" && chosen === index}
              yours={yours}
              voted={view.my_vote === index}
              narrators={info?.narrators ?? false}
              note={block === "pictus.s.why.own" || block === "pictus.s.why.extra" ? ts(block) : null}
              testid="pictus-table-card"
            >
              {info && <RevealInfo info={info} you={view.you} />}
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
