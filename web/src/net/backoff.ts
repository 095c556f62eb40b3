// Reconnect delays: 0.5 s, 1 s, 2 s, 4 s, then 5 s at most, so a restarting server is not hammered and a
// brief network blip costs half a second.
export const BACKOFF_FIRST_MS = 500;
export const BACKOFF_MAX_MS = 5000;

export function backoffDelay(attempt: number): number {
  const delay = BACKOFF_FIRST_MS * 2 ** Math.max(0, attempt);
  return Math.min(delay, BACKOFF_MAX_MS);
}
