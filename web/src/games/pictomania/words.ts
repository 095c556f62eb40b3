// Words that change with a number: "1 pt" but "2 pts". The dictionaries' `{n}` cannot choose a form, and a
// first-time player reads "1 pts" as a mistake.
import { lang, t, type Lang } from "../../i18n";
export { rank } from "../../ui/rank";

/** Whether `n` takes the singular: in English only ±1, in French also 0 (and anything below 2 in size). */
export function singular(n: number, language: Lang): boolean {
  return language === "fr" ? Math.abs(n) < 2 : Math.abs(n) === 1;
}

/** A number of points, with its unit in the right number. */
export function points(n: number): string {
  return t(singular(n, lang.value) ? "pm.points.one" : "game.total", { n });
}
