// The home page's introduction to Pictus (a narrator's clue over a fan of numbered pictures), and who votes as
// icons for the create form's three voting cards.
import { t } from "../../i18n";
import { Bubble, GOOD, INK, MiniCard, Person, PAPER } from "./cardArt";
import type { Voters } from "./protocol";

/** The table: four pictures, numbered, the narrator's clue above them. */
function TableArt() {
  return (
    <svg class="pictus-hero-svg" viewBox="0 0 150 84" aria-hidden="true">
      <MiniCard x={8} y={30} w={30} scene="boat" tilt={-9} number={1} />
      <MiniCard x={42} y={26} w={30} scene="moon" tilt={-3} number={2} />
      <MiniCard x={76} y={26} w={30} scene="key" tilt={3} number={3} />
      <MiniCard x={110} y={30} w={30} scene="balloon" tilt={9} number={4} />
      <Bubble x={50} y={2} w={50} h={18}>
        <path d="M10 9h30" stroke={INK} stroke-width="2.4" stroke-linecap="round" stroke-dasharray="7 4" />
      </Bubble>
    </svg>
  );
}

export function PictusHero() {
  return (
    <section class="hero hero-pictus">
      <div class="pictus-hero-art" aria-hidden="true">
        <TableArt />
      </div>
      <h1>{t("games.pictus")}</h1>
      <p class="lead">{t("pictus.home.lead")}</p>
      <p class="muted">{t("pictus.home.players")}</p>
      <ol class="how">
        <li>{t("pictus.home.how1")}</li>
        <li>{t("pictus.home.how2")}</li>
        <li>{t("pictus.home.how3")}</li>
      </ol>
    </section>
  );
}

/** Three players, the narrator with their star; those who vote hold up a ticked ballot. */
export function VotersIcon({ voters }: { voters: Voters }) {
  const seats = [
    { x: 12, narrator: true, fill: "#fff1c7" },
    { x: 36, narrator: false, fill: "#ece6ff" },
    { x: 60, narrator: false, fill: "#dff3e6" },
  ];
  const votes = (narrator: boolean) => voters === "everyone" || (voters === "narrator") === narrator;
  return (
    <svg width="54" height="36" viewBox="0 0 72 48" aria-hidden="true">
      {seats.map((s) => (
        <g key={s.x}>
          <Person x={s.x} y={38} fill={s.fill} star={s.narrator} />
          {votes(s.narrator) && (
            <g transform={`translate(${s.x + 7} 20)`}>
              <circle r="5.5" fill={GOOD} stroke={PAPER} stroke-width="1.2" />
              <path d="M-2.6 0l1.8 1.9L2.8-2" fill="none" stroke={PAPER} stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" />
            </g>
          )}
        </g>
      ))}
    </svg>
  );
}
