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
import type { BoardBlock, PawnColour, WinLoseOrDrawView } from "./protocol";
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
    <p class="win-lose-or-draw-panel-auto" role="timer" data-testid="win-lose-or-draw-panel-auto">
      {text(n)}
    </p>
  );
}

// The buttons sit as the corners do: top left, top right, then bottom left, bottom right.
const PLACE_ORDER = [SPADE_SPACES[0], SPADE_SPACES[1], SPADE_SPACES[3], SPADE_SPACES[2]];

function SpadeIcon() {
  return (
    <svg class="win-lose-or-draw-spade-icon" viewBox="0 0 100 100" width="28" height="28" aria-hidden="true">
      <path class="win-lose-or-draw-spade" d={SPADE_PATH} />
    </svg>
  );
}

function Placing({ view, w }: { view: WinLoseOrDrawView; w: Wording }) {
  const session = useSession();
  const [sent, setSent] = usePending<boolean>();
  const mine = view.you !== null && view.you === view.sketcher;
  if (!mine) {
    return (
      <div class="win-lose-or-draw-panel" data-testid="win-lose-or-draw-panel" data-stage="placing">
        <p class="win-lose-or-draw-panel-title" aria-live="polite">
          {w.t("win-lose-or-draw.b.place.waiting", { name: w.name(view.sketcher ?? 0) })}
        </p>
        <Countdown deadline={view.deadline} text={(n) => w.t("win-lose-or-draw.b.place.autoOther", { n })} />
      </div>
    );
  }
  return (
    <div class="win-lose-or-draw-panel is-yours" data-testid="win-lose-or-draw-panel" data-stage="placing">
      <h2 class="win-lose-or-draw-panel-title">{w.t("win-lose-or-draw.b.place.title")}</h2>
      <p class="win-lose-or-draw-panel-hint">{w.t("win-lose-or-draw.b.place.hint")}</p>
      <div class="win-lose-or-draw-place-grid">
        {PLACE_ORDER.map((space) => (
          <button
            type="button"
            class={`btn btn-ghost win-lose-or-draw-place win-lose-or-draw-place-${spadeCorner(space)}`}
            data-testid={`win-lose-or-draw-place-${space}`}
            aria-label={w.t("win-lose-or-draw.b.place.button", { corner: w.t(`win-lose-or-draw.b.corner.${spadeCorner(space)}`) })}
            disabled={sent === true}
            onClick={() => {
              setSent(true);
              session.act({ type: "place", space });
            }}
          >
            <SpadeIcon />
            <span>{w.t(`win-lose-or-draw.b.Corner.${spadeCorner(space)}`)}</span>
          </button>
        ))}
      </div>
      <Countdown deadline={view.deadline} text={(n) => w.t("win-lose-or-draw.b.place.auto", { n })} />
    </div>
  );
}

