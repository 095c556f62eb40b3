// A round of Pictus in words, for its record page and its album: whose each card was, and what the round came to.
import { joinNames, t } from "../../i18n";
import type { RecordPlayer as Player } from "../../protocol";
import { recordName } from "../../ui/record/RecordPlayer";
import type { RoundStory, TableEntry } from "./record";

/** Whose a card on the table was: the narrator's, another player's, or the deck's (the extra card). */
export function ownerWords(entry: TableEntry, players: readonly Player[]): string {
  if (entry.owner === null) return t("pictus.r.fromDeck");
  const name = recordName(players, entry.owner);
  return entry.narrators ? t("pictus.r.narratorsCard", { name }) : t("pictus.r.cardOf", { name });
}

/** What the round came to, in a sentence. */
export function outcomeWords(story: RoundStory, players: readonly Player[]): string {
  const name = recordName(players, story.narrator);
  // A late voter guessed nothing: the 2 of "all or none" went to those who voted only.
  if (story.late.length > 0) {
    if (story.nobody) return t("pictus.r.nobodyLate", { name });
    if (story.everybody) return t("pictus.r.everybodyLate", { name });
    if (story.table.every((c) => c.voters.length === 0)) return t("pictus.r.noVoteInTime");
  }
  if (story.nobody) return t("pictus.r.nobody", { name });
  if (story.everybody) return t("pictus.r.everybody", { name });
  const finders = story.table.find((c) => c.narrators)?.voters.filter((s) => s !== story.narrator) ?? [];
  if (finders.length === 0) return t("pictus.r.noGuessers", { name });
  return t(finders.length === 1 ? "pictus.r.foundOne" : "pictus.r.found", {
    names: joinNames(finders.map((s) => recordName(players, s))),
  });
}
