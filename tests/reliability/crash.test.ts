import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/db/open";
import { DatabaseLockedError } from "@/db/lock";
import { ensureBuild, startServer, waitFor, type Server } from "./servers";
import { signUpAndIn, startWriters } from "./writers";

/**
 * The embedded database survives a SIGKILL in the middle of writes: the server
 * starts again on the same folder, finds every write it acknowledged, and the
 * dead process's lock does not stand in the way (a live one does).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forgefit-crash-"));
const servers: Server[] = [];

afterAll(async () => {
  for (const s of servers) await s.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("embedded database crash", () => {
  it("SIGKILL during writes loses no acknowledged write and restarts on the same folder", async () => {
    ensureBuild();
    const first = await startServer({ dataDir });
    servers.push(first);
    const user = await signUpAndIn(first.url, "crash");

    // A live holder keeps everyone else out of the folder.
    await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
    const second = await startServer({ dataDir, waitHealthy: false });
    servers.push(second);
    // It refuses to start: exits with the reason, never serving from a folder someone else holds.
    const code = await Promise.race([second.exited, new Promise<string>((r) => setTimeout(() => r("still running"), 60_000))]);
    expect(code).toBe(1);
    expect(second.log()).toMatch(/in use by another process/);

    const writers = startWriters(first.url, user, "crash", 12);
    await waitFor(async () => writers.log.acknowledged.size >= 150, 60_000);
    await first.kill();
    const log = await writers.stop();
    expect(log.acknowledged.size).toBeGreaterThanOrEqual(150);
    expect(log.bad).toEqual([]);

    // The dead server's lock is still there, naming a process that no longer exists.
    const lock = path.join(dataDir, "forgefit.lock");
    expect(fs.existsSync(lock)).toBe(true);
    const started = Date.now();
    const restarted = await startServer({ dataDir });
    servers.push(restarted);
    console.log(`[crash] ${log.acknowledged.size} acknowledged writes before SIGKILL; restarted healthy in ${Date.now() - started} ms`);
    const more = startWriters(restarted.url, user, "after", 4);
    await waitFor(async () => more.log.acknowledged.size >= 20, 30_000);
    const after = await more.stop();
    await restarted.stop();

    const handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      const rows = await handle.rows<{ notes: string; n: number }>(
        sql`select notes, count(*)::int as n from workout_sessions where notes like 'crash-%' or notes like 'after-%' group by notes`,
      );
      const counts = new Map(rows.map((r) => [r.notes, Number(r.n)]));
      const missing = [...log.acknowledged, ...after.acknowledged].filter((m) => counts.get(m) !== 1);
      expect(missing).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
