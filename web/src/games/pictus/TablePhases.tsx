// From the clue to the reveal, the clue stays in view. Hand-in: the others choose the card of theirs that fits
// it best. Vote: the table's numbered cards, one vote each (never for one's own card). Reveal: whose card was
// whose, who voted for which, the round's scoring in a sentence, and "Next round" before the deadline.
import { useEffect } from "preact/hooks";
import { now, startClock } from "../../store/clock";
import { nameOf, useSession } from "../../ui/context";
import { ActionBar, useSending } from "./ActionBar";
import { Card, LookButton } from "./Card";
import { HandGrid, TableGrid, useChoice, type CardLook } from "./CardGrid";
import { ClueBox } from "./ClueBox";
import { handInAction, handShown, revealNarrator, revealWords, secondsLeft, voteAction, type Plan } from "./play";
import { tableNumber, type PictusView } from "./protocol";
import { ts } from "./words";

/** The clue, once given, for whoever looks: the round's narrator's words and drawing. */
export function RoundClue({ view }: { view: PictusView }) {
  const narrator = revealNarrator(view);
  if (!view.clue || narrator === null) return null;
  return <ClueBox clue={view.clue} narrator={narrator} you={view.you} />;
}

function MineCard({ view, look, title }: { view: PictusView; look: CardLook; title: string }) {
  if (!view.mine) return null;
  return (
    <section class="px-mine" aria-labelledby="px-mine-title" data-testid="pictus-mine">
      <h2 id="px-mine-title" class="px-section-title">
        {title}
      </h2>
      <div class="px-mine-card">
        <Card card={view.mine} {...look} yours testid="pictus-mine-card" />
      </div>
    </section>
  );
}

export function HandInPhase({ view, plan, look }: { view: PictusView; plan: Plan; look: CardLook }) {
  const session = useSession();
  const [card, setCard] = useChoice<string>(`hand_in:${view.round}`);
  const [sending, markSent] = useSending();
  const action = handInAction(view, card);
  const chosenCard = handShown(view).find((c) => c.id === card) ?? null;
  const mineTitle = plan.role === "narrator" ? ts("pictus.s.mine.narrator") : ts("pictus.s.mine.handedIn");
  return (
    <div class="px-phase px-hand-in">
      <RoundClue view={view} />
      <MineCard view={view} look={look} title={mineTitle} />
      {plan.hand && handShown(view).length > 0 && (
        <section class="px-hand-section" aria-labelledby="px-hand-title">
          <h2 id="px-hand-title" class="px-section-title">
            {plan.hand === "pick" ? ts("pictus.s.handIn.choose") : ts("pictus.s.hand.title")}
          </h2>
          <HandGrid
            hand={handShown(view)}
            look={look}
            chosen={card}
            onChoose={plan.hand === "pick" ? (id) => setCard(card === id ? null : id) : null}
            label={ts("pictus.s.hand.label")}
          />
        </section>
      )}
      {plan.primary === "hand_in" && (
        <ActionBar>
          <button
            type="button"
            class="btn btn-primary btn-big"
            disabled={action === null || sending}
            data-testid="pictus-hand-in"
            onClick={() => {
              if (!action) return;
              markSent();
              session.act(action);
            }}
          >
            {ts("pictus.s.handIn.send")}
          </button>
          {chosenCard && <LookButton card={chosenCard} {...look} />}
          {card === null && <p class="px-action-hint">{ts("pictus.s.handIn.hint")}</p>}
        </ActionBar>
      )}
    </div>
  );
}

export function VotePhase({ view, plan, look }: { view: PictusView; plan: Plan; look: CardLook }) {
  const session = useSession();
  const [choice, setChoice] = useChoice<number>(`vote:${view.round}`);
  const [sending, markSent] = useSending();
  const action = voteAction(view, choice);
  return (
    <div class="px-phase px-vote">
      <RoundClue view={view} />
      <section class="px-table-section" aria-labelledby="px-table-title">
        <h2 id="px-table-title" class="px-section-title">
          {ts("pictus.s.table.title", { n: view.table.length })}
        </h2>
        <TableGrid
          view={view}
          mode={plan.table === "vote" ? "vote" : "show"}
          look={look}
          chosen={choice}
          onChoose={(index) => setChoice(choice === index ? null : index)}
        />
      </section>
      {plan.primary === "vote" && (
        <ActionBar>
          <button
            type="button"
            class="btn btn-primary btn-big"
            disabled={action === null || sending}
            data-testid="pictus-vote"
            onClick={() => {
              if (!action) return;
              markSent();
              session.act(action);
            }}
          >
            {choice === null ? ts("pictus.s.vote.sendNone") : ts("pictus.s.vote.send", { n: tableNumber(choice) })}
          </button>
          {choice !== null && view.table[choice] && <LookButton card={view.table[choice]} index={choice} {...look} />}
          {choice === null && <p class="px-action-hint">{ts("pictus.s.vote.hint")}</p>}
        </ActionBar>
      )}
    </div>
  );
}

function Countdown({ deadline }: { deadline: number | null }) {
  useEffect(() => (deadline === null ? undefined : startClock()), [deadline]);
  const seconds = secondsLeft(deadline, now.value);
  if (seconds === null) return null;
  return (
    <p class="px-countdown" role="timer" data-testid="pictus-countdown" data-seconds={seconds}>
      {ts("pictus.s.reveal.countdown", { n: seconds })}
    </p>
  );
}

/** The round's scoring in one sentence. */
export function RevealSentence({ view }: { view: PictusView }) {
  const room = useSession().room.value;
  const words = revealWords(view, (seat) => nameOf(room, seat));
  if (!words) return null;
  return (
    <p class="px-reveal-sentence" data-testid="pictus-reveal-sentence" data-key={words.key}>
      {ts(words.key, words.params)}
    </p>
  );
}

export function RevealPhase({ view, plan, look }: { view: PictusView; plan: Plan; look: CardLook }) {
  const session = useSession();
  const [sending, markSent] = useSending();
  return (
    <div class="px-phase px-reveal">
      <RevealSentence view={view} />
      <RoundClue view={view} />
      <section class="px-table-section" aria-labelledby="px-table-title">
        <h2 id="px-table-title" class="px-section-title">
          {ts("pictus.s.reveal.tableTitle")}
        </h2>
        <TableGrid view={view} mode="reveal" look={look} />
      </section>
      <ActionBar>
        <Countdown deadline={view.deadline} />
        {plan.primary === "ready" && (
          <button
            type="button"
            class="btn btn-primary btn-big"
            disabled={sending}
            data-testid="pictus-ready"
            onClick={() => {
              markSent();
              session.act({ type: "ready" });
            }}
          >
            {ts("pictus.s.reveal.next")}
          </button>
        )}
      </ActionBar>
    </div>
  );
}
