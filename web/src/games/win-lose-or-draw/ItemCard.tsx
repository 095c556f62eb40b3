// The secret item, for the sketcher (and, in board play, for those who sketched it before and may not guess it):
// its category, its text, a book's author (a help for the sketcher, never part of the answer). In the ready stage
// the sketcher's Start and Pass are here, with the time before the timer starts by itself.
import { t } from "../../i18n";
import { useSession } from "../../ui/context";
import { CategoryIcon } from "./CategoryIcon";
import type { WinLoseOrDrawView } from "./protocol";
import { isSketcher } from "./screen";

export function ItemCard({ view }: { view: WinLoseOrDrawView }) {
  const session = useSession();
  const item = view.item;
  if (!item) return null;
  const sketching = isSketcher(view);
  const ready = sketching && view.phase === "turn" && view.stage === "ready";
  return (
    <section class={`win-lose-or-draw-item ${ready ? "is-ready" : ""}`} data-testid="win-lose-or-draw-item" aria-labelledby="win-lose-or-draw-item-title">
      <h2 class="win-lose-or-draw-item-title" id="win-lose-or-draw-item-title">
        {sketching ? t("win-lose-or-draw.s.item.yours") : t("win-lose-or-draw.s.item.seen")}
        {view.category && (
          <span class="win-lose-or-draw-item-cat">
            <CategoryIcon category={view.category} size={18} />
            {t(`win-lose-or-draw.cat.${view.category}`)}
          </span>
        )}
      </h2>
      <p class="win-lose-or-draw-item-text" data-testid="win-lose-or-draw-item-text">
        {item.text}
      </p>
      {item.author && (
        <p class="win-lose-or-draw-item-author">
          <span class="win-lose-or-draw-item-author-name">{t("win-lose-or-draw.s.item.author", { author: item.author })}</span>{" "}
          <span class="win-lose-or-draw-item-author-note">{t("win-lose-or-draw.s.item.authorNote")}</span>
        </p>
      )}
      {!sketching && <p class="win-lose-or-draw-item-note">{t("win-lose-or-draw.s.item.seenNote")}</p>}
      {ready && (
        <div class="win-lose-or-draw-item-actions">
          <button
            type="button"
            class="btn btn-primary btn-big win-lose-or-draw-start"
            data-testid="win-lose-or-draw-start"
            onClick={() => session.act({ type: "start" })}
          >
            {t("win-lose-or-draw.s.start")}
          </button>
          <button
            type="button"
            class="btn btn-ghost win-lose-or-draw-pass"
            data-testid="win-lose-or-draw-pass"
            title={t("win-lose-or-draw.s.passHint")}
            onClick={() => session.act({ type: "pass" })}
          >
            {t("win-lose-or-draw.s.pass")}
          </button>
          <p class="win-lose-or-draw-item-hint">{t("win-lose-or-draw.s.readyHint")}</p>
        </div>
      )}
    </section>
  );
}
