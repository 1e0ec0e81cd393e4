import { describe, expect, it } from "vitest";
import { minifyCss } from "./page-assets";

describe("minifyCss", () => {
  it("drops comments and layout whitespace but keeps descendant combinators before ':'", () => {
    const css = `/* note */\n.a :is(b, c) {\n  color: red;\n  margin: 0 auto;\n}\n@media (max-width: 480px) {\n  .x { --v: 1px }\n}`;
    expect(minifyCss(css)).toBe(".a :is(b,c){color:red;margin:0 auto}@media (max-width: 480px){.x{--v:1px}}");
  });
});
