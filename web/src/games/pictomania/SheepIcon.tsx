// The black sheep of a round, drawn as SVG like the shared pictograms (../../ui/Icons.tsx).

/** A sheep. */
export function SheepIcon({ size = 22 }: { size?: number }) {
  return (
    <svg class="icon icon-sheep" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <g fill="currentColor">
        <circle cx="9" cy="11" r="4" />
        <circle cx="13" cy="9.5" r="4" />
        <circle cx="15.5" cy="13" r="3.6" />
        <circle cx="10.5" cy="14.2" r="3.6" />
        <rect x="8.6" y="16" width="1.8" height="5" rx=".9" />
        <rect x="13.4" y="16" width="1.8" height="5" rx=".9" />
        <ellipse cx="19.3" cy="9.2" rx="2.6" ry="2.1" />
      </g>
    </svg>
  );
}
