import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 18: no React component over 200 lines (a component's body, not its file).
describe("component sizes", () => {
  it("no component in app/ or components/ is over 200 lines", () => {
    const root = path.resolve(__dirname, "../..");
    const run = spawnSync(process.execPath, [path.join(root, "scripts/component-sizes.mjs"), "--limit", "200"], { cwd: root, encoding: "utf8" });
    expect(run.stdout).toContain("0 component(s) over 200 lines");
    expect(run.status).toBe(0);
  });
});
