// The stroke model: what one player's sheet holds, and the store of every sheet in the room. Pure data with
// change listeners, so canvases redraw without going through Preact (strokes arrive many times a second).
import type { Canvases, Ink, Stroke, Tool } from "../protocol";

/** One player's sheet: strokes in drawing order. Undone and cleared strokes are simply gone. */
export class Drawing {
  strokes: Stroke[] = [];

  /** Points for stroke `sid`: a sid not seen yet starts a new stroke (in `colour`, when given), a known one grows. */
  addPoints(sid: number, tool: Tool, size: number, pts: readonly number[], colour?: Ink): Stroke {
    // The stroke being drawn is nearly always the last one, so look there before searching.
    const last = this.strokes[this.strokes.length - 1];
    let stroke = last && last.sid === sid ? last : this.strokes.find((s) => s.sid === sid);
    if (!stroke) {
      stroke = colour === undefined ? { sid, tool, size, pts: [] } : { sid, tool, size, pts: [], colour };
      this.strokes.push(stroke);
    }
    for (const n of pts) stroke.pts.push(n);
    return stroke;
  }

  undo(): Stroke | undefined {
    return this.strokes.pop();
  }

  clear(): void {
    this.strokes = [];
  }

  load(strokes: readonly Stroke[]): void {
    this.strokes = strokes.map((s) => {
      const copy: Stroke = { sid: s.sid, tool: s.tool, size: s.size, pts: s.pts.slice() };
      if (s.colour !== undefined) copy.colour = s.colour;
      return copy;
    });
  }

  maxSid(): number {
    return this.strokes.reduce((max, s) => Math.max(max, s.sid), -1);
  }

  get empty(): boolean {
    return this.strokes.length === 0;
  }
}

type Listener = () => void;

/** Every seat's sheet for the current round, with a listener list per seat. */
export class Drawings {
  private sheets = new Map<number, Drawing>();
  private listeners = new Map<number, Set<Listener>>();

  get(seat: number): Drawing {
    let sheet = this.sheets.get(seat);
    if (!sheet) {
      sheet = new Drawing();
      this.sheets.set(seat, sheet);
    }
    return sheet;
  }

  draw(seat: number, sid: number, tool: Tool, size: number, pts: readonly number[], colour?: Ink): void {
    this.get(seat).addPoints(sid, tool, size, pts, colour);
    this.notify(seat);
  }

  undo(seat: number): void {
    this.get(seat).undo();
    this.notify(seat);
  }

  clear(seat: number): void {
    this.get(seat).clear();
    this.notify(seat);
  }

  /** Replace every sheet with a snapshot's canvases. */
  load(canvases: Canvases): void {
    const touched = new Set<number>([...this.sheets.keys()]);
    for (const sheet of this.sheets.values()) sheet.clear();
    for (const [key, strokes] of Object.entries(canvases)) {
      const seat = Number(key);
      if (!Number.isInteger(seat)) continue;
      this.get(seat).load(strokes);
      touched.add(seat);
    }
    for (const seat of touched) this.notify(seat);
  }

  /** Replace one sheet's strokes (copied). */
  replace(seat: number, strokes: readonly Stroke[]): void {
    this.get(seat).load(strokes);
    this.notify(seat);
  }

  /** A new round starts with blank sheets. */
  reset(): void {
    this.load({});
  }

  subscribe(seat: number, listener: Listener): () => void {
    let set = this.listeners.get(seat);
    if (!set) {
      set = new Set();
      this.listeners.set(seat, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  private notify(seat: number): void {
    const set = this.listeners.get(seat);
    if (set) for (const listener of set) listener();
  }
}
