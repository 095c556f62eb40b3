// What the browser remembers: a seat token per room (to take the seat back after a reload), the last name
// used (a convenience for the next room) and whether the player turned the sound off.
const tokenKey = (code: string) => `parlour.token.${code}`;
const NAME_KEY = "parlour.name";
const SOUND_KEY = "parlour.sound";
const STREAMER_KEY = "parlour.streamer";
const CLIENT_KEY = "parlour.client";
const ADMIN_KEY = "parlour.admin";

/** `tab`: this tab's storage, forgotten with it (sessionStorage), rather than the browser's. */
function read(key: string, tab = false): string | null {
  try {
    return (tab ? sessionStorage : localStorage).getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null, tab = false): void {
  try {
    const storage = tab ? sessionStorage : localStorage;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Storage can be refused (private mode, quota); the session then simply lasts as long as the page.
  }
}

export const loadToken = (code: string): string | null => read(tokenKey(code));
export const saveToken = (code: string, token: string): void => write(tokenKey(code), token);
export const forgetToken = (code: string): void => write(tokenKey(code), null);
export const loadName = (): string => read(NAME_KEY) ?? "";
export const saveName = (name: string): void => write(NAME_KEY, name);
/** Sound is on until the player turns it off. */
export const loadSoundOn = (): boolean => read(SOUND_KEY) !== "off";
export const saveSoundOn = (on: boolean): void => write(SOUND_KEY, on ? "on" : "off");
/** Streamer mode: this screen hides room codes and invite links (someone may be watching it). Off until turned on. */
export const loadStreamer = (): boolean => read(STREAMER_KEY) === "on";
export const saveStreamer = (on: boolean): void => write(STREAMER_KEY, on ? "on" : null);
/** The admin page's token: kept by this tab alone, never by the browser. */
export const loadAdminToken = (): string => read(ADMIN_KEY, true) ?? "";
export const saveAdminToken = (token: string | null): void => write(ADMIN_KEY, token, true);
/** This browser's own random id, made once: a room the host removed this player from knows them by it a while. */
export function clientId(): string {
  const kept = read(CLIENT_KEY);
  if (kept) return kept;
  const made = typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  write(CLIENT_KEY, made);
  return made;
}
