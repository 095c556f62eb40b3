// The frame of a finished game's page: its title and the room it was played in, with the way back to that room
// (its lobby, where the table may start another game), above what the game tells of it, and its album below.
import type { ComponentChildren } from "preact";
import { AlbumPanel } from "../../album/AlbumPanel";
import type { AlbumPage } from "../../album/types";
import { t } from "../../i18n";
import type { GameRecord } from "../../protocol";
import { navigate } from "../../router";
import { shownCode } from "../../store/streamer";

export function RecordFrame({
  record,
  title,
  class: extra = "",
  album,
  children,
}: {
  record: GameRecord;
  title: string;
  class?: string;
  /** The game's album, for a game whose players draw. */
  album?: readonly AlbumPage[];
  children: ComponentChildren;
}) {
  const room = `/r/${encodeURIComponent(record.room)}`;
  return (
    <main class="page replay-page">
      <section class={`card replay ${extra}`.trim()} data-testid="replay" data-game={record.game}>
        <header class="replay-head">
          <h1>{title}</h1>
          <p class="muted">{t("replay.room", { code: shownCode(record.room, t("room.codeHidden")) })}</p>
          <a
            class="btn btn-secondary btn-small replay-room-link"
            href={room}
            data-testid="record-room-link"
            onClick={(e) => {
              e.preventDefault();
              navigate(room);
            }}
          >
            <span aria-hidden="true">← </span>
            {t("replay.backToRoom", { code: shownCode(record.room, t("room.codeHidden")) })}
          </a>
        </header>
        {children}
        {album && <AlbumPanel record={record} pages={album} />}
      </section>
    </main>
  );
}
