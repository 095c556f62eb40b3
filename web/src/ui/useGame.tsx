// A page that needs a game's code asks for it here: the registry fetches the game's chunk the first time, and the
// page shows where that stands (./lazy.tsx) until it is in.
import { useCallback, useEffect, useState } from "preact/hooks";
import { frontOf, gameOf, loadFront, loadGame, type Front, type Game } from "../games";
import { t } from "../i18n";
import { LoadStatus, useRetryOnline } from "./lazy";

export type Loaded<T> =
  | { state: "loaded"; game: T }
  /** "unknown": a game this client lacks (a newer server's, say). */
  | { state: "loading" | "failed" | "unknown" };
export type GameLoad = Loaded<Game> | Loaded<Front>;

/** `current` is what has loaded of the game called `name` (a signal's read, so this re-renders when it comes);
 * `load` fetches it. */
function useLoaded<T>(name: string | undefined, current: T | undefined, load: (name: string) => Promise<T | undefined>): Loaded<T> {
  const [trouble, setTrouble] = useState<{ name: string; state: "failed" | "unknown" } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (name === undefined || current) return;
    let live = true;
    load(name).then(
      (found) => live && !found && setTrouble({ name, state: "unknown" }),
      () => live && setTrouble({ name, state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [name, current, attempt]);
  const retry = useCallback(() => {
    setTrouble(null);
    setAttempt((n) => n + 1);
  }, []);
  useRetryOnline(trouble?.state === "failed", retry);
  if (current) return { state: "loaded", game: current };
  if (trouble && trouble.name === name) return { state: trouble.state };
  return { state: "loading" };
}

/** All of the game called `name` (none yet: undefined), fetched if it has not been: a room's page, a record's. */
export function useGame(name: string | undefined): Loaded<Game> {
  return useLoaded(name, name === undefined ? undefined : gameOf(name), loadGame);
}

/** The part before play of the game called `name`: the home page's. */
export function useGameFront(name: string): Loaded<Front> {
  return useLoaded(name, frontOf(name), loadFront);
}

/** What stands in for a game's part of the page until its code is in. */
export function GameLoadStatus({ load }: { load: Exclude<GameLoad, { state: "loaded" }> }) {
  if (load.state !== "unknown") return <LoadStatus state={load.state} />;
  return (
    <section class="card center" data-testid="unknown-game">
      <p>{t("room.unknownGame")}</p>
    </section>
  );
}
