// A shared "now" for countdowns. The server's deadlines are epoch milliseconds; the brief says to trust
// Date.now() rather than estimate clock skew.
import { signal } from "@preact/signals";

export const now = signal(Date.now());

let ticking: ReturnType<typeof setInterval> | null = null;
let users = 0;

/** Start ticking while at least one countdown is on screen. Returns the stop function. */
export function startClock(): () => void {
  users++;
  if (!ticking) {
    now.value = Date.now();
    ticking = setInterval(() => (now.value = Date.now()), 250);
  }
  return () => {
    users--;
    if (users === 0 && ticking) {
      clearInterval(ticking);
      ticking = null;
    }
  };
}

/** "1:05" for 65 000 ms; never negative. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}
