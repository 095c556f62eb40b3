// The secret item, for the sketcher (and, in board play, for those who sketched it before and may not guess it):
// its category, its text, a book's author (a help for the sketcher, never part of the answer). In the ready stage
// the sketcher's Start and Pass are here, with the time before the timer starts by itself.
import { t } from "../../i18n";
import { useSession } from "../../ui/context";
import { CategoryIcon } from "./CategoryIcon";
import type { WlodView } from "./protocol";
import { isSketcher } from "./screen";

export function ItemCard({ view }: { view: WlodView }) {
  const session = useSession();
  const item = view.item;
  if (!item) return null;
  const sketching = isSketcher(view);
  const ready = sketching && view.phase === "turn" && view.stage === "ready";
  return (
    <section class={`wlod-item ${ready ? "is-ready" : ""}`} data-testid="wlod-item" aria-labelledby="wlod-item-title">
      <h2 class="wlod-item-title" id="wlod-item-title">
        {sketching ? t("wlod.s.item.yours") : t("wlod.s.item.seen")}
        {view.category && (
          <span class="wlod-item-cat">
            <CategoryIcon category={view.category} size={18} />
            {t(`wlod.cat.${view.category}`)}
          </span>
        )}
      </h2>
      <p class="wlod-item-text" data-testid="wlod-item-text">
        {item.text}
      </p>
      {item.author && (
        <p class="wlod-item-author">
          <span class="wlod-item-author-name">{t("wlod.s.item.author", { author: item.author })}</span>{" "}
          <span class="wlod-item-author-note">{t("wlod.s.item.authorNote")}</span>
        </p>
      )}
      {!sketching && <p class="wlod-item-note">{t("wlod.s.item.seenNote")}</p>}
      {ready && (
        <div class="wlod-item-actions">
          <button
            type="button"
            class="btn btn-primary btn-big wlod-start"
            data-testid="wlod-start"
            onClick={() => session.act({ type: "start" })}
          >
            {t("wlod.s.start")}
          </button>
          <button
            type="button"
            class="btn btn-ghost wlod-pass"
            data-testid="wlod-pass"
            title={t("wlod.s.passHint")}
            onClick={() => session.act({ type: "pass" })}
          >
            {t("wlod.s.pass")}
          </button>
          <p class="wlod-item-hint">{t("wlod.s.readyHint")}</p>
        </div>
      )}
    </section>
  );
}
