// A player's colour as a chip with a shape of its own, so colours can be told apart without seeing them.
import type { Colour } from "../protocol";
import { t } from "../i18n";

const MARKS: Record<Colour, preact.JSX.Element> = {
  red: <path d="M10 4.2 16.4 15.3H3.6Z" />,
  yellow: <circle cx="10" cy="10" r="4.6" fill="none" stroke-width="2.6" />,
  green: <rect x="5.2" y="5.2" width="9.6" height="9.6" rx="1" />,
  blue: <path d="M10 3.6 16.4 10 10 16.4 3.6 10Z" />,
  purple: <path d="M8.4 4h3.2v4.4H16v3.2h-4.4V16H8.4v-4.4H4V8.4h4.4Z" />,
  orange: <path d="M4 5.6h12v3H4Zm0 5.8h12v3H4Z" />,
};

export function Swatch({ colour, size = 22, title }: { colour: Colour; size?: number; title?: string }) {
  return (
    <svg
      class={`swatch swatch-${colour}`}
      width={size}
      height={size}
      viewBox="0 0 20 20"
      role="img"
      aria-label={title ?? t(`colour.${colour}`)}
    >
      <rect width="20" height="20" rx="6" class="swatch-bg" />
      <g class="swatch-mark">{MARKS[colour]}</g>
    </svg>
  );
}
