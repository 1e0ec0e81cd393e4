import { describe, expect, it } from "vitest";
import { WEBSITE_BUTTON_TEXT, websiteButtonHtml } from "./website-button";

describe("websiteButtonHtml", () => {
  it("links to the marked address in the colour given, with text that reads on it", () => {
    const html = websiteButtonHtml({ url: "https://cards.example/view/jo?src=embed", color: "#1c1917" });
    expect(html).toContain('href="https://cards.example/view/jo?src=embed"');
    expect(html).toContain("background:#1c1917;color:#ffffff");
    expect(html).toContain(`>${WEBSITE_BUTTON_TEXT}</a>`);
    expect(websiteButtonHtml({ url: "https://x.example", color: "#fde68a" })).toContain("color:#000000");
  });

  it("escapes the address so it cannot leave its attribute", () => {
    const html = websiteButtonHtml({ url: 'https://x.example/view/a"><script>', color: "#000000" });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&quot;&gt;&lt;script&gt;");
  });
});
