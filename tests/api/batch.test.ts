import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { ClientResponseError } from "pocketbase";
import { getDatabase } from "@/db";
import { runBatch } from "@/lib/records/batch";
import { BATCH_MAX_REQUESTS, parseBatch } from "@/lib/records/batch-form";
import { MAX_BODY_BYTES } from "@/lib/records/http";
import type { RequestInfo } from "@/lib/records/types";
import { call } from "./harness";
import { catalogueIds, signUp, uid, type TestUser } from "./fixtures";

let alice: TestUser;
let bob: TestUser;
let exercise: string;

beforeAll(async () => {
  [alice, bob] = await Promise.all([signUp(), signUp()]);
  [exercise] = await catalogueIds("exercises", 1);
});

/** A 15-character record id the caller chooses, so later requests of one batch can point at earlier ones. */
const newId = () => randomBytes(8).toString("hex").slice(0, 15);

async function gymNames(user: TestUser): Promise<string[]> {
  const list = await user.pb.collection("gym_profiles").getFullList({ sort: "name" });
  return list.map((g) => g.name as string);
}

function batchCall(body: unknown, token?: string): Promise<Response> {
  return call("/api/batch", {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
}

async function failure(promise: Promise<unknown>): Promise<ClientResponseError> {
  const error = await promise.then(
    () => null,
    (e) => e,
  );
  expect(error).toBeInstanceOf(ClientResponseError);
  return error as ClientResponseError;
}

describe("batch API (pb.createBatch())", () => {
  it("creates, updates, upserts and deletes in one request, answering [{status, body}] in order", async () => {
    const sessionId = newId();
    const existing = await alice.pb.collection("gym_profiles").create({ user: alice.id, name: uid("Home") });
    const doomed = await alice.pb.collection("gym_profiles").create({ user: alice.id, name: uid("Old") });

    const batch = alice.pb.createBatch();
    batch.collection("workout_sessions").create({ id: sessionId, user: alice.id, name: "Batch day", status: "in_progress" });
    // Points at the session created just before, in the same transaction; expand is honoured per request.
    batch
      .collection("workout_sets")
      .create({ user: alice.id, session: sessionId, exercise, setNumber: 1, reps: 5, weight: 100 }, { expand: "session" });
    batch.collection("gym_profiles").update(existing.id, { isDefault: true }, { fields: "id,isDefault" });
    batch.collection("gym_profiles").upsert({ id: existing.id, name: "Renamed" });
    batch.collection("gym_profiles").upsert({ user: alice.id, name: "Upserted new" });
    batch.collection("gym_profiles").delete(doomed.id);
    const results = await batch.send();

    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 204]);
    expect(results[0].body).toMatchObject({ id: sessionId, collectionName: "workout_sessions", name: "Batch day" });
    expect(results[1].body.expand.session.id).toBe(sessionId);
    expect(results[2].body).toEqual({ id: existing.id, isDefault: true });
    expect(results[3].body).toMatchObject({ id: existing.id, name: "Renamed" });
    expect(results[4].body.id).not.toBe(existing.id);
    expect(results[5].body).toBeNull();
    expect(await gymNames(alice)).toEqual(["Renamed", "Upserted new"].sort());
    const sets = await alice.pb.collection("workout_sets").getFullList({ filter: `session = "${sessionId}"` });
    expect(sets).toHaveLength(1);
  });

  it("rolls back every request when one fails, and names the failing index the way PocketBase does", async () => {
    const user = await signUp();
    const res = await call("/api/batch", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: user.token },
      body: JSON.stringify({
        requests: [
          { method: "POST", url: "/api/collections/gym_profiles/records", body: { user: user.id, name: "Kept?" } },
          { method: "POST", url: "/api/collections/gym_profiles/records", body: { user: user.id, name: "" } },
          { method: "POST", url: "/api/collections/gym_profiles/records", body: { user: user.id, name: "Never run" } },
        ],
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 400,
      message: "Batch transaction failed.",
      data: {
        requests: {
          "1": {
            code: "batch_request_failed",
            message: "Batch request failed.",
            response: {
              status: 400,
              message: "Failed to create record.",
              data: { name: { code: "validation_required", message: "Cannot be blank." } },
            },
          },
        },
      },
    });
    expect(await gymNames(user)).toEqual([]);
  });

  it("checks each request's own rules: another user's records are out of reach, and the first write is undone", async () => {
    const bobsGym = await bob.pb.collection("gym_profiles").create({ user: bob.id, name: uid("Bob's") });
    const before = await gymNames(alice);

    const updateTheirs = alice.pb.createBatch();
    updateTheirs.collection("gym_profiles").create({ user: alice.id, name: uid("Mine") });
    updateTheirs.collection("gym_profiles").update(bobsGym.id, { name: "Taken over" });
    const e1 = await failure(updateTheirs.send());
    expect(e1.status).toBe(400);
    expect(e1.response.data.requests["1"].response.status).toBe(404);

    // Upsert with someone else's id becomes an update of it, which the rule refuses.
    const upsertTheirs = alice.pb.createBatch();
    upsertTheirs.collection("gym_profiles").upsert({ id: bobsGym.id, name: "Upserted over" });
    expect((await failure(upsertTheirs.send())).response.data.requests["0"].response.status).toBe(404);

    const createForThem = alice.pb.createBatch();
    createForThem.collection("gym_profiles").create({ user: bob.id, name: uid("For Bob") });
    expect((await failure(createForThem.send())).response.data.requests["0"].response.status).toBe(400);

    const deleteTheirs = alice.pb.createBatch();
    deleteTheirs.collection("gym_profiles").delete(bobsGym.id);
    expect((await failure(deleteTheirs.send())).response.data.requests["0"].response.status).toBe(404);

    expect(await gymNames(alice)).toEqual(before);
    expect((await bob.pb.collection("gym_profiles").getOne(bobsGym.id)).name).toBe(bobsGym.name);
  });

  it("uses the batch's auth for every request: a sub-request's own Authorization header never elevates", async () => {
    const bobsGym = await bob.pb.collection("gym_profiles").create({ user: bob.id, name: uid("Bob's") });
    const asVisitor = await batchCall({
      requests: [
        {
          method: "POST",
          url: "/api/collections/gym_profiles/records",
          headers: { Authorization: bob.token },
          body: { user: bob.id, name: uid("Smuggled") },
        },
      ],
    });
    expect(asVisitor.status).toBe(400);
    expect((await asVisitor.json()).data.requests["0"].response.status).toBe(400);

    const asAlice = await batchCall(
      {
        requests: [
          {
            method: "PATCH",
            url: `/api/collections/gym_profiles/records/${bobsGym.id}`,
            headers: { authorization: bob.token, cookie: "x=y" },
            body: { name: "Alice was here" },
          },
        ],
      },
      alice.token,
    );
    expect((await asAlice.json()).data.requests["0"].response.status).toBe(404);
    expect((await bob.pb.collection("gym_profiles").getOne(bobsGym.id)).name).toBe(bobsGym.name);
  });

  it("sends files as the SDK does (multipart @jsonPayload + requests.N.field) and rolls them back with the rest", async () => {
    const user = await signUp();
    const png = new File([randomBytes(2048)], "Face.png", { type: "image/png" });
    const batch = user.pb.createBatch();
    batch.collection("gym_profiles").create({ user: user.id, name: "With avatar" });
    batch.collection("users").update(user.id, { name: "Pictured", avatar: png });
    const results = await batch.send();
    expect(results[1].body.avatar).toMatch(/^face_[a-z0-9]{10}\.png$/);
    const served = await call(`/api/files/users/${user.id}/${results[1].body.avatar}`);
    expect(served.status).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBe(2048);

    const failing = user.pb.createBatch();
    failing.collection("users").update(user.id, { avatar: new File([randomBytes(512)], "second.png") });
    failing.collection("gym_profiles").create({ user: user.id, name: "" });
    await failure(failing.send());
    const after = await user.pb.collection("users").getOne(user.id);
    expect(after.avatar).toBe(results[1].body.avatar);
    const handle = await getDatabase();
    const stored = await handle.rows<{ n: number }>(
      sql`select count(*)::int as n from stored_files where collection = 'users' and record_id = ${user.id}`,
    );
    expect(Number(stored[0].n)).toBe(1);
  });
});

