// The table's bell, drawn as SVG like the shared pictograms (../../ui/Icons.tsx).

/** A desk bell. */
export function BellIcon({ size = 48 }: { size?: number }) {
  return (
    <svg class="icon icon-bell" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect x="29" y="6" width="6" height="7" rx="2" fill="#43289e" />
      <circle cx="32" cy="6" r="4" fill="#43289e" />
      <path d="M10 46a22 22 0 0 1 44 0Z" fill="#ffd54a" stroke="#43289e" stroke-width="3" stroke-linejoin="round" />
      <path d="M18 40a15 15 0 0 1 9-14" fill="none" stroke="#fff6cf" stroke-width="4" stroke-linecap="round" />
      <rect x="5" y="46" width="54" height="9" rx="4.5" fill="#8e6cf0" stroke="#43289e" stroke-width="3" />
    </svg>
  );
}
