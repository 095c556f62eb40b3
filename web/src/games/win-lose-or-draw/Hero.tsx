// The home page's introduction to Win, Lose or Draw (a sketch pad, its timer and the guesses it draws), and the
// two ways to play as icons for the mode cards.
import { t } from "../../i18n";
import { Pad } from "./Picture";
import type { Mode } from "./protocol";

const INK = "#221c35";

/** The sand timer. */
function Hourglass({ size }: { size: number }) {
  return (
    <svg class="win-lose-or-draw-hourglass" width={size * 0.7} height={size} viewBox="0 0 28 40" aria-hidden="true">
      <path d="M4 3h20M4 37h20" stroke={INK} stroke-width="2.6" stroke-linecap="round" />
      <path d="M7 3c0 9 7 11 7 17S7 28 7 37h14c0-9-7-11-7-17s7-8 7-17Z" fill="#fff" stroke={INK} stroke-width="2.2" stroke-linejoin="round" />
      <path d="M10 11h8l-4 6Z" fill="var(--accent)" />
      <path d="M8.5 35c1-4 3.5-6 5.5-6s4.5 2 5.5 6Z" fill="var(--accent)" />
    </svg>
  );
}

/** A guess in a bubble. */
function Bubble({ text, tone }: { text: string; tone: "plain" | "right" }) {
  return (
    <span class={`win-lose-or-draw-hero-bubble win-lose-or-draw-hero-bubble-${tone}`} aria-hidden="true">
      {text}
    </span>
  );
}

export function WinLoseOrDrawHero() {
  return (
    <section class="hero hero-win-lose-or-draw">
      <div class="win-lose-or-draw-hero-art" aria-hidden="true">
        <Pad size={64} />
        <Hourglass size={56} />
        <span class="win-lose-or-draw-hero-bubbles">
          <Bubble text="?" tone="plain" />
          <Bubble text="!" tone="right" />
        </span>
      </div>
      <h1>{t("games.win-lose-or-draw")}</h1>
      <p class="lead">{t("win-lose-or-draw.home.lead")}</p>
      <p class="muted">{t("win-lose-or-draw.home.players")}</p>
      <ol class="how">
        <li>{t("win-lose-or-draw.home.how1")}</li>
        <li>{t("win-lose-or-draw.home.how2")}</li>
        <li>{t("win-lose-or-draw.home.how3")}</li>
      </ol>
    </section>
  );
}

/** Two teams of two, or the board's ring of coloured spaces with its spade corners. */
export function ModeIcon({ mode }: { mode: Mode }) {
  if (mode === "teams") {
    const person = (x: number, fill: string) => (
      <g key={x}>
        <circle cx={x} cy="13" r="5" fill={fill} stroke={INK} stroke-width="1.8" />
        <path d={`M${x - 8} 30c0-6 3.6-10 8-10s8 4 8 10Z`} fill={fill} stroke={INK} stroke-width="1.8" stroke-linejoin="round" />
      </g>
    );
    return (
      <svg width="48" height="36" viewBox="0 0 72 36" aria-hidden="true">
        {person(10, "#ece6ff")}
        {person(24, "var(--primary)")}
        <path d="M36 8v22" stroke={INK} stroke-width="1.8" stroke-dasharray="3 3" />
        {person(48, "#fff1c7")}
        {person(62, "var(--accent)")}
      </svg>
    );
  }
  // Four spaces a side between spade corners, in the board's colour order.
  const colours = ["#e0393e", "#1e6fd9", "#2e9e4f", "#f6c20f"];
  const cells: preact.JSX.Element[] = [];
  const step = 6;
  for (let i = 0; i < 16; i++) {
    const side = Math.floor(i / 4);
    const k = (i % 4) + 1;
    const [x, y] = ([
      [k * step, 0],
      [5 * step, k * step],
      [(5 - k) * step, 5 * step],
      [0, (5 - k) * step],
    ] as [number, number][])[side]!;
    cells.push(<rect key={i} x={x + 3} y={y + 3} width={step} height={step} fill={colours[i % 4]} stroke={INK} stroke-width="0.8" />);
  }
  const corners: [number, number][] = [
    [0, 0],
    [5 * step, 0],
    [5 * step, 5 * step],
    [0, 5 * step],
  ];
  return (
    <svg width="36" height="36" viewBox="0 0 42 42" aria-hidden="true">
      {cells}
      {corners.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x + 3} y={y + 3} width={step} height={step} fill={INK} stroke={INK} stroke-width="0.8" />
      ))}
      <rect x="12" y="12" width="18" height="18" rx="2" fill="#fff" stroke={INK} stroke-width="1.4" />
      <text x="21" y="25" text-anchor="middle" font-size="11" font-weight="900" fill={INK}>
        A
      </text>
      <rect x={3 + 2 * step + 1} y="4" width="4" height="4" fill="#fff" stroke={INK} stroke-width="1" />
    </svg>
  );
}
