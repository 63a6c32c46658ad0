import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers";
import { expectSaved, get, logSet, newUser, shot, templateWorkoutId } from "./train-helpers";

test.use({ timezoneId: "UTC" });

async function exerciseId(request: import("@playwright/test").APIRequestContext, name: string): Promise<string> {
  const res = await get(request, `/api/collections/exercises/records?filter=${encodeURIComponent(`name = "${name}"`)}&fields=id`);
  return (await res.json()).items[0].id as string;
}

test.describe("an exercise's progress", () => {
  test("a finished session shows at once on the exercise's page: e1RM, best set and the next target; visitors see no panel", async ({ page, request, browser }) => {
    await newUser(page, "progress");
    const benchId = await exerciseId(request, "Barbell Bench Press");

    // Before any session: an honest empty state, no figures.
    await page.goto(`/exercises/${benchId}`);
    const panel = page.getByRole("region", { name: "Your progress" });
    await expect(panel.getByTestId("progress-empty")).toBeVisible();
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: "light" });

    await page.goto(`/train/start?workout=${await templateWorkoutId(request)}`);
    await expect(page).toHaveURL(/\/train\/[a-z0-9]{15}$/);
    for (const n of [1, 2, 3, 4]) await logSet(page, n, 80, 6);
    await page.getByRole("button", { name: "Finish Workout" }).click();
    await page.getByRole("button", { name: "Finish anyway" }).click();
    await expect(page.getByText("Workout complete")).toBeVisible();
    await expectSaved(page);

    await page.goto(`/exercises/${benchId}`);
    // 80 kg x 6 at RPE 8 (the prefilled target) is 8 reps to failure: Epley 80 x (1 + 8/30) = 101.3 kg.
    await expect(panel.getByTestId("progress-e1rm")).toContainText("101.3 kg");
    await expect(panel.getByTestId("progress-best")).toContainText("80 kg × 6");
    // Every set at the top of 4-6 at RPE 8: +2.5 kg, back to 4 reps, the same figures the next session prefills.
    await expect(panel.getByTestId("progress-next")).toContainText("4 × 4 @ 82.5 kg");
    await expect(panel.getByTestId("progress-next")).toContainText("All sets reached 6 reps last time: +2.5 kg, back to 4 reps.");
    await expectNoSeriousA11yViolations(page);
    await shot(page, "exercise-progress");

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/exercises/${benchId}`);
    await expect(visitor.getByTestId("exercise-detail")).toBeVisible();
    await expect(visitor.getByRole("region", { name: "Your progress" })).toHaveCount(0);
  });

  test("what should I train today: the dashboard's button and the log's choice with its reason", async ({ page, request }) => {
    await newUser(page, "today");
    // A hard upper session today: four sets of bench at 80 kg.
    await page.goto(`/train/start?workout=${await templateWorkoutId(request)}`);
    await expect(page).toHaveURL(/\/train\/[a-z0-9]{15}$/);
    for (const n of [1, 2, 3, 4]) await logSet(page, n, 80, 6);
    await page.getByRole("button", { name: "Finish Workout" }).click();
    await page.getByRole("button", { name: "Finish anyway" }).click();
    await expectSaved(page);

    await page.goto("/dashboard");
    await page.getByRole("link", { name: "What should I train today?" }).click();
    await expect(page).toHaveURL(/\/workout-generator\?today=1$/);
    await expect(page.getByTestId("today-notice")).toContainText("follows your last 7 days");
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousA11yViolations(page);
    }
    await page.getByRole("radiogroup", { name: "Fitness goal" }).getByRole("radio", { name: "Strength" }).click();
    await page.getByRole("radiogroup", { name: "Experience level" }).getByRole("radio", { name: "Intermediate" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    for (const kit of ["Barbell", "Flat Bench", "Squat Rack", "Dumbbells"]) await page.getByRole("button", { name: kit, exact: true }).click();
    await page.getByRole("button", { name: "Next" }).click();
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/workouts/generate") && r.method() === "POST");
    await page.getByRole("button", { name: "Generate Workout" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ workoutType: "auto" });
    const results = page.getByTestId("generator-results");
    // Chest took 4 hard sets today: the log's choice rests it and says so.
    await expect(results).toContainText(/Chosen for today: (Lower Body|Pull)\./);
    await expect(results).toContainText(/chest \(\d+(\.\d)? hard sets\)/i);
    await expect(results).not.toContainText("Barbell Bench Press");
    await shot(page, "today-pick");
  });

  test("the next session shows last time's sets and today's target, and a record is celebrated at the end and on the dashboard", async ({ page, request }) => {
    await newUser(page, "records");
    const workout = await templateWorkoutId(request);
    await page.goto(`/train/start?workout=${workout}`);
    await expect(page).toHaveURL(/\/train\/[a-z0-9]{15}$/);
    for (const n of [1, 2, 3, 4]) await logSet(page, n, 80, 6);
    await page.getByRole("button", { name: "Finish Workout" }).click();
    await page.getByRole("button", { name: "Finish anyway" }).click();
    await expectSaved(page);

    await page.goto(`/train/start?workout=${workout}`);
    await expect(page).toHaveURL(/\/train\/[a-z0-9]{15}$/);
    await expect(page.getByText("Last time: 80 kg × 6")).toHaveCount(4);
    await expect(page.getByLabel("Set 1 weight (kg)")).toHaveValue("82.5");
    await logSet(page, 1, 82.5, 6);
    await page.getByRole("button", { name: "Finish Workout" }).click();
    await page.getByRole("button", { name: "Finish anyway" }).click();
    const records = page.getByRole("region", { name: "New personal records" });
    await expect(records).toContainText("Barbell Bench Press: 82.5 kg × 6, best weight and estimated 1RM");
    await expectSaved(page);

    await page.goto("/dashboard");
    const panel = page.getByTestId("recent-records");
    await expect(panel).toBeVisible();
    for (const colorScheme of ["dark", "light"] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousA11yViolations(page);
    }
    await expect(panel.locator("li").first()).toContainText("Barbell Bench Press");
    await expect(panel.locator("li").first()).toContainText("82.5 kg × 6 · best weight, estimated 1RM");
  });
});

