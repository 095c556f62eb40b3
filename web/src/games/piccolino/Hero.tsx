// The home page's introduction to Piccolino, with a fan of clowns: happy ones wear hats, sad ones do not.
import { t } from "../../i18n";
import type { ClownCard as Card } from "./protocol";
import { ClownCard } from "./ClownCard";

const FAN: Card[] = [
  { colour: "red", happy: true },
  { colour: "green", happy: false },
  { colour: "yellow", happy: true },
  { colour: "purple", happy: true },
  { colour: "pink", happy: false },
];

export function PiccolinoHero() {
  return (
    <section class="hero hero-piccolino">
      <div class="hero-clowns" aria-hidden="true">
        {FAN.map((card, i) => (
          <span class={`hero-clown hc-${i}`} key={i}>
            <ClownCard card={card} />
          </span>
        ))}
      </div>
      <h1>{t("games.piccolino")}</h1>
      <p class="lead">{t("picco.home.lead")}</p>
      <p class="muted">{t("picco.home.players")}</p>
      <ol class="how">
        <li>{t("picco.home.how1")}</li>
        <li>{t("picco.home.how2")}</li>
        <li>{t("picco.home.how3")}</li>
      </ol>
    </section>
  );
}

