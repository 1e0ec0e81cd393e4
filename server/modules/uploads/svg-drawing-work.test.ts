import { describe, expect, it } from "vitest";
import { morphologyFilterSvg, nestedUseBomb } from "../../test/hostile-svgs";
import { RASTERISED_SVG_LIMITS, STORED_SVG_LIMITS, type SvgLimits, SvgTooComplexError } from "./svg-limits";
import { sanitizeSvg } from "./svg-sanitize";

const svg = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100">${inner}</svg>`;

/** Why the file is refused, or "accepted". */
function verdict(text: string, limits: SvgLimits = STORED_SVG_LIMITS): string {
  try {
    expect(sanitizeSvg(Buffer.from(text), limits)).toBeDefined();
    return "accepted";
  } catch (error) {
    if (error instanceof SvgTooComplexError) return error.reason;
    throw error;
  }
}

/** A group of `fan` copies of the element with id `of`. */
const copies = (id: string, of: string, fan: number) =>
  `<g id="${id}">${Array.from({ length: fan }, () => `<use href="#${of}"/>`).join("")}</g>`;

/** An app icon as a designer might make one: a symbol used twice, a gradient, a drop shadow, arrows. */
const NORMAL_ICON = svg(
  '<defs><linearGradient id="sky"><stop offset="0" stop-color="#08f"/><stop offset="1" stop-color="#0cf"/></linearGradient>' +
    '<filter id="shadow"><feGaussianBlur stdDeviation="2"/><feOffset dx="1" dy="1"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>' +
    '<marker id="arrow" markerWidth="4" markerHeight="4"><path d="M0 0L4 2L0 4z"/></marker>' +
    '<symbol id="star" viewBox="0 0 10 10"><path d="M5 0L6 4L10 4L7 6L8 10L5 8L2 10L3 6L0 4L4 4z"/></symbol></defs>' +
    "<style>.card{fill:url(#sky)}</style>" +
    '<rect class="card" width="100" height="100" rx="16"/>' +
    '<g filter="url(#shadow)"><use href="#star" x="10" y="10" width="30" height="30"/><use xlink:href="#star" x="60" y="10" width="30" height="30"/></g>' +
    '<polyline points="10,80 50,60 90,80" fill="none" stroke="#fff" marker-end="url(#arrow)" marker-mid="url(#arrow)"/>',
);

