// The board's controls and what they did. Placing: the first sketcher picks a Spade Space for the white pawn
// (the others wait). Collect: each correct guesser takes a colour they do not own, the sketcher rolls the die,
// and everyone reads who took what. Both stages move on by themselves at the deadline, which is counted down.
import { useEffect, useRef, useState } from "preact/hooks";
import { now, startClock } from "../../store/clock";
import { useSession } from "../../ui/context";
import {
  colourChoices,
  guesserLine,
  ownsAll,
  secondsLeft,
  SPADE_SPACES,
  spadeCorner,
  takenSinceGuessed,
  tookThisTurn,
  type Wording,
} from "./board";
import { SPADE_PATH } from "./Board";
import { PawnIcon } from "./Pawn";
import type { BoardBlock, PawnColour, WlodView } from "./protocol";
import { boardWording } from "./useBoardWording";
import { useRollMoment } from "./useRollMoment";
import "./board.css";

/** A choice sent and waiting for the server: its buttons stay disabled (no double sends) until a refusal comes back,
 * which lets the player choose again. */
function usePending<T>(): [T | null, (value: T) => void] {
  const session = useSession();
  const [pending, setPending] = useState<T | null>(null);
  useEffect(() => {
    const before = session.refusal.peek()?.id ?? 0;
    return session.refusal.subscribe((refusal) => {
      if (refusal && refusal.id > before) setPending(null);
    });
  }, [session]);
  return [pending, setPending];
}

function Countdown({ deadline, text }: { deadline: number | null; text: (n: number) => string }) {
  useEffect(() => startClock(), []);
  const n = secondsLeft(deadline, now.value);
  if (n === null) return null;
  return (
    <p class="wlod-panel-auto" role="timer" data-testid="wlod-panel-auto">
      {text(n)}
    </p>
  );
}

// The buttons sit as the corners do: top left, top right, then bottom left, bottom right.
const PLACE_ORDER = [SPADE_SPACES[0], SPADE_SPACES[1], SPADE_SPACES[3], SPADE_SPACES[2]];

function SpadeIcon() {
  return (
    <svg class="wlod-spade-icon" viewBox="0 0 100 100" width="28" height="28" aria-hidden="true">
      <path class="wlod-spade" d={SPADE_PATH} />
    </svg>
  );
}

function Placing({ view, w }: { view: WlodView; w: Wording }) {
  const session = useSession();
  const [sent, setSent] = usePending<boolean>();
  const mine = view.you !== null && view.you === view.sketcher;
  if (!mine) {
    return (
      <div class="wlod-panel" data-testid="wlod-panel" data-stage="placing">
        <p class="wlod-panel-title" aria-live="polite">
          {w.t("wlod.b.place.waiting", { name: w.name(view.sketcher ?? 0) })}
        </p>
        <Countdown deadline={view.deadline} text={(n) => w.t("wlod.b.place.autoOther", { n })} />
      </div>
    );
  }
  return (
    <div class="wlod-panel is-yours" data-testid="wlod-panel" data-stage="placing">
      <h2 class="wlod-panel-title">{w.t("wlod.b.place.title")}</h2>
      <p class="wlod-panel-hint">{w.t("wlod.b.place.hint")}</p>
      <div class="wlod-place-grid">
        {PLACE_ORDER.map((space) => (
          <button
            type="button"
            class={`btn btn-ghost wlod-place wlod-place-${spadeCorner(space)}`}
            data-testid={`wlod-place-${space}`}
            aria-label={w.t("wlod.b.place.button", { corner: w.t(`wlod.b.corner.${spadeCorner(space)}`) })}
            disabled={sent === true}
            onClick={() => {
              setSent(true);
              session.act({ type: "place", space });
            }}
          >
            <SpadeIcon />
            <span>{w.t(`wlod.b.Corner.${spadeCorner(space)}`)}</span>
          </button>
        ))}
      </div>
      <Countdown deadline={view.deadline} text={(n) => w.t("wlod.b.place.auto", { n })} />
    </div>
  );
}

