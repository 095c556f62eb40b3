// A few small pictograms drawn as SVG, so they look the same everywhere (emoji fonts are not everywhere).

export function TrophyIcon({ size = 28 }: { size?: number }) {
  return (
    <svg class="icon icon-trophy" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M7 3h10v2h3v3a4 4 0 0 1-4.2 4A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.2 12 4 4 0 0 1 4 8V5h3Zm0 4H6v1a2 2 0 0 0 1.3 1.9A6 6 0 0 1 7 8Zm10 0v1a6 6 0 0 1-.3 1.9A2 2 0 0 0 18 8V7Z"
        fill="currentColor"
      />
    </svg>
  );
}

export function ClockIcon({ size = 18 }: { size?: number }) {
  return (
    <svg class="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" stroke-width="2.4" />
      <path d="M12 9v4.5l3 2M9.5 2.5h5" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" />
    </svg>
  );
}

export function PlayIcon({ size = 16 }: { size?: number }) {
  return (
    <svg class="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M7 4.5v15l12.5-7.5Z" fill="currentColor" />
    </svg>
  );
}

export function PauseIcon({ size = 16 }: { size?: number }) {
  return (
    <svg class="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 4.5h4.2v15H6Zm7.8 0H18v15h-4.2Z" fill="currentColor" />
    </svg>
  );
}

/** The drawing tools' pictograms (pen, eraser, undo, clear), sized to the text around them. */
export function ToolIcon({ name, size = 18 }: { name: "pen" | "eraser" | "fill" | "undo" | "clear"; size?: number }) {
  const common = {
    class: `icon icon-${name}`,
    width: size,
    height: size,
    viewBox: "0 0 24 24",
    "aria-hidden": "true" as const,
    fill: "none",
    stroke: "currentColor",
    "stroke-width": 2.2,
    "stroke-linecap": "round" as const,
    "stroke-linejoin": "round" as const,
  };
  switch (name) {
    case "pen":
      return (
        <svg {...common}>
          <path d="M4 20l1-4L16.5 4.5a2.1 2.1 0 0 1 3 3L8 19z" />
          <path d="M14.5 6.5l3 3" />
        </svg>
      );
    case "eraser":
      return (
        <svg {...common}>
          <path d="M8.5 20H20" />
          <path d="M5.2 15.3l9.6-9.6a2 2 0 0 1 2.8 0l2.7 2.7a2 2 0 0 1 0 2.8L12.5 19a3.4 3.4 0 0 1-4.8 0l-2.5-2.5a.9.9 0 0 1 0-1.2z" />
          <path d="M9.5 11l5.5 5.5" />
        </svg>
      );
    case "fill":
      // A paint bucket tipped over, a drop falling from its lip.
      return (
        <svg {...common}>
          <path d="M5 11.5 11.5 5l7 7-6.5 6.5a1.8 1.8 0 0 1-2.5 0L5 14a1.8 1.8 0 0 1 0-2.5z" />
          <path d="M5 12.5h13" />
          <path d="M9 7.5 6.5 5" />
          <path d="M20.5 16.5c.9 1.2 1.3 2.1 1.3 2.7a1.3 1.3 0 0 1-2.6 0c0-.6.4-1.5 1.3-2.7z" />
        </svg>
      );
    case "undo":
      return (
        <svg {...common}>
          <path d="M9 14L4 9l5-5" />
          <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
        </svg>
      );
    case "clear":
      return (
        <svg {...common}>
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      );
  }
}

/** A computer player's badge. */
export function RobotIcon({ size = 16 }: { size?: number }) {
  return (
    <svg class="icon icon-robot" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <g fill="currentColor">
        <rect x="11" y="1.5" width="2" height="4" rx="1" />
        <circle cx="12" cy="2.2" r="1.8" />
        <path d="M6.5 6h11A3.5 3.5 0 0 1 21 9.5v7a3.5 3.5 0 0 1-3.5 3.5h-11A3.5 3.5 0 0 1 3 16.5v-7A3.5 3.5 0 0 1 6.5 6Zm2 4.3a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6Zm7 0a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM8.5 16.2v1.4h7v-1.4Z" fill-rule="evenodd" />
        <rect x=".5" y="10.5" width="2" height="5" rx="1" />
        <rect x="21.5" y="10.5" width="2" height="5" rx="1" />
      </g>
    </svg>
  );
}
