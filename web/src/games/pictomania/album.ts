// Pictomania's album: a page per round with every player's sheet, the clue they drew and what it scored.
import { reactionLines } from "../../album/reactions";
import type { AlbumPage } from "../../album/types";
import { t } from "../../i18n";
import type { GameRecord } from "../../protocol";
import type { PictomaniaView } from "./protocol";
import { points } from "./words";

export function pictomaniaAlbum(record: GameRecord<PictomaniaView>): AlbumPage[] {
  return record.final.results.map((result) => ({
    title: `${t("games.pictomania")} · ${t("replay.round", { n: result.round })}`,
    lines: [t(`level.${result.level}`), ...reactionLines(record, [result.round])],
    aspect: 1,
    cells: record.players.map((player) => {
      const scored = result.score.players.find((p) => p.seat === player.seat);
      const drew = scored?.blank ? t("score.drewNothing") : t("replay.drew", { clue: result.clues[player.seat] ?? "" });
      return {
        picture: { kind: "sheet", epoch: result.round, seat: player.seat },
        by: { name: player.name, colour: player.colour },
        caption: scored ? `${drew} · ${points(scored.score)}` : drew,
      };
    }),
  }));
}
