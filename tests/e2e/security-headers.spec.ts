import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./helpers";

/** Collects CSP violations both from the console and from the DOM event. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text)) violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test.describe.configure({ timeout: 120_000 });

const PUBLIC_PAGES = ["/", "/login", "/register", "/workouts", "/workout-generator", "/workout-builder", "/programs", "/program-builder"];
const SIGNED_IN_PAGES = ["/dashboard", "/history", "/train/start"];

test("every answer carries the security headers", async ({ request }) => {
  for (const path of ["/", "/login", "/api/health", "/api/collections/exercises/records?perPage=1", "/robots.txt", "/no-such-page"]) {
    const res = await request.get(path);
    const headers = res.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toContain("default-src 'self'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  }
});

test("public pages render under the policy without a violation", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await page.waitForLoadState("load");
    await expect(page.locator("main").first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test("signed-in pages render under the policy and the session cookie is locked down", async ({ page, context }) => {
  const violations = await watchViolations(page);
  await logIn(page);
  await page.waitForURL(/\/dashboard/);
  const cookie = (await context.cookies()).find((c) => c.name === "forgefit_session");
  expect(cookie).toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.sameSite).toBe("Strict");
  expect(cookie!.secure).toBe(false); // plain http here; Secure is set behind https (x-forwarded-proto)
  for (const path of SIGNED_IN_PAGES) {
    await page.goto(path);
    await page.waitForLoadState("load");
    await expect(page.locator("main").first()).toBeVisible();
  }
  // A first workout detail from the library, with its charts.
  await page.goto("/workouts");
  const first = page.locator('a[href^="/workouts/"]').first();
  await first.click();
  await page.waitForLoadState("load");
  await page.waitForTimeout(500);
  expect(violations).toEqual([]);
});
