#!/usr/bin/env node
/**
 * Page timings as a person sees them (issue 22): for every route, a cold
 * browser context each time (no HTTP cache, no service worker), median of
 * BENCH_RUNS (default 5) loads:
 *   TTFB, first contentful paint, largest contentful paint, the time until
 *   the route's main content is visible (the data the user came for, not a
 *   skeleton), requests and bytes transferred until then plus a quiet second.
 *
 * The script starts no server (like bench/api.ts): build and start the app on
 * the database to measure, then point it there:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/forgefit npm start
 *   node bench/pages.mjs                      # BENCH_URL, default http://127.0.0.1:3000
 *   node bench/pages.mjs /exercises /workouts # only these routes
 *   BENCH_SAVE=1 node bench/pages.mjs         # also writes bench/pages.last.md
 * Signed-in routes use the demo account (demo@forgefit.app), signed in once; each
 * load still gets a new context with only the sign-in's cookies and storage.
 * Chromium is Debian's (/usr/bin/chromium, CHROMIUM_PATH to change).
 */
import fs from "node:fs";
import { chromium } from "playwright-core";
import { routeIds } from "./route-ids.mjs";

const base = (process.env.BENCH_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const runs = Number(process.env.BENCH_RUNS ?? 5);
const DEMO = { email: "demo@forgefit.app", password: "ForgeFit-demo1" };

/** The main content per route: visible, and holding data rather than a placeholder. */
const ROUTES = [
  { path: "/", main: "main h1" },
  { path: "/exercises", main: '[data-testid="exercise-list"] li a', text: /\d+ exercises? found/ },
  { path: "/exercises/{exercise}", main: '[data-testid="exercise-detail"] h1' },
  { path: "/workouts", main: '[data-testid="workout-card"]' },
  { path: "/workouts/{workout}", main: '[data-testid="detail-exercise"]' },
  { path: "/programs", main: '[data-testid="program-card"]' },
  { path: "/programs/{program}", main: '[data-testid="schedule-day"]' },
  { path: "/workout-generator", main: 'h2:text("Basic Information")' },
  { path: "/workout-builder", main: "main h1" },
  { path: "/program-builder", main: "main h1" },
  { path: "/login", main: "form button[type=submit]" },
  { path: "/dashboard", main: '[data-testid="recent-workouts"] li', signedIn: true },
  { path: "/history", main: '[data-testid="history-session"]', signedIn: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

const ids = await routeIds(base);

async function signedInState() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(DEMO.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  const state = await context.storageState();
  await context.close();
  return state;
}
const needsSignIn = ROUTES.some((r) => r.signedIn);
const state = needsSignIn ? await signedInState() : undefined;

/** Reads paint timings and records the moment the main content shows, inside the page (no polling delay). */
const OBSERVE = () => {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp = Math.max(window.__lcp, e.startTime);
  }).observe({ type: "largest-contentful-paint", buffered: true });
};

async function measure(route) {
  const context = await browser.newContext({ storageState: route.signedIn ? state : undefined, viewport: { width: 1366, height: 900 } });
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  let requests = 0;
  let bytes = 0;
  page.on("requestfinished", async (request) => {
    requests += 1;
    try {
      const sizes = await request.sizes();
      bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    } catch {
      /* the page went away */
    }
  });
  const path = route.path.replace(/\{(\w+)\}/, (_, key) => ids[key]);
  await page.goto(base + path, { waitUntil: "commit" });
  await page.waitForFunction(
    ({ selector, text }) => {
      const el = [...document.querySelectorAll(selector)].find((e) => e.getBoundingClientRect().height > 0);
      if (!el || (text && !new RegExp(text).test(document.body.innerText))) return false;
      window.__main ??= performance.now();
      return true;
    },
    { selector: route.main.replace(/:text\("([^"]+)"\)/, ""), text: route.text?.source ?? (route.main.match(/:text\("([^"]+)"\)/)?.[1] ?? null) },
    { polling: "raf", timeout: 30_000 },
  );
  // A quiet second for late requests and the final LCP candidate.
  await page.waitForTimeout(1000);
  const t = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0];
    const fcp = performance.getEntriesByName("first-contentful-paint")[0];
    return { ttfb: nav.responseStart, fcp: fcp?.startTime ?? NaN, lcp: window.__lcp, main: window.__main };
  });
  await context.close();
  return { ...t, requests, bytes };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const only = process.argv.slice(2);
const rows = [];
for (const route of ROUTES.filter((r) => only.length === 0 || only.includes(r.path.replace(/\{\w+\}/, "[id]")) || only.includes(r.path))) {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await measure(route));
  const m = (k) => median(samples.map((s) => s[k]));
  rows.push({ route: route.path.replace(/\{\w+\}/, "[id]"), ttfb: m("ttfb"), fcp: m("fcp"), lcp: m("lcp"), main: m("main"), requests: m("requests"), kb: m("bytes") / 1024 });
  const r = rows.at(-1);
  console.error(`${r.route}: main ${r.main.toFixed(0)} ms`);
}
await browser.close();

const header = "| route | TTFB ms | FCP ms | LCP ms | main content ms | requests | KB |\n|---|---:|---:|---:|---:|---:|---:|";
const lines = rows.map((r) => `| ${r.route} | ${r.ttfb.toFixed(0)} | ${r.fcp.toFixed(0)} | ${r.lcp.toFixed(0)} | ${r.main.toFixed(0)} | ${r.requests} | ${r.kb.toFixed(0)} |`);
const table = [header, ...lines].join("\n");
console.log(`Pages at ${base}, cold context, median of ${runs}\n\n${table}`);
if (process.env.BENCH_SAVE === "1") {
  fs.writeFileSync(new URL("./pages.last.md", import.meta.url), `# bench/pages: last run\n\n${new Date().toISOString().slice(0, 10)}, ${base}, median of ${runs} cold loads. Run \`node bench/pages.mjs\` (see its header) and compare.\n\n${table}\n`);
}
