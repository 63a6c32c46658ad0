import { describe, expect, it } from "vitest";
import { decodeJwt, SignJWT } from "jose";
import { BCRYPT_COST, hashPassword, newTokenKey, verifyPassword } from "@/lib/auth/password.server";
import {
  clearedSessionCookie,
  isSecureRequest,
  readCookie,
  sessionCookie,
  SESSION_COOKIE,
  tokenFromCookie,
} from "@/lib/auth/session.server";
import { appSecret, derivedKey } from "@/lib/auth/secret.server";
import { signAuthToken, verifyAuthToken } from "@/lib/auth/token.server";
import { currentUser } from "@/lib/auth/current-user.server";
import { createRecord } from "@/lib/records/crud";
import { requireCollection } from "@/lib/records/registry";
import { randomBytes } from "node:crypto";

const visitor = { auth: null, method: "POST", query: {}, headers: {}, body: {} };

async function makeUser() {
  const email = `unit${randomBytes(5).toString("hex")}@example.test`;
  const record = (await createRecord(
    requireCollection("users"),
    { email, password: "unit password", passwordConfirm: "unit password" },
    {},
    visitor,
  )) as { id: string };
  return record.id;
}

describe("passwords", () => {
  it("hashes with bcrypt at cost 10 or more and verifies", async () => {
    expect(BCRYPT_COST).toBeGreaterThanOrEqual(10);
    const hash = await hashPassword("secret pass");
    expect(hash).toMatch(/^\$2[aby]\$1\d\$/);
    expect(await verifyPassword("secret pass", hash)).toBe(true);
    expect(await verifyPassword("Secret pass", hash)).toBe(false);
    expect(await verifyPassword("x", "")).toBe(false);
  });

  it("makes token keys of 50 letters and digits", () => {
    const key = newTokenKey();
    expect(key).toMatch(/^[A-Za-z0-9]{50}$/);
    expect(newTokenKey()).not.toBe(key);
  });
});

describe("app secret", () => {
  it("is generated once and kept (at least 32 characters)", async () => {
    const a = await appSecret();
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(await appSecret()).toBe(a);
    expect((await derivedKey("x")).length).toBe(64);
    expect(await derivedKey("x")).not.toBe(await derivedKey("y"));
  });
});

describe("tokens", () => {
  it("signs HS256 JWTs with PocketBase's claims and verifies them against the user's key", async () => {
    const id = await makeUser();
    const { readInternal } = await import("@/lib/records/crud");
    const row = (await readInternal(requireCollection("users"), id)) as { id: string; tokenKey: string };
    const token = await signAuthToken(row);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ id, type: "auth", collectionId: "_pb_users_auth_", refreshable: true });
    expect(JSON.parse(Buffer.from(token.split(".")[0], "base64url").toString())).toMatchObject({ alg: "HS256" });
    expect((await verifyAuthToken(token))?.id).toBe(id);

    // Signed with another key (or none): refused.
    const forged = await new SignJWT({ id, type: "auth", collectionId: "_pb_users_auth_", refreshable: true })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not the secret at all, not at all"));
    expect(await verifyAuthToken(forged)).toBeNull();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${token.split(".")[1]}.`;
    expect(await verifyAuthToken(unsigned)).toBeNull();
    // Expired: refused.
    const expired = await new SignJWT({ id, type: "auth", collectionId: "_pb_users_auth_", refreshable: true })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(`${await appSecret()}${row.tokenKey}`));
    expect(await verifyAuthToken(expired)).toBeNull();
    for (const junk of ["", "a.b.c", "x".repeat(5000), token + "x"]) expect(await verifyAuthToken(junk)).toBeNull();
  });

  it("currentUser reads the header with or without Bearer, else the cookie", async () => {
    const id = await makeUser();
    const { readInternal } = await import("@/lib/records/crud");
    const row = (await readInternal(requireCollection("users"), id)) as { id: string; tokenKey: string };
    const token = await signAuthToken(row);
    const req = (headers: Record<string, string>) => new Request("http://x/api", { headers });
    expect((await currentUser(req({ authorization: token })))?.id).toBe(id);
    expect((await currentUser(req({ authorization: `Bearer ${token}` })))?.id).toBe(id);
    expect((await currentUser(req({ authorization: `bearer ${token}` })))?.id).toBe(id);
    expect(await currentUser(req({}))).toBeNull();
    const cookie = (await sessionCookie(req({}), token)).split(";")[0];
    expect((await currentUser(req({ cookie })))?.id).toBe(id);
    expect(await currentUser(req({ cookie: `${SESSION_COOKIE}=tampered` }))).toBeNull();
  });
});

describe("session cookie", () => {
  it("seals the token and reads it back; tampering gives nothing", async () => {
    const req = new Request("http://localhost/api/auth/session");
    const header = await sessionCookie(req, "some.jwt.token");
    const value = header.split(";")[0];
    expect(await tokenFromCookie(value)).toBe("some.jwt.token");
    expect(await tokenFromCookie(`other=1; ${value}`)).toBe("some.jwt.token");
    expect(await tokenFromCookie(value.slice(0, -3) + "abc")).toBeNull();
    expect(await tokenFromCookie(null)).toBeNull();
  });

  it("is httpOnly, SameSite=Strict, path /, Secure only behind HTTPS", async () => {
    const http = await sessionCookie(new Request("http://localhost/"), "t");
    expect(http).toMatch(/; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    const https = await sessionCookie(new Request("https://localhost/"), "t");
    expect(https).toMatch(/; Secure$/);
    const proxied = new Request("http://localhost/", { headers: { "x-forwarded-proto": "https" } });
    expect(isSecureRequest(proxied)).toBe(true);
    expect(clearedSessionCookie(proxied)).toMatch(/^forgefit_session=; .*Max-Age=0.*Secure/);
  });

  it("parses cookie headers", () => {
    expect(readCookie("a=1; b=two%20words; c", "b")).toBe("two words");
    expect(readCookie("a=1", "b")).toBeUndefined();
    expect(readCookie("b=%E0%A4%A", "b")).toBe("%E0%A4%A");
  });
});
