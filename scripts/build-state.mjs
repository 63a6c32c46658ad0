import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// What the production build depends on: if any of it is newer than the build, rebuild.
const SOURCES = [
  "app", "components", "lib", "db", "public",
  "next.config.ts", "package.json", "package-lock.json", "postcss.config.mjs", "tsconfig.json", "instrumentation.ts", "proxy.ts",
];

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function buildMarker(root) {
  return path.join(root, ".next", "standalone", "server.js");
}

/** Why a build is needed, or null when the existing one is current. */
export function staleReason(root) {
  const marker = buildMarker(root);
  if (!fs.existsSync(marker)) return "no production build yet";
  const built = fs.statSync(marker).mtimeMs;
  for (const source of SOURCES) {
    if (newestMtime(path.join(root, source)) > built) return `${source} changed since the last build`;
  }
  return null;
}

/** Next's standalone server does not include static assets; copy them beside it. */
export function copyStaticAssets(root) {
  const standalone = path.join(root, ".next", "standalone");
  fs.cpSync(path.join(root, ".next", "static"), path.join(standalone, ".next", "static"), { recursive: true });
  if (fs.existsSync(path.join(root, "public"))) {
    fs.cpSync(path.join(root, "public"), path.join(standalone, "public"), { recursive: true });
  }
}

/** Runs `next build` in the project; a failed build ends this process with its status. */
export function buildOrExit(root, env) {
  const build = spawnSync(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: root,
    stdio: "inherit",
    env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
