import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers";

/**
 * Loads the page with a controllable clock, waits for hydration, then pauses
 * time right after an automatic advance, so the next one is due in ~5000 ms.
 * (Pausing before load would also freeze React's reveal of the streamed page.)
 */
async function clockAlignedToCarousel(page: Page) {
  await page.clock.install({ time: new Date("2026-03-02T10:00:00Z") });
  await page.goto("/");
  const demo = page.getByTestId("solution-alternatives").getByRole("button").nth(1);
  await demo.click();
  await expect(demo).toHaveAttribute("aria-pressed", "true");
  // A margin, not +50 ms: on a busy machine the page's clock runs on before pauseAt
  // arrives, and pausing at a moment already past throws.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3_000);
  const slide = page.getByTestId("testimonial");
  const first = await slide.getAttribute("aria-label");
  for (let i = 0; i < 60 && (await slide.getAttribute("aria-label")) === first; i++) await page.clock.runFor(100);
  expect(await slide.getAttribute("aria-label")).not.toBe(first);
  return slide;
}

// Feature slides: the spec's testimonials were invented people with ratings (issue 20 item 11).
const SLIDES = ["Generate a workout", "Swap a busy machine", "Follow a multi-week program", "Log every set", "Keep your history"];

test.describe("landing page", () => {
  test("has the nine sections in order and the spec's calls to action", async ({ page }) => {
    await page.goto("/");
    const headings = await page.locator("main > section").evaluateAll((sections) =>
      sections.map((s) => s.querySelector("h1, h2")?.textContent?.trim()),
    );
    expect(headings).toEqual([
      "Workouts that work around real life",
      "Why most gym apps let you down",
      "Four features that fit training to you",
      "From sign-up to progress in six steps",
      "See exactly where you stand",
      "What training with ForgeFit looks like",
      "Built on training science, not trends",
      "One plan: everything, free",
      "Frequently asked questions",
      "Ready to train smarter?",
    ]);
    // Renamed from "Start Your Free Assessment": the app has no assessment, and the link registers.
    await expect(page.getByRole("link", { name: "Create Your Free Account" })).toHaveCount(3);
    for (const link of await page.getByRole("link", { name: "Create Your Free Account" }).all()) {
      await expect(link).toHaveAttribute("href", "/register");
    }
    await expect(page.getByRole("link", { name: "Explore How It Works" })).toHaveAttribute("href", "/workout-generator");
    await expect(page.getByRole("link", { name: "Try Workout Generator" })).toHaveAttribute("href", "/workout-generator");
    for (const badge of ["Free and open source", "No credit card, ever", "Your data stays on your server"]) {
      await expect(page.getByText(badge, { exact: false }).first()).toBeVisible();
    }
    await expect(page.locator("#faq")).toBeAttached();
    await expect(page.getByRole("link", { name: "FAQ", exact: true })).toHaveAttribute("href", "#faq");
  });

  test("the alternatives demo shows what the alternatives API answers for a busy barbell, and selects one", async ({ page, request }) => {
    const list = await (await request.get(`/api/collections/exercises/records?filter=${encodeURIComponent(`name = "Barbell Bench Press"`)}&fields=id`)).json();
    const equipment = await (await request.get("/api/collections/equipment/records?perPage=200&fields=name")).json();
    const answer = await (
      await request.post(`/api/exercises/${list.items[0].id}/alternatives`, {
        data: { unavailableEquipment: ["barbell"], availableEquipment: equipment.items.map((e: { name: string }) => e.name) },
      })
    ).json();
    const names = (answer.alternatives as { name: string }[]).slice(0, 3).map((a) => a.name);
    await page.goto("/");
    const demo = page.getByTestId("solution-alternatives");
    await expect(demo.getByRole("button")).toHaveText(names.map((n) => new RegExp(`^${n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)));
    const second = demo.getByRole("button").nth(1);
    await second.click();
    await expect(second).toHaveAttribute("aria-pressed", "true");
    await expect(demo.getByRole("button").first()).toHaveAttribute("aria-pressed", "false");
    await expect(demo.getByText(`Swapped in: ${names[1]}.`)).toBeVisible();
  });

  test("the gyms demo selects one option", async ({ page }) => {
    await page.goto("/");
    // Gym profiles are a name and the equipment there: no invented "in use" or "maintenance" counts.
    const hotel = page.getByRole("button", { name: /^Hotel/ });
    await hotel.click();
    await expect(hotel).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: /^Home/ })).toHaveAttribute("aria-pressed", "false");
    await expect(hotel).toContainText("No equipment: bodyweight only");
    await expect(page.getByRole("button", { name: /^Work gym/ })).toContainText("Barbell, Squat rack");
    await expect(page.getByText("Planning for Hotel: bodyweight exercises only")).toBeVisible();
    await expect(page.locator("#solution")).not.toContainText(/in use|maintenance|available/);
  });

  test("the injury demo is the generator's own lower-body workout without and with lower back pain", async ({ page, request }) => {
    const equipment = await (await request.get("/api/collections/equipment/records?perPage=200&fields=name")).json();
    const generate = async (injuries: string[]) => {
      const answer = await (
        await request.post("/api/workouts/generate", {
          data: { workoutType: "lower_body", experienceLevel: "intermediate", availableEquipment: equipment.items.map((e: { name: string }) => e.name), targetDuration: 45, injuries, seed: 20261127 },
        })
      ).json();
      return (answer.expand.exercises as { name: string }[]).map((e) => e.name);
    };
    const [plain, careful] = [await generate([]), await generate(["lower_back_pain"])];
    expect(careful).not.toEqual(plain);
    await page.goto("/");
    const list = page.getByTestId("injury-demo-workout").locator("li");
    const toggle = page.getByRole("switch", { name: /Lower Back Pain/i });
    await expect(list).toHaveText(plain);
    await toggle.check();
    await expect(list).toHaveText(careful.map((name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)));
    const swapped = careful.find((name) => !plain.includes(name))!;
    await expect(list.filter({ hasText: swapped })).toContainText("(replaces");
    await toggle.uncheck();
    await expect(list).toHaveText(plain);
  });

  test("the radar selects a body part and deselects it on a second click", async ({ page }) => {
    await page.goto("/");
    const legs = page.getByRole("button", { name: /^Legs 9\/10$/ });
    await legs.click();
    await expect(legs).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("radar-detail")).toContainText("Legs: level 9 of 10 · Excellent");
    await page.getByRole("button", { name: /^Core 4\/10$/ }).click();
    await expect(page.getByTestId("radar-detail")).toContainText("Core: level 4 of 10 · Developing");
    await expect(legs).toHaveAttribute("aria-pressed", "false");
    await page.getByRole("button", { name: /^Core 4\/10$/ }).click();
    await expect(page.getByTestId("radar-detail")).toContainText("No body part selected.");
    await expect(page.locator("svg[role=img] text")).toHaveCount(8);
  });

  // Issue 20 item 11: a self-hosted open-source app sells nothing, so one free tier replaces
  // the spec's Free/Pro/Elite cards, monthly/yearly toggle, trial and money-back guarantee.
  test("pricing shows one free tier and nothing for sale", async ({ page }) => {
    await page.goto("/");
    const pricing = page.locator("#pricing");
    const free = page.getByTestId("plan-free");
    await expect(free.getByTestId("price")).toHaveText("$0");
    await expect(free).toContainText("/forever");
    await expect(free.getByRole("link", { name: "Create Your Free Account" })).toHaveAttribute("href", "/register");
    await expect(page.getByTestId("plan-pro")).toHaveCount(0);
    await expect(page.getByTestId("plan-elite")).toHaveCount(0);
    await expect(pricing.getByRole("button", { name: "Yearly" })).toHaveCount(0);
    await expect(pricing).not.toContainText(/trial|money-back|\$9\.99|\$19\.99/i);
    await expect(pricing.getByRole("link", { name: "contact the operator" })).toHaveAttribute("href", "/contact");
  });

  test("the slides advance every 5000 ms, wrap, and stop for good when chosen", async ({ page }) => {
    const slide = await clockAlignedToCarousel(page);
    const label = async () => Number((await slide.getAttribute("aria-label"))!.split(" ")[0]) - 1;
    const start = await label();
    await page.clock.runFor(4_800);
    expect(await label()).toBe(start);
    await page.clock.runFor(300);
    await expect(slide).toContainText(SLIDES[(start + 1) % 5]);
    await page.clock.runFor(5_000 * 5);
    await expect(slide).toContainText(SLIDES[(start + 1) % 5]); // five more steps wrap round to the same slide

    await page.getByRole("button", { name: "Show slide 1" }).click();
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(slide).toContainText(SLIDES[4]); // wraps backwards too
    await page.clock.runFor(20_000);
    await expect(slide).toContainText(SLIDES[4]);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(slide).toContainText(SLIDES[0]); // and forwards
    await page.clock.runFor(20_000);
    await expect(slide).toContainText(SLIDES[0]);
  });

  test("a dot alone also stops the auto-advance", async ({ page }) => {
    await clockAlignedToCarousel(page);
    await page.getByRole("button", { name: "Show slide 3" }).click();
    await page.clock.runFor(15_000);
    await expect(page.getByTestId("testimonial")).toContainText(SLIDES[2]);
  });

  test("the next button alone also stops it", async ({ page }) => {
    const slide = await clockAlignedToCarousel(page);
    await page.getByRole("button", { name: "Next slide" }).click();
    const shown = await slide.getAttribute("aria-label");
    await page.clock.runFor(15_000);
    expect(await slide.getAttribute("aria-label")).toBe(shown);
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`has no serious accessibility violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
