import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { requireUser } from "@/lib/auth/guard.server";
import { attemptsCounted, addressKey, identityKey } from "@/lib/auth/throttle.server";
import { proxy } from "@/proxy";
import { BASE_URL, call, client } from "./harness";
import { PASSWORD, signUp, uid } from "./fixtures";

const json = { "content-type": "application/json" };
const ip = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function signIn(identity: string, password: string, headers: Record<string, string> = {}) {
  return call(`/api/collections/users/auth-with-password`, {
    method: "POST",
    body: JSON.stringify({ identity, password }),
    headers: { ...json, "x-forwarded-for": ip(), ...headers },
  });
}

const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0];

describe("login CSRF (issue 17, item 4)", () => {
  it("refuses a sign-in from another site's page with a PocketBase-shaped 403", async () => {
    const user = await signUp();
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://evil.127.0.0.1.nip.example" },
    ];
    for (const headers of foreign) {
      const res = await signIn(user.email, PASSWORD, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(await res.json()).toEqual({ status: 403, message: expect.stringMatching(/another site/), data: {} });
    }
  });

  it("lets this site's pages and clients without Origin (SDK from Node, curl) sign in", async () => {
    const user = await signUp();
    const same = await signIn(user.email, PASSWORD, { origin: BASE_URL, "sec-fetch-site": "same-origin" });
    expect(same.status).toBe(200);
    expect(cookieOf(same)).toMatch(/^forgefit_session=./);
    const node = await signIn(user.email, PASSWORD);
    expect(node.status).toBe(200);
  });

  it("a form-encoded sign-in never sets the session cookie", async () => {
    const user = await signUp();
    const res = await call(`/api/collections/users/auth-with-password`, {
      method: "POST",
      body: new URLSearchParams({ identity: user.email, password: PASSWORD }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip() },
    });
    expect(res.status).toBe(200); // PocketBase accepts form bodies
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("POST /api/auth/session and auth-refresh refuse another site, and the session route takes JSON only", async () => {
    const user = await signUp();
    const foreign = await call(`/api/auth/session`, {
      method: "POST",
      body: JSON.stringify({ token: user.token }),
      headers: { ...json, origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("set-cookie")).toBeNull();
    const form = await call(`/api/auth/session`, {
      method: "POST",
      body: new URLSearchParams({ token: user.token }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(400);
    expect(form.headers.get("set-cookie")).toBeNull();
    const refresh = await call(`/api/collections/users/auth-refresh`, {
      method: "POST",
      headers: { authorization: user.token, "sec-fetch-site": "cross-site" },
    });
    expect(refresh.status).toBe(403);
  });

  it("the proxy refuses cookie-authenticated writes from another site, not token clients", async () => {
    const user = await signUp();
    const cookie = cookieOf(await signIn(user.email, PASSWORD));
    const url = `${BASE_URL}/api/collections/workouts/records`;
    const forged = proxy(new NextRequest(url, { method: "POST", headers: { cookie, origin: "https://evil.example" } }));
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ status: 403, message: expect.any(String), data: {} });
    const crossSite = proxy(new NextRequest(url, { method: "DELETE", headers: { cookie, "sec-fetch-site": "cross-site" } }));
    expect(crossSite.status).toBe(403);
    // Passed on: same origin with the cookie, a token client from anywhere, any GET.
    const passes = (init: ConstructorParameters<typeof NextRequest>[1]) => proxy(new NextRequest(url, init)).headers.get("x-middleware-next");
    // (A real request carries the Host it addressed; NextRequest would otherwise rename 127.0.0.1 to localhost.)
    expect(passes({ method: "POST", headers: { cookie, origin: BASE_URL, host: new URL(BASE_URL).host } })).toBe("1");
    expect(passes({ method: "POST", headers: { authorization: user.token, origin: "https://elsewhere.example" } })).toBe("1");
    expect(passes({ method: "POST", headers: { authorization: user.token } })).toBe("1");
    expect(passes({ method: "GET", headers: { cookie, origin: "https://evil.example" } })).toBe("1");
    // The sign-in routes are guarded even without a cookie.
    const signInUrl = `${BASE_URL}/api/collections/users/auth-with-password`;
    expect(proxy(new NextRequest(signInUrl, { method: "POST", headers: { origin: "https://evil.example" } })).status).toBe(403);
  });
});

describe("sign-in throttle (issue 17, item 6)", () => {
  it("counts 25 parallel wrong passwords as 25", async () => {
    const user = await signUp();
    const results = await Promise.all(Array.from({ length: 25 }, () => signIn(user.email, "wrong password!")));
    expect(results.map((r) => r.status)).toEqual(Array(25).fill(400));
    expect(await attemptsCounted(identityKey(user.email))).toBe(25);
  });

  it("lets exactly 10 of 25 parallel attempts from one address be evaluated; the rest get 429", async () => {
    const address = ip();
    const results = await Promise.all(
      Array.from({ length: 25 }, () => signIn(`${uid("par")}@example.test`, "wrong password!", { "x-forwarded-for": address })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(400), ...Array(15).fill(429)]);
    expect(await attemptsCounted(addressKey(address))).toBe(25);
  });

  it("the right password from a fresh address signs in within seconds after 50 failures on the account", async () => {
    const user = await signUp();
    // 50 failures from 50 addresses, 10 at a time (the in-process database admits a few requests at once).
    const statuses: number[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const failed = await Promise.all(Array.from({ length: 10 }, () => signIn(user.email, "wrong password!")));
      statuses.push(...failed.map((r) => r.status));
    }
    expect(statuses).toEqual(Array(50).fill(400));
    // One address failing 50 times: refused after 10, and the account is no worse for it.
    const attacker = ip();
    for (let i = 0; i < 12; i++) await signIn(user.email, "wrong password!", { "x-forwarded-for": attacker });
    const started = performance.now();
    const ok = await signIn(user.email, PASSWORD);
    const took = performance.now() - started;
    expect(ok.status).toBe(200);
    // At most the 2 s account delay, one bcrypt comparison and the sign-in's own work.
    expect(took).toBeLessThan(5000);
    expect(await attemptsCounted(identityKey(user.email))).toBe(0);
  }, 180_000);

  it("sign-up probes for taken e-mails count against the same per-address limit", async () => {
    const user = await signUp();
    const address = ip();
    const pb = client({ "x-forwarded-for": address });
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) {
      const error = await pb
        .collection("users")
        .create({ email: user.email, password: "Sturdy-pass-9", passwordConfirm: "Sturdy-pass-9" })
        .catch((e) => e);
      codes.push(error.response?.data?.email?.code ?? String(error.status));
    }
    // PocketBase's contract is kept: a taken e-mail is validation_not_unique.
    expect(codes).toEqual(Array(10).fill("validation_not_unique"));
    const refused = await pb
      .collection("users")
      .create({ email: `${uid("new")}@example.test`, password: "Sturdy-pass-9", passwordConfirm: "Sturdy-pass-9" })
      .catch((e) => e);
    expect(refused.status).toBe(429);
    // The same counter as sign-in: this address cannot sign in either.
    expect((await signIn(user.email, PASSWORD, { "x-forwarded-for": address })).status).toBe(429);
    // Sign-ups that create an account are not probes: they do not use up the limit.
    const other = ip();
    for (let i = 0; i < 12; i++) {
      const created = await client({ "x-forwarded-for": other })
        .collection("users")
        .create({ email: `${uid("ok")}@example.test`, password: "Sturdy-pass-9", passwordConfirm: "Sturdy-pass-9" });
      expect(created.id).toBeTruthy();
    }
  });
});

describe("logout (issue 17, item 7)", () => {
  it("revokes on the server: the old cookie and the old token stop working", async () => {
    const user = await signUp();
    const cookie = cookieOf(await signIn(user.email, PASSWORD));
    const token = user.token;
    expect((await call(`/api/collections/users/records/${user.id}`, { headers: { cookie } })).status).toBe(200);
    expect((await requireUser(cookie))?.id).toBe(user.id);

    const out = await call(`/api/auth/logout`, { method: "POST", headers: { cookie } });
    expect(out.status).toBe(204);

    // Replays of the copied cookie and token: signed out.
    expect((await call(`/api/collections/users/records/${user.id}`, { headers: { cookie } })).status).toBe(404);
    expect(await requireUser(cookie)).toBeNull();
    expect((await call(`/api/collections/users/records/${user.id}`, { headers: { authorization: token } })).status).toBe(404);
    expect((await call(`/api/collections/users/auth-refresh`, { method: "POST", headers: { cookie } })).status).toBe(401);
    expect((await call(`/api/collections/users/auth-refresh`, { method: "POST", headers: { authorization: token } })).status).toBe(401);
    const session = await call(`/api/auth/session`, { method: "POST", body: JSON.stringify({ token }), headers: json });
    expect(session.status).toBe(401);
    // Signing in again works.
    expect((await signIn(user.email, PASSWORD)).status).toBe(200);
  });

  it("a token client's logout revokes its token too; a visitor's logout just clears the cookie", async () => {
    const user = await signUp();
    const out = await call(`/api/auth/logout`, { method: "POST", headers: { authorization: user.token } });
    expect(out.status).toBe(204);
    expect((await call(`/api/collections/users/records/${user.id}`, { headers: { authorization: user.token } })).status).toBe(404);
    const other = await signUp();
    const forged = await call(`/api/auth/logout`, { method: "POST", headers: { authorization: other.token, origin: "https://evil.example" } });
    expect(forged.status).toBe(403);
    expect((await call(`/api/collections/users/records/${other.id}`, { headers: { authorization: other.token } })).status).toBe(200);
    const visitor = await call(`/api/auth/logout`, { method: "POST" });
    expect(visitor.status).toBe(204);
    expect(visitor.headers.get("set-cookie")).toMatch(/Max-Age=0/);
  });
});

describe("weak passwords (issue 17, item 9)", () => {
  it.each(["password", "12345678", "password123", "Password123", "qwertyuiop", "iloveyou1", "baseball"])(
    "refuses %j with a PocketBase-shaped 400 on the password field",
    async (password) => {
      const res = await call(`/api/collections/users/records`, {
        method: "POST",
        body: JSON.stringify({ email: `${uid("weak")}@example.test`, password, passwordConfirm: password }),
        headers: { ...json, "x-forwarded-for": ip() },
      });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.status).toBe(400);
      expect(body.data.password).toEqual({ code: "validation_common_password", message: expect.stringMatching(/common/i) });
    },
  );

  it("refuses a common new password on a password change too, and accepts an uncommon one", async () => {
    const user = await signUp();
    const weak = await user.pb
      .collection("users")
      .update(user.id, { oldPassword: PASSWORD, password: "football1", passwordConfirm: "football1" })
      .catch((e) => e);
    expect(weak.response.data.password.code).toBe("validation_common_password");
    const created = await client({ "x-forwarded-for": ip() })
      .collection("users")
      .create({ email: `${uid("strong")}@example.test`, password: "Sturdy-pass-9", passwordConfirm: "Sturdy-pass-9" });
    expect(created.id).toBeTruthy();
  });
});
