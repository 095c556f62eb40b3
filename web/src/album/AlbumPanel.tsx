// The album of a finished game, on its record page: each page (a round, a few turns) saved as a picture with
// every drawing, who drew it and what it showed, and any drawing saved as it was drawn, an animated GIF. Made in
// the page from the record, so a shared link to the record is all anyone needs.
import { useEffect, useRef, useState } from "preact/hooks";
import { t } from "../i18n";
import type { GameRecord } from "../protocol";
import { shownCode } from "../store/streamer";
import { fileName } from "./layout";
import type { AlbumPage } from "./types";

type Busy = { page: number; what: "picture" | "animated" } | null;

function AlbumRow({ record, page, index, busy, run }: {
  record: GameRecord;
  page: AlbumPage;
  index: number;
  busy: Busy;
  run(what: "picture" | "animated", make: () => Promise<void>): void;
}) {
  const drawings = page.cells.flatMap((cell, i) => (cell.picture.kind === "sheet" && cell.by ? [{ cell, i }] : []));
  const [chosen, setChosen] = useState(drawings[0]?.i ?? -1);
  const code = record.room;
  const picture = () =>
    run("picture", async () => {
      const { drawPage, pngOf } = await import("./render");
      const { save } = await import("./save");
      const canvas = await drawPage(page, record.ops, t("album.footer", { code: shownCode(code, t("room.codeHidden")) }));
      save(await pngOf(canvas), fileName([record.game, code, page.title], "png"));
    });
  const animated = () =>
    run("animated", async () => {
      const cell = page.cells[chosen];
      if (!cell || cell.picture.kind !== "sheet") return;
      const { drawingGif } = await import("./animate");
      const { save } = await import("./save");
      const gif = await drawingGif(record.ops, cell.picture.epoch, cell.picture.seat);
      save(gif, fileName([record.game, code, page.title, cell.by?.name ?? ""], "gif"));
    });
  const mine = busy?.page === index;
  const selectId = `album-drawing-${index}`;
  return (
    <li class="album-row" data-testid={`album-page-${index}`}>
      <span class="album-page-title">{page.title}</span>
      <button
        type="button"
        class="btn btn-secondary btn-small"
        data-testid={`album-picture-${index}`}
        aria-label={t("album.savePictureOf", { page: page.title })}
        disabled={busy !== null}
        onClick={picture}
      >
        {mine && busy.what === "picture" ? t("album.making") : t("album.savePicture")}
      </button>
      {drawings.length > 0 && (
        <span class="album-animated">
          <label class="sr-only" for={selectId}>
            {t("album.drawingOf", { page: page.title })}
          </label>
          <select
            id={selectId}
            class="album-select"
            data-testid={`album-drawing-${index}`}
            value={chosen}
            onChange={(e) => setChosen(Number(e.currentTarget.value))}
          >
            {drawings.map(({ cell, i }) => (
              <option key={i} value={i}>
                {cell.by?.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            class="btn btn-secondary btn-small"
            data-testid={`album-animated-${index}`}
            disabled={busy !== null}
            onClick={animated}
          >
            {mine && busy.what === "animated" ? t("album.making") : t("album.saveAnimated")}
          </button>
        </span>
      )}
    </li>
  );
}

export function AlbumPanel({ record, pages }: { record: GameRecord; pages: readonly AlbumPage[] }) {
  const [busy, setBusy] = useState<Busy>(null);
  const [failed, setFailed] = useState(false);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    // The end of a game links here (`#album`): bring the album into view once the record is shown.
    if (location.hash === "#album") panel.current?.scrollIntoView?.({ block: "start" });
  }, []);
  if (pages.length === 0) return null;
  const run = (page: number) => (what: "picture" | "animated", make: () => Promise<void>) => {
    setBusy({ page, what });
    setFailed(false);
    make()
      .catch(() => setFailed(true))
      .finally(() => setBusy(null));
  };
  return (
    <section class="album" id="album" ref={panel} aria-labelledby="album-title" data-testid="album">
      <h2 id="album-title" class="section-title">
        {t("album.title")}
      </h2>
      <p class="muted">{t("album.intro")}</p>
      <ul class="album-rows">
        {pages.map((page, i) => (
          <AlbumRow key={i} record={record} page={page} index={i} busy={busy} run={run(i)} />
        ))}
      </ul>
      <p class="album-status" role="status" data-testid="album-status">
        {busy ? t("album.making") : failed ? t("album.failed") : ""}
      </p>
    </section>
  );
}
