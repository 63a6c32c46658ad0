import { describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { requireUser } from "@/lib/auth/guard.server";
import { call, client } from "./harness";
import { PASSWORD, signUp, uid } from "./fixtures";

const json = { "content-type": "application/json" };

function signIn(identity: string, password: string, headers: Record<string, string> = {}) {
  return call(`/api/collections/users/auth-with-password`, {
    method: "POST",
    body: JSON.stringify({ identity, password }),
    headers: { ...json, ...headers },
  });
}

describe("sign-up and sign-in", () => {
  it("creates a user and signs in with {token, record}", async () => {
    const pb = client({ "x-forwarded-for": "192.0.2.10" });
    const email = `${uid("su")}@example.test`;
    const created = await pb.collection("users").create({
      name: "Ada",
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      emailVisibility: true,
      verified: true,
      plan: "pro",
    });
    expect(created.email).toBe(email);
    expect(created.verified).toBe(false);
    expect(created.plan).toBe("pro");
    expect(created).not.toHaveProperty("password");
    expect(created).not.toHaveProperty("passwordHash");
    expect(created).not.toHaveProperty("tokenKey");

    const auth = await pb.collection("users").authWithPassword(email, PASSWORD);
    expect(pb.authStore.isValid).toBe(true);
    expect(auth.record.id).toBe(created.id);
    expect(auth.record.email).toBe(email);
    const claims = decodeJwt(auth.token);
    expect(claims).toMatchObject({ id: created.id, type: "auth", collectionId: "_pb_users_auth_", refreshable: true });
    expect(Number(claims.exp) - Date.now() / 1000).toBeGreaterThan(6 * 24 * 3600);

    const me = await pb.collection("users").getOne(created.id);
    expect(me.name).toBe("Ada");
  });

  it("hides the e-mail from the record printed to a sign-up visitor unless made visible", async () => {
    const pb = client();
    const hidden = await pb.collection("users").create({
      email: `${uid("h")}@example.test`,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    });
    expect(hidden).not.toHaveProperty("email");
  });

  it("answers wrong credentials with the same 400, known e-mail or not", async () => {
    const user = await signUp();
    const wrong = await signIn(user.email, "wrong password!", { "x-forwarded-for": "192.0.2.20" });
    const unknown = await signIn(`${uid("ghost")}@example.test`, "wrong password!", { "x-forwarded-for": "192.0.2.21" });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    const a = await wrong.json();
    const b = await unknown.json();
    expect(a).toEqual({ status: 400, message: "Failed to authenticate.", data: {} });
    expect(b).toEqual(a);
    const missing = await signIn("", "", { "x-forwarded-for": "192.0.2.22" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).data.identity.code).toBe("validation_required");
  });

  it("takes about as long for an unknown e-mail as for a wrong password", async () => {
    const user = await signUp();
    const time = async (identity: string) => {
      const started = performance.now();
      await signIn(identity, "wrong password!", { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}` });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(user.email));
      unknown.push(await time(`${uid("nobody")}@example.test`));
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[1];
    // Both paths run one bcrypt comparison; without the dummy hash the unknown path would be ~0 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it("accepts Authorization with or without Bearer; a bad token is a visitor", async () => {
    const user = await signUp();
    for (const authorization of [user.token, `Bearer ${user.token}`]) {
      const res = await call(`/api/collections/users/records/${user.id}`, { headers: { authorization } });
      expect(res.status).toBe(200);
    }
    const forged = user.token.slice(0, -4) + "AAAA";
    for (const authorization of [forged, "Bearer nonsense", "Bearer"]) {
      const res = await call(`/api/collections/users/records/${user.id}`, { headers: { authorization } });
      expect(res.status).toBe(404);
      const list = await (await call(`/api/collections/users/records`, { headers: { authorization } })).json();
      expect(list.items).toEqual([]);
    }
  });

  it("refreshes a token and refuses to refresh without one", async () => {
    const user = await signUp();
    const refreshed = await user.pb.collection("users").authRefresh();
    expect(refreshed.record.id).toBe(user.id);
    expect(decodeJwt(refreshed.token).id).toBe(user.id);
    const anon = await client().collection("users").authRefresh().catch((e) => e);
    expect(anon.status).toBe(401);
    expect(anon.response.message).toBe("The request requires valid record authorization token.");
  });

  it("lists password sign-in as the only method, in the SDK's shape", async () => {
    const methods = await client().collection("users").listAuthMethods();
    expect(methods.password).toEqual({ enabled: true, identityFields: ["email"] });
    expect(methods.oauth2).toEqual({ enabled: false, providers: [] });
    expect(methods.mfa.enabled).toBe(false);
    expect(methods.otp.enabled).toBe(false);
  });

  it("a password change needs the old password and ends older sessions", async () => {
    const user = await signUp();
    const oldToken = user.token;
    const noOld = await user.pb
      .collection("users")
      .update(user.id, { password: "brand new pass", passwordConfirm: "brand new pass" })
      .catch((e) => e);
    expect(noOld.response.data.oldPassword.code).toBe("validation_invalid_old_password");
    await user.pb.collection("users").update(user.id, {
      oldPassword: PASSWORD,
      password: "brand new pass",
      passwordConfirm: "brand new pass",
    });
    const stale = await call(`/api/collections/users/records/${user.id}`, { headers: { authorization: oldToken } });
    expect(stale.status).toBe(404);
    const again = await signIn(user.email, "brand new pass", { "x-forwarded-for": "192.0.2.30" });
    expect(again.status).toBe(200);
  });

  it("changing the sign-in e-mail needs the current password too", async () => {
    const user = await signUp();
    const email = `${uid("new")}@example.test`;
    const denied = await user.pb.collection("users").update(user.id, { email }).catch((e) => e);
    expect(denied.response.data.oldPassword.code).toBe("validation_invalid_old_password");
    const ok = await user.pb.collection("users").update(user.id, { email, oldPassword: PASSWORD });
    expect(ok.email).toBe(email);
  });
});

describe("throttling", () => {
  it("never refuses an account's right password for others' failures: it only slows it down", async () => {
    const user = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await signIn(user.email, "wrong password!", { "x-forwarded-for": `203.0.113.${i + 1}` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400]);
    const started = performance.now();
    const right = await signIn(user.email, PASSWORD, { "x-forwarded-for": "203.0.113.99" });
    expect(right.status).toBe(200);
    // 7 failures: the 4th and later waited 0.25, 0.5, 1, 2 s; the right password waits at most 2 s.
    expect(performance.now() - started).toBeGreaterThan(1500);
  });

  it("answers 429 with Retry-After after 10 failures from one address, whatever the identity", async () => {
    const address = `203.0.114.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await signIn(`${uid("spray")}@example.test`, "wrong password!", { "x-forwarded-for": address });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(last!.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    const body = await last!.json();
    expect(body).toEqual({ status: 429, message: expect.stringMatching(/too many/i), data: {} });
  });
});

describe("browser session cookie", () => {
  const cookieOf = (res: Response) => res.headers.get("set-cookie") ?? "";

  it("is set on sign-in: httpOnly, SameSite=Strict, path /, Secure behind HTTPS", async () => {
    const user = await signUp();
    const plain = await signIn(user.email, PASSWORD, { "x-forwarded-for": "192.0.2.40" });
    const cookie = cookieOf(plain);
    expect(cookie).toMatch(/^forgefit_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const secure = await signIn(user.email, PASSWORD, { "x-forwarded-for": "192.0.2.41", "x-forwarded-proto": "https" });
    expect(cookieOf(secure)).toMatch(/Secure/);
  });

  it("authenticates requests and the dashboard guard; logout clears it", async () => {
    const user = await signUp();
    const res = await signIn(user.email, PASSWORD, { "x-forwarded-for": "192.0.2.42" });
    const cookie = cookieOf(res).split(";")[0];
    const me = await call(`/api/collections/users/records/${user.id}`, { headers: { cookie } });
    expect(me.status).toBe(200);
    const guarded = await requireUser(cookie);
    expect(guarded?.id).toBe(user.id);
    expect(guarded).not.toHaveProperty("passwordHash");
    expect(await requireUser(null)).toBeNull();
    expect(await requireUser("forgefit_session=garbage")).toBeNull();

    const out = await call(`/api/auth/logout`, { method: "POST", headers: { cookie } });
    expect(out.status).toBe(204);
    expect(cookieOf(out)).toMatch(/^forgefit_session=;.*Max-Age=0/);
  });

  it("POST /api/auth/session turns an SDK token into the cookie; a bad token is 401", async () => {
    const user = await signUp();
    const ok = await call(`/api/auth/session`, {
      method: "POST",
      body: JSON.stringify({ token: user.token }),
      headers: json,
    });
    expect(ok.status).toBe(204);
    const cookie = cookieOf(ok).split(";")[0];
    expect((await requireUser(cookie))?.id).toBe(user.id);
    const bad = await call(`/api/auth/session`, {
      method: "POST",
      body: JSON.stringify({ token: "x.y.z" }),
      headers: json,
    });
    expect(bad.status).toBe(401);
  });
});
