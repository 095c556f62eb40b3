// The eight clowns, each with its mark and pattern, happy and sad: for learning them before (and while)
// playing.
import { t } from "../../i18n";
import { CLOWN_COLOURS } from "./protocol";
import { ClownCard } from "./ClownCard";

export function Legend({ open = false }: { open?: boolean }) {
  return (
    <details class="picco-legend" open={open}>
      <summary>{t("picco.legend.title")}</summary>
      <p class="muted">{t("picco.legend.hint")}</p>
      <ul class="picco-legend-list">
        {CLOWN_COLOURS.map((colour) => (
          <li key={colour} data-colour={colour}>
            <span class="picco-legend-cards">
              <ClownCard card={{ colour, happy: true }} />
              <ClownCard card={{ colour, happy: false }} />
            </span>
            <span class="picco-legend-name">{t(`clown.${colour}`)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
