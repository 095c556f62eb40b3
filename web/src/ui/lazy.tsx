// Parts of the client fetched when first needed (code splitting): a page other than the home page, a game's code.
// Until a part is in, the page says so; if it cannot be fetched, it says that and offers to reload.
import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
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

export type Fetched<T> =
  | { state: "loaded"; value: T }
  /** "unknown": the fetch found nothing by that key (a game this client lacks, say). */
  | { state: "loading" | "failed" | "unknown" };

/**
 * What `fetch` brings for `key`, unless `have` holds it already (a new key fetches anew; none yet: undefined), and
 * how that stands. A failure is tried again when the browser comes back online: most are a dropped connection.
 */
export function useFetched<T>(
  key: string | undefined,
  have: T | undefined,
  fetch: (key: string) => Promise<T | undefined>,
): Fetched<T> {
  const [result, setResult] = useState<{ key: string; fetched: Fetched<T> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === undefined || have !== undefined) return;
    let live = true;
    fetch(key).then(
      (value) => live && setResult({ key, fetched: value === undefined ? { state: "unknown" } : { state: "loaded", value } }),
      () => live && setResult({ key, fetched: { state: "failed" } }),
    );
    return () => {
      live = false;
    };
  }, [key, have, attempt]);
  const failed = result !== null && result.key === key && result.fetched.state === "failed";
  useEffect(() => {
    if (!failed) return;
    const retry = () => {
      setResult(null);
      setAttempt((n) => n + 1);
    };
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [failed]);
  if (have !== undefined) return { state: "loaded", value: have };
  if (result !== null && result.key === key) return result.fetched;
  return { state: "loading" };
}

/** A component whose code is fetched the first time it shows, or when asked to (`preload`), once: later showings
 * use it at once. `Waiting` shows meanwhile, told whether the fetch failed. */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Waiting: ComponentType<{ state: LoadState }>,
): ComponentType<P> & { preload(): void } {
  let loaded: ComponentType<P> | undefined;
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
    const fetched = useFetched("code", loaded, fetchOnce);
    if (fetched.state === "loaded") {
      const Component = fetched.value;
      return <Component {...props} />;
    }
    return <Waiting state={fetched.state === "failed" ? "failed" : "loading"} />;
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
