// The inks of a game with a palette (canvas/palette.ts), as one radio group, like a real toolbar's: Tab goes to
// the chosen ink, the arrow keys (and Home, End) choose another and move there, a tap or a click chooses one.
// The chosen ink carries a check mark in a colour that stands out on it, so the choice never rests on colour
// alone; each ink's name is its label (what a screen reader announces) and its tooltip.
import type { JSX } from "preact";
import { useRef } from "preact/hooks";
import { PALETTE } from "../../canvas/palette";
import { t } from "../../i18n";
import "./drawing.css";

/** The next ink for a key of the radio group, or null for a key it does not take. */
export function inkForKey(key: string, current: number, count: number = PALETTE.length): number | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** Whether a check mark on this ink should be dark (on light inks) rather than white: by its luminance. */
export function darkMarkOn(hex: string): boolean {
  const channel = (at: number) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Where black and white contrast equally with the ink.
  return luminance > 0.179;
}

export function Palette({
  colour,
  setColour,
  disabled,
}: {
  colour: number;
  setColour: (colour: number) => void;
  disabled: boolean;
}) {
  const group = useRef<HTMLDivElement>(null);
  const onKey = (e: JSX.TargetedKeyboardEvent<HTMLButtonElement>) => {
    const next = inkForKey(e.key, colour);
    if (next === null) return;
    e.preventDefault();
    setColour(next);
    group.current?.querySelectorAll<HTMLButtonElement>("[role='radio']")[next]?.focus();
  };
  return (
    <div class="palette" role="radiogroup" aria-label={t("game.palette")} ref={group}>
      {PALETTE.map((ink, i) => {
        const chosen = i === colour;
        const name = t(`ink.${ink.name}`);
        return (
          <button
            type="button"
            role="radio"
            key={ink.name}
            class={`ink-btn ${chosen ? "chosen" : ""}`}
            data-testid={`ink-${ink.name}`}
            aria-checked={chosen}
            aria-label={name}
            title={name}
            tabIndex={chosen ? 0 : -1}
            disabled={disabled}
            onClick={() => setColour(i)}
            onKeyDown={onKey}
          >
            <span class={`ink-swatch ${darkMarkOn(ink.hex) ? "ink-light" : "ink-dark"}`} style={{ background: ink.hex }}>
              {chosen && (
                <svg viewBox="0 0 24 24" aria-hidden="true" class="ink-check">
                  <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round" />
                </svg>
              )}
            </span>
          </button>
        );
      })}
    </div>
  );
}
