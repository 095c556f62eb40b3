// The home page: the choice of game, that game's introduction and create form, and joining a room by its code.
import { useState } from "preact/hooks";
import { frontOf, GAMES } from "../../games";
import { t } from "../../i18n";
import type { GameName } from "../../protocol";
import { navigate } from "../../router";
import { GameChooser } from "../home/GameChooser";
import { HowToPlay } from "../help/HowToPlay";
import { GameLoadStatus, useGameFront } from "../useGame";

function JoinCard() {
  const [code, setCode] = useState("");
  const join = (e: Event) => {
    e.preventDefault();
    const clean = code.trim().toUpperCase();
    if (clean) navigate(`/r/${encodeURIComponent(clean)}`);
  };

  return (
    <section class="card join-card">
      <h2>{t("home.joinTitle")}</h2>
      <form class="join-row" onSubmit={join}>
        <input
          aria-label={t("home.joinCode")}
          data-testid="join-code"
          placeholder={t("home.joinCode")}
          value={code}
          autoCapitalize="characters"
          onInput={(e) => setCode(e.currentTarget.value)}
          class="code-input"
        />
        <button type="submit" class="btn btn-secondary">
          {t("home.join")}
        </button>
      </form>
    </section>
  );
}

export function HomePage() {
  // The registry's first game is chosen at first.
  const [game, setGame] = useState<GameName>(GAMES[0].name);
  // Only the chosen game's code is fetched, when it is first chosen.
  const load = useGameFront(game);
  const Hero = load.state === "loaded" ? load.value.Hero : null;
  // The main actions (the choice, creating, joining) come first, so that on a phone they are on the first
  // screen; the game's introduction follows (beside them on a wide screen).
  return (
    <main class="page home">
      <GameChooser value={game} onChange={setGame} />
      <div class="home-actions">
        <section class="card create-card">
          {/* Every form shown once stays mounted, so that switching games keeps what was typed. */}
          {GAMES.map(({ name }) => {
            const CreateForm = frontOf(name)?.CreateForm;
            return (
              CreateForm && (
                <div hidden={game !== name} key={name}>
                  <CreateForm />
                </div>
              )
            );
          })}
          {load.state !== "loaded" && <GameLoadStatus load={load} />}
        </section>
        <JoinCard />
      </div>
      <div class="home-intro">
        {Hero && <Hero />}
        <HowToPlay game={game} place="home" />
      </div>
    </main>
  );
}
