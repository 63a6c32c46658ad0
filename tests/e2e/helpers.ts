import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";

export const DEMO = { email: "demo@forgefit.app", password: "ForgeFit-demo1", name: "Demo Athlete" } as const;

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function logIn(page: Page, email: string = DEMO.email, password: string = DEMO.password, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
}

export async function register(page: Page, input: { name: string; email: string; password?: string; plan?: string }) {
  await page.goto(input.plan ? `/register?plan=${input.plan}` : "/register");
  const password = input.password ?? "Sturdy-pass-9";
  await page.getByLabel("Full name").fill(input.name);
  await page.getByLabel("Email").fill(input.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
}

/** No serious or critical axe-core violation, in the theme currently applied. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // An axe scan of a page with many controls takes seconds on a busy two-core machine;
  // each scan extends the test's budget so a spec with several scans does not time out.
  test.info().setTimeout(test.info().timeout + 30_000);
  // A colour transition still running (a button re-enabled a moment ago fading back to its
  // colour, or the whole page after a colour-scheme switch, whose class the theme script sets a
  // moment later) reads as low contrast: the scan judges the colours the page settles on, so
  // transitions are switched off, and what already runs is awaited. Endless animations (pulses) are left.
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Only violations are read, so axe skips building selectors for every passing node (its own speed advice).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)} ${n.failureSummary ?? ""}`).slice(0, 5).join(" | ")}`);
  expect(bad, bad.join("\n")).toEqual([]);
}

/**
 * Waits until React has hydrated an element (it then carries React's props). Pages arrive with their data
 * in the HTML (issue 22), so a control can be visible before its handlers are attached; a choice made
 * then is lost when React restores its own value.
 */
export async function waitForHydration(locator: Locator) {
  await expect.poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps")))).toBe(true);
}
