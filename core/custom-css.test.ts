import { describe, expect, it } from "vitest";
import { sanitizeCustomCss, scopeCustomCss } from "./custom-css";
import {
  CUSTOM_CSS_MAX_NESTING,
  CUSTOM_CSS_NESTING_MESSAGE,
  customCssNestingDepth,
  fitsCustomCssNesting,
} from "./custom-css-nesting";
import { customizationsSchema } from "./schemas/card";

describe("custom CSS sanitising", () => {
  it("keeps ordinary styling", () => {
    expect(sanitizeCustomCss(".card-header { background: #123456; border-radius: 8px }")).toBe(
      ".card-header{background:#123456;border-radius:8px}",
    );
  });

  it("drops @import and other resource-loading at-rules", () => {
    const out = sanitizeCustomCss(
      '@import url("https://evil.example/x.css"); @font-face { src: url(x) } .a{color:red}',
    );
    expect(out).toBe(".a{color:red}");
  });

  it("drops declarations with external url() but keeps local ones", () => {
    expect(sanitizeCustomCss(".a{background:url(https://evil.example/track.png);color:red}")).toBe(
      ".a{color:red}",
    );
    expect(sanitizeCustomCss(".a{background-image:url('//evil.example/x.png')}")).toBe(".a{}");
    expect(sanitizeCustomCss(".a{background:url(/uploads/ab.png)}")).toBe(
      ".a{background:url(/uploads/ab.png)}",
    );
  });

  it("drops a fetched string that could come through a custom property", () => {
    const css = '.a{--u:"https://evil.example/x.png";background-image:image-set(var(--u) 1x);color:red}';
    expect(sanitizeCustomCss(css)).toBe('.a{--u:"https://evil.example/x.png";color:red}');
    expect(sanitizeCustomCss('.a{background-image:image-set("/uploads/a.png" 1x)}')).toBe(
      '.a{background-image:image-set("/uploads/a.png"1x)}',
    );
  });

  it("cannot close the style element", () => {
    const out = sanitizeCustomCss(
      '.a{color:red}</style><script>alert(1)</script><style>.b{content:"</style>"}',
    );
    expect(out).not.toMatch(/<\/style/i);
    expect(out).not.toMatch(/<script/i);
  });

  it("drops expression(), behaviours and fixed overlays", () => {
    expect(sanitizeCustomCss(".a{width:expression(alert(1));color:red}")).toBe(".a{color:red}");
    expect(sanitizeCustomCss(".a{behavior:url(x.htc);-moz-binding:url(x.xml#y)}")).toBe(".a{}");
    expect(sanitizeCustomCss(".a{position:fixed;inset:0}")).toBe(".a{inset:0}");
  });

  it("survives garbage", () => {
    expect(() => sanitizeCustomCss("}}}{{{ @@@ ;;; <<<>>>")).not.toThrow();
  });
});

describe("custom CSS scoping", () => {
  it("prefixes every selector with the card's scope", () => {
    expect(scopeCustomCss(".card-header, a:hover { color: red }", "#card-7")).toBe(
      "#card-7 .card-header,#card-7 a:hover{color:red}",
    );
  });

  it("turns page-wide selectors into the card's scope", () => {
    expect(scopeCustomCss("body { background: black } html .x { color: red } :root{--a:1}", "#card-7")).toBe(
      "#card-7{background:black}#card-7 .x{color:red}#card-7{--a:1}",
    );
  });

  it("cannot escape the container with combinators or at-rules", () => {
    const out = scopeCustomCss("> .x{color:red} @media (min-width:1px){ * { display:none } }", "#card-7");
    expect(out).toBe("#card-7>.x{color:red}@media (min-width:1px){#card-7 *{display:none}}");
  });

  it("leaves keyframe steps alone", () => {
    expect(scopeCustomCss("@keyframes spin { from { opacity: 0 } to { opacity: 1 } }", "#card-7")).toBe(
      "@keyframes spin{from{opacity:0}to{opacity:1}}",
    );
  });
});