function ColourButtons({ board, seat, w }: { board: BoardBlock; seat: number; w: Wording }) {
  const session = useSession();
  const [sent, setSent] = usePending<PawnColour>();
  return (
    <div class="win-lose-or-draw-take-grid" role="group" aria-labelledby="win-lose-or-draw-take-title">
      {colourChoices(board, seat).map(({ colour, left, why }) => {
        const leftWords = left === 1 ? w.t("win-lose-or-draw.b.collect.leftOne") : w.t("win-lose-or-draw.b.collect.left", { n: left });
        return (
          <button
            type="button"
            class={`btn btn-ghost win-lose-or-draw-take win-lose-or-draw-take-${colour} ${sent === colour ? "is-sent" : ""}`}
            data-testid={`win-lose-or-draw-take-${colour}`}
            disabled={why !== null || sent !== null}
            onClick={() => {
              setSent(colour);
              session.act({ type: "take", colour });
            }}
          >
            <PawnIcon colour={colour} size={26} empty={why !== null} />
            {/* The name is the words on the button, after a hidden "Take the pawn:" (a label of its own would
                have to repeat them exactly, or speech input could not find the button by what it shows). */}
            <span class="win-lose-or-draw-take-text">
              <span class="sr-only">{w.t("win-lose-or-draw.b.collect.take")} </span>
              <span class="win-lose-or-draw-take-name">{w.t(`win-lose-or-draw.b.Colour.${colour}`)} </span>
              <span class="win-lose-or-draw-take-left">
                {why === "owned" ? w.t("win-lose-or-draw.b.collect.whyOwned") : why === "none_left" ? w.t("win-lose-or-draw.b.collect.whyNone") : leftWords}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}

function Collect({ view, board, w }: { view: WinLoseOrDrawView; board: BoardBlock; w: Wording }) {
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
    <div class="win-lose-or-draw-panel" data-testid="win-lose-or-draw-panel" data-stage="collect">
      <h2 class="win-lose-or-draw-panel-title">{w.t("win-lose-or-draw.b.collect.by", { names: w.join(board.correct.map(w.name)) })}</h2>
      {choosing && you !== null && (
        <div class="win-lose-or-draw-take-box is-yours">
          <h3 id="win-lose-or-draw-take-title" class="win-lose-or-draw-panel-sub">
            {w.t("win-lose-or-draw.b.collect.choose")}
          </h3>
          <p class="win-lose-or-draw-panel-hint">{w.t("win-lose-or-draw.b.collect.chooseHint")}</p>
          <ColourButtons key={view.turn} board={board} seat={you} w={w} />
          <Countdown deadline={view.deadline} text={(n) => w.t("win-lose-or-draw.b.collect.auto", { n })} />
        </div>
      )}
      {youFull && !board.rolled && <p class="win-lose-or-draw-panel-note">{w.t("win-lose-or-draw.b.collect.youFull")}</p>}
      <ul class="win-lose-or-draw-panel-lines" aria-live="polite" data-testid="win-lose-or-draw-collect-lines">
        {/* The chooser's own "is choosing" line would repeat the box above it. */}
        {board.correct.filter((seat) => !(choosing && seat === you)).map((seat) => (
          <li data-testid={`win-lose-or-draw-collect-line-${seat}`}>
            {guesserLine(shown, seat, took(seat), w)}
          </li>
        ))}
      </ul>
      {!board.rolled && sketcher !== null && you === sketcher && (
        <div class="win-lose-or-draw-roll-box is-yours">
          <button
            type="button"
            class="btn btn-primary win-lose-or-draw-roll"
            data-testid="win-lose-or-draw-roll"
            disabled={rollSent === view.turn}
            onClick={() => {
              setRollSent(view.turn);
              session.act({ type: "roll" });
            }}
          >
            {w.t("win-lose-or-draw.b.collect.roll")}
          </button>
          <p class="win-lose-or-draw-panel-hint">{w.t("win-lose-or-draw.b.collect.rollHint")}</p>
          <Countdown deadline={view.deadline} text={(n) => w.t("win-lose-or-draw.b.collect.rollAuto", { n })} />
        </div>
      )}
      {!board.rolled && sketcher !== null && you !== sketcher && (
        <div class="win-lose-or-draw-roll-box">
          <p class="win-lose-or-draw-panel-sub">{w.t("win-lose-or-draw.b.collect.willRoll", { name: w.name(sketcher) })}</p>
          {!choosing && <Countdown deadline={view.deadline} text={(n) => w.t("win-lose-or-draw.b.collect.rollsIn", { n })} />}
        </div>
      )}
    </div>
  );
}

export function BoardPanel({ view }: { view: WinLoseOrDrawView }) {
  const session = useSession();
  const w = boardWording(session.room.value?.seats ?? []);
  if (!view.board) return null;
  if (view.phase === "placing") return <Placing view={view} w={w} />;
  if (view.phase === "turn" && view.stage === "collect") return <Collect view={view} board={view.board} w={w} />;
  return null;
}
