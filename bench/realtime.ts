/**
 * Realtime figures (issue 23): `npx tsx bench/realtime.ts [idleStreams=500]`.
 * Two production servers on a throwaway PostgreSQL database:
 * 1. memory per idle subscriber: the server's RSS (from /proc) before and after
 *    N open, subscribed streams;
 * 2. events delivered per second to 200 subscribers on one instance, as 20
 *    users × 10 tabs (20 rule checks per event) and as one user × 200 tabs;
 * 3. write → event latency for a subscriber on the writing instance and on the
 *    other one (the added latency of crossing instances through NOTIFY).
 * Timings on a shared 2-core machine are noisy: compare runs made together.
 */
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { ensureBuild, startServer, withTempPgDatabase, type Server } from "@/tests/reliability/servers";

const IDLE = Number(process.argv[2] ?? 500);
const PASSWORD = "Realtime-Bench-Passw0rd!";

function headers(server: Server, token?: string): Record<string, string> {
  return { "content-type": "application/json", origin: server.url, "sec-fetch-site": "same-origin", ...(token ? { authorization: token } : {}) };
}

async function user(server: Server): Promise<{ id: string; token: string }> {
  const email = `bench_${randomBytes(6).toString("hex")}@example.com`;
  const created = await fetch(`${server.url}/api/collections/users/records`, {
    method: "POST",
    headers: headers(server),
    body: JSON.stringify({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Bench" }),
  });
  if (created.status !== 200) throw new Error(`sign-up: ${created.status} ${await created.text()}`);
  const auth = await fetch(`${server.url}/api/collections/users/auth-with-password`, {
    method: "POST",
    headers: headers(server),
    body: JSON.stringify({ identity: email, password: PASSWORD }),
  });
  const body = (await auth.json()) as { token: string; record: { id: string } };
  return { id: body.record.id, token: body.token };
}

interface Stream {
  events: number;
  /** Arrival time of each event, by the record name it carried. */
  seen: Map<string, number>;
  close: () => void;
}

/** Opens a stream, subscribes it with `token`, counts its events. */
async function subscribe(server: Server, token: string, topic: string): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${server.url}/api/realtime`, { signal: abort.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let clientId = "";
  while (!clientId) {
    buffer += (await reader.read()).value ?? "";
    clientId = /^id:(\w+)/.exec(buffer)?.[1] ?? "";
  }
  buffer = buffer.slice(buffer.indexOf("\n\n") + 2);
  const stream: Stream = { events: 0, seen: new Map(), close: () => abort.abort() };
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /\ndata:(.*)$/.exec(block)?.[1];
          if (!data) continue;
          stream.events += 1;
          stream.seen.set(JSON.parse(data).record.name, Date.now());
        }
      }
    } catch {
      // closed
    }
  })();
  const posted = await fetch(`${server.url}/api/realtime`, { method: "POST", headers: headers(server, token), body: JSON.stringify({ clientId, subscriptions: [topic] }) });
  if (posted.status !== 204) throw new Error(`subscribe: ${posted.status} ${await posted.text()}`);
  return stream;
}

function rssKb(server: Server): number {
  const status = fs.readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const p95 = (v: number[]) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor(v.length * 0.95))];

async function createWorkout(server: Server, writer: { id: string; token: string }, name: string): Promise<void> {
  const res = await fetch(`${server.url}/api/collections/workouts/records`, {
    method: "POST",
    headers: headers(server, writer.token),
    body: JSON.stringify({ name, userProfile: writer.id, isPublic: true }),
  });
  if (res.status !== 200) throw new Error(`write: ${res.status} ${await res.text()}`);
}

/** `count` public workouts written 4 at a time; deliveries per second until every subscriber has every event. */
async function throughput(label: string, server: Server, writer: { id: string; token: string }, streams: Stream[], count: number): Promise<void> {
  const tag = randomBytes(3).toString("hex");
  const before = streams.reduce((n, s) => n + s.events, 0);
  const expected = before + count * streams.length;
  const started = Date.now();
  for (let i = 0; i < count; i += 4) {
    await Promise.all(Array.from({ length: Math.min(4, count - i) }, (_, j) => createWorkout(server, writer, `${tag}-${i + j}`)));
  }
  const written = Date.now() - started;
  while (streams.reduce((n, s) => n + s.events, 0) < expected && Date.now() - started < 120_000) await sleep(20);
  const took = (Date.now() - started) / 1000;
  const delivered = streams.reduce((n, s) => n + s.events, 0) - before;
  console.log(
    `${label}: ${count} writes in ${written} ms, ${delivered}/${count * streams.length} deliveries in ${took.toFixed(2)} s = ${Math.round(delivered / took)} deliveries/s (${(count / took).toFixed(1)} events/s fanned out to ${streams.length})`,
  );
}

async function main(): Promise<void> {
  ensureBuild();
  await withTempPgDatabase(async (url) => {
    const env = { REALTIME_MAX_CLIENTS: "20000", REALTIME_MAX_CLIENTS_PER_ADDRESS: "20000", LOG_LEVEL: "warn" };
    const a = await startServer({ databaseUrl: url, env });
    const b = await startServer({ databaseUrl: url, env });
    try {
      const users = [];
      for (let i = 0; i < 20; i++) users.push(await user(a));
      const writer = users[0];

      // 1. Memory per idle subscriber.
      const warm = await subscribe(a, writer.token, "workouts/*");
      warm.close();
      await sleep(2000);
      const rss0 = rssKb(a);
      const idle: Stream[] = [];
      const quarter = Math.floor(IDLE / 4);
      let rssQ = 0;
      for (let i = 0; i < IDLE; i++) {
        idle.push(await subscribe(a, users[i % users.length].token, `workout_sessions/*`));
        if (i + 1 === quarter) {
          await sleep(3000);
          rssQ = rssKb(a);
        }
      }
      await sleep(3000);
      const rss1 = rssKb(a);
      console.log(
        `memory: ${IDLE} idle subscribed streams, server RSS ${Math.round(rss0 / 1024)} MB -> ${Math.round(rss1 / 1024)} MB = ${((rss1 - rss0) / IDLE).toFixed(1)} KB per subscriber (from ${quarter} to ${IDLE} streams: ${((rss1 - rssQ) / (IDLE - quarter)).toFixed(1)} KB each)`,
      );
      for (const s of idle) s.close();
      await sleep(1000);

      // 2. Events per second to 200 subscribers on one instance.
      const mixed: Stream[] = [];
      for (let i = 0; i < 200; i++) mixed.push(await subscribe(a, users[i % 20].token, "workouts/*"));
      await throughput("200 subscribers (20 users x 10 tabs)", a, writer, mixed, 100);
      for (const s of mixed) s.close();
      const single: Stream[] = [];
      for (let i = 0; i < 200; i++) single.push(await subscribe(a, writer.token, "workouts/*"));
      await throughput("200 subscribers (1 user x 200 tabs)", a, writer, single, 100);
      for (const s of single) s.close();
      await sleep(500);

      // 3. Latency on the writing instance and across.
      const local = await subscribe(a, writer.token, "workouts/*");
      const remote = await subscribe(b, writer.token, "workouts/*");
      const same: number[] = [];
      const across: number[] = [];
      for (let i = 0; i < 30; i++) {
        const name = `lat-${randomBytes(3).toString("hex")}`;
        const started = Date.now();
        await createWorkout(a, writer, name);
        while ((!local.seen.has(name) || !remote.seen.has(name)) && Date.now() - started < 5000) await sleep(1);
        same.push(local.seen.get(name)! - started);
        across.push(remote.seen.get(name)! - started);
        await sleep(50);
      }
      console.log(
        `latency write -> event (30 writes): same instance median ${median(same)} ms p95 ${p95(same)} ms; other instance median ${median(across)} ms p95 ${p95(across)} ms; added median ${median(across) - median(same)} ms`,
      );
      local.close();
      remote.close();
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
