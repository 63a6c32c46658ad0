import { expect, test, type APIRequestContext } from "@playwright/test";
import { variationSnippet } from "../../lib/training/exercise-detail";
import { expectNoSeriousA11yViolations } from "./helpers";

async function exerciseByName(request: APIRequestContext, name: string) {
  const body = await (await request.get(`/api/collections/exercises/records?filter=${encodeURIComponent(`name = '${name}'`)}&expand=variations`)).json();
  return body.items[0] as { id: string; tips: string[]; mistakes: string[]; variations: string[]; expand: { variations: Array<{ exercise1: string; exercise2: string; text_exercise_1_to_2: string; text_exercise_2_to_1: string }> } };
}

// No "Demonstration" section: the seeded exercises have no photos or video, and the figure drawn
// from the data (body map, movement, equipment) stands in for them instead of a "coming soon" box.
const SECTIONS = [
  "Muscle Activation",
  "Step-by-Step Instructions",
  "Common Mistakes",
  "Progression Tips",
  "Variations",
  "Setup Guide",
  "Movement Tempo",
  "Safety and Precautions",
  "Programming Parameters",
  "Related Exercises",
];

test.describe("exercise detail", () => {
  test("arrives with the exercise in its HTML, not a loading state", async ({ page, request }) => {
    const bench = await exerciseByName(request, "Barbell Bench Press");
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes(`/api/collections/exercises/records/${bench.id}`)) asked.push(r.url());
    });
    const html = await (await page.goto(`/exercises/${bench.id}`))!.text();
    expect(html).toContain("Barbell Bench Press</h1>");
    expect(html).toContain("Muscle Activation");
    await expect(page.getByTestId("exercise-detail").getByRole("heading", { level: 1 })).toHaveText("Barbell Bench Press");
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
  });

  test("every section renders in order for an exercise with tips, mistakes and variations", async ({ page, request }) => {
    const bench = await exerciseByName(request, "Barbell Bench Press");
    expect(bench.tips.length).toBeGreaterThan(0);
    expect(bench.mistakes.length).toBeGreaterThan(0);
    expect(bench.variations.length).toBeGreaterThan(0);
    await page.goto(`/exercises/${bench.id}`);
    await expect(page.getByRole("heading", { name: "Barbell Bench Press", level: 1 })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs).toContainText("Exercises");
    await expect(crumbs).toContainText("Strength");
    await expect(page.getByTestId("description").locator("li")).toHaveCount(2);
    await expect(page.getByTestId("description").locator("strong")).toHaveText("chest");
    await expect(page.getByTestId("tags")).toContainText("Compound Movement");
    await expect(page.getByTestId("tags")).toContainText("Spotter Required");
    await expect(page.getByTestId("usage-figures")).toContainText(/Used in \d+ saved workouts? and \d+ logged sessions?/);
    await expect(page.getByTestId("usage-figures")).toContainText("Updated");
    await expect(page.getByTestId("stat-card")).toHaveCount(4);
    await expect(page.getByText("coming soon")).toHaveCount(0);
    const facts = page.getByTestId("exercise-figure-facts");
    await expect(facts).toContainText(/Movement\s*Push/);
    await expect(facts).toContainText("Barbell");
    await expect(page.locator('[data-region="chest"]').first()).toHaveAttribute("data-intensity", "5");
    await expect(page.locator('[data-region="triceps"]').first()).toHaveAttribute("data-intensity", "3");
    const headings = await page.locator("article section > h2").allTextContents();
    expect(headings).toEqual(SECTIONS);
    const steps = page.locator("#instructions ol > li");
    expect(await steps.count()).toBeGreaterThan(0);
    expect(await steps.count()).toBeLessThanOrEqual(6);
    await expect(page.getByTestId("mistake")).toHaveCount(bench.mistakes.length);
    await expect(page.getByTestId("mistake").first()).toContainText(/Critical|High|Medium|Low/);
    await expect(page.getByTestId("tip")).toHaveCount(bench.tips.length);
    await expect(page.getByTestId("variation")).toHaveCount(bench.variations.length);
    await expect(page.getByTestId("section-tempo")).toContainText("Total rep time");
    await expect(page.getByTestId("safety-banner")).toBeVisible();
    await expect(page.getByTestId("contraindications")).toContainText("Wrist Pain");
    await expect(page.getByRole("tab", { name: "Hypertrophy" })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#goal-panel")).toContainText("6-12");
    await page.getByRole("tab", { name: "Strength" }).click();
    await expect(page.locator("#goal-panel")).toContainText("3-6");
    await expect(page.locator("#goal-panel")).toContainText("Add 2.5-5% load when all sets are good.");
    // Related: pressing exercises first (Bench Press used to show Open Book Stretch), never a stretch.
    await expect(page.getByTestId("related")).toHaveCount(6);
    await expect(page.getByTestId("related").first()).toContainText(/Press|Push-Up/);
    await expect(page.getByTestId("related").filter({ hasText: /Stretch/ })).toHaveCount(0);
    // Mistakes say why they matter and what to cue; tips carry their category.
    await expect(page.getByTestId("mistake").filter({ hasText: "Why it matters:" }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /save/i })).toHaveCount(0);
  });

  test("a variation shows the other exercise with the text in the right direction and opens it", async ({ page, request }) => {
    const bench = await exerciseByName(request, "Barbell Bench Press");
    const pair = bench.expand.variations.find((v) => v.exercise1 === bench.id)!;
    const otherId = pair.exercise2;
    await page.goto(`/exercises/${bench.id}`);
    const card = page.getByTestId("variation").filter({ has: page.locator(`a[href="/exercises/${otherId}"]`) });
    await expect(card).toContainText(variationSnippet(pair.text_exercise_1_to_2));
    await card.locator("a").click();
    await expect(page).toHaveURL(`/exercises/${otherId}`);
    const back = page.getByTestId("variation").filter({ has: page.locator(`a[href="/exercises/${bench.id}"]`) });
    await expect(back).toContainText(variationSnippet(pair.text_exercise_2_to_1));
  });

  test("a missing exercise shows Exercise Not Found", async ({ page }) => {
    await page.goto("/exercises/zzzzzzzzzzzzzzz");
    await expect(page.getByRole("heading", { name: "Exercise Not Found" })).toBeVisible();
    await expect(page.getByText("The exercise you're looking for doesn't exist or has been removed.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Exercise Library" }).click();
    await expect(page).toHaveURL("/exercises");
  });

  // FIXME: the address comes back but the scroll position stays 0 (restore in exercise-library.tsx does not take effect yet).
  test("Back to Exercises returns to the same address and scroll position", async ({ page }) => {
    await page.goto("/exercises?sort=difficulty&view=list");
    await expect(page.getByTestId("exercise-card")).toHaveCount(24);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const y = await page.evaluate(() => window.scrollY);
    const card = page.getByTestId("exercise-card").nth(12);
    await card.locator("a").click();
    await expect(page).toHaveURL(/\/exercises\/[a-z0-9]{15}$/);
    await page.getByRole("button", { name: "← Back to Exercises" }).click();
    await expect(page).toHaveURL("/exercises?sort=difficulty&view=list");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 150);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(y + 150);
  });

  test("Back to Workout Builder when a builder draft exists", async ({ page, request }) => {
    const bench = await exerciseByName(request, "Barbell Bench Press");
    await page.addInitScript(() => localStorage.setItem("forgefit:workout-draft", JSON.stringify({ name: "Draft day", exercises: [] })));
    await page.goto(`/exercises/${bench.id}`);
    await page.getByRole("button", { name: "← Back to Workout Builder" }).click();
    await expect(page).toHaveURL("/workout-builder");
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`detail accessibility (${theme}) at 1366 and 390 px`, async ({ page, request }) => {
    const bench = await exerciseByName(request, "Barbell Bench Press");
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/exercises/${bench.id}`);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expect(page.getByTestId("related").first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });
}
