// The end of the game: who won and why (the target reached, or the deck could not refill every hand), everyone's
// score in the shared standings, Play again and the record; then the last round as it was revealed.
import { joinNames, t } from "../../i18n";
import { nameOf, useSession } from "../../ui/context";
import { TrophyIcon } from "../../ui/Icons";
import { RecordLink } from "../../ui/RecordLink";
import { PlayAgain, StandingsList } from "../../ui/Standings";
import type { CardLook } from "./CardGrid";
import { TableGrid } from "./CardGrid";
import { endReason, standings } from "./play";
import type { PictusView } from "./protocol";
import { RevealSentence, RoundClue } from "./TablePhases";
import { points, ts } from "./words";

export function OverPanel({ view, look }: { view: PictusView; look: CardLook }) {
  const room = useSession().room.value;
  const winners = (view.winners ?? []).map((seat) => nameOf(room, seat));
  const reason = endReason(view);
  return (
    <div class="px-phase px-over">
      <section class="card final px-final" data-testid="pictus-over">
        <h2>{ts("pictus.s.over.title")}</h2>
        {winners.length > 0 && (
          <p class="final-winner" data-testid="pictus-winners">
            <TrophyIcon />{" "}
            {winners.length === 1 ? t("final.wins", { name: winners[0]! }) : t("final.share", { names: joinNames(winners) })}
          </p>
        )}
        {reason && (
          <p class="px-over-why" data-testid="pictus-over-why">
            {reason === "target" ? ts("pictus.s.over.target", { n: view.target }) : ts("pictus.s.over.deck")}
          </p>
        )}
        <StandingsList
          rows={standings(view).map((row) => ({
            seat: row.seat,
            rank: row.rank,
            winner: row.winner,
            label: points(row.score),
          }))}
        />
        <div class="final-actions">
          <PlayAgain />
          {room?.game_id && <RecordLink gameId={room.game_id} label={ts("pictus.s.over.record")} album />}
        </div>
      </section>
      {view.reveal && view.table.length > 0 && (
        <section class="px-last" aria-labelledby="px-last-title">
          <h2 id="px-last-title" class="px-section-title">
            {ts("pictus.s.over.lastRound")}
          </h2>
          <RevealSentence view={view} />
          <RoundClue view={view} />
          <TableGrid view={view} mode="reveal" look={look} />
        </section>
      )}
    </div>
  );
}
