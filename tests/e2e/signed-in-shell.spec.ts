import { expect, test, type Page } from "@playwright/test";
import { DEMO, expectNoSeriousA11yViolations, logIn, register, uniqueEmail } from "./helpers";
import { templateWorkoutId } from "./train-helpers";

/**
 * Issue 20 items 6 and 16: one signed-in shell on every page, with SVG icons.
 * A signed-in user opening a public page (exercises, workouts, programs, the
 * builders) keeps the dashboard's navigation instead of the marketing header.
 */
const SHELL_LINKS = ["Dashboard", "Train", "Workouts", "Programs", "Exercises", "Workout Builder", "Program Builder", "History", "Account"];

async function signIn(page: Page) {
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe("the signed-in shell", () => {
  test("every public page a signed-in user opens shows the app navigation, with SVG icons and the section marked", async ({ page }) => {
    await signIn(page);
    for (const [path, current] of [
      ["/exercises", "Exercises"],
      ["/workouts", "Workouts"],
      ["/programs", "Programs"],
      ["/workout-builder", "Workout Builder"],
      ["/program-builder", "Program Builder"],
      ["/history", "History"],
    ] as const) {
      await page.goto(path);
      const sidebar = page.getByTestId("app-sidebar");
      await expect(sidebar).toBeVisible();
      const links = sidebar.getByRole("navigation", { name: "App" }).getByRole("link");
      await expect(links).toHaveText(SHELL_LINKS);
      await expect(sidebar.getByRole("link", { name: current, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(sidebar.getByRole("navigation", { name: "App" }).locator("svg")).toHaveCount(SHELL_LINKS.length);
      await expect(sidebar.getByTestId("shell-user-email")).toHaveText(DEMO.email);
      // The marketing header (with Pricing) is not shown to a signed-in user.
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeHidden();
    }
  });

  test("a visitor keeps the marketing header and footer on the same pages", async ({ page }) => {
    await page.goto("/exercises");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" })).toBeVisible();
    await expect(page.getByTestId("app-sidebar")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("after logging out from a public page the marketing header comes back", async ({ page }) => {
    await signIn(page);
    await page.goto("/workouts");
    await page.getByTestId("app-sidebar").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/workouts");
    await expect(page.getByTestId("app-sidebar")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Log In" })).toBeVisible();
  });

  test("at 390 px in dark mode the top bar's menu holds the same links, and the page passes axe", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: "dark" });
    await signIn(page);
    await page.goto("/programs");
    await expect(page.getByTestId("app-sidebar")).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#app-mobile-menu");
    await expect(menu.getByRole("navigation", { name: "App" }).getByRole("link")).toHaveText(SHELL_LINKS);
    await page.screenshot({ path: "test-results/shell-programs-390-dark.png" });
    await menu.getByRole("link", { name: "Exercises" }).click();
    await expect(page).toHaveURL(/\/exercises$/);
    await expectNoSeriousA11yViolations(page);
  });

  test("at 1366 px the signed-in workouts library passes axe", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page);
    await page.goto("/workouts");
    await expect(page.getByTestId("app-sidebar")).toBeVisible();
    await page.screenshot({ path: "test-results/shell-workouts-1366-light.png" });
    await expectNoSeriousA11yViolations(page);
  });

  test("Train leads to a hub: nothing unfinished for a new user, then Resume for the workout just started", async ({ page, request }) => {
    await register(page, { name: "Hub Tester", email: uniqueEmail("hub") });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByTestId("app-sidebar").getByRole("link", { name: "Train" }).click();
    await expect(page).toHaveURL(/\/train\/start$/);
    await expect(page.getByRole("heading", { level: 1, name: "Train" })).toBeVisible();
    await expect(page.getByRole("region", { name: "In progress" })).toContainText("No unfinished workout");
    await expect(page.getByRole("region", { name: "Scheduled Workouts" })).toContainText("No workouts scheduled");
    await expect(page.getByRole("link", { name: "Generate a workout" })).toHaveAttribute("href", "/workout-generator");
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/train/start?workout=${await templateWorkoutId(request)}`);
    await expect(page).toHaveURL(/\/train\/(?!start)[a-z0-9]+$/);
    const sessionUrl = page.url();
    await page.getByTestId("app-sidebar").getByRole("link", { name: "Train" }).click();
    const resume = page.getByTestId("resumable-session");
    await expect(resume).toContainText("Upper Strength A");
    await resume.getByRole("link", { name: "Resume" }).click();
    await expect(page).toHaveURL(sessionUrl);
  });
});
