// The clue phase. The narrator chooses a card from their hand and gives a clue: words, a drawing on the desk, or
// both ("Give the clue" says the drawing is part of it when the sheet holds any ink). Everyone else watches the
// narrator's sheet live and looks at their own hand meanwhile.
import { useId, useState } from "preact/hooks";
import { drawingOfBlock } from "../../store/session";
import { useSession } from "../../ui/context";
import { DrawingDesk } from "../../ui/drawing/DrawingDesk";
import { ActionBar, useSending } from "./ActionBar";
import { LookButton } from "./Card";
import { HandGrid, useChoice, type CardLook } from "./CardGrid";
import { LiveSheet } from "./ClueBox";
import type { ScreenKey } from "./i18n/screen.en";
import { clueAction, type ClueProblem, type Plan } from "./play";
import { MAX_CLUE, type PictusView } from "./protocol";
import { useInk } from "./useInk";
import { ts } from "./words";

const PROBLEMS: Record<ClueProblem, ScreenKey> = {
  no_card: "pictus.s.clue.problem.noCard",
  empty_clue: "pictus.s.clue.problem.empty",
  clue_too_long: "pictus.s.clue.problem.tooLong",
};

function NarratorClue({ view, look }: { view: PictusView; look: CardLook }) {
  const session = useSession();
  const seat = view.you!;
  const [card, setCard] = useChoice<string>(`clue:${view.round}`);
  const [words, setWords] = useState("");
  const [problem, setProblem] = useState<ClueProblem | null>(null);
  const [sending, markSent] = useSending();
  const ink = useInk(session.drawings, seat);
  const enabled = drawingOfBlock(view, seat)?.mayDraw ?? false;
  const wordsId = useId();
  const hintId = useId();
  const problemId = useId();

  const chosenCard = view.hand.find((c) => c.id === card) ?? null;
  const choose = (id: string) => {
    setCard(card === id ? null : id);
    if (problem === "no_card") setProblem(null);
  };
  const give = () => {
    const result = clueAction(view, card, words, ink);
    if ("problem" in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    markSent();
    session.act(result.action);
  };

  return (
    <div class="px-phase px-compose">
      <section class="px-compose-hand" aria-labelledby="px-hand-title">
        <h2 id="px-hand-title" class="px-section-title">
          {ts("pictus.s.clue.chooseCard")}
        </h2>
        <HandGrid hand={view.hand} look={look} chosen={card} onChoose={choose} label={ts("pictus.s.hand.label")} />
      </section>
      <section class="px-compose-words">
        <label class="px-section-title" for={wordsId}>
          {ts("pictus.s.clue.wordsLabel")}
        </label>
        <textarea
          id={wordsId}
          class="px-words-input"
          rows={2}
          maxLength={MAX_CLUE}
          value={words}
          aria-describedby={`${hintId}${problem ? ` ${problemId}` : ""}`}
          aria-invalid={problem === "empty_clue" || problem === "clue_too_long" ? true : undefined}
          data-testid="pictus-clue-words-input"
          onInput={(e) => {
            setWords(e.currentTarget.value);
            if (problem !== "no_card") setProblem(null);
          }}
        />
        <p class="px-words-hint" id={hintId}>
          {ts("pictus.s.clue.wordsHint", { n: words.length, max: MAX_CLUE })}
        </p>
      </section>
      <section class="px-compose-desk" aria-labelledby="px-desk-title">
        <h2 id="px-desk-title" class="px-section-title">
          {ts("pictus.s.clue.drawTitle")}
        </h2>
        <div class="px-desk" data-testid="pictus-desk">
          <DrawingDesk seat={seat} enabled={enabled} />
        </div>
      </section>
      <ActionBar>
        {problem && (
          <p class="px-problem" id={problemId} role="alert" data-testid="pictus-clue-problem" data-problem={problem}>
            {ts(PROBLEMS[problem])}
          </p>
        )}
        {chosenCard && <LookButton card={chosenCard} {...look} />}
        <button type="button" class="btn btn-primary btn-big" disabled={sending} data-testid="pictus-give-clue" onClick={give}>
          {ink ? ts("pictus.s.clue.giveDrawn") : ts("pictus.s.clue.give")}
        </button>
        <button
          type="button"
          class="btn btn-ghost btn-small"
          disabled={sending}
          title={ts("pictus.s.clue.passHint")}
          data-testid="pictus-pass"
          onClick={() => {
            markSent();
            session.act({ type: "pass" });
          }}
        >
          {ts("pictus.s.clue.pass")}
        </button>
      </ActionBar>
    </div>
  );
}

export function CluePhase({ view, plan, look }: { view: PictusView; plan: Plan; look: CardLook }) {
  if (plan.clueForm) return <NarratorClue view={view} look={look} />;
  return (
    <div class="px-phase px-watching">
      {view.narrator !== null && <LiveSheet narrator={view.narrator} />}
      {plan.hand && view.hand.length > 0 && (
        <section class="px-hand-section" aria-labelledby="px-hand-title">
          <h2 id="px-hand-title" class="px-section-title">
            {ts("pictus.s.hand.title")}
          </h2>
          <HandGrid hand={view.hand} look={look} label={ts("pictus.s.hand.label")} />
        </section>
      )}
    </div>
  );
}
