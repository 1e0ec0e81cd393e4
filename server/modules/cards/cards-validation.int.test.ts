import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedInUser, type TestApp, type TestRequest } from "../../test/harness";
import { cardTestKit } from "./card-test-kit";
import { type CardRow, insertCard } from "./repo";

let t: TestApp;
/** A level-5 user: no permission rule stands between them and validation. */
let admin: SignedInUser;
let card: CardRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedInUser(5, "validator");
  card = await insertCard(t.db, {
    userId: admin.user.id,
    slug: t.uniqueName("valid-card"),
    name: "Valid",
    website: "https://valid.example",
    socialLinks: { linkedin: "https://linkedin.example/valid" },
    customButtons: [{ text: "Call", url: "tel:+15550100", backgroundColor: "#d9bd90" }],
    customizations: { about: "Valid about" },
  });
});
afterAll(() => t?.close());

const { allCards } = cardTestKit(() => t);

type Route = { name: string; method: TestRequest["method"]; url: () => string };
const ROUTES: Route[] = [
  { name: "POST", method: "POST", url: () => "/api/business-cards" },
  { name: "PUT", method: "PUT", url: () => `/api/business-cards/${card.id}` },
  { name: "PATCH", method: "PATCH", url: () => `/api/business-cards/${card.id}` },
];

const sendTo = (route: Route, body: unknown, headers?: Record<string, string>) =>
  t.request({ method: route.method, url: route.url(), body, headers, session: admin.session });

/** Sends `body` to every route; each must answer `status` and `expected`, changing nothing. */
async function refusedEverywhere(
  body: unknown,
  status: number,
  expected: unknown,
  headers?: Record<string, string>,
) {
  const before = await allCards();
  for (const route of ROUTES) {
    const response = await sendTo(route, body, headers);
    const label = `${route.name} ${typeof body === "string" ? body.slice(0, 80) : JSON.stringify(body).slice(0, 80)}`;
    expect(response.statusCode, label).toBe(status);
    expect(response.json(), label).toEqual(expected);
  }
  expect(await allCards()).toEqual(before);
}

/** A 400 naming `fields`; the message is the first field's. */
const invalid = (fields: Record<string, string>) => ({ message: Object.values(fields)[0], fields });

const LINK_MESSAGE = "must start with http://, https://, mailto: or tel:";
const HOSTILE_LINKS = [
  "javascript:alert(1)",
  "JavaScript:alert(document.cookie)",
  "  javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
];

describe("slugs", () => {
  it.each(["\u212Aate-card", "caf\u00e9-card", "\uff4aane-card"])(
    "refuses %j with the slug rule instead of storing it changed",
    async (slug) => {
      await refusedEverywhere(
        { slug },
        400,
        invalid({ slug: "Slug may contain only lower-case letters, digits, hyphens and underscores" }),
      );
    },
  );
});

describe("unsafe links", () => {
  it.each(HOSTILE_LINKS)("refuses %j in a custom button", async (url) => {
    await refusedEverywhere(
      { customButtons: [{ text: "Click", url }] },
      400,
      invalid({ "customButtons.0.url": `Button URL ${LINK_MESSAGE}` }),
    );
  });

  it.each(HOSTILE_LINKS)("refuses %j in the social links", async (url) => {
    await refusedEverywhere(
      { socialLinks: { linkedin: "https://linkedin.example/ok", twitter: url } },
      400,
      invalid({ socialLinks: `Social links ${LINK_MESSAGE}` }),
    );
  });

  it.each(HOSTILE_LINKS)("refuses %j as the website, in the card and in customizations", async (url) => {
    await refusedEverywhere(
      { website: url },
      400,
      invalid({ website: "Please enter a valid website address" }),
    );
    await refusedEverywhere(
      { customizations: { website: url } },
      400,
      invalid({ "customizations.website": "Please enter a valid website address" }),
    );
  });

  it.each(HOSTILE_LINKS)("refuses %j in every image field", async (url) => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ profilePicture: url }, { profilePicture: "Profile picture must be an image address" }],
      [{ coverPhoto: url }, { coverPhoto: "Cover photo must be an image address" }],
      [{ logoUrl: url }, { logoUrl: "Logo must be an image address" }],
      [{ logo: url }, { logoUrl: "Logo must be an image address" }],
      [{ faviconUrl: url }, { faviconUrl: "Favicon must be an image address" }],
      [{ gallery: ["/uploads/ok.png", url] }, { "gallery.1": "Gallery images must be image addresses" }],
      [{ gallery: [{ url }] }, { "gallery.0.url": "Gallery images must be image addresses" }],
      [
        { pwaSettings: { icons: { icon192: url } } },
        { "pwaSettings.icons.icon192": "192 px icon must be an image address" },
      ],
      [{ videoUrl: url }, { videoUrl: "Video URL must be a web address (http:// or https://)" }],
    ];
    for (const [body, fields] of cases) await refusedEverywhere(body, 400, invalid(fields));
  });

  it("accepts http, https, mailto and tel links, local and web images", async () => {
    const response = await sendTo(ROUTES[2]!, {
      customButtons: [
        { text: "Site", url: "https://site.example" },
        { text: "Mail", url: "mailto:me@example.org", backgroundColor: "#123456" },
        { text: "Call", url: "tel:+15550100" },
      ],
      socialLinks: { linkedin: "http://linkedin.example/me" },
      profilePicture: "/uploads/me.png",
      coverPhoto: "https://images.example/cover.jpg",
      gallery: ["/uploads/1.png", { url: "https://images.example/2.png" }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().customButtons).toEqual([
      { text: "Site", url: "https://site.example", backgroundColor: "#d9bd90" },
      { text: "Mail", url: "mailto:me@example.org", backgroundColor: "#123456" },
      { text: "Call", url: "tel:+15550100", backgroundColor: "#d9bd90" },
    ]);
  });
});

