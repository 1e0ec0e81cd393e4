import { describe, expect, it } from "vitest";
import { isSafeAttributeValue, sanitizeStyleAttribute, sanitizeStylesheet } from "./svg-css";
import { sanitizeSvg } from "./svg-sanitize";

const clean = (svg: string) => sanitizeSvg(Buffer.from(svg))?.toString("utf8");
const wrap = (inner: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

describe("sanitizeSvg", () => {
  it("keeps the drawing: shapes, gradients, text, styles and local references", () => {
    const out = clean(
      wrap(
        '<style>.a{fill:url(#g)}</style><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>' +
          '<rect class="a" width="5" height="5" fill="url(#g)" transform="rotate(45 5 5)" style="stroke:url(#g);stroke-width:2"/>' +
          '<use href="#g"/><a href="#top"><text x="1" y="8">Hi &amp; bye</text></a>' +
          '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>',
      ),
    );
    expect(out).toContain("<linearGradient");
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('transform="rotate(45 5 5)"');
    expect(out).toContain(".a{fill:url(#g)}");
    expect(out).toContain("stroke:url(#g)");
    expect(out).toContain('<use href="#g"/>');
    expect(out).toContain('<a href="#top">');
    expect(out).toContain("Hi &amp; bye");
    expect(out).toContain('href="data:image/png;base64,iVBORw0KGgo="');
  });

  it("removes scripts, handlers, foreign content and attribute animation", () => {
    const out = clean(
      wrap(
        '<script>alert(1)</script><script xlink:href="https://evil.example/x.js"/>' +
          '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(2)"/></div></foreignObject>' +
          '<a href="javascript:alert(3)"><rect width="1" height="1" onclick="alert(4)"/></a>' +
          '<animate attributeName="href" to="javascript:alert(5)"/><set attributeName="onmouseover" to="alert(6)"/>' +
          "<![CDATA[ <script>alert(7)</script> ]]>",
        ' onload="alert(0)"',
      ),
    );
    expect(out).toBeDefined();
    for (const gone of [
      "script",
      "alert",
      "onload",
      "onclick",
      "onerror",
      "foreignObject",
      "animate",
      "<set",
      "javascript",
    ]) {
      expect(out, gone).not.toContain(gone);
    }
    expect(out).toContain("<rect");
  });

  it("removes every reference to other files, in attributes and in CSS", () => {
    const out = clean(
      wrap(
        '<style>@import url(https://evil.example/a.css); @font-face{font-family:x;src:url(https://evil.example/f.woff)} .b{background:url(https://evil.example/b.png)} .c{fill:u\\72l(https://evil.example/c)} .d{background:image-set("https://evil.example/d.png" 1x)} .e{fill:red}</style>' +
          '<image xlink:href="https://evil.example/track.png"/><use xlink:href="https://evil.example/sprite.svg#i"/>' +
          '<feImage href="/local/file.png"/>' +
          '<rect fill="url(https://evil.example/f#a)" cursor="url(https://evil.example/c.cur), auto" style="fill:red;stroke:url(\'https://evil.example/s\')"/>',
      ),
    );
    expect(out).not.toContain("evil.example");
    expect(out).not.toContain("/local/file.png");
    expect(out).toContain(".e{fill:red}");
    expect(out).toContain('style="fill:red"');
  });

  it("drops the doctype with its entities and processing instructions outside the drawing", () => {
    const out = clean(
      '<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/s.css"?>' +
        '<!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>' +
        wrap("<text>&b;</text>"),
    );
    expect(out).toMatch(/^<svg /);
    expect(out).not.toContain("evil.example");
    expect(out).not.toContain("ENTITY");
  });

  it("answers undefined for anything that is not an SVG document", () => {
    for (const text of [
      "hello world",
      "<html><body>hi</body></html>",
      "<svg><rect/></svg>", // No SVG namespace: browsers do not draw it as an image.
      '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', // Not well-formed.
      "",
    ]) {
      expect(clean(text), text).toBeUndefined();
    }
    expect(sanitizeSvg(Buffer.from([0xff, 0xd8, 0xff, 0x3c]))).toBeUndefined();
  });
});

describe("SVG CSS", () => {
  it("keeps local references and inline raster images only", () => {
    expect(isSafeAttributeValue("url(#g)")).toBe(true);
    expect(isSafeAttributeValue("red")).toBe(true);
    expect(isSafeAttributeValue("translate(1, 2) scale(2)")).toBe(true);
    expect(isSafeAttributeValue("url(https://x.example/a)")).toBe(false);
    expect(isSafeAttributeValue("u\\72l(https://x.example/a)")).toBe(false);
    expect(isSafeAttributeValue("url(data:image/svg+xml;base64,PHN2Zz4=)")).toBe(false);
    expect(sanitizeStyleAttribute("fill:url(#a);stroke:url(//x.example/b)")).toBe("fill:url(#a)");
    expect(sanitizeStylesheet("@namespace x url(https://x.example); .a{fill:blue}")).toBe(".a{fill:blue}");
  });
});
