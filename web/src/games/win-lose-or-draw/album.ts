// Win, Lose or Draw's album: the sketches of the game, six turns a page, each with its sketcher, its item and
// what came of it. Passed turns, with nothing sketched, are left out.
import { reactionLines } from "../../album/reactions";
import type { AlbumCell, AlbumPage } from "../../album/types";
import { joinNames, lang, t } from "../../i18n";
import type { GameRecord } from "../../protocol";
import { recordName } from "../../ui/record/RecordPlayer";
import type { WinLoseOrDrawView } from "./protocol";
import { galleryRows, secondsOf, type GalleryRow } from "./turns";

export const TURNS_A_PAGE = 6;

function outcome(row: GalleryRow, record: GameRecord<WinLoseOrDrawView>): string {
  const names = joinNames(row.guessers.map((seat) => recordName(record.players, seat)));
  if (row.outcome === "guessed") {
    const time = row.ms !== null ? ` ${t("win-lose-or-draw.r.inSeconds", { s: secondsOf(row.ms, lang.value) })}` : "";
    return `${t("win-lose-or-draw.r.guessedBy")} ${names}${time}`;
  }
  if (row.outcome === "stolen") return `${t("win-lose-or-draw.r.stolenBy")} ${names}`;
  return t(`win-lose-or-draw.r.outcome.${row.outcome}`);
}

function cell(row: GalleryRow, record: GameRecord<WinLoseOrDrawView>): AlbumCell {
  const player = record.players.find((p) => p.seat === row.sketcher);
  const item = row.text !== null ? t("win-lose-or-draw.r.quoted", { text: row.text }) : t("win-lose-or-draw.r.neverRevealed");
  return {
    picture: { kind: "sheet", epoch: row.turn, seat: row.sketcher },
    by: player ? { name: player.name, colour: player.colour } : null,
    caption: `${item} (${t(`win-lose-or-draw.cat.${row.category}`)}) · ${outcome(row, record)}`,
    mark: t("win-lose-or-draw.r.turn", { n: row.turn }),
  };
}

export function winLoseOrDrawAlbum(record: GameRecord<WinLoseOrDrawView>): AlbumPage[] {
  const rows = galleryRows(record.final.history, record.final.mode).filter((row) => row.outcome !== "passed");
  const pages: AlbumPage[] = [];
  for (let i = 0; i < rows.length; i += TURNS_A_PAGE) {
    const some = rows.slice(i, i + TURNS_A_PAGE);
    const first = some[0]!.turn;
    const last = some[some.length - 1]!.turn;
    const turns = first === last ? t("win-lose-or-draw.r.turn", { n: first }) : t("win-lose-or-draw.album.turns", { first, last });
    pages.push({
      title: `${t("games.win-lose-or-draw")} · ${turns}`,
      lines: reactionLines(
        record,
        some.map((row) => row.turn),
      ),
      aspect: 1,
      cells: some.map((row) => cell(row, record)),
    });
  }
  return pages;
}
