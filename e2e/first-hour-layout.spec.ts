/**
 * The first hour: what a new user tripped over in the layout, each checked at
 * 1280 px (desktop project) and 375 px (phone project), with the accessibility scan in the
 * light and the dark theme: /users actions reachable, the dashboard's actions above the fold on
 * a phone, long emails and links wrapping at their joints, focus rings for the keyboard only,
 * the auth tabs' subtitles, the 404 inside the app's frame, theme swatches that differ, the
 * public theme gallery and the salesbot screens' own denial, which names the level they need.
 * Every account a test makes is created here through the users API, named with the project's
 * initial, so the two projects and the other specs never share one.
 */
import type { APIRequestContext, Locator } from "@playwright/test";
import { THEME_VALUES } from "../core/themes";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./support/a11y";
import { type BusinessCard, type CardSeed, createCard, listCards } from "./support/cards";
import { expect, type Page, test } from "./support/fixtures";
import { signIn } from "./support/sign-in";
import { expectToast } from "./support/toasts";
import { USERS } from "./support/users";

const ADMINISTRATOR = USERS.usersAdmin;

/** "d" (desktop) or "p" (phone). */
function projectTag(): string {
  return test.info().project.name.slice(0, 1);
}

interface NewUser {
  username: string;
  password: string;
  email: string;
  fullName: string;
  accessLevel: number;
}

/**
 * A long address whose only joints are '.' and '@', which are no line-break opportunities of
 * their own: without <wbr> a browser can only break it mid-word (overflow-wrap: anywhere).
 */
function longEmail(name: string): string {
  return `${name}.alexander.rivera.montgomery@consulting.advisory.group.example.com`;
}

const LONG_WEBSITE = "https://www.consulting.advisory.group.example.com/people/jordan.alexander.rivera";

/** Creates an account through the users API, signed in as the users spec's administrator. */
async function createUser(
  request: APIRequestContext,
  name: string,
  options: { accessLevel?: number; email?: string; fullName?: string; cardSlug?: string } = {},
): Promise<NewUser> {
  const login = await request.post("/api/login", {
    data: { username: ADMINISTRATOR.username, password: ADMINISTRATOR.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const username = `${projectTag()}-fh-${name}`;
  const user: NewUser = {
    username,
    password: `${username}-secret-7`,
    email: options.email ?? `${username}@cardfolio.test`,
    fullName: options.fullName ?? "Jordan Rivera",
    accessLevel: options.accessLevel ?? 1,
  };
  const response = await request.post("/api/users", { data: { ...user, cardSlug: options.cardSlug ?? "" } });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/** A new account comes with a card: it gets these fields (PATCH) and is returned as saved. */
async function fillOwnCard(page: Page, fields: CardSeed): Promise<BusinessCard> {
  const [card] = await listCards(page);
  expect(card, "the account's card").toBeDefined();
  const response = await page.request.patch(`/api/business-cards/${card!.id}`, { data: fields });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as BusinessCard;
}

/**
 * The element is fully inside the viewport and is what a click at its centre hits (nothing
 * covers it). Scrolls it into view first; retried while a smooth scroll settles.
 */
async function expectClickable(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await expect(async () => {
    const geometry = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        inViewport:
          box.width > 0 &&
          box.left >= 0 &&
          box.top >= 0 &&
          box.right <= window.innerWidth &&
          box.bottom <= window.innerHeight,
        hitsIt: hit !== null && element.contains(hit),
        box: [box.left, box.top, box.right, box.bottom].map(Math.round).join(","),
        hit: hit?.outerHTML.slice(0, 120) ?? null,
      };
    });
    expect(geometry, `${target} at ${geometry.box}, centre hits ${geometry.hit}`).toMatchObject({
      inViewport: true,
      hitsIt: true,
    });
  }).toPass({ timeout: 5_000 });
}

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

/**
 * Where the element's visible text wraps: for every line break, the character before it.
 * Reads each character's box (text inside screen-reader-only labels is skipped).
 */
async function lineBreaks(element: Locator): Promise<{ lines: number; before: string[]; text: string }> {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const chars: { ch: string; top: number }[] = [];
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest(".cv-sr, .sr-only")) continue;
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) chars.push({ ch: text[i] as string, top: rect.top });
      }
    }
    const before: string[] = [];
    for (let i = 1; i < chars.length; i++) {
      const current = chars[i] as { top: number };
      const previous = chars[i - 1] as { ch: string; top: number };
      if (current.top > previous.top + 2) before.push(previous.ch);
    }
    return { lines: before.length + 1, before, text: chars.map((c) => c.ch).join("") };
  });
}

