/**
 * Measures, on a sanitised SVG's DOM, how much drawing it asks for, and refuses it over the
 * limits of svg-limits.ts before anything draws it. Every way an SVG draws one part of itself
 * again is followed (svg-references.ts reads them): <use> and the other href references, and
 * url(#id) in attributes, style attributes and <style> rules (patterns, markers, masks, clip
 * paths, filters). A part drawn from several places is counted at each, so a file that
 * doubles its drawing at every level is caught by its total, however few bytes it has.
 * Each element's total is computed once, so measuring is linear in the file even when the
 * drawing is exponential. The counts are upper bounds (every shape may cover the whole
 * picture); what they miss, the time limit on drawing (svg-worker-pool.ts) still stops.
 */
import { type SvgLimits, SvgTooComplexError } from "./svg-limits";
import { childElements, emptyOwn, indexElements, type Reference, readOwnWork } from "./svg-references";

/** Elements drawn only where something refers to them, never where they stand. */
const DRAWN_ONLY_BY_REFERENCE = new Set([
  "defs",
  "symbol",
  "pattern",
  "marker",
  "clipPath",
  "mask",
  "filter",
  "linearGradient",
  "radialGradient",
  "style",
  "title",
  "desc",
  "metadata",
]);
/** Filter primitives by their work, in Gaussian-blur passes (measured on librsvg at 1024 px). */
const PRIMITIVE_WORK = new Map([
  ["feMorphology", 12],
  ["feTurbulence", 3],
  ["feOffset", 0],
  ["feFlood", 0],
  ["feMerge", 0],
  ["feBlend", 0],
  ["feComposite", 0],
  ["feColorMatrix", 0],
  ["feComponentTransfer", 0],
  ["feTile", 0],
]);
/** Any other primitive (blur, lighting, convolution, displacement, image): one pass. */
const PRIMITIVE_WORK_OTHERWISE = 1;
/** Elements whose text is drawn, one shape a character. */
const TEXT_ELEMENTS = new Set(["text", "tspan", "textPath"]);
/** Paint servers that colour a shape without drawing any element of their own. */
const GRADIENTS = new Set(["linearGradient", "radialGradient"]);
/** Points at which a shape draws its markers: at most one per number in its geometry. */
const GEOMETRY_ATTRIBUTES = ["d", "points"];

/** What drawing an element once costs, its references followed. */
interface Cost {
  drawn: number;
  /** Marker positions (vertices) of the shapes drawn. */
  points: number;
  effects: number;
  /** References followed inside references, the longest chain. */
  depth: number;
}

/** Counts elements and nesting without recursion; refuses a file over either limit. */
function allElements(root: Element, limits: SvgLimits): Element[] {
  const all: Element[] = [];
  const stack: Array<{ element: Element; depth: number }> = [{ element: root, depth: 1 }];
  while (stack.length > 0) {
    const { element, depth } = stack.pop()!;
    if (depth > limits.nesting) throw new SvgTooComplexError("nesting");
    all.push(element);
    if (all.length > limits.elements) throw new SvgTooComplexError("elements");
    for (const child of childElements(element)) stack.push({ element: child, depth: depth + 1 });
  }
  return all;
}

/** Vertices a shape may place markers at: an upper bound, from the numbers in its geometry. */
function vertices(element: Element): number {
  if (element.localName === "line") return 2;
  let count = 0;
  for (const name of GEOMETRY_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value) count += (value.match(/\d+/g)?.length ?? 0) + (value.match(/z/gi)?.length ?? 0) + 1;
  }
  return count;
}

/** The work of a <filter>'s primitives (<feGaussianBlur>, ...), each a pass over the picture. */
function filterWorkOf(filter: Element): number {
  let work = 0;
  for (const child of childElements(filter)) {
    if (child.localName.startsWith("fe"))
      work += PRIMITIVE_WORK.get(child.localName) ?? PRIMITIVE_WORK_OTHERWISE;
  }
  return work;
}

