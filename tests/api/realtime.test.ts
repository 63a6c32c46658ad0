import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { SignJWT } from "jose";
import { sql } from "drizzle-orm";
import type PocketBase from "pocketbase";
import { getDatabase } from "@/db";
import { signingKey } from "@/lib/auth/token.server";
import { broker, pingClients } from "@/lib/realtime/broker.server";
import { settled } from "@/lib/realtime/listener.server";
import { allCollections } from "@/lib/records/registry";
import { newRecordId } from "@/lib/shared/record-id";
import { call, client } from "./harness";
import { eventually, installEventSource, TestEventSource } from "./event-source";
import { catalogueIds, signUp, type TestUser } from "./fixtures";

/**
 * Realtime with PocketBase's protocol, driven by the official SDK: the stream's
 * PB_CONNECT, subscriptions with options, events checked against each
 * subscriber's rules, the subscription's auth, limits and clean-up.
 */
installEventSource();

type Event = { action: string; record: Record<string, unknown> };
const newId = () => newRecordId((n) => randomBytes(n));

let owner: TestUser;
let other: TestUser;
let exercise: string;

beforeAll(async () => {
  owner = await signUp();
  other = await signUp();
  [exercise] = await catalogueIds("exercises", 1);
});

afterAll(() => {
  for (const source of [...TestEventSource.open]) source.close();
});

/** Collects the events of one SDK subscription. */
async function collect(pb: PocketBase, collection: string, topic: string, options?: Record<string, unknown>) {
  const events: Event[] = [];
  const unsubscribe = await pb.collection(collection).subscribe(topic, (e) => events.push(e as Event), options);
  return { events, unsubscribe };
}

function authed(user: TestUser): PocketBase {
  const pb = client();
  pb.authStore.save(user.token, { id: user.id } as never);
  return pb;
}

async function newSession(user: TestUser, name: string) {
  return user.pb.collection("workout_sessions").create({ id: newId(), user: user.id, name, status: "in_progress", startedAt: new Date().toISOString() });
}