describe("custom buttons", () => {
  it("need text and a URL", async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ url: "https://a.example" }, { "customButtons.0.text": "Button text is required" }],
      [{ text: "   ", url: "https://a.example" }, { "customButtons.0.text": "Button text is required" }],
      [{ text: "Go" }, { "customButtons.0.url": "Button URL is required" }],
      [{ text: "Go", url: "" }, { "customButtons.0.url": "Button URL is required" }],
      [
        { text: "Go", url: "https://a.example", backgroundColor: "red" },
        { "customButtons.0.backgroundColor": "Button colour must be a hex colour such as #d9bd90" },
      ],
    ];
    for (const [button, fields] of cases) {
      await refusedEverywhere({ customButtons: [button] }, 400, invalid(fields));
    }
  });

  it("are at most 20", async () => {
    const buttons = Array.from({ length: 21 }, (_, n) => ({ text: `B${n}`, url: "https://a.example" }));
    await refusedEverywhere(
      { customButtons: buttons },
      400,
      invalid({ customButtons: "A card can have at most 20 custom buttons" }),
    );
  });
});

describe("limits", () => {
  it("About takes at most 500 characters", async () => {
    await refusedEverywhere(
      { about: "a".repeat(501) },
      400,
      invalid({ about: "About must be at most 500 characters" }),
    );
    await refusedEverywhere(
      { customizations: { about: "a".repeat(501) } },
      400,
      invalid({ "customizations.about": "About must be at most 500 characters" }),
    );
    const response = await sendTo(ROUTES[1]!, { about: "a".repeat(500) });
    expect(response.statusCode).toBe(200);
    expect(response.json().about).toHaveLength(500);
  });

  it("the gallery takes at most 8 images", async () => {
    const images = (n: number) => Array.from({ length: n }, (_, i) => `/uploads/g${i}.png`);
    await refusedEverywhere(
      { gallery: images(9) },
      400,
      invalid({ gallery: "A card can have at most 8 gallery images" }),
    );
    const response = await sendTo(ROUTES[1]!, { gallery: images(8) });
    expect(response.statusCode).toBe(200);
    expect(response.json().gallery).toHaveLength(8);
  });

  it("texts have maximum lengths", async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: "n".repeat(201) }, { name: "Full name must be at most 200 characters" }],
      [{ phone: "1".repeat(61) }, { phone: "Phone number must be at most 60 characters" }],
      [{ address: "a".repeat(501) }, { address: "Address must be at most 500 characters" }],
      [
        { website: `example.com/${"p".repeat(2040)}` },
        { website: "Website must be at most 2048 characters" },
      ],
    ];
    for (const [body, fields] of cases) await refusedEverywhere(body, 400, invalid(fields));
  });

  it("a website that only fits without its https:// prefix is refused, not a 500", async () => {
    // 2045 characters: within 2048 as sent, 2053 once https:// is added.
    const website = `example.com/${"p".repeat(2033)}`;
    await refusedEverywhere(
      { website },
      400,
      invalid({ website: "Website must be at most 2048 characters" }),
    );
    const fits = `example.com/${"p".repeat(2048 - "https://example.com/".length)}`;
    const response = await sendTo(ROUTES[1]!, { website: fits });
    expect(response.statusCode).toBe(200);
    expect(response.json().website).toBe(`https://${fits}`);
  });
});

describe("the theme", () => {
  it.each(["neon", "", "Minimalist", 5])("refuses %j", async (theme) => {
    await refusedEverywhere({ theme }, 400, invalid({ theme: "Please choose one of the available themes" }));
  });
});

