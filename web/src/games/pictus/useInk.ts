// Whether a seat's sheet holds any ink, kept up to date as strokes come and go: the narrator's clue is "drawn"
// only with something on the sheet, and an own-deck card cannot be added blank.
import { useEffect, useState } from "preact/hooks";
import type { Drawings } from "../../canvas/drawing";

function inked(drawings: Drawings, seat: number | null): boolean {
  return seat !== null && !drawings.get(seat).empty;
}

export function useInk(drawings: Drawings, seat: number | null): boolean {
  const [ink, setInk] = useState(() => inked(drawings, seat));
  useEffect(() => {
    setInk(inked(drawings, seat));
    if (seat === null) return;
    return drawings.subscribe(seat, () => setInk(inked(drawings, seat)));
  }, [drawings, seat]);
  return ink;
}
