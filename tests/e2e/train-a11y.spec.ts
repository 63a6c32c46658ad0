import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { DEMO, expectNoSeriousA11yViolations, logIn } from "./helpers";
import { logSet, newUser, shot, templateWorkoutId } from "./train-helpers";

/** SHOTS=1 also saves screenshots (1366 and 390 px, light and dark) to /screenshots (not in git). */
test.use({ timezoneId: "UTC" });

for (const scheme of ["light", "dark"] as const) {
  test.describe(`training pages (${scheme})`, () => {
    test.use({ colorScheme: scheme });

    test(`the live session and history have no serious accessibility violations, at 1366 and 390 px (${scheme})`, async ({ page, request }) => {
      // A fresh account: the demo's figures are asserted by dashboard.spec.ts and must not move.
      await newUser(page, `a11y-${scheme}`);
      const workoutId = await templateWorkoutId(request, scheme === "light" ? "Upper Strength B" : "Lower Strength B");
      await page.goto(`/train/start?workout=${workoutId}`);
      await expect(page).toHaveURL(/\/train\/[a-z0-9]{15}$/);
      await logSet(page, 1, 50, 6);
      await expect(page.getByTestId("rest-timer")).toBeVisible();
      await page.setViewportSize({ width: 1366, height: 900 });
      await expectNoSeriousA11yViolations(page);
      await shot(page, `train-1366-${scheme}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSeriousA11yViolations(page);
      await shot(page, `train-390-${scheme}`);

      await page.getByRole("button", { name: "Finish Workout" }).click();
      await page.getByRole("button", { name: "Finish anyway" }).click();
      await expect(page.getByTestId("session-summary")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, `train-summary-390-${scheme}`);

      await page.goto("/history");
      await expect(page.getByTestId("records-table")).toBeVisible();
      await expect(page.getByTestId("history-session").first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, `history-390-${scheme}`);
      await page.setViewportSize({ width: 1366, height: 900 });
      await expectNoSeriousA11yViolations(page);
      await shot(page, `history-1366-${scheme}`);
      await page.goto("/dashboard");
      await expect(page.getByTestId("recent-workouts")).toBeVisible();
      await shot(page, `dashboard-1366-${scheme}`);
    });
  });
}

test("history (read only) lists the demo's sessions with sets, personal records, record notes and a CSV export", async ({ page }) => {
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.locator("aside").getByRole("link", { name: "History" }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Training History");
  await expect(page.getByTestId("history-session").first()).toContainText(/kg × \d+|BW × \d+/);
  await expect(page.getByTestId("records-table").locator("tbody tr").first()).toBeVisible();
  // The seed adds 2.5 kg a week, so later sessions beat earlier records.
  await expect(page.getByText(/New record: /).first()).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^forgefit-history-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await file.path())!, "utf8");
  const lines = text.trimEnd().split("\r\n");
  expect(lines[0]).toBe("date,workout,session_id,duration_min,exercise,set,reps,weight,unit,rpe,completed,estimated_1rm");
  expect(lines.length).toBeGreaterThan(14 * 3);
});
