import { useEffect, useRef } from "preact/hooks";
import { standings, winners } from "./scoringSteps";
import { joinNames, t } from "../../i18n";
import type { PictomaniaView } from "./protocol";
import { nameOf, useSession } from "../../ui/context";
import { TrophyIcon } from "../../ui/Icons";
import { RecordLink } from "../../ui/RecordLink";
import { PlayAgain, StandingsList } from "../../ui/Standings";

export function ScoreSheet({ view }: { view: PictomaniaView }) {
  const session = useSession();
  const room = session.room.value;
  return (
    <div class="table-wrap">
    <table class="score-sheet">
      <caption>{t("score.sheet")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("score.player")}</th>
          {view.results.map((r) => (
            <th scope="col" key={r.round}>
              <span class={`level-dot level-${r.level}`} /> {r.round}
            </th>
          ))}
          <th scope="col">{t("score.total")}</th>
        </tr>
      </thead>
      <tbody>
        {view.players.map((p) => (
          <tr key={p.seat}>
            <th scope="row">{nameOf(room, p.seat)}</th>
            {view.results.map((r) => (
              <td key={r.round}>{r.score.players.find((q) => q.seat === p.seat)?.score ?? 0}</td>
            ))}
            <td class="total-cell">{view.totals[p.seat] ?? 0}</td>
          </tr>
        ))}
      </tbody>
    </table>
    </div>
  );
}

export function FinalStandings({ view }: { view: PictomaniaView }) {
  const session = useSession();
  const room = session.room.value;
  const best = winners(view.totals);
  const names = best.map((s) => nameOf(room, s));
  const gameId = room?.game_id ?? null;
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    // The standings replace the last round's scoring at the top: make sure they are what the players see.
    box.current?.scrollIntoView?.({ block: "nearest" });
  }, []);
  return (
    <section class="card final" data-testid="final-standings" ref={box}>
      <h2>{t("final.title")}</h2>
      <p class="final-winner">
        <TrophyIcon /> {best.length === 1 ? t("final.wins", { name: names[0] ?? "" }) : t("final.share", { names: joinNames(names) })}
      </p>
      <StandingsList
        rows={standings(view.totals).map((row) => ({
          seat: row.seat,
          rank: row.rank,
          winner: row.rank === 1,
          label: t("game.total", { n: row.total }),
        }))}
      />
      <div class="final-actions">
        <PlayAgain />
        {gameId && <RecordLink gameId={gameId} label={t("final.replay")} />}
      </div>
      <ScoreSheet view={view} />
    </section>
  );
}
