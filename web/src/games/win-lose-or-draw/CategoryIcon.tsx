// A small pictogram for each of the six categories (our own drawings), beside the category's name: a book, a TV
// set, a film clapper, a note, a fork and knife, a speech bubble. Decorative: the name always goes with it.
import type { Category } from "./protocol";

const PATHS: Record<Category, preact.JSX.Element> = {
  books: (
    <>
      <path d="M4 5.5c2.8-1 5.4-.8 8 1 2.6-1.8 5.2-2 8-1V19c-2.8-1-5.4-.8-8 1-2.6-1.8-5.2-2-8-1Z" />
      <path d="M12 6.5V20" />
    </>
  ),
  tv: (
    <>
      <rect x="3" y="7" width="18" height="12" rx="2.5" />
      <path d="M8.5 3.5 12 7l3.5-3.5M8 22h8" />
    </>
  ),
  movies: (
    <>
      <rect x="3.5" y="10" width="17" height="10" rx="1.5" />
      <path d="m3.5 10 15.4-4.6-1-3.4L3 6.4ZM8.2 8.6l-1.6-3.3M13.6 7l-1.6-3.3" />
    </>
  ),
  music: (
    <>
      <path d="M9 18V5.5l11-2.5v12.5" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="17.5" cy="15.5" r="2.5" />
    </>
  ),
  food: (
    <>
      <path d="M7 3v18M4.5 3v5a2.5 2.5 0 0 0 5 0V3" />
      <path d="M17 21V3c-2.2 1.6-3.2 4.4-3 8.5h3" />
    </>
  ),
  phrases: (
    <>
      <path d="M4 5.5h16v10.5H10l-4.5 4v-4H4Z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </>
  ),
};

export function CategoryIcon({ category, size = 22 }: { category: Category; size?: number }) {
  return (
    <svg
      class={`win-lose-or-draw-cat-icon win-lose-or-draw-cat-${category}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
    >
      {PATHS[category]}
    </svg>
  );
}
