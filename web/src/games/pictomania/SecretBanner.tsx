import { t } from "../../i18n";
import type { PictomaniaView } from "./protocol";
import { SymbolIcon, symbolName } from "./SymbolIcon";

/** The viewer's secret clue, as the view gives it (null before the start signal and for spectators). */
export function secretClue(view: PictomaniaView): string | null {
  const secret = view.me?.secret;
  if (!secret) return null;
  const card = view.rack.find((c) => c.symbol === secret.symbol);
  return card?.clues[secret.number - 1] ?? null;
}

export function SecretBanner({ view, label = t("game.secret") }: { view: PictomaniaView; label?: string }) {
  const secret = view.me?.secret;
  const clue = secretClue(view);
  if (!secret || clue === null) return null;
  return (
    <div class="secret" aria-label={t("game.secretLabel")}>
      <span class="secret-label">{label}</span>
      <span class="secret-where" title={t("game.secretWhere", { symbol: symbolName(secret.symbol), number: secret.number })}>
        {!view.children && <SymbolIcon symbol={secret.symbol} size={22} />}
        <span class="secret-no">{secret.number}</span>
      </span>
      <strong class="secret-clue" data-testid="my-clue">
        {clue}
      </strong>
    </div>
  );
}
