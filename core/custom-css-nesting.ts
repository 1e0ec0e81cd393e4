/**
 * How deeply custom CSS nests, measured before any parser sees it, so that no owner's text can
 * crash the server or an editor. css-tree
 * parses, walks and prints recursively, so a few thousand unclosed "@layer a{" or "calc("
 * overflow the stack. One pass over css-tree's own tokenizer (iterative, linear) counts the
 * blocks, brackets and functions the parser would nest on, pairing them as it does: only
 * the matching closer ends one, and brackets inside strings, comments and url() are no tokens.
 *
 * Its own file, without the parser: the card schema checks the limit in every editor bundle.
 */
import { tokenize, tokenTypes } from "css-tree/tokenizer";

/** Real stylesheets rarely nest past 5 (@media > rule > rgb(calc(...))). */
export const CUSTOM_CSS_MAX_NESTING = 16;
export const CUSTOM_CSS_NESTING_MESSAGE = `Custom CSS can nest blocks, brackets and functions at most ${CUSTOM_CSS_MAX_NESTING} levels deep`;

const CLOSER = new Map<number, number>([
  [tokenTypes.LeftCurlyBracket, tokenTypes.RightCurlyBracket],
  [tokenTypes.LeftParenthesis, tokenTypes.RightParenthesis],
  [tokenTypes.Function, tokenTypes.RightParenthesis],
  [tokenTypes.LeftSquareBracket, tokenTypes.RightSquareBracket],
]);

/** The deepest nesting of blocks, brackets and functions in `css`; unclosed ones count. */
export function customCssNestingDepth(css: string): number {
  const awaited: number[] = [];
  let deepest = 0;
  tokenize(css, (type) => {
    const closer = CLOSER.get(type);
    if (closer !== undefined) {
      awaited.push(closer);
      deepest = Math.max(deepest, awaited.length);
    } else if (type === awaited[awaited.length - 1]) {
      awaited.pop();
    }
  });
  return deepest;
}

export function fitsCustomCssNesting(css: string): boolean {
  return customCssNestingDepth(css) <= CUSTOM_CSS_MAX_NESTING;
}
