/**
 * Uploaded SVG files. An SVG is a document that can run script and load other
 * resources, so it is parsed as the XML it is, and only drawing survives: DOMPurify's SVG
 * allow-list (no <script>, <foreignObject>, on* handlers or animation of attributes), links
 * and image references only to the file's own parts or inline raster images, and CSS that
 * fetches nothing. The result is serialised from the cleaned tree, so what is stored is what
 * was checked; it is also served with a sandboxing CSP in case anything was missed.
 * A file that asks for more drawing than svg-limits.ts allows is refused (SvgTooComplexError):
 * by its count of start tags before jsdom builds it, by its drawing once it is clean.
 */
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import {
  isLocalReference,
  isSafeAttributeValue,
  sanitizeStyleAttribute,
  sanitizeStylesheet,
} from "./svg-css";
import { checkDrawingWork } from "./svg-drawing-work";
import { hasMoreStartTagsThan, STORED_SVG_LIMITS, type SvgLimits, SvgTooComplexError } from "./svg-limits";

const SVG_NS = "http://www.w3.org/2000/svg";
const REFERENCE_ATTRIBUTES = new Set(["href", "xlink:href", "src"]);

/** Text of a well-formed XML file, or undefined: binary data is not an SVG. */
function decodeText(bytes: Uint8Array): string | undefined {
  try {
    // fatal: bytes that are not UTF-8 are not an SVG we accept; the BOM, if any, is dropped.
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return text.trimStart().startsWith("<") ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The sanitised SVG, or undefined when `bytes` are not an SVG document (an XML document
 * whose root is <svg> in the SVG namespace; browsers show nothing else as an SVG image).
 * Throws SvgTooComplexError for a file over `limits`.
 */
export function sanitizeSvg(bytes: Uint8Array, limits: SvgLimits = STORED_SVG_LIMITS): Buffer | undefined {
  const text = decodeText(bytes);
  if (text === undefined) return undefined;
  if (hasMoreStartTagsThan(text, limits.elements)) throw new SvgTooComplexError("elements");
  let dom: JSDOM;
  try {
    // jsdom neither runs scripts nor loads resources unless told to.
    dom = new JSDOM(text, { contentType: "image/svg+xml" });
  } catch {
    return undefined; // Not well-formed XML.
  }
  try {
    const { document } = dom.window;
    const root = document.documentElement;
    if (root?.localName !== "svg" || root.namespaceURI !== SVG_NS) return undefined;
    // Outside the root: the doctype (entities, external DTD), processing instructions
    // (<?xml-stylesheet?> loads CSS from anywhere) and comments. None is drawing.
    for (const node of [...document.childNodes]) if (node !== root) node.remove();

    const purify = createDOMPurify(dom.window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook("uponSanitizeAttribute", (_node, data) => {
      const name = data.attrName.toLowerCase();
      if (REFERENCE_ATTRIBUTES.has(name)) {
        if (!isLocalReference(data.attrValue)) data.keepAttr = false;
      } else if (name === "style") {
        data.attrValue = sanitizeStyleAttribute(data.attrValue);
      } else if (!isSafeAttributeValue(data.attrValue)) {
        data.keepAttr = false;
      }
    });
    purify.addHook("afterSanitizeElements", (node) => {
      if (node.nodeName.toLowerCase() === "style" && node.textContent !== null) {
        node.textContent = sanitizeStylesheet(node.textContent);
      }
    });
    purify.sanitize(root, {
      IN_PLACE: true,
      USE_PROFILES: { svg: true, svgFilters: true },
      // <use> repeats a part of the drawing; the hook above keeps it to this file's own parts.
      ADD_TAGS: ["use"],
    });
    // Measured on what is kept: references to other files are gone by now.
    checkDrawingWork(root, limits);
    return Buffer.from(new dom.window.XMLSerializer().serializeToString(root), "utf8");
  } finally {
    dom.window.close();
  }
}
