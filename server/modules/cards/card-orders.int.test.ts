/**
 * The order an owner gives a card's social links and sections (drag and drop in the editor):
 * stored by PUT/PATCH /api/business-cards/{id}, validated, answered in that order, and shown in
 * that order on the public page /view/{slug}. Cards saved before orders were kept read as before.
 */
import { describe, expect, it } from "vitest";
import { testAppPerFile } from "../../test/test-app-per-file";
import { cardTestKit } from "./card-test-kit";

const t = testAppPerFile();

const { signedIn, cardOf, rowOf } = cardTestKit(() => t);

const put = (session: string, id: number, body: unknown) =>
  t.request({ method: "PUT", url: `/api/business-cards/${id}`, body, session });
const view = (slug: string) => t.request({ method: "GET", url: `/view/${slug}` });

const LINKS = {
  x: "https://x.com/jane",
  linkedin: "https://www.linkedin.com/in/jane",
  github: "https://github.com/jane",
};

/** Positions of each needle in the page, in the order given; -1 if one is missing. */
function positions(html: string, needles: string[]): number[] {
  return needles.map((needle) => html.indexOf(needle));
}

describe("social link order", () => {
  it("keeps the order the links were sent in, which jsonb alone would lose", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner);
    const saved = await put(owner.session, card.id, {
      socialLinks: { linkedin: LINKS.linkedin, x: LINKS.x },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().socialLinkOrder).toEqual(["linkedin", "x"]);
    expect(Object.keys(saved.json().socialLinks)).toEqual(["linkedin", "x"]);
    expect((await rowOf(card.id))?.socialLinkOrder).toEqual(["linkedin", "x"]);
  });

  it("reorders the links with an order sent alone, and adds a new link last", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner);
    await put(owner.session, card.id, { socialLinks: LINKS });
    const moved = await put(owner.session, card.id, { socialLinkOrder: ["github", "x"] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().socialLinkOrder).toEqual(["github", "x", "linkedin"]);

    const links = moved.json().socialLinks as Record<string, string>;
    const added = await put(owner.session, card.id, {
      socialLinks: { ...links, youtube: "https://www.youtube.com/@jane" },
      socialLinkOrder: moved.json().socialLinkOrder,
    });
    expect(added.json().socialLinkOrder).toEqual(["github", "x", "linkedin", "youtube"]);

    const removed = await put(owner.session, card.id, {
      socialLinks: { github: LINKS.github, youtube: "https://www.youtube.com/@jane", x: LINKS.x },
      socialLinkOrder: ["github", "x", "linkedin", "youtube"],
    });
    expect(removed.json().socialLinkOrder).toEqual(["github", "x", "youtube"]);
  });

  it("reads a card saved before the order was kept with every link once", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner, { socialLinks: LINKS });
    const read = await t.request({
      method: "GET",
      url: `/api/business-cards/${card.id}`,
      session: owner.session,
    });
    expect([...read.json().socialLinkOrder].sort()).toEqual(["github", "linkedin", "x"]);
    expect(read.json().sectionOrder).toEqual(["contact", "about", "social", "buttons", "gallery", "video"]);
  });

  it("refuses an order with a repeated or malformed name, changing nothing", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner, { socialLinks: LINKS, socialLinkOrder: ["x", "linkedin", "github"] });
    for (const socialLinkOrder of [["x", "x"], ["Not a key"], "x,github"]) {
      const refused = await put(owner.session, card.id, { socialLinkOrder });
      expect(refused.statusCode, JSON.stringify(socialLinkOrder)).toBe(400);
      expect(Object.keys(refused.json().fields ?? {})[0]).toMatch(/^socialLinkOrder/);
    }
    expect((await rowOf(card.id))?.socialLinkOrder).toEqual(["x", "linkedin", "github"]);
  });
});

describe("section order", () => {
  it("stores every section once, those left out after the ones sent", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner);
    const saved = await put(owner.session, card.id, { sectionOrder: ["gallery", "buttons"] });
    expect(saved.statusCode).toBe(200);
    const order = ["gallery", "buttons", "contact", "about", "social", "video"];
    expect(saved.json().sectionOrder).toEqual(order);
    expect((await rowOf(card.id))?.sectionOrder).toEqual(order);
  });

  it("refuses unknown, repeated or too many sections with the rule's words", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner);
    const repeated = await put(owner.session, card.id, { sectionOrder: ["about", "about"] });
    expect(repeated.statusCode).toBe(400);
    expect(Object.values(repeated.json().fields)).toContain("Each section may appear only once");
    for (const sectionOrder of [["map"], Array.from({ length: 7 }, () => "about"), { about: 1 }]) {
      const refused = await put(owner.session, card.id, { sectionOrder });
      expect(refused.statusCode, JSON.stringify(sectionOrder)).toBe(400);
    }
    expect((await rowOf(card.id))?.sectionOrder).toEqual([]);
  });
});

describe("the public page", () => {
  it("shows the sections and social links in the owner's order", async () => {
    const owner = await signedIn(1);
    const card = await cardOf(owner, { about: "About Jane" });
    const saved = await put(owner.session, card.id, {
      socialLinks: LINKS,
      socialLinkOrder: ["github", "linkedin", "x"],
      customButtons: [{ text: "Book a call", url: "cal.example.com/jane" }],
      sectionOrder: ["buttons", "social", "about"],
    });
    expect(saved.statusCode).toBe(200);
    // A button address typed without a scheme is stored with https://, as a website is.
    expect(saved.json().customButtons[0].url).toBe("https://cal.example.com/jane");

    const page = await view(card.slug);
    expect(page.statusCode).toBe(200);
    const [buttons, social, about] = positions(page.body, [
      `class="cv-buttons"`,
      `class="card-social"`,
      `class="cv-about"`,
    ]);
    expect(buttons).toBeGreaterThan(-1);
    expect(buttons).toBeLessThan(social ?? -1);
    expect(social).toBeLessThan(about ?? -1);
    const links = positions(page.body, [
      'data-link-id="github"',
      'data-link-id="linkedin"',
      'data-link-id="x"',
    ]);
    expect(links[0]).toBeGreaterThan(-1);
    expect(links).toEqual([...links].sort((a, b) => a - b));

    const json = await t.request({ method: "GET", url: `/api/card/${card.slug}` });
    expect(json.json().socialLinkOrder).toEqual(["github", "linkedin", "x"]);
    expect(json.json().sectionOrder.slice(0, 3)).toEqual(["buttons", "social", "about"]);
  });
});
