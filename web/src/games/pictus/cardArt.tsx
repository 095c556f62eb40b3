// Little picture cards of our own for the home page, the chooser and the help: a few dreamy scenes on portrait
// cards, drawn in a 20 × 30 box and placed anywhere in a bigger SVG. Decorative: whatever holds them says it all.
import type { ComponentChildren } from "preact";

export const INK = "#221c35";
export const PAPER = "#ffffff";
/** The narrator's colour in the pictures (a gold star, as their badge). */
export const GOLD = "#ffc93c";
export const PRIMARY = "#5b3cc4";
export const GOOD = "#1f9d55";

export type Scene = "moon" | "sun" | "boat" | "key" | "tree" | "balloon";

const BACKGROUND: Record<Scene, string> = {
  moon: "#2b3270",
  sun: "#ffe9c7",
  boat: "#d4ebff",
  key: "#efe4ff",
  tree: "#e2f3e6",
  balloon: "#ffe1e8",
};

/** The ground of a scene: `top` runs from the card's left edge to its right one, then the shape follows the
 * card's rounded bottom corners (no clip path, so that many cards on a page need no ids). */
function ground(top: string): string {
  return `${top}V27.6a2.4 2.4 0 0 1-2.4 2.4H2.4A2.4 2.4 0 0 1 0 27.6Z`;
}

/** Each scene in the card's 20 × 30 box. */
const SCENES: Record<Scene, ComponentChildren> = {
  moon: (
    <>
      <path d="M14.5 5.5a4.5 4.5 0 1 0 0 8 3.6 3.6 0 1 1 0-8Z" fill="#ffe28a" />
      <circle cx="5" cy="6" r="0.7" fill="#fff" />
      <circle cx="8" cy="12" r="0.5" fill="#fff" />
      <path d={ground("M0 24c4-4 8-5 12-3s6 1 8 0")} fill="#4753b3" />
      <path d={ground("M0 27c5-2 9-2 20 0")} fill="#1b2150" />
    </>
  ),
  sun: (
    <>
      <circle cx="10" cy="11" r="4" fill="#f59e0b" />
      <path d="M10 4.5v-2M10 19.5v-2M3.5 11h-2M18.5 11h-2" stroke="#f59e0b" stroke-width="1.2" stroke-linecap="round" />
      <path d={ground("M0 23c5-5 9-5 13-2s5 1 7 0")} fill="#6cbf7a" />
    </>
  ),
  boat: (
    <>
      <path d="M10 6v12" stroke={INK} stroke-width="0.8" />
      <path d="M10.6 7 16 17h-5.4Z" fill={PAPER} stroke={INK} stroke-width="0.7" stroke-linejoin="round" />
      <path d="M4 18.5h13l-2.5 3h-8Z" fill="#a0522d" />
      <path d={ground("M0 22c2-1.5 3.5-1.5 5 0s3 1.5 5 0 3-1.5 5 0 3 1.5 5 0")} fill="#1e6fd9" />
    </>
  ),
  key: (
    <>
      <circle cx="10" cy="9" r="3.6" fill="none" stroke="#8e44ad" stroke-width="1.8" />
      <path d="M10 12.6V24m0-4h3m-3 3h2.2" stroke="#8e44ad" stroke-width="1.8" stroke-linecap="round" />
      <circle cx="5" cy="21" r="0.7" fill="#d6338a" />
      <circle cx="15" cy="5" r="0.7" fill="#d6338a" />
    </>
  ),
  tree: (
    <>
      <path d="M10 24V15" stroke="#8d5524" stroke-width="1.8" stroke-linecap="round" />
      <circle cx="10" cy="11" r="5" fill="#2e9e4f" />
      <path d="M13.5 5.5c.8-.8 1.8-.8 2.5 0 .7-.8 1.7-.8 2.5 0" fill="none" stroke={INK} stroke-width="0.6" stroke-linecap="round" />
      <path d={ground("M0 24H20")} fill="#a4d233" />
    </>
  ),
  balloon: (
    <>
      <path d="M3 8c0-1.6 1.4-2.6 2.8-2.1C6.4 4.6 8.6 4.6 9 6.4c1.3-.2 2 .8 1.7 1.6Z" fill={PAPER} />
      <ellipse cx="12" cy="14" rx="4" ry="4.8" fill="#e0393e" />
      <path d="M12 18.8c-.6 2 .6 3.4 0 5.2" fill="none" stroke={INK} stroke-width="0.6" />
      <path d="M10.8 18.6h2.4l-1.2 1.2Z" fill="#e0393e" />
    </>
  ),
};

