import { expect, test } from "@playwright/test";

test.describe("workout detail", () => {
  test("shows a template from real data: badges, figures, score, exercises, coverage", async ({ page, request }) => {
    const list = await (await request.get(`/api/collections/workouts/records?perPage=1&sort=name&filter=${encodeURIComponent("isTemplate = true")}`)).json();
    const w = list.items[0];
    await page.goto("/workouts?sort=name");
    await expect(page.getByTestId("workout-card").first().getByRole("heading")).toHaveText(w.name);
    await page.getByTestId("workout-card").first().getByRole("link").click();
    await expect(page).toHaveURL(`/workouts/${w.id}`);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.name);
    await expect(page.getByText("Template", { exact: true })).toBeVisible();
    await expect(page.getByTestId("stat-duration")).toContainText(String(w.targetDurationMinutes));
    await expect(page.getByTestId("stat-calories")).toContainText(String(w.estimatedCalories));
    const items = page.getByTestId("detail-exercise");
    await expect(items).toHaveCount(w.exercises.length);
    await expect(page.getByTestId("stat-exercises")).toContainText(String(w.exercises.length));
    await expect(page.getByText(/Quality\s*\d+/).first()).toBeVisible();
    await expect(page.getByTestId("score-radar").first()).toBeVisible();
    await expect(page.getByTestId("detail-equipment").getByRole("listitem")).not.toHaveCount(0);
    await expect(page.getByRole("link", { name: "Start Workout" })).toHaveAttribute("href", `/train/start?workout=${w.id}`);
    await expect(page.getByTestId("detail-sessions")).not.toBeEmpty();

    // First exercise follows the stored prescription.
    const firstId = w.exercises[0];
    const detail = w.exerciseDetails[firstId];
    await expect(items.first()).toContainText(`${detail.sets} ${detail.sets === 1 ? "set" : "sets"} × ${detail.reps}${/[a-z]/i.test(detail.reps) ? "" : " reps"}`);

    // Show / Hide Details and the full-details link.
    await items.first().getByRole("button", { name: /Show Details/ }).click();
    await expect(items.first()).toContainText("Equipment:");
    await items.first().getByRole("button", { name: /Hide Details/ }).click();
    await expect(items.first()).not.toContainText("Equipment:");
    await expect(items.first().getByRole("link", { name: /View Full Details/ })).toHaveAttribute("href", `/exercises/${firstId}`);

    // Muscle filter narrows the list; grid toggle.
    const muscle = page.getByLabel("Muscle", { exact: true });
    const options = await muscle.locator("option").allInnerTexts();
    expect(options.length).toBeGreaterThan(1);
    await muscle.selectOption({ index: 1 });
    const filtered = await items.count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThanOrEqual(w.exercises.length);
    for (const item of await items.all()) await expect(item).toContainText(options[1]);
    await page.getByRole("button", { name: "Grid", exact: true }).click();
    await expect(page.getByTestId("detail-exercise-list")).toHaveClass(/grid/);

    await expect(page.getByTestId("coverage-analysis")).toContainText("Muscle Coverage Analysis");
    await expect(page.getByTestId("coverage-analysis").getByRole("listitem").first()).toContainText("100%");
  });

  test("Edit a Copy in Builder puts the workout into the builder draft", async ({ page, request }) => {
    const list = await (await request.get(`/api/collections/workouts/records?perPage=1&filter=${encodeURIComponent("isTemplate = true")}`)).json();
    const w = list.items[0];
    await page.goto(`/workouts/${w.id}`);
    await page.getByRole("button", { name: "Edit a Copy in Builder" }).click();
    await expect(page).toHaveURL(/\/workout-builder$/);
    await expect(page.getByLabel("Workout name")).toHaveValue(w.name);
    await expect(page.getByTestId("builder-row")).toHaveCount(w.exercises.length);
  });

  test("an unknown id shows 'Workout Not Found' with a way back", async ({ page }) => {
    await page.goto("/workouts/aaaaaaaaaaaaaaa");
    await expect(page.getByRole("heading", { name: "Workout Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Workouts" }).click();
    await expect(page).toHaveURL(/\/workouts$/);
  });
});
