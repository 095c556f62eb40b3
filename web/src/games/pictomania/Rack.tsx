// The clue cards on the rack: symbol and seven numbered clues each. The viewer's own clue is highlighted
// once the view reveals it (never guessed locally).
import { t } from "../../i18n";
import type { PictomaniaView } from "./protocol";
import { useSession } from "../../ui/context";
import { SymbolIcon, symbolName } from "./SymbolIcon";

interface CardsProps {
  view: PictomaniaView;
  /** Show the "replace this card" buttons (preview). */
  replace?: boolean;
  /** The small-type variant that fits beside the canvas while drawing, and in the guess dialog. */
  compact?: boolean;
  /** The rack's `rack-card-*` test ids; off for a second copy on screen (the guess dialog). */
  testids?: boolean;
  /** The clue number to pick out on every card (the guess being chosen). */
  picked?: number | null;
  /** Each clue becomes a button choosing its number (the guess dialog); `used` numbers are disabled. */
  onPick?: (number: number) => void;
  used?: readonly number[];
}

export function RackCards({
  view,
  replace = false,
  compact = false,
  testids = true,
  picked = null,
  onPick,
  used = [],
}: CardsProps) {
  const session = useSession();
  const secret = view.me?.secret ?? null;
  const canReplace = replace && view.me !== undefined && view.me.replaced < 1;
  const classes = [
    "rack",
    view.rack.length === 1 ? "rack-single" : "",
    view.level ? `rack-${view.level}` : "",
    compact ? "rack-compact" : "",
    onPick ? "rack-pick" : "",
  ];
  return (
    // A phone scrolls the cards as a strip: the strip itself takes focus, so a keyboard can scroll it too.
    <div class={classes.filter(Boolean).join(" ")} tabIndex={0} role="region" aria-label={t("game.rack")}>
      {view.rack.map((card) => {
        const mine = secret !== null && secret.symbol === card.symbol;
        return (
          <article
            class={`clue-card ${mine ? "clue-card-mine" : ""}`}
            data-testid={testids ? `rack-card-${card.symbol}` : undefined}
            key={card.symbol}
          >
            <header class="clue-card-head">
              <SymbolIcon symbol={card.symbol} size={compact ? 18 : 26} />
              <span class="sr-only">{symbolName(card.symbol)}</span>
            </header>
            <ol class="clues">
              {card.clues.map((clue, i) => {
                const n = i + 1;
                const cls = [mine && secret.number === n ? "clue-mine" : "", picked === n ? "clue-picked" : ""];
                const body = (
                  <>
                    <span class="clue-no">{n}</span>
                    <span class="clue-text">{clue}</span>
                  </>
                );
                return (
                  <li class={cls.filter(Boolean).join(" ")} key={i}>
                    {onPick ? (
                      // Named by what it shows ("3 kite"), the number and the clue one text with a space between.
                      <button
                        type="button"
                        class="clue-pick"
                        disabled={used.includes(n)}
                        aria-pressed={picked === n}
                        onClick={() => onPick(n)}
                      >
                        <span class="clue-no">{n}</span> <span class="clue-text">{clue}</span>
                      </button>
                    ) : (
                      body
                    )}
                  </li>
                );
              })}
            </ol>
            {replace && (
              <button
                type="button"
                class="btn btn-small btn-ghost replace-btn"
                data-testid={`replace-card-${card.symbol}`}
                disabled={!canReplace}
                onClick={() => session.act({ type: "replace_card", card: card.symbol })}
              >
                {t("game.replace")}
              </button>
            )}
          </article>
        );
      })}
    </div>
  );
}

export function Rack({ view, replace = false, compact = false }: { view: PictomaniaView; replace?: boolean; compact?: boolean }) {
  return (
    <details class={`rack-wrap ${compact ? "rack-wrap-compact" : ""}`} open>
      <summary class="rack-summary" title={t("game.rackToggle")}>
        {t("game.rack")}
        {/* A phone shows the cards one and a half at a time, in a strip: say how many there are to read. */}
        {!compact && view.rack.length > 1 && (
          <span class="rack-swipe" data-testid="rack-swipe">
            {t("pm.rack.swipe", { n: view.rack.length })}
          </span>
        )}
      </summary>
      <RackCards view={view} replace={replace} compact={compact} />
      {replace && <p class="muted rack-hint">{t("game.replaceHint")}</p>}
    </details>
  );
}
