// The reactions a page of an album counts: how the table took those rounds, under the page's title.
import { t } from "../i18n";
import { REACTIONS, type GameRecord } from "../protocol";

/** The reactions sent in these canvas epochs (rounds, turns), counted in the order the reaction bar shows them,
 * as a page's line: ["Reactions: Bravo! ×3 · On fire ×1"]; no line when there were none. */
export function reactionLines(record: Pick<GameRecord, "reactions">, epochs: readonly number[]): string[] {
  const counts = new Map<string, number>();
  for (const r of record.reactions ?? []) {
    if (epochs.includes(r.round)) counts.set(r.reaction, (counts.get(r.reaction) ?? 0) + 1);
  }
  const shown = REACTIONS.filter((r) => counts.has(r)).map((r) => t("album.reactionCount", { name: t(`reaction.${r}`), n: counts.get(r)! }));
  return shown.length === 0 ? [] : [t("album.reactions", { list: shown.join(" · ") })];
}
