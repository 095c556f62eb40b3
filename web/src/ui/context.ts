import { createContext } from "preact";
import { useContext } from "preact/hooks";
import type { RoomSession } from "../store/session";
import type { Room, SeatInfo } from "../protocol";

export const SessionContext = createContext<RoomSession | null>(null);

export function useSession(): RoomSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside a room page");
  return session;
}

export function seatOf(room: Room | null, seat: number): SeatInfo | undefined {
  return room?.seats.find((s) => s.seat === seat);
}

/** A seat's name for display; a seat the room no longer lists is shown by number. */
export function nameOf(room: Room | null, seat: number): string {
  return seatOf(room, seat)?.name ?? `#${seat + 1}`;
}