describe("the SSE stream", () => {
  it("opens with PB_CONNECT carrying the client id on the id line and in the data, uncompressed and uncached", async () => {
    const abort = new AbortController();
    const res = await call("/api/realtime", { signal: abort.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("cache-control")).toContain("no-transform");
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = (await reader.read()).value!;
    const match = /^id:([0-9a-f]{40})\nevent:PB_CONNECT\ndata:(.*)\n\n$/.exec(first);
    expect(match, first).not.toBeNull();
    expect(JSON.parse(match![2])).toEqual({ clientId: match![1] });
    expect(broker().clients.has(match![1])).toBe(true);
    // The client goes away: it is forgotten.
    abort.abort();
    await eventually(() => !broker().clients.has(match![1]), 2000, "client removed");
  });

  it("pings idle streams with an SSE comment, which EventSource ignores", async () => {
    const res = await call("/api/realtime");
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const id = /^id:(\w+)/.exec((await reader.read()).value!)![1];
    pingClients();
    expect((await reader.read()).value).toBe(": ping\n\n");
    expect(broker().clients.has(id)).toBe(true);
    await reader.cancel();
  });

  it("forgets a client whose reader cancels the stream", async () => {
    const res = await call("/api/realtime");
    const reader = res.body!.getReader();
    const text = new TextDecoder().decode((await reader.read()).value);
    const id = /^id:(\w+)/.exec(text)![1];
    expect(broker().clients.has(id)).toBe(true);
    await reader.cancel();
    expect(broker().clients.has(id)).toBe(false);
  });
});

describe("events through the SDK", () => {
  it("the owner receives create, update and delete of their sessions; another user and a visitor receive nothing", async () => {
    const mine = await collect(authed(owner), "workout_sessions", "*");
    const theirs = await collect(authed(other), "workout_sessions", "*");
    const visitor = await collect(client(), "workout_sessions", "*");
    const session = await newSession(owner, "Realtime push day");
    await owner.pb.collection("workout_sessions").update(session.id, { name: "Realtime push day, renamed" });
    await owner.pb.collection("workout_sessions").delete(session.id);
    await eventually(() => mine.events.length >= 3, 10_000, "three events");
    await settled();
    expect(mine.events.map((e) => [e.action, e.record.id, e.record.name])).toEqual([
      ["create", session.id, "Realtime push day"],
      ["update", session.id, "Realtime push day, renamed"],
      ["delete", session.id, "Realtime push day, renamed"],
    ]);
    // The record is printed as the API prints it.
    expect(mine.events[0].record).toMatchObject({ collectionName: "workout_sessions", user: owner.id, status: "in_progress" });
    expect(theirs.events).toEqual([]);
    expect(visitor.events).toEqual([]);
    await Promise.all([mine.unsubscribe(), theirs.unsubscribe(), visitor.unsubscribe()]);
  });

  it("a record topic gets that record's events only, with expand and fields from the options", async () => {
    const a = await newSession(owner, "Topic A");
    const b = await newSession(owner, "Topic B");
    const one = await collect(authed(owner), "workout_sessions", a.id, { expand: "user", fields: "id,name,expand.user.id" });
    await owner.pb.collection("workout_sessions").update(b.id, { name: "Topic B2" });
    await owner.pb.collection("workout_sessions").update(a.id, { name: "Topic A2" });
    await eventually(() => one.events.length >= 1, 10_000, "event");
    await settled();
    expect(one.events).toEqual([{ action: "update", record: { id: a.id, name: "Topic A2", expand: { user: { id: owner.id } } } }]);
    await one.unsubscribe();
  });

  it("a topic's filter narrows its events", async () => {
    const tagged = await collect(authed(owner), "workout_sessions", "*", { filter: `name ~ "leg day"` });
    await newSession(owner, "An arm day");
    const legs = await newSession(owner, "A leg day");
    await eventually(() => tagged.events.length >= 1, 10_000, "event");
    await settled();
    expect(tagged.events.map((e) => e.record.id)).toEqual([legs.id]);
    await tagged.unsubscribe();
  });

  it("a write that rolls back announces nothing", async () => {
    const sets = await collect(authed(owner), "workout_sets", "*");
    const foreign = await newSession(other, "Not yours");
    // Inserted, then refused by the create rule inside the transaction (the session is someone else's).
    await expect(
      owner.pb.collection("workout_sets").create({ user: owner.id, session: foreign.id, exercise, setNumber: 1, reps: 5, weight: 50 }),
    ).rejects.toMatchObject({ status: 400 });
    const mine = await newSession(owner, "Mine");
    const set = await owner.pb.collection("workout_sets").create({ user: owner.id, session: mine.id, exercise, setNumber: 1, reps: 5, weight: 50 });
    await eventually(() => sets.events.length >= 1, 10_000, "event");
    await settled();
    expect(sets.events.map((e) => [e.action, e.record.id])).toEqual([["create", set.id]]);
    await sets.unsubscribe();
  });

  it("rules are checked per event: a workout made private stops reaching another user", async () => {
    const watcher = await collect(authed(other), "workouts", "*");
    const workout = await owner.pb.collection("workouts").create({ name: "Shared then private", userProfile: owner.id, isPublic: true });
    await owner.pb.collection("workouts").update(workout.id, { isPublic: false, name: "Now private" });
    await owner.pb.collection("workouts").update(workout.id, { name: "Still private" });
    await eventually(() => watcher.events.length >= 1, 10_000, "event");
    await settled();
    expect(watcher.events.map((e) => [e.action, e.record.name])).toEqual([["create", "Shared then private"]]);
    await watcher.unsubscribe();
  });
});

describe("the subscription's auth and limits", () => {
  async function connect(): Promise<{ id: string; close: () => Promise<void>; done: Promise<boolean> }> {
    const res = await call("/api/realtime");
    const reader = res.body!.getReader();
    const id = /^id:(\w+)/.exec(new TextDecoder().decode((await reader.read()).value))![1];
    const done = (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })();
    return { id, close: () => reader.cancel(), done };
  }
  const post = (body: unknown, token?: string) =>
    call("/api/realtime", {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });

  it("answers 204, then refuses another user's POST for the same client with 403", async () => {
    const stream = await connect();
    expect((await post({ clientId: stream.id, subscriptions: ["workout_sessions/*"] }, owner.token)).status).toBe(204);
    const refused = await post({ clientId: stream.id, subscriptions: ["workout_sessions/*"] }, other.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ status: 403, message: expect.any(String), data: {} });
    // Dropping the auth is another auth too.
    expect((await post({ clientId: stream.id, subscriptions: [] })).status).toBe(403);
    await stream.close();
  });

  it("refuses malformed requests with PocketBase-shaped 400s and an unknown client with 404", async () => {
    const stream = await connect();
    const missing = await post({ subscriptions: [] });
    expect(missing.status).toBe(400);
    expect((await missing.json()).data.clientId.code).toBe("validation_required");
    expect((await post({ clientId: stream.id, subscriptions: Array.from({ length: 1001 }, (_, i) => `workouts/${i}`) })).status).toBe(400);
    expect((await post({ clientId: stream.id, subscriptions: [`workouts/${"x".repeat(2501)}`] })).status).toBe(400);
    expect((await post({ clientId: stream.id, subscriptions: ["workouts/*\nevent:forged"] })).status).toBe(400);
    expect((await post({ clientId: stream.id, subscriptions: "workouts/*" })).status).toBe(400);
    expect((await post({ clientId: "x".repeat(256) })).status).toBe(400);
    // Ours: filters are compiled when subscribing, never join (@collection), and a stream keeps few option sets.
    const options = (o: unknown) => `workouts/*?options=${encodeURIComponent(JSON.stringify(o))}`;
    const join = await post({ clientId: stream.id, subscriptions: [options({ query: { filter: "@collection.exercises.description ?~ name" } })] });
    expect(join.status).toBe(400);
    expect((await join.json()).data.subscriptions.message).toMatch(/cannot join other collections/);
    expect((await post({ clientId: stream.id, subscriptions: [options({ query: { filter: "name ~~ (" } })] })).status).toBe(400);
    const many = Array.from({ length: 11 }, (_, i) => options({ query: { filter: `id != "a${i}"` } }));
    expect((await post({ clientId: stream.id, subscriptions: many })).status).toBe(400);
    expect((await post({ clientId: stream.id, subscriptions: many.slice(0, 10) })).status).toBe(204);
    expect((await post({ clientId: stream.id, subscriptions: Array.from({ length: 30 }, (_, i) => `workouts/${"y".repeat(2400)}${i}`) })).status).toBe(400);
    const unknown = await post({ clientId: "nobody", subscriptions: [] });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe("Missing or invalid client id.");
    await stream.close();
  });

  it("ends the stream when the subscribing token expires", async () => {
    const handle = await getDatabase();
    const [row] = await handle.rows<{ token_key: string }>(sql`select token_key from users where id = ${owner.id}`);
    const now = Math.floor(Date.now() / 1000);
    const shortLived = await new SignJWT({ id: owner.id, type: "auth", collectionId: "_pb_users_auth_", refreshable: true })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt(now)
      .setExpirationTime(now + 2)
      .sign(await signingKey(row.token_key));
    const stream = await connect();
    expect((await post({ clientId: stream.id, subscriptions: ["workout_sessions/*"] }, shortLived)).status).toBe(204);
    expect(broker().clients.get(stream.id)?.authId).toBe(owner.id);
    expect(await Promise.race([stream.done, new Promise((r) => setTimeout(() => r(false), 4000))])).toBe(true);
    expect(broker().clients.has(stream.id)).toBe(false);
  });

  it("ends the stream when its user logs out (the token key is renewed)", async () => {
    const leaving = await signUp();
    const stream = await connect();
    expect((await post({ clientId: stream.id, subscriptions: ["workout_sessions/*"] }, leaving.token)).status).toBe(204);
    const logout = await call("/api/auth/logout", { method: "POST", headers: { authorization: leaving.token } });
    expect(logout.status).toBe(204);
    expect(await Promise.race([stream.done, new Promise((r) => setTimeout(() => r(false), 3000))])).toBe(true);
    expect(broker().clients.has(stream.id)).toBe(false);
  });

  it("caps the streams of one address", async () => {
    const { env } = await import("@/lib/env");
    const limit = env().REALTIME_MAX_CLIENTS_PER_ADDRESS;
    const open: Response[] = [];
    const before = broker().clients.size;
    for (let i = 0; i < limit - before; i++) open.push(await call("/api/realtime"));
    const refused = await call("/api/realtime");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ status: 429, data: {} });
    await Promise.all(open.map((r) => r.body!.cancel()));
    expect(broker().clients.size).toBe(before);
    expect((await call("/api/realtime")).status).toBe(200);
  });
});

describe("what announces writes", () => {
  it("every collection a client can write has migration 0025's trigger, naming the collection and leaving its hidden columns out", async () => {
    const handle = await getDatabase();
    const rows = await handle.rows<{ table: string; args: string }>(
      sql`select c.relname as "table", encode(t.tgargs, 'escape') as args from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = 'realtime_notify' order by 1`,
    );
    const writable = allCollections()
      .filter((c) => c.rules.create !== null || c.rules.update !== null || c.rules.delete !== null)
      .sort((a, b) => a.tableName.localeCompare(b.tableName));
    expect(rows.map((r) => r.table)).toEqual(writable.map((c) => c.tableName));
    for (const [i, c] of writable.entries()) {
      const hidden = [...c.fields.values()].filter((f) => f.def.hidden).map((f) => f.column);
      expect(rows[i].args.split("\\000").filter(Boolean), c.name).toEqual([c.name, ...hidden]);
    }
  });
});
