/**
 * CSS inside uploaded SVG files (<style> elements, style attributes, presentation attributes
 * such as fill="url(...)"): parsed with a real CSS parser and kept only where it can fetch
 * nothing. An SVG may point at its own parts (url(#gradient)) and carry inline images; any
 * other url(), @import or @font-face would make a viewer's browser contact another server.
 */
import * as csstree from "css-tree";

/** At-rules that only shape the drawing; @import, @font-face, @namespace and the rest go. */
const ALLOWED_AT_RULES = new Set(["media", "supports", "keyframes"]);
/** Properties that run code in old engines. */
const FORBIDDEN_PROPERTIES = new Set(["behavior", "-moz-binding", "-ms-behavior"]);
/** Functions that run script in old engines, or fetch like url() does. */
const FORBIDDEN_FUNCTIONS = new Set(["expression", "javascript", "url", "src"]);
/** Functions whose string arguments are fetched like url(): image-set("https://...") loads it. */
const URL_FUNCTIONS = new Set([
  "image-set",
  "-webkit-image-set",
  "image",
  "-webkit-image",
  "cross-fade",
  "-webkit-cross-fade",
]);
const INLINE_IMAGE = /^data:image\/(png|jpeg|gif);base64,[a-z0-9+/=\s]*$/i;

/** A reference that stays inside the file: a fragment of it, or an inline raster image. */
export function isLocalReference(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.startsWith("#") || INLINE_IMAGE.test(trimmed);
}

/** A name as a browser reads it: escapes decoded, case folded ("u\72l" is "url"). */
function plainName(name: string): string {
  return csstree.ident.decode(name).toLowerCase();
}

function isSafeValue(value: csstree.CssNode): boolean {
  let safe = true;
  csstree.walk(value, function (node) {
    // What the parser could not read cannot be vetted; an escaped "u\72l(" may parse so.
    if (node.type === "Raw") safe = false;
    else if (node.type === "Url" && !isLocalReference(node.value)) safe = false;
    else if (node.type === "Function" && FORBIDDEN_FUNCTIONS.has(plainName(node.name))) safe = false;
    else if (
      node.type === "String" &&
      this.function &&
      URL_FUNCTIONS.has(plainName(this.function.name)) &&
      !isLocalReference(node.value)
    )
      safe = false;
  });
  return safe;
}

function isSafeDeclaration(declaration: csstree.Declaration): boolean {
  return !FORBIDDEN_PROPERTIES.has(plainName(declaration.property)) && isSafeValue(declaration.value);
}

function removeUnsafeDeclarations(ast: csstree.CssNode): void {
  csstree.walk(ast, {
    visit: "Declaration",
    enter(node, item, list) {
      if (list && !isSafeDeclaration(node)) list.remove(item);
    },
  });
}

/** The contents of a <style> element with everything that could fetch removed. */
export function sanitizeStylesheet(css: string): string {
  if (css.trim() === "") return "";
  const ast = csstree.parse(css, { parseCustomProperty: true, onParseError: () => {} });
  csstree.walk(ast, (node) => {
    if (node.type !== "StyleSheet" && node.type !== "Block") return;
    node.children.forEach((child, item, list) => {
      const unreadable = child.type === "Raw" || (child.type === "Rule" && child.prelude.type === "Raw");
      const forbiddenAtRule =
        child.type === "Atrule" &&
        (!ALLOWED_AT_RULES.has(csstree.keyword(child.name).basename.toLowerCase()) ||
          child.prelude?.type === "Raw" ||
          child.block === null);
      if (unreadable || forbiddenAtRule) list.remove(item);
    });
  });
  removeUnsafeDeclarations(ast);
  return csstree.generate(ast);
}

/** A style attribute with every unsafe declaration removed. */
export function sanitizeStyleAttribute(style: string): string {
  const ast = csstree.parse(style, {
    context: "declarationList",
    parseCustomProperty: true,
    onParseError: () => {},
  });
  removeUnsafeDeclarations(ast);
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
  return isSafeValue(ast);
}
