// The words the sketcher placed beside the sketch, drawn over it as HTML (the sheet takes no text): each at its
// point in % of the 1000 × 1000 sheet, so they stay put whatever size the sketch is shown at.
import { t } from "../../i18n";
import type { Label } from "./protocol";
import { labelPlace } from "./screen";

export function SketchLabels({ labels }: { labels: readonly Label[] }) {
  if (labels.length === 0) return null;
  return (
    <ul class="wlod-labels" aria-label={t("wlod.s.labels")}>
      {labels.map((label) => {
        const place = labelPlace(label);
        return (
          <li
            key={label.word}
            class={`wlod-label wlod-label-${place.anchor}`}
            style={{ left: place.left, top: place.top }}
            data-testid={`wlod-label-${label.word}`}
          >
            {label.text}
          </li>
        );
      })}
    </ul>
  );
}
