#!/usr/bin/env node
// Adds up the JSON reports of Vitest and Playwright into one closing line.
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  if (file.startsWith("vitest")) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } else if (file.startsWith("playwright")) {
    const s = report.stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    skipped += s.skipped ?? 0;
    console.log(`${file}: ${s.expected ?? 0} passed, ${s.unexpected ?? 0} failed`);
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
