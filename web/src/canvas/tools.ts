// The three pen widths and three eraser widths, in virtual units (the protocol allows 1..80).
import type { Tool } from "../protocol";

export const SIZE_NAMES = ["small", "medium", "large"] as const;
export type SizeName = (typeof SIZE_NAMES)[number];

/** The tools that draw a line (a fill has no width). */
export type LineTool = Exclude<Tool, "fill">;

export const STROKE_SIZES: Record<LineTool, Record<SizeName, number>> = {
  pen: { small: 4, medium: 10, large: 22 },
  eraser: { small: 18, medium: 40, large: 80 },
};
