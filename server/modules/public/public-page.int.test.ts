/**
 * GET /view/{slug}: the server-rendered page, its head for link previews, the escaping of
 * hostile content, custom CSS (shown to every visitor only for owners at level 3+), the 404
 * page, the page's CSP and the read cache dropping a card the moment it changes.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INSTALL_GUIDES } from "../../../core/install-platform";
import { businessCards } from "../../db/schema";
import { createTestApp, TEST_APP_URL } from "../../test/harness";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "../cards/card-test-kit";

const t = testAppPerFile();

const { signedIn, cardOf } = cardTestKit(() => t);

const view = (slug: string, session?: string) => t.request({ method: "GET", url: `/view/${slug}`, session });

/** Text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/'/g, "&#x27;")
    .replace(/"/g, "&quot;");
}

/** The content of the first element matching a simple attribute pattern. */
function metaContent(html: string, attribute: string, name: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`));
  return tag?.[1];
}

describe("the card page", () => {
  it("carries the whole card in the first response, in a complete document", async () => {
    const owner = await signedIn(2);
    const card = await cardOf(owner, {
      name: "Jane Roe",
      title: "Engineer",
      company: "Acme",
      phone: "+1 555 0100",
      email: "jane@acme.example",
      address: "1 Main Street, Springfield",
      website: "https://jane.example",
      about: "Builds bridges and APIs.",
      socialLinks: { linkedin: "https://linkedin.example/jane" },
      customButtons: [{ text: "Book a call", url: "https://book.example", backgroundColor: "#d9bd90" }],
      gallery: ["/uploads/g1.png"],
      profilePicture: "/uploads/jane.jpg",
      theme: "tech",
    });
    const response = await view(card.slug);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = response.body;
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(html).toMatch(/<meta charSet="utf-8"\/>/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    for (const text of [
      '<h1 id="card-',
      ">Jane Roe</h1>",
      "Engineer",
      "Acme",
      'href="tel:+15550100"',
      'href="mailto:jane@acme.example"',
      "1 Main Street, Springfield",
      'href="https://jane.example"',
      "Builds bridges and APIs.",
      'href="https://linkedin.example/jane"',
      "Book a call",
      'src="/uploads/g1.png"',
      `href="/api/vcard/${card.id}"`,
      "Save Contact",
    ]) {
      expect(html, text).toContain(text);
    }
    // Header actions, dialogs, footer.
    expect(html).toContain("Install App");
    expect(html).toMatch(/data-action="share"[^>]*>.*Share<\/button>/);
    expect(html).toContain("QR Code</button>");
    expect(html).toMatch(
      /<dialog id="qr-dialog"[^>]*><h2 id="qr-dialog-title">Scan to view card<\/h2>.*?<svg /,
    );
    expect(html).toMatch(/<footer class="pp-footer">Powered by <a href="\/">Cardfolio<\/a><\/footer>/);
    // A gallery picture links to its full-size file; the script opens it in the gallery dialog.
    expect(html).toContain('<a class="cv-gallery-link" href="/uploads/g1.png" data-gallery-open="">');
    expect(html).toMatch(/<dialog id="gallery-dialog"[^>]*aria-labelledby="gallery-dialog-caption"/);
    expect((await view((await cardOf(owner, { name: "No Pictures" })).slug)).body).not.toContain(
      "gallery-dialog",
    );
    // The stylesheet is inlined; the page's background is the theme's.
    expect(html).toMatch(/<style>\.cv-root\{/);
    expect(html).toContain("--pp-bg:#020617");
  });

  it("has the title, description, canonical link, manifest and preview tags", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner, {
      name: "Jane Roe",
      title: "Engineer",
      company: "Acme",
      about: `Builds bridges. ${"Long words follow here. ".repeat(20)}`,
      profilePicture: "/uploads/jane.jpg",
      pwaSettings: { themeColor: "#123456" },
    });
    const html = (await view(card.slug)).body;
    const url = `${TEST_APP_URL}/view/${card.slug}`;
    expect(html).toContain("<title>Jane Roe - Engineer at Acme</title>");
    const description = metaContent(html, "name", "description")!;
    expect(description.startsWith("Engineer at Acme. Builds bridges.")).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain(`<link rel="manifest" href="/manifest/${card.slug}.json"/>`);
    expect(metaContent(html, "property", "og:title")).toBe("Jane Roe - Engineer at Acme");
    expect(metaContent(html, "property", "og:description")).toBe(description);
    expect(metaContent(html, "property", "og:url")).toBe(url);
    expect(metaContent(html, "property", "og:image")).toBe(`${TEST_APP_URL}/uploads/jane.jpg`);
    expect(metaContent(html, "name", "twitter:card")).toBe("summary");
    expect(metaContent(html, "name", "twitter:title")).toBe("Jane Roe - Engineer at Acme");
    expect(metaContent(html, "name", "twitter:image")).toBe(`${TEST_APP_URL}/uploads/jane.jpg`);
    expect(metaContent(html, "name", "theme-color")).toBe("#123456");
  });

  it("titles a card sensibly when parts are missing, and takes theme-color from the theme", async () => {
    const owner = await signedIn(1);
    const cases: [Record<string, string | null>, string][] = [
      [{ name: "Jane Roe", title: null, company: "Acme" }, "Jane Roe - Acme"],
      [{ name: "Jane Roe", title: "Engineer", company: null }, "Jane Roe - Engineer"],
      [{ name: null, title: "Engineer", company: "Acme" }, "Engineer at Acme"],
      [{ name: "Jane Roe", title: null, company: null }, "Jane Roe"],
      [{ name: null, title: null, company: null }, "Business Card"],
    ];
    for (const [fields, title] of cases) {
      const card = await cardOf(owner, { ...fields, theme: "education" });
      const html = (await view(card.slug)).body;
      expect(html).toContain(`<title>${title}</title>`);
      expect(metaContent(html, "name", "theme-color")).toBe("#1d4ed8");
      expect(metaContent(html, "property", "og:image")).toBeUndefined();
    }
  });

  it("escapes hostile text and drops unsafe links, even ones stored behind the API's back", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner, {
      name: '<script>alert("name")</script>',
      title: '"><img src=x onerror=alert(1)>',
      about: "</p><script>alert('about')</script><p>",
      socialLinks: { evil: "javascript:alert(1)", linkedin: "https://linkedin.example/ok" },
      customButtons: [{ text: "<b>Click</b>", url: "javascript:alert(2)" }],
      website: "javascript:alert(3)",
    });
    const html = (await view(card.slug)).body;
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/i); // no inline script at all
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>Click</b>");
    expect(html.toLowerCase()).not.toContain("javascript:");
    expect(html).toContain("&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;</h1>");
    expect(html).toContain("&lt;/p&gt;&lt;script&gt;alert(&#x27;about&#x27;)&lt;/script&gt;&lt;p&gt;");
    expect(html).toContain(`<title>&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; - &quot;&gt;&lt;img`);
    expect(html).toContain('href="https://linkedin.example/ok"');
  });

  it("sends a CSP without inline script and no maps hosts when no maps key is set", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner, { name: "Csp Case", address: "1 Main Street" });
    const response = await view(card.slug);
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain("googleapis");
    // Without a maps key the address offers 'Open in Maps' instead of the toggle.
    expect(response.body).toContain("Open in Maps");
    expect(response.body).not.toContain('data-action="toggle-map"');
  });

  it("is sent compressed to browsers that accept it, decoding to the same page", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner, {
      name: "Zip Case",
      about: "Compressed once, sent many times. ".repeat(40),
    });
    const plain = await view(card.slug);
    const accepted = { "accept-encoding": "gzip, deflate, br, zstd" };
    for (const url of [`/view/${card.slug}`, "/view/no-such-card"]) {
      const response = await t.request({ method: "GET", url, headers: accepted });
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers.vary).toBe("accept-encoding");
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      const html = brotliDecompressSync(response.rawPayload).toString("utf8");
      if (url.endsWith(card.slug)) expect(html).toBe(plain.body);
      else expect(html).toContain("<h1>Card Not Found</h1>");
    }
    const gzipped = await t.request({
      method: "GET",
      url: `/api/card/${card.slug}`,
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString("utf8")).name).toBe("Zip Case");
  });
});

describe("installing the card", () => {
  it("offers 'Install App' (hidden until the browser offers it) and, for iOS, 'Add to Home Screen' with Safari's three steps from core", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner, { name: "Installable" });
    const html = (await view(card.slug)).body;
    expect(html).toMatch(/<button type="button" class="pp-button" data-action="install" hidden="">/);
    expect(html).toMatch(
      /<button type="button" class="pp-button" data-action="ios-install" aria-haspopup="dialog" aria-controls="ios-install-dialog" hidden="">/,
    );
    const dialog = html.match(/<dialog id="ios-install-dialog"[\s\S]*?<\/dialog>/)?.[0] ?? "";
    expect(dialog).toContain('<h2 id="ios-install-title">Add to Home Screen</h2>');
    expect(dialog).not.toContain("Install App");
    for (const { title, text } of INSTALL_GUIDES.ios.steps) {
      expect(dialog).toContain(`<li><strong>${escapeHtml(title)}.</strong> ${escapeHtml(text)}</li>`);
    }
  });
});

describe("custom CSS on the page", () => {
  const CSS = "body { display: none } .card-header { color: rgb(1, 2, 3) }";

  it("is applied for every visitor when the owner is at level 3, scoped to the card", async () => {
    const owner = await signedIn(3);
    const card = await cardOf(owner, { customizations: { customCss: CSS } });
    const html = (await view(card.slug)).body;
    const style = html.match(/<\/article><style>(.*?)<\/style><\/div>/)?.[1];
    expect(style).toBeDefined();
    expect(style).toContain(`#card-${card.id}{display:none}`);
    expect(style).toContain(`#card-${card.id} .card-header{color:rgb(1,2,3)}`);
    expect(style).not.toMatch(/(^|[},])body/);
    // The card's box, which contains what the CSS draws, is outside the CSS's scope.
    expect(html).toContain(`<main><div class="cv-frame"><div id="card-${card.id}"`);
  });

  it("below level 3 is applied for the owner only, not for visitors or other users", async () => {
    const owner = await signedIn(1);
    const other = await signedIn(5);
    const card = await cardOf(owner, { customizations: { customCss: CSS } });
    const marker = `#card-${card.id} .card-header`;
    expect((await view(card.slug)).body).not.toContain(marker);
    expect((await view(card.slug, other.session)).body).not.toContain(marker);
    expect((await view(card.slug, owner.session)).body).toContain(marker);
    // The owner's variant is not served to the next anonymous visitor.
    expect((await view(card.slug)).body).not.toContain(marker);
    expect((await view(card.slug, "not-a-session-token")).body).not.toContain(marker);
  });
});

