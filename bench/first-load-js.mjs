#!/usr/bin/env node
// Prints the first-load JavaScript of app routes after `next build` (Turbopack's
// build output no longer shows it): root main files plus the route's entry chunks
// (polyfills excluded: modern browsers skip them), raw and gzip-compressed.
// Usage: node bench/first-load-js.mjs [route ...]   e.g. / /dashboard
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const next = path.resolve(".next");
const build = JSON.parse(fs.readFileSync(path.join(next, "build-manifest.json"), "utf8"));
const appPaths = JSON.parse(fs.readFileSync(path.join(next, "app-path-routes-manifest.json"), "utf8"));
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];

function entryFiles(route) {
  const key = Object.keys(appPaths).find((k) => appPaths[k] === route && k.endsWith("/page"));
  if (!key) throw new Error(`No app page for ${route}`);
  const file = path.join(next, "server", "app", `${key}_client-reference-manifest.js`);
  globalThis.__RSC_MANIFEST = {};
  new Function("globalThis", fs.readFileSync(file, "utf8"))(globalThis);
  const manifest = Object.values(globalThis.__RSC_MANIFEST)[0];
  return Object.values(manifest.entryJSFiles).flat();
}

for (const route of routes) {
  const files = [...new Set([...build.rootMainFiles, ...entryFiles(route)])];
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const buf = fs.readFileSync(path.join(next, f));
    raw += buf.length;
    gz += zlib.gzipSync(buf, { level: 9 }).length;
  }
  console.log(`${route.padEnd(12)} ${files.length} files  ${(raw / 1024).toFixed(1)} KB raw  ${(gz / 1024).toFixed(1)} KB gzip`);
}
