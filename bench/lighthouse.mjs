#!/usr/bin/env node
/**
 * Lighthouse on the public routes of issue 22 (/, /exercises, /workouts, /programs
 * and one detail page of each): mobile preset with its default (simulated)
 * throttling, Debian's Chromium, each route BENCH_RUNS times (default 3) in a
 * fresh browser, median per figure (scores on a shared 2-core machine are noisy).
 * Prints performance, accessibility, best practices, SEO, total blocking time
 * and largest contentful paint. Targets: performance ≥ 90, a11y 100, BP ≥ 96, SEO 100.
 *
 * Like bench/pages.mjs it starts no server: build and start the app on the
 * database to measure, then point it there:
 *   createdb -h 127.0.0.1 -U postgres forgefit_lh
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/forgefit_lh PORT=3161 npm start
 *   BENCH_URL=http://127.0.0.1:3161 node bench/lighthouse.mjs            # all routes
 *   BENCH_URL=... node bench/lighthouse.mjs / /exercises                  # only these
 *   BENCH_SAVE=1 BENCH_URL=... node bench/lighthouse.mjs                  # also writes bench/lighthouse.last.md
 * CHROME_PATH changes the browser (default /usr/bin/chromium); LH_JSON_DIR=<folder> keeps
 * every run's full report (JSON) there, for its bootup-time and main-thread breakdowns.
 */
import fs from "node:fs";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { routeIds } from "./route-ids.mjs";

const base = (process.env.BENCH_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const ids = await routeIds(base);
const ROUTES = ["/", "/exercises", "/exercises/{exercise}", "/workouts", "/workouts/{workout}", "/programs", "/programs/{program}"];

async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const { categories, audits } = result.lhr;
    if (process.env.LH_JSON_DIR) {
      const name = new URL(url).pathname.replace(/\W+/g, "_") || "_";
      fs.writeFileSync(`${process.env.LH_JSON_DIR}/${name}-${Date.now()}.json`, JSON.stringify(result.lhr));
    }
    // A run Lighthouse could not finish (runtimeError, e.g. no paint within its timeout on an
    // overloaded machine) has no scores: it is reported and left out of the medians.
    if (result.lhr.runtimeError) {
      console.error(`  ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      return null;
    }
    const score = (k) => (categories[k].score === null ? NaN : Math.round(categories[k].score * 100));
    return {
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      tbt: audits["total-blocking-time"].numericValue ?? NaN,
      lcp: audits["largest-contentful-paint"].numericValue ?? NaN,
      fcp: audits["first-contentful-paint"].numericValue ?? NaN,
      // Audits that cost points outside performance, so a drop below 100 can be read without a report.
      failed: ["accessibility", "best-practices", "seo"].flatMap((k) =>
        categories[k].auditRefs.filter((r) => r.weight > 0 && audits[r.id].score !== null && audits[r.id].score < 1).map((r) => r.id),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const only = process.argv.slice(2);
const rows = [];
for (const route of ROUTES.filter((r) => only.length === 0 || only.includes(r) || only.includes(r.replace(/\{\w+\}/, "[id]")))) {
  const url = base + route.replace(/\{(\w+)\}/, (_, key) => ids[key]);
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const sample = await audit(url);
    if (sample) samples.push(sample);
  }
  const m = (k) => median(samples.map((s) => s[k]));
  const row = { route: route.replace(/\{\w+\}/, "[id]"), perf: m("perf"), perfs: samples.map((s) => s.perf).join("/"), a11y: m("a11y"), bp: m("bp"), seo: m("seo"), tbt: m("tbt"), lcp: m("lcp"), fcp: m("fcp"), failed: [...new Set(samples.flatMap((s) => s.failed))].join(" ") };
  rows.push(row);
  console.error(`${row.route}: performance ${row.perfs}, TBT ${row.tbt.toFixed(0)} ms, LCP ${row.lcp.toFixed(0)} ms`);
}

const header = "| route | performance (runs) | a11y | best practices | SEO | TBT ms | LCP ms | FCP ms | audits below 1 (a11y/BP/SEO) |\n|---|---:|---:|---:|---:|---:|---:|---:|---|";
const lines = rows.map((r) => `| ${r.route} | ${r.perf} (${r.perfs}) | ${r.a11y} | ${r.bp} | ${r.seo} | ${r.tbt.toFixed(0)} | ${r.lcp.toFixed(0)} | ${r.fcp.toFixed(0)} | ${r.failed || "-"} |`);
const table = [header, ...lines].join("\n");
console.log(`Lighthouse at ${base}, mobile preset, median of ${runs}\n\n${table}`);
if (process.env.BENCH_SAVE === "1") {
  fs.writeFileSync(
    new URL("./lighthouse.last.md", import.meta.url),
    `# bench/lighthouse: last run\n\n${new Date().toISOString().slice(0, 10)}, ${base}, Lighthouse mobile preset (simulated throttling), Debian Chromium, median of ${runs} runs per route (each run's performance score in brackets). Run \`node bench/lighthouse.mjs\` (see its header) and compare.\n\n${table}\n`,
  );
}
