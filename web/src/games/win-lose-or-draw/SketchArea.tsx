// The sketch, the centre of the screen. The sketcher draws on their own seat's sheet with the shared drawing desk
// and places found words as labels; everyone else watches that sheet live, labels over it. A new turn is a new
// epoch, so the sheet starts blank by itself (the session resets sheets when the epoch changes).
import { useEffect, useRef, useState } from "preact/hooks";
import { t } from "../../i18n";
import { drawingOfBlock } from "../../store/session";
import { nameOf, useSession } from "../../ui/context";
import { DrawingDesk } from "../../ui/drawing/DrawingDesk";
import { SheetCanvas } from "../../ui/drawing/SheetCanvas";
import { CategoryIcon } from "./CategoryIcon";
import { LabelChips } from "./LabelChips";
import type { WinLoseOrDrawView } from "./protocol";
import { isSketcher, labelPlace, sheetPoint, SPOTS } from "./screen";
import { SketchLabels } from "./SketchLabels";

/**
 * Over the sketcher's sheet while a found word waits for its spot: a tap anywhere places it there (and draws
 * nothing), and nine spot buttons over the sheet are the keyboard's way (the middle one takes the focus, so that
 * Tab and Enter place the word from the chip just chosen). Escape or the chip again puts the word back.
 */
function PlaceTarget({ word, place }: { word: string; place(x: number, y: number): void }) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div
      class="win-lose-or-draw-place-target"
      data-testid="win-lose-or-draw-place-target"
      role="group"
      aria-label={t("win-lose-or-draw.s.chips.spots", { word })}
      onClick={(e) => {
        const canvas = (e.currentTarget as HTMLElement).parentElement?.querySelector("canvas");
        if (!canvas) return;
        const p = sheetPoint(e.clientX, e.clientY, canvas.getBoundingClientRect());
        place(p.x, p.y);
      }}
    >
      <span class="win-lose-or-draw-place-hint">{t("win-lose-or-draw.s.chips.tapHere", { word })}</span>
      {SPOTS.map((spot) => {
        const at = labelPlace(spot);
        return (
          <button
            type="button"
            key={spot.id}
            ref={spot.id === "mc" ? first : undefined}
            class="win-lose-or-draw-spot"
            style={{ left: at.left, top: at.top }}
            aria-label={t(`win-lose-or-draw.s.spot.${spot.id}`)}
            title={t(`win-lose-or-draw.s.spot.${spot.id}`)}
            data-testid={`win-lose-or-draw-spot-${spot.id}`}
            onClick={(e) => {
              e.stopPropagation();
              place(spot.x, spot.y);
            }}
          >
            <span class="win-lose-or-draw-spot-dot" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}

function SketcherDesk({ view }: { view: WinLoseOrDrawView }) {
  const session = useSession();
  // A chip armed in one turn means nothing in the next.
  const [chosen, setChosen] = useState<{ turn: number; word: number } | null>(null);
  const armed = chosen !== null && chosen.turn === view.turn ? chosen.word : null;
  const setArmed = (word: number | null) => setChosen(word === null ? null : { turn: view.turn, word });
  const seat = view.you!;
  const enabled = drawingOfBlock(view, view.you)?.mayDraw ?? false;
  const armedWord = armed === null ? null : (view.item?.words[armed] ?? null);
  const place = (word: number, x: number, y: number) => {
    session.act({ type: "label", word, x, y });
    setArmed(null);
  };
  const live = view.stage === "drawing" || view.stage === "steal";
  return (
    <div class="win-lose-or-draw-desk" data-testid="win-lose-or-draw-desk">
      <DrawingDesk
        seat={seat}
        enabled={enabled}
        note={
          <>
            <SketchLabels labels={view.labels} />
            {armed !== null && armedWord !== null && live && (
              <PlaceTarget word={armedWord} place={(x, y) => place(armed, x, y)} />
            )}
            {view.stage === "ready" && <div class="sheet-note">{t("win-lose-or-draw.s.sheet.readyYou")}</div>}
          </>
        }
      >
        {live && <LabelChips view={view} armed={armed} setArmed={setArmed} />}
      </DrawingDesk>
    </div>
  );
}

function WatchedSketch({ view }: { view: WinLoseOrDrawView }) {
  const session = useSession();
  const room = session.room.value;
  const seat = view.sketcher;
  if (seat === null) return null;
  const name = nameOf(room, seat);
  return (
    <div class="win-lose-or-draw-watch">
      <div class="sheet-frame">
        <SheetCanvas
          drawings={session.drawings}
          seat={seat}
          label={t("win-lose-or-draw.s.sheet.of", { name })}
          testid="win-lose-or-draw-sketch"
        />
        <SketchLabels labels={view.labels} />
        {view.stage === "ready" && (
          <div class="win-lose-or-draw-sheet-category" data-testid="win-lose-or-draw-category-card">
            {view.category && (
              <span class="win-lose-or-draw-sheet-category-name">
                <CategoryIcon category={view.category} size={40} />
                {t(`win-lose-or-draw.cat.${view.category}`)}
              </span>
            )}
            <span class="win-lose-or-draw-sheet-category-who">{t("win-lose-or-draw.s.sheet.ready", { name })}</span>
          </div>
        )}
      </div>
    </div>
  );
}

export function SketchArea({ view }: { view: WinLoseOrDrawView }) {
  return isSketcher(view) ? <SketcherDesk view={view} /> : <WatchedSketch view={view} />;
}