/** The text wraps, and only after an '@', '.', '/' or '-'. */
async function expectWrapsAtJoints(element: Locator, label: string): Promise<void> {
  const { lines, before, text } = await lineBreaks(element);
  expect(lines, `${label} "${text}" should wrap at this width`).toBeGreaterThan(1);
  for (const ch of before)
    expect(["@", ".", "/", "-"], `${label} "${text}" breaks after "${ch}"`).toContain(ch);
}

test.describe("the first hour", { tag: "@phone" }, () => {
  test("/users: every field and every Edit and Delete is on screen and clickable", async ({
    page,
    request,
  }) => {
    const long = await createUser(request, "maximilian", {
      email: longEmail(`${projectTag()}.maximilian`),
      fullName: "Maximilian Alexander Longname-Smithson",
      cardSlug: `${projectTag()}-maximilian-alexander-longname`,
      accessLevel: 3,
    });
    await signIn(page, ADMINISTRATOR);
    if (test.info().project.name === "desktop") {
      // The sidebar stays open beside the list.
      await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeVisible();
    }
    await page.goto("/users");
    await expect(page.getByRole("heading", { name: "User Management", level: 1 })).toBeVisible();
    const table = page.getByRole("table", { name: "Users" });
    await expect(table.getByRole("rowheader").first()).toBeVisible();

    await test.step("every row's Edit and Delete on the first page", async () => {
      const buttons = table.getByRole("button", { name: /^(Edit|Delete) / });
      // A full first page. Other specs add and remove users meanwhile, so rows and buttons are
      // counted in one look at the page, not two.
      const { rows, count } = await table.evaluate((element) => ({
        rows: element.querySelectorAll("tbody th[scope=row]").length,
        count: [...element.querySelectorAll("button[aria-label]")].filter((b) =>
          /^(Edit|Delete) /.test(b.getAttribute("aria-label") ?? ""),
        ).length,
      }));
      expect(rows).toBeGreaterThanOrEqual(10);
      expect(count).toBe(2 * rows);
      for (let i = 0; i < count; i++) {
        const button = buttons.nth(i);
        if (await button.isEnabled()) await expectClickable(button);
        else {
          // A refused action keeps its reason; it is on screen all the same.
          await expect(button).toHaveAttribute("title", /\S/);
          await button.scrollIntoViewIfNeeded();
          await expect(button).toBeInViewport({ ratio: 1 });
        }
      }
      await expectNoSidewaysScroll(page);
    });

    await test.step("the longest row: every field on screen, emails wrapped at their joints", async () => {
      await page.getByRole("searchbox", { name: "Search users" }).fill(long.username);
      await expect(page.getByText(`Found 1 user(s) matching "${long.username}"`)).toBeVisible();
      const row = table
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: long.username }) });
      await expect(row.getByRole("cell")).toHaveText([
        long.fullName,
        long.email,
        `${projectTag()}-maximilian-alexander-longname (opens in a new tab)`,
        "Developer",
        "",
      ]);
      for (const cell of await row.locator("th, td").all()) {
        await cell.scrollIntoViewIfNeeded();
        await expect(cell).toBeInViewport({ ratio: 1 });
      }
      await expectWrapsAtJoints(row.getByRole("cell").nth(1), "the email");
      await expectClickable(row.getByRole("link", { name: /maximilian-alexander-longname/ }));
      await expectClickable(row.getByRole("button", { name: `Delete ${long.username}` }));
      const edit = row.getByRole("button", { name: `Edit ${long.username}` });
      await expectClickable(edit);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolationsInBothThemes(page, "users, a long row");

      await edit.click();
      const dialog = page.getByRole("dialog", { name: "Edit User" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Email")).toHaveValue(long.email);
    });
  });

  test("dashboard: the card's actions come first, above the fold on a phone; the preview after", async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, "dash", { email: longEmail(`${projectTag()}.dash`) });
    await signIn(page, owner);
    await fillOwnCard(page, {
      name: "Jordan Rivera",
      title: "Consultant",
      email: longEmail(`${projectTag()}.dash`),
      website: LONG_WEBSITE,
      theme: "dynamic",
    });
    await page.reload();
    const featured = page.getByRole("region", { name: "Jordan Rivera" });
    const edit = featured.getByRole("link", { name: "Edit Card" });
    await expect(edit).toBeVisible();
    const preview = featured.locator(".cv-root");
    const actions = [
      edit,
      featured.getByRole("link", { name: "Analytics" }),
      featured.getByRole("link", { name: /^View/ }),
      featured.getByRole("button", { name: "QR Code" }),
    ];
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const action of actions) await expect(action).toBeInViewport({ ratio: 1 });
    const previewBox = (await preview.boundingBox())!;
    const qrBox = (await actions[3]!.boundingBox())!;
    const editBox = (await edit.boundingBox())!;
    if (test.info().project.name === "phone") {
      // Actions first, the preview below them.
      expect(previewBox.y).toBeGreaterThanOrEqual(qrBox.y + qrBox.height);
    } else {
      // Desktop as before: the preview on the left, the details and actions beside it.
      expect(previewBox.x + previewBox.width).toBeLessThanOrEqual(editBox.x);
    }

    await test.step("the preview's email and website wrap at their joints", async () => {
      const contacts = featured.getByRole("list", { name: "Contact details" });
      await expectWrapsAtJoints(contacts.getByRole("link", { name: /^Email:/ }), "the preview's email");
      await expectWrapsAtJoints(contacts.getByRole("link", { name: /^Website:/ }), "the preview's website");
    });
    await expectNoSeriousA11yViolationsInBothThemes(page, "dashboard with a long card");
  });

  test("the public card: long emails and links wrap after @ . / - only", async ({ page, request }) => {
    const owner = await createUser(request, "public");
    await signIn(page, owner);
    const email = longEmail(`${projectTag()}.public`);
    const card = await fillOwnCard(page, {
      name: "Jordan Rivera",
      email,
      website: LONG_WEBSITE,
      theme: "corporate",
    });
    await page.goto(`/view/${card.slug}`);
    const contacts = page.getByRole("list", { name: "Contact details" });
    const mail = contacts.getByRole("link", { name: `Email: ${email}` });
    await expect(mail).toHaveAttribute("href", `mailto:${email}`);
    await expectWrapsAtJoints(mail, "the email");
    await expectWrapsAtJoints(contacts.getByRole("link", { name: /^Website:/ }), "the website");
    await expectNoSidewaysScroll(page);
    // The public card draws its theme's colours whatever the visitor's scheme: scanned in both.
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousA11yViolations(page, `public card with long links, ${colorScheme}`);
    }
  });

  test("tabs show a focus ring for the keyboard only, not after a click", async ({ page }) => {
    await signIn(page, USERS.basic);
    const create = page.getByRole("tab", { name: "Create Card" });
    const myCards = page.getByRole("tab", { name: "My Cards" });
    await create.click();
    // Typing first puts Chromium in keyboard mode: the next click must still show no ring.
    await page.getByLabel("Job Title").click();
    await page.keyboard.type("Consultant");
    await myCards.click();
    await expect(myCards).toBeFocused();
    await expect(myCards).toHaveAttribute("aria-selected", "true");
    await expect(myCards).toHaveCSS("outline-style", "none");
    // The keyboard moves to the next tab, which shows its ring.
    await page.keyboard.press("ArrowRight");
    await expect(create).toBeFocused();
    await expect(create).toHaveCSS("outline-style", "solid");
    await expectNoSeriousA11yViolations(page, "dashboard tabs after keyboard");
  });

  test("/auth: each tab has its own subtitle and switching does not move the heading", async ({ page }) => {
    // Sign-up is off on the test server; the Register tab is drawn as when it is on.
    await page.route("**/api/config/auth", (route) => route.fulfill({ json: { allowSignup: true } }));
    await page.goto("/auth");
    const heading = page.getByRole("heading", { name: "Welcome", level: 1 });
    const register = page.getByRole("tab", { name: "Register" });
    const login = page.getByRole("tab", { name: "Login" });
    await expect(register).toBeVisible();
    await expect(page.getByText("Sign in to manage your business cards.")).toBeVisible();
    const headingBefore = (await heading.boundingBox())!;
    const tabsBefore = (await login.boundingBox())!;

    await register.click();
    await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
    await expect(page.getByText("Create an account to make your digital business card.")).toBeVisible();
    await expect(page.getByText("Sign in to manage your business cards.")).toHaveCount(0);
    expect(await heading.boundingBox()).toEqual(headingBefore);
    expect(await login.boundingBox()).toEqual(tabsBefore);
    await expect(register).toHaveCSS("outline-style", "none");
    await expectNoSeriousA11yViolationsInBothThemes(page, "register tab");

    await login.click();
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await expect(page.getByText("Sign in to manage your business cards.")).toBeVisible();
    expect(await heading.boundingBox()).toEqual(headingBefore);
  });

  test("the 404 page keeps its '404 Page Not Found' heading inside the app's frame, signed out and signed in", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has moved.")).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Cardfolio home" })).toHaveAttribute("href", "/");
    await expect(banner.getByRole("link", { name: "Get Started" })).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, "404 signed out");
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);

    await signIn(page, USERS.basic);
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    if (isMobile) await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    else
      await expect(page.getByRole("complementary", { name: "Sidebar" })).toContainText(USERS.basic.fullName);
    await expectNoSeriousA11yViolationsInBothThemes(page, "404 signed in");
    await page.getByRole("link", { name: "Go to the dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("every theme swatch of Create Card is a miniature of its own theme", async ({ page }) => {
    await signIn(page, USERS.basic);
    await page.getByRole("tab", { name: "Create Card" }).click();
    const picker = page.getByRole("group", { name: "Theme" });
    await expect(picker.getByRole("radio")).toHaveCount(9);
    const swatches = picker.locator("[data-theme-swatch]");
    await expect(swatches).toHaveCount(9);
    await swatches.last().scrollIntoViewIfNeeded();
    // Every pair is drawn visibly differently: the mean colour distance of their pixels.
    const distances = await page.evaluate(async () => {
      const size = { width: 80, height: 56 };
      const svgs = [...document.querySelectorAll<SVGSVGElement>("[data-theme-swatch]")];
      const pixels = await Promise.all(
        svgs.map(async (svg) => {
          const copy = svg.cloneNode(true) as SVGSVGElement;
          copy.setAttribute("width", String(size.width));
          copy.setAttribute("height", String(size.height));
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
          await image.decode();
          const canvas = document.createElement("canvas");
          canvas.width = size.width;
          canvas.height = size.height;
          const context = canvas.getContext("2d")!;
          context.drawImage(image, 0, 0);
          return {
            theme: svg.dataset.themeSwatch,
            data: context.getImageData(0, 0, size.width, size.height).data,
          };
        }),
      );
      const result: { pair: string; distance: number }[] = [];
      for (let a = 0; a < pixels.length; a++) {
        for (let b = a + 1; b < pixels.length; b++) {
          const [x, y] = [pixels[a]!, pixels[b]!];
          let sum = 0;
          for (let i = 0; i < x.data.length; i += 4) {
            sum += Math.hypot(
              x.data[i]! - y.data[i]!,
              x.data[i + 1]! - y.data[i + 1]!,
              x.data[i + 2]! - y.data[i + 2]!,
            );
          }
          result.push({ pair: `${x.theme}/${y.theme}`, distance: sum / (x.data.length / 4) });
        }
      }
      return result;
    });
    expect(distances).toHaveLength(36);
    for (const { pair, distance } of distances) expect(distance, `${pair} look alike`).toBeGreaterThan(20);
    const corporateTech = distances.find((d) => d.pair === "corporate/tech")!;
    // Their header bands alone (the old picker) differ only in one end colour.
    expect(corporateTech.distance, "Corporate and Tech").toBeGreaterThan(100);
    await expectNoSeriousA11yViolationsInBothThemes(page, "create card themes");
  });

  test("the theme gallery: nine real cards for anyone; 'Use Theme' asks a visitor to sign up", async ({
    page,
  }) => {
    await page.goto("/");
    const viewAll = page.getByRole("link", { name: "View all themes" });
    await viewAll.scrollIntoViewIfNeeded();
    await viewAll.click();
    await expect(page).toHaveURL(/\/themes$/);
    await expect(page.getByRole("heading", { name: "All nine themes", level: 1 })).toBeVisible();
    const themes = page
      .getByRole("list", { name: "Themes" })
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading", { level: 2 }),
      });
    await expect(themes).toHaveCount(9);
    await expect(page.getByRole("img", { name: /^Card preview in the .* theme$/ })).toHaveCount(9);
    // Real cards of the card view, one per theme.
    for (const theme of THEME_VALUES) {
      await expect(page.locator(`.cv-root[data-theme="${theme}"]`)).toHaveCount(1);
    }
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolationsInBothThemes(page, "theme gallery signed out");

    const tech = themes.filter({ has: page.getByRole("heading", { name: "Tech / IT Professional" }) });
    const use = tech.getByRole("button", { name: "Use Theme" });
    await use.scrollIntoViewIfNeeded();
    await use.click();
    // The message goes with the page load to /auth, a document of its own.
    await expect(page).toHaveURL(/\/auth\?tab=register&theme=tech$/);
    await expectToast(
      page,
      "Sign up required",
      "Create an account to use this theme for your business card.",
    );
  });

  test("the theme gallery signed in: 'Use Theme' opens Create Card with that theme chosen", async ({
    page,
  }) => {
    await signIn(page, USERS.basic);
    await page.goto("/themes");
    const tech = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Tech / IT Professional" }) });
    await tech.getByRole("button", { name: "Use Theme" }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=create&theme=tech$/);
    await expect(page.getByRole("tab", { name: "Create Card" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("radio", { name: "Tech / IT Professional" })).toBeChecked();
  });

  test("salesbot screens below level 2 show 'Salesbot Access Required' with a back button", async ({
    page,
    request,
  }) => {
    await signIn(page, USERS.basic);
    for (const path of ["/salesbot/1", "/salesbot/1/config", "/salesbot/1/conversations"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Salesbot Access Required", level: 1 })).toBeVisible();
      await expect(
        page.getByText("Level 2 access or higher is required to configure the AI Salesbot feature."),
      ).toBeVisible();
      await expect(page.getByRole("heading", { name: "Access Denied" })).toHaveCount(0);
    }
    await expectNoSeriousA11yViolationsInBothThemes(page, "salesbot denied");
    // Back: one step back in the app, or the dashboard when the screen was opened directly.
    await page.goto("/salesbot/1/config");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Level 2 passes the guard, to its own card's configuration.
    const manager = await createUser(request, "manager", { accessLevel: 2 });
    await page.context().clearCookies();
    await signIn(page, manager);
    // A new account comes with its card, and level 2 holds one.
    const card =
      (await listCards(page))[0] ??
      (await createCard(page, { slug: `manager-${test.info().project.name}-${Date.now()}`, name: "Manny" }));
    await page.goto(`/salesbot/${card.id}/config`);
    await expect(page.getByRole("heading", { name: "AI Salesbot Configuration" })).toBeVisible();
    await expect(page.getByText("Salesbot Access Required")).toHaveCount(0);
  });
});
