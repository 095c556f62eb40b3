// The end of the game: the winner (or the winners sharing the victory), why (every card, or the most cards when
// everyone agreed to stop) and everyone's cards; the host may play again with the same players.
import { endText } from "./outcome";
import { cardStandings, endReason } from "./standings";
import { joinNames, t } from "../../i18n";
import type { PiccolinoView } from "./protocol";
import { nameOf, useSession } from "../../ui/context";
import { TrophyIcon } from "../../ui/Icons";
import { RecordLink } from "../../ui/RecordLink";
import { PlayAgain, StandingsList } from "../../ui/Standings";
import { wordingFor } from "./wording";

export function OverPanel({ view }: { view: PiccolinoView }) {
  const session = useSession();
  const room = session.room.value;
  const names = view.winners.map((s) => nameOf(room, s));
  const reason = endReason(view);
  return (
    <section class="card final picco-over" data-testid="piccolino-over">
      <h2>{t("picco.over.title")}</h2>
      <p class="final-winner">
        <TrophyIcon />{" "}
        {names.length === 1 ? t("final.wins", { name: names[0] ?? "" }) : t("final.share", { names: joinNames(names) })}
      </p>
      {reason && (
        <p class="picco-why" data-testid="piccolino-why">
          {endText(reason, wordingFor(room))}
        </p>
      )}
      <StandingsList
        rows={cardStandings(view).map((row) => ({
          seat: row.seat,
          rank: row.rank,
          winner: row.winner,
          label: row.cards === 1 ? t("picco.over.cardsOne") : t("picco.over.cards", { n: row.cards }),
        }))}
      />
      <div class="final-actions">
        <PlayAgain />
        {room?.game_id && <RecordLink gameId={room.game_id} label={t("picco.over.record")} />}
      </div>
    </section>
  );
}
