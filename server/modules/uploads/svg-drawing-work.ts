/**
 * Measures, on a sanitised SVG's DOM, how much drawing it asks for, and refuses it over the
 * limits of svg-limits.ts before anything draws it. Every way an SVG draws one part of itself
 * again is followed: <use> (and the other href references), and url(#id) in attributes, style
 * attributes and <style> rules (patterns, markers, masks, clip paths, filters). A part drawn
 * from several places is counted at each, so a file that doubles its drawing at every level
 * is caught by its total, however few bytes it has. Each element's total is computed once,
 * so measuring is linear in the file even when the drawing is exponential. The counts are
 * upper bounds (every shape may cover the whole picture); what they miss, the time limit on
 * drawing (svg-worker-pool.ts) still stops.
 */
import * as csstree from "css-tree";
import { type SvgLimits, SvgTooComplexError } from "./svg-limits";

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
/** Elements whose href draws (or takes its content from) another part of the file. */
const DRAWING_HREF = new Set([
  "use",
  "feImage",
  "pattern",
  "linearGradient",
  "radialGradient",
  "filter",
  "textPath",
  "tref",
  "mpath",
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
/** Drawing an element through a layer of its own (opacity, mask, ...) and compositing it. */
const LAYER_WORK = 1 / 400;
/** Properties whose value, unless it is this one, makes the element a layer. */
const LAYER_PROPERTIES = new Map([
  ["opacity", "1"],
  ["mask", "none"],
  ["clip-path", "none"],
  ["filter", "none"],
  ["mix-blend-mode", "normal"],
  ["isolation", "auto"],
]);
/** Elements whose text is drawn, one shape a character. */
const TEXT_ELEMENTS = new Set(["text", "tspan", "textPath"]);
/** Paint servers that colour a shape without drawing any element of their own. */
const GRADIENTS = new Set(["linearGradient", "radialGradient"]);
/** Inherited paint: a pattern fill on a group paints every shape inside it with the pattern. */
const PAINT_PROPERTIES = new Set(["fill", "stroke"]);
/** Points at which a shape draws its markers: at most one per number in its geometry. */
const GEOMETRY_ATTRIBUTES = ["d", "points"];

type Via = "href" | "paint" | "marker" | "filter" | "other";

interface Reference {
  id: string;
  via: Via;
}

/** What an element asks for on its own: its references, and effects work (layers, CSS filter functions). */
interface Own {
  references: Reference[];
  effects: number;
}

/** What drawing an element once costs, its references followed. */
interface Cost {
  drawn: number;
  /** Marker positions (vertices) of the shapes drawn. */
  points: number;
  effects: number;
  /** References followed inside references, the longest chain. */
  depth: number;
}

function viaOf(property: string): Via {
  const name = property.toLowerCase();
  if (PAINT_PROPERTIES.has(name)) return "paint";
  if (name.startsWith("marker")) return "marker";
  if (name === "filter") return "filter";
  return "other";
}

/** A property's value makes its element a layer: drawn apart, then composited. */
function makesLayer(property: string, value: string): boolean {
  const plain = LAYER_PROPERTIES.get(property.toLowerCase());
  return plain !== undefined && plain !== value.trim().toLowerCase();
}

/** url(#id) references, layers and filter functions of one property's value, added to `own`. */
function readValue(property: string, text: string, value: csstree.CssNode | undefined, own: Own): void {
  if (makesLayer(property, text)) own.effects += LAYER_WORK;
  if (!value) return;
  const via = viaOf(property);
  csstree.walk(value, (node) => {
    if (node.type === "Url" && node.value.trim().startsWith("#")) {
      own.references.push({ id: node.value.trim().slice(1), via });
    } else if (node.type === "Function" && via === "filter") {
      own.effects += PRIMITIVE_WORK_OTHERWISE; // blur(), drop-shadow(): a pass each.
    }
  });
}

function readDeclarations(block: csstree.CssNode, own: Own): void {
  csstree.walk(block, {
    visit: "Declaration",
    enter(declaration) {
      readValue(declaration.property, csstree.generate(declaration.value), declaration.value, own);
    },
  });
}

function parseOrUndefined(
  text: string,
  context: "stylesheet" | "value" | "declarationList",
): csstree.CssNode | undefined {
  try {
    return csstree.parse(text, { context, parseCustomProperty: true, onParseError: () => {} });
  } catch {
    return undefined;
  }
}

function emptyOwn(): Own {
  return { references: [], effects: 0 };
}

/** References in the element's attributes, style attribute included. */
function readAttributes(element: Element, own: Own): void {
  for (const attribute of element.attributes) {
    const name = attribute.localName;
    const value = attribute.value;
    if (name === "href") {
      if (DRAWING_HREF.has(element.localName) && value.trim().startsWith("#")) {
        own.references.push({ id: value.trim().slice(1), via: "href" });
      }
    } else if (name === "style") {
      const declarations = parseOrUndefined(value, "declarationList");
      if (declarations) readDeclarations(declarations, own);
    } else if (value.includes("(")) {
      readValue(name, value, parseOrUndefined(value, "value"), own);
    } else {
      readValue(name, value, undefined, own);
    }
  }
}

/** Elements by id, class and name: the simple selectors most stylesheets use, looked up at once. */
interface ElementIndex {
  all: Element[];
  byId: Map<string, Element[]>;
  byClass: Map<string, Element[]>;
  byName: Map<string, Element[]>;
}

function indexElements(all: Element[]): ElementIndex {
  const index: ElementIndex = { all, byId: new Map(), byClass: new Map(), byName: new Map() };
  const add = (map: Map<string, Element[]>, key: string, element: Element) => {
    const list = map.get(key);
    if (list) list.push(element);
    else map.set(key, [element]);
  };
  for (const element of all) {
    const id = element.getAttribute("id");
    if (id !== null) add(index.byId, id, element);
    for (const name of element.classList) add(index.byClass, name, element);
    add(index.byName, element.localName, element);
  }
  return index;
}

/**
 * Elements one selector matches: looked up when it is a single class, id or element name
 * (an illustration's stylesheet is hundreds of `.cls-12` rules), else asked of jsdom, which
 * reads every element. A selector jsdom cannot read cannot be counted: the file is refused.
 */
function matching(selector: csstree.Selector, document: Document, index: ElementIndex): Iterable<Element> {
  const parts = selector.children.toArray();
  const only = parts.length === 1 ? parts[0] : undefined;
  // Escaped or namespaced names are left to jsdom, which decodes them as a renderer would.
  const plain = (name: string) => !name.includes("\\") && !name.includes("|");
  if (only?.type === "ClassSelector" && plain(only.name)) return index.byClass.get(only.name) ?? [];
  if (only?.type === "IdSelector" && plain(only.name)) return index.byId.get(only.name) ?? [];
  if (only?.type === "TypeSelector" && plain(only.name)) {
    return only.name === "*" ? index.all : (index.byName.get(only.name) ?? []);
  }
  try {
    return document.querySelectorAll(csstree.generate(selector));
  } catch {
    throw new SvgTooComplexError("stylesheet");
  }
}

/** References and effects that <style> rules give to the elements they match. */
function readStylesheets(root: Element, index: ElementIndex, owns: Map<Element, Own>): void {
  for (const style of index.byName.get("style") ?? []) {
    const sheet = parseOrUndefined(style.textContent ?? "", "stylesheet");
    if (!sheet) continue;
    csstree.walk(sheet, {
      visit: "Rule",
      enter(rule) {
        // librsvg plays no CSS animation; keyframe selectors ("50%") select no element.
        if (this.atrule && csstree.keyword(this.atrule.name).basename.toLowerCase() === "keyframes") return;
        const given = emptyOwn();
        readDeclarations(rule.block, given);
        if (given.references.length === 0 && given.effects === 0) return;
        if (rule.prelude.type !== "SelectorList") throw new SvgTooComplexError("stylesheet");
        for (const selector of rule.prelude.children) {
          if (selector.type !== "Selector") continue;
          for (const element of matching(selector, root.ownerDocument, index)) {
            const own = owns.get(element);
            if (!own) continue;
            own.references.push(...given.references);
            own.effects += given.effects;
          }
        }
      },
    });
  }
}

/**
 * The element's children. Not `element.children`: jsdom's live collection costs time per
 * access that grows with the number of children, which made 20,000 siblings take a minute.
 */
function* childElements(element: Element): Generator<Element> {
  for (let child = element.firstElementChild; child; child = child.nextElementSibling) yield child;
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
  const owns = new Map<Element, Own>();
  for (const element of index.all) {
    const own = emptyOwn();
    readAttributes(element, own);
    owns.set(element, own);
  }
  readStylesheets(root, index, owns);

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
