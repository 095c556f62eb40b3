// A player's colour as a chip with a shape of its own, so colours can be told apart without seeing them: the
// twelve seat colours each have a distinct mark (triangle, ring, square, diamond, plus, bars, heart, hexagon,
// star, moon, bolt, drop). The colours' values are in styles.css (--c-<colour>).
import type { Colour } from "../protocol";
import { t } from "../i18n";

export const MARKS: Record<Colour, preact.JSX.Element> = {
  red: <path d="M10 4.2 16.4 15.3H3.6Z" />,
  yellow: <circle cx="10" cy="10" r="4.6" fill="none" stroke-width="2.6" />,
  green: <rect x="5.2" y="5.2" width="9.6" height="9.6" rx="1" />,
  blue: <path d="M10 3.6 16.4 10 10 16.4 3.6 10Z" />,
  purple: <path d="M8.4 4h3.2v4.4H16v3.2h-4.4V16H8.4v-4.4H4V8.4h4.4Z" />,
  orange: <path d="M4 5.6h12v3H4Zm0 5.8h12v3H4Z" />,
  pink: <path d="M10 16.2 4.6 10.8C3 9.2 3.2 6.6 5 5.4c1.6-1 3.6-.6 5 1 1.4-1.6 3.4-2 5-1 1.8 1.2 2 3.8.4 5.4Z" />,
  teal: <path d="M16 10 13 15.2H7L4 10 7 4.8H13Z" />,
  brown: <path d="M10 4 11.6 8.4 16.3 8.6 12.6 11.4 13.9 15.9 10 13.3 6.1 15.9 7.4 11.4 3.7 8.6 8.4 8.4Z" />,
  grey: <path d="M9.4 3.8A6.2 6.2 0 1 0 16.1 11.3A5 5 0 0 1 9.4 3.8Z" />,
  navy: <path d="M11.8 3.4 5.4 11.2H9.6L8.2 16.6 14.6 8.8H10.4Z" />,
  lime: <path d="M10 3.6C12.6 7 15 9.6 15 12a5 5 0 0 1-10 0c0-2.4 2.4-5 5-8.4Z" />,
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
