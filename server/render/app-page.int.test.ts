/**
 * The dashboard as the server writes it (render/app-page.ts), against a build folder made here: the
 * app's shell as the build writes it, its manifest, and a bundle that stands in for the React one
 * (vite-plugins/app-server-bundle.ts), drawing the answers it is given. What the real bundle draws, and
 * the browser taking it over, is end-to-end's (e2e/server-written-dashboard.spec.ts); here: which
 * requests get a written page, with which answers, under which headers, and what falls back to
 * the shell.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_ANSWERS_ELEMENT_ID, parsePageAnswers } from "../../core/page-answers";
import { SESSION_COOKIE } from "../lib/session-cookie";
import { createTestApp, type SignedInUser, type TestApp } from "../test/harness";

let t: TestApp;
let owner: SignedInUser;

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <link rel="stylesheet" crossorigin href="/assets/styles-1.css">
    <title>Cardfolio</title>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/main-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body>
    <div id="root"><div class="spinner">Loading</div></div>
    <noscript>Cardfolio needs JavaScript for the dashboard and editors.</noscript>
  </body>
</html>`;

const MANIFEST = {
  "index.html": { file: "assets/main-1.js", css: ["assets/styles-1.css"], imports: ["_react-1.js"] },
  "_react-1.js": { file: "assets/react-1.js" },
  "src/features/dashboard/dashboard-page.tsx": {
    file: "assets/dashboard-page-1.js",
    css: ["assets/card-view-1.css"],
    imports: ["_react-1.js", "_button-1.js"],
  },
  "_button-1.js": { file: "assets/button-1.js" },
  "src/features/dashboard/create-card-tab.tsx": {
    file: "assets/create-card-tab-1.js",
    imports: ["_react-1.js", "_zod-1.js"],
  },
  "_zod-1.js": { file: "assets/zod-1.js" },
};

/**
 * The stand-in bundle: writes the dashboard, and nothing else, from its answers; a `?fail` address
 * throws as a component would; `?tab=create` draws the Create Card tab, a lazy part. Every call is
 * counted, so a test can see the server did not ask.
 */
const BUNDLE = `
export let renders = 0;
export async function loadServerWrittenScreens() {}
export function serverWrittenPage(pathname) {
  if (pathname !== "/dashboard") return undefined;
  return {
    reads: ["/api/user", "/api/business-cards"],
    screens: ["src/features/dashboard/dashboard-page.tsx"],
  };
}
export async function renderPage(url, answers, origin) {
  renders++;
  if (url.includes("fail")) throw new Error("a component threw");
  const cards = answers["/api/business-cards"];
  const markup = "<main><h1>Dashboard</h1><p>" + answers["/api/user"].username + " at " + origin + "</p>" +
    cards.map((card) => "<p>" + card.name.replace(/</g, "&lt;") + "</p>").join("") + "</main>";
  return { markup, drawn: url.includes("tab=create") ? ["src/features/dashboard/create-card-tab.tsx"] : [] };
}
`;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "cardfolio-written-"));
  mkdirSync(join(dist, ".server"));
  mkdirSync(join(dist, ".vite"));
  writeFileSync(join(dist, "index.html"), SHELL);
  writeFileSync(join(dist, ".vite", "app-manifest.json"), JSON.stringify(MANIFEST));
  writeFileSync(join(dist, ".server", "app-server.js"), BUNDLE);
  t = await createTestApp({ WEB_DIST_DIR: dist });
  owner = await t.signedInUser(3, "writer");
  const created = await t.request({
    method: "POST",
    url: "/api/business-cards",
    session: owner.session,
    body: { name: "Ada </script><!-- Lovelace", email: "ada@cards.test" },
  });
  expect(created.statusCode).toBe(201);
});

afterAll(async () => {
  await t?.close();
});

