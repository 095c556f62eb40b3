// The gameboard: 28 spaces around a square (the Spade Spaces in the corners), the white square pawn stepping
// round after a roll, the Ace-In-The-Hole card in the middle with the pawns still on it and the die, then each
// player's collected pawns. The picture is for the eyes; a hidden summary says the same in words, and the last
// roll is told in a caption (a live region). In the placing phase the sketcher may tap a corner spade;
// BoardPanel has the same choice as buttons, for the keyboard and screen readers.
import { useContext } from "preact/hooks";
import { SessionContext } from "../../ui/context";
import {
  boardSummary,
  isSpade,
  rollCaption,
  SPACE_COUNT,
  spaceCentre,
  spaceCell,
  spaceWord,
} from "./board";
import { DieArt, useTumbleFace } from "./Die";
import { ColourMark, PawnShape } from "./Pawn";
import { PawnShelf } from "./PawnShelf";
import { PAWN_COLOURS, type BoardBlock, type PawnColour, type WinLoseOrDrawView } from "./protocol";
import { boardWording, useSeats, type SeatLike } from "./useBoardWording";
import { useRollMoment } from "./useRollMoment";
import "./board.css";

const CELL = 100;
const SIZE = CELL * 8;
const GAP = 5;

// A spade on a 100-unit box.
export const SPADE_PATH =
  "M50 6C60 24 90 38 90 60c0 15-14 24-28 18-3-1-5-3-7-5 1 9 4 16 10 22H35c6-6 9-13 10-22-2 2-4 4-7 5-14 6-28-3-28-18C10 38 40 24 50 6Z";

function SpadeSymbol({ x, y, size }: { x: number; y: number; size: number }) {
  return <path class="win-lose-or-draw-spade" d={SPADE_PATH} transform={`translate(${x - size / 2} ${y - size / 2}) scale(${size / 100})`} />;
}

function Space({
  index,
  board,
  landed,
  pick,
  title,
}: {
  index: number;
  board: BoardBlock;
  landed: boolean;
  pick: (() => void) | null;
  title: string;
}) {
  const space = board.spaces[index] ?? "spade";
  const { col, row } = spaceCell(index);
  const { x, y } = spaceCentre(index, CELL);
  const cls = `win-lose-or-draw-space win-lose-or-draw-space-${space} ${landed ? "is-landed" : ""} ${pick ? "is-pickable" : ""}`;
  return (
    <g class={cls} onClick={pick ?? undefined} data-testid={`win-lose-or-draw-space-${index}`} data-space={space}>
      <title>{title}</title>
      <rect
        class="win-lose-or-draw-space-tile"
        x={col * CELL + GAP}
        y={row * CELL + GAP}
        width={CELL - 2 * GAP}
        height={CELL - 2 * GAP}
        rx="12"
      />
      {space === "spade" ? <SpadeSymbol x={x} y={y} size={58} /> : <ColourMark colour={space} x={x} y={y} size={40} />}
      {(landed || pick) && (
        <rect
          class="win-lose-or-draw-space-ring"
          x={col * CELL + 1}
          y={row * CELL + 1}
          width={CELL - 2}
          height={CELL - 2}
          rx="15"
        />
      )}
    </g>
  );
}

/** The pawns still on the Ace card: a little heap of each colour and how many. */
function CentrePile({ colour, count, cx }: { colour: PawnColour; count: number; cx: number }) {
  const pawnW = 40;
  const top = 478;
  return (
    <g class="win-lose-or-draw-pile" data-testid={`win-lose-or-draw-centre-${colour}`} data-count={count}>
      {Array.from({ length: count }, (_, i) => {
        const rowIndex = i < 3 ? 1 : 0;
        const inRow = i < 3 ? i : i - 3;
        const inThisRow = rowIndex === 1 ? Math.min(3, count) : count - 3;
        const x = cx - (inThisRow * pawnW) / 2 + inRow * pawnW - 2;
        return <PawnShape colour={colour} x={x} y={top + rowIndex * 34} width={pawnW + 4} />;
      })}
      <text class="win-lose-or-draw-pile-count" x={cx} y={top + 132} text-anchor="middle">
        ×{count}
      </text>
    </g>
  );
}

/** A font size that fits the winner's name on the ribbon (about 200 units wide). */
function ribbonFont(name: string): number {
  return Math.max(14, Math.min(30, Math.floor(340 / Math.max(1, name.length))));
}

function AceCard({ winner }: { winner: string | null }) {
  const w = boardWording([]);
  return (
    <g class={`win-lose-or-draw-ace ${winner !== null ? "is-won" : ""}`} transform="translate(150 130) rotate(-4 95 130)">
      <rect class="win-lose-or-draw-ace-card" width="190" height="260" rx="16" />
      <text class="win-lose-or-draw-ace-corner" x="18" y="46">
        A
      </text>
      <path class="win-lose-or-draw-spade" d={SPADE_PATH} transform="translate(18 54) scale(0.26)" />
      <path class="win-lose-or-draw-spade" d={SPADE_PATH} transform="translate(50 62) scale(0.9)" />
      <text class="win-lose-or-draw-ace-words" x="95" y="196" text-anchor="middle">
        {w.t("win-lose-or-draw.b.aceCardLine1")}
      </text>
      <text class="win-lose-or-draw-ace-words" x="95" y="224" text-anchor="middle">
        {w.t("win-lose-or-draw.b.aceCardLine2")}
      </text>
      {winner !== null && (
        <g class="win-lose-or-draw-ace-ribbon">
          <rect x="-16" y="236" width="222" height="50" rx="10" />
          <text x="95" y="270" text-anchor="middle" style={{ fontSize: `${ribbonFont(winner)}px` }}>
            {winner}
          </text>
        </g>
      )}
    </g>
  );
}

