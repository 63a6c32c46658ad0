#!/usr/bin/env node
/**
 * First-load JavaScript of every app route after `next build` (issue 22: / ≤ 150 KB,
 * every other route ≤ 220 KB gzip). Turbopack's build output no longer prints sizes,
 * so this reads `.next/` itself: the root main files plus the route's entry chunks
 * from its client reference manifest — exactly the <script> tags the route's HTML
 * carries. Dynamic imports (`next/dynamic`, `import()`) load later and are not
 * counted; polyfills are excluded (modern browsers skip them). Sizes are each file
 * raw and gzip level 9, summed per route (the server's gzip is close to this).
 *
 * Usage (after `npx next build`):
 *   node bench/first-load-js.mjs                 # every route, table with budgets
 *   node bench/first-load-js.mjs / /dashboard    # only these routes
 *   node bench/first-load-js.mjs --chunks        # also the five largest files of each route
 *   node bench/first-load-js.mjs --check         # exit 1 when a route is over its budget
 *   node bench/first-load-js.mjs --save          # also write bench/bundles.last.md
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const next = path.resolve(".next");
const build = JSON.parse(fs.readFileSync(path.join(next, "build-manifest.json"), "utf8"));
const appPaths = JSON.parse(fs.readFileSync(path.join(next, "app-path-routes-manifest.json"), "utf8"));
const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const asked = args.filter((a) => !a.startsWith("--"));

const BUDGET_KB = (route) => (route === "/" ? 150 : 220);

/** Every page route (not API routes, not metadata files like /icon.svg). */
const allRoutes = Object.entries(appPaths)
  .filter(([key]) => key.endsWith("/page") && !key.startsWith("/_"))
  .map(([, route]) => route)
  .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
const routes = asked.length ? asked : allRoutes;

function entryFiles(route) {
  const key = Object.keys(appPaths).find((k) => appPaths[k] === route && k.endsWith("/page"));
  if (!key) throw new Error(`No app page for ${route}`);
  const file = path.join(next, "server", "app", `${key}_client-reference-manifest.js`);
  globalThis.__RSC_MANIFEST = {};
  new Function("globalThis", fs.readFileSync(file, "utf8"))(globalThis);
  const manifest = Object.values(globalThis.__RSC_MANIFEST)[0];
  return Object.values(manifest.entryJSFiles).flat();
}

const sizes = new Map();
function sizeOf(f) {
  if (!sizes.has(f)) {
    const buf = fs.readFileSync(path.join(next, f));
    sizes.set(f, { raw: buf.length, gz: zlib.gzipSync(buf, { level: 9 }).length });
  }
  return sizes.get(f);
}

/**
 * Names a chunk by what it holds: production chunks keep no module paths, so known packages are
 * recognised by strings of theirs, and the app's own code by the first data-testid values in it.
 */
const SIGNATURES = [
  ["react-dom", "__reactContainer"],
  ["next router", "x-nextjs-"],
  ["pocketbase SDK", "ClientResponseError"],
  ["@tanstack/react-query", "No mutationFn found"],
  ["recharts", "recharts"],
  ["lucide-react", "lucide"],
  ["zod", "ZodError"],
];
function contents(f) {
  const text = fs.readFileSync(path.join(next, f), "utf8");
  const known = SIGNATURES.filter(([, sig]) => text.includes(sig)).map(([name]) => name);
  const ids = [...new Set([...text.matchAll(/"data-testid":"([\w-]+)"/g)].map((m) => m[1]))].slice(0, 3);
  return [...known, ...ids.map((id) => `#${id}`)].join(", ") || "?";
}

const kb = (n) => (n / 1024).toFixed(1);
const rows = [];
for (const route of routes) {
  const files = [...new Set([...build.rootMainFiles, ...entryFiles(route)])];
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    raw += sizeOf(f).raw;
    gz += sizeOf(f).gz;
  }
  rows.push({ route, files, raw, gz, budget: BUDGET_KB(route), over: gz / 1024 > BUDGET_KB(route) });
}

const header = "| route | files | raw KB | gzip KB | budget KB | |\n|---|---:|---:|---:|---:|---|";
const lines = rows.map((r) => `| ${r.route} | ${r.files.length} | ${kb(r.raw)} | ${kb(r.gz)} | ${r.budget} | ${r.over ? "OVER" : "ok"} |`);
const table = [header, ...lines].join("\n");
console.log(table);

const shared = build.rootMainFiles.reduce((s, f) => s + sizeOf(f).gz, 0);
const sharedLine = `Shared by every route (root main files): ${build.rootMainFiles.length} files, ${kb(shared)} KB gzip.`;
console.log(`\n${sharedLine}`);

let chunkText = "";
if (flags.has("--chunks") || flags.has("--save")) {
  const seen = new Set();
  const biggest = [...new Set(rows.flatMap((r) => r.files))]
    .map((f) => ({ f, ...sizeOf(f), routes: rows.filter((r) => r.files.includes(f)).length }))
    .sort((a, b) => b.gz - a.gz)
    .filter((c) => !seen.has(c.f) && seen.add(c.f))
    .slice(0, 12);
  chunkText = ["| chunk | gzip KB | routes loading it | holds |", "|---|---:|---:|---|"]
    .concat(biggest.map((c) => `| ${path.basename(c.f)} | ${kb(c.gz)} | ${c.routes}/${rows.length} | ${contents(c.f)} |`))
    .join("\n");
  if (flags.has("--chunks")) console.log(`\nLargest first-load chunks:\n\n${chunkText}`);
}

if (flags.has("--save")) {
  fs.writeFileSync(
    new URL("./bundles.last.md", import.meta.url),
    `# bench/first-load-js: last run\n\n${new Date().toISOString().slice(0, 10)}. \`npx next build && node bench/first-load-js.mjs --save\`: the JavaScript each route's HTML loads before it can hydrate (root main files + the route's entry chunks from \`.next/\` manifests, gzip level 9; dynamic imports load later and are not counted). Budgets from issue 22.\n\n${table}\n\n${sharedLine}\n\nLargest first-load chunks:\n\n${chunkText}\n`,
  );
}
if (flags.has("--check") && rows.some((r) => r.over)) {
  console.error(`Over budget: ${rows.filter((r) => r.over).map((r) => r.route).join(", ")}`);
  process.exit(1);
}
