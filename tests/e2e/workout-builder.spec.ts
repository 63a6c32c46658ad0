import { expect, test, type Page } from "@playwright/test";
import { DEMO, register, uniqueEmail } from "./helpers";

const DRAFT_KEY = "forgefit:workout-draft";

const rowNames = (page: Page) => page.getByTestId("builder-row").getByRole("heading").allInnerTexts();

async function addByName(page: Page, query: string) {
  await page.getByRole("button", { name: "+ Add Exercise" }).first().click();
  const modal = page.getByTestId("add-exercise-modal");
  await modal.getByPlaceholder("Search exercises...").fill(query);
  const first = modal.getByRole("listitem").first().getByRole("button");
  await expect(first).toContainText(new RegExp(query, "i"));
  const name = (await first.locator("span").first().innerText()).trim();
  await first.click();
  await expect(modal).toBeHidden();
  return name;
}

async function readDraft(page: Page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), DRAFT_KEY);
}

test.describe("workout builder", () => {
  test("template -> generate -> edit -> reorder -> swap -> preview -> save", async ({ page }) => {
    await register(page, { name: "Builder Tester", email: uniqueEmail("builder") });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/workout-builder");
    await expect(page.getByRole("heading", { name: "Workout Builder" })).toBeVisible();
    await expect(page.getByText("Create personalized workouts with AI or build manually")).toBeVisible();
    await expect(page.getByRole("button", { name: "View Preview" })).toHaveCount(0);

    const generated = page.waitForRequest((r) => r.url().endsWith("/api/workouts/generate") && r.method() === "POST");
    await page.getByRole("button", { name: /^Strength Builder/ }).click();
    const body = (await generated).postDataJSON();
    expect(body).toMatchObject({ workoutType: "full_body", targetDuration: 60, experienceLevel: "intermediate", difficultyLevel: 6 });
    expect(body.primaryGoals).toEqual(["strength", "power"]);
    expect(body.availableEquipment).toEqual(["barbell", "dumbbells", "cables", "bodyweight", "kettlebell", "bands", "machine", "other"]);
    await expect(page.getByTestId("fitness-level")).toHaveText("6");

    const preview = page.getByTestId("builder-preview");
    await expect(preview).toBeVisible();
    const quality = preview.getByTestId("quality-panel");
    for (const label of ["Balance", "Volume", "Patterns", "Variety", "Recovery", "Progress"]) await expect(quality.getByRole("listitem").filter({ hasText: label }).first()).toBeVisible();
    await expect(quality.getByText("Primary muscles = 2 pts, Secondary = 1 pt")).toBeVisible();
    await expect(quality.getByTestId("muscle-coverage").getByRole("listitem")).not.toHaveCount(0);
    expect(await quality.getByTestId("muscle-coverage").getByRole("listitem").count()).toBeLessThanOrEqual(6);
    await expect(quality.locator("[data-testid=radar-grid]")).toBeVisible();
    const previewCount = await preview.getByTestId("preview-exercise").count();
    expect(previewCount).toBeGreaterThan(2);
    await preview.getByRole("button", { name: "Continue Editing" }).click();
    await expect(preview).toBeHidden();

    // Edit: rename, sets, rest -> stats recompute.
    await page.getByLabel("Workout name").fill("My Strength Day");
    const before = await page.getByTestId("editor-summary").innerText();
    await page.getByLabel("Sets").first().fill("8");
    await page.getByLabel("Rest (s)").first().fill("240");
    await expect(page.getByTestId("editor-summary")).not.toHaveText(before);
    const draft = await readDraft(page);
    expect(draft.name).toBe("My Strength Day");
    expect(draft.exercises[0]).toMatchObject({ sets: 8, rest: 240 });

    // Expand: tempo, weight, RPE, notes.
    const first = page.getByTestId("builder-row").first();
    await first.getByRole("button", { name: /^Expand / }).click();
    await first.getByLabel("Tempo").fill("3-1-1-0");
    await first.getByLabel("Weight").fill("80 kg");
    await first.getByLabel("RPE").fill("9");
    await first.getByLabel("Notes").fill("Belt on top set");

    // Reorder: ends disabled, second moves up.
    const rows = page.getByTestId("builder-row");
    await expect(rows.first().getByRole("button", { name: /up$/ })).toBeDisabled();
    await expect(rows.last().getByRole("button", { name: /down$/ })).toBeDisabled();
    const order = await rowNames(page);
    await rows.nth(1).getByRole("button", { name: /up$/ }).click();
    const moved = await rowNames(page);
    expect(moved[0].replace(/^\d+\.\s*/, "")).toBe(order[1].replace(/^\d+\.\s*/, ""));
    expect(moved[1].replace(/^\d+\.\s*/, "")).toBe(order[0].replace(/^\d+\.\s*/, ""));

    // Swap: the alternatives endpoint offers substitutes; the row keeps its prescription.
    let swapped = false;
    for (let i = 0; i < (await rows.count()) && !swapped; i++) {
      const row = rows.nth(i);
      const oldName = (await row.getByRole("heading").innerText()).replace(/^\d+\.\s*/, "");
      const answer = page.waitForResponse((r) => /\/api\/exercises\/[a-z0-9]{15}\/alternatives$/.test(r.url()));
      await row.getByRole("button", { name: /^Swap / }).click();
      expect((await answer).status()).toBe(200);
      const panel = row.getByTestId("swap-panel");
      await expect(panel.getByText(/Finding alternatives/)).toBeHidden();
      const use = panel.getByRole("button", { name: /^Use / });
      if ((await use.count()) === 0) {
        await panel.getByRole("button", { name: "Cancel" }).click();
        continue;
      }
      const setsBefore = await row.getByLabel("Sets").inputValue();
      const pick = ((await use.first().getAttribute("aria-label")) ?? "").replace(/^Use /, "");
      await use.first().click();
      await expect(row.getByRole("heading")).toContainText(pick);
      expect(pick).not.toBe(oldName);
      await expect(row.getByLabel("Sets")).toHaveValue(setsBefore);
      swapped = true;
    }
    expect(swapped).toBe(true);

    // Remove the last row.
    const countBefore = await rows.count();
    await rows.last().getByRole("button", { name: /^Remove / }).click();
    await expect(rows).toHaveCount(countBefore - 1);

    await page.getByRole("button", { name: "View Preview" }).click();
    await expect(preview.getByRole("heading", { name: "My Strength Day" })).toBeVisible();
    await expect(preview.getByText("RPE 9").or(preview.getByText(/RPE\s*9/)).first()).toBeVisible();
    await preview.getByRole("button", { name: "Save Workout" }).click();
    await expect(preview).toBeHidden();
    const notice = page.getByTestId("save-notice");
    await expect(notice).toContainText("Workout saved successfully!");
    await notice.getByRole("link", { name: "View saved workout" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My Strength Day" })).toBeVisible();
    await expect(page.getByTestId("detail-exercise")).toHaveCount(countBefore - 1);
    await expect(page.getByText("Belt on top set")).toHaveCount(0); // notes live behind Show Details
    const id = page.url().split("/").pop()!;
    const record = await page.evaluate(async (workoutId) => {
      const token = JSON.parse(localStorage.getItem("pocketbase_auth") ?? "{}");
      const res = await fetch(`/api/collections/workouts/records/${workoutId}`, { headers: { Authorization: token.token } });
      return { body: await res.json(), user: token.record?.id };
    }, id);
    expect(record.body).toMatchObject({ isTemplate: false, isActive: true, userProfile: record.user, name: "My Strength Day" });
    expect(Object.values(record.body.exerciseDetails)).toContainEqual(expect.objectContaining({ tempo: "3-1-1-0", weight: "80 kg", rpe: 9, notes: "Belt on top set" }));
  });

  // Issue 20 item 17: the sets field used to snap to 1 the moment it was cleared, so typing "4" gave "14".
  test("the sets field can be cleared and retyped; left empty it keeps the last value", async ({ page }) => {
    await page.goto("/workout-builder");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Generate Workout" }).click();
    await page.getByTestId("builder-preview").getByRole("button", { name: "Continue Editing" }).click();
    const sets = page.getByLabel("Sets").first();
    await sets.fill("");
    await expect(sets).toHaveValue("");
    await sets.pressSequentially("4");
    await expect(sets).toHaveValue("4");
    await expect.poll(async () => (await readDraft(page)).exercises[0].sets).toBe(4);
    await sets.fill("");
    await sets.blur();
    await expect(sets).toHaveValue("4");
  });

  // Issue 20 item 3: a failed generation keeps the user's work and says why.
  test("a failed generation keeps the workout on screen and shows the server's reason", async ({ page }) => {
    await page.goto("/workout-builder");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Generate Workout" }).click();
    await page.getByTestId("builder-preview").getByRole("button", { name: "Continue Editing" }).click();
    const rows = page.getByTestId("builder-row");
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    await page.getByLabel("Workout name").fill("My careful edit");

    const reason = "This request cannot fill a 75-minute push session: only about 26 minutes of suitable exercises exist for bodyweight only with wrist pain.";
    await page.route("**/api/workouts/generate", (route) => route.fulfill({ status: 400, json: { status: 400, message: reason, data: {} } }));
    await page.getByRole("button", { name: "Generate Workout" }).click();
    await expect(page.getByTestId("balance-warnings")).toContainText(reason);
    await expect(page.getByLabel("Workout name")).toHaveValue("My careful edit");
    await expect(rows).toHaveCount(before);

    await page.unroute("**/api/workouts/generate");
    await page.route("**/api/workouts/generate", (route) => route.fulfill({ status: 500, json: { status: 500, message: "x", data: {} } }));
    await page.getByRole("button", { name: "Generate Workout" }).click();
    await expect(page.getByTestId("balance-warnings")).toContainText("Failed to generate workout. Please try again.");
    await expect(page.getByTestId("balance-warnings")).not.toContainText(reason);
    await expect(rows).toHaveCount(before);
  });

  test("equipment tiles, Clear all and balance warnings react to the form", async ({ page }) => {
    await page.goto("/workout-builder");
    const warnings = page.getByTestId("balance-warnings");
    await expect(warnings).toContainText("No equipment selected - workout will use all available equipment types");
    await page.getByRole("button", { name: "Barbell", exact: true }).click();
    await page.getByRole("button", { name: "Dumbbells", exact: true }).click();
    await expect(page.getByTestId("equipment-count")).toHaveText("(2 selected)");
    await expect(page.getByTestId("balance-warnings")).toHaveCount(0);
    await page.getByRole("button", { name: "Clear all" }).click();
    await expect(page.getByTestId("equipment-count")).toHaveText("(0 selected)");
    // Manual: one chest exercise in upper focus -> push/upper shares are fine; lower focus warns.
    await page.getByRole("tab", { name: "Manual Build" }).click();
    await addByName(page, "Bench Press");
    await page.getByRole("tab", { name: "AI Generate" }).click();
    await page.getByRole("radio", { name: "Lower" }).click();
    await expect(warnings).toContainText("Lower body focus selected but only 0% lower body coverage - consider adding more lower body exercises");
    await expect(page.getByTestId("tile-upper-lower")).toContainText("Upper only"); // not "100% diff"
    await expect(page.getByTestId("tile-push-pull")).toContainText("Push only");
  });

  test("the draft survives a reload, is announced for 5 s, and an unparsable one is dropped", async ({ page }) => {
    await page.goto("/workout-builder");
    await page.getByRole("tab", { name: "Manual Build" }).click();
    const a = await addByName(page, "Squat");
    const b = await addByName(page, "Row");
    await page.getByLabel("Workout name").fill("Draft Day");
    const draft = await readDraft(page);
    expect(draft.exercises.map((e: { name: string }) => e.name)).toEqual([a, b]);
    expect(draft.muscleBalance).toHaveProperty("upper");

    await page.reload();
    const notice = page.getByTestId("restored-notice");
    await expect(notice).toHaveText("Previous workout restored");
    await expect(page.getByLabel("Workout name")).toHaveValue("Draft Day");
    expect((await rowNames(page)).map((n) => n.replace(/^\d+\.\s*/, ""))).toEqual([a, b]);
    await expect(notice).toBeHidden({ timeout: 7000 });

    await page.evaluate((key) => localStorage.setItem(key, "{not json"), DRAFT_KEY);
    await page.reload();
    await expect(page.getByText("No exercises added yet")).toBeVisible();
    await expect(page.getByTestId("restored-notice")).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).not.toBe("{not json");
  });

  test("a visitor's save goes through log-in and comes back to the same draft", async ({ page }) => {
    await page.goto("/workout-builder");
    await page.getByRole("tab", { name: "Manual Build" }).click();
    const name = await addByName(page, "Deadlift");
    await page.getByLabel("Workout name").fill(`Visitor draft ${Date.now()}`);
    const workoutName = await page.getByLabel("Workout name").inputValue();
    await page.getByRole("button", { name: "View Preview" }).click();
    await page.getByTestId("builder-preview").getByRole("button", { name: "Save Workout" }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fworkout-builder%3Fresume%3Dsave$/);
    await page.getByLabel("Email").fill(DEMO.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page).toHaveURL(/\/workout-builder$/);
    await expect(page.getByTestId("save-notice")).toContainText("Workout saved successfully!");
    await expect(page.getByLabel("Workout name")).toHaveValue(workoutName);
    expect((await rowNames(page))[0]).toContain(name);
    await page.getByTestId("save-notice").getByRole("link", { name: "View saved workout" }).click();
    await expect(page.getByRole("heading", { level: 1, name: workoutName })).toBeVisible();
  });

  test("Start Workout saves then opens the live session; Clear & Generate New empties the draft", async ({ page }) => {
    await register(page, { name: "Starter", email: uniqueEmail("start") });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/workout-builder");
    await page.getByRole("tab", { name: "Manual Build" }).click();
    await addByName(page, "Push-Up");
    await page.getByRole("button", { name: "View Preview" }).click();
    await page.getByTestId("builder-preview").getByRole("button", { name: "Start Workout" }).click();
    await expect(page).toHaveURL(/\/train\/start\?workout=[a-z0-9]{15}$/);

    await page.goto("/workout-builder");
    await expect(page.getByTestId("builder-row")).toHaveCount(1);
    await page.getByRole("button", { name: "View Preview" }).click();
    await page.getByTestId("builder-preview").getByRole("button", { name: "Clear & Generate New" }).click();
    await expect(page.getByText("No exercises added yet")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("restored-notice")).toHaveCount(0);
    await expect(page.getByText("No exercises added yet")).toBeVisible();
  });

  test("a refused save says 'Failed to save workout' and keeps the preview's workout", async ({ page }) => {
    await register(page, { name: "Save Fail", email: uniqueEmail("savefail") });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/workout-builder");
    await page.getByRole("tab", { name: "Manual Build" }).click();
    const name = await addByName(page, "Lunge");
    await page.route("**/api/collections/workouts/records", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 400, contentType: "application/json", body: '{"status":400,"message":"no","data":{}}' }) : route.continue(),
    );
    await page.getByRole("button", { name: "View Preview" }).click();
    await page.getByTestId("builder-preview").getByRole("button", { name: "Save Workout" }).click();
    await expect(page.getByTestId("preview-error")).toHaveText("Failed to save workout");
    await expect(page.getByTestId("builder-preview")).toBeVisible();
    expect((await rowNames(page))[0]).toContain(name);
  });

  test("the add modal says so when nothing matches", async ({ page }) => {
    await page.goto("/workout-builder");
    await page.getByRole("button", { name: "+ Add Exercise" }).first().click();
    const modal = page.getByTestId("add-exercise-modal");
    await modal.getByPlaceholder("Search exercises...").fill("zzzz-no-such-exercise");
    await expect(modal.getByText("No exercises found")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
  });
});
