import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, logIn, register, uniqueEmail } from "./helpers";
import { apiList, auth, get, newUser, templateWorkoutId } from "./train-helpers";

/** Issue 20 item 15: gym profiles, in a real browser. */

async function addGym(request: APIRequestContext, page: Page, gym: { name: string; equipment: string[]; isDefault?: boolean }) {
  const { token, id } = await auth(page);
  const res = await request.post("/api/collections/gym_profiles/records", { headers: { Authorization: token }, data: { user: id, ...gym } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A user with "Home" (default: dumbbells and a flat bench) and "Work gym" (barbell, rack, bench, cables). */
async function userWithGyms(page: Page, request: APIRequestContext, tag: string) {
  await newUser(page, tag);
  await addGym(request, page, { name: "Home", equipment: ["dumbbells", "flat_bench"], isDefault: true });
  await addGym(request, page, { name: "Work gym", equipment: ["barbell", "squat_rack", "flat_bench", "cable_station"] });
}

const pressed = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

test.describe("gym profiles", () => {
  test("the account page lists, adds, edits, makes default and deletes gyms", async ({ page }) => {
    await newUser(page, "gyms-account");
    await page.goto("/account");
    const gyms = page.getByRole("region", { name: "Gyms" });
    await expect(gyms.getByText("No gyms yet")).toBeVisible();
    await expect(gyms).toContainText("A gym profile is the equipment you have in one place");
    await expectNoSeriousA11yViolations(page);

    await gyms.getByRole("button", { name: "Add a gym" }).click();
    const form = gyms.getByRole("form", { name: "Add a gym" });
    await form.getByLabel("Gym name").fill("Home");
    // The equipment chips are labels around visually hidden checkboxes: a person clicks the label.
    await form.getByText("Dumbbells", { exact: true }).click();
    await form.getByText("Flat Bench", { exact: true }).click();
    await expect(form.getByRole("checkbox", { name: "Dumbbells" })).toBeChecked();
    await expect(form).toContainText("2 pieces of equipment.");
    await form.getByRole("checkbox", { name: /Default gym/ }).check();
    await form.getByRole("button", { name: "Add gym" }).click();
    const home = gyms.getByRole("listitem", { name: "Home" });
    await expect(home).toContainText("Dumbbells, Flat Bench");
    await expect(home).toContainText("Default");

    await gyms.getByRole("button", { name: "Add a gym" }).click();
    await gyms.getByRole("form", { name: "Add a gym" }).getByLabel("Gym name").fill("home");
    await gyms.getByRole("form", { name: "Add a gym" }).getByRole("button", { name: "Add gym" }).click();
    await expect(gyms.getByText("You already have a gym with this name")).toBeVisible();
    await gyms.getByRole("form", { name: "Add a gym" }).getByLabel("Gym name").fill("Hotel");
    await gyms.getByRole("form", { name: "Add a gym" }).getByRole("button", { name: "Add gym" }).click();
    const hotel = gyms.getByRole("listitem", { name: "Hotel" });
    await expect(hotel).toContainText("No equipment: bodyweight exercises only");
    await expectNoSeriousA11yViolations(page);

    await gyms.getByRole("button", { name: "Edit Hotel" }).click();
    const edit = gyms.getByRole("form", { name: "Edit Hotel" });
    await edit.getByLabel("Gym name").fill("Hotel room");
    await edit.getByText("Resistance Band", { exact: true }).click();
    await edit.getByRole("button", { name: "Save gym" }).click();
    const room = gyms.getByRole("listitem", { name: "Hotel room" });
    await expect(room).toContainText("Resistance Band");

    await gyms.getByRole("button", { name: "Make Hotel room the default gym" }).click();
    await expect(room).toContainText("Default");
    await expect(gyms.getByRole("listitem", { name: "Home" })).not.toContainText("Default");
    // The default comes first.
    await expect(gyms.getByRole("listitem").first()).toHaveAccessibleName("Hotel room");

    page.once("dialog", (d) => void d.accept());
    await gyms.getByRole("button", { name: "Delete Hotel room" }).click();
    await expect(room).toHaveCount(0);
    // What the page shows is what is stored.
    const { token, id } = await auth(page);
    const stored = await apiList(page.request, token, `/api/collections/gym_profiles/records?filter=${encodeURIComponent(`user = "${id}"`)}`);
    expect(stored.items.map((g) => [g.name, g.equipment, g.isDefault])).toEqual([["Home", ["dumbbells", "flat_bench"], false]]);
  });

  test("the wizard, the builder and the program builder preselect the default gym and switch gyms", async ({ page, request }) => {
    await userWithGyms(page, request, "gyms-pickers");

    await page.goto("/workout-generator");
    await page.getByRole("radio", { name: "Strength" }).click();
    await page.getByRole("radio", { name: "Beginner" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Gym")).toHaveValue(/.+/);
    await expect(page.getByLabel("Gym").locator("option:checked")).toHaveText("Home (default)");
    const equipment = page.getByRole("group", { name: /^Available equipment/ });
    await expect(equipment.getByRole("button", { pressed: true })).toHaveText(["Flat Bench", "Dumbbells"]);
    await page.getByLabel("Gym").selectOption({ label: "Work gym" });
    await expect(equipment.getByRole("button", { pressed: true })).toHaveCount(4);
    await expect(pressed(page, "Cable Station")).toHaveAttribute("aria-pressed", "true");
    await expect(pressed(page, "Dumbbells")).toHaveAttribute("aria-pressed", "false");
    // The ticks stay the user's.
    await pressed(page, "Cable Station").click();
    await expect(equipment.getByRole("button", { pressed: true })).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    // The review step shows the gym's equipment as ticked.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(/Barbell, .*Flat Bench|Flat Bench, .*Barbell/)).toBeVisible();

    await page.goto("/workout-builder");
    await expect(page.getByLabel("Gym").locator("option:checked")).toHaveText("Home (default)");
    await expect(page.getByTestId("equipment-count")).toHaveText("(3 selected)");
    for (const [type, on] of [["Dumbbells", "true"], ["Bodyweight", "true"], ["Other", "true"], ["Barbell", "false"], ["Cables", "false"]] as const) {
      await expect(pressed(page, type)).toHaveAttribute("aria-pressed", on);
    }
    await page.getByLabel("Gym").selectOption({ label: "Work gym" });
    await expect(pressed(page, "Barbell")).toHaveAttribute("aria-pressed", "true");
    await expect(pressed(page, "Cables")).toHaveAttribute("aria-pressed", "true");
    await expect(pressed(page, "Dumbbells")).toHaveAttribute("aria-pressed", "false");
    await expectNoSeriousA11yViolations(page);

    await page.goto("/program-builder");
    await page.getByRole("navigation", { name: "Configuration sections" }).getByRole("button", { name: "Goals & Equipment" }).click();
    await expect(page.getByLabel("Gym").locator("option:checked")).toHaveText("Home (default)");
    const kit = page.getByRole("group", { name: "Available equipment" });
    await expect(kit.getByRole("checkbox", { checked: true })).toHaveCount(2);
    await expect(kit.getByRole("checkbox", { name: "Dumbbells" })).toBeChecked();
    await page.getByLabel("Gym").selectOption({ label: "Work gym" });
    await expect(kit.getByRole("checkbox", { checked: true })).toHaveCount(4);
    await expect(kit.getByRole("checkbox", { name: "Squat Rack" })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
  });

  test("a visitor sees no gym picker; a user without gyms is told where to make one", async ({ page }) => {
    await page.goto("/workout-builder");
    await expect(page.getByTestId("equipment-count")).toHaveText("(0 selected)");
    await expect(page.getByTestId("gym-picker")).toHaveCount(0);
    await expect(page.getByTestId("gym-picker-empty")).toHaveCount(0);
    await newUser(page, "gyms-none");
    await page.goto("/workout-builder");
    await expect(page.getByTestId("gym-picker-empty")).toContainText("Save your gyms");
    await expect(page.getByTestId("equipment-count")).toHaveText("(0 selected)");
  });

  test("equipment busy during a live session offers swaps that avoid it, within the gym", async ({ page, request }) => {
    await userWithGyms(page, request, "gyms-busy");
    const workoutId = await templateWorkoutId(request);
    await page.goto(`/train/start?workout=${workoutId}`);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText("Barbell Bench Press");

    const answer = page.waitForResponse((r) => /\/api\/exercises\/[a-z0-9]+\/alternatives$/.test(r.url()) && r.request().method() === "POST");
    await page.getByRole("button", { name: "Equipment busy" }).click();
    const panel = page.getByTestId("busy-panel");
    await expect(panel.getByRole("checkbox", { name: "Barbell" })).toBeChecked();
    await expect(panel.getByLabel("Gym").locator("option:checked")).toHaveText("Home (default)");
    await answer;
    // The bench press needs a barbell, a flat bench and a rack, all taken at first; say only the barbell is.
    await expect(panel.getByRole("checkbox")).toHaveCount(3);
    await panel.getByRole("checkbox", { name: "Flat Bench" }).uncheck();
    await panel.getByRole("checkbox", { name: "Squat Rack" }).uncheck();
    await expect(panel.getByRole("checkbox", { checked: true })).toHaveCount(1);
    // At Home the offers need only dumbbells and a bench (or nothing), never a barbell.
    const choices = panel.getByRole("button", { name: /^Choose / });
    await expect(choices.first()).toBeVisible();
    const names = (await choices.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""))).map((n) => n.replace(/^Choose /, ""));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const res = await get(request, `/api/collections/exercises/records?filter=${encodeURIComponent(`name = "${name}"`)}&expand=equipmentRequired&fields=name,expand.equipmentRequired.name`);
      const [exercise] = (await res.json()).items as Array<{ expand?: { equipmentRequired?: Array<{ name: string }> } }>;
      const kit = (exercise.expand?.equipmentRequired ?? []).map((e) => e.name);
      expect(kit.every((k) => ["dumbbells", "flat_bench"].includes(k)), `${name} needs ${kit.join(", ")}`).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);

    await choices.first().click();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(names[0]);
    await expect(page.getByText("Swapped", { exact: true })).toBeVisible();
  });
});

/** With SHOTS=1: the changed pages at 1366 light and 390 dark in ./screenshots, for a person to look at. */
test("screenshots of the gym pages", async ({ browser, page, request }) => {
  test.skip(process.env.SHOTS !== "1", "SHOTS=1 takes them");
  test.setTimeout(240_000);
  const email = uniqueEmail("gyms-shots");
  await register(page, { name: "Shot Taker", email });
  await expect(page).toHaveURL(/\/dashboard$/);
  await addGym(request, page, { name: "Home", equipment: ["dumbbells", "flat_bench", "resistance_band"], isDefault: true });
  await addGym(request, page, { name: "Work gym", equipment: ["barbell", "squat_rack", "flat_bench", "cable_station", "leg_press_machine"] });
  await addGym(request, page, { name: "Hotel", equipment: [] });
  const workoutId = await templateWorkoutId(request);
  fs.mkdirSync("screenshots", { recursive: true });
  for (const [label, width, height, scheme] of [["1366-light", 1366, 900, "light"], ["390-dark", 390, 844, "dark"]] as const) {
    const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme });
    const p = await context.newPage();
    await logIn(p, email, "Sturdy-pass-9");
    await expect(p).toHaveURL(/\/dashboard$/);
    const snap = async (name: string) => p.screenshot({ path: `screenshots/gyms-${name}-${label}.png`, fullPage: true });
    await p.goto("/account");
    await p.getByRole("region", { name: "Gyms" }).scrollIntoViewIfNeeded();
    await expect(p.getByRole("listitem", { name: "Hotel" })).toBeVisible();
    await snap("account");
    await p.getByRole("button", { name: "Edit Work gym" }).click();
    await snap("account-edit");
    await p.goto("/workout-generator");
    await p.getByRole("radio", { name: "Strength" }).click();
    await p.getByRole("radio", { name: "Beginner" }).click();
    await p.getByRole("button", { name: "Next" }).click();
    await expect(p.getByLabel("Gym")).toBeVisible();
    await snap("wizard");
    await p.goto("/workout-builder");
    await expect(p.getByLabel("Gym")).toBeVisible();
    await snap("builder");
    await p.goto("/program-builder");
    await p.getByRole("navigation", { name: "Configuration sections" }).getByRole("button", { name: "Goals & Equipment" }).click();
    await expect(p.getByLabel("Gym")).toBeVisible();
    await snap("program-builder");
    await p.goto(`/train/start?workout=${workoutId}`);
    await p.getByRole("button", { name: "Equipment busy" }).click();
    await p.getByTestId("busy-panel").getByRole("checkbox", { name: "Flat Bench" }).uncheck();
    await expect(p.getByTestId("busy-panel").getByRole("button", { name: /^Choose / }).first()).toBeVisible();
    await snap("train-busy");
    await p.goto("/");
    const demo = p.locator("#solution li").filter({ hasText: "Multi-gym management" });
    await demo.getByRole("button", { name: /^Work gym/ }).click();
    await demo.screenshot({ path: `screenshots/gyms-landing-demo-${label}.png` });
    await context.close();
  }
});
