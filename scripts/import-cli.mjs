#!/usr/bin/env node
// `npm run import FILE -- --email EMAIL [...]`: see lib/import/cli.server.ts. Runs the TypeScript through tsx with the
// server condition (the importer is server code), from the project folder; the file path is the caller's.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2).map((a, i, all) => (!a.startsWith("--") && !["--email", "--unit"].includes(all[i - 1]) ? path.resolve(process.cwd(), a) : a));
const result = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", path.join(root, "lib", "import", "cli.server.ts"), ...args], { cwd: root, stdio: "inherit", env: process.env });
process.exit(result.status ?? 1);
