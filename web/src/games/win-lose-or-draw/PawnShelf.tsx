// Each player's collected pawns: their initial and name, four slots (red, blue, green, yellow, always in that
// order, so a missing colour shows where it belongs) and "Ace!" for the winner. A player is not shown by their
// seat's colour here: four of the seat colours are the pawns' own, with the pawns' own marks, and a red player's
// chip beside their pawns would read as a red pawn they own.
import { ownsAll, pawnsLine } from "./board";
import { PawnIcon } from "./Pawn";
import { PAWN_COLOURS, type WinLoseOrDrawView } from "./protocol";
import { boardWording, type SeatLike } from "./useBoardWording";
import { StandInButton } from "../../ui/StandInButton";

/** A name's first letter (a whole character, accents and all), upper case. */
function initialOf(name: string): string {
  const first = [...name.trim()][0] ?? "?";
  return first.toLocaleUpperCase();
}

export function PawnShelf({ view, seats }: { view: WinLoseOrDrawView; seats: readonly SeatLike[] }) {
  const board = view.board;
  if (!board) return null;
  const w = boardWording(seats);
  const rows = Array.from({ length: view.seats }, (_, seat) => seat);
  return (
    <div class="win-lose-or-draw-shelf">
      <h3 class="win-lose-or-draw-shelf-title">{w.t("win-lose-or-draw.b.shelfTitle")}</h3>
      <ul class="win-lose-or-draw-shelf-list">
        {rows.map((seat) => {
          const info = seats.find((s) => s.seat === seat);
          const own = board.pawns[seat] ?? [];
          const ace = board.ace === seat;
          const full = ownsAll(board, seat);
          const you = view.you === seat;
          const turn = view.phase === "turn";
          const tag =
            turn && view.sketcher === seat
              ? "win-lose-or-draw.b.sketching"
              : turn && board.sketched.includes(seat)
                ? "win-lose-or-draw.b.sketchedBefore"
                : null;
          return (
            <li
              class={`win-lose-or-draw-shelf-row ${you ? "is-you" : ""} ${ace ? "is-ace" : ""} ${full ? "is-full" : ""}`}
              data-testid={`win-lose-or-draw-shelf-${seat}`}
              data-pawns={own.join(" ")}
            >
              <span class="win-lose-or-draw-shelf-who">
                <span class="win-lose-or-draw-shelf-id" aria-hidden="true">
                  {info && (
                    <span class="win-lose-or-draw-shelf-initial" data-testid={`win-lose-or-draw-shelf-initial-${seat}`}>
                      {initialOf(w.name(seat))}
                    </span>
                  )}
                  <span class="win-lose-or-draw-shelf-name">
                    {w.name(seat)}
                    {you && <span class="win-lose-or-draw-shelf-you"> ({w.t("win-lose-or-draw.b.you")})</span>}
                  </span>
                </span>
                {tag && (
                  <span class={`win-lose-or-draw-shelf-tag ${tag === "win-lose-or-draw.b.sketchedBefore" ? "is-quiet" : ""}`} aria-hidden="true">
                    {w.t(tag)}
                  </span>
                )}
                {view.phase !== "over" && seat !== view.sketcher && <StandInButton seat={seat} viewer={view.you} />}
              </span>
              <span class="win-lose-or-draw-shelf-slots" aria-hidden="true">
                {PAWN_COLOURS.map((colour) => {
                  const has = own.includes(colour);
                  return (
                    <span
                      class={`win-lose-or-draw-slot ${has ? "is-owned" : "is-empty"}`}
                      title={w.t(has ? "win-lose-or-draw.b.slotOwned" : "win-lose-or-draw.b.slotEmpty", { colour: w.t(`win-lose-or-draw.b.Colour.${colour}`) })}
                    >
                      <PawnIcon colour={colour} size={24} empty={!has} />
                    </span>
                  );
                })}
              </span>
              {ace && (
                <span class="win-lose-or-draw-shelf-ace" aria-hidden="true">
                  {w.t("win-lose-or-draw.b.aceBadge")}
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
