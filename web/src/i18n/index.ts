// The interface language: a signal read by `t`, so every component that translates re-renders on a switch.
// The strings are the shared ones (./en.ts, ./fr.ts) and each game's (src/games/<game>/i18n/), which the
// registry hands over with `addMessages`: a game's name at once, the rest in the page's language when the game
// loads, and in another before the interface switches to it. `MessageKey` is every one of their keys.
import { signal } from "@preact/signals";
import type { AnyEntry, MessageKeyOf } from "../games";
import { en, type CoreKey } from "./en";
import { fr } from "./fr";

export type Lang = "en" | "fr";
export type Params = Record<string, string | number>;
/** A key of the shared strings or of a registered game's. */
export type MessageKey = CoreKey | MessageKeyOf<AnyEntry>;
/** One dictionary per language, with the same keys. */
export type Catalogs = Record<Lang, { readonly [key: string]: string }>;

export const LANG_KEY = "parlour.lang";

type Dictionary = { readonly [key: string]: string };

const shared: Catalogs = { en, fr };
/** Each owner's strings (a game's, its name's) in the languages fetched so far. */
const byOwner = new Map<string, Partial<Record<Lang, Dictionary>>>();
const merged: Partial<Record<Lang, Dictionary>> = {};

/** Strings of `owner` in one language (the registry calls this as each game's arrive); a later call for the
 * same owner and language replaces them. */
export function addMessages(owner: string, language: Lang, messages: Dictionary): void {
  byOwner.set(owner, { ...byOwner.get(owner), [language]: messages });
  delete merged[language];
}

/** Every string of one language: the shared ones and those of every game fetched in it. */
export function catalog(language: Lang): Dictionary {
  const found = merged[language] ?? Object.assign({}, shared[language], ...[...byOwner.values()].map((m) => m[language]));
  merged[language] = found;
  return found;
}

type Fetch = (next: Lang) => Promise<unknown>;
const beforeSwitch: Fetch[] = [];

/** What must be fetched before the interface speaks another language (the registry: the strings of the games
 * a page has loaded, in that language). */
export function beforeLanguageSwitch(fetch: Fetch): void {
  beforeSwitch.push(fetch);
}

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

/** Switches once the strings of the language are in; rejects, switching nothing, if they could not be fetched. */
export async function setLang(next: Lang): Promise<void> {
  await Promise.all(beforeSwitch.map((fetch) => fetch(next)));
  lang.value = next;
  try {
    localStorage.setItem(LANG_KEY, next);
  } catch {
    // Private browsing may refuse storage; the switch still works for this page.
  }
  if (typeof document !== "undefined") document.documentElement.lang = next;
}

export function format(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

// French drops the e of "de" before a vowel sound: "le dessin d'Alexandrine", "au tour d'Ugo". A dictionary cannot
// know the name it will hold, so the elision is made once the name is in (names with a silent h are left as written).
const FRENCH_DE_BEFORE_VOWEL = /\b([Dd])e \{(\w+)\}/g;
const VOWEL_START = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;

function elide(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(FRENCH_DE_BEFORE_VOWEL, (whole, d: string, name: string) =>
    name in params && VOWEL_START.test(String(params[name])) ? `${d}'{${name}}` : whole,
  );
}

/** A key no dictionary has (a game's strings not registered yet) shows as itself. */
export function translate(language: Lang, key: MessageKey, params?: Params): string {
  const template = catalog(language)[key] ?? key;
  return format(language === "fr" ? elide(template, params) : template, params);
}

export function t(key: MessageKey, params?: Params): string {
  return translate(lang.value, key, params);
}

export function hasKey(key: string): key is MessageKey {
  return key in catalog(lang.value);
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
