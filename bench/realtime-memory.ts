/**
 * Heap per idle realtime subscriber, in-process (the server's own share, without
 * the HTTP layer): `DATA_DIR=memory:// node --expose-gc --conditions=react-server --import tsx bench/realtime-memory.ts [n=2000]`.
 * Opens n streams through the route handler, subscribes each to two topics with
 * options (as the app does), collects garbage and prints heap and RSS per subscriber.
 */
import { call } from "@/tests/api/harness";
import { broker } from "@/lib/realtime/broker.server";

const N = Number(process.argv[2] ?? 2000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc");

async function settle(): Promise<NodeJS.MemoryUsage> {
  for (let i = 0; i < 3; i++) {
    gc!();
    await new Promise((r) => setTimeout(r, 50));
  }
  return process.memoryUsage();
}

async function open(): Promise<ReadableStreamDefaultReader<Uint8Array>> {
  const res = await call("/api/realtime");
  const reader = res.body!.getReader();
  const id = /^id:(\w+)/.exec(new TextDecoder().decode((await reader.read()).value))![1];
  const topics = ["workout_sessions/*", `workout_sets/*?options=${encodeURIComponent(JSON.stringify({ query: { filter: 'user = "abcdefghijklmno"', expand: "exercise" } }))}`];
  const posted = await call("/api/realtime", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ clientId: id, subscriptions: topics }) });
  if (posted.status !== 204) throw new Error(`subscribe: ${posted.status}`);
  return reader;
}

async function main(): Promise<void> {
  // Warm up: database open, LISTEN, modules loaded.
  (await open()).cancel();
  const before = await settle();
  const readers = [];
  for (let i = 0; i < N; i++) readers.push(await open());
  const after = await settle();
  if (broker().clients.size !== N) throw new Error(`expected ${N} clients, have ${broker().clients.size}`);
  const kb = (bytes: number) => (bytes / 1024 / N).toFixed(1);
  console.log(
    `${N} idle subscribers in-process: heap +${kb(after.heapUsed - before.heapUsed)} KB, RSS +${kb(after.rss - before.rss)} KB, external +${kb(after.external + after.arrayBuffers - before.external - before.arrayBuffers)} KB per subscriber`,
  );
  await Promise.all(readers.map((r) => r.cancel()));
  const cleaned = await settle();
  console.log(`after closing them: ${broker().clients.size} clients left, heap ${((cleaned.heapUsed - before.heapUsed) / 1024 / 1024).toFixed(1)} MB above the start`);
  // A second round: a leak per stream would show as the same growth again.
  const again = [];
  for (let i = 0; i < N; i++) again.push(await open());
  await Promise.all(again.map((r) => r.cancel()));
  const twice = await settle();
  console.log(`after a second ${N} opened and closed: heap ${((twice.heapUsed - before.heapUsed) / 1024 / 1024).toFixed(1)} MB above the start`);
  process.exit(0);
}

void main();
