// Parts of the client fetched when first needed (code splitting): a page other than the home page, a game's code.
// Until a part is in, the page says so; if it cannot be fetched, it says that and offers to reload.
import type { ComponentType } from "preact";
import { useCallback, useEffect, useState } from "preact/hooks";
import { t } from "../i18n";

export type LoadState = "loading" | "failed";

/** What stands in for a part of the page until its code is in. */
export function LoadStatus({ state }: { state: LoadState }) {
  if (state === "loading") return <p class="loading">{t("common.loading")}</p>;
  return (
    <section class="card center" role="alert" data-testid="load-failed">
      <p>{t("common.loadFailed")}</p>
      <button type="button" class="btn btn-primary" onClick={() => location.reload()}>
        {t("common.reload")}
      </button>
    </section>
  );
}

/** Calls `retry` when the browser comes back online: most failed fetches are a dropped connection. */
export function useRetryOnline(failed: boolean, retry: () => void): void {
  useEffect(() => {
    if (!failed) return;
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [failed, retry]);
}

/** A component whose code is fetched the first time it shows, or when asked to (`preload`), once: later showings
 * use it at once. `Waiting` shows meanwhile, told whether the fetch failed. */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Waiting: ComponentType<{ state: LoadState }>,
): ComponentType<P> & { preload(): void } {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // a later showing tries again
        throw error;
      },
    );
    return pending;
  };
  function Lazy(props: P) {
    const [, setReady] = useState(loaded !== null);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      fetchOnce().then(
        () => live && setReady(true),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [attempt]);
    const retry = useCallback(() => {
      setFailed(false);
      setAttempt((n) => n + 1);
    }, []);
    useRetryOnline(failed, retry);
    if (loaded) {
      const Component = loaded;
      return <Component {...props} />;
    }
    return <Waiting state={failed ? "failed" : "loading"} />;
  }
  return Object.assign(Lazy, { preload: () => void fetchOnce().catch(() => undefined) });
}

function PageWaiting({ state }: { state: LoadState }) {
  return (
    <main class="page">
      <LoadStatus state={state} />
    </main>
  );
}

/** A page whose code is fetched the first time it shows. */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(load, PageWaiting);
}
