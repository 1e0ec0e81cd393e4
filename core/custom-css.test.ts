import { describe, expect, it } from "vitest";
import { sanitizeCustomCss, scopeCustomCss } from "./custom-css";

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
