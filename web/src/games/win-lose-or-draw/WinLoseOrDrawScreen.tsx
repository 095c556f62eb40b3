// Win, Lose or Draw's screen, laid out for the phase and stage the view is in. The sketch is the centre: on a
// desktop it fills the height on the left, the item, the feed and the guess box beside it (and the board in
// board play); on a phone it is on top, full width, with the feed under it and the guess box at the bottom, the
// whole sized to what is visible so that the on-screen keyboard never hides the box.
import { useState } from "preact/hooks";
import { t } from "../../i18n";
import { Board } from "./Board";
import { BoardPanel } from "./BoardPanel";
import { EndScreen } from "./EndScreen";
import { GuessBox } from "./GuessBox";
import { GuessFeed } from "./GuessFeed";
import { ItemCard } from "./ItemCard";
import { OpeningRoll } from "./OpeningRoll";
import { PawnShelf } from "./PawnShelf";
import type { WinLoseOrDrawView } from "./protocol";
import { RevealCard } from "./RevealCard";
import { hasGuessBox, isSketcher, phoneTabFor } from "./screen";
import { SketchArea } from "./SketchArea";
import { StealBanner } from "./StealBanner";
import { TurnBar } from "./TurnBar";
import { TurnResultBanner } from "./TurnResultBanner";
import { useSeats } from "./useBoardWording";
import { useRollShowing } from "./useRollMoment";
import { useViewportHeight } from "./useViewportHeight";
import "./win-lose-or-draw.css";

type Tab = "sketch" | "board";

/** Board play on a phone: the sketch or the board, one at a time (a desktop shows both). */
function PhoneTabs({ tab, setTab }: { tab: Tab; setTab(tab: Tab): void }) {
  return (
    <div class="win-lose-or-draw-tabs" role="group" aria-label={t("win-lose-or-draw.s.tabs")}>
      {(["sketch", "board"] as const).map((name) => (
        <button
          type="button"
          key={name}
          class={`win-lose-or-draw-tab ${tab === name ? "is-on" : ""}`}
          aria-pressed={tab === name}
          data-testid={`win-lose-or-draw-tab-${name}`}
          onClick={() => setTab(name)}
        >
          {t(`win-lose-or-draw.s.tab.${name}`)}
        </button>
      ))}
    </div>
  );
}

/** Everyone's pawns, beside the board rather than under it while the white pawn is placed. */
function Shelf({ view }: { view: WinLoseOrDrawView }) {
  return <PawnShelf view={view} seats={useSeats()} />;
}

export function WinLoseOrDrawScreen({ view }: { view: WinLoseOrDrawView }) {
  useViewportHeight();
  // The phone's tab follows the stage (the board while pawns are placed or taken, and while the last roll plays
  // out) until its player picks one.
  const rollShowing = useRollShowing(view.board);
  const stageKey = `${view.phase}:${view.turn}:${view.stage ?? ""}`;
  const [picked, setPicked] = useState<{ key: string; tab: Tab } | null>(null);
  const tab: Tab = picked && picked.key === stageKey ? picked.tab : phoneTabFor(view, rollShowing);

  if (view.phase === "over") return <EndScreen view={view} />;

  const seated = view.you !== null;
  const board = view.mode === "board" && view.board !== null;
  const role = view.you === null ? "is-watching" : isSketcher(view) ? "is-sketcher" : "is-guesser";
  const common = {
    "data-testid": "win-lose-or-draw-screen",
    "data-phase": view.phase,
    "data-stage": view.stage ?? "",
    "data-turn": String(view.turn),
    "data-sketcher": view.sketcher === null ? "" : String(view.sketcher),
    "data-category": view.category ?? "",
    "data-mode": view.mode,
  };

  if (view.phase === "opening") {
    return (
      <div {...common} class="win-lose-or-draw-screen win-lose-or-draw-opening-screen">
        <TurnBar view={view} />
        <OpeningRoll view={view} />
      </div>
    );
  }

  if (view.phase === "placing") {
    return (
      <div {...common} class={`win-lose-or-draw-screen win-lose-or-draw-placing-screen ${role}`}>
        {!seated && <p class="spectator-note">{t("room.spectating")}</p>}
        {/* A phone stacks the panel, the board and the pawns; a desktop puts the board beside the other two, so
            that the whole board is in sight. */}
        <div class="win-lose-or-draw-placing">
          <div class="win-lose-or-draw-placing-panel">
            <BoardPanel view={view} />
          </div>
          <div class="win-lose-or-draw-placing-board">
            <Board view={view} shelf={false} />
          </div>
          <div class="win-lose-or-draw-placing-shelf">
            <Shelf view={view} />
          </div>
        </div>
      </div>
    );
  }

  const collect = view.stage === "collect";
  return (
    <div
      {...common}
      class={`win-lose-or-draw-screen win-lose-or-draw-turn-screen win-lose-or-draw-mode-${view.mode} ${role} ${board ? `tab-${tab}` : ""}`}
      data-tab={board ? tab : undefined}
    >
      <TurnBar view={view} />
      {board && <PhoneTabs tab={tab} setTab={(next) => setPicked({ key: stageKey, tab: next })} />}
      <div class="win-lose-or-draw-main">
        {/* Beside the sketch on a desktop, so that the sketch keeps its size when a banner comes and goes. */}
        <div class="win-lose-or-draw-area-news">
          {!seated && <p class="spectator-note">{t("room.spectating")}</p>}
          <StealBanner view={view} />
          {view.stage === "reveal" ? <RevealCard view={view} /> : <TurnResultBanner view={view} />}
        </div>
        {view.item && (
          <div class="win-lose-or-draw-area-item">
            <ItemCard view={view} />
          </div>
        )}
        <div class="win-lose-or-draw-stage">
          <SketchArea view={view} />
        </div>
        {board && (
          // It scrolls when the panel and the board are taller than the screen: a region the keyboard can reach
          // and scroll, even when it holds no control.
          <div class="win-lose-or-draw-boardcol" role="region" aria-label={t("win-lose-or-draw.s.boardcol")} tabIndex={0} data-testid="win-lose-or-draw-boardcol">
            {collect && <BoardPanel view={view} />}
            <Board view={view} />
          </div>
        )}
        <div class="win-lose-or-draw-area-feed">
          <GuessFeed view={view} />
        </div>
        {hasGuessBox(view) && (
          <div class="win-lose-or-draw-area-box">
            <GuessBox view={view} key={view.turn} />
          </div>
        )}
      </div>
    </div>
  );
}
