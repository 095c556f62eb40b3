// The frame of a finished game's page: its title and the room it was played in, above what the game tells of it.
import type { ComponentChildren } from "preact";
import { t } from "../../i18n";
import type { GameRecord } from "../../protocol";

export function RecordFrame({
  record,
  title,
  class: extra = "",
  children,
}: {
  record: GameRecord;
  title: string;
  class?: string;
  children: ComponentChildren;
}) {
  return (
    <main class="page replay-page">
      <section class={`card replay ${extra}`.trim()} data-testid="replay" data-game={record.game}>
        <header class="replay-head">
          <h1>{title}</h1>
          <p class="muted">{t("replay.room", { code: record.room })}</p>
        </header>
        {children}
      </section>
    </main>
  );
}
