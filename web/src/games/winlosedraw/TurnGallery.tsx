// Every turn of a finished game, oldest first: the item (its category, its text, a book's author), its sketch as
// it stood at the end, what came of it in words, who guessed it and how fast, and who sketched it. Board play's
// items that went unguessed link to the turn that sketched them again. The end screen and the record page both
// show it; the sketches come from the game record, and until it is there each row says so in their place.
import { Fragment } from "preact";
import { lang, t } from "../../i18n";
import type { GameEvent, RecordOp, RecordPlayer as Player } from "../../protocol";
import { RecordPlayer, recordName } from "../../ui/record/RecordPlayer";
import type { TeamsBlock } from "./protocol";
import { SketchThumb } from "./sketchThumb";
import { secondsOf, turnLabels, type GalleryRow } from "./turns";
import "./record.css";

/** The sketches' source: the game record's operations and events, or why they are not there (yet). */
export type Sketches = { ops: readonly RecordOp[]; events: readonly GameEvent[] } | "loading" | "failed";

export function turnAnchor(prefix: string, turn: number): string {
  return `${prefix}-turn-${turn}`;
}

/** Players as chips, joined the way the language lists names. */
export function Names({ players, seats }: { players: readonly Player[]; seats: readonly number[] }) {
  return (
    <>
      {seats.map((seat, i) => (
        <Fragment key={seat}>
          {i > 0 && (i === seats.length - 1 ? ` ${t("common.and")} ` : ", ")}
          <RecordPlayer players={players} seat={seat} />
        </Fragment>
      ))}
    </>
  );
}

function teamName(team: number): string {
  return t("room.team", { n: team + 1 });
}

/** A link to another row of the gallery. It moves there and focuses it without touching the page's history:
 * on the room page, Back must still leave the room, not step through rows. */
function TurnLink({ prefix, turn, text }: { prefix: string; turn: number; text: string }) {
  const id = turnAnchor(prefix, turn);
  return (
    <a
      class="wlod-r-chain"
      href={`#${id}`}
      onClick={(e) => {
        const row = document.getElementById(id);
        if (!row) return;
        e.preventDefault();
        row.scrollIntoView({ block: "start" });
        row.focus({ preventScroll: true });
      }}
    >
      {text}
    </a>
  );
}

/** What came of the turn, past its outcome's word: who got it, how fast, or why nobody did (or what a steal tried). */
export function Detail({ row, players, teams, prefix }: { row: GalleryRow; players: readonly Player[]; teams: TeamsBlock | null; prefix: string }) {
  const time = row.ms !== null ? t("wlod.r.inSeconds", { s: secondsOf(row.ms, lang.value) }) : null;
  switch (row.outcome) {
    case "guessed":
    case "stolen":
      return (
        <>
          <p class="wlod-r-who">
            {t(row.outcome === "stolen" ? "wlod.r.stolenBy" : "wlod.r.guessedBy")}{" "}
            <Names players={players} seats={row.guessers} />
            {row.outcome === "stolen" && row.team !== null && teams && (
              <span class="wlod-r-team"> ({teamName(row.team)})</span>
            )}
            {time && row.outcome === "guessed" && ` ${time}`}
          </p>
          {row.accepted && row.guess && (
            <p class="wlod-r-accepted">{t("wlod.r.accepted", { guess: row.guess })}</p>
          )}
        </>
      );
    case "missed":
      if (row.guess !== null && row.team !== null) {
        // Team play: the other team's steal was wrong.
        return <p class="wlod-r-who">{t("wlod.r.stealTried", { team: teamName(row.team), guess: row.guess })}</p>;
      }
      return row.next !== null ? (
        <p class="wlod-r-who">
          {t("wlod.r.missedNobody")}{" "}
          <TurnLink prefix={prefix} turn={row.next} text={t("wlod.r.sketchedAgain", { n: row.next })} />
        </p>
      ) : (
        <p class="wlod-r-who">{t("wlod.r.missedNobody")}</p>
      );
    case "put_away":
      return <p class="wlod-r-who">{t("wlod.r.putAwayWhy")}</p>;
    case "passed":
      return <p class="wlod-r-who">{t("wlod.r.passedWhy")}</p>;
  }
}

