import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers";
import { auth, newUser, shot } from "./train-helpers";

const FULL_GYM = ["barbell", "dumbbells", "cables", "machine", "bodyweight", "kettlebell", "bands"];
const ENTRY_TEST = "Work up to a hard set of 5 and note it: that sets your training max.";

/** Opens, one after another, the days of the shown week until the squat's row is on screen; its load line. */
async function squatLoad(page: Page) {
  const toggles = page.getByTestId("schedule-day").getByRole("button", { name: /^Day \d+:/ });
  const count = await toggles.count();
  for (let k = 0; k < count; k++) {
    const toggle = toggles.nth(k);
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    const row = page.getByTestId("schedule-day").locator("ol > li").filter({ has: page.getByRole("link", { name: "Barbell Back Squat", exact: true }) });
    if ((await row.count()) > 0) return row.getByTestId("item-load");
  }
  throw new Error("no squat in this week");
}

test.describe("training maxes on the program page", () => {
  test("a lifter types a squat training max and sees the week's squat weight; a visitor gets the entry test", async ({ page, request, browser }) => {
    await newUser(page, "tm");
    const { token } = await auth(page);
    const res = await request.post("/api/programs/generate", {
      headers: { Authorization: token },
      data: { primaryGoal: "strength", experienceLevel: "intermediate", trainingDaysPerWeek: 3, durationWeeks: 8, deloadFrequency: 4, availableEquipment: FULL_GYM, seed: 11 },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const id = (await res.json()).program.id as string;

    await page.goto(`/programs/${id}`);
    const panel = page.getByTestId("tm-panel");
    await expect(panel.getByRole("heading", { name: "Training maxes" })).toBeVisible();
    const input = panel.getByLabel("Barbell Back Squat (kg)");
    await expect(input).toHaveValue("");
    await expect(panel.getByTestId("tm-form").filter({ has: page.getByLabel("Barbell Back Squat (kg)") })).toContainText("None yet: the entry test sets it.");

    // Week 2 (week 1 calibrates): no max yet, so the entry test.
    await page.getByRole("button", { name: "Week 2", exact: true }).click();
    const load = await squatLoad(page);
    await expect(load).toHaveText(new RegExp(`^\\d+% of TM: ${ENTRY_TEST.replace(/[.:]/g, "\\$&")}$`));

    // A typo gets a message a person can act on, tied to the field.
    await input.fill("abc");
    await panel.getByRole("button", { name: "Save Barbell Back Squat training max" }).click();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(panel.getByText("Enter a number of kg, digits only (for example 102.5).")).toBeVisible();

    await input.fill("140");
    await panel.getByRole("button", { name: "Save Barbell Back Squat training max" }).click();
    await expect(panel.getByText("Saved: the weights below use it.")).toBeVisible();
    await expect(panel.getByText("Typed by you; it overrides your log.")).toBeVisible();
    await expect(load).toHaveText(/^\d+% of TM → [\d.]+ kg$/);
    const [, pct, kg] = /^(\d+)% of TM → ([\d.]+) kg$/.exec((await load.textContent()) ?? "")!;
    // The bar's 2.5 kg step: 87% of 140 = 121.8 → 122.5.
    expect(Number(kg)).toBe(Math.round((Number(pct) * 140) / 100 / 2.5) * 2.5);

    await expectNoSeriousA11yViolations(page);
    await shot(page, "training-max-1280-light");
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoSeriousA11yViolations(page);
    await shot(page, "training-max-1280-dark");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "training-max-390-dark");
    await page.emulateMedia({ colorScheme: "light" });
    await shot(page, "training-max-390-light");

    // The max stays after a reload (stored), and the input shows it.
    await page.reload();
    await expect(page.getByTestId("tm-panel").getByLabel("Barbell Back Squat (kg)")).toHaveValue("140");

    // A visitor's own program (the lifter's is private): percentages, the entry test, a way to sign in.
    const context = await browser.newContext();
    const open = await context.request.post("/api/programs/generate", {
      data: { primaryGoal: "strength", experienceLevel: "intermediate", trainingDaysPerWeek: 3, durationWeeks: 8, deloadFrequency: 4, availableEquipment: FULL_GYM, seed: 11 },
    });
    const visitorProgram = (await open.json()).program.id as string;
    const visitor = await context.newPage();
    await visitor.goto(`/programs/${visitorProgram}`);
    await expect(visitor.getByRole("link", { name: "Sign in to see your weights" })).toHaveAttribute("href", `/login?redirect=${encodeURIComponent(`/programs/${visitorProgram}`)}`);
    await visitor.getByRole("button", { name: "Week 2", exact: true }).click();
    await expect(await squatLoad(visitor)).toContainText(ENTRY_TEST);
    await expectNoSeriousA11yViolations(visitor);
  });
});
