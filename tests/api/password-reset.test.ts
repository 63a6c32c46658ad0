import { afterEach, describe, expect, it, vi } from "vitest";
import { RESET_ADDRESS_MAX, RESET_TOKEN_SECONDS, signResetToken } from "@/lib/auth/password-reset.server";
import { getDatabase } from "@/db";
import { sql } from "drizzle-orm";
import { call, client } from "./harness";
import { PASSWORD, signUp } from "./fixtures";

/**
 * Issue 20 item 10: PocketBase's request-password-reset / confirm-password-reset
 * contract. Without SMTP_URL (as here) the e-mail, link included, is written to
 * the server log, which is where an operator finds it.
 */
const address = () => `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function post(path: string, body: unknown, ip = address()) {
  return call(`/api/collections/users/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
}

/** Requests a reset and returns the token from the logged e-mail ("" when none was written). */
async function requestAndReadLink(email: string, ip = address()): Promise<{ status: number; token: string }> {
  const lines: string[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)));
  try {
    const res = await post("request-password-reset", { email }, ip);
    const found = lines.join("\n").match(/\/reset-password#token=([A-Za-z0-9._-]+)/);
    return { status: res.status, token: found?.[1] ?? "" };
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe("password reset", () => {
  it("answers 204 for a registered and an unknown address alike, and mails (logs) a link only for the registered one", async () => {
    const user = await signUp();
    const known = await requestAndReadLink(user.email.toUpperCase());
    expect(known.status).toBe(204);
    expect(known.token).not.toBe("");
    const unknown = await requestAndReadLink(`nobody-${user.id}@example.test`);
    expect(unknown.status).toBe(204);
    expect(unknown.token).toBe("");
  });

  it("sets the new password once: the old password and every old session stop working, and the link cannot be used again", async () => {
    const user = await signUp();
    const { token } = await requestAndReadLink(user.email);
    const newPassword = "Brand-new-pass-71";
    const ok = await post("confirm-password-reset", { token, password: newPassword, passwordConfirm: newPassword });
    expect(ok.status).toBe(204);

    const pb = client();
    await expect(pb.collection("users").authWithPassword(user.email, PASSWORD)).rejects.toMatchObject({ status: 400 });
    expect((await pb.collection("users").authWithPassword(user.email, newPassword)).record.id).toBe(user.id);
    const refresh = await call("/api/collections/users/auth-refresh", { method: "POST", headers: { Authorization: user.token } });
    expect(refresh.status).toBe(401);

    const again = await post("confirm-password-reset", { token, password: "Another-pass-72", passwordConfirm: "Another-pass-72" });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ status: 400, data: { token: { code: "validation_invalid_token", message: "Invalid or expired token." } } });
  });

  it("refuses an expired link, a forged one and an auth token in its place", async () => {
    const user = await signUp();
    const handle = await getDatabase();
    const [row] = await handle.rows<{ token_key: string }>(sql`select token_key from users where id = ${user.id}`);
    const expired = await signResetToken({ id: user.id, email: user.email, tokenKey: row.token_key }, Math.floor(Date.now() / 1000) - RESET_TOKEN_SECONDS - 5);
    const forged = await signResetToken({ id: user.id, email: user.email, tokenKey: "not-the-users-key" });
    for (const token of [expired, forged, user.token, "x".repeat(30)]) {
      const res = await post("confirm-password-reset", { token, password: "Brand-new-pass-71", passwordConfirm: "Brand-new-pass-71" });
      expect(res.status).toBe(400);
      expect((await res.json()).data.token.code).toBe("validation_invalid_token");
    }
    expect((await client().collection("users").authWithPassword(user.email, PASSWORD)).record.id).toBe(user.id);
  });

  it("checks the new password with the sign-up rules and names the field", async () => {
    const user = await signUp();
    const { token } = await requestAndReadLink(user.email);
    const short = await post("confirm-password-reset", { token, password: "short", passwordConfirm: "short" });
    expect(short.status).toBe(400);
    expect((await short.json()).data.password.code).toBe("validation_min_text_constraint");
    const mismatch = await post("confirm-password-reset", { token, password: "Brand-new-pass-71", passwordConfirm: "Brand-new-pass-72" });
    expect((await mismatch.json()).data.passwordConfirm).toBeDefined();
    const bad = await post("request-password-reset", { email: "not an address" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).data.email.code).toBe("validation_invalid_format");
    // The link still works after the refused attempts.
    expect((await post("confirm-password-reset", { token, password: "Brand-new-pass-71", passwordConfirm: "Brand-new-pass-71" })).status).toBe(204);
  });

  it("mails one link per address every two minutes and refuses a flood from one client address with 429", async () => {
    const user = await signUp();
    const ip = address();
    expect((await requestAndReadLink(user.email, ip)).token).not.toBe("");
    const second = await requestAndReadLink(user.email, ip);
    expect(second.status).toBe(204);
    expect(second.token).toBe("");
    for (let i = 2; i < RESET_ADDRESS_MAX; i++) expect((await post("request-password-reset", { email: `x${i}-${user.email}` }, ip)).status).toBe(204);
    const flood = await post("request-password-reset", { email: user.email }, ip);
    expect(flood.status).toBe(429);
    expect(await flood.json()).toMatchObject({ status: 429, message: expect.stringMatching(/Too many password reset requests/) });
  });
});
