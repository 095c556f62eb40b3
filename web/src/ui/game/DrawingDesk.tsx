// The viewer's own sheet while drawing: the secret, the canvas, the tools, and the ways to stop (finish, draw
// nothing), as grid areas of the drawing screen.
import { useEffect, useRef, useState } from "preact/hooks";
import { STROKE_SIZES, SIZE_NAMES, type SizeName } from "../../canvas/tools";
import { canDrawNow, finishChoices } from "../../game/guessing";
import { t } from "../../i18n";
import type { Tool, PictomaniaView } from "../../protocol";
import { useSession } from "../context";
import { ToolIcon } from "../Icons";
import { SheetCanvas } from "../SheetCanvas";
import { SecretBanner } from "./SecretBanner";
import { usePen } from "./usePen";

const DOT: Record<SizeName, number> = { small: 6, medium: 11, large: 18 };

function Toolbar({
  tool,
  size,
  setTool,
  setSize,
  disabled,
  onUndo,
  onClear,
}: {
  tool: Tool;
  size: SizeName;
  setTool: (t: Tool) => void;
  setSize: (s: SizeName) => void;
  disabled: boolean;
  onUndo: () => void;
  onClear: () => void;
}) {
  return (
    <div class="toolbar" role="toolbar">
      <div class="tool-group">
        {(["pen", "eraser"] as const).map((name) => (
          <button
            type="button"
            key={name}
            class={`tool-btn ${tool === name ? "active" : ""}`}
            data-testid={`tool-${name}`}
            aria-pressed={tool === name}
            title={t(`game.tool.${name}`)}
            disabled={disabled}
            onClick={() => setTool(name)}
          >
            <ToolIcon name={name} />
            <span class="tool-label">{t(`game.tool.${name}`)}</span>
          </button>
        ))}
      </div>
      <div class="tool-group">
        {SIZE_NAMES.map((name) => (
          <button
            type="button"
            key={name}
            class={`tool-btn size-btn ${size === name ? "active" : ""}`}
            data-testid={`size-${name}`}
            aria-pressed={size === name}
            aria-label={t(`game.size.${name}`)}
            title={t(`game.size.${name}`)}
            disabled={disabled}
            onClick={() => setSize(name)}
          >
            <span class="size-dot" style={{ width: `${DOT[name]}px`, height: `${DOT[name]}px` }} />
          </button>
        ))}
      </div>
      <div class="tool-group">
        <button
          type="button"
          class="tool-btn"
          data-testid="undo"
          title={t("game.undo")}
          disabled={disabled}
          onClick={onUndo}
        >
          <ToolIcon name="undo" />
          <span class="tool-label">{t("game.undo")}</span>
        </button>
        <button
          type="button"
          class="tool-btn"
          data-testid="clear"
          title={t("game.clear")}
          disabled={disabled}
          onClick={onClear}
        >
          <ToolIcon name="clear" />
          <span class="tool-label">{t("game.clear")}</span>
        </button>
      </div>
    </div>
  );
}

export function DrawingDesk({ view }: { view: PictomaniaView }) {
  const session = useSession();
  const seat = view.seat!;
  const own = session.ownDrawing(seat);
  const [tool, setTool] = useState<Tool>("pen");
  const [size, setSize] = useState<SizeName>("medium");
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const enabled = canDrawNow(view);
  usePen(canvasRef, own, { tool, size: STROKE_SIZES[tool][size], enabled });

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

  const me = view.players.find((p) => p.seat === seat);
  const choices = finishChoices(view);

  // Three grid areas of the drawing screen (see GameScreen): the secret, the sheet, the tools and finishing.
  return (
    <>
      <div class="ds-secret">
        <SecretBanner view={view} />
      </div>
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
          {me?.finished && (
            <div class="sheet-note">
              {me.bonus > 0 ? t("game.finishedWith", { n: me.bonus }) : t("game.finished")}
            </div>
          )}
          {me && !me.finished && me.blank && <div class="sheet-note">{t("game.blankMine")}</div>}
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
        />
        <div class="finish-row">
          <button
            type="button"
            class="btn btn-primary finish-btn"
            data-testid="finish-bonus"
            disabled={!choices.canFinish || choices.bonus === null}
            onClick={() => session.act({ type: "finish", bonus: true })}
          >
            {choices.bonus !== null ? t("game.finishBonus", { n: choices.bonus }) : t("game.finishNoBonusLeft")}
          </button>
          <button
            type="button"
            class="btn btn-secondary finish-btn"
            data-testid="finish-no-bonus"
            disabled={!choices.canFinish}
            onClick={() => session.act({ type: "finish", bonus: false })}
          >
            {t("game.finishNoBonus")}
          </button>
          <button
            type="button"
            class="btn btn-ghost finish-btn"
            data-testid="draw-nothing"
            disabled={!choices.canDrawNothing}
            title={t("game.drawNothingHint")}
            onClick={() => session.act({ type: "draw_nothing" })}
          >
            {t("game.drawNothing")}
          </button>
        </div>
      </div>
    </>
  );
}
