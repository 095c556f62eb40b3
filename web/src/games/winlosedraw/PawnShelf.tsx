// Each player's collected pawns: their initial and name, four slots (red, blue, green, yellow, always in that
// order, so a missing colour shows where it belongs) and "Ace!" for the winner. A player is not shown by their
// seat's colour here: four of the seat colours are the pawns' own, with the pawns' own marks, and a red player's
// chip beside their pawns would read as a red pawn they own.
import { ownsAll, pawnsLine } from "./board";
import { PawnIcon } from "./Pawn";
import { PAWN_COLOURS, type WlodView } from "./protocol";
import { boardWording, type SeatLike } from "./useBoardWording";
import { StandInButton } from "../../ui/StandInButton";

/** A name's first letter (a whole character, accents and all), upper case. */
function initialOf(name: string): string {
  const first = [...name.trim()][0] ?? "?";
  return first.toLocaleUpperCase();
}

export function PawnShelf({ view, seats }: { view: WlodView; seats: readonly SeatLike[] }) {
  const board = view.board;
  if (!board) return null;
  const w = boardWording(seats);
  const rows = Array.from({ length: view.seats }, (_, seat) => seat);
  return (
    <div class="wlod-shelf">
      <h3 class="wlod-shelf-title">{w.t("wlod.b.shelfTitle")}</h3>
      <ul class="wlod-shelf-list">
        {rows.map((seat) => {
          const info = seats.find((s) => s.seat === seat);
          const own = board.pawns[seat] ?? [];
          const ace = board.ace === seat;
          const full = ownsAll(board, seat);
          const you = view.you === seat;
          const turn = view.phase === "turn";
          const tag =
            turn && view.sketcher === seat
              ? "wlod.b.sketching"
              : turn && board.sketched.includes(seat)
                ? "wlod.b.sketchedBefore"
                : null;
          return (
            <li
              class={`wlod-shelf-row ${you ? "is-you" : ""} ${ace ? "is-ace" : ""} ${full ? "is-full" : ""}`}
              data-testid={`wlod-shelf-${seat}`}
              data-pawns={own.join(" ")}
            >
              <span class="wlod-shelf-who">
                <span class="wlod-shelf-id" aria-hidden="true">
                  {info && (
                    <span class="wlod-shelf-initial" data-testid={`wlod-shelf-initial-${seat}`}>
                      {initialOf(w.name(seat))}
                    </span>
                  )}
                  <span class="wlod-shelf-name">
                    {w.name(seat)}
                    {you && <span class="wlod-shelf-you"> ({w.t("wlod.b.you")})</span>}
                  </span>
                </span>
                {tag && (
                  <span class={`wlod-shelf-tag ${tag === "wlod.b.sketchedBefore" ? "is-quiet" : ""}`} aria-hidden="true">
                    {w.t(tag)}
                  </span>
                )}
                {view.phase !== "over" && seat !== view.sketcher && <StandInButton seat={seat} viewer={view.you} />}
              </span>
              <span class="wlod-shelf-slots" aria-hidden="true">
                {PAWN_COLOURS.map((colour) => {
                  const has = own.includes(colour);
                  return (
                    <span
                      class={`wlod-slot ${has ? "is-owned" : "is-empty"}`}
                      title={w.t(has ? "wlod.b.slotOwned" : "wlod.b.slotEmpty", { colour: w.t(`wlod.b.Colour.${colour}`) })}
                    >
                      <PawnIcon colour={colour} size={24} empty={!has} />
                    </span>
                  );
                })}
              </span>
              {ace && (
                <span class="wlod-shelf-ace" aria-hidden="true">
                  {w.t("wlod.b.aceBadge")}
                </span>
              )}
              <span class="sr-only">
                {pawnsLine(board, seat, w)}
                {tag ? ` (${w.t(tag)})` : ""}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
