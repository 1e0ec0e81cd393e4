/**
 * CSS inside uploaded SVG files (<style> elements, style attributes, presentation attributes
 * such as fill="url(...)"): parsed with a real CSS parser and kept only where it can fetch
 * nothing, by the same walker as a card's custom CSS (core/css-policy.ts). An SVG may point at
 * its own parts (url(#gradient)) and carry inline images; any other url(), @import or
 * @font-face would make a viewer's browser contact another server.
 */
import * as csstree from "css-tree";
import {
  type CssPolicy,
  isSafeValue,
  removeUnsafeDeclarations,
  stripStylesheet,
} from "../../../core/css-policy";

const INLINE_IMAGE = /^data:image\/(png|jpeg|gif);base64,[a-z0-9+/=\s]*$/i;

/** A reference that stays inside the file: a fragment of it, or an inline raster image. */
export function isLocalReference(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.startsWith("#") || INLINE_IMAGE.test(trimmed);
}

/** What an SVG's CSS may do: shape the drawing and point at its own parts. */
const SVG_CSS_POLICY: CssPolicy = {
  allowedAtRules: new Set(["media", "supports", "keyframes"]),
  isAllowedReference: isLocalReference,
};

/** The contents of a <style> element with everything that could fetch removed. */
export function sanitizeStylesheet(css: string): string {
  if (css.trim() === "") return "";
  const ast = csstree.parse(css, { parseCustomProperty: true, onParseError: () => {} });
  stripStylesheet(ast, SVG_CSS_POLICY);
  return csstree.generate(ast);
}

/** A style attribute with every unsafe declaration removed. */
export function sanitizeStyleAttribute(style: string): string {
  const ast = csstree.parse(style, {
    context: "declarationList",
    parseCustomProperty: true,
    onParseError: () => {},
  });
  removeUnsafeDeclarations(ast, SVG_CSS_POLICY);
  return csstree.generate(ast);
}

/**
 * Whether a presentation attribute's value (fill, filter, mask, cursor, ...) fetches
 * nothing. Only values with a function or an escape can; the rest pass without parsing.
 */
export function isSafeAttributeValue(value: string): boolean {
  if (!value.includes("(") && !value.includes("\\")) return true;
  let ast: csstree.CssNode;
  try {
    ast = csstree.parse(value, { context: "value" });
  } catch {
    return false;
  }
  return isSafeValue(ast, SVG_CSS_POLICY);
}
