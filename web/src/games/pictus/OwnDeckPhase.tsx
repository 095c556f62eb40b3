// "Draw your own deck", before round 1: each player draws their cards one at a time on the drawing desk. Adding
// a card sends `draw_card` (the server takes the sheet as it stands) and then clears the sheet for the next one.
// Everyone sees how far everyone else has got.
import { useState } from "preact/hooks";
import { drawingOfBlock } from "../../store/session";
import { nameOf, useSession } from "../../ui/context";
import { DrawingDesk } from "../../ui/drawing/DrawingDesk";
import { ActionBar, useSending } from "./ActionBar";
import type { Plan } from "./play";
import type { PictusView } from "./protocol";
import { useInk } from "./useInk";
import { ts } from "./words";

function DrawnProgress({ view, ownCards }: { view: PictusView; ownCards: number }) {
  const room = useSession().room.value;
  return (
    <section class="px-drawn" aria-labelledby="px-drawn-title" data-testid="pictus-drawn">
      <h2 id="px-drawn-title" class="px-side-title">
        {ts("pictus.s.drawing.progressTitle")}
      </h2>
      <ul class="px-drawn-list">
        {view.players.map((p, seat) => {
          const drawn = Math.min(p.drawn, ownCards);
          return (
            <li key={seat} class={`px-drawn-row ${drawn >= ownCards ? "is-done" : ""}`} data-seat={seat}>
              <span class="px-drawn-name">{seat === view.you ? ts("pictus.s.you") : nameOf(room, seat)}</span>
              <span class="px-drawn-count">{ts("pictus.s.drawing.count", { n: drawn, total: ownCards })}</span>
              <span class="px-drawn-track" aria-hidden="true">
                <span class="px-drawn-fill" style={{ width: `${(100 * drawn) / Math.max(1, ownCards)}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function OwnDeckPhase({ view, plan, ownCards }: { view: PictusView; plan: Plan; ownCards: number }) {
  const session = useSession();
  const seat = view.you;
  const ink = useInk(session.drawings, seat);
  const enabled = drawingOfBlock(view, seat)?.mayDraw ?? false;
  const next = Math.min(ownCards, (seat === null ? 0 : (view.players[seat]?.drawn ?? 0)) + 1);
  const drawing = plan.desk === "draw" && seat !== null;
  const left = Math.max(0, ownCards - (seat === null ? 0 : (view.players[seat]?.drawn ?? 0)));
  const [asking, setAsking] = useState(false);
  const [sending, markSent] = useSending();
  const add = () => {
    // Read the sheet itself, not the last render: a second tap lands after the clear below.
    if (seat === null || session.drawings.get(seat).empty) return;
    session.act({ type: "draw_card" });
    session.ownDrawing(seat).clear(performance.now());
  };
  return (
    <div class="px-phase px-phase-drawing">
      {drawing && (
        <section class="px-own-desk" aria-labelledby="px-desk-title">
          <h2 id="px-desk-title" class="px-section-title">
            {ts("pictus.s.drawing.cardTitle", { n: next, total: ownCards })}
          </h2>
          <div class="px-desk" data-testid="pictus-desk">
            <DrawingDesk seat={seat} enabled={enabled} />
          </div>
        </section>
      )}
      <DrawnProgress view={view} ownCards={ownCards} />
      {drawing && (
        <ActionBar>
          {asking ? (
            <>
              <p class="px-action-ask" id="px-shipped-ask">
                {ts("pictus.s.drawing.shippedAsk", { n: left })}
              </p>
              <button
                type="button"
                class="btn btn-secondary"
                aria-describedby="px-shipped-ask"
                disabled={sending}
                data-testid="pictus-use-shipped-yes"
                onClick={() => {
                  markSent();
                  session.act({ type: "use_shipped" });
                }}
              >
                {ts("pictus.s.drawing.shippedYes")}
              </button>
              <button type="button" class="btn btn-ghost" data-testid="pictus-use-shipped-no" onClick={() => setAsking(false)}>
                {ts("pictus.s.drawing.shippedNo")}
              </button>
            </>
          ) : (
            <>
              <button type="button" class="btn btn-primary btn-big" disabled={!ink || !enabled} data-testid="pictus-add-card" onClick={add}>
                {ts("pictus.s.drawing.add", { n: next, total: ownCards })}
              </button>
              {plan.secondary === "use_shipped" && (
                <button type="button" class="btn btn-ghost btn-small" data-testid="pictus-use-shipped" onClick={() => setAsking(true)}>
                  {ts(left === 1 ? "pictus.s.drawing.shippedOne" : "pictus.s.drawing.shipped", { n: left })}
                </button>
              )}
              {!ink && <p class="px-action-hint">{ts("pictus.s.drawing.blank")}</p>}
            </>
          )}
        </ActionBar>
      )}
    </div>
  );
}
