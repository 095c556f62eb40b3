// The end of a game: who won, the way to play again and to the record, and each player's total with why they
// have it (right guesses, tokens nobody won, bonus tokens, the black sheep), then the score sheet by round.
import { useEffect, useRef } from "preact/hooks";
import { scoreWhy, standings, winners } from "./scoringSteps";
import { firstTerms, WhyList } from "./ScoreWords";
import { joinNames, t } from "../../i18n";
import type { PictomaniaView } from "./protocol";
import { nameOf, seatOf, useSession } from "../../ui/context";
import { TrophyIcon } from "../../ui/Icons";
import { RecordLink } from "../../ui/RecordLink";
import { PlayAgain } from "../../ui/Standings";
import { Swatch } from "../../ui/Swatch";
import { points, rank } from "./words";

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

export function FinalStandings({ view, scroll = true }: { view: PictomaniaView; scroll?: boolean }) {
  const session = useSession();
  const room = session.room.value;
  const best = winners(view.totals);
  const names = best.map((s) => nameOf(room, s));
  const gameId = room?.game_id ?? null;
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    // The standings replace the last round's scoring at the top: make sure they are what the players see. A
    // page that opens on them already has them at the top, with the game bar above, which stays in view.
    if (scroll) box.current?.scrollIntoView?.({ block: "nearest" });
  }, []);
  const rows = standings(view.totals);
  const whys = rows.map((row) => scoreWhy(view.results, row.seat));
  const terms = firstTerms(whys);
  return (
    <section class="card final" data-testid="final-standings" ref={box}>
      <h2>{t("final.title")}</h2>
      <p class="final-winner">
        <TrophyIcon /> {best.length === 1 ? t("final.wins", { name: names[0] ?? "" }) : t("final.share", { names: joinNames(names) })}
      </p>
      <div class="final-actions">
        <PlayAgain />
        {gameId && <RecordLink gameId={gameId} label={t("final.replay")} album />}
      </div>
      <ol class="standings pm-standings">
        {rows.map((row, i) => {
          const info = seatOf(room, row.seat);
          const why = whys[i];
          const name = nameOf(room, row.seat);
          return (
            <li class={`standing pm-standing ${row.rank === 1 ? "standing-winner" : ""}`} key={row.seat} data-testid={`standing-${row.seat}`}>
              <span class="standing-rank">{rank(row.rank)}</span>
              {info && <Swatch colour={info.colour} size={24} />}
              <span class="standing-name">{name}</span>
              <span class="standing-total">{points(row.total)}</span>
              {why && terms[i] && <WhyList why={why} name={name} terms={terms[i]} />}
            </li>
          );
        })}
      </ol>
      <ScoreSheet view={view} />
    </section>
  );
}
