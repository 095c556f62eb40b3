// A finished game's page (/games/<id>): the record is fetched here, and the game's own record page tells it.
import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import { fetchGame, type ApiResult } from "../../net/api";
import type { GameRecord } from "../../protocol";
import { navigate } from "../../router";
import { GameLoadStatus, useGame } from "../useGame";

export function ReplayPage({ id }: { id: string }) {
  const [result, setResult] = useState<ApiResult<GameRecord> | null>(null);
  const load = useGame(result?.ok ? result.data.final.game : undefined);

  useEffect(() => {
    let live = true;
    fetchGame(id).then((r) => live && setResult(r));
    return () => {
      live = false;
    };
  }, [id]);

  if (!result) return <main class="page"><p class="loading">{t("replay.loading")}</p></main>;
  if (!result.ok) {
    const message =
      result.status === 409
        ? t("replay.inProgress")
        : result.status === 404
          ? t("replay.notFound")
          : t("replay.failed", { code: result.code });
    return (
      <main class="page">
        <section class="card center" data-testid="replay" data-error={result.code}>
          <p class="big-wait">{message}</p>
          <button type="button" class="btn btn-primary" onClick={() => navigate("/")}>
            {t("common.backHome")}
          </button>
        </section>
      </main>
    );
  }

  const record = result.data;
  if (load.state === "loaded") {
    const Record = load.value.Record;
    return <Record record={record} />;
  }
  if (load.state !== "unknown") {
    return (
      <main class="page">
        <GameLoadStatus load={load} />
      </main>
    );
  }
  return (
    <main class="page">
      <section class="card center" data-testid="replay" data-error="no_replay">
        <p class="big-wait">{t("replay.unsupported")}</p>
        <button type="button" class="btn btn-primary" onClick={() => navigate("/")}>
          {t("common.backHome")}
        </button>
      </section>
    </main>
  );
}
