import { describe, expect, it } from "vitest";
import { cardPageResources, manifestIcons } from "./card-resources";

const PAGE = "https://cards.example/view/ada";

describe("what is stored with a card page for offline use", () => {
  it("keeps the page's script, pictures, manifest, icons, favicon and contact file", () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml">
      <link rel="manifest" href="/manifest/ada.json">
      <link rel="apple-touch-icon" href="/icons/ada/192.png?v=abc&amp;x=1">
      <script type="module" src="/assets/public-card-AbC_12.js"></script></head><body>
      <img class="cv-cover" src="/uploads/0123abcd.jpg" alt="">
      <img src="/uploads/4567ef.png" alt="">
      <a class="pp-button" href="/api/vcard/7" data-action="ios-download">Download Contact</a>
      </body></html>`;
    expect(cardPageResources(html, PAGE)).toEqual([
      "https://cards.example/favicon.svg",
      "https://cards.example/manifest/ada.json",
      "https://cards.example/icons/ada/192.png?v=abc&x=1",
      "https://cards.example/assets/public-card-AbC_12.js",
      "https://cards.example/uploads/0123abcd.jpg",
      "https://cards.example/uploads/4567ef.png",
      "https://cards.example/api/vcard/7",
    ]);
  });

  it("leaves out other pages, other sites, the rest of /api/ and repeated addresses", () => {
    const html = `<a href="/">Cardfolio</a><a href="/view/other">Other</a>
      <img src="https://elsewhere.example/uploads/a.png"><img src="//elsewhere.example/assets/x.js">
      <form action="/api/form-submissions"></form><a href="/api/card/ada">json</a>
      <iframe src="/embed/ada/0"></iframe><a href="tel:+15550100">call</a><a href="mailto:a@b.c">mail</a>
      <img src="/uploads/a.png"><img src="/uploads/a.png"><a data-href="/uploads/b.png">x</a>`;
    expect(cardPageResources(html, PAGE)).toEqual(["https://cards.example/uploads/a.png"]);
  });

  it("takes the manifest's own icons, on this site only", () => {
    const manifest = {
      icons: [
        { src: "/icons/ada/192.png?v=1", sizes: "192x192" },
        { src: "/uploads/icon.png", sizes: "512x512" },
        { src: "https://cdn.example/icon.png" },
        { sizes: "1x1" },
        null,
      ],
    };
    expect(manifestIcons(manifest, "https://cards.example/manifest/ada.json")).toEqual([
      "https://cards.example/icons/ada/192.png?v=1",
      "https://cards.example/uploads/icon.png",
    ]);
    expect(manifestIcons({ icons: "nope" }, "https://cards.example/manifest/ada.json")).toEqual([]);
    expect(manifestIcons(null, "https://cards.example/manifest/ada.json")).toEqual([]);
  });
});
