import { describe, expect, it } from "vitest";
import {
  EMAIL_SIGNATURE_EXTRAS,
  EMAIL_SIGNATURE_LAYOUTS,
  GMAIL_SIGNATURE_LIMIT,
  renderEmailSignature,
  SIGNATURE_SOCIAL_LINKS_MAX,
  type SignatureAddresses,
  type SignatureCard,
} from "./email-signature";
import { cardLook } from "./org-brand";

const ORIGIN = "https://cards.example";
const ADDRESSES: SignatureAddresses = {
  cardUrl: `${ORIGIN}/view/jane?src=email`,
  photoUrl: `${ORIGIN}/api/email-signature/7/photo.png?v=abc`,
  qrUrl: `${ORIGIN}/api/email-signature/7/qr.png?v=def`,
  saveContactUrl: `${ORIGIN}/api/vcard/7`,
};

const CARD: SignatureCard = {
  name: "Jane Doe",
  title: "Engineer",
  company: "Acme",
  phone: "+1 (555) 010-2000",
  email: "jane@example.com",
  website: "https://www.jane.example/about",
  customizations: {},
  socialLinks: { linkedin: "https://www.linkedin.com/in/jane", twitter: "https://x.com/jane" },
  socialLinkOrder: ["linkedin", "twitter"],
  theme: "corporate",
  brand: null,
};

const HOSTILE = `<script>alert("x")</script>&'"`;

/** Every card field at the longest the card's rules allow, full of characters HTML escapes. */
const LONGEST: SignatureCard = {
  name: "&".repeat(200),
  title: "<".repeat(200),
  company: '"'.repeat(200),
  phone: "+".repeat(60),
  email: `${"a".repeat(64)}@${"b".repeat(185)}.com`,
  website: `https://example.com/${"&".repeat(2020)}`,
  customizations: {},
  socialLinks: Object.fromEntries(
    Array.from({ length: 40 }, (_, i) => [`net${i}`, `https://example.com/${"&".repeat(2020)}`]),
  ),
  socialLinkOrder: Array.from({ length: 40 }, (_, i) => `net${i}`),
  theme: "tech",
  brand: null,
};

function every(card: SignatureCard) {
  return EMAIL_SIGNATURE_LAYOUTS.flatMap((layout) =>
    EMAIL_SIGNATURE_EXTRAS.map((extra) => ({
      layout,
      extra,
      ...renderEmailSignature(card, layout, extra, ADDRESSES),
    })),
  );
}

/** The attribute values of every tag named `tag`. */
function attributes(html: string, tag: string, name: string): string[] {
  const tags = html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
  return tags.map((t) => new RegExp(`\\s${name}="([^"]*)"`).exec(t)?.[1] ?? "");
}

