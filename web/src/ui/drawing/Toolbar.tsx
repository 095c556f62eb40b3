// The drawing tools: pen or eraser (and the fill in a game with a palette), three sizes, undo and clear.
import type { SizeName } from "../../canvas/tools";
import { SIZE_NAMES } from "../../canvas/tools";
import { t } from "../../i18n";
import type { Tool } from "../../protocol";
import { ToolIcon } from "../Icons";

const DOT: Record<SizeName, number> = { small: 6, medium: 11, large: 18 };

export function Toolbar({
  tool,
  size,
  setTool,
  setSize,
  disabled,
  onUndo,
  onClear,
  fill = false,
}: {
  tool: Tool;
  size: SizeName;
  setTool: (t: Tool) => void;
  setSize: (s: SizeName) => void;
  disabled: boolean;
  onUndo: () => void;
  onClear: () => void;
  /** Whether the fill is offered (a game with a palette). */
  fill?: boolean;
}) {
  const tools: readonly Tool[] = fill ? ["pen", "eraser", "fill"] : ["pen", "eraser"];
  return (
    <div class="toolbar" role="toolbar">
      <div class="tool-group">
        {tools.map((name) => (
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
