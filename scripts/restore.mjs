#!/usr/bin/env node
// `npm run restore`: see lib/backup/cli.ts. Runs the TypeScript through tsx, from the project folder.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2).map((a) => path.resolve(process.cwd(), a));
const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "lib", "backup", "cli.ts"), "restore", ...args], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
process.exit(result.status ?? 1);
