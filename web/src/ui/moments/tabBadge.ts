// The tab tells a player who looks elsewhere that the game needs them: "(!) Your turn · Parlour" as its title
// and a dot on its icon. Both go back to the page's own as soon as the tab is looked at again or nothing needs
// them any more.
import { useEffect, useState } from "preact/hooks";
import { tabTitle } from "./moment";

/** Parlour's mark (as in index.html) with a red dot in its corner; a data: URL, which the CSP's img-src allows. */
const BADGED_ICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>" +
      "<rect width='32' height='32' rx='8' fill='#5b3cc4'/>" +
      "<path d='M8 23c4-10 8-14 16-15-3 5-7 10-14 16z' fill='#ffd23f'/>" +
      "<circle cx='24.5' cy='7.5' r='7' fill='#d64545' stroke='#fff' stroke-width='2'/>" +
      "</svg>",
  );

/** What the page showed before any badge: the title and icon to go back to. */
let plain: { title: string; icon: string | null } | null = null;

function iconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel="icon"]');
}

/** Whether the player is looking elsewhere: another tab, or another window in front of this one. */
function lookingAway(): boolean {
  return document.visibilityState === "hidden" || !document.hasFocus();
}

function apply(need: string | null): void {
  const link = iconLink();
  if (!plain) plain = { title: document.title, icon: link?.getAttribute("href") ?? null };
  document.title = tabTitle(plain.title, need);
  if (link && plain.icon !== null) {
    link.setAttribute("href", need ? BADGED_ICON : plain.icon);
    link.toggleAttribute("data-badge", need !== null);
  }
}

/** Show `need` (words, already translated) on the tab while the player looks away; null: nothing needs them. */
export function useTabBadge(need: string | null): void {
  const [away, setAway] = useState(() => typeof document !== "undefined" && lookingAway());
  useEffect(() => {
    const check = () => setAway(lookingAway());
    document.addEventListener("visibilitychange", check);
    window.addEventListener("focus", check);
    window.addEventListener("blur", check);
    return () => {
      document.removeEventListener("visibilitychange", check);
      window.removeEventListener("focus", check);
      window.removeEventListener("blur", check);
    };
  }, []);
  const shown = away ? need : null;
  useEffect(() => apply(shown), [shown]);
  useEffect(() => () => apply(null), []);
}
