/** The arithmetic of the cropper's output, kept apart from the canvas. */
import { fitWithin } from "./compression";
import type { CompressionRule, CropRule } from "./image-kinds";

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** The box a width x height image fills once rotated by `degrees`. */
export function rotatedSize(
  width: number,
  height: number,
  degrees: number,
): { width: number; height: number } {
  const angle = toRadians(degrees);
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  return { width: width * cos + height * sin, height: width * sin + height * cos };
}

/**
 * The cropped image's size in pixels. The profile picture is always 500 px wide; the cover
 * photo and the logo keep the crop's own width but at least their minimum (600 and 200), and
 * at most what compression would keep anyway, so a large crop is not drawn only to be shrunk.
 */
export function cropOutputSize(
  rule: CropRule,
  area: Pick<Area, "width" | "height">,
  compression: CompressionRule,
): { width: number; height: number } {
  let width: number;
  if (rule.outputWidth) {
    width = rule.outputWidth;
  } else {
    const largest = fitWithin(
      area.width,
      area.width / rule.aspect,
      compression.maxWidth,
      compression.maxHeight,
    );
    width = Math.max(rule.minWidth ?? 1, Math.min(Math.round(area.width), largest.width));
  }
  return { width, height: Math.max(1, Math.round(width / rule.aspect)) };
}

/** The slider steps: zoom 50-300 % and rotation -180..180 degrees, in 5s. */
export const ZOOM_MIN = 50;
export const ZOOM_MAX = 300;
export const ROTATION_MIN = -180;
export const ROTATION_MAX = 180;
export const SLIDER_STEP = 5;

/** A value on the slider's scale: within bounds, on a step. */
export function toStep(value: number, min: number, max: number, step = SLIDER_STEP): number {
  const stepped = Math.round(value / step) * step;
  return Math.min(max, Math.max(min, stepped));
}
