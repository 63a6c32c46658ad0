import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { auth, expectSaved, get, logSet, newUser, sessionIdFrom, setsOfSession, templateWorkoutId } from "./train-helpers";

/**
 * The production server stopped mid-workout and started again (SIGTERM, then a
 * new process on the same embedded database). It manages its own server, so it
 * runs only on request, after a build, without scripts/e2e.mjs:
 *   TRAIN_RESTART=1 E2E_BASE_URL=http://127.0.0.1:3111 npx playwright test tests/e2e/train-restart.spec.ts
 */
const enabled = process.env.TRAIN_RESTART === "1";
const base = new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1:3111");
const root = process.cwd();
const dataDir = enabled ? fs.mkdtempSync(path.join(os.tmpdir(), "forgefit-restart-")) : "";
let server: ChildProcess | null = null;

function startServer(): ChildProcess {
  const standalone = path.join(root, ".next", "standalone");
  const child = spawn(process.execPath, [path.join(standalone, "server.js")], {
    cwd: standalone,
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PORT: base.port, HOSTNAME: base.hostname, DATA_DIR: dataDir, DATABASE_URL: "", NEXT_MANUAL_SIG_HANDLE: "true" },
  });
  return child;
}

async function healthy(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(new URL("/api/health", base))).status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become healthy");
}

async function stopServer() {
  if (!server?.pid) return;
  const gone = new Promise((r) => server!.once("exit", r));
  process.kill(-server.pid, "SIGTERM");
  await gone;
  server = null;
}

test.describe("server stopped mid-workout", () => {
  test.skip(!enabled, "set TRAIN_RESTART=1 (manages its own server)");
  test.describe.configure({ mode: "serial" });
  test.setTimeout(300_000);

  // Creating the embedded database takes 3 s on an idle machine, much longer on a busy one.
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(200_000);
    server = startServer();
    await healthy(180_000);
  });
  test.afterAll(async () => {
    await stopServer();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("sets logged while the server is down are stored once it is back, exactly once", async ({ page, request }) => {
    await newUser(page, "restart");
    const workoutId = await templateWorkoutId(request);
    await page.goto(`/train/start?workout=${workoutId}`);
    await expect(page).toHaveURL(/\/train\/[a-z0-9]{15}$/);
    const sessionId = sessionIdFrom(page);
    const { token } = await auth(page);
    await logSet(page, 1, 60, 6);
    await expectSaved(page);

    await stopServer();
    await logSet(page, 2, 60, 6);
    await logSet(page, 3, 60, 5);
    await expect(page.getByTestId("sync-status")).toContainText("Offline", { timeout: 15_000 });
    const pendingWhileDown = await page.getByTestId("sync-status").getAttribute("data-pending");
    console.log(`while down: sync status says "${await page.getByTestId("sync-status").innerText()}" (pending ${pendingWhileDown})`);

    server = startServer();
    await healthy();
    const up = Date.now();
    // No reload, no click: the queued writes go out on the next retry.
    await expectSaved(page);
    console.log(`queue drained ${((Date.now() - up) / 1000).toFixed(1)} s after the server answered /api/health again`);
    const sets = await setsOfSession(request, token, sessionId);
    console.log(`after restart: ${JSON.stringify(sets.map((s) => [s.setNumber, s.weight, s.reps, s.completed]))}`);
    expect(sets.map((s) => [s.setNumber, s.weight, s.reps, s.completed])).toEqual([
      [1, 60, 6, true],
      [2, 60, 6, true],
      [3, 60, 5, true],
    ]);

    // Down again: a reload cannot even load the page (no service worker), but the session
    // stays in this browser's storage and continues once the server is back.
    await stopServer();
    await logSet(page, 4, 60, 5);
    const reload = await page.reload().then(() => "loaded", (e: Error) => e.message.split("\n")[0]);
    console.log(`reload while down: ${reload}`);
    server = startServer();
    await healthy();
    await page.goto(`/train/${sessionId}`);
    await expect(page.getByRole("checkbox", { name: "Set 4 done" })).toBeChecked();
    await expectSaved(page);
    expect(await setsOfSession(request, token, sessionId)).toHaveLength(4);

    // Stop again, finish while down, reload once it is back: the finish is stored once.
    await stopServer();
    await page.getByRole("button", { name: "Finish Workout" }).click();
    await page.getByRole("button", { name: "Finish anyway" }).click();
    await expect(page.getByText("Workout complete")).toBeVisible();
    server = startServer();
    await healthy();
    await page.reload();
    await expectSaved(page);
    const session = await (await get(request, `/api/collections/workout_sessions/records/${sessionId}`, token)).json();
    console.log(`session after restart: status=${session.status} totalVolume=${session.totalVolume} durationMinutes=${session.durationMinutes}`);
    expect(session.status).toBe("completed");
    expect(await setsOfSession(request, token, sessionId)).toHaveLength(4);
  });
});
