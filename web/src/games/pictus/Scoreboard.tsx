// Everyone's score at a glance, throughout the game: who narrates, who has acted in this phase (handed in, voted,
// ready: never what), and at the reveal what each scored this round.
import { nameOf, seatOf, useSession } from "../../ui/context";
import { Swatch } from "../../ui/Swatch";
import { isAway, scoreRows } from "./play";
import type { Phase, PictusView, Voters } from "./protocol";
import { points, ts } from "./words";
import type { ScreenKey } from "./i18n/screen.en";

const DONE: Record<Phase, [ScreenKey, ScreenKey] | null> = {
  drawing: ["pictus.s.done.drawing", "pictus.s.todo.drawing"],
  clue: ["pictus.s.done.clue", "pictus.s.todo.clue"],
  hand_in: ["pictus.s.done.hand_in", "pictus.s.todo.hand_in"],
  vote: ["pictus.s.done.vote", "pictus.s.todo.vote"],
  reveal: ["pictus.s.done.reveal", "pictus.s.todo.reveal"],
  over: null,
};

export function Scoreboard({ view, voters }: { view: PictusView; voters: Voters }) {
  const room = useSession().room.value;
  const rows = scoreRows(view, voters);
  const words = DONE[view.phase];
  return (
    <section class="px-scores" aria-labelledby="px-scores-title" data-testid="pictus-scores">
      <h2 id="px-scores-title" class="px-side-title">
        {ts("pictus.s.scores.title")}{" "}
        <span class="px-side-sub">
          {view.target_reachable === false && view.rounds !== undefined
            ? ts("pictus.s.scores.deckEnds", { n: view.rounds })
            : ts("pictus.s.scores.target", { n: view.target })}
        </span>
      </h2>
      <ul class="px-score-list">
        {rows.map((row) => {
          const info = seatOf(room, row.seat);
          return (
            <li
              key={row.seat}
              class={`px-score ${row.narrator ? "is-narrator" : ""} ${row.you ? "is-you" : ""}`}
              data-seat={row.seat}
              data-score={row.score}
              data-testid="pictus-score"
            >
              {info && <Swatch colour={info.colour} size={20} />}
              <span class="px-score-name">
                {nameOf(room, row.seat)}
                {row.you && <span class="px-score-you"> {ts("pictus.s.youParen")}</span>}
              </span>
              {row.narrator && <span class="px-score-role">{ts("pictus.s.scores.narrator")}</span>}
              {/* Shown as soon as the room says their socket is gone: the others see whom the table may wait on. */}
              {isAway(info) && (
                <span class="px-score-away" data-testid="pictus-away" title={ts("pictus.s.awayLong")}>
                  <span aria-hidden="true">{ts("pictus.s.away")}</span>
                  <span class="sr-only">{ts("pictus.s.awayLong")}</span>
                </span>
              )}
              {row.done !== null && words && (
                <span class={`px-score-done ${row.done ? "is-done" : ""}`} title={ts(row.done ? words[0] : words[1])}>
                  <span aria-hidden="true">{row.done ? "✓" : "…"}</span>
                  <span class="sr-only">{ts(row.done ? words[0] : words[1])}</span>
                </span>
              )}
              <span class="px-score-points">
                <span class="sr-only">{points(row.score)}</span>
                <span aria-hidden="true">{row.score}</span>
              </span>
              {row.gained !== null && (
                <span class={`px-score-gain ${row.gained > 0 ? "is-up" : ""}`}>
                  {ts("pictus.s.scores.gained", { n: row.gained })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
