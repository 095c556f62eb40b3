// The reactions of the room as they come: a name and a picture each, rising in a corner for a few seconds where
// they cover no drawing's middle, and read out politely to screen readers.
import { useEffect } from "preact/hooks";
import { t } from "../../i18n";
import { now, startClock } from "../../store/clock";
import { REACTION_MS } from "../../store/session";
import { useSession } from "../context";
import { ReactionIcon } from "./ReactionIcon";

export function ReactionsLayer() {
  const session = useSession();
  const room = session.room.value;
  const time = now.value;
  const shown = session.reactions.value.filter((r) => time - r.at < REACTION_MS);
  // The clock ticks only while something is shown, to take it down in time.
  const showing = shown.length > 0;
  useEffect(() => (showing ? startClock() : undefined), [showing]);
  const name = (seat: number) => room?.seats.find((s) => s.seat === seat)?.name ?? `#${seat + 1}`;
  return (
    <div class="reactions-layer" role="status" aria-live="polite" data-testid="reactions">
      {shown.map((r) => (
        <p class="reaction-bubble" key={r.id} data-testid="reaction">
          <ReactionIcon reaction={r.reaction} size={26} />
          <span>{t("reactions.from", { name: name(r.seat), reaction: t(`reaction.${r.reaction}`) })}</span>
        </p>
      ))}
    </div>
  );
}
