// The viewer's own sheet and its tools, for any game whose players draw: the canvas with pen handling, the
// toolbar (with the inks and the fill where the view's drawing block says `palette`), and Ctrl+Z (or ⌘Z) to undo. Two grid areas, `ds-sheet` and `ds-tools`, which the game's screen
// places; the game adds what is its own: a note over the sheet, and its buttons under the tools (children).
import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { STROKE_SIZES, type SizeName } from "../../canvas/tools";
import { t } from "../../i18n";
import type { Tool } from "../../protocol";
import { useSession } from "../context";
import { SheetCanvas } from "./SheetCanvas";
import { useTapRescue } from "./tapRescue";
import { Palette } from "./Palette";
import { Toolbar } from "./Toolbar";
import { usePen } from "./usePen";

export function DrawingDesk({
  seat,
  enabled,
  note,
  children,
}: {
  seat: number;
  /** Whether the sheet takes ink now (the game's view says: `drawing(view).mayDraw`). */
  enabled: boolean;
  /** Shown over the sheet (finished, drawing nothing, …). */
  note?: ComponentChildren;
  /** Under the toolbar: the game's own buttons. */
  children?: ComponentChildren;
}) {
  const session = useSession();
  const own = session.ownDrawing(seat);
  const [tool, setTool] = useState<Tool>("pen");
  const [size, setSize] = useState<SizeName>("medium");
  const [colour, setColour] = useState(0);
  // The server refuses inks and fills in a game without a palette, so the desk offers them only with one.
  const palette = session.view.value?.drawing?.palette === true;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  usePen(canvasRef, own, {
    tool: palette || tool !== "fill" ? tool : "pen",
    size: tool === "fill" ? 0 : STROKE_SIZES[tool][size],
    colour: palette ? colour : undefined,
    enabled,
  });
  const chooseInk = (ink: number) => {
    setColour(ink);
    // An ink is for drawing: choosing one puts the eraser down.
    if (tool === "eraser") setTool("pen");
  };
  // A phone's first tap after a quick stroke on the sheet must not be lost (tapRescue.ts).
  useTapRescue();

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "z" && enabled) {
        e.preventDefault();
        own.undo(performance.now());
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [own, enabled]);

  return (
    <>
      <div class="ds-sheet">
        <div class={`sheet-frame ${enabled ? "" : "sheet-locked"} tool-${tool}`}>
          <SheetCanvas
            drawings={session.drawings}
            seat={seat}
            label={t("game.yourSheet")}
            class="own-sheet"
            testid="own-canvas"
            canvasRef={canvasRef}
          />
          {note}
        </div>
      </div>
      <div class="ds-tools">
        <Toolbar
          tool={tool}
          size={size}
          setTool={setTool}
          setSize={setSize}
          disabled={!enabled}
          onUndo={() => own.undo(performance.now())}
          onClear={() => own.clear(performance.now())}
          fill={palette}
        />
        {/* A row of its own, under the tools, whichever way a game lays the toolbar out. */}
        {palette && <Palette colour={colour} setColour={chooseInk} disabled={!enabled} />}
        {children}
      </div>
    </>
  );
}
