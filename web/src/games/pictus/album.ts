// Pictus's album: a page per round with the narrator's clue (their drawing too, when they drew it) and the table
// of cards as it was turned over: each card's number, whose it was and who voted for it.
import { reactionLines } from "../../album/reactions";
import type { AlbumCell, AlbumPage } from "../../album/types";
import { joinNames, t } from "../../i18n";
import type { GameRecord } from "../../protocol";
import { recordName } from "../../ui/record/RecordPlayer";
import { pictureUrl } from "./deck";
import { isDrawn, tableNumber, type PictusView } from "./protocol";
import { roundStories, type RoundStory, type TableEntry } from "./record";
import { outcomeWords, ownerWords } from "./recordWords";

function card(entry: TableEntry, record: GameRecord<PictusView>): AlbumCell | null {
  if (!entry.card) return null;
  const owner = entry.owner === null ? undefined : record.players.find((p) => p.seat === entry.owner);
  const votes =
    entry.voters.length === 0
      ? t("pictus.r.noVotes")
      : `${t(entry.voters.length === 1 ? "pictus.r.voteOne" : "pictus.r.votes", { n: entry.voters.length })} ${joinNames(
          entry.voters.map((seat) => recordName(record.players, seat)),
        )}`;
  return {
    picture: isDrawn(entry.card) ? { kind: "strokes", strokes: entry.card.strokes } : { kind: "file", url: pictureUrl(entry.card.id) },
    by: owner ? { name: owner.name, colour: owner.colour } : null,
    caption: `${ownerWords(entry, record.players)} · ${votes}`,
    mark: t("pictus.r.cardNumber", { n: tableNumber(entry.index) }),
  };
}

function page(story: RoundStory, record: GameRecord<PictusView>): AlbumPage {
  const narrator = record.players.find((p) => p.seat === story.narrator);
  const name = recordName(record.players, story.narrator);
  const clue: AlbumCell[] =
    story.drawn && narrator
      ? [
          {
            picture: { kind: "sheet", epoch: story.epoch, seat: story.narrator },
            by: { name: narrator.name, colour: narrator.colour },
            caption: t("pictus.r.drawingOf", { name, n: story.round }),
          },
        ]
      : [];
  return {
    title: `${t("games.pictus")} · ${t("pictus.r.round", { n: story.round })}`,
    lines: [
      t("pictus.album.told", { name, clue: story.words ? t("pictus.r.quoted", { text: story.words }) : t("pictus.r.noWords") }),
      outcomeWords(story, record.players),
      ...reactionLines(record, [story.epoch]),
    ],
    aspect: 1.5,
    cells: [...clue, ...story.table.flatMap((entry) => card(entry, record) ?? [])],
  };
}

export function pictusAlbum(record: GameRecord<PictusView>): AlbumPage[] {
  return roundStories(record.events, record.final.history).map((story) => page(story, record));
}
