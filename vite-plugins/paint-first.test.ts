import { describe, expect, it } from "vitest";
import { paintFirst } from "./paint-first";

const head = (root: string) =>
  [
    "<head>",
    "    <title>Sign in</title>",
    '    <script type="module" src="/assets/auth.js"></script>',
    '    <link rel="modulepreload" href="/assets/react.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/styles.css">',
    "</head>",
    `<body>${root}</body>`,
  ].join("\n");

describe("a built document's head, ordered for the first paint", () => {
  it("puts the stylesheet links before the title and the scripts, once each", () => {
    const ordered = paintFirst(head('<div id="root"></div>'));
    expect(ordered.indexOf('rel="stylesheet"')).toBeLessThan(ordered.indexOf("<title>"));
    expect(ordered.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(ordered).toContain('<link rel="modulepreload" href="/assets/react.js">');
  });

  it("fetches the scripts at low priority where the page is already written", () => {
    const ordered = paintFirst(head('<div id="root" data-readable><main>Welcome</main></div>'));
    expect(ordered).toContain('<script type="module" fetchpriority="low" src="/assets/auth.js">');
    expect(ordered).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/react.js">');
    expect(ordered).not.toMatch(/rel="stylesheet"[^>]*fetchpriority/);
  });

  it("fetches the scripts at once where the root holds only a loading spinner", () => {
    const ordered = paintFirst(head('<div id="root"><span role="status">Loading</span></div>'));
    expect(ordered).not.toContain("fetchpriority");
  });

  it("leaves a document without stylesheets as it is", () => {
    const plain = '<head><title>x</title></head><div id="root"></div>';
    expect(paintFirst(plain)).toBe(plain);
  });
});
