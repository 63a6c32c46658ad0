import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers";

const SECTIONS = ["Health & Safety", "Basic Setup", "Goals & Equipment", "Advanced Settings"];

async function openSection(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Configuration sections" }).getByRole("button", { name }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
}

async function expectRange(page: Page, label: string, min: number, max: number, step: number, value: number) {
  const input = page.getByRole("slider", { name: label });
  await expect(input).toHaveAttribute("min", String(min));
  await expect(input).toHaveAttribute("max", String(max));
  await expect(input).toHaveAttribute("step", String(step));
  await expect(input).toHaveValue(String(value));
}

async function expectRadios(page: Page, group: string, options: string[], checked: string) {
  const set = page.getByRole("group", { name: group });
  await expect(set.getByRole("radio")).toHaveCount(options.length);
  for (const o of options) await expect(set.getByRole("radio", { name: o, exact: true })).toBeAttached();
  await expect(set.getByRole("radio", { checked: true })).toHaveCount(1);
  await expect(set.getByRole("radio", { name: checked, exact: true })).toBeChecked();
}

test.describe("program builder: configure", () => {
  test("shows the three steps and the four sections in any order, with Previous and Next", async ({ page }) => {
    await page.goto("/program-builder");
    const steps = page.getByRole("list", { name: "Progress" }).getByRole("listitem");
    await expect(steps).toHaveText(["1Configure", "2Preview", "3Result"]);
    await expect(steps.nth(0)).toHaveAttribute("aria-current", "step");
    await expect(page.getByRole("heading", { level: 2, name: "Health & Safety" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    // Any order: jump to the last section, then back to the second.
    await openSection(page, "Advanced Settings");
    await expect(page.getByRole("button", { name: "Generate Program" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
    await openSection(page, "Basic Setup");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Goals & Equipment" })).toBeVisible();
    await page.getByRole("button", { name: "Previous" }).click();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByRole("heading", { level: 2, name: SECTIONS[0] })).toBeVisible();
  });

  test("every control has the spec's range, step and default", async ({ page }) => {
    await page.goto("/program-builder");
    // Health & Safety: the nine injuries, none chosen; the safety note only for a real injury.
    const injuries = page.getByRole("group", { name: "Injuries or limitations" });
    await expect(injuries.getByRole("checkbox")).toHaveCount(9);
    await expect(injuries.getByRole("checkbox", { checked: true })).toHaveCount(0);
    await expect(page.getByRole("note")).toHaveCount(0);
    await injuries.getByText("Knee Issues").click();
    await expect(page.getByRole("note")).toContainText("Exercises unsuitable for Knee Issues are excluded automatically");
    await injuries.getByText("None").click();
    await expect(injuries.getByRole("checkbox", { name: "Knee Issues" })).not.toBeChecked();
    await expect(page.getByRole("note")).toHaveCount(0);
    // Muscles come from the API: active ones, by name.
    await expect(page.getByRole("group", { name: "Weak body parts" }).getByRole("checkbox", { name: "Chest" })).toBeAttached();
    await expect(page.getByRole("group", { name: "Weak body parts" }).getByRole("checkbox")).toHaveCount(21);

    await openSection(page, "Basic Setup");
    await expectRange(page, "Program duration", 4, 24, 4, 12);
    await expectRange(page, "Training days per week", 1, 7, 1, 4);
    await expectRange(page, "Session length", 30, 120, 15, 60);
    await expectRadios(page, "Experience level", ["Beginner", "Intermediate", "Advanced", "Elite"], "Intermediate");

    await openSection(page, "Goals & Equipment");
    await expectRadios(page, "Primary goal", ["Strength", "Hypertrophy", "Fat Loss", "Athletic Performance"], "Hypertrophy");
    const focus = page.getByRole("group", { name: "Training focus" });
    await expect(focus.getByRole("checkbox")).toHaveCount(8);
    await expect(focus.getByRole("checkbox", { checked: true })).toHaveCount(2);
    await expect(focus.getByRole("checkbox", { name: "Strength" })).toBeChecked();
    await expect(focus.getByRole("checkbox", { name: "Hypertrophy" })).toBeChecked();
    const regions = page.getByRole("group", { name: "Preferred body regions (optional)" });
    await expect(regions.getByRole("checkbox")).toHaveCount(9);
    await expect(regions.getByRole("checkbox", { checked: true })).toHaveCount(0);
    // Equipment from the API, grouped by category, then name.
    const equipment = page.getByRole("group", { name: "Available equipment" });
    await expect(equipment.getByRole("checkbox")).toHaveCount(24);
    const legends = await equipment.locator("fieldset > legend").allTextContents();
    expect(legends).toEqual([...legends].sort());
    const freeWeights = await equipment.getByRole("group", { name: "Free Weights" }).locator("label").allTextContents();
    expect(freeWeights).toEqual(["Barbell", "Dumbbells", "Kettlebell", "Weight Plate"]);
    await expect(equipment).toContainText("Nothing selected: the program uses bodyweight exercises only.");

    await openSection(page, "Advanced Settings");
    await expectRadios(page, "Periodization", ["Linear", "Undulating", "Block"], "Linear");
    await expectRange(page, "Variety level", 1, 5, 1, 3);
    await expect(page.getByText("Moderate rotation bi-weekly")).toBeVisible();
    const variety = page.getByRole("slider", { name: "Variety level" });
    await variety.fill("1");
    await expect(page.getByText("Same exercises every week")).toBeVisible();
    await variety.fill("5");
    await expect(page.getByText("Different every session")).toBeVisible();
    await expectRadios(page, "Deload every", ["3 weeks", "4 weeks", "5 weeks", "6 weeks"], "4 weeks");
    await expectRadios(page, "Fatigue preference", ["Low", "Moderate", "High"], "Moderate");
    const types = page.getByRole("group", { name: "Training types" });
    await expect(types.getByRole("checkbox", { name: "Strength" })).toBeChecked();
    await expect(types.getByRole("checkbox", { name: "Hypertrophy" })).toBeChecked();
    await expect(types.getByRole("checkbox", { name: "Power" })).not.toBeChecked();
    await expect(types.getByRole("checkbox", { name: "Cardio" })).not.toBeChecked();
  });

  test("fits a 390 px screen in every section", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/program-builder");
    await expect(page.getByRole("group", { name: "Weak body parts" })).toBeVisible();
    for (const name of SECTIONS) {
      await openSection(page, name);
      if (name === "Goals & Equipment") await expect(page.getByRole("group", { name: "Available equipment" }).getByRole("checkbox").first()).toBeAttached();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
    }
  });

  test("shows the loading states of the reference lists", async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route(/\/api\/collections\/(equipment|muscles)\/records/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/program-builder");
    await expect(page.getByText("Loading muscles...")).toBeVisible();
    await openSection(page, "Goals & Equipment");
    await expect(page.getByText("Loading equipment...")).toBeVisible();
    release();
    await expect(page.getByText("Loading equipment...")).toHaveCount(0);
    await expect(page.getByRole("group", { name: "Available equipment" }).getByRole("checkbox").first()).toBeAttached();
  });

  test("says so when the equipment list is empty", async ({ page }) => {
    await page.route(/\/api\/collections\/equipment\/records/, (route) =>
      route.fulfill({ json: { page: 1, perPage: 500, totalItems: 0, totalPages: 0, items: [] } }),
    );
    await page.goto("/program-builder");
    await openSection(page, "Goals & Equipment");
    await expect(page.getByText("No equipment found")).toBeVisible();
  });
});

test.describe("program builder: preview, generate, result", () => {
  test("configure -> preview -> generate -> result -> full program", async ({ page }) => {
    await page.goto("/program-builder");
    await openSection(page, "Basic Setup");
    await page.getByRole("slider", { name: "Program duration" }).fill("8");
    await page.getByRole("slider", { name: "Training days per week" }).fill("3");
    await openSection(page, "Goals & Equipment");
    await page.getByRole("button", { name: "Select all equipment" }).click();
    await page.getByRole("group", { name: "Preferred body regions (optional)" }).getByText("Glutes").click();
    await openSection(page, "Advanced Settings");
    await page.getByRole("group", { name: "Deload every" }).getByText("4 weeks").click();
    await page.getByRole("button", { name: "Generate Program" }).click();

    await expect(page.getByRole("heading", { name: "Review Your Configuration" })).toBeVisible();
    const summary = page.getByLabel("Configuration summary");
    await expect(summary).toContainText("Duration8 weeks");
    await expect(summary).toContainText("Training days3 per week");
    await expect(summary).toContainText("Preferred body regionsGlutes");

    // Hold the request so the busy state can be seen.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let sent: Record<string, unknown> | null = null;
    await page.route("**/api/programs/generate", async (route) => {
      sent = route.request().postDataJSON();
      await gate;
      await route.continue();
    });
    await page.getByRole("button", { name: "Confirm & Generate" }).click();
    await expect(page.getByRole("button", { name: "Generating Program..." })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Back to Edit" })).toBeDisabled();
    release();

    await expect(page.getByText("Program generated successfully!")).toBeVisible({ timeout: 30_000 });
    expect(sent).toMatchObject({ durationWeeks: 8, trainingDaysPerWeek: 3, sessionDurationMinutes: 60, preferredBodyRegions: ["Glutes"], trainingFocus: ["strength", "hypertrophy"], deloadFrequency: 4 });
    expect((sent as unknown as { availableEquipment: string[] }).availableEquipment).toHaveLength(24);
    await expect(page.getByRole("list", { name: "Progress" }).getByRole("listitem").nth(2)).toHaveAttribute("aria-current", "step");
    await expect(page.getByRole("link", { name: "View All Programs" })).toHaveAttribute("href", "/programs");

    // Facts, progression overview, week 1 open and the others closed.
    await expect(page.getByText("Periodization model")).toBeVisible();
    await expect(page.getByText("Progression scheme")).toBeVisible();
    await expect(page.getByText("Deload protocol")).toBeVisible();
    await expect(page.getByTestId("progression-overview")).toContainText("Deload weeks2 of 8");
    const weekButtons = page.getByRole("region", { name: "Week-by-Week Breakdown" }).getByRole("button", { name: /^Week \d+/ });
    await expect(weekButtons).toHaveCount(8);
    await expect(weekButtons.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(weekButtons.nth(1)).toHaveAttribute("aria-expanded", "false");
    const days = page.getByTestId("result-day");
    await expect(days).toHaveCount(7);
    await expect(days.filter({ hasText: "Rest day" })).toHaveCount(4);
    const firstExercise = days.locator("li").first();
    for (const label of ["Sets", "Reps", "Rest", "RPE", "Tempo"]) await expect(firstExercise.getByText(label, { exact: true })).toBeVisible();
    await expect(firstExercise).toContainText("Target muscles:");
    // Week panels toggle.
    await weekButtons.nth(3).click();
    await expect(weekButtons.nth(3)).toHaveAttribute("aria-expanded", "true");
    await expect(weekButtons.nth(3)).toContainText("Deload");
    await expect(days).toHaveCount(14);
    await weekButtons.nth(0).click();
    await expect(days).toHaveCount(7);

    const full = page.getByRole("link", { name: "View Full Program" });
    const href = await full.getAttribute("href");
    expect(href).toMatch(/^\/programs\/[a-z0-9]{15}$/);
    const name = await page.getByRole("heading", { level: 2 }).first().textContent();
    await full.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name!);
    await expect(page.getByRole("group", { name: "Week" }).getByRole("button")).toHaveCount(8);
  });

  test("a failed generation shows the message on the page and keeps the configuration", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.route("**/api/programs/generate", (route) => route.fulfill({ status: 500, json: { status: 500, message: "Something went wrong while processing your request.", data: {} } }));
    await page.goto("/program-builder");
    await openSection(page, "Basic Setup");
    await page.getByRole("slider", { name: "Program duration" }).fill("16");
    await page.getByRole("group", { name: "Experience level" }).getByText("Advanced").click();
    await openSection(page, "Advanced Settings");
    await page.getByRole("button", { name: "Generate Program" }).click();
    await page.getByRole("button", { name: "Confirm & Generate" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Failed to generate program. Please try again.");
    expect(dialogs).toBe(0);
    await expect(page.getByRole("heading", { name: "Review Your Configuration" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm & Generate" })).toBeEnabled();
    await page.getByRole("button", { name: "Back to Edit" }).click();
    await openSection(page, "Basic Setup");
    await expect(page.getByRole("slider", { name: "Program duration" })).toHaveValue("16");
    await expect(page.getByRole("group", { name: "Experience level" }).getByRole("radio", { name: "Advanced" })).toBeChecked();
  });

  test("a refused generation shows the server's reason, so the person knows what to change", async ({ page }) => {
    const reason = "Cannot build the Push A day: This request cannot fill a 60-minute push session: only about 29 minutes of suitable exercises exist for bodyweight only with wrist pain. Add equipment, shorten the session or choose another workout type.";
    await page.route("**/api/programs/generate", (route) => route.fulfill({ status: 400, json: { status: 400, message: reason, data: {} } }));
    await page.goto("/program-builder");
    await openSection(page, "Advanced Settings");
    await page.getByRole("button", { name: "Generate Program" }).click();
    await page.getByRole("button", { name: "Confirm & Generate" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(reason);
    await expect(page.getByRole("button", { name: "Confirm & Generate" })).toBeEnabled();
  });

  test("an answer without a success flag is a failure too, not a silent stop", async ({ page }) => {
    await page.route("**/api/programs/generate", (route) => route.fulfill({ json: { program: {} } }));
    await page.goto("/program-builder");
    await openSection(page, "Advanced Settings");
    await page.getByRole("button", { name: "Generate Program" }).click();
    await page.getByRole("button", { name: "Confirm & Generate" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Failed to generate program. Please try again.");
  });

  test("drops names without a matching reference record from the request", async ({ page }) => {
    // A catalogue without the 'balance' training type and without a 'glutes' muscle or region.
    await page.route(/\/api\/collections\/training_types\/records/, (route) =>
      route.fulfill({ json: { page: 1, perPage: 500, totalItems: 2, totalPages: 1, items: [{ id: "t1aaaaaaaaaaaaa", name: "strength" }, { id: "t2aaaaaaaaaaaaa", name: "hypertrophy" }] } }),
    );
    await page.goto("/program-builder");
    await openSection(page, "Goals & Equipment");
    await page.getByRole("group", { name: "Training focus" }).getByText("Balance").click();
    await openSection(page, "Advanced Settings");
    await page.getByRole("button", { name: "Generate Program" }).click();
    await expect(page.getByRole("note")).toContainText("Left out of the request because the catalogue has no matching record: Balance.");
    const request = page.waitForRequest("**/api/programs/generate");
    await page.getByRole("button", { name: "Confirm & Generate" }).click();
    expect((await request).postDataJSON().trainingFocus).toEqual(["strength", "hypertrophy"]);
    await expect(page.getByText("Program generated successfully!")).toBeVisible({ timeout: 30_000 });
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`has no serious accessibility violations on each step (${scheme})`, async ({ page }) => {
      test.setTimeout(150_000); // four axe runs over pages with many controls
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto("/program-builder");
      await expect(page.getByRole("group", { name: "Weak body parts" })).toBeVisible();
      await page.getByRole("group", { name: "Injuries or limitations" }).getByText("Wrist Pain").click();
      await expectNoSeriousA11yViolations(page);
      await openSection(page, "Goals & Equipment");
      await expect(page.getByRole("group", { name: "Available equipment" }).getByRole("checkbox").first()).toBeAttached();
      await page.getByRole("button", { name: "Select all equipment" }).click();
      await expectNoSeriousA11yViolations(page);
      await openSection(page, "Advanced Settings");
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: "Generate Program" }).click();
      await expect(page.getByRole("heading", { name: "Review Your Configuration" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: "Confirm & Generate" }).click();
      await expect(page.getByText("Program generated successfully!")).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousA11yViolations(page);
    });
  }
});
