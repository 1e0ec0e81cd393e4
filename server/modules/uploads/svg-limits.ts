/**
 * How much drawing an uploaded SVG may ask for. A file's size says little: 1.6 KB of nested
 * <use> elements asks for 100,000 rectangles (the SVG form of "billion laughs"), which took
 * librsvg 5 s to draw as an app icon. So the drawing is measured before anything draws it
 * (svg-drawing-work.ts), and a file over any of these limits is refused as too complex.
 */

export const SVG_TOO_COMPLEX = "This SVG is too complex to process. Please simplify it or upload a PNG.";

export interface SvgLimits {
  /** Elements in the file. jsdom and DOMPurify spend about 0.2 ms on each. */
  elements: number;
  /** Elements inside elements; the serialiser recurses this deep. */
  nesting: number;
  /** References followed inside references (<use> of a group that holds a <use>, ...). */
  referenceDepth: number;
  /**
   * Shapes drawn once every reference is followed: each <use>, pattern, marker, mask or clip
   * path draws its target again, and each character of text is a shape. Each may cover the
   * whole picture, so this also bounds the area painted, in pictures.
   */
  drawn: number;
  /**
   * Work of filters and layers, in passes of a Gaussian blur over the whole picture (about
   * 0.3 s each at 1024 pixels, measured): a blur or lighting is one, a morphology twelve, a
   * turbulence three, an offset or merge nothing; an element drawn through a layer (opacity,
   * mask, clip path, blend mode) 1/400.
   */
  effects: number;
}

/**
 * SVGs stored as they are: browsers draw them, on the viewer's machine. Generous, since a
 * detailed illustration has thousands of paths; the drawn count stops the exponential files.
 */
export const STORED_SVG_LIMITS: SvgLimits = {
  elements: 30_000,
  nesting: 128,
  referenceDepth: 10,
  drawn: 50_000,
  effects: Number.POSITIVE_INFINITY,
};

/**
 * SVGs the server draws itself (app icons, 1024 pixels square): a few seconds of librsvg on
 * one core at the very most (60 µs a shape that covers the whole icon, measured), where a
 * real icon takes well under a tenth of a second. A drop shadow on each of eight parts fits.
 */
export const RASTERISED_SVG_LIMITS: SvgLimits = {
  ...STORED_SVG_LIMITS,
  drawn: 20_000,
  effects: 8,
};

/**
 * An SVG over a limit, or one whose drawing cannot be measured: a reference loop, or a
 * <style> rule with references or layers whose selector cannot be matched. `reason` says
 * which, for logs and tests (never shown to the user).
 */
export class SvgTooComplexError extends Error {
  constructor(readonly reason: keyof SvgLimits | "reference loop" | "stylesheet") {
    super(`SVG too complex: ${reason}`);
  }
}

/**
 * Whether the text holds more than `max` start tags: an upper bound of the elements a DOM of
 * it would hold, known in milliseconds, before jsdom spends seconds building it. (Markup
 * inside comments or CDATA counts too, which only errs on the side of refusing.)
 */
export function hasMoreStartTagsThan(text: string, max: number): boolean {
  const startTag = /<[A-Za-z_:]/g;
  let count = 0;
  while (startTag.exec(text) !== null) if (++count > max) return true;
  return false;
}
