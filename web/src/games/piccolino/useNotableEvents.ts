// The table's recent public events worth showing for a moment (a bell decided, a ring, someone out, the piles
// turned over, a stop vote), each with the time it arrived. The session's feed holds every event; this keeps
// the few the table needs, longer than the feed would once flips crowd it.
import { useEffect, useState } from "preact/hooks";
import type { GameEvent } from "../../protocol";
import type { RoomSession } from "../../store/session";

export interface Notable {
  id: number;
  event: GameEvent;
  /** Date.now() when it arrived. */
  at: number;
}

// Enough that a bell result still held on screen (bellResults.ts) is not pushed out by the rings of the next.
const KEEP = 16;
const TYPES = new Set(["bell_won", "wrong_ring", "rang", "out", "piles_turned_over", "stop_vote", "standin", "game_over"]);

export function useNotableEvents(session: RoomSession): Notable[] {
  const [items, setItems] = useState<Notable[]>([]);
  useEffect(() => {
    // Events already in the feed happened before this screen: they are not news.
    let seen = session.feed.peek()[0]?.id ?? 0;
    return session.feed.subscribe((feed) => {
      const fresh = feed.filter((item) => item.id > seen && TYPES.has(item.event.type));
      if (feed[0]) seen = Math.max(seen, feed[0].id);
      if (fresh.length === 0) return;
      const at = Date.now();
      setItems((old) => [...fresh.map((item) => ({ id: item.id, event: item.event, at })), ...old].slice(0, KEEP));
    });
  }, [session]);
  return items;
}
