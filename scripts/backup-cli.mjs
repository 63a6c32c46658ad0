#!/usr/bin/env node
// `npm run backup [FOLDER]` and `npm run restore FILE` (package.json passes the command first):
// see lib/backup/cli.ts. Runs the TypeScript through tsx, from the project folder; paths are the caller's.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [command, ...rest] = process.argv.slice(2);
const args = rest.map((a) => path.resolve(process.cwd(), a));
const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "lib", "backup", "cli.ts"), command ?? "", ...args], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
process.exit(result.status ?? 1);
