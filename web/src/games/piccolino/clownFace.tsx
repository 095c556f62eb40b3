// A clown's head as vector art, drawn in a clown card's 100 × 140 box (./ClownCard.tsx): happy clowns smile under
// a pointed hat, sad clowns frown, bare-headed. A module of its own so that the home page's chooser draws a clown
// without the card's patterns and marks.
export const INK = "#2b2340";
const SKIN = "#fff6ec";

function Hat({ fill, band }: { fill: string; band: string }) {
  return (
    <g class="clown-hat" stroke={INK} stroke-linejoin="round">
      <path d="M32.5 63.5Q50 69 67.5 63.5L55.5 19Z" fill={fill} stroke-width="2" />
      <path d="M32.5 63.5Q50 69 67.5 63.5L64.7 53Q50 57.5 35.4 53Z" fill={band} stroke-width="1.6" />
      <circle cx="55.5" cy="18" r="5.6" fill="#fff" stroke-width="1.8" />
    </g>
  );
}

function HappyFace() {
  return (
    <g class="clown-face-happy">
      <g fill="none" stroke={INK} stroke-width="2.6" stroke-linecap="round">
        <path d="M38.5 77Q42.5 71.5 46.5 77" />
        <path d="M53.5 77Q57.5 71.5 61.5 77" />
      </g>
      <circle cx="36.5" cy="87.5" r="4.2" fill="#ff8fa3" opacity=".55" />
      <circle cx="63.5" cy="87.5" r="4.2" fill="#ff8fa3" opacity=".55" />
      <path d="M38.5 90.5Q50 105 61.5 90.5Q50 96.5 38.5 90.5Z" fill="#c8283f" stroke={INK} stroke-width="1.8" stroke-linejoin="round" />
    </g>
  );
}

function SadFace() {
  return (
    <g class="clown-face-sad">
      <g fill="none" stroke={INK} stroke-width="2.2" stroke-linecap="round">
        <path d="M37 73 45.5 69.5" />
        <path d="M63 73 54.5 69.5" />
        <path d="M41.5 100Q50 91.5 58.5 100" stroke-width="2.6" />
        {/* A few hairs where the hat would be. */}
        <path d="M46.5 58.5q-3-4 .5-7" stroke-width="1.6" />
        <path d="M51.5 58.2q1-4.5 4.5-5.5" stroke-width="1.6" />
      </g>
      <circle cx="42.5" cy="77.5" r="2.5" fill={INK} />
      <circle cx="57.5" cy="77.5" r="2.5" fill={INK} />
      <path d="M61.5 82.5q-3 4.2 0 6.2 3-2 0-6.2Z" fill="#8fd3ff" stroke={INK} stroke-width=".9" />
    </g>
  );
}

/** A clown's head over the card: its hair in the card's colour, the face (happy or sad), the nose, and a happy
 * clown's hat whose band is `band` (a colour, or a pattern's url). */
export function ClownHead({ happy, fill, band }: { happy: boolean; fill: string; band: string }) {
  return (
    <>
      {/* Hair, in the clown's colour. */}
      <g fill={fill} stroke={INK} stroke-width="1.6">
        {[
          [28, 70, 8],
          [24, 80, 8.5],
          [28, 90, 7.5],
          [72, 70, 8],
          [76, 80, 8.5],
          [72, 90, 7.5],
        ].map(([cx, cy, r]) => (
          <circle cx={cx} cy={cy} r={r} key={`${cx}-${cy}`} />
        ))}
      </g>
      <circle cx="50" cy="80" r="22" fill={SKIN} stroke={INK} stroke-width="2" />
      {happy ? <HappyFace /> : <SadFace />}
      <circle cx="50" cy="84.5" r="5.6" fill={fill} stroke={INK} stroke-width="1.6" />
      <circle cx="48.2" cy="82.6" r="1.6" fill="#fff" opacity=".85" />
      {happy && <Hat fill={fill} band={band} />}
    </>
  );
}