describe("custom CSS nesting", () => {
  it("is measured on the tokens the parser nests on: blocks, brackets and functions", () => {
    expect(customCssNestingDepth("")).toBe(0);
    expect(customCssNestingDepth(".a{color:red}")).toBe(1);
    expect(customCssNestingDepth("@media (min-width:1px){.a:is(.b){color:rgb(calc(1 + 2) 0 0)}}")).toBe(4);
    expect(customCssNestingDepth(".a{--x:[[[]]]}")).toBe(4);
  });

  it("does not count brackets in strings, comments or a url()", () => {
    expect(customCssNestingDepth('.a{content:"((({{{[[["}/* {{{{ */.b{background:url(/x.png)}')).toBe(1);
  });

  it("does not let a closer of another kind end a block", () => {
    expect(customCssNestingDepth("@layer a{)]@layer a{)]@layer a{")).toBe(3);
  });

  it(`allows ${CUSTOM_CSS_MAX_NESTING} levels and no more`, () => {
    const nested = (levels: number) => `${"@layer a{".repeat(levels - 1)}.a{color:red}${"}".repeat(levels)}`;
    expect(fitsCustomCssNesting(nested(CUSTOM_CSS_MAX_NESTING))).toBe(true);
    expect(fitsCustomCssNesting(nested(CUSTOM_CSS_MAX_NESTING + 1))).toBe(false);
    expect(fitsCustomCssNesting(`.a{width:${"calc(".repeat(CUSTOM_CSS_MAX_NESTING)}1px}`)).toBe(false);
    expect(CUSTOM_CSS_NESTING_MESSAGE).toBe(
      "Custom CSS can nest blocks, brackets and functions at most 16 levels deep",
    );
  });

  it("is refused by the card schema with the message naming the limit", () => {
    const result = customizationsSchema.safeParse({ customCss: "@layer a{".repeat(1955) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([CUSTOM_CSS_NESTING_MESSAGE]);
    expect(customizationsSchema.safeParse({ customCss: "@media (x){.a{color:red}}" }).success).toBe(true);
  });
});

describe("custom CSS that cannot be processed", () => {
  const DEEP = [
    "@layer a{".repeat(1955),
    `.a{width:${"calc(".repeat(5000)}1px${")".repeat(5000)}}`,
    `${":is(".repeat(1000)}.a${")".repeat(1000)}{color:red}`,
    `@media ${"(".repeat(2000)}x${")".repeat(2000)}{.a{color:red}}`,
  ];

  it.each(DEEP.map((css) => [css.slice(0, 24), css]))(
    "%s… is scoped to nothing, without throwing",
    (_, css) => {
      const failures: unknown[] = [];
      expect(scopeCustomCss(css, "#card-7", (error) => failures.push(error))).toBe("");
      expect(failures).toHaveLength(1);
      expect(String(failures[0])).toContain("16 levels");
    },
  );

  it("leaves the card without CSS whatever goes wrong, and says what did", () => {
    const failures: unknown[] = [];
    // An empty scope has no selector to put in front: the scoping itself fails.
    expect(scopeCustomCss(".a{color:red}", "", (error) => failures.push(error))).toBe("");
    expect(failures).toHaveLength(1);
    expect(() => scopeCustomCss(DEEP[0]!, "#card-7")).not.toThrow();
  });
});

describe("positioning in custom CSS", () => {
  it("keeps the plain keywords that stay inside the card", () => {
    expect(
      sanitizeCustomCss(
        ".a{position:absolute}.b{position:RELATIVE}.c{position:sticky}.d{position:static}.e{position:inherit}",
      ),
    ).toBe(
      ".a{position:absolute}.b{position:RELATIVE}.c{position:sticky}.d{position:static}.e{position:inherit}",
    );
  });

  it("drops fixed however it is written, and any value it cannot read as a keyword", () => {
    for (const css of [
      ".a{position:fixed}",
      ".a{position:FIXED}",
      ".a{posit\\69on:fixed}",
      ".a{position:f\\69xed}",
      ".a{position:var(--p)}",
      ".a{position:var(--p, fixed)}",
      ".a{position:env(p)}",
      ".a{position:attr(data-p type(<custom-ident>))}",
      ".a{position:absolute fixed}",
      ".a{position:running(x)}",
    ]) {
      expect(sanitizeCustomCss(css), css).toBe(".a{}");
    }
  });

  it("leaves a custom property nothing to reach position with", () => {
    expect(scopeCustomCss(":root{--p:fixed}.a{position:var(--p);inset:0}", "#card-7")).toBe(
      "#card-7{--p:fixed}#card-7 .a{inset:0}",
    );
    expect(sanitizeCustomCss("@keyframes k{to{position:var(--p)}}")).toBe("@keyframes k{to{}}");
  });
});

describe("selectors that start beside the card", () => {
  it("are dropped: the card's siblings are not the card's", () => {
    expect(scopeCustomCss("+ .x{color:red} ~ *{color:red} html ~ .y{color:red}", "#card-7")).toBe("");
    expect(scopeCustomCss(".a, :root + .b, > .c{color:red}", "#card-7")).toBe(
      "#card-7 .a,#card-7>.c{color:red}",
    );
  });
});
