// The end of a game of Win, Lose or Draw: who won (a team and its score, or the player who took the
// Ace-In-The-Hole, on the final board), the host's Play again and the way to the record page, then every turn with
// its sketch. The sketches of past turns are no longer in the room (each turn starts a blank sheet), so they come
// from the game record, fetched once the game is over.
import type { ComponentChildren } from "preact";
import { useCallback, useEffect, useMemo, useState } from "preact/hooks";
import { lang, t } from "../../i18n";
import { fetchGame } from "../../net/api";
import type { GameRecord, RecordPlayer as Player } from "../../protocol";
import { useSession } from "../../ui/context";
import { TrophyIcon } from "../../ui/Icons";
import { RecordLink } from "../../ui/RecordLink";
import { PlayAgain } from "../../ui/Standings";
import { Board } from "./Board";
import { PawnIcon } from "./Pawn";
import { PAWN_COLOURS, type WinLoseOrDrawView } from "./protocol";
import { Names, TurnGallery, type Sketches } from "./TurnGallery";
import { galleryRows } from "./turns";

/** The game record's sketches and events for the end screen, with a way to ask again after a failure. */
function useSketches(gameId: string | null): { sketches: Sketches; retry: () => void } {
  const [sketches, setSketches] = useState<Sketches>("loading");
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!gameId) {
      setSketches("failed");
      return;
    }
    let live = true;
    setSketches("loading");
    fetchGame(gameId).then((result) => {
      if (!live) return;
      if (result.ok) {
        const record = result.data as GameRecord;
        setSketches({ ops: record.ops, events: record.events });
      } else setSketches("failed");
    });
    return () => {
      live = false;
    };
  }, [gameId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { sketches, retry };
}

/** A score in words: French keeps the singular for nought. */
function points(n: number): string {
  return t(n === 1 || (n === 0 && lang.value === "fr") ? "win-lose-or-draw.r.pointsOne" : "win-lose-or-draw.r.points", { n });
}

/** Who won, in words, with each side's players: both teams and their scores, or everyone's pawns beside the final
 * board. `actions` (the end screen's Play again) follow the sides in team play, and come before the tall board in
 * board play, so that a phone shows them without scrolling. */
export function Winner({
  view,
  players,
  actions,
}: {
  view: WinLoseOrDrawView;
  players: readonly Player[];
  actions?: ComponentChildren;
}) {
  const teams = view.teams;
  const board = view.board;
  if (teams) {
    const members = (team: number) => players.filter((p) => teams.of[p.seat] === team).map((p) => p.seat);
    const winner = teams.winner;
    const order = winner === 1 ? [1, 0] : [0, 1];
    return (
      <>
        <p class="final-winner" data-testid="win-lose-or-draw-winner">
          <TrophyIcon />{" "}
          {winner !== null
            ? t("win-lose-or-draw.r.teamWins", {
                team: t("room.team", { n: winner + 1 }),
                score: `${teams.score[winner]}–${teams.score[1 - winner]}`,
              })
            : t("win-lose-or-draw.r.noWinner")}
        </p>
        <ul class="win-lose-or-draw-r-sides">
          {order.map((team) => (
            <li key={team} class={`win-lose-or-draw-r-side ${team === winner ? "win-lose-or-draw-r-side-won" : ""}`}>
              <span class="win-lose-or-draw-r-side-name">{t("room.team", { n: team + 1 })}</span>
              <span class="win-lose-or-draw-r-side-score">{points(teams.score[team] ?? 0)}</span>
              <span class="win-lose-or-draw-r-side-members">
                <Names players={players} seats={members(team)} />
              </span>
            </li>
          ))}
        </ul>
        {actions}
      </>
    );
  }
  const ace = board?.ace ?? null;
  return (
    <>
      <p class="final-winner" data-testid="win-lose-or-draw-winner">
        <TrophyIcon />{" "}
        {ace !== null
          ? t("win-lose-or-draw.r.aceWins", { name: players.find((p) => p.seat === ace)?.name ?? `#${ace + 1}` })
          : t("win-lose-or-draw.r.noWinner")}
      </p>
      {actions}
      {board && (
        <div class="win-lose-or-draw-r-boardwin">
          {/* The final board: where the winning roll stopped, and the Ace-In-The-Hole card with its winner. */}
          <div class="win-lose-or-draw-r-board" data-testid="win-lose-or-draw-final-board">
            <Board view={view} seats={players} shelf={false} />
          </div>
          <ul class="win-lose-or-draw-r-sides">
            {players.map((p) => {
              const pawns = board.pawns[p.seat] ?? [];
              const owned = PAWN_COLOURS.filter((c) => pawns.includes(c));
              return (
                <li key={p.seat} class={`win-lose-or-draw-r-side ${p.seat === ace ? "win-lose-or-draw-r-side-won" : ""}`}>
                  <span class="win-lose-or-draw-r-side-members">
                    <Names players={players} seats={[p.seat]} />
                  </span>
                  <span class="win-lose-or-draw-r-pawns">
                    {owned.length === 0
                      ? t("win-lose-or-draw.r.noPawns")
                      : owned.map((c) => (
                          <span key={c} class="win-lose-or-draw-r-pawn">
                            <PawnIcon colour={c} size={16} />
                            {t(`win-lose-or-draw.r.colour.${c}`)}
                          </span>
                        ))}
                    {p.seat === ace && <span class="win-lose-or-draw-r-pawn win-lose-or-draw-r-ace">{t("win-lose-or-draw.r.ace")}</span>}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}

export function EndScreen({ view }: { view: WinLoseOrDrawView }) {
  const session = useSession();
  const room = session.room.value;
  const gameId = room?.game_id ?? null;
  const { sketches, retry } = useSketches(gameId);
  const players = useMemo<Player[]>(
    () => (room?.seats ?? []).map((s) => ({ seat: s.seat, name: s.name, colour: s.colour })),
    [room?.seats],
  );
  const rows = useMemo(() => galleryRows(view.history, view.mode), [view.history, view.mode]);
  return (
    <section class="card final win-lose-or-draw-r-end" data-testid="win-lose-or-draw-over" aria-labelledby="win-lose-or-draw-r-end-title">
      <h2 id="win-lose-or-draw-r-end-title">{t("win-lose-or-draw.r.over")}</h2>
      <Winner
        view={view}
        players={players}
        actions={
          <div class="final-actions">
            <PlayAgain />
            {gameId && <RecordLink gameId={gameId} label={t("win-lose-or-draw.r.record")} album />}
          </div>
        }
      />
      <h3 class="section-title">{t("win-lose-or-draw.r.turns")}</h3>
      {sketches === "failed" && (
        <p class="win-lose-or-draw-r-failed" role="status">
          {t("win-lose-or-draw.r.sketchesFailed")}{" "}
          <button type="button" class="btn btn-small btn-ghost" onClick={retry}>
            {t("win-lose-or-draw.r.retry")}
          </button>
        </p>
      )}
      <TurnGallery rows={rows} players={players} teams={view.teams} sketches={sketches} prefix="win-lose-or-draw-end" />
    </section>
  );
}
