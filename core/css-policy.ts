/**
 * The one CSS walker behind both CSS sanitisers: a card's custom CSS (custom-css.ts) and the
 * CSS inside uploaded SVG files (server/modules/uploads/svg-css.ts). Each passes a policy that
 * says what it allows (at-rules, which references may be fetched, extra declaration rules);
 * everything that can run code or fetch something is decided here, once, so the two can no
 * longer drift apart by accident.
 */
import * as csstree from "css-tree";

export interface CssPolicy {
  /** At-rules kept (lower case, no vendor prefix); everything else (@import, @font-face, ...) goes. */
  allowedAtRules: ReadonlySet<string>;
  /** Whether a url() or a fetched string (image-set("...")) may point at `value`. */
  isAllowedReference(value: string): boolean;
  /** A further rule for one declaration; false drops it. */
  allowsDeclaration?(property: string, declaration: csstree.Declaration): boolean;
}

/** Properties that run code or pull resources in old engines. */
const FORBIDDEN_PROPERTIES = new Set(["behavior", "-moz-binding", "-ms-behavior"]);
/** Functions that run script in old engines, and url() written as a function (an escaped "u\72l("). */
const FORBIDDEN_FUNCTIONS = new Set(["expression", "javascript", "url"]);
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

/** A name as a browser reads it: escapes decoded, case folded ("u\72l" is "url"). */
export function plainName(name: string): string {
  return csstree.ident.decode(name).toLowerCase();
}

/** Functions that put another value in place: the fetched string could come through them. */
const SUBSTITUTIONS = new Set(["var", "env", "attr"]);

/** Whether a parsed value fetches only what the policy allows and runs nothing. */
export function isSafeValue(value: csstree.CssNode, policy: CssPolicy): boolean {
  let safe = true;
  let fetches = false;
  let substitutes = false;
  csstree.walk(value, function (node) {
    if (node.type === "Function") {
      const name = plainName(node.name);
      if (URL_FUNCTIONS.has(name)) fetches = true;
      if (SUBSTITUTIONS.has(name)) substitutes = true;
    }
    // What the parser could not read cannot be vetted; an escaped "u\72l(" may parse so.
    if (node.type === "Raw") safe = false;
    else if (node.type === "Url" && !policy.isAllowedReference(node.value)) safe = false;
    else if (node.type === "Function" && FORBIDDEN_FUNCTIONS.has(plainName(node.name))) safe = false;
    else if (
      node.type === "String" &&
      this.function &&
      URL_FUNCTIONS.has(plainName(this.function.name)) &&
      !policy.isAllowedReference(node.value)
    )
      safe = false;
  });
  // image-set(var(--u)) with --u: "https://..." fetches a string no check has seen.
  return safe && !(fetches && substitutes);
}

function isSafeDeclaration(declaration: csstree.Declaration, policy: CssPolicy): boolean {
  const property = plainName(declaration.property);
  if (FORBIDDEN_PROPERTIES.has(property)) return false;
  if (policy.allowsDeclaration && !policy.allowsDeclaration(property, declaration)) return false;
  return isSafeValue(declaration.value, policy);
}

/** Removes every declaration the policy does not allow, in place. */
export function removeUnsafeDeclarations(ast: csstree.CssNode, policy: CssPolicy): void {
  csstree.walk(ast, {
    visit: "Declaration",
    enter(node, item, list) {
      if (list && !isSafeDeclaration(node, policy)) list.remove(item);
    },
  });
}

/**
 * Removes from a parsed stylesheet, in place: what the parser could not read (a browser might
 * read it otherwise), comments kept by "/*!", "<!--" and "-->" (they only ever mattered inside
 * HTML), the at-rules the policy does not allow or that are malformed, and every unsafe
 * declaration.
 */
export function stripStylesheet(ast: csstree.CssNode, policy: CssPolicy): void {
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
      // Only "@layer a, b;" stands without a block; an unreadable prelude is dropped.
      const malformed = node.prelude?.type === "Raw" || (node.block === null && name !== "layer");
      if (list && (!policy.allowedAtRules.has(name) || malformed)) list.remove(item);
    },
  });
  removeUnsafeDeclarations(ast, policy);
}
