import { expect, test } from "@playwright/test";
import { logIn, register, uniqueEmail } from "./helpers";
import { auth, get, logSet, sessionIdFrom, setsOfSession, shot, templateWorkoutId } from "./train-helpers";

test.use({ timezoneId: "UTC" });

/**
 * Live sync across devices (issue 23 point 5), as two browser contexts of one
 * user: a workout started on the "phone" shows on the "desktop" dashboard and
 * grows as sets are logged, without a reload; the same live session open on
 * both follows whichever logs a set, and no set is ever stored twice.
 */
test("a workout on one device shows live on the other: dashboard, then the same session both ways", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("livesync");
  const password = "Sturdy-pass-9";
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const desktopContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const phone = await phoneContext.newPage();
  const desktop = await desktopContext.newPage();

  await register(phone, { name: "Two Devices", email, password });
  await expect(phone).toHaveURL(/\/dashboard$/);
  await logIn(desktop, email, password);
  await expect(desktop).toHaveURL(/\/dashboard$/);
  await expect(desktop.getByText("No workouts yet")).toBeVisible();

  // The phone starts a workout: the desktop's dashboard shows it in progress, no reload.
  await phone.goto(`/train/start?workout=${await templateWorkoutId(request)}`);
  await expect(phone).toHaveURL(/\/train\/[a-z0-9]{15}$/);
  const sessionId = sessionIdFrom(phone);
  const recent = desktop.getByTestId("recent-workouts");
  await expect(recent).toContainText("In progress", { timeout: 5_000 });
  await expect(desktop.getByTestId("logged-sets")).toHaveText("0 sets logged");

  // Sets logged on the phone count up on the desktop.
  await logSet(phone, 1, 60, 6);
  await expect(desktop.getByTestId("logged-sets")).toHaveText("1 set logged", { timeout: 5_000 });
  await logSet(phone, 2, 62.5, 5);
  await expect(desktop.getByTestId("logged-sets")).toHaveText("2 sets logged", { timeout: 5_000 });
  // 60 × 6 + 62.5 × 5 = 672.5 kg, printed rounded.
  await expect(recent).toContainText("673 kg volume");
  await shot(desktop, "live-sync-dashboard");

  // The desktop opens the same session; then each device follows the other's sets.
  await desktop.getByRole("link", { name: "Resume" }).click();
  await expect(desktop).toHaveURL(new RegExp(`/train/${sessionId}$`));
  await expect(desktop.getByRole("checkbox", { name: "Set 2 done" })).toBeChecked();
  await logSet(phone, 3, 62.5, 5);
  await expect(desktop.getByRole("checkbox", { name: "Set 3 done" })).toBeChecked({ timeout: 5_000 });
  await expect(desktop.getByLabel("Set 3 weight (kg)")).toHaveValue("62.5");
  await logSet(desktop, 4, 65, 4);
  await expect(phone.getByRole("checkbox", { name: "Set 4 done" })).toBeChecked({ timeout: 5_000 });
  await expect(phone.getByLabel("Set 4 weight (kg)")).toHaveValue("65");
  await shot(phone, "live-sync-phone");
  await shot(desktop, "live-sync-desktop");

  // Unticking on the phone a set the desktop logged updates that one record: four sets, once each.
  await phone.getByRole("checkbox", { name: "Set 4 done" }).uncheck();
  await expect(desktop.getByRole("checkbox", { name: "Set 4 done" })).not.toBeChecked({ timeout: 5_000 });
  const { token } = await auth(phone);
  await expect
    .poll(async () => (await setsOfSession(request, token, sessionId)).map((s) => [s.setNumber, s.completed]), { timeout: 10_000 })
    .toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
  await phoneContext.close();
  await desktopContext.close();
});

test("a program started on one device is scheduled on the other's dashboard without a reload", async ({ browser, request }) => {
  const email = uniqueEmail("livesync-program");
  const password = "Sturdy-pass-9";
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const desktopContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  const desktop = await desktopContext.newPage();
  await register(phone, { name: "Program Elsewhere", email, password });
  await expect(phone).toHaveURL(/\/dashboard$/);
  await logIn(desktop, email, password);
  await expect(desktop).toHaveURL(/\/dashboard$/);
  const scheduled = desktop.getByRole("region", { name: "Scheduled Workouts" });
  await expect(scheduled).toContainText("No workouts scheduled");

  const list = await (await get(request, `/api/collections/training_programs/records?filter=${encodeURIComponent("isTemplate = true")}&sort=name&perPage=1&fields=id,name`)).json();
  const program = list.items[0] as { id: string; name: string };
  await phone.goto(`/train/start?program=${program.id}`);
  await expect(phone).toHaveURL(/\/dashboard$/);
  await expect(scheduled).toContainText(program.name, { timeout: 5_000 });
  await expect(scheduled).toContainText(/Week 1 · Day 1 of \d+/);
  await phoneContext.close();
  await desktopContext.close();
});
