// Reactions to what the table shows now: six buttons, each sent at a tap and shown to everyone in the room a
// moment (./ReactionsLayer.tsx). The server holds each player to a few at once, then one a second.
import { t } from "../../i18n";
import { REACTIONS } from "../../protocol";
import { useSession } from "../context";
import { ReactionIcon } from "./ReactionIcon";

export function ReactionBar() {
  const session = useSession();
  return (
    <div class="reaction-bar" role="group" aria-label={t("reactions.title")} data-testid="reaction-bar">
      {REACTIONS.map((reaction) => (
        <button
          type="button"
          key={reaction}
          class="reaction-btn"
          data-testid={`react-${reaction}`}
          aria-label={t("reactions.send", { name: t(`reaction.${reaction}`) })}
          title={t(`reaction.${reaction}`)}
          onClick={() => session.react(reaction)}
        >
          <ReactionIcon reaction={reaction} />
        </button>
      ))}
    </div>
  );
}
