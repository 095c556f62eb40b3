// The interface language: a signal read by `t`, so every component that translates re-renders on a switch.
import { signal } from "@preact/signals";
import { en, type MessageKey } from "./en";
import { fr } from "./fr";

export type { MessageKey } from "./en";
export type Lang = "en" | "fr";
export type Params = Record<string, string | number>;

export const LANG_KEY = "parlour.lang";
export const catalogs: Record<Lang, Record<MessageKey, string>> = { en, fr };

/** The stored choice if there is one, else French for a French browser, else English. */
export function pickLang(stored: string | null, navigatorLanguage: string | undefined): Lang {
  if (stored === "en" || stored === "fr") return stored;
  return navigatorLanguage?.toLowerCase().startsWith("fr") ? "fr" : "en";
}

function storedLang(): string | null {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
}

export const lang = signal<Lang>(
  typeof window === "undefined" ? "en" : pickLang(storedLang(), navigator.language),
);

export function setLang(next: Lang): void {
  lang.value = next;
  try {
    localStorage.setItem(LANG_KEY, next);
  } catch {
    // Private browsing may refuse storage; the switch still works for this page.
  }
  document.documentElement.lang = next;
}

export function format(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function translate(language: Lang, key: MessageKey, params?: Params): string {
  return format(catalogs[language][key], params);
}

export function t(key: MessageKey, params?: Params): string {
  return translate(lang.value, key, params);
}

export function hasKey(key: string): key is MessageKey {
  return key in en;
}

/** The message for a server error code; an unknown code is shown as it is. */
export function errorMessage(code: string): string {
  const key = `error.${code}`;
  return hasKey(key) ? t(key) : code;
}

/** Names joined the way the language lists them: "Ann, Bob and Cy". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} ${t("common.and")} ${names[names.length - 1]}`;
}
