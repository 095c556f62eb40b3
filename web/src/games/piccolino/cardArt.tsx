// The pieces of the clown cards' vector art that do not depend on the clown's mood: the eight patterns (as SVG
// <pattern> fills) and the eight corner marks. Both tell colours apart without hue (patterns.ts).
import type { JSX } from "preact";
import type { Mark, Pattern } from "./patterns";

/** A star of five points centred on (cx, cy). */
function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return `M${points.join("L")}Z`;
}

const PATTERN_CELLS: Record<Pattern, { w: number; h: number; rotate?: number; draw: (ink: string) => JSX.Element }> = {
  zigzag: {
    w: 10,
    h: 7,
    draw: (ink) => <path d="M0 5.2 2.5 1.6 5 5.2 7.5 1.6 10 5.2" fill="none" stroke={ink} stroke-width="1.7" />,
  },
  stripes: { w: 6, h: 6, rotate: 45, draw: (ink) => <rect width="2.7" height="6" fill={ink} /> },
  dots: { w: 7, h: 7, draw: (ink) => <circle cx="3.5" cy="3.5" r="1.8" fill={ink} /> },
  checks: {
    w: 8,
    h: 8,
    draw: (ink) => <path d="M0 0h4v4H0zM4 4h4v4H4z" fill={ink} />,
  },
  diamonds: { w: 8, h: 10, draw: (ink) => <path d="M4 1.2 7 5 4 8.8 1 5Z" fill={ink} /> },
  crosses: {
    w: 9,
    h: 9,
    draw: (ink) => <path d="M3.7 1.5h1.6v2.2h2.2v1.6H5.3v2.2H3.7V5.3H1.5V3.7h2.2Z" fill={ink} />,
  },
  stars: { w: 9, h: 9, draw: (ink) => <path d={starPath(4.5, 4.7, 3.6, 1.5)} fill={ink} /> },
  waves: {
    w: 10,
    h: 6,
    draw: (ink) => <path d="M0 3Q2.5 .2 5 3T10 3" fill="none" stroke={ink} stroke-width="1.5" />,
  },
};

/** A pattern fill: `fill="url(#id)"` paints the colour with its pattern over it. */
export function PatternDef({ id, pattern, fill, ink }: { id: string; pattern: Pattern; fill: string; ink: string }) {
  const cell = PATTERN_CELLS[pattern];
  return (
    <pattern
      id={id}
      patternUnits="userSpaceOnUse"
      width={cell.w}
      height={cell.h}
      patternTransform={cell.rotate ? `rotate(${cell.rotate})` : undefined}
    >
      <rect width={cell.w} height={cell.h} fill={fill} />
      {cell.draw(ink)}
    </pattern>
  );
}

const OUTLINE = "#2b2340";

/** A corner mark in a 12 × 12 box at the origin, in the clown's colour, outlined so that it reads on white. */
export function MarkShape({ mark, fill }: { mark: Mark; fill: string }) {
  const solid = { fill, stroke: OUTLINE, "stroke-width": 0.9, "stroke-linejoin": "round" as const };
  switch (mark) {
    case "triangle":
      return <path d="M6 1 11.4 10.6H.6Z" {...solid} />;
    case "bars":
      return <path d="M.8 2h10.4v3.1H.8Zm0 4.9h10.4V10H.8Z" {...solid} />;
    case "ring":
      return (
        <g fill="none">
          <circle cx="6" cy="6" r="4.1" stroke={OUTLINE} stroke-width="3.6" />
          <circle cx="6" cy="6" r="4.1" stroke={fill} stroke-width="2" />
        </g>
      );
    case "square":
      return <rect x="1.6" y="1.6" width="8.8" height="8.8" rx=".6" {...solid} />;
    case "diamond":
      return <path d="M6 .4 11.6 6 6 11.6.4 6Z" {...solid} />;
    case "plus":
      return <path d="M4.3.8h3.4v3.5h3.5v3.4H7.7v3.5H4.3V7.7H.8V4.3h3.5Z" {...solid} />;
    case "star":
      return <path d={starPath(6, 6.5, 6, 2.5)} {...solid} />;
    case "wave":
      return (
        <g fill="none" stroke-linecap="round">
          <path d="M1 7.5Q3.5 2 6 6t5-1.5" stroke={OUTLINE} stroke-width="3.8" />
          <path d="M1 7.5Q3.5 2 6 6t5-1.5" stroke={fill} stroke-width="2.2" />
        </g>
      );
  }
}
