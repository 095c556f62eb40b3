// `t` for the play screen's own strings: the key is checked against i18n/screen.en.ts itself, so the screen
// type-checks whether or not the registry has merged Pictus's strings into `MessageKey` yet.
import { lang, t, type MessageKey, type Params } from "../../i18n";
import type { ScreenKey } from "./i18n/screen.en";

export function ts(key: ScreenKey, params?: Params): string {
  return t(key as string as MessageKey, params);
}

/** "1 point", "12 points"; French keeps the singular for nought as well. */
export function points(n: number): string {
  const one = n === 1 || (n === 0 && lang.value === "fr");
  return ts(one ? "pictus.s.pointsOne" : "pictus.s.points", { n });
}
