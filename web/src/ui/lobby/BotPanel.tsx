// The host's "Add a computer player", in the lobby of a game that has them: one button per level.
import { type MessageKey, t } from "../../i18n";
import { BOT_LEVELS, type Room } from "../../protocol";
import { useSession } from "../context";
import { RobotIcon } from "../Icons";

export function BotPanel({ room, hint }: { room: Room; hint?: MessageKey }) {
  const session = useSession();
  const full = room.seats.length >= room.max_players;
  return (
    <section class="bot-panel">
      <h3 class="bot-title">
        <RobotIcon size={20} /> {t("bots.title")}
      </h3>
      <div class="bot-buttons">
        {BOT_LEVELS.map((level) => (
          <button
            type="button"
            key={level}
            class={`btn btn-secondary bot-btn bot-${level}`}
            data-testid={`add-bot-${level}`}
            disabled={full}
            aria-label={t("bots.addLabel", { level: t(`bots.level.${level}`) })}
            onClick={() => session.addBot(level)}
          >
            <span aria-hidden="true">+ </span>
            {t(`bots.level.${level}`)}
          </button>
        ))}
      </div>
      <p class="muted bot-hint" data-testid="bot-hint">{full ? t("bots.full") : t(hint ?? "bots.hint")}</p>
    </section>
  );
}