/**
 * One card at (x, y), `w` wide (and half as much again high), tilted by `tilt` degrees about its centre. With
 * `number` it wears its number on the table; `marked` rings it (the narrator's card at the reveal).
 */
export function MiniCard({
  x,
  y,
  w = 20,
  scene,
  tilt = 0,
  number,
  marked = false,
  back = false,
}: {
  x: number;
  y: number;
  w?: number;
  scene: Scene;
  tilt?: number;
  number?: number;
  marked?: boolean;
  /** Face down: the card's back, as a hand-in looks. */
  back?: boolean;
}) {
  const k = w / 20;
  return (
    <g transform={`translate(${x} ${y}) rotate(${tilt} ${w / 2} ${w * 0.75}) scale(${k})`}>
      {marked && <rect x="-2.5" y="-2.5" width="25" height="35" rx="4" fill="none" stroke={GOLD} stroke-width="2.4" />}
      {back ? (
        <>
          <rect width="20" height="30" rx="2.4" fill={PRIMARY} />
          <path d="M10 8l2 4.2 4.6.6-3.3 3.2.8 4.6L10 18.4l-4.1 2.2.8-4.6-3.3-3.2 4.6-.6Z" fill={GOLD} opacity="0.9" />
        </>
      ) : (
        <>
          <rect width="20" height="30" rx="2.4" fill={BACKGROUND[scene]} />
          {SCENES[scene]}
        </>
      )}
      <rect width="20" height="30" rx="2.4" fill="none" stroke={INK} stroke-width={1.4 / Math.max(k, 0.6)} />
      {number !== undefined && (
        <g>
          <circle cx="17" cy="3" r="3.6" fill={PAPER} stroke={INK} stroke-width="0.9" />
          <text x="17" y="4.7" text-anchor="middle" font-size="5" font-weight="900" fill={INK}>
            {number}
          </text>
        </g>
      )}
    </g>
  );
}

/** A speech bubble at (x, y), `w` × `h`, its tail at the bottom left, with whatever it says inside. */
export function Bubble({ x, y, w, h, children }: { x: number; y: number; w: number; h: number; children?: ComponentChildren }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path
        d={`M4 0h${w - 8}a4 4 0 0 1 4 4v${h - 8}a4 4 0 0 1-4 4H10l-6 5v-5a4 4 0 0 1-4-4V4a4 4 0 0 1 4-4Z`}
        fill={PAPER}
        stroke={INK}
        stroke-width="1.6"
        stroke-linejoin="round"
      />
      {children}
    </g>
  );
}

/** A player's head and shoulders at (x, y); the narrator wears a star. */
export function Person({ x, y, fill, star = false, scale = 1 }: { x: number; y: number; fill: string; star?: boolean; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <circle cy="-8" r="4.6" fill={fill} stroke={INK} stroke-width="1.5" />
      <path d="M-7.5 7c0-5.5 3.2-8.5 7.5-8.5S7.5 1.5 7.5 7Z" fill={fill} stroke={INK} stroke-width="1.5" stroke-linejoin="round" />
      {star && (
        <path
          d="M0-20.5l1.5 3 3.3.5-2.4 2.3.6 3.3L0-13l-3 1.6.6-3.3-2.4-2.3 3.3-.5Z"
          fill={GOLD}
          stroke={INK}
          stroke-width="0.8"
          stroke-linejoin="round"
        />
      )}
    </g>
  );
}