function ColourButtons({ board, seat, w }: { board: BoardBlock; seat: number; w: Wording }) {
  const session = useSession();
  const [sent, setSent] = usePending<PawnColour>();
  return (
    <div class="wlod-take-grid" role="group" aria-labelledby="wlod-take-title">
      {colourChoices(board, seat).map(({ colour, left, why }) => {
        const leftWords = left === 1 ? w.t("wlod.b.collect.leftOne") : w.t("wlod.b.collect.left", { n: left });
        return (
          <button
            type="button"
            class={`btn btn-ghost wlod-take wlod-take-${colour} ${sent === colour ? "is-sent" : ""}`}
            data-testid={`wlod-take-${colour}`}
            disabled={why !== null || sent !== null}
            onClick={() => {
              setSent(colour);
              session.act({ type: "take", colour });
            }}
          >
            <PawnIcon colour={colour} size={26} empty={why !== null} />
            {/* The name is the words on the button, after a hidden "Take the pawn:" (a label of its own would
                have to repeat them exactly, or speech input could not find the button by what it shows). */}
            <span class="wlod-take-text">
              <span class="sr-only">{w.t("wlod.b.collect.take")} </span>
              <span class="wlod-take-name">{w.t(`wlod.b.Colour.${colour}`)} </span>
              <span class="wlod-take-left">
                {why === "owned" ? w.t("wlod.b.collect.whyOwned") : why === "none_left" ? w.t("wlod.b.collect.whyNone") : leftWords}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}

function Collect({ view, board, w }: { view: WlodView; board: BoardBlock; w: Wording }) {
  const session = useSession();
  const moment = useRollMoment(board);
  const [rollSent, setRollSent] = usePending<number>();
  // Each guesser's pawns while they still had to choose, so what they took can be told afterwards.
  const before = useRef<{ turn: number; pawns: Map<number, PawnColour[]> }>({ turn: -1, pawns: new Map() });
  if (before.current.turn !== view.turn) before.current = { turn: view.turn, pawns: new Map() };
  for (const seat of board.to_take) before.current.pawns.set(seat, [...(board.pawns[seat] ?? [])]);

  const you = view.you;
  const sketcher = view.sketcher;
  const choosing = you !== null && board.to_take.includes(you);
  const rolledShown = board.rolled && (moment?.done ?? true);
  const shown: BoardBlock = { ...board, rolled: rolledShown };
  const taken = takenSinceGuessed(
    session.feed.value.map((item) => item.event),
    view.turn,
  );
  const took = (seat: number): PawnColour | null =>
    taken ? (taken.find((p) => p.seat === seat)?.colour ?? null) : tookThisTurn(board, seat, before.current.pawns.get(seat) ?? null);
  const youFull = you !== null && board.correct.includes(you) && !choosing && ownsAll(board, you) && !took(you);

  return (
    <div class="wlod-panel" data-testid="wlod-panel" data-stage="collect">
      <h2 class="wlod-panel-title">{w.t("wlod.b.collect.by", { names: w.join(board.correct.map(w.name)) })}</h2>
      {choosing && you !== null && (
        <div class="wlod-take-box is-yours">
          <h3 id="wlod-take-title" class="wlod-panel-sub">
            {w.t("wlod.b.collect.choose")}
          </h3>
          <p class="wlod-panel-hint">{w.t("wlod.b.collect.chooseHint")}</p>
          <ColourButtons key={view.turn} board={board} seat={you} w={w} />
          <Countdown deadline={view.deadline} text={(n) => w.t("wlod.b.collect.auto", { n })} />
        </div>
      )}
      {youFull && !board.rolled && <p class="wlod-panel-note">{w.t("wlod.b.collect.youFull")}</p>}
      <ul class="wlod-panel-lines" aria-live="polite" data-testid="wlod-collect-lines">
        {/* The chooser's own "is choosing" line would repeat the box above it. */}
        {board.correct.filter((seat) => !(choosing && seat === you)).map((seat) => (
          <li data-testid={`wlod-collect-line-${seat}`}>
            {guesserLine(shown, seat, took(seat), w)}
          </li>
        ))}
      </ul>
      {!board.rolled && sketcher !== null && you === sketcher && (
        <div class="wlod-roll-box is-yours">
          <button
            type="button"
            class="btn btn-primary wlod-roll"
            data-testid="wlod-roll"
            disabled={rollSent === view.turn}
            onClick={() => {
              setRollSent(view.turn);
              session.act({ type: "roll" });
            }}
          >
            {w.t("wlod.b.collect.roll")}
          </button>
          <p class="wlod-panel-hint">{w.t("wlod.b.collect.rollHint")}</p>
          <Countdown deadline={view.deadline} text={(n) => w.t("wlod.b.collect.rollAuto", { n })} />
        </div>
      )}
      {!board.rolled && sketcher !== null && you !== sketcher && (
        <div class="wlod-roll-box">
          <p class="wlod-panel-sub">{w.t("wlod.b.collect.willRoll", { name: w.name(sketcher) })}</p>
          {!choosing && <Countdown deadline={view.deadline} text={(n) => w.t("wlod.b.collect.rollsIn", { n })} />}
        </div>
      )}
    </div>
  );
}

export function BoardPanel({ view }: { view: WlodView }) {
  const session = useSession();
  const w = boardWording(session.room.value?.seats ?? []);
  if (!view.board) return null;
  if (view.phase === "placing") return <Placing view={view} w={w} />;
  if (view.phase === "turn" && view.stage === "collect") return <Collect view={view} board={view.board} w={w} />;
  return null;
}
