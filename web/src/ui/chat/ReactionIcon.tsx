// The six reactions, each a small picture of our own (no emoji font is needed, and they look the same on every
// device). Decorative: the button or the line around each says its name.
import type { Reaction } from "../../protocol";

const FACE = "#ffd34d";
const LINE = "#3b2a14";

function Face({ children }: { children: preact.ComponentChildren }) {
  return (
    <>
      <circle cx="12" cy="12" r="10" fill={FACE} stroke={LINE} stroke-width="1.2" />
      {children}
    </>
  );
}

const PICTURES: Record<Reaction, preact.JSX.Element> = {
  bravo: (
    <path
      d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4 6.1 20.5l1.2-6.5L2.5 9.4l6.6-.9z"
      fill="#ffc21a"
      stroke="#9a6400"
      stroke-width="1.2"
      stroke-linejoin="round"
    />
  ),
  laugh: (
    <Face>
      <path d="M7 9.5q1.5-1.6 3 0M14 9.5q1.5-1.6 3 0" fill="none" stroke={LINE} stroke-width="1.4" stroke-linecap="round" />
      <path d="M6.5 13h11a5.5 5.5 0 0 1-11 0z" fill="#7a2e1b" />
      <path d="M8.5 16.6a4.5 3 0 0 0 7 0" fill="#ef7f7f" />
    </Face>
  ),
  wow: (
    <Face>
      <circle cx="8.6" cy="9.6" r="1.5" fill={LINE} />
      <circle cx="15.4" cy="9.6" r="1.5" fill={LINE} />
      <ellipse cx="12" cy="15.6" rx="2.3" ry="2.8" fill="#7a2e1b" />
    </Face>
  ),
  love: (
    <path
      d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.2 5 6.6 5c2 0 3.4 1.1 4.4 2.6C12 6.1 13.4 5 15.4 5c3.4 0 5.4 3.6 4.1 6.8C19.5 16.4 12 21 12 21z"
      fill="#e5484d"
      stroke="#8f1d22"
      stroke-width="1.2"
      stroke-linejoin="round"
    />
  ),
  fire: (
    <>
      <path
        d="M12 1.8c1.2 4.2 6.2 6 6.2 11.6a6.2 6.2 0 0 1-12.4 0c0-2.8 1.4-4.6 2.8-5.8.3 2.2 1.2 3.4 2.4 3.9C10.6 8.2 10.8 4.9 12 1.8z"
        fill="#f76808"
        stroke="#9a3412"
        stroke-width="1.2"
        stroke-linejoin="round"
      />
      <path d="M12 11.5c.8 2 3 2.8 3 5.1a3 3 0 0 1-6 0c0-1.5.8-2.4 1.6-3 .2.9.7 1.4 1.2 1.6-.3-1.3-.3-2.5.2-3.7z" fill="#ffd34d" />
    </>
  ),
  hmm: (
    <Face>
      <path d="M6.8 7.4l3-1M14.6 7.8h3" stroke={LINE} stroke-width="1.4" stroke-linecap="round" />
      <circle cx="8.6" cy="10" r="1.3" fill={LINE} />
      <circle cx="15.4" cy="10.2" r="1.3" fill={LINE} />
      <path d="M8.8 16.2l6.4-1.4" stroke={LINE} stroke-width="1.6" stroke-linecap="round" />
    </Face>
  ),
};

export function ReactionIcon({ reaction, size = 28 }: { reaction: Reaction; size?: number }) {
  return (
    <svg class="reaction-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {PICTURES[reaction]}
    </svg>
  );
}
