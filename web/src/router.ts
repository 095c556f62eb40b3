// Client-side routes on location.pathname; the server serves the same page for each of them.
import { signal } from "@preact/signals";

export type Route =
  | { name: "home" }
  | { name: "room"; code: string }
  /** The room's table screen: the shared screen everyone watches while their phones are controllers. */
  | { name: "table"; code: string }
  | { name: "game"; id: string }
  | { name: "admin" }
  | { name: "not_found" };

export function parseRoute(pathname: string): Route {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/") return { name: "home" };
  if (path === "/admin") return { name: "admin" };
  const table = /^\/r\/([^/]+)\/table$/.exec(path);
  if (table) return { name: "table", code: decodeURIComponent(table[1]!).toUpperCase() };
  const room = /^\/r\/([^/]+)$/.exec(path);
  if (room) return { name: "room", code: decodeURIComponent(room[1]!).toUpperCase() };
  const game = /^\/games\/([^/]+)$/.exec(path);
  if (game) return { name: "game", id: decodeURIComponent(game[1]!) };
  return { name: "not_found" };
}

export const route = signal<Route>(parseRoute(typeof location === "undefined" ? "/" : location.pathname));

export function navigate(path: string): void {
  history.pushState(null, "", path);
  route.value = parseRoute(location.pathname);
  window.scrollTo(0, 0);
}

export function listenToHistory(): void {
  window.addEventListener("popstate", () => {
    route.value = parseRoute(location.pathname);
  });
}
