// Pictus's screen, laid out for the phase the view is in (play.ts reads the view; the phases' components render
// it): the bar (round, narrator, deck, target), a line saying what to do or what everyone waits for, the phase
// itself, and the scoreboard. A phone stacks them, the phase's one button held at the bottom; a desktop puts the
// scoreboard beside the play.
import type { Room } from "../../protocol";
import { t } from "../../i18n";
import { nameOf, useSession } from "../../ui/context";
import { StandInButton } from "../../ui/StandInButton";
import type { CardLook } from "./CardGrid";
import { CluePhase } from "./CluePhase";
import { OverPanel } from "./OverPanel";
import { OwnDeckPhase } from "./OwnDeckPhase";
import { endingWords, lateWords, ownCardsOf, planOf, statusWords, type NameOf } from "./play";
import { withDefaults, type PictusRoomOptions, type PictusView } from "./protocol";
import { Scoreboard } from "./Scoreboard";
import { HandInPhase, RevealPhase, VotePhase } from "./TablePhases";
import { WaitLine } from "./Waits";
import { ts } from "./words";
import "./pictus.css";

function optionsOf(room: Room | null) {
  return withDefaults((room?.options ?? {}) as PictusRoomOptions);
}

function Bar({ view, names, ownDeck }: { view: PictusView; names: NameOf; ownDeck: boolean }) {
  const narrator = view.narrator;
  const over = view.phase === "over";
  const ending = endingWords(view, ownDeck);
  return (
    <header class="px-bar" data-testid="pictus-bar">
      <span class="px-bar-round">
        {over
          ? ts(view.history.length === 1 ? "pictus.s.bar.playedOne" : "pictus.s.bar.played", { n: view.history.length })
          : view.phase === "drawing" ? ts("pictus.s.bar.drawing") : ts("pictus.s.bar.round", { n: view.round })}
      </span>
      {narrator !== null && !over && (
        <span class={`px-bar-narrator ${narrator === view.you ? "is-you" : ""}`} data-testid="pictus-narrator">
          {narrator === view.you ? ts("pictus.s.bar.narratorYou") : ts("pictus.s.bar.narrator", { name: names(narrator) })}
        </span>
      )}
      {/* A narrator who left holds the round up: the host may hand their seat to a stand-in or a computer player. */}
      {narrator !== null && !over && <StandInButton seat={narrator} viewer={view.you} bots />}
      <span class="px-bar-spacer" />
      <span class="px-bar-facts">
        {view.phase !== "drawing" && !over && (
          <span data-testid="pictus-deck">
            {ts(view.deck === 1 ? "pictus.s.bar.deckOne" : "pictus.s.bar.deck", { n: view.deck })}
            {" · "}
          </span>
        )}
        <span data-testid="pictus-ending">{ts(ending.key, ending.params)}</span>
      </span>
    </header>
  );
}

export function PictusScreen({ view }: { view: PictusView }) {
  const session = useSession();
  const room = session.room.value;
  const options = optionsOf(room);
  const names: NameOf = (seat) => nameOf(room, seat);
  const ownCards = ownCardsOf(options.own_cards);
  const plan = planOf(view, names, ownCards);
  const status = statusWords(view, plan, options.voters, names);
  const late = lateWords(view, names);
  const look: CardLook = { captions: options.captions, captionLanguage: options.language };
  // Each phase of each round starts afresh: choices, and buttons waiting for their answer, belong to one.
  const key = `${view.phase}:${view.round}`;

  let body;
  switch (view.phase) {
    case "drawing":
      body = <OwnDeckPhase key={key} view={view} plan={plan} ownCards={ownCards} />;
      break;
    case "clue":
      body = <CluePhase key={key} view={view} plan={plan} look={look} />;
      break;
    case "hand_in":
      body = <HandInPhase key={key} view={view} plan={plan} look={look} />;
      break;
    case "vote":
      body = <VotePhase key={key} view={view} plan={plan} look={look} />;
      break;
    case "reveal":
      body = <RevealPhase key={key} view={view} plan={plan} look={look} />;
      break;
    case "over":
      body = <OverPanel key={key} view={view} look={look} />;
      break;
  }

  return (
    <div
      class={`px-screen px-screen-${view.phase} px-role-${plan.role}`}
      data-testid="pictus-screen"
      data-phase={view.phase}
      data-round={String(view.round)}
      data-role={plan.role}
    >
      <Bar view={view} names={names} ownDeck={options.own_deck} />
      <div class="px-layout">
        <div class="px-main">
          {view.you === null && <p class="spectator-note">{t("room.spectating")}</p>}
          {(status.now || status.count || late.length > 0) && (
            <div class="px-status" role="status" data-testid="pictus-status">
              {status.now && <p class="px-status-now">{ts(status.now.key, status.now.params)}</p>}
              {status.count && <p class="px-status-count">{ts(status.count.key, status.count.params)}</p>}
              {late.map((words, i) => (
                <p class="px-status-late" data-testid="pictus-late" key={i}>
                  {ts(words.key, words.params)}
                </p>
              ))}
            </div>
          )}
          <WaitLine key={key} view={view} voters={options.voters} />
          {body}
        </div>
        <aside class="px-side">
          <Scoreboard view={view} voters={options.voters} />
        </aside>
      </div>
    </div>
  );
}
