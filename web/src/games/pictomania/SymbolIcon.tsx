// The six clue-card symbols (sun, moon, star, heart, drop, leaf), drawn as simple shapes.
import { t, type MessageKey } from "../../i18n";

function starPath(): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 9.5 : 4;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(12 + r * Math.cos(a)).toFixed(2)} ${(12.6 + r * Math.sin(a)).toFixed(2)}`);
  }
  return `M${points.join("L")}Z`;
}

const SUN_RAYS = Array.from({ length: 8 }, (_, i) => {
  const a = (i * Math.PI) / 4;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  return `M${(12 + 7 * c).toFixed(2)} ${(12 + 7 * s).toFixed(2)}L${(12 + 10 * c).toFixed(2)} ${(12 + 10 * s).toFixed(2)}`;
}).join("");

const SHAPES: preact.JSX.Element[] = [
  <g>
    <circle cx="12" cy="12" r="4.8" />
    <path d={SUN_RAYS} fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" />
  </g>,
  <path d="M15.5 2.9A9.4 9.4 0 1 0 21.3 16 7.6 7.6 0 0 1 15.5 2.9Z" />,
  <path d={starPath()} stroke-linejoin="round" />,
  <path d="M12 20.6C5.2 15.6 2.6 12 2.6 8.6a4.9 4.9 0 0 1 9.4-2 4.9 4.9 0 0 1 9.4 2c0 3.4-2.6 7-9.4 12Z" />,
  <path d="M12 2.6C9.6 6 5.4 10.8 5.4 14.6a6.6 6.6 0 0 0 13.2 0C18.6 10.8 14.4 6 12 2.6Z" />,
  <g>
    <path d="M4.2 19.8C3.4 11.2 8.6 4.4 20.2 3.8c.6 10.6-6 16.4-16 16Z" />
    <path d="M4.6 19.4 14 10" fill="none" stroke="var(--symbol-vein, #fff)" stroke-width="1.6" stroke-linecap="round" />
  </g>,
];

export function symbolName(symbol: number): string {
  return t(`symbol.${symbol}` as MessageKey);
}

/** `decorative`: no name of its own (where the game's strings may not have loaded, or words say it beside). */
export function SymbolIcon({ symbol, size = 24, decorative = false }: { symbol: number; size?: number; decorative?: boolean }) {
  const label = decorative ? { "aria-hidden": true } : { role: "img" as const, "aria-label": symbolName(symbol) };
  return (
    <svg class="symbol" width={size} height={size} viewBox="0 0 24 24" {...label}>
      <g fill="currentColor">{SHAPES[symbol % SHAPES.length]}</g>
    </svg>
  );
}
