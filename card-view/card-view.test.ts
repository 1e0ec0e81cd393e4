/**
 * The card view rendered the way the public page will render it: react-dom/server, no DOM.
 * (This file imports card-view.tsx, which has no CSS import; see card-view-with-styles.tsx.)
 */
import type { BusinessCard } from "@core/card";
import { cardFixture } from "@core/testing/card-fixture";
import { DEFAULT_LOOK, THEME_VALUES, themeLook } from "@core/themes";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardView, type CardViewProps } from "./card-view";

function makeCard(overrides: Partial<BusinessCard> = {}): BusinessCard {
  return cardFixture({ id: 42, userId: 7, slug: "test-card", name: "Test Person", ...overrides });
}

function render(card: BusinessCard, props: Partial<Omit<CardViewProps, "card">> = {}): string {
  return renderToStaticMarkup(createElement(CardView, { card, variant: "full", ...props }));
}

/** Every href and src value in the markup, unescaped enough to inspect the scheme. */
function urls(markup: string): string[] {
  return [...markup.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
}

const count = (markup: string, needle: string) => markup.split(needle).length - 1;

const FULL: Partial<BusinessCard> = {
  title: "Engineer",
  company: "Example Ltd",
  phone: "+44 20 7946 0000",
  email: "person@example.com",
  address: "1 Example Street, London",
  website: "example.com",
  about: "About text",
  socialLinks: { linkedin: "https://www.linkedin.com/in/test", mastodon: "https://mastodon.example/@test" },
  customButtons: [
    { text: "Book a call", url: "https://cal.example.com/test", backgroundColor: "#d9bd90" },
    { text: "Portfolio", url: "https://example.com/work", backgroundColor: "#1f2937" },
  ],
};

describe("CardView themes", () => {
  it("renders each of the nine themes with its own data-theme and tokens", () => {
    const markups = THEME_VALUES.map((theme) => render(makeCard({ ...FULL, theme })));
    expect(new Set(markups).size).toBe(9);
    THEME_VALUES.forEach((theme, i) => {
      expect(markups[i]).toContain(`data-theme="${theme}"`);
      expect(markups[i]).toContain(`--cv-accent:${themeLook(theme).accent}`);
      expect(markups[i]).toContain(`cv-layout-${themeLook(theme).layout}`);
      expect(markups[i]).toContain(`cv-avatar-${themeLook(theme).avatar}`);
    });
    expect(markups.filter((m) => m.includes("cv-animated"))).toHaveLength(1);
  });

  it("gives an unknown or missing theme the default amber look", () => {
    for (const theme of ["neon", "", "__proto__"]) {
      const markup = render(makeCard({ theme }));
      expect(markup).toContain('data-theme="default"');
      expect(markup).toContain(`--cv-accent:${DEFAULT_LOOK.accent}`);
    }
  });
});

describe("CardView safety", () => {
  const hostile = [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox(1)",
  ];

  it("never puts a javascript:, data:text or vbscript: address into a link", () => {
    for (const bad of hostile) {
      const card = makeCard({
        ...FULL,
        website: bad,
        customizations: { website: bad },
        socialLinks: { linkedin: bad, twitter: "https://twitter.com/ok" },
        customButtons: [{ text: "Bad", url: bad }],
        videoUrl: bad,
        profilePicture: bad,
        coverPhoto: bad,
        logoUrl: bad,
        gallery: [bad, { url: bad }],
      });
      for (const variant of ["full", "preview"] as const) {
        const found = urls(render(card, { variant }));
        expect(found.length).toBeGreaterThan(0);
        for (const url of found) expect(url).toMatch(/^(https:|http:|mailto:|tel:|\/api\/vcard\/)/);
        expect(found.join(" ")).not.toMatch(/script:|data:text/i);
      }
    }
  });

  it("drops unsafe social links and custom buttons but keeps the safe ones", () => {
    const markup = render(
      makeCard({
        socialLinks: { linkedin: "javascript:alert(1)", twitter: "https://twitter.com/ok" },
        customButtons: [
          { text: "Bad", url: "javascript:alert(1)" },
          { text: "Good", url: "https://example.com" },
        ],
      }),
    );
    expect(markup).not.toContain('data-link-id="linkedin"');
    expect(markup).toContain('data-link-id="twitter"');
    expect(markup).not.toContain(">Bad<");
    // The index stays the stored one, so click tracking names the right button.
    expect(markup).toContain('data-link-id="button-1"');
    expect(markup).not.toContain('data-link-id="button-0"');
  });

  it("escapes text and attribute values", () => {
    const name = '<script>alert("x")</script>" onload="alert(1)';
    const markup = render(
      makeCard({ name, about: "<img src=x onerror=alert(1)>", profilePicture: "/uploads/a.png" }),
    );
    expect(markup).not.toContain("<script>");
    expect(markup).not.toContain("<img src=x");
    expect(markup).toContain("&lt;script&gt;");
    expect(markup).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(markup).not.toMatch(/\sonload="/);
    expect(markup).toContain('alt="Profile picture of &lt;script&gt;alert(&quot;x&quot;)');
  });
});

describe("CardView content", () => {
  it("shows only what a card has: a name alone gives a heading and nothing else", () => {
    const markup = render(makeCard(), { variant: "preview" });
    expect(markup).toContain(">Test Person</h1>");
    expect(markup).not.toContain("cv-contacts");
    expect(markup).not.toContain("card-social");
    expect(markup).not.toContain("About");
    expect(markup).not.toContain("Gallery");
    expect(markup).not.toContain("My Business Card");
    expect(markup).not.toContain("<img");
  });

  it("renders contact links, the https:// website and the about text", () => {
    const markup = render(
      makeCard({ ...FULL, website: null, customizations: { website: "example.org/me" } }),
    );
    expect(markup).toContain('href="tel:+442079460000"');
    expect(markup).toContain('href="mailto:person@example.com"');
    expect(markup).toContain('href="https://example.org/me"');
    expect(markup).toContain(">About</h2>");
    expect(markup).toContain("1 Example Street, London");
  });

  it("uses the heading level it is given", () => {
    const markup = render(makeCard(FULL), { headingLevel: 2, variant: "preview" });
    expect(markup).toContain(">Test Person</h2>");
    expect(markup).toContain(">About</h3>");
    expect(markup).not.toContain("<h1");
  });

  it("names social links and gives unknown networks the generic icon", () => {
    const markup = render(makeCard(FULL));
    expect(markup).toContain('<span class="cv-sr">LinkedIn</span>');
    expect(markup).toContain('<span class="cv-sr">Mastodon</span>');
    expect(markup).toContain("tabler-icon-brand-linkedin");
    expect(markup).toContain("tabler-icon-link");
  });

  it("chooses a readable text colour for custom buttons", () => {
    const markup = render(makeCard(FULL));
    expect(markup).toContain("background:#d9bd90;color:#000000");
    expect(markup).toContain("background:#1f2937;color:#ffffff");
  });

  it("carries click-tracking attributes on every tracked link", () => {
    const markup = render(makeCard(FULL));
    expect(markup).toMatch(/href="tel:[^"]+" data-track="phone" data-link-id="primary"/);
    expect(markup).toMatch(/href="mailto:[^"]+" data-track="email" data-link-id="primary"/);
    expect(markup).toMatch(/data-track="website" data-link-id="primary"/);
    expect(markup).toContain('data-track="custom" data-link-id="button-0"');
    expect(markup).toContain('data-track="custom" data-link-id="button-1"');
    expect(markup).toContain('data-track="social" data-link-id="linkedin"');
    expect(markup).toContain('data-track="social" data-link-id="mastodon"');
  });

  it("renders gallery images only as web addresses, site files or short base64 inline images", () => {
    const base64 = (length: number) => `data:image/png;base64,${"A".repeat(length - 22)}`;
    expect(base64(50_000)).toHaveLength(50_000);
    const gallery = [
      "/uploads/one.jpg",
      { url: "https://cdn.example.com/two.png", caption: "Second" },
      base64(50_000),
      base64(50_001),
      "data:image/svg+xml,<svg></svg>",
      "data:text/html;base64,PHNjcmlwdD4=",
      "javascript:alert(1)",
      { notUrl: "x" },
    ];
    const full = render(makeCard({ gallery: gallery as BusinessCard["gallery"] }));
    expect(count(full, "data-gallery-image")).toBe(3);
    expect(count(full, 'loading="lazy"')).toBe(3);
    expect(full).toContain('alt="Second"');
    expect(full).toContain('alt="Gallery image 1 of 3"');
    expect(full).not.toContain("A".repeat(50_000));
    // Two columns in full, three in preview: the preview class switches the grid.
    expect(full).toContain("cv-full");
    expect(render(makeCard({ gallery: ["/uploads/a.jpg"] }), { variant: "preview" })).toContain("cv-preview");
  });

  it("links each gallery picture of the full card to its full-size file, and none in a preview", () => {
    const card = makeCard({ gallery: ["/uploads/one.jpg", { url: "/uploads/two.jpg", alt: "The shop" }] });
    const full = render(card);
    expect(count(full, "data-gallery-open")).toBe(2);
    expect(full).toMatch(/<a class="cv-gallery-link" href="\/uploads\/one\.jpg" data-gallery-open="">/);
    expect(full).toContain(
      '<span class="cv-sr">View larger: </span><img src="/uploads/two.jpg" alt="The shop"',
    );
    const preview = render(card, { variant: "preview" });
    expect(count(preview, "data-gallery-image")).toBe(2);
    expect(preview).not.toContain('<a class="cv-gallery-link"');
  });

  it("embeds YouTube in a titled, sandboxed frame and plays other links natively", () => {
    const youtube = render(makeCard({ videoUrl: "https://youtu.be/dQw4w9WgXcQ" }));
    expect(youtube).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(youtube).toContain('title="YouTube video"');
    expect(youtube).toMatch(
      /<iframe[^>]+sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"/,
    );
    const native = render(makeCard({ videoUrl: "https://cdn.example.com/clip.mp4" }));
    expect(native).toMatch(/<video src="https:\/\/cdn.example.com\/clip.mp4" controls=""/);
  });

  it("explains an invalid YouTube or Vimeo link and links to the original", () => {
    const youtube = render(makeCard({ videoUrl: "https://www.youtube.com/watch?v=nope" }));
    expect(youtube).toContain("Invalid YouTube URL");
    expect(youtube).toContain('href="https://www.youtube.com/watch?v=nope"');
    expect(youtube).toContain("Open Original Link");
    expect(render(makeCard({ videoUrl: "https://vimeo.com/about" }))).toContain("Invalid Vimeo URL");
  });
});

describe("CardView variants", () => {
  it("full adds Save Contact, a link to the vCard that works without JavaScript", () => {
    const markup = render(makeCard(FULL));
    expect(markup).toMatch(/<a class="cv-button cv-save" href="\/api\/vcard\/42" data-action="save-contact"/);
    expect(markup).toContain("Save Contact");
  });

  it("full adds the map toggle, wired to an empty panel", () => {
    const markup = render(makeCard(FULL));
    expect(markup).toMatch(
      /<button type="button" class="cv-map-toggle" data-action="toggle-map" aria-expanded="false" aria-controls="card-42-map"/,
    );
    expect(markup).toContain("Show Map");
    expect(markup).toMatch(
      /<section id="card-42-map" class="cv-map" aria-label="Map" data-address="1 Example Street, London" hidden=""><\/section>/,
    );
  });

  it("offers 'Open in Maps' instead of the toggle when the site has no maps key", () => {
    const markup = render(makeCard(FULL), { mapsAvailable: false });
    expect(markup).not.toContain("toggle-map");
    expect(markup).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=1%20Example%20Street%2C%20London"',
    );
    expect(markup).toContain("Open in Maps");
    // Its taps are counted as clicks (web/public-card/enhance.ts tracks every data-track link).
    expect(markup).toMatch(/rel="noopener noreferrer" data-track="map" data-link-id="primary"/);
  });

  it("preview has neither Save Contact nor the map", () => {
    const markup = render(makeCard(FULL), { variant: "preview" });
    expect(markup).not.toContain("save-contact");
    expect(markup).not.toContain("Save Contact");
    expect(markup).not.toContain("toggle-map");
    expect(markup).not.toContain("Open in Maps");
    expect(markup).not.toContain("card-footer");
  });

  it("has a frame around a root with a stable id and class hooks, and the caller's slot inside the root", () => {
    const markup = render(makeCard(FULL), {
      children: createElement("style", null, "#card-42 .card-header{opacity:.9}"),
    });
    expect(markup).toMatch(
      /^<div class="cv-frame"><div id="card-42" class="cv-root cv-full [^"]*" data-theme="minimalist" data-card-id="42"/,
    );
    for (const hook of [
      "card-container",
      "card-header",
      "card-profile",
      "card-content",
      "card-footer",
      "card-social",
    ]) {
      expect(markup).toContain(`class="${hook}`);
    }
    // The slot is inside the root, the root inside the frame (the card's box, out of the CSS's reach).
    expect(markup).toMatch(/<style>#card-42 \.card-header\{opacity:\.9\}<\/style><\/div><\/div>$/);
    expect(render(makeCard(), { id: "editor-preview" })).toContain('id="editor-preview"');
  });
});

describe("CardView order", () => {
  it("shows the sections in the card's order and the social links in the owner's order", () => {
    const markup = render(
      makeCard({
        ...FULL,
        sectionOrder: ["buttons", "social", "about", "contact", "gallery", "video"],
        socialLinkOrder: ["mastodon", "linkedin"],
      }),
    );
    const at = (needle: string) => markup.indexOf(needle);
    expect(at("cv-buttons")).toBeGreaterThan(-1);
    expect(at("cv-buttons")).toBeLessThan(at("card-social"));
    expect(at("card-social")).toBeLessThan(at("cv-about"));
    expect(at("cv-about")).toBeLessThan(at("person@example.com"));
    expect(at('data-link-id="mastodon"')).toBeLessThan(at('data-link-id="linkedin"'));
  });

  it("shows a card saved before orders were kept in the default order", () => {
    const markup = render(makeCard({ ...FULL, sectionOrder: [], socialLinkOrder: [] }));
    const at = (needle: string) => markup.indexOf(needle);
    expect(at("person@example.com")).toBeLessThan(at("cv-about"));
    expect(at("cv-about")).toBeLessThan(at("card-social"));
    expect(at("card-social")).toBeLessThan(at("cv-buttons"));
    expect(at('data-link-id="linkedin"')).toBeLessThan(at('data-link-id="mastodon"'));
  });
});
