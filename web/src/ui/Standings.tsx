// The end of any game: players in rank order, and "play again" for the host. Each game says what a row counts.
import { t } from "../i18n";
import { nameOf, seatOf, useSession } from "./context";
import { rank } from "./rank";
import { Swatch } from "./Swatch";

export interface StandingRow {
  seat: number;
  rank: number;
  winner: boolean;
  /** What the row counts, already worded: "12 pts", "49 cards". */
  label: string;
}

export function StandingsList({ rows }: { rows: StandingRow[] }) {
  const room = useSession().room.value;
  return (
    <ol class="standings">
      {rows.map((row) => {
        const info = seatOf(room, row.seat);
        return (
          <li class={`standing ${row.winner ? "standing-winner" : ""}`} key={row.seat}>
            <span class="standing-rank">{rank(row.rank)}</span>
            {info && <Swatch colour={info.colour} size={24} />}
            <span class="standing-name">{nameOf(room, row.seat)}</span>
            <span class="standing-total">{row.label}</span>
          </li>
        );
      })}
    </ol>
  );
}

export function PlayAgain() {
  const session = useSession();
  return session.isHost.value ? (
    <button type="button" class="btn btn-primary btn-big" data-testid="play-again" onClick={() => session.send({ t: "again" })}>
      {t("final.playAgain")}
    </button>
  ) : (
    <p class="muted">{t("final.waitAgain")}</p>
  );
}
