// A square <canvas> showing one seat's sheet. It listens to the sheet directly and repaints at most once per
// animation frame, so strokes never go through a Preact render.
import type { Ref } from "preact";
import { useCallback, useEffect, useRef } from "preact/hooks";
import type { Drawings } from "../../canvas/drawing";
import { paint } from "../../canvas/render";

interface Props {
  drawings: Drawings;
  seat: number;
  label: string;
  class?: string;
  testid?: string;
  canvasRef?: Ref<HTMLCanvasElement>;
}

export function SheetCanvas({ drawings, seat, label, class: className, testid, canvasRef }: Props) {
  const own = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = own.current;
    if (!canvas) return;
    let frame = 0;
    const repaint = () => {
      frame = 0;
      const drawing = drawings.get(seat);
      paint(canvas, drawing);
      // How many stroke numbers the sheet shows: what a test waits on to know that every stroke sent has arrived.
      // Written only when it changes: an attribute set, even to the same value, is a mutation observers hear.
      const pts = String(drawing.strokes.reduce((sum, stroke) => sum + stroke.pts.length, 0));
      if (canvas.dataset.pts !== pts) canvas.dataset.pts = pts;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(repaint);
    };
    const fit = () => {
      const px = Math.max(1, Math.round(canvas.clientWidth * (window.devicePixelRatio || 1)));
      if (canvas.width !== px) {
        canvas.width = px;
        canvas.height = px;
      }
      schedule();
    };
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    fit();
    const unsubscribe = drawings.subscribe(seat, schedule);
    return () => {
      observer.disconnect();
      unsubscribe();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [drawings, seat]);

  const setRef = useCallback(
    (el: HTMLCanvasElement | null) => {
      own.current = el;
      if (typeof canvasRef === "function") canvasRef(el);
      else if (canvasRef) canvasRef.current = el;
    },
    [canvasRef],
  );

  return (
    <canvas
      ref={setRef}
      class={`sheet ${className ?? ""}`}
      data-testid={testid}
      role="img"
      aria-label={label}
      width={1}
      height={1}
    />
  );
}