function WhitePawn({ at }: { at: number }) {
  const { x, y } = spaceCentre(at, CELL);
  return (
    <g class="win-lose-or-draw-white" style={{ transform: `translate(${x}px, ${y}px)` }} data-testid="win-lose-or-draw-white" data-space={at}>
      <rect class="win-lose-or-draw-white-shadow" x="-27" y="-23" width="58" height="58" rx="10" />
      <rect class="win-lose-or-draw-white-body" x="-30" y="-30" width="60" height="60" rx="10" />
    </g>
  );
}

/** `shelf`: each player's pawns under the board (the end screen lists them itself, beside it). */
export function Board({ view, seats, shelf = true }: { view: WinLoseOrDrawView; seats?: readonly SeatLike[]; shelf?: boolean }) {
  const session = useContext(SessionContext);
  const people = useSeats(seats);
  const w = boardWording(people);
  const board = view.board;
  const moment = useRollMoment(board);
  // A turn's roll to come shows a blank die rather than the last turn's number.
  const awaiting = view.phase === "turn" && view.stage === "collect" && board?.rolled === false;
  const { face, tumbling } = useTumbleFace(awaiting ? null : (board?.roll?.value ?? null), moment?.rolling ?? false);
  if (!board) return null;

  const white = moment && !moment.done ? moment.at : board.white;
  const landed = moment?.done && board.roll ? board.roll.to : null;
  const placing = view.phase === "placing" && view.you !== null && view.you === view.sketcher && session !== null;
  const pick = (space: number) => (placing && isSpade(space) ? () => session?.act({ type: "place", space }) : null);
  const spaceTitle = (i: number) => w.t("win-lose-or-draw.b.spaceN", { n: i + 1, space: spaceWord(w, board.spaces[i] ?? "spade") });

  // The Ace's winner is told once the winning roll has brought the white pawn to its Spade Space.
  const winner = board.ace !== null && (moment?.done ?? true) ? w.name(board.ace) : null;
  const caption = rollCaption(view, moment, session?.feed.value.map((item) => item.event) ?? [], w);
  const dieLabel =
    moment?.rolling === true ? w.t("win-lose-or-draw.b.dieRolling") : face !== null ? w.t("win-lose-or-draw.b.dieShows", { n: face }) : w.t("win-lose-or-draw.b.dieNone");

  return (
    <section
      class={`win-lose-or-draw-board ${placing ? "is-placing" : ""}`}
      aria-label={w.t("win-lose-or-draw.b.board")}
      data-testid="win-lose-or-draw-board"
      data-white={board.white ?? ""}
      data-roll={board.roll ? `${board.roll.from}>${board.roll.to}:${board.roll.value}` : ""}
      data-moving={moment !== null && !moment.done ? "true" : "false"}
    >
      <svg
        class="win-lose-or-draw-board-svg"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={w.t("win-lose-or-draw.b.boardLabel")}
        data-testid="win-lose-or-draw-board-svg"
      >
        <rect class="win-lose-or-draw-board-base" width={SIZE} height={SIZE} rx="30" />
        <rect class="win-lose-or-draw-board-inner" x={CELL + GAP} y={CELL + GAP} width={SIZE - 2 * CELL - 2 * GAP} height={SIZE - 2 * CELL - 2 * GAP} rx="20" />
        {Array.from({ length: SPACE_COUNT }, (_, i) => (
          <Space index={i} board={board} landed={landed === i} pick={pick(i)} title={spaceTitle(i)} />
        ))}
        <AceCard winner={winner} />
        <g class="win-lose-or-draw-board-die">
          <title>{dieLabel}</title>
          <g transform="translate(450 160) scale(1.45)">
            <g class={tumbling ? "win-lose-or-draw-die-wobble" : ""}>
              <DieArt face={face} tumbling={tumbling} />
            </g>
          </g>
          <text class="win-lose-or-draw-die-caption" x="522" y="348" text-anchor="middle">
            {w.t("win-lose-or-draw.b.die")}
          </text>
        </g>
        {PAWN_COLOURS.map((colour, i) => (
          <CentrePile colour={colour} count={board.centre[colour] ?? 0} cx={197 + i * 135} />
        ))}
        {white !== null && <WhitePawn at={white} />}
      </svg>
      <p class="win-lose-or-draw-board-caption" aria-live="polite" data-testid="win-lose-or-draw-roll-caption">
        {caption.map((line) => (
          <span class="win-lose-or-draw-board-caption-line">{line} </span>
        ))}
      </p>
      {shelf && <PawnShelf view={view} seats={people} />}
      <p class="sr-only" data-testid="win-lose-or-draw-board-summary">
        {boardSummary(view, w, white)}
      </p>
    </section>
  );
}
