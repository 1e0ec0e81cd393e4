/**
 * SVG files made to cost the server time, for the tests and bench/svg-load.bench.ts. Each is a
 * few hundred bytes to 2 KB, far inside every size limit: what makes them expensive is what
 * drawing them means, not how big they are.
 */

const OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">';

/**
 * The "billion laughs" of SVG: each level is a group of `fan` <use> elements pointing at the
 * level below, so the top one draws fan^levels rectangles. 10^5 full-size rectangles take
 * librsvg about 5 s at 1024 pixels, from 1.6 KB of text.
 */
export function nestedUseBomb(levels = 5, fan = 10, seed = 0): string {
  let defs = `<g id="level0"><rect width="100" height="100" fill="#0a${seed % 10}"/></g>`;
  for (let level = 1; level <= levels; level++) {
    const uses = Array.from({ length: fan }, (_, i) => `<use href="#level${level - 1}" x="${i % 3}"/>`);
    defs += `<g id="level${level}">${uses.join("")}</g>`;
  }
  return `${OPEN}<defs>${defs}</defs><use href="#level${levels}"/></svg>`;
}

/**
 * One rectangle through a morphology filter: a handful of elements, yet librsvg takes 3-5 s
 * to draw it at 1024 pixels. Caught by the weight svg-limits.ts gives filter primitives.
 */
export function morphologyFilterSvg(seed = 0): string {
  return (
    `${OPEN}<filter id="f"><feMorphology operator="dilate" radius="${3 + (seed % 5)}"/></filter>` +
    '<rect width="100" height="100" fill="#a07" filter="url(#f)"/></svg>'
  );
}

/**
 * The slowest kind of icon within every limit of svg-limits.ts: 3,000 half-transparent
 * squares, each drawn on a layer of its own over the whole icon, about 2 s of librsvg. What
 * stops worse is the time limit on drawing.
 */
export function slowButAllowedSvg(seed = 0): string {
  const square = `<rect width="100" height="100" fill="#${seed % 10}a7" opacity="0.5"/>`;
  return `${OPEN}${square.repeat(3000)}</svg>`;
}

/** A plain, valid icon of about 150 bytes. */
export function smallIcon(seed = 0): string {
  return `${OPEN}<circle cx="50" cy="50" r="${20 + (seed % 20)}" fill="#07a"/></svg>`;
}
