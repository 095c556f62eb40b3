// The home page's introduction to Pictomania, with the six clue-card symbols.
import { t } from "../../i18n";
import { SymbolIcon } from "./SymbolIcon";

export function PictomaniaHero() {
  return (
    <section class="hero">
      <div class="hero-symbols" aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((s) => (
          <span class={`hero-symbol hs-${s}`} key={s}>
            <SymbolIcon symbol={s} size={34} />
          </span>
        ))}
      </div>
      <h1>{t("home.title")}</h1>
      <p class="lead">{t("home.lead")}</p>
      <p class="muted">{t("home.players")}</p>
      <ol class="how">
        <li>{t("home.how1")}</li>
        <li>{t("home.how2")}</li>
        <li>{t("home.how3")}</li>
      </ol>
    </section>
  );
}

