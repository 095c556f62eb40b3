// A finished game of Pictus (/games/<id>): who won and why the game ended, the final standings, then every round:
// the narrator's clue (its words, and its drawing replayed stroke by stroke), the cards on the table with who put
// in which and who voted for which, and the points it gave.
import { useMemo } from "preact/hooks";
import { joinNames, t } from "../../i18n";
import type { GameRecord, RecordOp, RecordPlayer as Player } from "../../protocol";
import { Timeline } from "../../replay/timeline";
import { SheetCanvas } from "../../ui/drawing/SheetCanvas";
import { TrophyIcon } from "../../ui/Icons";
import { rank } from "../../ui/rank";
import { PlaybackControls } from "../../ui/record/Playback";
import { RecordFrame } from "../../ui/record/RecordFrame";
import { RecordPlayer, recordName } from "../../ui/record/RecordPlayer";
import { Card } from "./Card";
import { tableNumber, type PictusView } from "./protocol";
import { clueOps, endReason, roundStories, standings, type RoundStory, type Standing, type TableEntry } from "./record";
import "./record.css";
import { outcomeWords, ownerWords } from "./recordWords";
import { pictusAlbum } from "./album";

/** The narrator's drawn clue: the finished drawing, which plays back from its first stroke. */
export function ClueDrawing({ ops, story, name }: { ops: readonly RecordOp[]; story: RoundStory; name: string }) {
  const timeline = useMemo(() => new Timeline(clueOps(ops, story), story.epoch), [ops, story]);
  if (timeline.ops.length === 0) return <p class="muted">{t("pictus.r.drawingMissing")}</p>;
  return (
    <div class="px-r-drawing">
      <div class="sheet-frame">
        <SheetCanvas
          drawings={timeline.drawings}
          seat={story.narrator}
          label={t("pictus.r.drawingOf", { name, n: story.round })}
          testid={`pictus-record-drawing-${story.round}`}
        />
      </div>
      <PlaybackControls timeline={timeline} label={t("pictus.r.replayOf", { n: story.round })} />
    </div>
  );
}

function Names({ players, seats }: { players: readonly Player[]; seats: readonly number[] }) {
  return (
    <span class="px-r-names">
      {seats.map((seat) => (
        <RecordPlayer key={seat} players={players} seat={seat} />
      ))}
    </span>
  );
}

export function TableCard({ entry, players, round }: { entry: TableEntry; players: readonly Player[]; round: number }) {
  const number = tableNumber(entry.index);
  return (
    <li
      class={`px-r-card ${entry.card ? "" : "px-r-card-bare"} ${entry.narrators ? "px-r-card-narrator" : ""}`}
      data-testid={`pictus-record-card-${round}-${number}`}
      data-owner={entry.owner ?? "deck"}
    >
      {entry.card ? (
        <Card card={entry.card} index={entry.index} captions={false} captionLanguage="en" />
      ) : (
        // A record without the pictures: the number alone, which the words beside it name.
        <span class="px-r-slot" aria-hidden="true">
          {number}
        </span>
      )}
      <div class="px-r-card-words">
        <p class="px-r-card-title">
          <strong>{t("pictus.r.cardNumber", { n: number })}</strong> · {ownerWords(entry, players)}
        </p>
        {entry.voters.length === 0 ? (
          <p class="px-r-votes muted">{t("pictus.r.noVotes")}</p>
        ) : (
          <p class="px-r-votes">
            {t(entry.voters.length === 1 ? "pictus.r.voteOne" : "pictus.r.votes", { n: entry.voters.length })}{" "}
            <Names players={players} seats={entry.voters} />
          </p>
        )}
      </div>
    </li>
  );
}

export function RoundEntry({ story, players, ops }: { story: RoundStory; players: readonly Player[]; ops: readonly RecordOp[] }) {
  const name = recordName(players, story.narrator);
  return (
    <li class="px-r-round" data-testid={`pictus-record-round-${story.round}`}>
      <h3 class="px-r-round-title">
        {t("pictus.r.round", { n: story.round })} · <span class="px-r-narrated">{t("pictus.r.narrator")}</span>{" "}
        <RecordPlayer players={players} seat={story.narrator} />
      </h3>
      <div class="px-r-clue" data-testid={`pictus-record-clue-${story.round}`}>
        {story.words ? (
          <p class="px-r-words">{t("pictus.r.quoted", { text: story.words })}</p>
        ) : (
          <p class="muted">{t("pictus.r.noWords")}</p>
        )}
        {story.drawn && <ClueDrawing ops={ops} story={story} name={name} />}
      </div>
      <p class="px-r-outcome">{outcomeWords(story, players)}</p>
      <ol class="px-r-table" aria-label={t("pictus.r.tableOf", { n: story.round })}>
        {story.table.map((entry) => (
          <TableCard key={entry.index} entry={entry} players={players} round={story.round} />
        ))}
      </ol>
      <p class="px-r-points">
        <span class="px-r-points-label">{t("pictus.r.points")}</span>
        {story.points.map((points, seat) => (
          <span key={seat} class={`px-r-point ${points > 0 ? "px-r-point-scored" : ""}`}>
            <RecordPlayer players={players} seat={seat} /> <strong>{t("pictus.r.plus", { n: points })}</strong>
          </span>
        ))}
      </p>
    </li>
  );
}

function StandingsTable({ rows, players }: { rows: readonly Standing[]; players: readonly Player[] }) {
  return (
    <div class="table-wrap">
      <table class="record-table px-r-standings" data-testid="pictus-record-standings">
        <thead>
          <tr>
            <th scope="col">{t("pictus.r.rank")}</th>
            <th scope="col">{t("pictus.r.player")}</th>
            <th scope="col">{t("pictus.r.score")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.seat} class={row.winner ? "is-winner" : ""}>
              <td>{rank(row.rank)}</td>
              <th scope="row">
                <RecordPlayer players={players} seat={row.seat} />
              </th>
              <td>{row.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PictusRecord({ record }: { record: GameRecord<PictusView> }) {
  const view = record.final;
  const stories = useMemo(() => roundStories(record.events, view.history), [record.events, view.history]);
  const rows = useMemo(() => standings(view), [view]);
  const winners = (view.winners ?? []).map((seat) => recordName(record.players, seat));
  const reason = endReason(record.events, view);
  const album = useMemo(() => pictusAlbum(record), [record]);
  return (
    <RecordFrame record={record} title={t("pictus.r.recordTitle")} class="px-r-record" album={album}>
      {winners.length > 0 && (
        <p class="final-winner" data-testid="pictus-record-winner">
          <TrophyIcon />{" "}
          {winners.length === 1 ? t("final.wins", { name: winners[0]! }) : t("final.share", { names: joinNames(winners) })}
        </p>
      )}
      {reason && <p class="px-r-why">{t(reason === "target" ? "pictus.r.endTarget" : "pictus.r.endDeck", { n: view.target })}</p>}
      <StandingsTable rows={rows} players={record.players} />
      <h2 class="section-title">{t("pictus.r.rounds")}</h2>
      {stories.length === 0 ? (
        <p class="muted">{t("pictus.r.noRounds")}</p>
      ) : (
        <ol class="px-r-rounds">
          {stories.map((story) => (
            <RoundEntry key={story.round} story={story} players={record.players} ops={record.ops} />
          ))}
        </ol>
      )}
    </RecordFrame>
  );
}
