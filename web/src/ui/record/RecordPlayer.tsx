// A player of a finished game, by their colour and name as the game record keeps them (no room session here).
import type { RecordPlayer as Player } from "../../protocol";
import { Swatch } from "../Swatch";

export function RecordPlayer({ players, seat }: { players: readonly Player[]; seat: number }) {
  const p = players.find((q) => q.seat === seat);
  return (
    <span class="who">
      {p && <Swatch colour={p.colour} size={18} />}
      <span>{p?.name ?? `#${seat + 1}`}</span>
    </span>
  );
}

export function recordName(players: readonly Player[], seat: number): string {
  return players.find((q) => q.seat === seat)?.name ?? `#${seat + 1}`;
}
