// A place in the standings, for every game: French writes the first "1ᵉʳ" and the others "2ᵉ", which one `{n}`
// string cannot.
import { t } from "../i18n";

export function rank(n: number): string {
  return n === 1 ? t("final.rankFirst") : t("final.rank", { n });
}