describe("the drawing an SVG asks for is bounded before anything draws it", () => {
  it("refuses a nested-<use> bomb of under 2 KB, in well under a second", () => {
    const bomb = nestedUseBomb(5, 10);
    expect(bomb.length).toBeLessThan(2048);
    const started = performance.now();
    expect(verdict(bomb)).toBe("drawn");
    expect(verdict(bomb, RASTERISED_SVG_LIMITS)).toBe("drawn");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("accepts a normal icon, as stored and as drawn on the server", () => {
    expect(verdict(NORMAL_ICON)).toBe("accepted");
    expect(verdict(NORMAL_ICON, RASTERISED_SVG_LIMITS)).toBe("accepted");
    // The same file comes back: measuring changes nothing.
    expect(sanitizeSvg(Buffer.from(NORMAL_ICON))?.toString()).toContain('marker-mid="url(#arrow)"');
  });

  it("accepts a detailed illustration: thousands of paths under one gradient fill", () => {
    const paths = Array.from({ length: 3000 }, (_, i) => `<path d="M${i % 100} 0L${i % 50} 90z"/>`).join("");
    const illustration = svg(
      `<linearGradient id="g"><stop offset="0"/><stop offset="1" stop-color="red"/></linearGradient><g fill="url(#g)">${paths}</g>`,
    );
    expect(verdict(illustration)).toBe("accepted");
  });

  it("counts every way of drawing a part again: patterns, markers, masks and <style> rules", () => {
    const tile = `${copies("tile", "dot", 300)}<circle id="dot" r="1"/>`;
    // A pattern fill on a group paints each of its shapes with the pattern.
    const patternFill = `<defs><pattern id="p">${tile}</pattern></defs><g fill="url(#p)">${"<rect/>".repeat(200)}</g>`;
    expect(verdict(svg(patternFill))).toBe("drawn");
    // A marker is drawn at every vertex.
    const vertices = Array.from({ length: 200 }, (_, i) => `L${i} ${i}`).join("");
    const markers = `<marker id="m">${tile}</marker><path d="M0 0${vertices}" marker-mid="url(#m)"/>`;
    expect(verdict(svg(markers))).toBe("drawn");
    // The same through a stylesheet rule and a style attribute.
    const styled = `<style>rect{fill:url(#p)}</style><defs><pattern id="p">${tile}</pattern></defs>${"<rect/>".repeat(200)}`;
    expect(verdict(svg(styled))).toBe("drawn");
    const masks = `<mask id="k">${tile}</mask>${'<rect style="mask:url(#k)"/>'.repeat(200)}`;
    expect(verdict(svg(masks))).toBe("drawn");
  });

  it("reads an illustration's stylesheet quickly: hundreds of class rules, a fill for everything", () => {
    const rules = Array.from({ length: 300 }, (_, i) => `.cls-${i}{fill:url(#g${i % 3});opacity:.9}`).join(
      "",
    );
    const gradients = [0, 1, 2].map(
      (i) => `<linearGradient id="g${i}"><stop offset="${i}"/></linearGradient>`,
    );
    const paths = Array.from(
      { length: 3000 },
      (_, i) => `<path class="cls-${i % 300}" d="M0 0L${i % 90} 9z"/>`,
    );
    const illustration = svg(
      `<style>${rules} *{stroke:url(#g0)}</style>${gradients.join("")}${paths.join("")}`,
    );
    const started = performance.now();
    // The universal rule reaches the gradients' own stops too: no loop, gradients draw nothing.
    expect(verdict(illustration)).toBe("accepted");
    expect(performance.now() - started).toBeLessThan(3000);
    // A rule that draws a pattern where jsdom cannot tell cannot be measured.
    const unknown = svg(
      '<style>rect:unheard-of{fill:url(#p)}</style><pattern id="p"><rect/></pattern><rect/>',
    );
    expect(verdict(unknown)).toBe("stylesheet");
  });

  it("is not fooled by repeated or %-escaped ids", () => {
    const levels = copies("a", "leaf", 40) + copies("b", "a", 40) + copies("c", "b", 40);
    // The first element with the id is empty; a renderer may draw the last one.
    expect(verdict(svg(`<g id="c"/><defs><rect id="leaf"/>${levels}</defs><use href="#c"/>`))).toBe("drawn");
    expect(verdict(svg(`<defs><rect id="leaf"/>${levels}</defs><use href="#%63"/>`))).toBe("drawn");
  });

  it("refuses reference loops, long reference chains, deep nesting and too many elements", () => {
    expect(verdict(svg('<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>'))).toBe(
      "reference loop",
    );
    const chain = Array.from({ length: 12 }, (_, i) => `<g id="c${i}"><use href="#c${i + 1}"/></g>`).join("");
    expect(verdict(svg(`${chain}<rect id="c12"/>`))).toBe("referenceDepth");
    expect(verdict(svg(`${"<g>".repeat(200)}<rect/>${"</g>".repeat(200)}`))).toBe("nesting");
    // Refused from the text alone, before a DOM is built: a second or more of jsdom otherwise.
    const many = svg("<g/>".repeat(STORED_SVG_LIMITS.elements + 1));
    const started = performance.now();
    expect(verdict(many)).toBe("elements");
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("bounds the work of filters, layers and text only where the server draws the file", () => {
    const shadows = svg(
      `<filter id="f"><feGaussianBlur stdDeviation="2"/><feOffset dx="1"/></filter>${'<rect filter="url(#f)"/>'.repeat(9)}`,
    );
    expect(verdict(shadows)).toBe("accepted");
    expect(verdict(shadows, RASTERISED_SVG_LIMITS)).toBe("effects");
    // One morphology filter takes librsvg longer than eight blurs.
    expect(verdict(morphologyFilterSvg())).toBe("accepted");
    expect(verdict(morphologyFilterSvg(), RASTERISED_SVG_LIMITS)).toBe("effects");
    // Each half-transparent shape is drawn on a layer of its own.
    const layers = (count: number) => svg('<rect width="9" height="9" opacity="0.5"/>'.repeat(count));
    expect(verdict(layers(3000), RASTERISED_SVG_LIMITS)).toBe("accepted");
    expect(verdict(layers(3500), RASTERISED_SVG_LIMITS)).toBe("effects");
    // Each character is a shape.
    const text = svg(`<text id="t">${"W".repeat(1000)}</text>${'<use href="#t"/>'.repeat(20)}`);
    expect(verdict(text)).toBe("accepted");
    expect(verdict(text, RASTERISED_SVG_LIMITS)).toBe("drawn");
  });
});
