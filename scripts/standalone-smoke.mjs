#!/usr/bin/env node
// Runs the production server the way the Docker image does (`node server.js` from
// Next's standalone output, DATABASE_URL and APP_SECRET from the environment) and
// checks that it migrates the database and serves; then that a malformed setting
// stops the start with a message naming the variable. Needs a prior `next build`.
// Usage: node scripts/standalone-smoke.mjs postgres://postgres@127.0.0.1:5432/some_empty_db
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildMarker, copyStaticAssets } from "./build-state.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const databaseUrl = process.argv[2];
if (!databaseUrl) {
  console.error("usage: node scripts/standalone-smoke.mjs DATABASE_URL");
  process.exit(2);
}
copyStaticAssets(root);
const port = "3150";

function startServer(extraEnv) {
  const child = spawn(process.execPath, [buildMarker(root)], {
    cwd: path.dirname(buildMarker(root)),
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_MANUAL_SIG_HANDLE: "true",
      HOSTNAME: "127.0.0.1",
      PORT: port,
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  return { child, output: () => output };
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return res;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return null;
}

let failures = 0;
const check = (ok, label) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${label}`);
  if (!ok) failures++;
};

const server = startServer({ DATABASE_URL: databaseUrl, APP_SECRET: "s".repeat(48), DATA_DIR: "/nonexistent-unused" });
const health = await waitFor(`http://127.0.0.1:${port}/api/health`, 90_000);
check(health !== null, "standalone server on PostgreSQL answers /api/health with 200");
if (health) check((await health.json()).message === "API is healthy.", "health body is PocketBase's");
const home = await fetch(`http://127.0.0.1:${port}/`).catch(() => null);
check(home?.status === 200, "home page is served");
server.child.kill("SIGTERM");
const stopped = await new Promise((resolve) => {
  const timer = setTimeout(() => resolve(false), 15_000);
  server.child.on("exit", () => (clearTimeout(timer), resolve(true)));
});
check(stopped && /closing the database/.test(server.output()), "SIGTERM closes the database and exits");

const bad = startServer({ DATABASE_URL: "mysql://nope", APP_SECRET: "s".repeat(48) });
const exitCode = await new Promise((resolve) => {
  const timer = setTimeout(() => (bad.child.kill("SIGKILL"), resolve(null)), 60_000);
  bad.child.on("exit", (code) => (clearTimeout(timer), resolve(code)));
});
check(exitCode === 1 && /DATABASE_URL/.test(bad.output()), "a malformed DATABASE_URL stops the start, naming the variable");

console.log(failures ? `standalone smoke: ${failures} check(s) failed` : "standalone smoke: all checks passed");
process.exit(failures ? 1 : 0);
