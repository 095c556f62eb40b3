// The clue, in view from the moment it is given to the end of the round: the narrator's words and, when they drew,
// their sheet (each round's sheets are a canvas epoch of their own, so it is the narrator's seat's sheet now).
// Before the clue is given the others watch that sheet live, in case the narrator draws.
import { useState } from "preact/hooks";
import { nameOf, useSession } from "../../ui/context";
import { SheetCanvas } from "../../ui/drawing/SheetCanvas";
import { Modal } from "../../ui/Modal";
import type { Clue } from "./protocol";
import { ts } from "./words";

/** The narrator's drawing, small beside the words; a tap shows it large (a phone's thumbnail is small). */
function ClueDrawing({ narrator, label }: { narrator: number; label: string }) {
  const session = useSession();
  const [large, setLarge] = useState(false);
  return (
    <div class="px-clue-sheet">
      <button
        type="button"
        class="px-clue-sheet-btn sheet-frame px-watch-frame"
        aria-haspopup="dialog"
        title={ts("pictus.s.clue.enlarge")}
        data-testid="pictus-clue-drawing-button"
        onClick={() => setLarge(true)}
      >
        <SheetCanvas drawings={session.drawings} seat={narrator} label={label} testid="pictus-clue-drawing" />
      </button>
      {large && (
        <Modal title={label} onClose={() => setLarge(false)} class="px-zoom-dialog" testid="pictus-clue-zoom">
          <div class="modal-body px-zoom-body">
            <div class="sheet-frame px-watch-frame px-clue-large">
              <SheetCanvas drawings={session.drawings} seat={narrator} label={label} />
            </div>
          </div>
        </Modal>
      )}
    </div>
  );
}

export function ClueBox({ clue, narrator, you }: { clue: Clue; narrator: number; you: number | null }) {
  const session = useSession();
  const name = nameOf(session.room.value, narrator);
  const mine = narrator === you;
  return (
    <section class={`px-clue ${clue.drawn ? "has-drawing" : ""}`} aria-labelledby="px-clue-title" data-testid="pictus-clue">
      <h2 id="px-clue-title" class="px-clue-title">
        {mine ? ts("pictus.s.clue.yours") : ts("pictus.s.clue.of", { name })}
      </h2>
      {clue.words ? (
        <p class="px-clue-words" data-testid="pictus-clue-words">
          {ts("pictus.s.clue.quoted", { words: clue.words })}
        </p>
      ) : (
        <p class="px-clue-none">{ts("pictus.s.clue.drawingOnly")}</p>
      )}
      {clue.drawn && <ClueDrawing narrator={narrator} label={mine ? ts("pictus.s.clue.drawingYours") : ts("pictus.s.clue.drawingOf", { name })} />}
    </section>
  );
}

/** The clue phase, for everyone but the narrator: the narrator's sheet live, blank unless they draw. */
export function LiveSheet({ narrator }: { narrator: number }) {
  const session = useSession();
  const name = nameOf(session.room.value, narrator);
  return (
    <section class="px-clue px-clue-live" aria-labelledby="px-live-title" data-testid="pictus-live">
      <h2 id="px-live-title" class="px-clue-title">
        {ts("pictus.s.live.title", { name })}
      </h2>
      <p class="px-clue-none">{ts("pictus.s.live.note", { name })}</p>
      <div class="px-clue-sheet">
        <div class="sheet-frame px-watch-frame">
          <SheetCanvas drawings={session.drawings} seat={narrator} label={ts("pictus.s.clue.drawingOf", { name })} testid="pictus-live-sheet" />
        </div>
      </div>
    </section>
  );
}
