import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/db/open";
import { ensureBuild, startServer, ThrowawayPostgres, waitFor, type Server } from "./servers";
import { signUpAndIn, startWriters } from "./writers";

/**
 * PostgreSQL goes away under load and comes back: the API (health included)
 * answers a PocketBase-shaped 503 within a bound instead of hanging, serves
 * again without a restart, and loses no acknowledged write.
 */
const BOUND_MS = 8_000;
let pg: ThrowawayPostgres | undefined;
let server: Server | undefined;

afterAll(async () => {
  await server?.stop();
  pg?.destroy();
});

async function probe(url: string, token?: string): Promise<{ status: number; ms: number; body: { status?: number; message?: string; data?: unknown } | null }> {
  const started = Date.now();
  try {
    const res = await fetch(url, { headers: token ? { authorization: token } : {}, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    return { status: res.status, ms: Date.now() - started, body };
  } catch {
    return { status: 0, ms: Date.now() - started, body: null };
  }
}

describe("database outage", () => {
  it("answers 503 while PostgreSQL is down and recovers without a restart", async () => {
    ensureBuild();
    pg = await ThrowawayPostgres.create();
    pg.start();
    server = await startServer({ databaseUrl: pg.url });
    const user = await signUpAndIn(server.url, "outage");
    const writers = startWriters(server.url, user, "outage", 10);
    await waitFor(async () => writers.log.acknowledged.size >= 100, 60_000);

    const stoppedAt = Date.now();
    pg.stop("fast");
    const health = `${server.url}/api/health`;
    const list = `${server.url}/api/collections/workout_sessions/records?perPage=5`;
    let healthDown: number | null = null;
    let apiDown: number | null = null;
    const downAnswers: { which: string; at: number; status: number; ms: number; message?: string }[] = [];
    while (Date.now() - stoppedAt < 8_000) {
      const [h, l] = await Promise.all([probe(health), probe(`${list}&filter=${encodeURIComponent(`user = "${user.id}"`)}`, user.token)]);
      for (const [answer, which] of [[h, "health"], [l, "api"]] as const) {
        downAnswers.push({ which, at: Date.now() - stoppedAt, status: answer.status, ms: answer.ms, message: answer.body?.message });
        if (answer.status === 503) {
          expect(answer.body).toMatchObject({ status: 503, message: expect.any(String), data: {} });
          if (which === "health") healthDown ??= Date.now() - stoppedAt;
          else apiDown ??= Date.now() - stoppedAt;
        }
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthDown).not.toBeNull();
    expect(apiDown).not.toBeNull();
    // Once down, every answer is a 503 within the bound (never a hang, never a 500).
    const afterFirst = downAnswers.slice(4);
    expect(afterFirst.filter((a) => a.status !== 503)).toEqual([]);
    expect(Math.max(...downAnswers.map((a) => a.ms))).toBeLessThan(BOUND_MS);
    expect(writers.log.slowest).toBeLessThan(BOUND_MS + 2_000);

    const startedAt = Date.now();
    pg.start();
    const recovered = await waitFor(async () => (await fetch(health)).status === 200, 60_000);
    expect(recovered).toBe(true);
    const recoverMs = Date.now() - startedAt;
    const before = writers.log.acknowledged.size;
    await waitFor(async () => writers.log.acknowledged.size >= before + 50, 30_000);
    const log = await writers.stop();
    console.log(
      `[outage] health 503 after ${healthDown} ms, API 503 after ${apiDown} ms, slowest answer while down ${Math.max(...downAnswers.map((a) => a.ms))} ms; ` +
        `serving again ${recoverMs} ms after PostgreSQL started; ${log.acknowledged.size} acknowledged writes, statuses ${JSON.stringify(Object.fromEntries(log.statuses))}`,
    );
    expect(log.bad).toEqual([]);
    expect(log.acknowledged.size).toBeGreaterThan(before);

    const handle = await openDatabase({ kind: "postgres", url: pg.url, max: 1 });
    try {
      const rows = await handle.rows<{ notes: string; n: number }>(
        sql`select notes, count(*)::int as n from workout_sessions where notes like 'outage-%' group by notes`,
      );
      const counts = new Map(rows.map((r) => [r.notes, Number(r.n)]));
      expect([...log.acknowledged].filter((m) => counts.get(m) !== 1)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
