/**
 * Soak: many concurrent clients against a production build on a fresh database,
 * mixing what real users do, then a check that every acknowledged write is
 * stored exactly once.
 *
 *   npm run bench:soak                      # PostgreSQL (a throwaway database on 127.0.0.1:5432)
 *   SOAK_DB=pglite npm run bench:soak       # embedded database in a temp folder
 *   SOAK_CLIENTS (200), SOAK_SECONDS (60), SOAK_PORT (free port), SOAK_TIMEOUT_MS (30000)
 *
 * Kinds of request: exercise list pages with filters, sorts and expands; record
 * detail views with expand; sign-ins (bcrypt); workout generation; and writes:
 * workout_sessions creates (each carries a unique marker in `notes`) and
 * workout_sets creates (unique by session, exercise and set number). Prints
 * requests, status counts, p50/p99 per kind, writes acknowledged/found/doubled;
 * exits non-zero on any 5xx (other than a fast 503 when SOAK_ALLOW_503=1), any
 * timeout, or any lost or doubled write.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/db/open";
import { ensureBuild, startServer, withTempPgDatabase } from "@/tests/reliability/servers";

const DB = (process.env.SOAK_DB ?? "pg").toLowerCase() === "pglite" ? "pglite" : "pg";
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const TIMEOUT_MS = Number(process.env.SOAK_TIMEOUT_MS ?? 30_000);
const PORT = process.env.SOAK_PORT ? Number(process.env.SOAK_PORT) : undefined;
const USERS = 20;
const PASSWORD = "soak password 1";

type Kind = "list" | "detail" | "signin" | "generate" | "session" | "set";
const MIX: [Kind, number][] = [
  ["list", 30],
  ["detail", 20],
  ["signin", 5],
  ["generate", 10],
  ["session", 15],
  ["set", 20],
];

interface Stats {
  latencies: number[];
  statuses: Map<string, number>;
}
const stats = new Map<Kind, Stats>(MIX.map(([k]) => [k, { latencies: [], statuses: new Map() }]));
const ackSessions = new Set<string>();
const ackSets = new Set<string>();

function pick<T>(items: T[]): T {
  return items[Math.floor(Math.random() * items.length)];
}

function pickKind(): Kind {
  const total = MIX.reduce((s, [, w]) => s + w, 0);
  let r = Math.random() * total;
  for (const [kind, weight] of MIX) if ((r -= weight) < 0) return kind;
  return "list";
}

async function timed(kind: Kind, url: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const started = performance.now();
  let status = "error";
  let body: unknown = null;
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    status = String(res.status);
    const text = await res.text();
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: res.status, body };
  } catch (error) {
    status = (error as Error).name === "TimeoutError" ? "timeout" : "network";
    return { status: 0, body: null };
  } finally {
    const s = stats.get(kind)!;
    s.latencies.push(performance.now() - started);
    s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
  }
}

function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const json = (token?: string): HeadersInit => ({
  "content-type": "application/json",
  ...(token ? { authorization: token } : {}),
});

async function main() {
  ensureBuild();
  const run = async (databaseUrl: string | undefined, dataDir: string | undefined) => {
    const server = await startServer({ port: PORT, databaseUrl, dataDir });
    const base = server.url;
    console.log(`soak: ${DB} at ${base}, ${CLIENTS} clients for ${SECONDS} s`);
    try {
      // Users, signed in once; each client borrows one.
      const users: { id: string; email: string; token: string }[] = [];
      for (let i = 0; i < USERS; i++) {
        const email = `soak${i}-${Date.now()}@example.test`;
        const created = await fetch(`${base}/api/collections/users/records`, {
          method: "POST",
          headers: json(),
          body: JSON.stringify({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: `Soak ${i}` }),
        });
        if (created.status !== 200) throw new Error(`sign-up failed: ${created.status} ${await created.text()}`);
        const auth = (await (
          await fetch(`${base}/api/collections/users/auth-with-password`, {
            method: "POST",
            headers: json(),
            body: JSON.stringify({ identity: email, password: PASSWORD }),
          })
        ).json()) as { token: string; record: { id: string } };
        users.push({ id: auth.record.id, email, token: auth.token });
      }
      const exercises = ((await (await fetch(`${base}/api/collections/exercises/records?perPage=200&fields=id`)).json()) as {
        items: { id: string }[];
      }).items.map((e) => e.id);
      const muscles = ((await (await fetch(`${base}/api/collections/muscles/records?perPage=100&fields=id`)).json()) as {
        items: { id: string }[];
      }).items.map((m) => m.id);

      const deadline = Date.now() + SECONDS * 1000;
      const client = async (n: number) => {
        const user = users[n % users.length];
        let session: string | null = null;
        let setNumber = 0;
        let writes = 0;
        while (Date.now() < deadline) {
          let kind = pickKind();
          if (kind === "set" && (!session || setNumber >= 100)) kind = "session";
          switch (kind) {
            case "list": {
              const q = new URLSearchParams({
                page: String(1 + Math.floor(Math.random() * 5)),
                perPage: "24",
                sort: pick(["name", "-name", "-created", "difficultyLevel"]),
                filter: pick([
                  "",
                  `primaryMuscles ?= "${pick(muscles)}"`,
                  `name ~ "${pick(["press", "curl", "squat", "row"])}"`,
                  `difficultyLevel <= ${1 + Math.floor(Math.random() * 5)}`,
                ]),
                expand: "primaryMuscles,equipmentRequired",
              });
              await timed(kind, `${base}/api/collections/exercises/records?${q}`);
              break;
            }
            case "detail":
              await timed(kind, `${base}/api/collections/exercises/records/${pick(exercises)}?expand=primaryMuscles,secondaryMuscles,equipmentRequired`);
              break;
            case "signin":
              await timed(kind, `${base}/api/collections/users/auth-with-password`, {
                method: "POST",
                headers: { ...json(), "x-forwarded-for": `10.1.${n % 250}.${Math.floor(Math.random() * 250)}` },
                body: JSON.stringify({ identity: user.email, password: PASSWORD }),
              });
              break;
            case "generate":
              await timed(kind, `${base}/api/workouts/generate`, {
                method: "POST",
                headers: json(),
                body: JSON.stringify({
                  workoutType: pick(["full_body", "upper_body", "lower_body", "push", "pull"]),
                  targetDuration: pick([30, 45, 60]),
                  seed: Math.floor(Math.random() * 1e6),
                }),
              });
              break;
            case "session": {
              const marker = `soak-${n}-${writes++}-${Math.random().toString(36).slice(2, 8)}`;
              const res = await timed(kind, `${base}/api/collections/workout_sessions/records`, {
                method: "POST",
                headers: json(user.token),
                body: JSON.stringify({ user: user.id, notes: marker, durationMinutes: 30 }),
              });
              if (res.status === 200) {
                ackSessions.add(marker);
                session = (res.body as { id: string }).id;
                setNumber = 0;
              }
              break;
            }
            case "set": {
              const exercise = exercises[n % exercises.length];
              const number = ++setNumber;
              const res = await timed(kind, `${base}/api/collections/workout_sets/records`, {
                method: "POST",
                headers: json(user.token),
                body: JSON.stringify({ user: user.id, session, exercise, setNumber: number, reps: 8, weight: 50, completed: true }),
              });
              if (res.status === 200) ackSets.add(`${session}|${exercise}|${number}`);
              break;
            }
          }
        }
      };
      const started = Date.now();
      await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
      const elapsed = (Date.now() - started) / 1000;

      // Read back through the database itself.
      if (DB === "pglite") await server.stop();
      const handle = databaseUrl
        ? await openDatabase({ kind: "postgres", url: databaseUrl, max: 1 })
        : await openDatabase({ kind: "pglite", dataDir: dataDir! });
      let sessionsFound = 0;
      let sessionsDoubled = 0;
      let setsFound = 0;
      let setsDoubled = 0;
      try {
        const sessionRows = await handle.rows<{ notes: string; n: number }>(
          sql`select notes, count(*)::int as n from workout_sessions where notes like 'soak-%' group by notes`,
        );
        const sessionCounts = new Map(sessionRows.map((r) => [r.notes, Number(r.n)]));
        for (const marker of ackSessions) {
          const n = sessionCounts.get(marker) ?? 0;
          if (n >= 1) sessionsFound++;
          if (n > 1) sessionsDoubled++;
        }
        const setRows = await handle.rows<{ k: string; n: number }>(
          sql`select session || '|' || exercise || '|' || set_number as k, count(*)::int as n from workout_sets
              where session in (select id from workout_sessions where notes like 'soak-%') group by 1`,
        );
        const setCounts = new Map(setRows.map((r) => [r.k, Number(r.n)]));
        for (const key of ackSets) {
          const n = setCounts.get(key) ?? 0;
          if (n >= 1) setsFound++;
          if (n > 1) setsDoubled++;
        }
      } finally {
        await handle.close();
      }

      let total = 0;
      let fives = 0;
      let timeouts = 0;
      console.log(`\n${"kind".padEnd(10)}${"requests".padStart(10)}${"p50 ms".padStart(10)}${"p99 ms".padStart(10)}  statuses`);
      for (const [kind, s] of stats) {
        total += s.latencies.length;
        for (const [status, count] of s.statuses) {
          if (status.startsWith("5")) fives += count;
          if (status === "timeout" || status === "network") timeouts += count;
        }
        const statuses = [...s.statuses].map(([k, v]) => `${k}:${v}`).join(" ");
        console.log(
          `${kind.padEnd(10)}${String(s.latencies.length).padStart(10)}${percentile(s.latencies, 50).toFixed(0).padStart(10)}${percentile(s.latencies, 99).toFixed(0).padStart(10)}  ${statuses}`,
        );
      }
      console.log(`\n${total} requests in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(0)} req/s), ${fives} 5xx, ${timeouts} timeouts/network errors`);
      console.log(`sessions: acknowledged ${ackSessions.size}, found ${sessionsFound}, doubled ${sessionsDoubled}`);
      console.log(`sets:     acknowledged ${ackSets.size}, found ${setsFound}, doubled ${setsDoubled}`);
      const lost = ackSessions.size - sessionsFound + (ackSets.size - setsFound);
      const ok = fives === 0 && timeouts === 0 && lost === 0 && sessionsDoubled + setsDoubled === 0;
      console.log(ok ? "soak: OK" : "soak: FAILED");
      return ok;
    } finally {
      await server.stop();
    }
  };
  const ok =
    DB === "pg"
      ? await withTempPgDatabase((url) => run(url, undefined))
      : await (async () => {
          const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forgefit-soak-"));
          try {
            return await run(undefined, dir);
          } finally {
            fs.rmSync(dir, { recursive: true, force: true });
          }
        })();
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
