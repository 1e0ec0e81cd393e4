/**
 * The accessibility check: axe on the settled page, in one theme or in both, failing on serious
 * or critical violations.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./fixtures";

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
