/**
 * Two production servers on one PostgreSQL database behave as one app (issue 17,
 * item 10): tokens, the sign-in throttle, logout, catalogue changes and stored
 * files are all kept in the database, never in one process only.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/db/open";
import type { DatabaseHandle } from "@/db/client";
import { ADDRESS_MAX_ATTEMPTS } from "@/lib/auth/throttle.server";
import { ensureBuild, pgAvailable, startServer, SHARED_PG, type Server } from "./servers";

const available = pgAvailable();
const dbName = `forgefit_inst_${randomBytes(5).toString("hex")}`;
const url = `${SHARED_PG}/${dbName}`;
let a: Server;
let b: Server;
let admin: DatabaseHandle | undefined;

const PASSWORD = "Instances-Test-Passw0rd!";

async function api(server: Server, path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("origin", server.url);
  headers.set("sec-fetch-site", "same-origin");
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  return fetch(`${server.url}${path}`, { ...init, headers, body });
}

async function signUpOn(server: Server): Promise<{ id: string; email: string }> {
  const email = `inst_${randomBytes(6).toString("hex")}@example.com`;
  const res = await api(server, "/api/collections/users/records", {
    method: "POST",
    json: { email, password: PASSWORD, passwordConfirm: PASSWORD, name: "Two Instances" },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return { id: (await res.json()).id, email };
}

async function signInOn(server: Server, email: string): Promise<string> {
  const res = await api(server, "/api/collections/users/auth-with-password", {
    method: "POST",
    json: { identity: email, password: PASSWORD },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).token;
}

/** Polls `check` every 20 ms; the time it took to become true, or Infinity after `limitMs`. */
async function timeUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Infinity;
}

beforeAll(async () => {
  if (!available) return;
  ensureBuild();
  const root = await openDatabase({ kind: "postgres", url: `${SHARED_PG}/postgres`, max: 1 });
  await root.rows(sql.raw(`create database ${dbName}`));
  await root.close();
  // One migrates first, so the two do not race on an empty database at start.
  a = await startServer({ databaseUrl: url, env: { APP_SECRET: "" } });
  b = await startServer({ databaseUrl: url, env: { APP_SECRET: "" } });
  admin = await openDatabase({ kind: "postgres", url, max: 1 });
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await admin?.close();
  if (!available) return;
  const root = await openDatabase({ kind: "postgres", url: `${SHARED_PG}/postgres`, max: 1 });
  await root.rows(sql.raw(`drop database if exists ${dbName} with (force)`));
  await root.close();
});

