import { expect, test } from "@playwright/test";
import { DEMO, expectNoSeriousA11yViolations, logIn, register, uniqueEmail } from "./helpers";

test.describe("guard", () => {
  test("a visitor is sent to /login with the original path, before anything renders", async ({ page, request }) => {
    const res = await request.get("/dashboard", { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers()["location"]).toBe("/login?redirect=%2Fdashboard");

    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
  });
});

test.describe("sign-up", () => {
  test("shows every error at once and clears each one when its field is edited", async ({ page }) => {
    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "Create Your Account" })).toBeVisible();
    await page.getByRole("button", { name: "Create Account" }).click();
    const messages = [
      "Name is required",
      "Email is required",
      "Password is required",
      "Please confirm your password",
      "You must accept the terms and conditions",
    ];
    for (const m of messages) await expect(page.getByText(m)).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Full name").fill("A");
    await expect(page.getByText("Name is required")).toHaveCount(0);
    for (const m of messages.slice(1)) await expect(page.getByText(m)).toBeVisible();

    await page.getByLabel("Email").fill("not-an-address");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm password").fill("different");
    await expect(page.getByText("Email is required")).toHaveCount(0);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page.getByText("You must accept the terms and conditions")).toBeVisible();
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await expect(page.getByText("You must accept the terms and conditions")).toHaveCount(0);

    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Continue with Facebook" })).toBeDisabled();
    await expect(page.locator("form").getByRole("link", { name: "Log in", exact: true })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expectNoSeriousA11yViolations(page);
  });

  test("creates the account with the chosen plan, signs in and opens the dashboard", async ({ page }) => {
    const email = uniqueEmail("signup");
    await page.route("**/api/collections/users/records", async (route) => {
      await new Promise((r) => setTimeout(r, 400)); // long enough to see the busy label
      await route.continue();
    });
    await page.goto("/register?plan=pro");
    await expect(page.getByTestId("selected-plan")).toHaveText("Selected plan: Pro");
    const created = page.waitForRequest((r) => r.url().endsWith("/api/collections/users/records") && r.method() === "POST");
    await register(page, { name: "Robin Lifter", email, plan: "pro" });
    await expect(page.getByRole("button", { name: "Creating account..." })).toBeDisabled();
    expect((await created).postDataJSON()).toMatchObject({ name: "Robin Lifter", email, plan: "pro", emailVisibility: true });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Robin Lifter");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("pocketbase_auth") ?? "{}"));
    expect(stored.record?.plan).toBe("pro");
  });

  test("an unknown plan value is ignored", async ({ page }) => {
    await page.goto("/register?plan=platinum");
    await expect(page.getByTestId("selected-plan")).toHaveCount(0);
  });

  test("a server field error is shown beside its field", async ({ page }) => {
    await register(page, { name: "Copy Cat", email: DEMO.email });
    const error = page.locator("#email-error");
    await expect(error).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/register$/);
    await page.getByLabel("Email").fill(uniqueEmail("fixed"));
    await expect(error).toHaveCount(0);
  });
});

test.describe("log-in", () => {
  test("requires both fields and reports a wrong password", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page.getByTestId("form-alert")).toHaveText("Please fill in all fields");
    await logIn(page, DEMO.email, "wrong-password-1");
    await expect(page.getByTestId("form-alert")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    await expectNoSeriousA11yViolations(page);
  });

  test("another failure shows its own message", async ({ page }) => {
    await page.route("**/api/collections/users/auth-with-password", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ status: 503, message: "Service is restarting.", data: {} }) }),
    );
    await logIn(page);
    await expect(page.getByTestId("form-alert")).toHaveText("Service is restarting.");
  });

  test("the Demo Account button fills the form and logs in, showing Logging in...", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Demo Account" }).click();
    await expect(page.getByLabel("Email")).toHaveValue(DEMO.email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(DEMO.password);
    await page.route("**/api/collections/users/auth-with-password", async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page.getByRole("button", { name: "Logging in..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(DEMO.name);
  });

  test("honours a same-site redirect and ignores another site's", async ({ page }) => {
    await logIn(page, DEMO.email, DEMO.password, "/login?redirect=%2Fdashboard%3Ffrom%3Dguard");
    await expect(page).toHaveURL(/\/dashboard\?from=guard$/);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    for (const evil of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
      await logIn(page, DEMO.email, DEMO.password, `/login?redirect=${encodeURIComponent(evil)}`);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
    }
  });
});

test.describe("session", () => {
  test("signed in, the header shows one Dashboard link; logout clears both sessions and goes home", async ({ page, context }) => {
    // Its own account: logout ends every session of the user, and other specs sign in as the demo user meanwhile.
    const email = uniqueEmail("logout");
    await register(page, { name: "Logout Tester", email });
    await expect(page).toHaveURL(/\/dashboard$/);
    const names = (await context.cookies()).map((c) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(2); // the SDK's cookie and the httpOnly session cookie

    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Log In" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Start Free", exact: true })).toHaveCount(0);

    await nav.getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByTestId("shell-user-name").first()).toHaveText("Logout Tester");
    await expect(page.getByTestId("shell-user-email").first()).toHaveText(email);
    const copied = (await context.cookies()).find((c) => c.name === "forgefit_session");
    expect(copied).toBeTruthy();
    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Log In" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("pocketbase_auth"))).toBeNull();
    const res = await page.request.get("/dashboard", { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    // The copied cookie, replayed after logout: signed out on the server too.
    await context.addCookies([copied!]);
    const replay = await page.request.get("/dashboard", { maxRedirects: 0 });
    expect(replay.status()).toBe(307);
  });
});
