import { expect, test } from "@playwright/test";
import { logIn, uniqueEmail } from "./helpers";
import { apiList, auth, expectSaved, get, logSet, newUser, sessionIdFrom, setsOfSession, templateWorkoutId } from "./train-helpers";

test.use({ timezoneId: "UTC" });

test.describe("training a workout", () => {
  test("start from a workout, log sets, reload mid-session, finish, and see the dashboard and next targets change", async ({ page, request }) => {
    await newUser(page, "train");
    await expect(page.getByTestId("stat-totalWorkouts")).toContainText("0");
    const workoutId = await templateWorkoutId(request);

    await page.goto(`/train/start?workout=${workoutId}`);
    await expect(page).toHaveURL(/\/train\/[a-z0-9]{15}$/);
    const sessionId = sessionIdFrom(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upper Strength A");
    const current = page.getByRole("region", { name: "Barbell Bench Press" });
    await expect(current).toContainText("Target: 4 × 4-6 reps @ RPE 8 · rest 3:00");
    // RPE is prefilled from the workout's target; a first-timer has no load yet.
    await expect(page.getByLabel("Set 1 RPE")).toHaveValue("8");
    await expect(page.getByLabel("Set 1 reps")).toHaveValue("4");

    await logSet(page, 1, 60, 6);
    const timer = page.getByTestId("rest-timer");
    await expect(timer).toContainText(/Rest\s*(3:00|2:5\d)/);
    await logSet(page, 2, 60, 6);
    await expectSaved(page);
    // On a phone the rest timer stays in view while the page is scrolled to the bottom.
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 700 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(timer).toBeInViewport();
    await page.setViewportSize(desktop);

    // A reload keeps everything: the ticks, the figures and the running rest timer.
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Set 1 done" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Set 2 done" })).toBeChecked();
    await expect(page.getByLabel("Set 2 weight (kg)")).toHaveValue("60");
    await expect(page.getByTestId("rest-timer")).toBeVisible();
    await page.getByRole("button", { name: "Skip rest" }).click();
    await expect(page.getByTestId("rest-timer")).toBeHidden();
    await logSet(page, 3, 60, 6);
    await logSet(page, 4, 60, 6);
    await expect(page.getByRole("progressbar", { name: "Workout progress" })).toHaveAttribute("aria-valuetext", /^4 of \d+ sets done$/);

    // Next exercise: one set of rows, then skip the rest of the workout by finishing early.
    await page.getByRole("button", { name: "Next →" }).click();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText("Barbell Bent-Over Row");
    await logSet(page, 1, 50, 8);
    await page.getByRole("button", { name: "Finish Workout" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("not ticked and won't count");
    await page.getByRole("button", { name: "Finish anyway" }).click();
    await expect(page.getByText("Workout complete")).toBeVisible();
    await expectSaved(page);
    const summary = page.getByTestId("session-summary");
    await expect(summary).toContainText("Sets done5");
    // 4 × 60 × 6 + 50 × 8 = 1,840 kg
    await expect(summary).toContainText("1,840 kg");

    // What was stored: the session once, five set records, totals in pounds.
    const { token } = await auth(page);
    const sets = await setsOfSession(request, token, sessionId);
    expect(sets.filter((s) => s.completed)).toHaveLength(5);
    expect(sets.map((s) => s.weight).sort()).toEqual([50, 60, 60, 60, 60]);
    const session = (await apiList(request, token, `/api/collections/workout_sessions/records?filter=${encodeURIComponent(`id = "${sessionId}"`)}`)).items[0];
    expect(session).toMatchObject({ status: "completed", name: "Upper Strength A", workout: workoutId, totalVolume: Math.round(1840 / 0.45359237) });
    expect(session.exercisesPerformed).toHaveLength(2);
    expect(Number(session.estimatedCaloriesBurned)).toBe(Math.round(Number(session.durationMinutes) * 7.5));

    // The dashboard moves.
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page.getByTestId("stat-totalWorkouts")).toContainText("1");
    await expect(page.getByTestId("stat-currentStreak")).toContainText("1day");
    await expect(page.getByTestId("streak-message")).toHaveText("You trained today or yesterday - keep the streak going!");
    const recent = page.getByTestId("recent-workouts").locator("li").first();
    await expect(recent).toContainText("Upper Strength A");
    await expect(recent).toContainText("Completed");
    // The summary said 1,840 kg; the dashboard says the same, in the same unit.
    await expect(recent).toContainText("1,840 kg volume");
    await expect(page.getByTestId("achievements").locator("li", { hasText: "First Workout" })).toContainText("Earned");
    const today = page.getByRole("region", { name: "Weekly Activity" }).locator("table tbody tr").last();
    await expect(today.locator("td").nth(1)).toHaveText("1"); // one session today

    // Next time: every bench set reached 6 (top of 4-6) → +2.5 kg and back to 4 reps; rows hold the load and add a rep.
    await page.goto(`/train/start?workout=${workoutId}`);
    await expect(page).toHaveURL(/\/train\/[a-z0-9]{15}$/);
    expect(sessionIdFrom(page)).not.toBe(sessionId);
    await expect(page.getByLabel("Set 1 weight (kg)")).toHaveValue("62.5");
    await expect(page.getByLabel("Set 1 reps")).toHaveValue("4");
    await expect(page.getByText("All sets reached 6 reps last time: +2.5 kg, back to 4 reps.")).toBeVisible();
    // Beside each set, what was done last time.
    await expect(page.getByText("Last time: 60 kg × 6")).toHaveCount(4);
    await page.getByRole("button", { name: /Barbell Bent-Over Row/ }).click();
    await expect(page.getByLabel("Set 1 weight (kg)")).toHaveValue("50");
    await expect(page.getByLabel("Set 1 reps")).toHaveValue("8");
    // One row set was logged last time: set 1 shows it, set 2 shows nothing.
    await expect(page.getByText("Last time: 50 kg × 8")).toHaveCount(1);
    await expect(page.locator('[data-testid^="previous-"][data-testid$="-2"]')).toHaveCount(0);
  });

  test("a second user and a visitor see none of it", async ({ page, request, browser }) => {
    await newUser(page, "owner");
    const workoutId = await templateWorkoutId(request);
    await page.goto(`/train/start?workout=${workoutId}`);
    await expect(page).toHaveURL(/\/train\/[a-z0-9]{15}$/);
    const sessionId = sessionIdFrom(page);
    await logSet(page, 1, 70, 5);
    await expectSaved(page);
    const owner = await auth(page);
    expect(await setsOfSession(request, owner.token, sessionId)).toHaveLength(1);

    const context = await browser.newContext();
    const other = await context.newPage();
    await newUser(other, "other", "Someone Else");
    const second = await auth(other);
    expect(await setsOfSession(request, second.token, sessionId)).toEqual([]);
    expect((await apiList(request, second.token, "/api/collections/workout_sessions/records")).items).toEqual([]);
    expect((await get(request, `/api/collections/workout_sessions/records/${sessionId}`, second.token)).status()).toBe(404);
    expect(await setsOfSession(request, "", sessionId)).toEqual([]);
    await other.goto(`/train/${sessionId}`);
    await expect(other.getByText("Workout not found")).toBeVisible();
    await other.goto("/history");
    await expect(other.getByText("No workouts yet")).toBeVisible();
    await expect(other.getByText("Upper Strength A")).toHaveCount(0);
    await context.close();
  });

  test("a visitor is sent to log in and comes back to start the workout", async ({ page, request }) => {
    const workoutId = await templateWorkoutId(request, "Lower Strength A");
    await page.goto(`/train/start?workout=${workoutId}`);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/train/start?workout=${workoutId}`).replace(/[?]/g, "\\?")}$`));
    // A fresh account, logged in from that page.
    const email = uniqueEmail("visitor");
    await page.goto("/register");
    await page.getByLabel("Full name").fill("Visitor Once");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Sturdy-pass-9");
    await page.getByLabel("Confirm password").fill("Sturdy-pass-9");
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await logIn(page, email, "Sturdy-pass-9", `/login?redirect=${encodeURIComponent(`/train/start?workout=${workoutId}`)}`);
    await expect(page).toHaveURL(/\/train\/[a-z0-9]{15}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lower Strength A");
  });

  test("starting the same workout again while one is in progress resumes it", async ({ page, request }) => {
    await newUser(page, "resume");
    const workoutId = await templateWorkoutId(request);
    await page.goto(`/train/start?workout=${workoutId}`);
    await expect(page).toHaveURL(/\/train\/[a-z0-9]{15}$/);
    const first = sessionIdFrom(page);
    await page.goto(`/train/start?workout=${workoutId}`);
    await expect(page).toHaveURL(new RegExp(`/train/${first}$`));
    const { token } = await auth(page);
    expect((await apiList(request, token, "/api/collections/workout_sessions/records")).totalItems).toBe(1);
    // The dashboard offers to resume it, and does not count it as a workout yet.
    await page.goto("/dashboard");
    await expect(page.getByTestId("stat-totalWorkouts")).toContainText("0");
    await expect(page.getByTestId("recent-workouts").getByText("In progress")).toBeVisible();
    await expect(page.getByTestId("recent-workouts").getByRole("link", { name: "Resume" })).toHaveAttribute("href", `/train/${first}`);
  });

  test("swap, skip, add an exercise and switch to lbs", async ({ page, request }) => {
    await newUser(page, "swap");
    const workoutId = await templateWorkoutId(request);
    await page.goto(`/train/start?workout=${workoutId}`);
    await expect(page).toHaveURL(/\/train\/[a-z0-9]{15}$/);
    const sessionId = sessionIdFrom(page);

    const swapResponse = page.waitForResponse((r) => /\/api\/exercises\/[a-z0-9]+\/alternatives$/.test(r.url()) && r.request().method() === "POST");
    await page.getByRole("button", { name: "Swap exercise" }).click();
    expect((await swapResponse).status()).toBe(200);
    const panel = page.getByTestId("swap-panel");
    const firstChoice = panel.getByRole("button", { name: /^Choose / }).first();
    const choiceName = ((await firstChoice.getAttribute("aria-label")) ?? "").replace(/^Choose /, "");
    await firstChoice.click();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(choiceName);
    await expect(page.getByText("Swapped", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Skip exercise" }).click();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText("Barbell Bent-Over Row");

    await page.getByRole("button", { name: "+ Add exercise" }).click();
    await page.getByLabel("Search exercises").fill("hammer curl");
    await page.getByTestId("add-panel").getByRole("button", { name: /^Choose / }).first().click();
    await expect(page.getByRole("heading", { level: 2 })).toContainText(/Hammer Curl/i);
    await expect(page.getByText("Added", { exact: true })).toBeVisible();

    await page.getByRole("group", { name: "Weight unit" }).getByRole("button", { name: "lbs" }).click();
    await logSet(page, 1, 30, 12, "lbs");
    await expectSaved(page);
    const { token } = await auth(page);
    const [set] = await setsOfSession(request, token, sessionId);
    expect(set.weight).toBeCloseTo(30 * 0.45359237, 6);
    // The plan on the server knows about the swap, the skip and the addition.
    const session = (await apiList(request, token, `/api/collections/workout_sessions/records?filter=${encodeURIComponent(`id = "${sessionId}"`)}`)).items[0] as { plan: Array<{ swappedFrom?: string; skipped?: boolean; added?: boolean }> };
    expect(session.plan[0].swappedFrom).toBeTruthy();
    expect(session.plan[0].skipped).toBe(true);
    expect(session.plan.at(-1)?.added).toBe(true);
    // The unit is remembered: the next page shows lbs.
    await page.reload();
    await expect(page.getByLabel("Set 1 weight (lbs)")).toHaveValue("30");
  });

  test("discarding a workout deletes it and its sets", async ({ page, request }) => {
    await newUser(page, "discard");
    const workoutId = await templateWorkoutId(request);
    await page.goto(`/train/start?workout=${workoutId}`);
    await expect(page).toHaveURL(/\/train\/[a-z0-9]{15}$/);
    const sessionId = sessionIdFrom(page);
    await logSet(page, 1, 60, 5);
    await expectSaved(page);
    const { token } = await auth(page);
    expect(await setsOfSession(request, token, sessionId)).toHaveLength(1);
    await page.getByRole("button", { name: "Discard workout" }).click();
    await page.getByRole("button", { name: "Delete workout" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("No workouts yet")).toBeVisible();
    await expect.poll(async () => (await apiList(request, token, "/api/collections/workout_sessions/records")).totalItems).toBe(0);
    expect(await setsOfSession(request, token, sessionId)).toEqual([]);
  });

  test("timed sets read as time: on the workout page and while logging", async ({ page, request }) => {
    const workoutId = await templateWorkoutId(request, "Low-Impact Cardio");
    await page.goto(`/workouts/${workoutId}`);
    const row = page.getByTestId("detail-exercise").filter({ hasText: "Stationary Bike Steady Ride" });
    await expect(row).toContainText("1 set × 15 min");
    await expect(row).not.toContainText("reps");

    await newUser(page, "timed");
    await page.goto(`/train/start?workout=${workoutId}`);
    await expect(page).toHaveURL(/\/train\/[a-z0-9]{15}$/);
    await page.getByRole("button", { name: /Stationary Bike Steady Ride/ }).click();
    const current = page.getByRole("region", { name: "Stationary Bike Steady Ride" });
    await expect(current).toContainText("Target: 1 × 15 min");
    await expect(page.getByLabel("Set 1 minutes")).toHaveValue("15");
    await page.getByRole("button", { name: /Step Jack/ }).click();
    await expect(page.getByRole("region", { name: "Step Jack" })).toContainText("Target: 3 × 30 s");
    await expect(page.getByLabel("Set 1 seconds")).toHaveValue("30");
  });
});