describe.runIf(available)("two app instances on one PostgreSQL", () => {
  it("accepts a token issued by one on the other (the generated app secret is shared)", async () => {
    const user = await signUpOn(a);
    const token = await signInOn(a, user.email);
    const view = await api(b, `/api/collections/users/records/${user.id}`, { headers: { authorization: token } });
    expect(view.status).toBe(200);
    expect((await view.json()).email).toBe(user.email);
    const refresh = await api(b, "/api/collections/users/auth-refresh", { method: "POST", headers: { authorization: token } });
    expect(refresh.status).toBe(200);
    // The session cookie made by one is read by the other too.
    const session = await api(a, "/api/auth/session", { method: "POST", json: { token } });
    expect(session.status).toBe(204);
    const cookie = (session.headers.get("set-cookie") ?? "").split(";")[0];
    const byCookie = await api(b, "/api/collections/users/auth-refresh", { method: "POST", headers: { cookie } });
    expect(byCookie.status).toBe(200);
  });

  it("serves a catalogue change made through the shared database on the other instance within 2 s", async () => {
    const path = "/api/collections/exercises/records?perPage=5&sort=name&skipTotal=1";
    const names = async (server: Server) => ((await (await api(server, path)).json()).items as { name: string }[]).map((i) => i.name);
    // Both keep the page in their list cache first.
    const before = await names(b);
    expect(await names(a)).toEqual(before);
    expect(await names(b)).toEqual(before);
    const renamed = `${before[0]} ${randomBytes(3).toString("hex")}`;
    // The catalogue has no write API (migrations and administrators own it): the change is made in the database.
    await admin!.rows(sql`update exercises set name = ${renamed} where name = ${before[0]}`);
    const tookB = await timeUntil(async () => (await names(b))[0] === renamed, 5_000);
    const tookA = await timeUntil(async () => (await names(a))[0] === renamed, 5_000);
    console.log(`[instances] catalogue rename visible on instance B after ${tookB} ms, A after ${tookA} ms`);
    expect(tookB).toBeLessThan(2_000);
    expect(tookA).toBeLessThan(2_000);
  });

  it("serves a changed related catalogue record inside an expand within 2 s", async () => {
    const path = "/api/collections/exercises/records?perPage=3&sort=name&skipTotal=1&expand=category";
    type Item = { expand?: { category?: { id: string; name: string } } };
    const categoryOf = async (server: Server) =>
      ((await (await api(server, path)).json()).items as Item[]).map((i) => i.expand?.category).find(Boolean);
    const before = await categoryOf(b);
    expect(before).toBeDefined();
    await categoryOf(b);
    const renamed = `${before!.name} ${randomBytes(3).toString("hex")}`;
    await admin!.rows(sql`update exercise_categories set name = ${renamed} where id = ${before!.id}`);
    const took = await timeUntil(async () => (await categoryOf(b))?.name === renamed, 5_000);
    console.log(`[instances] expanded category rename visible on instance B after ${took} ms`);
    expect(took).toBeLessThan(2_000);
  });

  it("serves a file uploaded through one instance from the other, same bytes", async () => {
    const user = await signUpOn(a);
    const token = await signInOn(a, user.email);
    // Just under the 1 MB request body limit, multipart framing included.
    const bytes = randomBytes(1024 * 1024 - 4096);
    const form = new FormData();
    form.append("avatar", new Blob([bytes]), "instances.png");
    const started = Date.now();
    const upload = await api(a, `/api/collections/users/records/${user.id}`, { method: "PATCH", body: form, headers: { authorization: token } });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const name = (await upload.json()).avatar as string;
    const uploaded = Date.now();
    const res = await fetch(`${b.url}/api/files/users/${user.id}/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    console.log(`[instances] ${bytes.byteLength} byte file: uploaded to A in ${uploaded - started} ms, downloaded from B in ${Date.now() - uploaded} ms`);
  });

  it("sees a logout on one instance on the other: the old token and cookie stop working", async () => {
    const user = await signUpOn(a);
    const token = await signInOn(a, user.email);
    const session = await api(a, "/api/auth/session", { method: "POST", json: { token } });
    const cookie = (session.headers.get("set-cookie") ?? "").split(";")[0];
    const out = await api(a, "/api/auth/logout", { method: "POST", headers: { cookie } });
    expect(out.status).toBe(204);
    const byToken = await api(b, "/api/collections/users/auth-refresh", { method: "POST", headers: { authorization: token } });
    expect(byToken.status).toBe(401);
    const byCookie = await api(b, "/api/collections/users/auth-refresh", { method: "POST", headers: { cookie } });
    expect(byCookie.status).toBe(401);
  });

  // Last: the failures it makes throttle this address for a minute.
  it("shares the sign-in throttle: failures on one are refused on the other", async () => {
    const user = await signUpOn(a);
    // The per-address limit (the account itself is only slowed, never refused).
    for (let i = 0; i < ADDRESS_MAX_ATTEMPTS; i++) {
      await api(a, "/api/collections/users/auth-with-password", { method: "POST", json: { identity: user.email, password: `wrong-${i}` } });
    }
    const onB = await api(b, "/api/collections/users/auth-with-password", { method: "POST", json: { identity: user.email, password: "wrong-again" } });
    expect(onB.status).toBe(429);
  }, 60_000);
});
