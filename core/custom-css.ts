/**
 * Custom CSS of a card: parsed with a real CSS parser, stripped of everything that
 * can reach outside the card (@import, external url(), fixed overlays, legacy script hooks),
 * then scoped under the card's container so it can style nothing else on the page. Text
 * nested past the limit never reaches the parser (custom-css-nesting.ts).
 */
import * as csstree from "css-tree";
import { type CssPolicy, plainName, stripStylesheet } from "./css-policy";
import { CUSTOM_CSS_MAX_NESTING, fitsCustomCssNesting } from "./custom-css-nesting";
import { CUSTOM_CSS_MAX } from "./schemas/card";

/**
 * The values of `position` that keep a box inside the card. Anything else goes: "fixed", and
 * var()/env()/attr(), through which a custom property could still say "fixed".
 */
const CARD_POSITIONS = new Set([
  "static",
  "relative",
  "absolute",
  "sticky",
  "-webkit-sticky",
  "inherit",
  "initial",
  "unset",
  "revert",
  "revert-layer",
]);
/** Selectors that mean "the whole page"; inside a card they mean the card's scope. */
const PAGE_ROOTS = new Set(["html", "body", ":root"]);

const LOCAL_URL = /^\/(?!\/)[^\s"'()\\]*$/;
const INLINE_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i;

/** A single keyword of CARD_POSITIONS, however it is escaped or cased. */
function isCardPosition(value: csstree.Value | csstree.Raw): boolean {
  const only = value.type === "Value" && value.children.size === 1 ? value.children.first : null;
  return only?.type === "Identifier" && CARD_POSITIONS.has(plainName(only.name));
}

/** What a card's CSS may do: shape the card, load only this site's files and inline images. */
const CARD_CSS_POLICY: CssPolicy = {
  allowedAtRules: new Set(["media", "supports", "keyframes", "container", "layer"]),
  isAllowedReference: (value) => LOCAL_URL.test(value) || INLINE_IMAGE.test(value),
  // A fixed layer could cover the page around the card (e.g. a fake sign-in form).
  allowsDeclaration: (property, declaration) => property !== "position" || isCardPosition(declaration.value),
};

/**
 * Stored CSS was at most CUSTOM_CSS_MAX characters when typed; escaping "<" as "\3C " can make
 * it up to four times longer. Anything longer was never saved through the API.
 */
const MAX_PROCESSED_LENGTH = 4 * CUSTOM_CSS_MAX;

/**
 * Parses and strips `css`, refusing with an error what the parser could not get through
 * safely: nesting past the limit (its recursion would overflow the stack) or an overlong text.
 */
function parseStripped(css: string): csstree.CssNode {
  if (css.length > MAX_PROCESSED_LENGTH) {
    throw new Error(`Custom CSS longer than ${MAX_PROCESSED_LENGTH} characters is not processed`);
  }
  if (!fitsCustomCssNesting(css)) {
    throw new Error(`Custom CSS nested more than ${CUSTOM_CSS_MAX_NESTING} levels deep is not processed`);
  }
  const ast = csstree.parse(css, { parseCustomProperty: true, onParseError: () => {} });
  stripStylesheet(ast, CARD_CSS_POLICY);
  return ast;
}

/**
 * Returns the CSS with everything unsafe removed; unparseable parts are dropped. Throws on
 * CSS past the nesting limit, which the card schema refuses before this is reached.
 */
export function sanitizeCustomCss(css: string): string {
  if (css.trim() === "") return "";
  return escapeForStyleElement(csstree.generate(parseStripped(css)));
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

/**
 * Puts the scope in front of `selector`. Returns false for a selector that starts with a
 * sibling combinator ("+ .x", "html ~ .y"): it would match the scope's siblings, outside it.
 */
function prefixSelector(selector: csstree.Selector, scope: csstree.SelectorList): boolean {
  const first = selector.children.first;
  const startsAtPageRoot =
    first &&
    ((first.type === "TypeSelector" && PAGE_ROOTS.has(first.name.toLowerCase())) ||
      (first.type === "PseudoClassSelector" && PAGE_ROOTS.has(`:${first.name.toLowerCase()}`)));
  if (startsAtPageRoot) selector.children.shift();
  const prefix = (csstree.clone(scope) as csstree.SelectorList).children.first as csstree.Selector;
  const rest = selector.children.toArray();
  const lead = rest[0];
  if (lead?.type === "Combinator" && lead.name !== ">" && lead.name !== " ") return false;
  // "html .x" becomes "<scope> .x"; "html" alone becomes "<scope>".
  const combined =
    lead !== undefined && lead.type !== "Combinator"
      ? [...prefix.children.toArray(), { type: "Combinator", name: " " } as csstree.Combinator, ...rest]
      : [...prefix.children.toArray(), ...rest];
  selector.children = new csstree.List<csstree.CssNode>().fromArray(combined);
  return true;
}

function scopeOrThrow(css: string, scopeSelector: string): string {
  const ast = parseStripped(css);
  const scopeList = csstree.parse(scopeSelector, { context: "selectorList" }) as csstree.SelectorList;
  csstree.walk(ast, {
    visit: "Rule",
    enter(rule, item, list) {
      if (this.atrule && csstree.keyword(this.atrule.name).basename.toLowerCase() === "keyframes") return;
      if (rule.prelude.type !== "SelectorList") return;
      const selectors = rule.prelude.children;
      selectors.forEach((selector, selectorItem) => {
        if (selector.type === "Selector" && !prefixSelector(selector, scopeList))
          selectors.remove(selectorItem);
      });
      if (selectors.isEmpty && list) list.remove(item);
    },
  });
  return escapeForStyleElement(csstree.generate(ast));
}

/**
 * Sanitises `css` and prefixes every selector with `scopeSelector` (e.g. "#card-12"), so the
 * rules apply only inside the element that carries it. Keyframe selectors are left alone.
 *
 * Never throws: whatever cannot be processed (nesting past the limit in CSS stored before
 * there was one, or anything the parser throws) yields "", so a card shows without its CSS
 * rather than not at all; `onFailure` hears why.
 */
export function scopeCustomCss(
  css: string,
  scopeSelector: string,
  onFailure: (error: unknown) => void = () => {},
): string {
  if (css.trim() === "") return "";
  try {
    return scopeOrThrow(css, scopeSelector);
  } catch (error) {
    onFailure(error);
    return "";
  }
}
