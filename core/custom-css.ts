/**
 * Custom CSS of a card (DESIGN §5): parsed with a real CSS parser, stripped of everything that
 * can reach outside the card (@import, external url(), fixed overlays, legacy script hooks),
 * then scoped under the card's container so it can style nothing else on the page.
 */
import * as csstree from "css-tree";

/** At-rules that only shape the card itself; everything else (@import, @font-face, ...) goes. */
const ALLOWED_AT_RULES = new Set(["media", "supports", "keyframes", "container", "layer"]);
/** Properties that run code or pull resources in old engines. */
const FORBIDDEN_PROPERTIES = new Set(["behavior", "-moz-binding", "-ms-behavior"]);
/** Functions that run script in old engines. */
const FORBIDDEN_FUNCTIONS = new Set(["expression", "javascript"]);
/** Functions whose string arguments are fetched like url(): image-set("https://...") loads it. */
const URL_FUNCTIONS = new Set([
  "image-set",
  "-webkit-image-set",
  "image",
  "-webkit-image",
  "cross-fade",
  "-webkit-cross-fade",
  "src",
]);
/** Selectors that mean "the whole page"; inside a card they mean the card's scope. */
const PAGE_ROOTS = new Set(["html", "body", ":root"]);

const LOCAL_URL = /^\/(?!\/)[^\s"'()\\]*$/;
const INLINE_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i;

function isAllowedUrl(value: string): boolean {
  return LOCAL_URL.test(value) || INLINE_IMAGE.test(value);
}

/** A name as a browser reads it: escapes decoded, case folded ("u\72l" is "url"). */
function plainName(name: string): string {
  return csstree.ident.decode(name).toLowerCase();
}

function declarationIsSafe(declaration: csstree.Declaration): boolean {
  const property = plainName(declaration.property);
  if (FORBIDDEN_PROPERTIES.has(property)) return false;
  let safe = true;
  csstree.walk(declaration.value, function (node) {
    // A value the parser could not read cannot be vetted (an escaped "u\72l(" parses so).
    if (node.type === "Raw") safe = false;
    if (node.type === "Url" && !isAllowedUrl(node.value)) safe = false;
    if (node.type === "Function") {
      const name = plainName(node.name);
      if (FORBIDDEN_FUNCTIONS.has(name) || name === "url") safe = false;
    }
    if (
      node.type === "String" &&
      this.function &&
      URL_FUNCTIONS.has(plainName(this.function.name)) &&
      !isAllowedUrl(node.value)
    )
      safe = false;
    // A fixed layer could cover the page around the card (e.g. a fake sign-in form).
    if (property === "position" && node.type === "Identifier" && plainName(node.name) === "fixed")
      safe = false;
  });
  return safe;
}

/** Removes what is not allowed from a parsed stylesheet, in place. */
function strip(ast: csstree.CssNode): void {
  // What the parser could not read goes: a browser might read it as an unscoped rule.
  // So do comments kept by "/*!", and "<!--" and "-->", which only ever mattered inside HTML.
  const unreadable = (node: csstree.CssNode) =>
    node.type === "Raw" ||
    node.type === "Comment" ||
    node.type === "CDO" ||
    node.type === "CDC" ||
    (node.type === "Rule" && node.prelude.type === "Raw");
  csstree.walk(ast, (node) => {
    if (node.type !== "StyleSheet" && node.type !== "Block") return;
    node.children.forEach((child, item, list) => {
      if (unreadable(child)) list.remove(item);
    });
  });
  csstree.walk(ast, {
    visit: "Atrule",
    enter(node, item, list) {
      const name = csstree.keyword(node.name).basename.toLowerCase();
      // Only "@layer a, b;" stands without a block; an unreadable prelude is dropped as above.
      const malformed = node.prelude?.type === "Raw" || (node.block === null && name !== "layer");
      if (list && (!ALLOWED_AT_RULES.has(name) || malformed)) list.remove(item);
    },
  });
  csstree.walk(ast, {
    visit: "Declaration",
    enter(node, item, list) {
      if (list && !declarationIsSafe(node)) list.remove(item);
    },
  });
}

/** Returns the CSS with everything unsafe removed; unparseable parts are dropped. */
export function sanitizeCustomCss(css: string): string {
  if (css.trim() === "") return "";
  const ast = csstree.parse(css, { parseCustomProperty: true, onParseError: () => {} });
  strip(ast);
  return escapeForStyleElement(csstree.generate(ast));
}

/**
 * Nothing in the output may close a <style> element: "<" only occurs inside strings once
 * parsed, where the CSS escape \3C means the same character.
 */
function escapeForStyleElement(css: string): string {
  // An escaped "\<" (odd run of backslashes) already means "<": its backslash goes with it.
  return css.replace(/(\\*)</g, (_, slashes: string) =>
    slashes.length % 2 === 1 ? `${slashes.slice(1)}\\3C ` : `${slashes}\\3C `,
  );
}

function prefixSelector(selector: csstree.Selector, scope: csstree.SelectorList): void {
  const first = selector.children.first;
  const startsAtPageRoot =
    first &&
    ((first.type === "TypeSelector" && PAGE_ROOTS.has(first.name.toLowerCase())) ||
      (first.type === "PseudoClassSelector" && PAGE_ROOTS.has(`:${first.name.toLowerCase()}`)));
  if (startsAtPageRoot) selector.children.shift();
  const prefix = (csstree.clone(scope) as csstree.SelectorList).children.first as csstree.Selector;
  const rest = selector.children.toArray();
  // "html .x" becomes "<scope> .x"; "html" alone becomes "<scope>".
  const combined =
    rest.length > 0 && rest[0]!.type !== "Combinator"
      ? [...prefix.children.toArray(), { type: "Combinator", name: " " } as csstree.Combinator, ...rest]
      : [...prefix.children.toArray(), ...rest];
  selector.children = new csstree.List<csstree.CssNode>().fromArray(combined);
}

/**
 * Sanitises `css` and prefixes every selector with `scopeSelector` (e.g. "#card-12"), so the
 * rules apply only inside the element that carries it. Keyframe selectors are left alone.
 */
export function scopeCustomCss(css: string, scopeSelector: string): string {
  if (css.trim() === "") return "";
  const ast = csstree.parse(css, { parseCustomProperty: true, onParseError: () => {} });
  strip(ast);
  const scope = csstree.parse(scopeSelector, { context: "selectorList" }) as csstree.SelectorList;
  csstree.walk(ast, {
    visit: "Rule",
    enter(rule) {
      if (this.atrule && csstree.keyword(this.atrule.name).basename.toLowerCase() === "keyframes") return;
      if (rule.prelude.type !== "SelectorList") return;
      rule.prelude.children.forEach((selector) => {
        if (selector.type === "Selector") prefixSelector(selector, scope);
      });
    },
  });
  return escapeForStyleElement(csstree.generate(ast));
}
