// How to join, on the table screen: the room's link as a QR code for phones' cameras, the code to type on the home
// page, and the link itself. Large in the lobby, a corner of the screen once the game is on (for late watchers).
// Streamer mode (this browser's) draws none of them, as on the lobby's own share box.
import { t } from "../../i18n";
import { streamer } from "../../store/streamer";
import { QUIET, qrShape } from "./qr";

export function JoinCard({ code, compact }: { code: string; compact: boolean }) {
  const link = `${location.origin}/r/${code}`;
  if (streamer.value) {
    return (
      <section class={`table-join ${compact ? "table-join-compact" : ""}`} data-testid="table-join">
        <p class="table-join-hidden">{t("table.joinHidden")}</p>
      </section>
    );
  }
  const { size, path } = qrShape(link);
  const side = size + 2 * QUIET;
  return (
    <section class={`table-join ${compact ? "table-join-compact" : ""}`} data-testid="table-join">
      <svg
        class="table-join-qr"
        viewBox={`0 0 ${side} ${side}`}
        role="img"
        aria-label={t("table.qrLabel", { link })}
        data-testid="table-qr"
        shape-rendering="crispEdges"
      >
        <rect width={side} height={side} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <div class="table-join-words">
        <p class="table-join-title">{t(compact ? "table.joinLate" : "table.join")}</p>
        <p class="table-join-code">
          <span class="muted">{t("room.code")}</span>{" "}
          <strong class="room-code" data-testid="table-code">
            {code}
          </strong>
        </p>
        {!compact && (
          <p class="table-join-link" data-testid="table-link">
            {link}
          </p>
        )}
      </div>
    </section>
  );
}
