// A clown card as vector art: a clown face in the card's colour. Happy clowns smile under a pointed hat; sad
// clowns frown, bare-headed (the rules tell them apart by the hat). The collar and the hat band carry the
// colour's pattern and the corners its mark, so that the eight colours differ without hue.
import { useId } from "preact/hooks";
import { clownStyle } from "./patterns";
import { t } from "../../i18n";
import type { ClownCard as Card } from "./protocol";
import { MarkShape, PatternDef } from "./cardArt";
import { ClownHead, INK } from "./clownFace";

export function ClownCard({ card, class: className = "" }: { card: Card; class?: string }) {
  const style = clownStyle(card.colour);
  const id = `clown-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const pattern = `url(#${id})`;
  const label = t(card.happy ? "picco.card.happy" : "picco.card.sad", { colour: t(`clown.${card.colour}`) });
  return (
    <svg
      class={`clown-card ${card.happy ? "happy" : "sad"} ${className}`}
      viewBox="0 0 100 140"
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
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
      <ClownHead happy={card.happy} fill={style.fill} band={pattern} />
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
