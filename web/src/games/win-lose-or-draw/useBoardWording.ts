// The board's words in the interface's language, with the room's seat names (or a record's players).
import { useContext } from "preact/hooks";
import { joinNames, t } from "../../i18n";
import type { Colour } from "../../protocol";
import { SessionContext } from "../../ui/context";
import type { Wording } from "./board";

/** A seat as the board shows it; the room's seats by default, a record's players on the record page. */
export interface SeatLike {
  seat: number;
  name: string;
  colour: Colour;
}

export function useSeats(seats?: readonly SeatLike[]): readonly SeatLike[] {
  const session = useContext(SessionContext);
  return seats ?? session?.room.value?.seats ?? [];
}

export function boardWording(seats: readonly SeatLike[]): Wording {
  return {
    t: (key, params) => t(key, params),
    name: (seat) => seats.find((s) => s.seat === seat)?.name ?? `#${seat + 1}`,
    join: joinNames,
  };
}
