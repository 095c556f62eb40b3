// A page that needs a game's code asks for it here: the registry fetches the game's chunks the first time, and the
// page shows where that stands (./lazy.tsx) until they are in.
import { frontOf, gameOf, loadFront, loadGame, type Front, type Game } from "../games";
import { t } from "../i18n";
import { LoadStatus, useFetched, type Fetched } from "./lazy";

/** All of the game called `name` (none yet: undefined), fetched if it has not been: a room's page, a record's. */
export function useGame(name: string | undefined): Fetched<Game> {
  return useFetched(name, name === undefined ? undefined : gameOf(name), loadGame);
}

/** The part before play of the game called `name`: the home page's. */
export function useGameFront(name: string): Fetched<Front> {
  return useFetched(name, frontOf(name), loadFront);
}

/** What stands in for a game's part of the page until its code is in. */
export function GameLoadStatus({ load }: { load: Exclude<Fetched<unknown>, { state: "loaded" }> }) {
  if (load.state !== "unknown") return <LoadStatus state={load.state} />;
  return (
    <section class="card center" data-testid="unknown-game">
      <p>{t("room.unknownGame")}</p>
    </section>
  );
}
