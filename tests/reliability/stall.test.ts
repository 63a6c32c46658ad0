import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, pgAvailable, startServer, withTempPgDatabase, type Server } from "./servers";

/**
 * Issue 17 item 1: one anonymous request must not stall the server. Each of
 * the three shapes that did (a pathological LIKE folded in JavaScript, a deep
 * back-relation expand chain, a long `||` chain of back-relation terms) must
 * answer 200 or a PocketBase-shaped 400 within 5 s and 20 MB, while
 * `/api/health`, asked every 50 ms meanwhile, answers each time within 1 s.
 */
const ANSWER_MS = 5_000;
const ANSWER_BYTES = 20 * 1024 * 1024;
const HEALTH_MS = 1_000;

const backTerm = (i: number) => `workouts_via_exercises.exercises.workouts_via_exercises.exercises.name ~ "x${i}"`;

export const STALLING_REQUESTS: Record<string, string> = {
  "pathological LIKE": `/api/collections/exercises/records?filter=${encodeURIComponent(`"${"a".repeat(60)}" ~ "%a%a%a%a%a%a%b"`)}`,
  "deep back-relation expand": `/api/collections/exercises/records?perPage=1000&expand=${[
    "workouts_via_exercises",
    "exercises",
    "workouts_via_exercises",
    "exercises",
    "workouts_via_exercises",
    "exercises",
  ].join(".")}`,
  "40 back-relation terms": `/api/collections/exercises/records?filter=${encodeURIComponent(
    Array.from({ length: 40 }, (_, i) => backTerm(i)).join(" || "),
  )}`,
  // Heavy shapes within the limits: answered, in time.
  "heavy filter within limits (3 back-relation terms with a relation after)": `/api/collections/exercises/records?filter=${encodeURIComponent(
    Array.from({ length: 3 }, (_, i) => `workouts_via_exercises.userProfile.name ~ "x${i}"`).join(" || "),
  )}`,
  "heavy filter within limits (15 back-relation terms)": `/api/collections/exercises/records?filter=${encodeURIComponent(
    Array.from({ length: 15 }, (_, i) => `workouts_via_exercises.description ~ "x${i}"`).join(" || "),
  )}`,
  // Forward multi-relation hops: correlated subqueries that scanned the related table per row (2.3 s before the index preference).
  "heavy filter within limits (25 two-hop multi-relation terms)": `/api/collections/exercises/records?filter=${encodeURIComponent(
    Array.from({ length: 25 }, (_, i) => `variations.equipment.name ~ "x${i}"`).join(" || "),
  )}`,
  "heavy filter within limits (12 four-hop terms through a back-relation)": `/api/collections/exercises/records?filter=${encodeURIComponent(
    Array.from({ length: 12 }, (_, i) => `workouts_via_exercises.exercises.variations.equipment.name ~ "x${i}"`).join(" || "),
  )}`,
  "heavy expand within limits (11 MB)": `/api/collections/exercises/records?perPage=1000&expand=workouts_via_exercises.exercises.variations.exercise2`,
};

interface Figures {
  status: number;
  ms: number;
  bytes: number;
  healthMaxMs: number;
  healthCount: number;
  body: string;
}

/** Sends `path` and polls health until it answers; health timings are taken meanwhile. */
async function measure(base: string, path: string): Promise<Figures> {
  const started = Date.now();
  let done = false;
  const request = (async () => {
    try {
      const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(60_000) });
      const buffer = Buffer.from(await res.arrayBuffer());
      return { status: res.status, bytes: buffer.byteLength, body: buffer.subarray(0, 400).toString() };
    } catch (error) {
      return { status: 0, bytes: 0, body: String(error) };
    } finally {
      done = true;
    }
  })();
  const healthTimes: number[] = [];
  // Let the request reach the server before the first probe.
  await new Promise((r) => setTimeout(r, 30));
  while (!done) {
    const t = Date.now();
    try {
      await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) });
    } catch {
      // counted by its time
    }
    healthTimes.push(Date.now() - t);
    await new Promise((r) => setTimeout(r, 50));
  }
  const answer = await request;
  return {
    ...answer,
    ms: Date.now() - started,
    healthMaxMs: healthTimes.length ? Math.max(...healthTimes) : 0,
    healthCount: healthTimes.length,
  };
}

function describeOn(database: "PGlite" | "PostgreSQL") {
  describe(`no request stalls the server (${database})`, () => {
    let server: Server;
    let drop: (() => void) | undefined;

    beforeAll(async () => {
      ensureBuild();
      if (database === "PGlite") {
        server = await startServer();
        return;
      }
      // A database of its own for the whole describe, dropped in afterAll.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const ready = new Promise<string>((resolve) => {
        void withTempPgDatabase(async (url) => {
          resolve(url);
          await held;
        });
      });
      server = await startServer({ databaseUrl: await ready });
      drop = release;
    });

    afterAll(async () => {
      await server?.stop();
      drop?.();
    });

    for (const [name, path] of Object.entries(STALLING_REQUESTS)) {
      it(`${name}: answers 200 or 400 in < 5 s and < 20 MB, health in < 1 s meanwhile`, async () => {
        // The first request of a route loads its code; the list cache must not answer the measured one.
        await fetch(`${server.url}/api/collections/exercises/records?perPage=1&expand=category`);
        const f = await measure(server.url, path);
        console.log(
          `[stall] ${database} ${name}: ${f.status} in ${f.ms} ms, ${(f.bytes / 1024 / 1024).toFixed(2)} MB; health max ${f.healthMaxMs} ms over ${f.healthCount} probes`,
        );
        expect([200, 400], f.body).toContain(f.status);
        if (f.status === 400) {
          const body = JSON.parse(f.body);
          expect(body).toMatchObject({ status: 400, message: expect.any(String), data: expect.any(Object) });
        }
        expect(f.ms).toBeLessThan(ANSWER_MS);
        expect(f.bytes).toBeLessThan(ANSWER_BYTES);
        expect(f.healthMaxMs).toBeLessThan(HEALTH_MS);
      });
    }
  });
}

describeOn("PGlite");
if (pgAvailable()) describeOn("PostgreSQL");
