// A clown card as vector art: a clown face in the card's colour. Happy clowns smile under a pointed hat; sad
// clowns frown, bare-headed (the rules tell them apart by the hat). The collar and the hat band carry the
// colour's pattern and the corners its mark, so that the eight colours differ without hue.
import { useId } from "preact/hooks";
import { clownStyle } from "./patterns";
import { t } from "../../i18n";
import type { ClownCard as Card } from "./protocol";
import { MarkShape, PatternDef } from "./cardArt";

const INK = "#2b2340";
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

/** `decorative`: no name of its own (the home page's chooser, where the game's strings may not have loaded). */
export function ClownCard({
  card,
  class: className = "",
  decorative = false,
}: {
  card: Card;
  class?: string;
  decorative?: boolean;
}) {
  const style = clownStyle(card.colour);
  const id = `clown-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const pattern = `url(#${id})`;
  const label = decorative
    ? null
    : t(card.happy ? "picco.card.happy" : "picco.card.sad", { colour: t(`clown.${card.colour}`) });
  return (
    <svg
      class={`clown-card ${card.happy ? "happy" : "sad"} ${className}`}
      viewBox="0 0 100 140"
      {...(label === null ? { "aria-hidden": true } : { role: "img", "aria-label": label })}
    >
      {label !== null && <title>{label}</title>}
      <defs>
        <PatternDef id={id} pattern={style.pattern} fill={style.fill} ink={style.ink} />
      </defs>
      <rect x="2" y="2" width="96" height="136" rx="10" fill={style.tint} stroke={style.fill} stroke-width="4" />
      <circle cx="50" cy="80" r="37" fill="#fff" opacity=".6" />
      {/* Corner marks, the bottom one upside down as on playing cards. */}
      {[
        "translate(7 8.5)",
        "rotate(180 50 70) translate(7 8.5)",
      ].map((transform) => (
        <g transform={transform} key={transform}>
          <circle cx="7" cy="7" r="8.2" fill="#fff" stroke={INK} stroke-width="1" />
          <g transform="translate(1 1)">
            <MarkShape mark={style.mark} fill={style.fill} />
          </g>
        </g>
      ))}
      {/* Collar: a ruff of the colour's pattern. */}
      <g stroke={INK} stroke-width="1.6" fill={pattern}>
        {[29, 71, 39.5, 60.5, 50].map((x) => (
          <circle cx={x} cy="110" r="9" key={x} />
        ))}
      </g>
      {/* Hair, in the clown's colour. */}
      <g fill={style.fill} stroke={INK} stroke-width="1.6">
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
      {card.happy ? <HappyFace /> : <SadFace />}
      <circle cx="50" cy="84.5" r="5.6" fill={style.fill} stroke={INK} stroke-width="1.6" />
      <circle cx="48.2" cy="82.6" r="1.6" fill="#fff" opacity=".85" />
      {card.happy && <Hat fill={style.fill} band={pattern} />}
    </svg>
  );
}

/** The back of a card (the face-down draw pile). */
export function CardBack({ class: className = "" }: { class?: string }) {
  const id = `back-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <svg class={`card-back ${className}`} viewBox="0 0 100 140" aria-hidden="true">
      <defs>
        <pattern id={id} patternUnits="userSpaceOnUse" width="12" height="12" patternTransform="rotate(45)">
          <rect width="12" height="12" fill="#5b3cc4" />
          <rect width="6" height="12" fill="#6a4bd3" />
        </pattern>
      </defs>
      <rect x="2" y="2" width="96" height="136" rx="10" fill={`url(#${id})`} stroke="#fff" stroke-width="4" />
      <rect x="9" y="9" width="82" height="122" rx="6" fill="none" stroke="#ffc93c" stroke-width="2" />
      <circle cx="50" cy="70" r="15" fill="#ffc93c" stroke="#43289e" stroke-width="2" />
      <circle cx="50" cy="70" r="6" fill="#e0393e" stroke="#43289e" stroke-width="1.6" />
    </svg>
  );
}
