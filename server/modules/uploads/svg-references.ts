/**
 * What each element of a sanitised SVG asks to be drawn besides itself: the other parts of
 * the file it refers to (href, and url(#id) in attributes, style attributes and <style>
 * rules, with the property that refers), and the work of its layers and CSS filter
 * functions. svg-drawing-work.ts adds these up.
 */
import * as csstree from "css-tree";
import { SvgTooComplexError } from "./svg-limits";

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
/** Inherited paint: a pattern fill on a group paints every shape inside it with the pattern. */
const PAINT_PROPERTIES = new Set(["fill", "stroke"]);
/** A CSS filter function (blur(), drop-shadow()): about one Gaussian-blur pass. */
const FILTER_FUNCTION_WORK = 1;

type Via = "href" | "paint" | "marker" | "filter" | "other";

export interface Reference {
  id: string;
  via: Via;
}

/** What an element asks for on its own: its references, and effects work (layers, CSS filter functions). */
export interface Own {
  references: Reference[];
  effects: number;
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
      own.effects += FILTER_FUNCTION_WORK;
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

export function emptyOwn(): Own {
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
export interface ElementIndex {
  all: Element[];
  byId: Map<string, Element[]>;
  byClass: Map<string, Element[]>;
  byName: Map<string, Element[]>;
}

export function indexElements(all: Element[]): ElementIndex {
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
export function* childElements(element: Element): Generator<Element> {
  for (let child = element.firstElementChild; child; child = child.nextElementSibling) yield child;
}

/** What each element asks for on its own, from its attributes and the <style> rules matching it. */
export function readOwnWork(root: Element, index: ElementIndex): Map<Element, Own> {
  const owns = new Map<Element, Own>();
  for (const element of index.all) {
    const own = emptyOwn();
    readAttributes(element, own);
    owns.set(element, own);
  }
  readStylesheets(root, index, owns);
  return owns;
}
