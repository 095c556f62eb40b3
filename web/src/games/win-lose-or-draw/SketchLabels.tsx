// The words the sketcher placed beside the sketch, drawn over it as HTML (the sheet takes no text): each at its
// point in % of the 1000 × 1000 sheet, so they stay put whatever size the sketch is shown at.
import { t } from "../../i18n";
import type { Label } from "./protocol";
import { labelPlace } from "./screen";

export function SketchLabels({ labels }: { labels: readonly Label[] }) {
  if (labels.length === 0) return null;
  return (
    <ul class="win-lose-or-draw-labels" aria-label={t("win-lose-or-draw.s.labels")}>
      {labels.map((label) => {
        const place = labelPlace(label);
        return (
          <li
            key={label.word}
            class={`win-lose-or-draw-label win-lose-or-draw-label-${place.anchor}`}
            style={{ left: place.left, top: place.top }}
            data-testid={`win-lose-or-draw-label-${label.word}`}
          >
            {label.text}
          </li>
        );
      })}
    </ul>
  );
}