function Thumb({
  row,
  sketches,
  players,
}: {
  row: GalleryRow;
  sketches: Sketches;
  players: readonly Player[];
}) {
  if (row.outcome === "passed") return <div class="wlod-r-thumb wlod-r-thumb-empty" aria-hidden="true" />;
  if (sketches === "loading" || sketches === "failed") {
    return (
      <div class="wlod-r-thumb wlod-r-thumb-empty">
        <span class="wlod-r-thumb-note">{t(sketches === "loading" ? "wlod.r.sketchLoading" : "wlod.r.sketchMissing")}</span>
      </div>
    );
  }
  const labels = turnLabels(sketches.events, row.turn);
  const name = recordName(players, row.sketcher);
  const label =
    row.text !== null ? t("wlod.r.sketchOf", { item: row.text, name }) : t("wlod.r.sketchBy", { name });
  const words = labels.length > 0 ? ` ${t("wlod.r.sketchLabels", { words: labels.map((l) => l.text).join(", ") })}` : "";
  return (
    <SketchThumb
      ops={sketches.ops}
      turn={row.turn}
      sketcher={row.sketcher}
      label={label + words}
      labels={labels}
      testid={`wlod-thumb-${row.turn}`}
    />
  );
}

export function TurnGallery({
  rows,
  players,
  teams,
  sketches,
  prefix,
  onWatch,
  watching,
}: {
  rows: readonly GalleryRow[];
  players: readonly Player[];
  teams: TeamsBlock | null;
  sketches: Sketches;
  /** Makes the rows' anchors unique on the page. */
  prefix: string;
  /** The record page: each row offers to replay its turn. */
  onWatch?: (turn: number) => void;
  watching?: number | null;
}) {
  if (rows.length === 0) return <p class="muted">{t("wlod.r.noTurns")}</p>;
  return (
    <ol class="wlod-r-gallery" data-testid="wlod-gallery">
      {rows.map((row) => {
        const team = teams?.of[row.sketcher];
        return (
          <li
            class={`wlod-r-turn wlod-r-${row.outcome}`}
            key={row.turn}
            id={turnAnchor(prefix, row.turn)}
            data-testid={`wlod-turn-${row.turn}`}
            data-outcome={row.outcome}
            tabIndex={-1}
          >
            <Thumb row={row} sketches={sketches} players={players} />
            <div class="wlod-r-body">
              <p class="wlod-r-meta">
                <span>{t("wlod.r.turn", { n: row.turn })}</span>
                <span aria-hidden="true"> · </span>
                <span class="wlod-r-cat">{t(`wlod.cat.${row.category}`)}</span>
              </p>
              <h3 class="wlod-r-item">
                {row.text !== null ? (
                  t("wlod.r.quoted", { text: row.text })
                ) : (
                  <span class="wlod-r-hidden">{t("wlod.r.neverRevealed")}</span>
                )}
                {row.author && <span class="wlod-r-author"> {t("wlod.r.byAuthor", { author: row.author })}</span>}
              </h3>
              {row.again !== null && (
                <p class="wlod-r-again">
                  <TurnLink prefix={prefix} turn={row.again} text={t("wlod.r.sameItem", { n: row.again })} />
                </p>
              )}
              <p class="wlod-r-outcome">
                <span class={`wlod-r-badge wlod-r-badge-${row.outcome}`}>{t(`wlod.r.outcome.${row.outcome}`)}</span>
              </p>
              <Detail row={row} players={players} teams={teams} prefix={prefix} />
              <p class="wlod-r-sketcher">
                {t("wlod.r.sketchedBy")} <RecordPlayer players={players} seat={row.sketcher} />
                {team !== undefined && <span class="wlod-r-team"> ({teamName(team)})</span>}
              </p>
              {onWatch && row.outcome !== "passed" && (
                <button
                  type="button"
                  class={`btn btn-small ${watching === row.turn ? "btn-secondary" : "btn-ghost"}`}
                  aria-pressed={watching === row.turn}
                  data-testid={`wlod-watch-${row.turn}`}
                  onClick={() => onWatch(row.turn)}
                >
                  {t("wlod.r.watch", { n: row.turn })}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
