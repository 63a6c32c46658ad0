import { afterEach, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { acquireDataDirLock, DatabaseLockedError } from "@/db/lock";

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ff-lock-"));
  dirs.push(dir);
  return dir;
}

describe("embedded database folder lock", () => {
  it("refuses a folder held by a live process, naming it", async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    children.push(child);
    fs.writeFileSync(path.join(dir, "forgefit.lock"), String(child.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DatabaseLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`pid ${child.pid}`);
  });

  it("takes over a lock left by a dead process", async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ["-e", "0"]);
    await new Promise((resolve) => child.on("exit", resolve));
    fs.writeFileSync(path.join(dir, "forgefit.lock"), String(child.pid));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "forgefit.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "forgefit.lock"))).toBe(false);
  });

  it("lets the owning process reopen its own folder", () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    // Same pid: a restart inside one process (e.g. tests) may reopen its own folder.
    const again = acquireDataDirLock(dir);
    again();
    release();
    expect(fs.existsSync(path.join(dir, "forgefit.lock"))).toBe(false);
  });
});
