/**
 * Helpers shared by the specs: signing in through the real form, the accessibility check,
 * toasts, themes and the password-reset mail read from the server log.
 */
import { existsSync, readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { INSTALL_GUIDE_SEEN_KEY } from "../../core/install-platform";
import { SERVER_LOG_FILE } from "./env";
import type { FixtureUser } from "./users";

export type { Page };
/** The web app's local-storage key of the install guide's seen flag (spec 000 §2). */
export { expect, INSTALL_GUIDE_SEEN_KEY, test };

/**
 * Signs in through /auth, waits for the dashboard and dismisses the 'Login successful'
 * toast, so every test starts from the same screen whatever the timing (on a phone the
 * toast covers the bottom of the screen).
 *
 * The install guide opens by itself as a modal 2 s after a first dashboard visit: it is marked
 * seen first, so it never covers the screen a test is working on (the install guide's own spec
 * removes the flag again). Set here rather than per context, so contexts a spec opens itself
 * get it too.
 */
export async function signIn(page: Page, user: Pick<FixtureUser, "username" | "password">): Promise<void> {
  await page.goto("/auth");
  await page.evaluate((key) => localStorage.setItem(key, "true"), INSTALL_GUIDE_SEEN_KEY);
  await submitLogin(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const welcome = toast(page, "Login successful");
  await welcome.getByRole("button", { name: "Dismiss" }).click();
  await expect(welcome).toHaveCount(0);
}

/** Fills and submits the login form without expecting success. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The alert the sign-in form shows after a refused attempt. */
export function signInAlert(page: Page): Locator {
  return page.getByRole("alert").filter({ hasText: "Login failed" });
}

/** The toast with this title in the notifications region (not Radix's screen-reader copy). */
export function toast(page: Page, title: string | RegExp): Locator {
  return page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: typeof title === "string" }) });
}

export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp) {
  const item = toast(page, title).last();
  await expect(item).toBeVisible();
  if (description !== undefined) await expect(item).toContainText(description);
}

type Impact = "minor" | "moderate" | "serious" | "critical";
const FAILING_IMPACTS: ReadonlySet<Impact | null | undefined> = new Set<Impact>(["serious", "critical"]);

/**
 * Waits until the page's finite CSS transitions and animations have run out, e.g. the
 * colour transitions after a theme switch: axe would otherwise measure contrast halfway.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Two frames, so that a change just made has had its style recalculation.
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Runs axe (WCAG 2 A and AA) on the page once it has settled and fails on serious or
 * critical violations, listing each rule with the offending elements.
 */
export async function expectNoSeriousA11yViolations(page: Page, label = ""): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]);
  await settleAnimations(page);
  const results = await builder.analyze();
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact));
  const report = failing
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const summary = (node.failureSummary ?? "").replace(/\s*\n\s*/g, " ");
          const related = [...node.any, ...node.all, ...node.none]
            .flatMap((check) => check.relatedNodes ?? [])
            .slice(0, 5)
            .map((related) => `\n        related: ${related.target.join(" ")} ${related.html.slice(0, 160)}`)
            .join("");
          return `    - ${node.target.join(" ")}\n      ${node.html.slice(0, 200)}\n      ${summary}${related}`;
        })
        .join("\n");
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
    })
    .join("\n");
  const where = `${page.url()}${label ? ` (${label})` : ""}`;
  expect(failing.length, `Serious accessibility violations on ${where}:\n${report}`).toBe(0);
}

/**
 * The same check in the light and the dark theme, switched through the system colour
 * scheme (the theme preference defaults to "system"). Leaves the page in the light theme.
 */
export async function expectNoSeriousA11yViolationsInBothThemes(page: Page, label = ""): Promise<void> {
  // Two full axe scans of a long page take seconds each on a busy 2-core machine: the test
  // gets three times the usual time rather than failing on load.
  test.slow();
  const html = page.locator("html");
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expectNoSeriousA11yViolations(page, `${label} light`.trim());
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/\bdark\b/);
  await expectNoSeriousA11yViolations(page, `${label} dark`.trim());
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).not.toHaveClass(/\bdark\b/);
}

interface LogLine {
  msg?: string;
  mail?: { to?: string; text?: string };
}

function resetLinksFor(email: string): string[] {
  if (!existsSync(SERVER_LOG_FILE)) return [];
  const links: string[] = [];
  for (const line of readFileSync(SERVER_LOG_FILE, "utf8").split("\n")) {
    if (!line.includes("mail (no SMTP_URL set)")) continue;
    let entry: LogLine;
    try {
      entry = JSON.parse(line) as LogLine;
    } catch {
      continue; // A line still being written.
    }
    if (entry.mail?.to?.toLowerCase() !== email.toLowerCase()) continue;
    const link = entry.mail.text?.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
    if (link) links.push(link);
  }
  return links;
}

/** How many reset mails to this address the server has logged so far. */
export function countResetMails(email: string): number {
  return resetLinksFor(email).length;
}

/**
 * Waits until the server has logged a reset mail to `email` beyond the first `after` ones
 * and returns the newest link.
 */
export async function readResetLink(email: string, after = 0, timeout = 10_000): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const links = resetLinksFor(email);
        link = links.length > after ? links[links.length - 1] : undefined;
        return link;
      },
      { message: `a password-reset mail to ${email} in ${SERVER_LOG_FILE}`, timeout },
    )
    .toBeDefined();
  return link!;
}
