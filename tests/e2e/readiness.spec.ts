import { expect, test, type Page } from "@playwright/test";

const ADVICE = "Clear training with a doctor or physiotherapist before you start; this plan stays conservative: RPE 7 at most, no maximal efforts.";
const CHEST = /heart condition, or do you feel chest pain/;
/** Set READINESS_SHOTS=/some/dir to save the health-check screenshots (1366 light, 390 dark) there. */
const SHOTS = process.env.READINESS_SHOTS;

type Answer = { exercises: string[]; exerciseDetails: Record<string, { rpe: number | null }>; notes?: string[]; excluded?: unknown[] };

const healthCheck = (page: Page) => page.getByTestId("health-check");

async function openWorkoutHealthCheck(page: Page) {
  await page.goto("/workout-builder");
  await expect(page.getByRole("heading", { name: "Workout Builder" })).toBeVisible();
  const toggle = healthCheck(page).getByRole("button", { name: /Health check/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

test.describe("readiness screen: workout builder", () => {
  test("a yes shows the advice at once and the generated workout stays at RPE 7 or less", async ({ page }) => {
    await openWorkoutHealthCheck(page);
    const check = healthCheck(page);
    // Six questions, every one answered "No" by default; no advice yet.
    await expect(check.getByRole("group")).toHaveCount(8); // six questions, the injuries and the muscles to leave out today
    await expect(check.getByRole("radio", { name: "No", checked: true })).toHaveCount(6);
    await expect(check.getByText(ADVICE)).toHaveCount(0);
    await expect(check).toContainText("ForgeFit gives training guidance, not medical advice.");
    await check.getByRole("group", { name: CHEST }).getByText("Yes").click();
    await expect(check.getByTestId("readiness-advice")).toHaveText(ADVICE);
    await expect(check.getByRole("button", { name: /Health check/ })).toContainText("Conservative plan");
    // Still shown with the section closed.
    await check.getByRole("button", { name: /Health check/ }).click();
    await expect(check.getByTestId("readiness-advice")).toBeVisible();

    const sent = page.waitForRequest((r) => r.url().endsWith("/api/workouts/generate") && r.method() === "POST");
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/workouts/generate") && r.request().method() === "POST");
    // Strength Builder: an intermediate strength session, which would otherwise go above RPE 7.
    await page.getByRole("button", { name: /^Strength Builder/ }).click();
    expect((await sent).postDataJSON().readiness).toEqual({ conservative: true });
    const answer = (await (await answered).json()) as Answer;
    const rpes = Object.values(answer.exerciseDetails).map((d) => d.rpe).filter((r): r is number => r !== null);
    expect(rpes.length).toBeGreaterThan(0);
    expect(Math.max(...rpes)).toBeLessThanOrEqual(7);

    const preview = page.getByTestId("builder-preview");
    await expect(preview).toBeVisible();
    await expect(preview.getByTestId("preview-notes")).toContainText("RPE 7 at most");
    const lines = await preview.getByTestId("preview-exercise").allInnerTexts();
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      const rpe = /RPE (\d+|-)/.exec(line)?.[1];
      if (rpe && rpe !== "-") expect(Number(rpe), line).toBeLessThanOrEqual(7);
    }
    await preview.getByRole("button", { name: "Continue Editing" }).click();
    await expect(page.getByTestId("generation-notes")).toContainText("RPE 7 at most");
  });

  test("keyboard only: open the section, answer yes and back to no with the arrow keys", async ({ page }) => {
    await page.goto("/workout-builder");
    const toggle = healthCheck(page).getByRole("button", { name: /Health check/ });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // Tab lands on the first question's checked radio ("No"); an arrow key moves to "Yes" and selects it.
    await page.keyboard.press("Tab");
    const first = healthCheck(page).getByRole("group", { name: CHEST });
    await expect(first.getByRole("radio", { name: "No" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(first.getByRole("radio", { name: "Yes" })).toBeChecked();
    await expect(healthCheck(page).getByTestId("readiness-advice")).toHaveText(ADVICE);
    await page.keyboard.press("ArrowRight");
    await expect(first.getByRole("radio", { name: "No" })).toBeChecked();
    await expect(healthCheck(page).getByTestId("readiness-advice")).toHaveCount(0);
    // Space toggles the section closed again.
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("an exercise left out for an injury is explained and can be put back", async ({ page, request }) => {
    // A real exercise the generated workout does not hold, looked up through the API.
    const list = await (await request.get("/api/collections/exercises/records?perPage=60&sort=name&fields=id,name")).json();
    const pool = list.items as { id: string; name: string }[];
    let extra: { id: string; name: string } | undefined;
    await page.route("**/api/workouts/generate", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Answer;
      extra = pool.find((e) => !body.exercises.includes(e.id));
      if (!extra) throw new Error("no exercise outside the workout");
      body.excluded = [{ exerciseId: extra.id, name: extra.name, reason: "Deep knee flexion under load: left out for knee issues." }];
      await route.fulfill({ response, json: body });
    });
    await openWorkoutHealthCheck(page);
    await healthCheck(page).getByRole("group", { name: "Injuries or limitations" }).getByText("Knee Issues").click();
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/workouts/generate") && r.method() === "POST");
    await page.getByRole("button", { name: "Generate Workout" }).click();
    expect((await sent).postDataJSON().injuries).toEqual(["Knee Issues"]);
    await page.getByTestId("builder-preview").getByRole("button", { name: "Continue Editing" }).click();

    const notes = page.getByTestId("generation-notes");
    await expect(notes).toContainText("Pain rule (knee issues)");
    await expect(notes).toContainText("Red flags");
    await expect(notes.getByRole("heading", { name: "Left out for your injuries" })).toBeVisible();
    const name = extra!.name;
    await expect(notes.getByTestId("left-out")).toContainText(name);
    await expect(notes.getByTestId("left-out")).toContainText("Deep knee flexion under load");
    const rows = page.getByTestId("builder-row");
    const before = await rows.count();
    await notes.getByRole("button", { name: `Put back ${name}` }).click();
    await expect(rows).toHaveCount(before + 1);
    await expect(rows.last()).toContainText(name);
    await expect(page.getByRole("heading", { name: "Left out for your injuries" })).toHaveCount(0);
  });
});

test.describe("readiness screen: program builder", () => {
  test("a yes shows the advice, the preview says so and every stored day stays at RPE 7 or less", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/program-builder");
    const check = healthCheck(page);
    // Open by default in Health & Safety.
    await expect(check.getByRole("button", { name: /Health check/ })).toHaveAttribute("aria-expanded", "true");
    await expect(check.getByRole("radio", { name: "No", checked: true })).toHaveCount(6);
    await check.getByRole("group", { name: /bone, joint or soft-tissue/ }).getByText("Yes").click();
    await expect(check.getByTestId("readiness-advice")).toHaveText(ADVICE);

    await page.getByRole("navigation", { name: "Configuration sections" }).getByRole("button", { name: "Basic Setup" }).click();
    await page.getByRole("slider", { name: "Program duration" }).fill("4");
    await page.getByRole("slider", { name: "Training days per week" }).fill("3");
    await page.getByRole("navigation", { name: "Configuration sections" }).getByRole("button", { name: "Advanced Settings" }).click();
    await page.getByRole("button", { name: "Generate Program" }).click();
    await expect(page.getByLabel("Configuration summary")).toContainText("Health checkConservative plan: RPE 7 at most");

    const sent = page.waitForRequest("**/api/programs/generate");
    await page.getByRole("button", { name: "Confirm & Generate" }).click();
    expect((await sent).postDataJSON().readiness).toEqual({ conservative: true });
    await expect(page.getByText("Program generated successfully!")).toBeVisible({ timeout: 60_000 });
    const days = page.getByTestId("result-day").filter({ hasNotText: "Rest day" });
    await expect(days.first()).toContainText("Conservative plan (health check)");
    for (const text of await days.allInnerTexts()) {
      for (const m of text.matchAll(/RPE (\d+)-(\d+)/g)) expect(Number(m[2]), text.slice(0, 80)).toBeLessThanOrEqual(7);
    }
  });
});

test.describe("readiness screenshots", () => {
  test.skip(!SHOTS, "READINESS_SHOTS not set");
  for (const [width, scheme] of [[1366, "light"], [390, "dark"]] as const) {
    test(`health check at ${width} px, ${scheme}`, async ({ page }) => {
      // Tall enough that the section fits without scrolling: the sticky site header would be stitched into it.
      await page.setViewportSize({ width, height: 1800 });
      await page.emulateMedia({ colorScheme: scheme });
      await openWorkoutHealthCheck(page);
      await healthCheck(page).getByRole("group", { name: CHEST }).getByText("Yes").click();
      await healthCheck(page).getByRole("group", { name: "Injuries or limitations" }).getByText("Knee Issues").click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await healthCheck(page).screenshot({ path: `${SHOTS}/workout-health-check-${width}-${scheme}.png` });
      await page.goto("/program-builder");
      await healthCheck(page).getByRole("group", { name: CHEST }).getByText("Yes").click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await healthCheck(page).screenshot({ path: `${SHOTS}/program-health-check-${width}-${scheme}.png` });
    });
  }
});