describe("batch limits and hostile batches", () => {
  const create = (name: string) => ({ method: "POST", url: "/api/collections/gym_profiles/records", body: { user: alice.id, name } });

  it(`refuses more than ${BATCH_MAX_REQUESTS} requests and an empty batch, before any work`, async () => {
    const tooMany = await batchCall({ requests: Array.from({ length: BATCH_MAX_REQUESTS + 1 }, (_, i) => create(`g${i}`)) }, alice.token);
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).data.requests.code).toBe("validation_length_too_long");
    for (const body of [{}, { requests: [] }]) {
      const empty = await batchCall(body, alice.token);
      expect(empty.status).toBe(400);
      expect((await empty.json()).data.requests.code).toBe("validation_required");
    }
    const malformed = await batchCall({ requests: "nope" }, alice.token);
    expect(malformed.status).toBe(400);
    expect((await batchCall({ requests: [{ method: 1, url: [] }] }, alice.token)).status).toBe(400);
  });

  it("refuses a body over the request size limit with 413, as every other write", async () => {
    const res = await batchCall({ requests: [create("x".repeat(MAX_BODY_BYTES))] }, alice.token);
    expect(res.status).toBe(413);
  });

  it("accepts only record urls: nested batches, other routes, absolute urls and reads are refused with their index", async () => {
    const urls: Array<[string, string]> = [
      ["POST", "/api/batch"],
      ["POST", "/api/collections/users/auth-with-password"],
      ["POST", "http://127.0.0.1:3000/api/collections/gym_profiles/records"],
      ["GET", "/api/collections/gym_profiles/records"],
      ["DELETE", "/api/collections/gym_profiles/records"],
      ["POST", "/api/collections/gym_profiles/records/../../batch"],
      ["PATCH", "/api/collections/%E0%A4%A/records/abc"],
    ];
    for (const [method, url] of urls) {
      const res = await batchCall({ requests: [create("fine"), { method, url, body: {} }] }, alice.token);
      expect(res.status, `${method} ${url}`).toBe(400);
      expect((await res.json()).data.requests["1"].code, url).toBe("batch_request_failed");
    }
    const missing = await batchCall({ requests: [{ method: "POST", url: "/api/collections/nope/records", body: {} }] }, alice.token);
    expect((await missing.json()).data.requests["0"].response.status).toBe(404);
  });

  it("does not sign accounts up in a batch (sign-ups are throttled one request at a time)", async () => {
    const email = `${uid("batch")}@example.test`;
    const res = await batchCall({
      requests: [{ method: "POST", url: "/api/collections/users/records", body: { email, password: "correct horse 42", passwordConfirm: "correct horse 42" } }],
    });
    expect(res.status).toBe(400);
    const handle = await getDatabase();
    expect(await handle.rows(sql`select 1 from users where email = ${email}`)).toHaveLength(0);
  });

  it("rolls back a batch that outlasts its time bound, naming the request it stopped at", async () => {
    const user = await signUp();
    const [auth] = await (await getDatabase()).rows<Record<string, unknown>>(sql`select id from users where id = ${user.id}`);
    const base: RequestInfo = { auth, method: "POST", query: {}, headers: {}, body: {} };
    const items = parseBatch({
      requests: Array.from({ length: BATCH_MAX_REQUESTS }, (_, i) => ({
        method: "POST",
        url: "/api/collections/gym_profiles/records",
        body: { user: user.id, name: `Slow ${i}` },
      })),
    });
    // 50 creates take 70 ms on a quiet PostgreSQL and several times that on the embedded database (each is a
    // handful of statements): a 30 ms bound stops them part way on both.
    const started = Date.now();
    const error = await runBatch(items, base, 30).then(
      () => null,
      (e) => e,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error?.status).toBe(400);
    const failed = Object.entries(error.data.requests as Record<string, { response: { message: string } }>);
    expect(failed).toHaveLength(1);
    expect(Number(failed[0][0])).toBeGreaterThan(0);
    expect(failed[0][1].response.message).toMatch(/longer than 0.03 s/);
    expect(await gymNames(user)).toEqual([]);
  });
});
