#!/usr/bin/env node
// `npm run test:e2e`: build, start the app on a throwaway embedded database,
// run the Playwright specs in Chromium, stop the app. Extra arguments go to Playwright.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildMarker, buildOrExit, copyStaticAssets } from "./build-state.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = process.env.E2E_PORT ?? "3100";
const baseURL = `http://127.0.0.1:${port}`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

if (!process.env.E2E_SKIP_BUILD) {
  buildOrExit(root, env);
}
copyStaticAssets(root);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forgefit-e2e-"));
const server = spawn(process.execPath, [buildMarker(root)], {
  cwd: path.dirname(buildMarker(root)),
  stdio: ["ignore", "pipe", "pipe"],
  detached: true, // its own process group, so it can be stopped with everything it started
  env: {
    ...env,
    NODE_ENV: "production",
    PORT: port,
    HOSTNAME: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    NEXT_MANUAL_SIG_HANDLE: "true",
    // Every spec is a visitor from 127.0.0.1, two workers at a time: the per-address generation limit
    // (20 a minute, tested by tests/api/rate-limit.test.ts) would count a whole suite as one visitor.
    GENERATE_LIMIT_VISITOR: process.env.GENERATE_LIMIT_VISITOR ?? "1000",
  },
});
const serverLog = fs.createWriteStream(path.join(dataDir, "..", `forgefit-e2e-${port}.log`));
server.stdout.pipe(serverLog);
server.stderr.pipe(serverLog);

function stop() {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

async function waitForHealth(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

let code = 1;
try {
  if (!(await waitForHealth(60_000))) {
    console.error(`The app did not become healthy at ${baseURL} (log: ${serverLog.path}).`);
  } else {
    // Not spawnSync: this process must keep copying the server's output into its log while the
    // specs run (the password-reset spec reads the link the server writes there).
    const runner = spawn(
      process.execPath,
      [path.join(root, "node_modules", "@playwright", "test", "cli.js"), "test", ...process.argv.slice(2)],
      { cwd: root, stdio: "inherit", env: { ...env, E2E_BASE_URL: baseURL, E2E_SERVER_LOG: serverLog.path } },
    );
    code = await new Promise((resolve) => runner.on("exit", (status) => resolve(status ?? 1)));
  }
} finally {
  stop();
  await new Promise((r) => setTimeout(r, 1000));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