describe("the email signature", () => {
  it("is tables with inline styles: no <style>, SVG, data: pictures or scripts", () => {
    for (const { html } of every(CARD)) {
      expect(html.startsWith("<table")).toBe(true);
      expect(html).not.toMatch(/<style|<svg|data:|<script|javascript:|\sclass=|<div/i);
      expect(html).toMatch(/<td[^>]* style="/);
    }
  });

  it("shows every picture at an absolute address of the public origin, with its size and an alt text", () => {
    for (const { html, extra } of every(CARD)) {
      const sources = attributes(html, "img", "src");
      expect(sources.length).toBe(extra === "qr" ? 2 : 1);
      for (const src of sources) expect(src.startsWith(`${ORIGIN}/`)).toBe(true);
      for (const name of ["width", "height"]) {
        for (const value of attributes(html, "img", name)) expect(Number(value)).toBeGreaterThan(0);
      }
      expect(attributes(html, "img", "alt")).toContain("Jane Doe");
      if (extra === "qr")
        expect(attributes(html, "img", "alt")).toContain("QR code of Jane Doe&#39;s digital business card");
    }
  });

  it("marks every link to the card as the 'email' source", () => {
    for (const { html, text } of every(CARD)) {
      const toCard = attributes(html, "a", "href").filter((href) => href.includes("/view/"));
      expect(toCard.length).toBeGreaterThan(0);
      for (const href of toCard) expect(href).toBe(`${ORIGIN}/view/jane?src=email`);
      expect(text).toContain(`${ORIGIN}/view/jane?src=email`);
    }
  });

  it("carries the name, role, phone, email, website and social links as text links", () => {
    const { html, text } = renderEmailSignature(CARD, "classic", "save", ADDRESSES);
    const hrefs = attributes(html, "a", "href");
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "tel:+15550102000",
        "mailto:jane@example.com",
        "https://www.jane.example/about",
        "https://www.linkedin.com/in/jane",
        "https://x.com/jane",
        `${ORIGIN}/api/vcard/7`,
      ]),
    );
    expect(html).toContain(">jane.example</a>");
    expect(html).toContain(">LinkedIn</a>");
    expect(html).toContain(">Save my contact</a>");
    expect(html).toContain("Engineer at Acme");
    expect(text.split("\n")).toEqual([
      "Jane Doe",
      "Engineer at Acme",
      "Phone: +1 (555) 010-2000",
      "Email: jane@example.com",
      "jane.example: https://www.jane.example/about",
      "LinkedIn: https://www.linkedin.com/in/jane",
      "Twitter: https://x.com/jane",
      `My digital business card: ${ORIGIN}/view/jane?src=email`,
      `Save my contact: ${ORIGIN}/api/vcard/7`,
    ]);
  });

  it("is drawn in the card's theme colours", () => {
    const look = cardLook(CARD);
    for (const { html } of every(CARD)) {
      expect(html).toContain(`bgcolor="${look.surface}"`);
      expect(html).toContain(`color:${look.accent}`);
    }
    const banner = renderEmailSignature(CARD, "banner", "qr", ADDRESSES).html;
    expect(banner).toContain(`bgcolor="${look.accent}"`);
    expect(banner).toContain(`color:${look.accentText}`);
  });

  it("escapes hostile text in every field", () => {
    const hostile: SignatureCard = {
      ...CARD,
      name: HOSTILE,
      title: HOSTILE,
      company: HOSTILE,
      phone: HOSTILE,
      socialLinks: { x: `https://example.com/"><script>alert(1)</script>` },
      socialLinkOrder: ["x"],
    };
    for (const { html } of every(hostile)) {
      expect(html).not.toContain("<script");
      expect(html).not.toContain('"><script');
      expect(html.match(/<a /g)?.length).toBe(html.match(/<\/a>/g)?.length);
      expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;&quot;");
    }
  });

  it("leaves out links of other schemes and a phone link without digits", () => {
    const card: SignatureCard = {
      ...CARD,
      phone: "ask me",
      socialLinks: { evil: "javascript:alert(1)", data: "data:text/html,hi", ok: "https://ok.example" },
      socialLinkOrder: ["evil", "data", "ok"],
    };
    const { html } = renderEmailSignature(card, "compact", "qr", ADDRESSES);
    expect(html).not.toMatch(/javascript:|data:|tel:/);
    expect(html).toContain('href="https://ok.example"');
    expect(html).toContain(">ask me</span>");
  });

  it("shows the website and at most six social links, in the card's order", () => {
    const keys = Array.from({ length: 10 }, (_, i) => `net${i}`);
    const card: SignatureCard = {
      ...CARD,
      socialLinks: Object.fromEntries(keys.map((key) => [key, `https://${key}.example`])),
      socialLinkOrder: keys,
    };
    const { html } = renderEmailSignature(card, "classic", "qr", ADDRESSES);
    const shown = attributes(html, "a", "href").filter(
      (href) => href.includes(".example") && !href.includes("jane"),
    );
    expect(shown).toEqual(keys.slice(0, SIGNATURE_SOCIAL_LINKS_MAX).map((key) => `https://${key}.example`));
    expect(html).toContain('href="https://www.jane.example/about"');
  });

  it("has no photo where the card has none to cut", () => {
    const { html } = renderEmailSignature(CARD, "classic", "save", { ...ADDRESSES, photoUrl: null });
    expect(html).not.toContain("<img");
  });

  it("stays under Gmail's 10,000 characters with every field at its longest, keeping the contact details", () => {
    for (const { html, text, layout, extra } of every(LONGEST)) {
      expect(html.length, `${layout}/${extra}`).toBeLessThan(GMAIL_SIGNATURE_LIMIT);
      expect(html).toContain("&amp;".repeat(200));
      expect(html).toContain(`mailto:${LONGEST.email}`);
      expect(text).toContain(LONGEST.email);
      expect(html).toContain(`${ORIGIN}/view/jane?src=email`);
    }
  });

  it("keeps every optional part when it fits", () => {
    const { html } = renderEmailSignature(CARD, "banner", "qr", ADDRESSES);
    expect(attributes(html, "img", "src")).toEqual([ADDRESSES.photoUrl, ADDRESSES.qrUrl]);
    expect(html).toContain(">Twitter</a>");
  });
});
