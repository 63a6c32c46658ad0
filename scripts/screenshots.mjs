#!/usr/bin/env node
// Takes screenshots of pages at desktop and phone widths, light and dark, for a person to look at.
// Usage: node scripts/screenshots.mjs [baseURL] path [path ...]   → ./screenshots/*.png
// SHOT_LOGIN=email:password logs in through /login first (for pages behind the guard); SHOT_FULL=1 for full pages.
import { chromium } from "playwright-core";
import fs from "node:fs";

const args = process.argv.slice(2);
const base = args[0]?.startsWith("http") ? args.shift() : "http://127.0.0.1:3000";
const paths = args.length ? args : ["/"];
fs.mkdirSync("screenshots", { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
for (const path of paths) {
  for (const [label, width, height] of [["desktop", 1366, 900], ["phone", 390, 844]]) {
    for (const scheme of ["light", "dark"]) {
      const page = await browser.newPage({ viewport: { width, height }, colorScheme: scheme });
      if (process.env.SHOT_LOGIN) {
        const [email, ...rest] = process.env.SHOT_LOGIN.split(":");
        await page.goto(`${base}/login`);
        await page.getByLabel("Email").fill(email);
        await page.getByLabel("Password", { exact: true }).fill(rest.join(":"));
        await page.getByRole("button", { name: "Log In", exact: true }).click();
        await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      }
      // Not "networkidle": link prefetches of routes that do not exist yet stay open and it never comes.
      await page.goto(base + path, { waitUntil: "load" });
      await page.waitForTimeout(Number(process.env.SHOT_WAIT ?? 1000));
      const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${label}-${scheme}.png`;
      await page.screenshot({ path: `screenshots/${name}`, fullPage: process.env.SHOT_FULL === "1" });
      console.log(`screenshots/${name}`);
      await page.close();
    }
  }
}
await browser.close();
