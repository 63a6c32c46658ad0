import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers";
import { newUser, shot } from "./train-helpers";

test.use({ timezoneId: "UTC" });

test("import a Hevy export from the account page: check, confirm the matches, import, and see it in the history", async ({ page }) => {
  await newUser(page, "import");
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Import history" });
  await section.getByLabel("Export file (CSV)").setInputFiles(path.resolve("tests/fixtures/import/hevy.csv"));
  await section.getByRole("button", { name: "Check file" }).click();
  const preview = section.getByTestId("import-preview");
  await expect(preview).toContainText("Hevy export: 20 sessions, 300 sets.");
  const squat = preview.getByRole("checkbox", { name: /“Squat \(Barbell\)” is Barbell Back Squat/ });
  await expect(squat).toBeChecked();
  // Keep one proposal as the lifter's own exercise.
  await preview.getByRole("checkbox", { name: /“Lat Pulldown \(Cable\)”/ }).uncheck();
  await expectNoSeriousA11yViolations(page);
  await shot(page, "account-import");
  await preview.getByRole("button", { name: "Import 20 sessions" }).click();
  await expect(section.getByTestId("import-done")).toContainText("Imported 20 of 20 sessions and 300 of 300 sets, with 3 new custom exercises.");

  // Again: nothing new.
  await section.getByRole("button", { name: "Check file" }).click();
  await section.getByRole("button", { name: "Import 20 sessions" }).click();
  await expect(section.getByTestId("import-done")).toContainText("Imported 0 of 20 sessions and 0 of 300 sets (the rest were already here), with 0 new custom exercises.");

  // The export holds the lifter's own exercises too.
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("region", { name: "Your data" }).getByRole("button", { name: "Export all (JSON)" }).click()]);
  const exported = JSON.parse(fs.readFileSync(await file.path(), "utf8"));
  expect(exported.customExercises.map((e: { name: string }) => e.name).sort()).toEqual(["Ab Wheel", "Lat Pulldown (Cable)", "Zercher Yoke Walk 3000"]);
  expect(exported.workoutSets).toHaveLength(300);

  await page.goto("/history");
  // The newest imported workout first: the file ends on a Friday lower day.
  await expect(page.getByTestId("history-session").first()).toContainText("Lower B");
  await expect(page.getByText("Lat Pulldown (Cable)").first()).toBeVisible();
});
