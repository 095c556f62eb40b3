// Recent public events in words ("Ann guessed Bob."). Events never carry a secret, so this shows all of them.
import { t } from "../../i18n";
import type { GameEvent, Room } from "../../protocol";
import type { Level } from "./protocol";
import { nameOf, useSession } from "../../ui/context";

function num(value: unknown): number {
  return typeof value === "number" ? value : -1;
}

export function describeEvent(room: Room | null, e: GameEvent): string | null {
  const name = (field: string) => nameOf(room, num(e[field]));
  switch (e.type) {
    case "round_started":
      return t("feed.round_started", { n: num(e.round) });
    case "cards_dealt":
      return t("feed.cards_dealt", { level: t(`level.${e.level as Level}`) });
    case "card_replaced":
      return t("feed.card_replaced", { name: name("by") });
    case "drawing_started":
      return t("feed.drawing_started");
    case "guessed":
      return t("feed.guessed", { by: name("by"), target: name("target") });
    case "finished":
      return num(e.bonus) > 0
        ? t("feed.finished", { name: name("seat"), n: num(e.bonus) })
        : t("feed.finishedNoBonus", { name: name("seat") });
    case "draws_nothing":
      return t("feed.draws_nothing", { name: name("seat") });
    case "drawing_ended":
      if (e.reason === "last_token") return t("feed.drawing_ended.last_token");
      if (e.reason === "time_up") return t("feed.drawing_ended.time_up");
      return t("feed.drawing_ended.all_finished");
    case "round_scored":
      return t("feed.round_scored", { n: num(e.round) });
    case "game_over":
      return t("feed.game_over");
    case "standin":
      return t("feed.standin", { name: name("seat") });
    default:
      return null;
  }
}

export function ActivityFeed() {
  const session = useSession();
  const room = session.room.value;
  const items = session.feed.value
    .map((item) => ({ id: item.id, text: describeEvent(room, item.event) }))
    .filter((item): item is { id: number; text: string } => item.text !== null)
    .slice(0, 5);
  if (items.length === 0) return null;
  return (
    <section class="feed" aria-live="polite">
      <h2 class="section-title">{t("feed.title")}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.text}</li>
        ))}
      </ul>
    </section>
  );
}
