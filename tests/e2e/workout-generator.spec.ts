import { expect, test, type Page } from "@playwright/test";

async function fillStepOne(page: Page) {
  await page.goto("/workout-generator");
  await expect(page.getByRole("heading", { name: "Basic Information" })).toBeVisible();
  await page.getByLabel(/Workout name/).fill("Push Day Express");
  await page.getByRole("radiogroup", { name: "Fitness goal" }).getByRole("radio", { name: "Strength" }).click();
  await page.getByRole("radiogroup", { name: "Experience level" }).getByRole("radio", { name: "Beginner" }).click();
}

test.describe("workout generator wizard", () => {
  test("runs end to end: step rules, selection through the API, results, reset", async ({ page }) => {
    await page.goto("/workout-generator");
    const next = page.getByRole("button", { name: "Next" });
    await expect(next).toBeDisabled();
    await expect(page.getByTestId("duration-value")).toHaveText("45 minutes");
    // Levels are capitalised, goals shown with spaces for underscores.
    await expect(page.getByRole("radio", { name: "Fat loss" })).toBeVisible();
    await page.getByRole("radio", { name: "Strength" }).click();
    await expect(next).toBeDisabled();
    await page.getByRole("radio", { name: "Beginner" }).click();
    await expect(next).toBeEnabled();
    await page.getByLabel(/Workout name/).fill("Push Day Express");
    await page.getByLabel("Duration").fill("60");
    await expect(page.getByTestId("duration-value")).toHaveText("60 minutes");
    await next.click();

    await expect(page.getByRole("heading", { name: "Target Areas & Equipment" })).toBeVisible();
    // Every muscle and every piece of equipment is offered, grouped.
    await expect(page.getByRole("group", { name: "Chest" }).getByRole("button")).toHaveCount(1);
    await expect(page.getByRole("group", { name: /^Available equipment/ }).getByRole("button")).toHaveCount(24);
    await expect(page.getByRole("group", { name: /^Muscle groups/ }).getByRole("button")).toHaveCount(21);
    await page.getByRole("button", { name: "Chest", exact: true }).click();
    await page.getByRole("button", { name: "Triceps", exact: true }).click();
    await page.getByRole("button", { name: "Dumbbells", exact: true }).click();
    await page.getByRole("button", { name: "Flat Bench", exact: true }).click();
    await expect(page.getByRole("button", { name: "Chest", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.getByLabel("Number of exercises").fill("4");
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByLabel(/Workout name/)).toHaveValue("Push Day Express");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();

    const summary = page.getByTestId("generator-summary");
    await expect(summary).toContainText("Push Day Express");
    await expect(summary).toContainText("Strength");
    await expect(summary).toContainText("Beginner");
    await expect(summary).toContainText("60 minutes");
    await expect(summary).toContainText("Chest, Triceps");
    await expect(summary).toContainText("Dumbbells, Flat Bench");

    // The real generator, with everything the wizard collected (issue 20 item 1).
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/workouts/generate") && r.method() === "POST");
    await page.getByRole("button", { name: "Generate Workout" }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ workoutType: "upper_body", targetDuration: 60, experienceLevel: "beginner", primaryGoals: ["strength"], exerciseCount: 4, name: "Push Day Express" });
    expect(body.focusMuscles).toEqual(["chest", "triceps"]);
    expect(body.availableEquipment).toHaveLength(2);

    const results = page.getByTestId("generator-results");
    await expect(results.getByRole("heading", { name: "Push Day Express" })).toBeVisible();
    const items = results.getByTestId("generated-exercise");
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    await expect(results).toContainText(`${count} exercise`);
    for (const item of await items.all()) {
      await expect(item.getByRole("heading")).toHaveText(/^\d+\. .+/);
      await expect(item).toContainText(/Sets\s*\d/);
      await expect(item).toContainText(/Rest\s*\d+s/);
      const link = item.getByRole("link", { name: /View Exercise Details/ });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", /^\/exercises\/[a-z0-9]{15}$/);
    }
    await expect(page.getByTestId("result-duration")).toHaveText(/^\d+$/);
    for (const action of ["Start workout", "Save", "Open in builder"]) await expect(results.getByRole("button", { name: action, exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Generate New Workout" }).click();
    await expect(page.getByRole("heading", { name: "Basic Information" })).toBeVisible();
    await expect(page.getByLabel(/Workout name/)).toHaveValue("");
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
    await expect(page.getByTestId("duration-value")).toHaveText("45 minutes");
    await page.getByRole("radio", { name: "Strength" }).click();
    await page.getByRole("radio", { name: "Beginner" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("button", { name: "Chest", exact: true })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("exercise-count-value")).toHaveText("6 exercises");
  });

  test("with nothing chosen it asks for a bodyweight, full-body session; a stated injury goes with it", async ({ page }) => {
    await fillStepOne(page);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByTestId("generator-summary")).toContainText("Full body");
    await expect(page.getByTestId("generator-summary")).toContainText("Bodyweight only");
    await page.getByRole("button", { name: "Health check" }).click();
    await page.getByRole("group", { name: "Injuries or limitations" }).getByText("Knee Issues").click();
    await expect(page.getByTestId("generator-summary")).toContainText("Knee Issues");
    // Sore chest today: it goes with the request, and no chest exercise comes back.
    await page.getByRole("group", { name: "Muscles to leave out today" }).getByText("Chest").click();
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/workouts/generate") && r.method() === "POST");
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/workouts/generate") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Generate Workout" }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ workoutType: "full_body", availableEquipment: [], focusMuscles: [], injuries: ["Knee Issues"], avoidMuscles: ["Chest"] });
    const answer = await (await answered).json();
    expect((answer.expand.exercises as { primaryMuscles: string[] }[]).some((e) => e.primaryMuscles.includes("chest"))).toBe(false);
    await expect(page.getByTestId("generated-exercise").first()).toBeVisible();
    // The pain rule comes with a stated injury.
    await expect(page.getByTestId("generator-notes")).toContainText("Pain rule");
  });

  test("Open in builder carries the workout over; Save sends a visitor to log in and back, where it is saved", async ({ page }) => {
    await fillStepOne(page);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Generate Workout" }).click();
    await expect(page.getByTestId("generated-exercise").first()).toBeVisible();
    const plain = (texts: string[]) => texts.map((t) => t.replace(/^\d+\.\s*/, "").trim());
    const names = plain(await page.getByTestId("generated-exercise").getByRole("heading").allInnerTexts());
    await page.getByRole("button", { name: "Open in builder" }).click();
    await expect(page).toHaveURL(/\/workout-builder$/);
    await expect(page.getByLabel("Workout name")).toHaveValue("Push Day Express");
    await expect(page.getByTestId("builder-row").first()).toBeVisible();
    expect(plain(await page.getByTestId("builder-row").getByRole("heading").allInnerTexts())).toEqual(names);

    await page.goto("/workout-generator");
    await fillStepOne(page);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Generate Workout" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByLabel("Email").fill("demo@forgefit.app");
    await page.getByLabel("Password", { exact: true }).fill("ForgeFit-demo1");
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page).toHaveURL(/\/workout-builder$/);
    await expect(page.getByTestId("save-notice")).toContainText("Workout saved successfully!");
    await expect(page.getByTestId("save-notice").getByRole("link", { name: "View saved workout" })).toHaveAttribute("href", /^\/workouts\/[a-z0-9]{15}$/);
  });

  test("a failed generation shows a message and keeps the choices", async ({ page }) => {
    await fillStepOne(page);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.route("**/api/workouts/generate", (route) => route.fulfill({ status: 500, body: '{"status":500,"message":"boom","data":{}}' }));
    await page.getByRole("button", { name: "Generate Workout" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed" })).toHaveText("Failed to generate workout. Please try again.");
    await expect(page.getByTestId("generator-summary")).toContainText("Push Day Express");
    // A refusal the server explains is shown as written, so the person knows what to change.
    await page.unroute("**/api/workouts/generate");
    const reason = "This request cannot fill a 75-minute push session: only about 26 minutes of suitable exercises exist.";
    await page.route("**/api/workouts/generate", (route) => route.fulfill({ status: 400, json: { status: 400, message: reason, data: {} } }));
    await page.getByRole("button", { name: "Generate Workout" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "cannot fill" })).toHaveText(reason);
    await page.unroute("**/api/workouts/generate");
    await page.getByRole("button", { name: "Generate Workout" }).click();
    await expect(page.getByTestId("generated-exercise").first()).toBeVisible();
  });

  test("prints cleanly: no site header, footer or buttons on paper", async ({ page }) => {
    await fillStepOne(page);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Generate Workout" }).click();
    await expect(page.getByTestId("generated-exercise").first()).toBeVisible();
    await page.emulateMedia({ media: "print" });
    for (const header of await page.locator("header").all()) await expect(header).toBeHidden();
    await expect(page.locator("footer")).toBeHidden();
    await expect(page.getByRole("button", { name: "Print Workout" })).toBeHidden();
    await expect(page.getByRole("link", { name: /View Exercise Details/ }).first()).toBeHidden();
    await expect(page.getByRole("heading", { name: "Push Day Express" })).toBeVisible();
    await page.screenshot({ path: "screenshots/generator-print.png", fullPage: true });
    await page.emulateMedia({ media: "screen" });
    await expect(page.getByRole("button", { name: "Print Workout" })).toBeVisible();
  });
});
