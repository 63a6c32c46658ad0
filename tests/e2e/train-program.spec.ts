import { expect, test } from "@playwright/test";
import { auth, get, logSet, expectSaved, newUser, sessionIdFrom, shot } from "./train-helpers";

test.describe("following a program", () => {
  test("Start Program makes it active; its next day is scheduled on the dashboard and moves on when done", async ({ page, request }) => {
    await newUser(page, "program");
    const list = await (await get(request, `/api/collections/training_programs/records?filter=${encodeURIComponent("isTemplate = true")}&sort=name&perPage=1&fields=id,name`)).json();
    const program = list.items[0] as { id: string; name: string };

    await expect(page.getByRole("region", { name: "Scheduled Workouts" })).toContainText("No workouts scheduled");
    await page.goto(`/train/start?program=${program.id}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    const scheduled = page.getByRole("region", { name: "Scheduled Workouts" });
    await expect(scheduled).toContainText(program.name);
    await expect(scheduled).toContainText(/Week 1 · Day 1 of \d+/);
    // Day 1 of a program started today falls today.
    await expect(scheduled.getByTestId("next-workout-date")).toHaveText("Planned: Today");
    const start = scheduled.getByRole("link", { name: "Start Workout" });
    await expect(start).toHaveAttribute("href", /^\/train\/start\?programDay=[a-z0-9]{15}$/);
    const firstDay = (await start.getAttribute("href"))!.split("=")[1];
    await scheduled.scrollIntoViewIfNeeded();
    await shot(page, "dashboard-scheduled-1366");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "dashboard-scheduled-390");
    await page.setViewportSize({ width: 1280, height: 720 });

    await start.click();
    await expect(page).toHaveURL(/\/train\/[a-z0-9]{15}$/);
    const sessionId = sessionIdFrom(page);
    await logSet(page, 1, 40, 8);
    await page.getByRole("button", { name: "Finish Workout" }).click();
    await page.getByRole("button", { name: "Finish anyway" }).click();
    await expectSaved(page);
    const { token } = await auth(page);
    const session = await (await get(request, `/api/collections/workout_sessions/records/${sessionId}`, token)).json();
    expect(session.programDay).toBe(firstDay);

    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(scheduled).toContainText(/Week 1 · Day 2 of \d+/);
    // A program workout was done today, so the next one is not today.
    await expect(scheduled.getByTestId("next-workout-date")).toHaveText(/^Planned: (Tomorrow|[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2})$/);
    await expect(scheduled.getByRole("link", { name: "Start Workout" })).not.toHaveAttribute("href", `/train/start?programDay=${firstDay}`);
  });

  // Issue 20 item 6: Start Program confirms, and the program's own page then shows it active with its next workout.
  test("Start Program on a program's page asks first, then shows it active with its next workout", async ({ page, request }) => {
    await newUser(page, "start-control");
    const list = await (await get(request, `/api/collections/training_programs/records?filter=${encodeURIComponent("isTemplate = true")}&sort=name&perPage=2&fields=id,name`)).json();
    const [first, second] = list.items as { id: string; name: string }[];

    await page.goto(`/programs/${first.id}`);
    await page.getByRole("button", { name: "Start Program" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`Start ${first.name}?`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Start Program" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes, start it" }).click();
    const active = page.getByTestId("program-active");
    await expect(active).toContainText("Your active program");
    await expect(active).toContainText(/Week 1 · Day 1 of \d+/);
    await expect(active.getByTestId("next-workout-date")).toHaveText("Planned: Today");
    await expect(active.getByRole("link", { name: "Start Workout" })).toHaveAttribute("href", /^\/train\/start\?programDay=[a-z0-9]{15}$/);
    await page.screenshot({ path: "test-results/program-active-1366.png" });

    // Another program says what it replaces.
    await page.goto(`/programs/${second.id}`);
    await page.getByRole("button", { name: "Start Program" }).click();
    await expect(page.getByRole("alertdialog")).toContainText(`It replaces ${first.name} as your active program`);
  });

  test("a visitor is asked to log in before a program becomes active", async ({ page }) => {
    await page.goto("/train/start?program=abc123");
    await expect(page).toHaveURL(/\/login\?redirect=%2Ftrain%2Fstart%3Fprogram%3Dabc123$/);
  });
});
