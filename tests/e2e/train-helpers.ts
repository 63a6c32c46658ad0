import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { register, uniqueEmail } from "./helpers";

/** A template workout's id, read through the record API as any client would. */
export async function templateWorkoutId(request: APIRequestContext, name = "Upper Strength A"): Promise<string> {
  const res = await get(request, `/api/collections/workouts/records?filter=${encodeURIComponent(`name = "${name}" && isTemplate = true`)}&fields=id`);
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.items.length, `template workout ${name}`).toBeGreaterThan(0);
  return body.items[0].id as string;
}

/** The signed-in user's token and id, from the SDK's storage in the page. */
export async function auth(page: Page): Promise<{ token: string; id: string }> {
  return page.evaluate(() => {
    const raw = JSON.parse(window.localStorage.getItem("pocketbase_auth") ?? "{}");
    return { token: raw.token as string, id: raw.record?.id as string };
  });
}

/**
 * GET through Playwright's request context, retried once when a kept-alive
 * socket was closed by the server while idle (ECONNRESET: the test client's
 * connection reuse, not the app).
 */
export async function get(request: APIRequestContext, path: string, token = "") {
  const headers: Record<string, string> = token ? { Authorization: token } : {};
  try {
    return await request.get(path, { headers });
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return request.get(path, { headers });
  }
}

/** GET on the record API as the page's user (or as nobody when `token` is ""). */
export async function apiList(request: APIRequestContext, token: string, path: string): Promise<{ items: Array<Record<string, unknown>>; totalItems: number }> {
  const res = await get(request, path, token);
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

export async function setsOfSession(request: APIRequestContext, token: string, sessionId: string) {
  const list = await apiList(request, token, `/api/collections/workout_sets/records?perPage=200&sort=exercise,setNumber&filter=${encodeURIComponent(`session = "${sessionId}"`)}`);
  return list.items as Array<{ id: string; exercise: string; setNumber: number; reps: number; weight: number; rpe: number; completed: boolean }>;
}

export async function newUser(page: Page, tag: string, name = "Trainee") {
  await register(page, { name, email: uniqueEmail(tag) });
  await expect(page).toHaveURL(/\/dashboard$/);
}

export function sessionIdFrom(page: Page): string {
  const m = /\/train\/([a-z0-9]{15})$/.exec(new URL(page.url()).pathname);
  if (!m) throw new Error(`not on a session page: ${page.url()}`);
  return m[1];
}

/** Types a set's weight and reps and ticks it done. */
export async function logSet(page: Page, n: number, weight: number | null, reps: number, unit = "kg") {
  if (weight !== null) await page.getByLabel(`Set ${n} weight (${unit})`).fill(String(weight));
  await page.getByLabel(`Set ${n} reps`).fill(String(reps));
  await page.getByRole("checkbox", { name: `Set ${n} done` }).check();
  await expect(page.getByRole("checkbox", { name: `Set ${n} done` })).toBeChecked();
}

export async function expectSaved(page: Page) {
  await expect(page.getByTestId("sync-status")).toHaveText(/All changes saved/, { timeout: 20_000 });
}

/** With SHOTS=1, saves a full-page screenshot to /screenshots (ignored by git) for a person to look at. */
export async function shot(page: Page, name: string) {
  if (process.env.SHOTS !== "1") return;
  const dir = path.resolve(process.cwd(), "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
