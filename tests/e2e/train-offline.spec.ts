import { expect, test } from "@playwright/test";
import { auth, get, expectSaved, logSet, newUser, sessionIdFrom, setsOfSession, templateWorkoutId } from "./train-helpers";

/**
 * A session survives a lost connection: changes are kept on the device and
 * sent when the server answers again, and nothing is stored twice.
 */
test.describe("training without a connection", () => {
  test("offline mid-session: sets logged offline are stored exactly once when back online", async ({ page, request }) => {
    await newUser(page, "offline");
    const workoutId = await templateWorkoutId(request);
    await page.goto(`/train/start?workout=${workoutId}`);
    await expect(page).toHaveURL(/\/train\/[a-z0-9]{15}$/);
    const sessionId = sessionIdFrom(page);
    const { token } = await auth(page);

    await logSet(page, 1, 60, 6);
    await expectSaved(page);

    await page.context().setOffline(true);
    await logSet(page, 2, 60, 6);
    await logSet(page, 3, 62.5, 5);
    await page.getByLabel("Set 2 reps").fill("5"); // an edit of a set still waiting to be sent
    await expect(page.getByTestId("sync-status")).toContainText(/Offline: \d+ changes? saved on this device/, { timeout: 15_000 });
    expect(await setsOfSession(request, token, sessionId)).toHaveLength(1); // the server has only what it got

    // Finishing offline works too.
    await page.getByRole("button", { name: "Finish Workout" }).click();
    await page.getByRole("button", { name: "Finish anyway" }).click();
    await expect(page.getByText("Workout complete")).toBeVisible();
    await expect(page.getByTestId("sync-status")).toContainText("Offline");

    await page.context().setOffline(false);
    await expectSaved(page);
    const sets = await setsOfSession(request, token, sessionId);
    expect(sets.map((s) => [s.setNumber, s.weight, s.reps, s.completed])).toEqual([
      [1, 60, 6, true],
      [2, 60, 5, true],
      [3, 62.5, 5, true],
    ]);
    const session = await (await get(request, `/api/collections/workout_sessions/records/${sessionId}`, token)).json();
    expect(session.status).toBe("completed");
    expect(session.totalVolume).toBe(Math.round((60 * 6 + 60 * 5 + 62.5 * 5) / 0.45359237));
  });

  test("an answer lost on the way back: the retried create stores the set once", async ({ page, request }) => {
    await newUser(page, "lost");
    const workoutId = await templateWorkoutId(request);
    await page.goto(`/train/start?workout=${workoutId}`);
    await expect(page).toHaveURL(/\/train\/[a-z0-9]{15}$/);
    const sessionId = sessionIdFrom(page);
    const { token } = await auth(page);

    const creates: string[] = [];
    let dropped = false;
    await page.route("**/api/collections/workout_sets/records", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      creates.push(route.request().postDataJSON().id);
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch(); // the server stores it...
      await route.abort("connectionreset"); // ...but the browser never hears back
    });
    const patches = page.waitForRequest((r) => r.method() === "PATCH" && r.url().includes("/api/collections/workout_sets/records/"));
    await logSet(page, 1, 80, 5);
    await patches; // the retry found the id taken and sent the same values as an update
    await expectSaved(page);
    expect(creates.length).toBe(2);
    expect(creates[0]).toBe(creates[1]); // the same client-made id both times
    const sets = await setsOfSession(request, token, sessionId);
    expect(sets).toHaveLength(1);
    expect(sets[0]).toMatchObject({ id: creates[0], weight: 80, reps: 5, completed: true });
  });

  test("server unreachable across a reload: the device keeps the session and sends it later", async ({ page, request }) => {
    await newUser(page, "down");
    const workoutId = await templateWorkoutId(request);
    await page.goto(`/train/start?workout=${workoutId}`);
    await expect(page).toHaveURL(/\/train\/[a-z0-9]{15}$/);
    const sessionId = sessionIdFrom(page);
    const { token } = await auth(page);

    // The API stops answering (the page itself still loads, as from a cache).
    await page.route("**/api/**", (route) => route.abort("connectionrefused"));
    await logSet(page, 1, 40, 10);
    await logSet(page, 2, 40, 9);
    await expect(page.getByTestId("sync-status")).toContainText("Offline", { timeout: 15_000 });
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Set 1 done" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Set 2 done" })).toBeChecked();
    await expect(page.getByLabel("Set 2 reps")).toHaveValue("9");
    expect(await setsOfSession(request, token, sessionId)).toEqual([]);

    await page.unroute("**/api/**");
    // The next retry (or the next change) sends the queue.
    await logSet(page, 3, 40, 8);
    await expectSaved(page);
    const sets = await setsOfSession(request, token, sessionId);
    expect(sets.map((s) => [s.setNumber, s.reps])).toEqual([
      [1, 10],
      [2, 9],
      [3, 8],
    ]);
  });
});
