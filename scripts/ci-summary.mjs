#!/usr/bin/env node
// Adds up the JSON reports of Vitest and Playwright into one closing line, after the
// names of the tests that failed (the end of a CI log is often all that is kept), and
// the slowest Vitest files (where CI's time goes).
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const slow = [];

/** Playwright's suites nest; a failed test is a spec whose last result is not the expected one. */
function playwrightFailures(suite, trail) {
  const here = suite.title ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status === "flaky") failures.push(`playwright (flaky: failed, then passed on its retry): ${[...here, spec.title].join(" › ")} (${spec.file}:${spec.line}) — ${t.results?.[0]?.error?.message?.split("\n")[0] ?? ""}`);
      if (t.status === "unexpected") {
        const error = t.results?.at(-1)?.error?.message?.split("\n")[0] ?? "";
        failures.push(`playwright: ${[...here, spec.title].join(" › ")} (${spec.file}:${spec.line})${error ? ` — ${error}` : ""}`);
      }
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}

for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  if (file.startsWith("vitest")) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    for (const result of report.testResults ?? []) {
      const name = path.relative(process.cwd(), result.name);
      slow.push({ file: `${file.replace(/\.json$/, "")} ${name}`, ms: (result.endTime ?? 0) - (result.startTime ?? 0) });
      for (const a of result.assertionResults ?? []) {
        if (a.status === "failed") failures.push(`${file.replace(/\.json$/, "")}: ${name} › ${a.fullName} — ${(a.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300)}`);
      }
      if ((result.assertionResults ?? []).length === 0 && result.status === "failed") failures.push(`${file.replace(/\.json$/, "")}: ${name} — ${(result.message ?? "").split("\n")[0].slice(0, 300)}`);
    }
  } else if (file.startsWith("playwright")) {
    const s = report.stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    skipped += s.skipped ?? 0;
    console.log(`${file}: ${s.expected ?? 0} passed, ${s.unexpected ?? 0} failed`);
    for (const suite of report.suites ?? []) playwrightFailures(suite, []);
  }
}
slow.sort((a, b) => b.ms - a.ms);
if (slow.length > 0) console.log(`slowest test files:\n${slow.slice(0, 8).map((s) => `  ${(s.ms / 1000).toFixed(0)} s  ${s.file}`).join("\n")}`);
if (failures.length > 0) console.log(`failed and flaky tests:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