describe("the slug", () => {
  const MIN = "Slug must be at least 3 characters";
  const CHARS = "Slug may contain only lower-case letters, digits, hyphens and underscores";
  it.each([
    ["ab", MIN],
    ["  a  ", MIN],
    ["s".repeat(61), "Slug must be at most 60 characters"],
    ["has space", CHARS],
    ["a/b", CHARS],
    ["../etc", CHARS],
    ["émile", CHARS],
    ["dot.slug", CHARS],
    [null, MIN],
    [123, MIN],
  ])("refuses %j", async (slug, message) => {
    await refusedEverywhere({ slug }, 400, invalid({ slug: message }));
  });
});

describe("wrong types", () => {
  it("answers 400 naming every wrongly typed field", async () => {
    const body = {
      name: 123,
      title: true,
      email: 5,
      about: { text: "x" },
      socialLinks: "https://linkedin.example",
      customButtons: { text: "Go", url: "https://a.example" },
      gallery: "/uploads/a.png",
      embedCodes: [1],
      formConfig: "x",
      customizations: ["about"],
      pwaSettings: 7,
      theme: 5,
      slug: [],
    };
    const before = await allCards();
    for (const route of ROUTES) {
      const response = await sendTo(route, body);
      expect(response.statusCode, route.name).toBe(400);
      const { fields } = response.json() as { fields: Record<string, string> };
      const named = new Set(Object.keys(fields).map((f) => f.split(".")[0]));
      expect([...named].sort(), route.name).toEqual(Object.keys(body).sort());
    }
    expect(await allCards()).toEqual(before);
  });

  it("answers 400 for userId of the wrong type on POST", async () => {
    const before = await allCards();
    for (const userId of ["1", 1.5, 0, -1]) {
      const response = await sendTo(ROUTES[0]!, { userId });
      expect(response.statusCode, String(userId)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(["userId"]);
    }
    expect(await allCards()).toEqual(before);
  });

  it("answers 400 for text PostgreSQL cannot store: NUL and unpaired surrogates", async () => {
    const message = "Text must not contain NUL characters or unpaired surrogates";
    const cases: [string, Record<string, string>][] = [
      ['{"name":"a\\u0000b"}', { name: message }],
      ['{"customizations":{"about":"a\\u0000b"}}', { "customizations.about": message }],
      ['{"socialLinks":{"x":"https://a.example/\\u0000"}}', { "socialLinks.x": message }],
      ['{"embedCodes":["\\u0000"]}', { "embedCodes.0": message }],
      ['{"formConfig":{"a":{"b":"\\u0000"}}}', { "formConfig.a.b": message }],
      ['{"formConfig":{"a\\u0000":"b"}}', { formConfig: message }],
      ['{"name":"a\\ud800b"}', { name: message }],
      ['{"customizations":{"about":"a\\udc00"}}', { "customizations.about": message }],
      ['{"embedCodes":["\\udfff"]}', { "embedCodes.0": message }],
    ];
    for (const [body, fields] of cases) {
      await refusedEverywhere(body, 400, invalid(fields), { "content-type": "application/json" });
    }
    // A whole surrogate pair is ordinary text.
    const response = await sendTo(ROUTES[1]!, { name: "Smile 😀", customizations: { about: "😀" } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: "Smile 😀", customizations: { about: "😀" } });
  });
});

describe("the request body", () => {
  const JSON_TYPE = { "content-type": "application/json" };

  it("over the size limit answers 413", async () => {
    await refusedEverywhere({ about: "a".repeat(300 * 1024) }, 413, {
      message: "The request body is too large.",
    });
  });

  it("that is not valid JSON answers 400", async () => {
    await refusedEverywhere(
      '{"name": "half',
      400,
      { message: "The request body is not valid JSON." },
      JSON_TYPE,
    );
  });

  it("that is empty answers 400", async () => {
    await refusedEverywhere("", 400, { message: "The request body is empty." }, JSON_TYPE);
  });

  it("that is null, an array or a string answers 400", async () => {
    for (const body of ["null", "[1,2]", '"name"', "42"]) {
      await refusedEverywhere(
        body,
        400,
        {
          message: "The request body must be a JSON object with the expected fields.",
        },
        JSON_TYPE,
      );
    }
  });

  it("sent as text/plain answers 415", async () => {
    await refusedEverywhere(
      JSON.stringify({ name: "Plain" }),
      415,
      {
        message: "Unsupported content type. Send JSON (application/json).",
      },
      { "content-type": "text/plain" },
    );
  });

  it("from another site is refused with 403", async () => {
    await refusedEverywhere(
      { name: "Cross-site" },
      403,
      { message: "Cross-site requests are not allowed." },
      {
        origin: "https://evil.example",
      },
    );
  });
});
