import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers";

/** Totals straight from the record API, so the expectations follow the catalogue, not a constant. */
async function count(request: APIRequestContext, filter = ""): Promise<number> {
  const q = filter ? `&filter=${encodeURIComponent(filter)}` : "";
  return (await (await request.get(`/api/collections/exercises/records?perPage=1&fields=id${q}`)).json()).totalItems;
}

async function lookupId(request: APIRequestContext, collection: string, name: string): Promise<string> {
  const body = await (await request.get(`/api/collections/${collection}/records?filter=${encodeURIComponent(`name = '${name}'`)}`)).json();
  return body.items[0].id;
}

const found = (page: Page) => page.getByTestId("found-count");
const cards = (page: Page) => page.getByTestId("exercise-card");

test.describe("exercise library", () => {
  test("arrives with its first screen in the HTML: lookups, total and page 1, no API request", async ({ page, request }) => {
    const asked: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/") && !r.url().includes("/api/realtime")) asked.push(r.url());
    });
    const total = await count(request);
    const first = (await (await request.get("/api/collections/exercises/records?perPage=1&sort=name&fields=name")).json()).items[0].name as string;
    const response = await page.goto("/exercises?muscles=chest");
    const html = await response!.text();
    expect(html).toContain(`${total} exercises with instructions`);
    const chest = await lookupId(request, "muscles", "chest");
    await expect(found(page)).toHaveText(`${await count(request, `primaryMuscles ~ '${chest}'`)} exercises found`);
    await expect(cards(page).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    // Without a filter, the first exercise by name is in the HTML itself.
    const plain = await (await request.get("/exercises")).text();
    expect(plain).toContain(first.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
  });

  test("'Popular' is ranked by the server: one request per page, most used first", async ({ page, request }) => {
    const used = (await (await request.get("/api/exercises/popularity")).json()).items as Array<{ id: string; workouts: number; sessions: number }>;
    const most = used[0].workouts + used[0].sessions;
    const leaders = used.filter((u) => u.workouts + u.sessions === most);
    await page.goto("/exercises");
    await expect(cards(page)).toHaveCount(24);
    const asked: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/") && !r.url().includes("/api/realtime")) asked.push(new URL(r.url()).pathname);
    });
    await page.getByLabel("Sort by").selectOption("popularity");
    await expect(page).toHaveURL(/sort=popularity/);
    await expect(cards(page)).toHaveCount(24);
    expect(asked).toEqual(["/api/exercises/popular"]);
    // The most used exercise leads (ties by name).
    const names = await Promise.all(leaders.map(async (u) => (await (await request.get(`/api/collections/exercises/records/${u.id}?fields=name`)).json()).name as string));
    const firstCard = (await cards(page).first().textContent()) ?? "";
    expect(names.some((name) => firstCard.includes(name))).toBe(true);
  });

  test("header total, first page of 24, filters change the results and the address", async ({ page, request }) => {
    const total = await count(request);
    await page.goto("/exercises");
    await expect(page.getByRole("heading", { name: "Exercise Library", level: 1 })).toBeVisible();
    await expect(page.getByTestId("exercise-total")).toContainText(String(total));
    await expect(found(page)).toHaveText(`${total} exercises found`);
    await expect(cards(page)).toHaveCount(24);

    const chest = await lookupId(request, "muscles", "chest");
    await page.locator("#side-Primary-chest").check();
    await expect(page).toHaveURL(/[?&]muscles=chest(&|$)/);
    const chestCount = await count(request, `primaryMuscles ~ '${chest}'`);
    expect(chestCount).toBeLessThan(total);
    await expect(found(page)).toHaveText(`${chestCount} exercises found`);
    await expect(page.getByRole("heading", { name: "Filters (1)" })).toBeVisible();

    await page.getByRole("button", { name: "Beginner 1-3" }).click();
    await expect(page).toHaveURL(/difficulty=1-3/);
    await expect(found(page)).toHaveText(`${await count(request, `primaryMuscles ~ '${chest}' && difficultyLevel >= 1 && difficultyLevel <= 3`)} exercises found`);
    await expect(page.getByRole("heading", { name: "Filters (2)" })).toBeVisible();

    await page.getByLabel("Sort by").selectOption("difficulty");
    await expect(page).toHaveURL(/sort=difficulty/);
    await page.getByRole("button", { name: "Compact" }).click();
    await expect(page).toHaveURL(/view=compact/);
    await expect(page.getByTestId("exercise-list")).toHaveAttribute("data-view", "compact");

    await page.getByRole("button", { name: "Clear all" }).first().click();
    await expect(found(page)).toHaveText(`${total} exercises found`);
    await expect(page).toHaveURL(/\/exercises\?sort=difficulty&view=compact$/);
  });

  test("Push, Pull and Legs select their muscle groups; advanced groups reach the filter", async ({ page }) => {
    await page.goto("/exercises");
    await page.getByRole("group", { name: "Quick muscle selection" }).getByRole("button", { name: "Push" }).click();
    await expect(page).toHaveURL(/muscles=chest,front_delts,side_delts,triceps/);
    await expect(page.locator("#side-Primary-triceps")).toBeChecked();
    await page.getByRole("group", { name: "Quick muscle selection" }).getByRole("button", { name: "Legs" }).click();
    await expect(page.locator("#side-Primary-quads")).toBeChecked();
    await expect(page.locator("#side-Primary-chest")).not.toBeChecked();

    await page.getByRole("button", { name: "Advanced", exact: true }).click();
    await page.getByRole("group", { name: "Compound or isolation" }).getByRole("button", { name: "Isolation" }).click();
    await expect(page).toHaveURL(/compound=false/);
    await page.getByRole("group", { name: "Compound or isolation" }).getByRole("button", { name: "Isolation" }).click();
    await expect(page).not.toHaveURL(/compound=/);
    await page.getByLabel("No spotter needed").first().check();
    await expect(page).toHaveURL(/spotter=false/);
    await page.locator("#side-Avoid-\\(contraindications\\)-knee_issues").check();
    await expect(page).toHaveURL(/avoid=knee_issues/);
  });

  test("a copied address restores the same view", async ({ page, request }) => {
    const chest = await lookupId(request, "muscles", "chest");
    const expected = await count(request, `(name ~ 'press' || description ~ 'press') && primaryMuscles ~ '${chest}' && difficultyLevel >= 4 && difficultyLevel <= 7`);
    const address = "/exercises?search=press&muscles=chest&difficulty=4-7&sort=difficulty&view=list";
    await page.goto(address);
    await expect(page.getByLabel("Search exercises")).toHaveValue("press");
    await expect(page.locator("#side-Primary-chest")).toBeChecked();
    await expect(page.getByTestId("side-difficulty-value")).toHaveText("4-7");
    await expect(page.getByLabel("Sort by")).toHaveValue("difficulty");
    await expect(page.getByTestId("exercise-list")).toHaveAttribute("data-view", "list");
    await expect(found(page)).toHaveText(`${expected} exercises found`);
    const names = await cards(page).locator("h3").allTextContents();
    const api = await (
      await request.get(`/api/collections/exercises/records?perPage=24&sort=difficultyLevel,name&fields=name&filter=${encodeURIComponent(`(name ~ 'press' || description ~ 'press') && primaryMuscles ~ '${chest}' && difficultyLevel >= 4 && difficultyLevel <= 7`)}`)
    ).json();
    expect(names).toEqual(api.items.map((i: { name: string }) => i.name));
    // A second visit with the same address shows the same thing.
    await page.goto(address);
    await expect(found(page)).toHaveText(`${expected} exercises found`);
  });

  test("infinite scroll loads 24 at a time to the end", async ({ page, request }) => {
    const barbell = await lookupId(request, "equipment", "barbell");
    const expected = await count(request, `equipmentRequired ~ '${barbell}'`);
    expect(expected).toBeGreaterThan(48);
    await page.goto("/exercises?equipment=barbell");
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByTestId("list-end")).toHaveCount(0);
    for (let i = 0; i < 20 && (await page.getByTestId("list-end").count()) === 0; i++) {
      await page.mouse.wheel(0, 20000);
      await page.waitForTimeout(250);
    }
    await expect(page.getByTestId("list-end")).toHaveText(`You've reached the end! ${expected} exercises shown.`);
    await expect(cards(page)).toHaveCount(expected);
  });

  test("popular sort follows real use, and the empty state", async ({ page, request }) => {
    await page.goto("/exercises?sort=popularity");
    await expect(cards(page)).toHaveCount(24);
    const usage = (await (await request.get("/api/exercises/popularity")).json()).items as { id: string; workouts: number; sessions: number }[];
    const top = usage[0];
    const topTotal = top.workouts + top.sessions;
    const firstHref = await cards(page).first().locator("a").getAttribute("href");
    const first = usage.find((u) => `/exercises/${u.id}` === firstHref);
    // Other specs log sessions in parallel: the first card is among the most used, never an unused one.
    expect(first, "the first card has real uses").toBeTruthy();
    expect(first!.workouts + first!.sessions).toBeGreaterThanOrEqual(Math.min(topTotal, usage[Math.min(5, usage.length - 1)].workouts + usage[Math.min(5, usage.length - 1)].sessions));

    await page.getByLabel("Search exercises").fill("zzqqxxnothing");
    await expect(page.getByRole("heading", { name: "No exercises found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters or search term to find more exercises.")).toBeVisible();
    await expect(page).toHaveURL(/search=zzqqxxnothing/);
  });

  test("narrow screens: Filters button with the count opens the drawer", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/exercises");
    await expect(page.locator('aside[aria-labelledby="exercise-filters-title"]')).toBeHidden();
    await page.getByTestId("filters-button").click();
    const drawer = page.getByTestId("filter-drawer");
    await expect(drawer).toBeVisible();
    await drawer.locator("#drawer-Equipment-dumbbells").check();
    await expect(page).toHaveURL(/equipment=dumbbells/);
    await drawer.getByRole("button", { name: /^Show \d+ exercises$/ }).click();
    await expect(page.getByTestId("filters-button")).toHaveText("Filters (1)");
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`library accessibility (${theme}) at 1366 and 390 px`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/exercises");
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    await expect(cards(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("filters-button").click();
    await expect(page.getByTestId("filter-drawer")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
