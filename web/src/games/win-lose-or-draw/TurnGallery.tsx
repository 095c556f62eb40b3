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
      class="win-lose-or-draw-r-chain"
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
  const time = row.ms !== null ? t("win-lose-or-draw.r.inSeconds", { s: secondsOf(row.ms, lang.value) }) : null;
  switch (row.outcome) {
    case "guessed":
    case "stolen":
      return (
        <>
          <p class="win-lose-or-draw-r-who">
            {t(row.outcome === "stolen" ? "win-lose-or-draw.r.stolenBy" : "win-lose-or-draw.r.guessedBy")}{" "}
            <Names players={players} seats={row.guessers} />
            {row.outcome === "stolen" && row.team !== null && teams && (
              <span class="win-lose-or-draw-r-team"> ({teamName(row.team)})</span>
            )}
            {time && row.outcome === "guessed" && ` ${time}`}
          </p>
          {row.accepted && row.guess && (
            <p class="win-lose-or-draw-r-accepted">{t("win-lose-or-draw.r.accepted", { guess: row.guess })}</p>
          )}
        </>
      );
    case "missed":
      if (row.guess !== null && row.team !== null) {
        // Team play: the other team's steal was wrong.
        return <p class="win-lose-or-draw-r-who">{t("win-lose-or-draw.r.stealTried", { team: teamName(row.team), guess: row.guess })}</p>;
      }
      return row.next !== null ? (
        <p class="win-lose-or-draw-r-who">
          {t("win-lose-or-draw.r.missedNobody")}{" "}
          <TurnLink prefix={prefix} turn={row.next} text={t("win-lose-or-draw.r.sketchedAgain", { n: row.next })} />
        </p>
      ) : (
        <p class="win-lose-or-draw-r-who">{t("win-lose-or-draw.r.missedNobody")}</p>
      );
    case "put_away":
      return <p class="win-lose-or-draw-r-who">{t("win-lose-or-draw.r.putAwayWhy")}</p>;
    case "passed":
      return <p class="win-lose-or-draw-r-who">{t("win-lose-or-draw.r.passedWhy")}</p>;
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
  if (row.outcome === "passed") return <div class="win-lose-or-draw-r-thumb win-lose-or-draw-r-thumb-empty" aria-hidden="true" />;
  if (sketches === "loading" || sketches === "failed") {
    return (
      <div class="win-lose-or-draw-r-thumb win-lose-or-draw-r-thumb-empty">
        <span class="win-lose-or-draw-r-thumb-note">{t(sketches === "loading" ? "win-lose-or-draw.r.sketchLoading" : "win-lose-or-draw.r.sketchMissing")}</span>
      </div>
    );
  }
  const labels = turnLabels(sketches.events, row.turn);
  const name = recordName(players, row.sketcher);
  const label =
    row.text !== null ? t("win-lose-or-draw.r.sketchOf", { item: row.text, name }) : t("win-lose-or-draw.r.sketchBy", { name });
  const words = labels.length > 0 ? ` ${t("win-lose-or-draw.r.sketchLabels", { words: labels.map((l) => l.text).join(", ") })}` : "";
  return (
    <SketchThumb
      ops={sketches.ops}
      turn={row.turn}
      sketcher={row.sketcher}
      label={label + words}
      labels={labels}
      testid={`win-lose-or-draw-thumb-${row.turn}`}
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
  if (rows.length === 0) return <p class="muted">{t("win-lose-or-draw.r.noTurns")}</p>;
  return (
    <ol class="win-lose-or-draw-r-gallery" data-testid="win-lose-or-draw-gallery">
      {rows.map((row) => {
        const team = teams?.of[row.sketcher];
        return (
          <li
            class={`win-lose-or-draw-r-turn win-lose-or-draw-r-${row.outcome}`}
            key={row.turn}
            id={turnAnchor(prefix, row.turn)}
            data-testid={`win-lose-or-draw-turn-${row.turn}`}
            data-outcome={row.outcome}
            tabIndex={-1}
          >
            <Thumb row={row} sketches={sketches} players={players} />
            <div class="win-lose-or-draw-r-body">
              <p class="win-lose-or-draw-r-meta">
                <span>{t("win-lose-or-draw.r.turn", { n: row.turn })}</span>
                <span aria-hidden="true"> · </span>
                <span class="win-lose-or-draw-r-cat">{t(`win-lose-or-draw.cat.${row.category}`)}</span>
              </p>
              <h3 class="win-lose-or-draw-r-item">
                {row.text !== null ? (
                  t("win-lose-or-draw.r.quoted", { text: row.text })
                ) : (
                  <span class="win-lose-or-draw-r-hidden">{t("win-lose-or-draw.r.neverRevealed")}</span>
                )}
                {row.author && <span class="win-lose-or-draw-r-author"> {t("win-lose-or-draw.r.byAuthor", { author: row.author })}</span>}
              </h3>
              {row.again !== null && (
                <p class="win-lose-or-draw-r-again">
                  <TurnLink prefix={prefix} turn={row.again} text={t("win-lose-or-draw.r.sameItem", { n: row.again })} />
                </p>
              )}
              <p class="win-lose-or-draw-r-outcome">
                <span class={`win-lose-or-draw-r-badge win-lose-or-draw-r-badge-${row.outcome}`}>{t(`win-lose-or-draw.r.outcome.${row.outcome}`)}</span>
              </p>
              <Detail row={row} players={players} teams={teams} prefix={prefix} />
              <p class="win-lose-or-draw-r-sketcher">
                {t("win-lose-or-draw.r.sketchedBy")} <RecordPlayer players={players} seat={row.sketcher} />
                {team !== undefined && <span class="win-lose-or-draw-r-team"> ({teamName(team)})</span>}
              </p>
              {onWatch && row.outcome !== "passed" && (
                <button
                  type="button"
                  class={`btn btn-small ${watching === row.turn ? "btn-secondary" : "btn-ghost"}`}
                  aria-pressed={watching === row.turn}
                  data-testid={`win-lose-or-draw-watch-${row.turn}`}
                  onClick={() => onWatch(row.turn)}
                >
                  {t("win-lose-or-draw.r.watch", { n: row.turn })}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
