import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers";

test.describe("public shell", () => {
  // Spec 1 §2 "Root": while a page loads, a full-screen centred spinner. Pages bring their data in the
  // HTML (issue 22), so the spinner belongs to in-app navigation that takes a while, and to nothing else.
  test("a first load shows no spinner; a slow in-app navigation shows Loading... until the page arrives", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const html = await (await page.request.get("/programs")).text();
    expect(html).not.toContain("Loading...");
    await page.goto("/");
    await expect(page.getByTestId("page-loading")).toHaveCount(0);
    // Hold the next page's server answer (its RSC request) for two seconds.
    await page.route(/\/programs(\?|$)/, async (route) => {
      await new Promise((r) => setTimeout(r, 2000));
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Programs", exact: true }).click();
    await expect(page.getByTestId("page-loading")).toBeVisible();
    await expect(page.getByTestId("page-loading")).toHaveText("Loading...");
    await expect(page).toHaveURL(/\/programs$/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Training Programs" })).toBeVisible();
    await expect(page.getByTestId("page-loading")).toHaveCount(0);
  });

  test("the header has the spec's links and a Start Free call to action", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Exercise Library", "/exercises"],
      ["Workouts", "/workouts"],
      ["Programs", "/programs"],
      ["Workout Builder", "/workout-builder"],
      ["Program Builder", "/program-builder"],
      ["Pricing", "/#pricing"],
      ["Log In", "/login"],
      ["Start Free", "/register"],
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("button", { name: /menu/ })).toBeHidden();
  });

  // Issue 20 item 12: every footer item is a link to a real page; the spec's inert
  // placeholders with nothing behind them (About, Blog, Community, Status, Multi-Gym Support) are gone.
  test("the footer's items are all links to real pages", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
    await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expect(footer.getByRole("link", { name: "Exercise Library" })).toHaveAttribute("href", "/exercises");
    expect(await footer.locator("li").count()).toBe(await footer.locator("li > a[href]").count());
    for (const gone of ["About", "Blog", "Community", "Status", "Multi-Gym Support"]) {
      await expect(footer.getByText(gone, { exact: true })).toHaveCount(0);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ForgeFit`);
  });

  test("the mobile menu opens, offers Start Free and closes on a link", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("link", { name: "Start Free", exact: true })).toBeHidden();
    // (The spec's "Start Free Assessment": there is no assessment in the app, issue 20 item 11.)
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Start Free", exact: true })).toHaveAttribute("href", "/register");
    await expect(menu.getByRole("link", { name: "Log In" })).toBeVisible();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#pricing")).toBeInViewport();
    // Escape closes it too, and focus returns to the toggle.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the theme toggle flips the theme, stores it and applies it before first paint", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", "light");
    await page.getByRole("button", { name: "Switch to dark mode" }).first().click();
    await expect(html).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    // Record every value data-theme takes from the very start of the next load: a flash would show "light" first.
    await page.addInitScript(() => {
      const seen: (string | null)[] = [];
      (window as unknown as { __themes: typeof seen }).__themes = seen;
      // <html> does not exist yet when init scripts run, so watch the whole document.
      new MutationObserver((records) => {
        for (const r of records) if (r.target === document.documentElement) seen.push(document.documentElement.getAttribute("data-theme"));
      }).observe(document, { attributes: true, attributeFilter: ["data-theme"], subtree: true });
    });
    await page.reload();
    await expect(html).toHaveAttribute("data-theme", "dark");
    const themes = await page.evaluate(() => (window as unknown as { __themes: string[] }).__themes);
    expect(themes.length).toBeGreaterThan(0);
    expect(new Set(themes)).toEqual(new Set(["dark"]));

    // A stored choice wins over the operating system's changes.
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html).toHaveAttribute("data-theme", "dark");
    await page.getByRole("button", { name: "Switch to light mode" }).first().click();
    await expect(html).toHaveAttribute("data-theme", "light");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("without a stored choice the theme follows the operating system, live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", "dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html).toHaveAttribute("data-theme", "light");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  });

  test("unknown pages show Not Found inside an accessible page", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Not Found" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
