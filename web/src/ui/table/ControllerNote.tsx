// A seated player's page while the room has a table screen: the game shows as a controller (what this player
// does, not a small copy of the table), and this note says why, with a switch back to the whole table for a
// player who cannot see the shared screen well.
import { t } from "../../i18n";

export function ControllerNote({ controller, toggle }: { controller: boolean; toggle(): void }) {
  return (
    <p class="controller-note" data-testid="controller-note">
      <span>{t("table.controller")}</span>
      <button
        type="button"
        class="btn btn-ghost btn-small"
        aria-pressed={!controller}
        data-testid="controller-toggle"
        onClick={toggle}
      >
        {t("table.showHere")}
      </button>
    </p>
  );
}
