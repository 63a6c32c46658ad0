import { expect, test } from "@playwright/test";

test("the home page loads with its call to action", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Create Your Free Account" }).first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-theme", /^(light|dark)$/);
});

test("the health endpoint reports a healthy database", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ message: "API is healthy.", code: 200, data: {} });
});

test("an unknown page shows Not Found", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Not Found" })).toBeVisible();
});
