// The room's moments, for every game alike: on each new view it asks the game what just happened (its
// descriptor's `moments`), plays the sounds, speaks the words in a live region and shows a banner over the
// screen for the moments that have one; it plays the moments a view says are due at a time (`reminders`) when
// that time comes; and it puts what the game needs of the player (`attention`) on the tab.
// The room page mounts it once, inside its session.
import { useEffect, useRef, useState } from "preact/hooks";
import { gameOf } from "../../games";
import { t, type MessageKey } from "../../i18n";
import type { GameView, Room } from "../../protocol";
import { nameOf, useSession } from "../context";
import { BANNER_MS, bannerStays, loudest, type Moment } from "./moment";
import { armSound, playMoment } from "./sound";
import { useTabBadge } from "./tabBadge";

interface Shown {
  id: number;
  kind: string;
  heading: string | null;
  words: string;
}

function wordsOf(moment: Moment, room: Room | null): string {
  if (!moment.text) return "";
  const name = moment.seat === undefined ? "" : nameOf(room, moment.seat);
  return t(moment.text, { ...moment.params, name });
}

export function MomentsLayer() {
  const session = useSession();
  const [shown, setShown] = useState<Shown | null>(null);
  const [banner, setBanner] = useState(false);
  const serial = useRef(0);
  // What the banner on show is held by (Moment.heldBy), read on every view.
  const heldBy = useRef<MessageKey | null>(null);

  useEffect(() => {
    armSound();
    let before: GameView | null = null;
    // Only the latest view's reminders are pending: each view says afresh what is due and when.
    let timers: ReturnType<typeof setTimeout>[] = [];
    const clearTimers = () => {
      for (const timer of timers) clearTimeout(timer);
      timers = [];
    };
    const present = (moments: Moment[]) => {
      if (moments.length === 0) return;
      const sound = loudest(moments);
      if (sound) playMoment(sound);
      const room = session.room.peek();
      const words = moments.map((m) => wordsOf(m, room)).filter(Boolean);
      const headed = moments.find((m) => m.banner);
      if (words.length === 0 && !headed) return;
      setShown({
        id: ++serial.current,
        kind: (headed ?? moments[0]!).kind,
        heading: headed?.banner ? t(headed.banner) : null,
        words: words.join(" "),
      });
      setBanner(headed !== undefined);
      heldBy.current = headed?.heldBy ?? null;
    };
    // Runs at once with the current view (which is no news), then on every new one.
    const unsubscribe = session.view.subscribe((after) => {
      const previous = before;
      before = after;
      clearTimers();
      if (!after) return;
      // Each game's `moments` takes its own view; the registry found the game by this very view's name.
      const game = gameOf(after.game);
      const now = Date.now();
      for (const { at, moment } of game?.reminders?.(after) ?? []) {
        if (at > now) timers.push(setTimeout(() => present([moment]), at - now));
      }
      if (!previous || previous.game !== after.game) return;
      present(game?.moments?.(previous, after, now) ?? []);
      if (!bannerStays(heldBy.current, game?.attention?.(after) ?? null)) {
        heldBy.current = null;
        setBanner(false);
      }
    });
    return () => {
      unsubscribe();
      clearTimers();
    };
  }, [session]);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(false), BANNER_MS);
    return () => clearTimeout(timer);
  }, [shown, banner]);

  const room = session.room.value;
  const view = session.view.value;
  const need = view && room?.status === "playing" ? (gameOf(view.game)?.attention?.(view) ?? null) : null;
  useTabBadge(need ? t(need) : null);

  // One live region, always there (a region added with its words is not read out). Each moment's words stay in
  // it, seen as a banner for a few seconds where the moment has one, then for screen readers only: only the look
  // changes, so nothing is read twice.
  return (
    <div class="moments" role="status" aria-live="polite" aria-atomic="true" data-testid="moments">
      {shown && (
        <div
          class={banner ? `moment-banner moment-${shown.kind}` : "sr-only"}
          key={shown.id}
          data-testid={banner ? "moment-banner" : "moment-words"}
          data-kind={shown.kind}
        >
          <div class="moment-card">
            {shown.heading && <p class="moment-heading">{shown.heading}</p>}
            {shown.words && <p class="moment-words">{shown.words}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