describe("custom CSS stored behind the API's back", () => {
  /** The scoped custom CSS in the page, if it has any. */
  const customStyle = (html: string) => html.match(/<\/article><style>(.*?)<\/style><\/div>/)?.[1];

  it("that cannot be processed leaves the page shown, without it, on every request", async () => {
    const owner = await signedIn(3);
    for (const customCss of [
      "@layer a{".repeat(1955),
      `.a{width:${"calc(".repeat(5000)}1px${")".repeat(5000)}}`,
      `@media ${"(".repeat(2000)}x${")".repeat(2000)}{.a{color:red}}`,
    ]) {
      const card = await cardOf(owner, { name: "Still Here", customizations: { customCss } });
      for (const session of [undefined, owner.session, undefined]) {
        const response = await view(card.slug, session);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain(">Still Here</h1>");
        expect(customStyle(response.body)).toBeUndefined();
      }
    }
  });

  it("is still stripped of fixed positioning and of selectors beside the card", async () => {
    const owner = await signedIn(3);
    const card = await cardOf(owner, {
      customizations: {
        customCss: ":root{--p:fixed} .a{position:var(--p);color:red} ~ *{display:none} html + .b{color:red}",
      },
    });
    const style = customStyle((await view(card.slug)).body);
    expect(style).toBe(`#card-${card.id}{--p:fixed}#card-${card.id} .a{color:red}`);
  });
});

