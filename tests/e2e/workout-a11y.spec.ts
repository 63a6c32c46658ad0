import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers";

async function templateId(page: Page): Promise<string> {
  const list = await (await page.request.get(`/api/collections/workouts/records?perPage=1&filter=${encodeURIComponent("isTemplate = true")}`)).json();
  return list.items[0].id;
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`accessibility (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    });

    test("generator: steps 1-3 and the results", async ({ page }) => {
      await page.goto("/workout-generator");
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expect(page.getByRole("radio", { name: "Strength" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("radio", { name: "Strength" }).click();
      await page.getByRole("radio", { name: "Beginner" }).click();
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByRole("button", { name: "Chest", exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("button", { name: "Generate Workout" }).click();
      await expect(page.getByTestId("generated-exercise").first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("builder: form, editor and preview", async ({ page }) => {
      await page.goto("/workout-builder");
      await page.getByRole("button", { name: /^Muscle Growth/ }).click();
      await expect(page.getByTestId("builder-preview")).toBeVisible();
      await expect(page.getByTestId("quality-overall")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: "Continue Editing" }).click();
      await page.getByTestId("builder-row").first().getByRole("button", { name: /^Expand / }).click();
      await page.getByTestId("builder-row").first().getByRole("button", { name: /^Swap / }).click();
      await expect(page.getByTestId("swap-panel").getByText(/Finding alternatives/)).toBeHidden();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: "+ Add Exercise" }).first().click();
      await expect(page.getByTestId("add-exercise-modal").getByRole("listitem").first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("library, and its slide-over at 390 px", async ({ page }) => {
      await page.goto("/workouts");
      await expect(page.getByTestId("workout-card").first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("button", { name: "Filters" }).click();
      await expect(page.getByTestId("filter-slide-over")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("detail", async ({ page }) => {
      await page.goto(`/workouts/${await templateId(page)}`);
      await expect(page.getByTestId("coverage-analysis")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
