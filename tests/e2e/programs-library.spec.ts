import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, register, uniqueEmail, waitForHydration } from "./helpers";

const SEEDED = 9;

async function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId("program-card").getByRole("heading", { level: 2 }).allTextContents();
}

async function openLibrary(page: Page) {
  await page.goto("/programs");
  await expect(page.getByTestId("program-card").first()).toBeVisible();
}

/** Filters live in the desktop sidebar. */
const sidebar = (page: Page) => page.getByRole("complementary", { name: "Filters" });

async function signUpViaApi(request: APIRequestContext): Promise<{ id: string; token: string }> {
  const email = uniqueEmail("popular");
  const password = "Sturdy-pass-9";
  const created = await request.post("/api/collections/users/records", { data: { email, password, passwordConfirm: password, name: "Popular" } });
  expect(created.ok()).toBe(true);
  const auth = await request.post("/api/collections/users/auth-with-password", { data: { identity: email, password } });
  const body = await auth.json();
  return { id: body.record.id, token: body.token };
}

test.describe("programs library", () => {
  test("lists the public programs as cards that open the detail page, straight from the page's HTML", async ({ page }) => {
    // Issue 22: the first view's programs and their session counts come with the page; the browser asks the API for none of it.
    const asked: string[] = [];
    page.on("request", (r) => {
      if (/\/api\/(collections\/training_programs|programs\/popularity)/.test(r.url())) asked.push(r.url());
    });
    const response = await page.goto("/programs");
    expect(await response!.text()).toContain("Upper/Lower 4x/Week");
    await expect(page.getByTestId("program-card").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    await expect(page.getByRole("heading", { level: 1, name: "Training Programs" })).toBeVisible();
    await expect(page.getByTestId("program-count")).toHaveText(`${SEEDED} programs found`);
    await expect(page.getByTestId("program-card")).toHaveCount(SEEDED);
    const card = page.getByTestId("program-card").filter({ hasText: "Upper/Lower 4x/Week" });
    for (const text of ["Intermediate", "Weeks12", "Days / week4", "Hypertrophy, Strength", "Upper/Lower", "ForgeFit Coaching Team"]) await expect(card).toContainText(text);
    // Figures in the hero come from the list, not from marketing copy.
    const figures = page.getByLabel("Library figures");
    await expect(figures).toContainText(`${SEEDED}Programs`);
    await expect(figures).toContainText("8-12Weeks");
    await card.click();
    await expect(page).toHaveURL(/\/programs\/[a-z0-9]{15}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upper/Lower 4x/Week");
  });

  test("sends every filter to the API and shows only matching programs", async ({ page }) => {
    await openLibrary(page);
    const filterOf = async (action: () => Promise<void>) => {
      const req = page.waitForRequest((r) => r.url().includes("/api/collections/training_programs/records"));
      await action();
      return new URL((await req).url()).searchParams.get("filter") ?? "";
    };
    expect(await filterOf(() => sidebar(page).getByRole("group", { name: "Experience level" }).getByText("Beginner").click())).toBe("experienceLevel.name ?= 'beginner'");
    await expect(page.getByTestId("program-count")).toHaveText("5 programs found");
    for (const card of await page.getByTestId("program-card").all()) await expect(card).toContainText("Beginner");

    expect(await filterOf(() => sidebar(page).getByRole("group", { name: "Goal" }).getByText("General Fitness").click())).toContain("primaryGoal.name ?= 'general_fitness'");
    await expect(page.getByTestId("program-count")).toHaveText("4 programs found");

    expect(await filterOf(() => sidebar(page).getByRole("group", { name: "Days per week" }).getByText("3 days").click())).toContain("trainingDaysPerWeek = 3");
    for (const card of await page.getByTestId("program-card").all()) await expect(card).toContainText("Days / week3");

    expect(await filterOf(() => sidebar(page).getByRole("group", { name: "Program type" }).getByText("Bodyweight").click())).toContain("programType ?= 'bodyweight'");
    await expect.poll(() => cardNames(page)).toEqual(["Bodyweight Anywhere"]);

    await sidebar(page).getByRole("button", { name: "Clear All" }).click();
    await expect(page.getByTestId("program-count")).toHaveText(`${SEEDED} programs found`);
    expect(await filterOf(() => sidebar(page).getByRole("group", { name: "Duration" }).getByText("13+ weeks").click())).toBe("durationWeeks >= 13");
    await expect(page.getByRole("heading", { name: "No programs found" })).toBeVisible();
    await page.getByRole("button", { name: "Clear search and filters" }).click();
    await expect(page.getByTestId("program-card")).toHaveCount(SEEDED);
  });

  test("searches name and description", async ({ page }) => {
    await openLibrary(page);
    await page.getByRole("searchbox", { name: "Search programs" }).fill("dumbbell");
    await expect(page.getByTestId("program-count")).toHaveText("1 program found");
    expect(await cardNames(page)).toEqual(["Home Dumbbell Builder"]);
    await page.getByRole("searchbox", { name: "Search programs" }).fill("zzzz-no-such-program");
    await expect(page.getByRole("heading", { name: "No programs found" })).toBeVisible();
  });

  test("sorts by name, duration and newest", async ({ page, request }) => {
    await openLibrary(page);
    const sort = page.getByLabel("Sort by");
    await expect(sort.locator("option")).toHaveText(["Most Popular", "Newest First", "Name (A-Z)", "Duration"]);
    await expect(sort).toHaveValue("popular");
    await waitForHydration(sort);
    await sort.selectOption({ label: "Name (A-Z)" });
    await expect
      .poll(() => cardNames(page))
      .toEqual([
        "12-Week Strength Block",
        "Athletic Power",
        "Back-Friendly Strength",
        "Beginner Full Body 3x/Week",
        "Bodyweight Anywhere",
        "Fat Loss Conditioning",
        "Home Dumbbell Builder",
        "Push/Pull/Legs 6x/Week",
        "Upper/Lower 4x/Week",
      ]);
    const req = page.waitForRequest((r) => r.url().includes("sort=durationWeeks"));
    await sort.selectOption({ label: "Duration" });
    await req;
    await expect.poll(async () => (await page.getByTestId("program-card").allTextContents()).map((t) => Number(/Weeks(\d+)/.exec(t)?.[1]))).toEqual([8, 8, 8, 8, 8, 8, 12, 12, 12]);
    await sort.selectOption({ label: "Newest First" });
    const api = await request.get("/api/collections/training_programs/records", { params: { sort: "-created", perPage: "50", fields: "name" } });
    const newest = ((await api.json()).items as { name: string }[]).map((i) => i.name);
    await expect.poll(() => cardNames(page)).toEqual(newest);
  });

  test("Most Popular orders by real sessions on each program's days", async ({ page, request }) => {
    const user = await signUpViaApi(request);
    const headers = { Authorization: user.token };
    const list = await request.get("/api/collections/training_programs/records", {
      headers,
      params: { filter: "name = 'Athletic Power'", expand: "program_weeks_via_trainingProgram.program_days_via_programWeek" },
    });
    const program = (await list.json()).items[0];
    const days = program.expand.program_weeks_via_trainingProgram.flatMap((w: { expand: { program_days_via_programWeek: { id: string; isRestDay: boolean }[] } }) =>
      w.expand.program_days_via_programWeek.filter((d) => !d.isRestDay),
    );
    for (const day of days.slice(0, 3)) {
      const r = await request.post("/api/collections/workout_sessions/records", { headers, data: { user: user.id, programDay: day.id, startedAt: new Date().toISOString(), durationMinutes: 40 } });
      expect(r.ok()).toBe(true);
    }
    await openLibrary(page);
    await expect(page.getByLabel("Sort by")).toHaveValue("popular");
    await expect.poll(async () => (await cardNames(page))[0]).toBe("Athletic Power");
    await expect(page.getByTestId("program-card").first().getByTestId("card-sessions")).toHaveText("3");
    await page.getByLabel("Sort by").selectOption({ label: "Name (A-Z)" });
    await expect.poll(async () => (await cardNames(page))[0]).toBe("12-Week Strength Block");
  });

  test("switches between grid and list", async ({ page }) => {
    await openLibrary(page);
    const list = page.getByRole("list", { name: "Programs" });
    await expect(list).toHaveAttribute("data-view", "grid");
    await expect(page.getByRole("button", { name: "Grid" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "List" }).click();
    await expect(list).toHaveAttribute("data-view", "list");
    await expect(page.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  });

  test("shows the loading and error states when a new view cannot load", async ({ page }) => {
    let fail = true;
    // The first view comes with the page; a new sort is the browser's own request.
    await openLibrary(page);
    await page.route(/\/api\/collections\/training_programs\/records/, async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      if (fail) await route.fulfill({ status: 500, json: { status: 500, message: "Something went wrong while processing your request.", data: {} } });
      else await route.continue();
    });
    await page.getByLabel("Sort by").selectOption({ label: "Name (A-Z)" });
    await expect(page.getByText("Loading programs...").first()).toBeVisible();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("Unable to load programs", { timeout: 30_000 });
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("program-card")).toHaveCount(SEEDED);
  });

  test("on a phone the filters open in a slide-over with Clear All and Apply Filters", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLibrary(page);
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole("button", { name: "Filters" }).click();
    const dialog = page.getByRole("dialog", { name: "Filters" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("group", { name: "Experience level" }).getByText("Advanced").click();
    // Nothing is applied until Apply Filters.
    await expect(page.getByTestId("program-count")).toHaveText(`${SEEDED} programs found`);
    await dialog.getByRole("button", { name: "Apply Filters" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("program-count")).toHaveText("2 programs found");
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeFocused();
    await page.getByRole("button", { name: "Filters (1)" }).click();
    await dialog.getByRole("button", { name: "Clear All" }).click();
    await dialog.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page.getByTestId("program-count")).toHaveText(`${SEEDED} programs found`);
    await page.getByRole("button", { name: "Filters" }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test("a signed-in user also sees their own programs", async ({ page }) => {
    await register(page, { name: "Own Programs", email: uniqueEmail("ownprog") });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/program-builder");
    await page.getByRole("navigation", { name: "Configuration sections" }).getByRole("button", { name: "Advanced Settings" }).click();
    await page.getByRole("button", { name: "Generate Program" }).click();
    await page.getByRole("button", { name: "Confirm & Generate" }).click();
    await expect(page.getByText("Program generated successfully!")).toBeVisible({ timeout: 30_000 });
    await page.getByRole("link", { name: "View All Programs" }).click();
    await expect(page.getByTestId("program-count")).toHaveText(`${SEEDED + 1} programs found`);
    await expect(page.getByTestId("program-card").filter({ hasText: "Yours" })).toHaveCount(1);
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`has no serious accessibility violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openLibrary(page);
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("button", { name: "Filters" }).click();
      await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
