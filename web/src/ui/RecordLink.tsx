// The link from a finished game to its record page (/games/<id>), opened without reloading the app, and for a game
// whose players draw, a second one straight to the page's album.
import { t } from "../i18n";
import { navigate } from "../router";

function PageLink({ href, testid, label }: { href: string; testid: string; label: string }) {
  return (
    <a
      class="btn btn-secondary"
      data-testid={testid}
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

export function RecordLink({ gameId, label, album = false }: { gameId: string; label: string; album?: boolean }) {
  const href = `/games/${encodeURIComponent(gameId)}`;
  return (
    <>
      <PageLink href={href} testid="replay-link" label={label} />
      {album && <PageLink href={`${href}#album`} testid="album-link" label={t("album.link")} />}
    </>
  );
}