describe("a missing card", () => {
  it("answers 404 with the 'Card Not Found' page and its way home", async () => {
    for (const slug of ["no-such-card", "x".repeat(90), "%3Cscript%3E"]) {
      const response = await view(slug);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("<h1>Card Not Found</h1>");
      expect(response.body).toMatch(/<a class="pp-button" href="\/">Return to Home<\/a>/);
      expect(response.body).not.toContain("<script");
    }
  });
});

describe("the read cache", () => {
  it("shows an edit on the next request", async () => {
    const owner = await signedIn(3);
    const card = await cardOf(owner, { name: "Before Edit", customizations: { customCss: ".a{color:red}" } });
    expect((await view(card.slug)).body).toContain("Before Edit");
    expect((await t.request({ method: "GET", url: `/api/card/${card.slug}` })).json().name).toBe(
      "Before Edit",
    );

    const put = await t.request({
      method: "PUT",
      url: `/api/business-cards/${card.id}`,
      session: owner.session,
      body: { name: "After Edit", customizations: { customCss: ".b{color:blue}" } },
    });
    expect(put.statusCode).toBe(200);
    const html = (await view(card.slug)).body;
    expect(html).toContain("After Edit");
    expect(html).not.toContain("Before Edit");
    expect(html).toContain(`#card-${card.id} .b{color:blue}`);
    expect((await t.request({ method: "GET", url: `/api/card/${card.slug}` })).json().name).toBe(
      "After Edit",
    );
  });

  it("drops the old slug when the slug changes, and the card when it is deleted", async () => {
    const owner = await signedIn(2);
    const admin = await signedIn(5);
    const card = await cardOf(owner, { name: "Moving Card" });
    expect((await view(card.slug)).statusCode).toBe(200);
    const newSlug = t.uniqueName("moved").toLowerCase();
    const put = await t.request({
      method: "PATCH",
      url: `/api/business-cards/${card.id}`,
      session: owner.session,
      body: { slug: newSlug },
    });
    expect(put.statusCode).toBe(200);
    expect((await view(card.slug)).statusCode).toBe(404);
    expect((await view(newSlug)).statusCode).toBe(200);

    const removed = await t.request({
      method: "DELETE",
      url: `/api/business-cards/${card.id}`,
      session: admin.session,
    });
    expect(removed.statusCode).toBe(200);
    expect((await view(newSlug)).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: `/api/card/${newSlug}` })).statusCode).toBe(404);
  });

  it("keeps serving the cached card when the database changes behind the service's back", async () => {
    // Proves the page really comes from the cache (the test above would pass without one).
    const owner = await signedIn(1);
    const card = await cardOf(owner, { name: "Cached Name" });
    expect((await view(card.slug)).body).toContain("Cached Name");
    await t.db.update(businessCards).set({ name: "Changed Directly" }).where(eq(businessCards.id, card.id));
    expect((await view(card.slug)).body).toContain("Cached Name");
  });
});

describe("the enhancement script", () => {
  it("is linked as an external module from Vite's manifest when there is a build, never inline", async () => {
    const dist = mkdtempSync(join(tmpdir(), "cardfolio-dist-"));
    mkdirSync(join(dist, ".vite"));
    writeFileSync(
      join(dist, ".vite", "manifest.json"),
      JSON.stringify({ "public-card/enhance.ts": { file: "assets/public-card-abc123.js", isEntry: true } }),
    );
    const built = await createTestApp({ WEB_DIST_DIR: dist }, { sharingDatabaseOf: t });
    try {
      const owner = await signedIn(1);
      const card = await cardOf(owner, { name: "Scripted" });
      const html = (await built.request({ method: "GET", url: `/view/${card.slug}` })).body;
      expect(html).toContain('<script type="module" src="/assets/public-card-abc123.js"></script>');
      expect(html.match(/<script/g)).toHaveLength(1);
      // Without a build (this file's app), the page has no script and still renders.
      const bare = (await view(card.slug)).body;
      expect(bare).not.toContain("<script");
      expect(bare).toContain("Scripted");
    } finally {
      await built.close();
    }
  });
});
