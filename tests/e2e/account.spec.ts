import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, logIn, register, uniqueEmail } from "./helpers";

/** Issue 20 item 9: everything a user expects of an account, in a real browser. */
const PASSWORD = "Sturdy-pass-9";

test.describe("account page", () => {
  test("a visitor is sent to log in and comes back", async ({ page }) => {
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  });

  test("name and unit, e-mail and password changes, each with the server's answer", async ({ page }) => {
    const email = uniqueEmail("account");
    await register(page, { name: "Account Tester", email });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByTestId("app-sidebar").getByRole("link", { name: "Account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();

    const profile = page.getByRole("region", { name: "Profile" });
    await profile.getByLabel("Name").fill("Renamed Tester");
    await profile.getByLabel("lbs").check();
    await expect(profile.getByLabel("Time zone")).toHaveValue(""); // the device's, until chosen
    await profile.getByLabel("Time zone").selectOption("Asia/Tokyo");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expect(profile.getByRole("status")).toHaveText("Saved.");
    await expect(page.getByTestId("app-sidebar").getByTestId("shell-user-name")).toHaveText("Renamed Tester");
    await page.reload();
    await expect(page.getByRole("region", { name: "Profile" }).getByLabel("Time zone")).toHaveValue("Asia/Tokyo");

    const emailForm = page.getByRole("region", { name: "E-mail" });
    const newEmail = uniqueEmail("account-new");
    await emailForm.getByLabel("New e-mail").fill(newEmail);
    await emailForm.getByLabel("Current password").fill("not-my-password");
    await emailForm.getByRole("button", { name: "Change e-mail" }).click();
    await expect(emailForm.getByText("Missing or invalid old password.")).toBeVisible();
    await emailForm.getByLabel("Current password").fill(PASSWORD);
    await emailForm.getByRole("button", { name: "Change e-mail" }).click();
    await expect(emailForm.getByRole("status")).toHaveText("E-mail changed.");
    await expect(emailForm).toContainText(`You sign in with ${newEmail}`);

    const passwordForm = page.getByRole("region", { name: "Password" });
    await passwordForm.getByLabel("Current password").fill(PASSWORD);
    await passwordForm.getByLabel("New password", { exact: true }).fill("Changed-pass-word-8");
    await passwordForm.getByLabel("Confirm new password").fill("Changed-pass-word-8");
    await passwordForm.getByRole("button", { name: "Change password" }).click();
    await expect(passwordForm.getByRole("status")).toContainText("Password changed");
    // This device stays signed in: the guarded dashboard still opens, greeting the new name.
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Renamed Tester");
    await expect(page.getByTestId("recent-workouts").or(page.getByText("No workouts yet"))).toBeVisible();

    await page.getByTestId("app-sidebar").getByRole("button", { name: "Logout" }).click();
    await logIn(page, newEmail, PASSWORD);
    await expect(page.getByTestId("form-alert")).toHaveText("Invalid email or password");
    await logIn(page, newEmail, "Changed-pass-word-8");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("exports everything as JSON (no password hash) and deletes the account with its data", async ({ page }) => {
    const email = uniqueEmail("export");
    await register(page, { name: "Export Tester", email });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/account");
    const data = page.getByRole("region", { name: "Your data" });
    const [file] = await Promise.all([page.waitForEvent("download"), data.getByRole("button", { name: "Export all (JSON)" }).click()]);
    const exported = JSON.parse(fs.readFileSync(await file.path(), "utf8"));
    expect(exported.account.email).toBe(email);
    expect(JSON.stringify(exported)).not.toMatch(/passwordHash|tokenKey|password_hash/);
    expect(Object.keys(exported)).toEqual(expect.arrayContaining(["workouts", "trainingPrograms", "workoutSessions", "workoutSets"]));
    const [csv] = await Promise.all([page.waitForEvent("download"), data.getByRole("button", { name: "Export training log (CSV)" }).click()]);
    expect(fs.readFileSync(await csv.path(), "utf8")).toMatch(/^date,workout,session_id/);

    await page.screenshot({ path: "test-results/account-1366-light.png", fullPage: true });
    await expectNoSeriousA11yViolations(page);

    const danger = page.getByRole("region", { name: "Delete account" });
    await danger.getByRole("button", { name: "Delete my account and data" }).click();
    await expect(danger.getByText('Type "delete my account" to confirm').last()).toBeVisible();
    await danger.getByLabel('Type "delete my account" to confirm').fill("delete my account");
    await danger.getByRole("button", { name: "Delete my account and data" }).click();
    await expect(page).toHaveURL(/\/\?account=deleted$/);
    await logIn(page, email, PASSWORD);
    await expect(page.getByTestId("form-alert")).toHaveText("Invalid email or password");
  });

  test("at 390 px in dark mode the page fits and passes axe", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: "dark" });
    await register(page, { name: "Narrow Tester", email: uniqueEmail("narrow") });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/account");
    await expect(page.getByRole("region", { name: "Delete account" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "test-results/account-390-dark.png", fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
});