const answersOf = (html: string) => {
  const match = new RegExp(`id="${PAGE_ANSWERS_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  return match ? parsePageAnswers(match[1]!) : undefined;
};

describe("GET /dashboard, signed in", () => {
  it("is the screen written with the user's own answers, readable before any script", async () => {
    const response = await t.request({ method: "GET", url: "/dashboard", session: owner.session });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<div id="root" data-readable><main><h1>Dashboard</h1>');
    expect(html).not.toContain('class="spinner"');
    // The origin the request came to, for the links the page shows.
    expect(html).toContain(`${owner.user.username} at http://localhost:80`);

    const answers = answersOf(html)!;
    expect(answers["/api/user"]).toMatchObject({ id: owner.user.id, username: owner.user.username });
    expect(answers["/api/user"]).not.toHaveProperty("passwordHash");
    expect((answers["/api/business-cards"] as { name: string }[]).map((card) => card.name)).toEqual([
      "Ada </script><!-- Lovelace",
    ]);
  });

  it("cannot be closed early by what a user wrote: '<' in the answers is escaped", async () => {
    const response = await t.request({ method: "GET", url: "/dashboard", session: owner.session });
    const answers = response.body.slice(response.body.indexOf(`id="${PAGE_ANSWERS_ELEMENT_ID}"`));
    const json = answers.slice(answers.indexOf(">") + 1, answers.indexOf("</script>"));
    expect(json).toContain("Ada \\u003c/script>\\u003c!-- Lovelace");
    expect(json).not.toContain("<");
  });

  it("starts the scripts after the first paint and links the screen's stylesheets", async () => {
    const { body } = await t.request({ method: "GET", url: "/dashboard", session: owner.session });
    const head = body.slice(0, body.indexOf("</head>"));
    // No script of the app's in the head any more: /start-after-paint.js starts them.
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/card-view-1.css">');
    expect(head.match(/styles-1\.css/g)).toHaveLength(1);
    const scripts = /id="page-scripts">([^<]*)<\/script>/.exec(body)?.[1];
    expect(JSON.parse(scripts!)).toEqual({
      entry: "/assets/main-1.js",
      preloads: ["/assets/react-1.js", "/assets/dashboard-page-1.js", "/assets/button-1.js"],
    });
    expect(body).toContain('<script src="/start-after-paint.js" defer></script>');
  });

  it("sends the code of a tab only when the page is written open on it", async () => {
    const preloadsOf = async (url: string) => {
      const { body } = await t.request({ method: "GET", url, session: owner.session });
      return (JSON.parse(/id="page-scripts">([^<]*)<\/script>/.exec(body)![1]!) as { preloads: string[] })
        .preloads;
    };
    expect(await preloadsOf("/dashboard")).not.toContain("/assets/create-card-tab-1.js");
    expect(await preloadsOf("/dashboard?tab=create")).toEqual([
      "/assets/react-1.js",
      "/assets/dashboard-page-1.js",
      "/assets/button-1.js",
      "/assets/create-card-tab-1.js",
      "/assets/zod-1.js",
    ]);
  });

  it("is the user's alone: no shared cache keeps it, and it varies with the cookie", async () => {
    const response = await t.request({
      method: "GET",
      url: "/dashboard",
      session: owner.session,
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(response.headers.vary).toBe("cookie, accept-encoding");
    expect(response.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(response.rawPayload).toString("utf8");
    expect(html).toContain("<h1>Dashboard</h1>");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("keeps the query for the screen (?tab=…) and writes each user's own page", async () => {
    const other = await t.signedInUser(2, "reader");
    const response = await t.request({ method: "GET", url: "/dashboard?tab=create", session: other.session });
    expect(answersOf(response.body)?.["/api/user"]).toMatchObject({ id: other.user.id });
    expect(answersOf(response.body)?.["/api/business-cards"]).toEqual([]);
    expect(response.body).not.toContain("Ada");
  });
});

describe("what gets the app's shell instead", () => {
  it("a browser without a session: the shell, whose script leads to sign-in", async () => {
    const response = await t.request({ method: "GET", url: "/dashboard" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('class="spinner"');
    expect(response.body).not.toContain(PAGE_ANSWERS_ELEMENT_ID);
  });

  it("a session that has ended: the shell, with nothing of anyone's", async () => {
    const ended = await t.signedInUser(3, "leaver");
    expect((await t.request({ method: "POST", url: "/api/logout", session: ended.session })).statusCode).toBe(
      200,
    );
    const response = await t.request({ method: "GET", url: "/dashboard", session: ended.session });
    expect(response.body).toContain('class="spinner"');
    expect(response.body).not.toContain(PAGE_ANSWERS_ELEMENT_ID);
  });

  it("a page the server does not write (the editors): the shell", async () => {
    const response = await t.request({ method: "GET", url: "/account", session: owner.session });
    expect(response.body).toContain('class="spinner"');
  });

  it("a page whose drawing failed: the shell, and the error in the log, never a 500", async () => {
    const response = await t.request({ method: "GET", url: "/dashboard?fail", session: owner.session });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('class="spinner"');
  });

  it("HEAD: the shell's headers, without writing the page", async () => {
    const response = await t.request({ method: "GET", url: "/dashboard", session: owner.session });
    expect(response.statusCode).toBe(200);
    const head = await t.app.inject({
      method: "HEAD",
      url: "/dashboard",
      headers: { cookie: `${SESSION_COOKIE}=${owner.session}` },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers["cache-control"]).toBe("no-cache");
  });
});

describe("the build's dot folders", () => {
  it("are never served: the bundle and the manifests are the server's", async () => {
    for (const url of ["/.server/app-server.js", "/.vite/app-manifest.json"]) {
      const response = await t.request({ method: "GET", url });
      expect(response.body).not.toContain("serverWrittenPage");
      expect(response.body).not.toContain("dashboard-page-1.js");
    }
  });
});
