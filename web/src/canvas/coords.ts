// Mapping between a canvas element on screen and the protocol's virtual 1000 × 1000 canvas.
import { MAX_PRESSURE, VIRTUAL_SIZE } from "../protocol";

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

function clamp(n: number, lo: number, hi: number): number {
  return n < lo ? lo : n > hi ? hi : n;
}

/** A point on screen (client pixels) to integer virtual units, clamped to the sheet. */
export function toVirtual(clientX: number, clientY: number, box: Box): [number, number] {
  const w = box.width || 1;
  const h = box.height || 1;
  const x = Math.round(((clientX - box.left) / w) * VIRTUAL_SIZE);
  const y = Math.round(((clientY - box.top) / h) * VIRTUAL_SIZE);
  return [clamp(x, 0, VIRTUAL_SIZE), clamp(y, 0, VIRTUAL_SIZE)];
}

/** The pressure sent when a pointer has none of its own (mouse, most touch screens): a steady middle line. */
export const DEFAULT_PRESSURE = 50;

/**
 * Pressure 0..100 for a pointer event. Only pens report a meaningful pressure: a mouse reports 0.5 while a
 * button is down and touch screens report 0 or 1, so those get the steady default instead.
 */
export function pressureOf(pointerType: string, pressure: number): number {
  if (pointerType !== "pen" || !(pressure > 0)) return DEFAULT_PRESSURE;
  return clamp(Math.round(pressure * MAX_PRESSURE), 1, MAX_PRESSURE);
}
