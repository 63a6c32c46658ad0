#!/usr/bin/env node
// `npm start`: build when the build is missing or stale, then serve the standalone
// server on the embedded database (or DATABASE_URL), migrated and seeded at start.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildMarker, buildOrExit, copyStaticAssets, staleReason } from "./build-state.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

const reason = staleReason(root);
if (reason) {
  console.log(`Building the app (${reason})...`);
  buildOrExit(root, env);
}
copyStaticAssets(root);

// The standalone server changes into its own folder, so relative paths are resolved here.
const dataDir = env.DATA_DIR && env.DATA_DIR !== "memory://" ? path.resolve(root, env.DATA_DIR) : env.DATA_DIR;
const server = spawn(process.execPath, [buildMarker(root)], {
  cwd: path.dirname(buildMarker(root)),
  stdio: "inherit",
  env: {
    ...env,
    NODE_ENV: "production",
    PORT: env.PORT ?? "3000",
    HOSTNAME: env.HOSTNAME ?? "0.0.0.0",
    DATA_DIR: dataDir ?? path.join(root, "data"),
    // Our own handler closes the database before exiting (see lib/server-lifecycle.ts).
    NEXT_MANUAL_SIG_HANDLE: "true",
  },
});
console.log(`Serving on http://localhost:${env.PORT ?? "3000"}`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
