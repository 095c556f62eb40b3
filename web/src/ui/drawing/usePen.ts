// Pointer input on the own canvas: mouse, touch and pen through one set of pointer events, with pointer
// capture so a stroke may leave the sheet and come back, and coalesced events for smooth fast strokes.
import type { RefObject } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { BATCH_INTERVAL_MS } from "../../canvas/batcher";
import { pressureOf, toVirtual, type Box } from "../../canvas/coords";
import type { OwnDrawing } from "../../canvas/ownDrawing";
import type { Ink, Tool } from "../../protocol";

export interface PenSettings {
  tool: Tool;
  size: number;
  /** The chosen ink, in a game with a palette; undefined: the one ink. */
  colour: Ink | undefined;
  enabled: boolean;
}

export function usePen(ref: RefObject<HTMLCanvasElement>, own: OwnDrawing, settings: PenSettings): void {
  const live = useRef(settings);
  live.current = settings;

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    let pointer: number | null = null;
    let box: Box = { left: 0, top: 0, width: 1, height: 1 };

    const points = (events: readonly PointerEvent[]): number[] => {
      const out: number[] = [];
      for (const e of events) {
        const [x, y] = toVirtual(e.clientX, e.clientY, box);
        out.push(x, y, pressureOf(e.pointerType, e.pressure));
      }
      return out;
    };
    const stop = () => {
      if (pointer === null) return;
      if (canvas.hasPointerCapture?.(pointer)) canvas.releasePointerCapture(pointer);
      pointer = null;
      own.end(performance.now());
    };
    const down = (e: PointerEvent) => {
      if (!live.current.enabled || pointer !== null) return;
      if (e.pointerType === "mouse" && e.button !== 0) return;
      e.preventDefault();
      box = canvas.getBoundingClientRect();
      const [x, y, p] = points([e]) as [number, number, number];
      const { tool, size, colour } = live.current;
      // The bucket acts on the press alone: there is no stroke to follow.
      if (tool === "fill") {
        own.fill(x, y, colour ?? 0, performance.now());
        return;
      }
      pointer = e.pointerId;
      canvas.setPointerCapture(e.pointerId);
      own.begin(x, y, p, tool, size, performance.now(), colour);
    };
    const move = (e: PointerEvent) => {
      if (e.pointerId !== pointer) return;
      e.preventDefault();
      // The round may end mid-stroke (last token taken, time up): stop sending what would be refused.
      if (!live.current.enabled) return stop();
      const batch = typeof e.getCoalescedEvents === "function" ? e.getCoalescedEvents() : [];
      own.extend(points(batch.length ? batch : [e]), performance.now());
    };
    const up = (e: PointerEvent) => {
      if (e.pointerId === pointer) stop();
    };

    canvas.addEventListener("pointerdown", down);
    canvas.addEventListener("pointermove", move);
    canvas.addEventListener("pointerup", up);
    canvas.addEventListener("pointercancel", up);
    canvas.addEventListener("lostpointercapture", up);
    const timer = setInterval(() => own.tick(performance.now()), BATCH_INTERVAL_MS);
    return () => {
      canvas.removeEventListener("pointerdown", down);
      canvas.removeEventListener("pointermove", move);
      canvas.removeEventListener("pointerup", up);
      canvas.removeEventListener("pointercancel", up);
      canvas.removeEventListener("lostpointercapture", up);
      clearInterval(timer);
      stop();
    };
  }, [ref, own]);
}