/** Characters of text an element draws itself (its own text nodes; tspans count their own). */
function charactersOf(element: Element): number {
  if (!TEXT_ELEMENTS.has(element.localName)) return 0;
  let count = 0;
  for (let node = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === node.TEXT_NODE || node.nodeType === node.CDATA_SECTION_NODE) {
      count += (node.nodeValue ?? "").replace(/\s/g, "").length;
    }
  }
  return count;
}

/** Throws SvgTooComplexError when drawing `root` would ask for more than `limits` allow. */
export function checkDrawingWork(root: Element, limits: SvgLimits): void {
  const index = indexElements(allElements(root, limits));
  const { byId } = index;
  const owns = readOwnWork(root, index);

  /** Every element a reference may mean: renderers differ on repeated and %-escaped ids. */
  function targets(id: string): Element[] {
    let decoded = id;
    try {
      decoded = decodeURIComponent(id);
    } catch {}
    return [...(byId.get(id) ?? []), ...(decoded === id ? [] : (byId.get(decoded) ?? []))];
  }

  const costs = new Map<Element, Cost>();
  const inProgress = new Set<Element>();
  let hops = 0;

  function follow(reference: Reference): { cost: Cost; target: Element } | undefined {
    let worst: { cost: Cost; target: Element } | undefined;
    hops++;
    if (hops > limits.referenceDepth) throw new SvgTooComplexError("referenceDepth");
    for (const target of targets(reference.id)) {
      // A gradient colours a shape and draws nothing: not followed, so `*{fill:url(#g)}`
      // reaching the gradient's own stops is no loop.
      if (reference.via !== "href" && GRADIENTS.has(target.localName)) continue;
      const cost = costOf(target);
      if (!worst || cost.drawn > worst.cost.drawn) worst = { cost, target };
    }
    hops--;
    return worst;
  }

  function costOf(element: Element): Cost {
    const known = costs.get(element);
    if (known) return known;
    // Drawing an element that is already being drawn never ends; renderers refuse it too.
    if (inProgress.has(element)) throw new SvgTooComplexError("reference loop");
    inProgress.add(element);
    const own = owns.get(element) ?? emptyOwn();
    const cost: Cost = {
      drawn: 1 + charactersOf(element),
      points: vertices(element),
      effects: own.effects,
      depth: 0,
    };
    const add = (part: Cost, times: number, hop: number) => {
      cost.drawn += times * part.drawn;
      cost.points += times * part.points;
      cost.effects += times * part.effects;
      cost.depth = Math.max(cost.depth, hop + part.depth);
    };
    for (const child of childElements(element)) {
      if (!DRAWN_ONLY_BY_REFERENCE.has(child.localName)) add(costOf(child), 1, 0);
    }
    // An href draws its target in place, like a child.
    for (const reference of own.references.filter((r) => r.via === "href")) {
      const followed = follow(reference);
      if (followed) add(followed.cost, 1, 1);
    }
    // What this element draws, before paint servers and markers draw on it.
    const shapes = cost.drawn;
    const points = cost.points;
    for (const reference of own.references.filter((r) => r.via !== "href")) {
      const followed = follow(reference);
      if (!followed) continue;
      const { target } = followed;
      const times =
        reference.via === "marker"
          ? points
          : reference.via === "paint" && target.localName === "pattern"
            ? shapes
            : 1;
      add({ ...followed.cost, points: 0 }, times, 1);
      if (reference.via === "filter" && target.localName === "filter") cost.effects += filterWorkOf(target);
    }
    inProgress.delete(element);
    if (cost.drawn > limits.drawn) throw new SvgTooComplexError("drawn");
    if (cost.effects > limits.effects) throw new SvgTooComplexError("effects");
    if (cost.depth > limits.referenceDepth) throw new SvgTooComplexError("referenceDepth");
    costs.set(element, cost);
    return cost;
  }

  costOf(root);
}
