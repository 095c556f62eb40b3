// A finished Piccolino game: the winner, everyone's cards, each player's flips and bells, and every bell in
// order with the reaction time that won it. There is nothing to redraw, so the story is told from the events.
import { joinNames, t } from "../../i18n";
import type { GameRecord, RecordPlayer as Player } from "../../protocol";
import { TrophyIcon } from "../../ui/Icons";
import { RecordFrame } from "../../ui/record/RecordFrame";
import { RecordPlayer, recordName } from "../../ui/record/RecordPlayer";
import type { PiccolinoView } from "./protocol";
import { tellGame, type BellEntry } from "./record";
import { endText } from "./outcome";
import { cardStandings, endReason } from "./standings";

function bellText(entry: BellEntry, players: readonly Player[]): string {
  const name = recordName(players, entry.seat);
  if (entry.kind === "out") return t("picco.ev.out", { name });
  if (entry.kind === "wrong") return t("record.wrong", { name });
  return entry.cards === 1
    ? t("picco.out.wonOne", { name, ms: entry.reactionMs })
    : t("picco.out.won", { name, n: entry.cards, ms: entry.reactionMs });
}

export function PiccolinoRecord({ record }: { record: GameRecord<PiccolinoView> }) {
  const view = record.final;
  const story = tellGame(record.events, record.players.map((p) => p.seat));
  const winners = view.winners.map((s) => recordName(record.players, s));
  const reason = endReason(view);
  return (
    <RecordFrame record={record} title={t("record.piccolino")} class="picco-record">
      <p class="final-winner">
        <TrophyIcon />{" "}
        {winners.length === 1 ? t("final.wins", { name: winners[0] ?? "" }) : t("final.share", { names: joinNames(winners) })}
      </p>
      {reason && <p class="picco-why">{endText(reason, { t, name: (s) => recordName(record.players, s), join: joinNames })}</p>}
      {/* Six columns scroll sideways on a phone: the region takes the focus so that a keyboard can scroll it. */}
      <div class="table-wrap" role="region" aria-label={t("record.piccolino")} tabIndex={0}>
        <table class="record-table" data-testid="record-players">
          <thead>
            <tr>
              <th>{t("score.player")}</th>
              <th>{t("record.cards")}</th>
              <th>{t("record.flips")}</th>
              <th>{t("record.bellsWon")}</th>
              <th>{t("record.wrongRings")}</th>
              <th>{t("record.fastest")}</th>
            </tr>
          </thead>
          <tbody>
            {cardStandings(view).map((row) => {
              const line = story.lines.find((l) => l.seat === row.seat);
              return (
                <tr key={row.seat} class={row.winner ? "is-winner" : ""} data-testid={`record-player-${row.seat}`}>
                  <th scope="row">
                    <span class="standing-rank">{t("final.rank", { n: row.rank })}</span>{" "}
                    <RecordPlayer players={record.players} seat={row.seat} />
                  </th>
                  <td>{row.cards}</td>
                  <td>
                    {line?.flips ?? 0}
                    {line && line.autoFlips > 0 && (
                      <span class="muted"> {t("record.autoFlips", { n: line.autoFlips })}</span>
                    )}
                  </td>
                  <td>{line?.bellsWon ?? 0}</td>
                  <td>{line?.wrongRings ?? 0}</td>
                  <td>{line?.fastestMs != null ? t("record.ms", { ms: line.fastestMs }) : "–"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h2 class="section-title">{t("record.bells", { flips: story.flips })}</h2>
      {story.bells.length === 0 ? (
        <p class="muted">{t("record.noBells")}</p>
      ) : (
        <ol class="record-bells" data-testid="record-bells">
          {story.bells.map((entry, i) => (
            <li key={i} class={`record-bell bell-${entry.kind}`}>
              {bellText(entry, record.players)}
            </li>
          ))}
        </ol>
      )}
    </RecordFrame>
  );
}
