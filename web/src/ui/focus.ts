// Where keyboard focus may go, for dialogs that keep it inside while open and hand it back when they close.

const CANDIDATES = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** Whether Tab can land on `el` now: an enabled control, shown, and not inside a closed <details> or an inert
 * subtree (the page behind a modal dialog). */
export function canTakeFocus(el: Element): boolean {
  if (!(el instanceof HTMLElement) || !el.isConnected || !el.matches(CANDIDATES)) return false;
  if (el.closest("[inert]")) return false;
  return el.getClientRects().length > 0;
}

/** The elements inside `root` that Tab visits, in document order. */
export function focusables(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(CANDIDATES)).filter(canTakeFocus);
}

/** The control to give focus back to: `el` itself, or, when it was disabled or hidden meanwhile (a Guess button
 * once the guess is made), the first control of its closest surroundings that still can take focus, so that a
 * keyboard user resumes where they were rather than at the top of the page. */
export function nearestFocusable(el: HTMLElement | null): HTMLElement | null {
  if (!el || !el.isConnected) return null;
  if (canTakeFocus(el)) return el;
  for (let around = el.parentElement; around && around !== document.body; around = around.parentElement) {
    const found = focusables(around)[0];
    if (found) return found;
  }
  return null;
}

/** The next element for Tab (or Shift+Tab) inside `root`, wrapping from one end to the other; null when Tab may
 * do as usual. */
export function wrapTab(root: ParentNode, active: Element | null, backwards: boolean): HTMLElement | null {
  const all = focusables(root);
  if (all.length === 0) return null;
  const first = all[0]!;
  const last = all[all.length - 1]!;
  const index = active ? all.indexOf(active as HTMLElement) : -1;
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === all.length - 1) return first;
  return null;
}

/** Focus for what appeared when the control that had it went away with its part of the page ("Sit down" once
 * seated, "Start the game" once the game is on): `target`, made focusable from script if it is not, so that a
 * keyboard or screen reader resumes there rather than at the top of the page. Only when the focus was indeed
 * lost (back on the body): someone busy elsewhere on the page is not pulled away. */
export function focusArrival(target: HTMLElement | null | undefined): void {
  if (!target || !target.isConnected) return;
  const active = document.activeElement;
  if (active !== null && active !== document.body) return;
  if (!target.matches(CANDIDATES)) {
    if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
    // Focused to say where the page is, not to be pressed: Space and Enter there go to the page, as when nothing
    // had the focus (a game's own keys on the window leave the keys of a control focused from the keyboard
    // alone, and this is no control).
    const release = (e: KeyboardEvent) => {
      if (e.key === " " || e.key === "Enter") target.blur();
    };
    target.addEventListener("keydown", release);
    target.addEventListener("blur", () => target.removeEventListener("keydown", release), { once: true });
  }
  target.focus();
}

/** What a game's screen names first, for `focusArrival` once it appears: the element the game marks
 * `data-arrival` (its bar saying the round and phase, say), else its first heading, else the screen itself. */
export function arrivalOf(screen: HTMLElement | null): HTMLElement | null {
  if (!screen) return null;
  return screen.querySelector<HTMLElement>("[data-arrival]") ?? screen.querySelector<HTMLElement>("h1, h2, h3") ?? screen;
}
