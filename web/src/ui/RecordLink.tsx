// The link from a finished game to its record page (/games/<id>), opened without reloading the app.
import { navigate } from "../router";

export function RecordLink({ gameId, label }: { gameId: string; label: string }) {
  const href = `/games/${encodeURIComponent(gameId)}`;
  return (
    <a
      class="btn btn-secondary"
      data-testid="replay-link"
      href={href}
      onClick={(e) => {
        e.preventDefault();
        navigate(href);
      }}
    >
      {label}
    </a>
  );
}
