import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO, logIn, register, uniqueEmail } from "./helpers";

const STRONG = "Sturdy-pass-9";

async function signUpApi(request: APIRequestContext, email: string) {
  const res = await request.post("/api/collections/users/records", { data: { email, password: STRONG, passwordConfirm: STRONG, name: "Someone" } });
  expect(res.status()).toBe(200);
}

/** A page of another site (localhost is another site than 127.0.0.1) that posts a form to the app. */
async function attackerSite(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test.describe("login CSRF (issue 17, item 4)", () => {
  test("a cross-site form posting the attacker's credentials leaves the victim's session cookie unchanged", async ({ page, context, request, baseURL }) => {
    const attacker = uniqueEmail("attacker");
    await signUpApi(request, attacker);
    const victim = uniqueEmail("victim");
    await register(page, { name: "Victim", email: victim });
    await expect(page).toHaveURL(/\/dashboard$/);
    const before = (await context.cookies()).find((c) => c.name === "forgefit_session")?.value;
    expect(before).toBeTruthy();

    const target = `${baseURL}/api/collections/users/auth-with-password`;
    const forms = {
      urlencoded: `<form method="post" action="${target}"><input name="identity" value="${attacker}"><input name="password" value="${STRONG}"></form>`,
      multipart: `<form method="post" enctype="multipart/form-data" action="${target}"><input name="identity" value="${attacker}"><input name="password" value="${STRONG}"></form>`,
      // text/plain spells a JSON body: {"identity":"…","password":"…","x":"="}
      textPlain: `<form method="post" enctype="text/plain" action="${target}"><input name='{"identity":"${attacker}","password":"${STRONG}","x":"' value='"}'></form>`,
    };
    for (const [kind, form] of Object.entries(forms)) {
      const site = await attackerSite(`<!doctype html><title>win a prize</title>${form}<script>document.forms[0].submit()</script>`);
      try {
        const answer = page.waitForResponse((res) => res.url() === target);
        await page.goto(site.url);
        const res = await answer;
        expect(res.status(), kind).toBe(403);
        expect(await res.json()).toMatchObject({ status: 403, data: {} });
      } finally {
        await site.close();
      }
      const after = (await context.cookies()).find((c) => c.name === "forgefit_session")?.value;
      expect(after, kind).toBe(before);
    }
    // Still the victim, signed in.
    await page.goto("/dashboard");
    await expect(page.getByTestId("shell-user-email").first()).toHaveText(victim);
  });
});

test.describe("open redirect (issue 17, item 5)", () => {
  for (const evil of ["/.//evil.example/phish", "/%2e//evil.example", "/..//evil.example", "/\t/evil.example", "/\\evil.example", "//evil.example"]) {
    test(`signing in with redirect=${JSON.stringify(evil)} stays on the app`, async ({ page }) => {
      await logIn(page, DEMO.email, DEMO.password, `/login?redirect=${encodeURIComponent(evil)}`);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
    });
  }
});

test.describe("weak passwords (issue 17, item 9)", () => {
  test("the sign-up form says why a common password is refused", async ({ page }) => {
    await register(page, { name: "Weak Password", email: uniqueEmail("weak"), password: "password123" });
    await expect(page.getByText(/one of the most common ones/)).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe("throttle (issue 17, item 6)", () => {
  test("without TRUST_PROXY a fresh X-Forwarded-For per attempt does not escape the per-address limit", async ({ baseURL }) => {
    // From a loopback address of its own, so the limit it reaches holds for no other spec.
    const url = new URL("/api/collections/users/auth-with-password", baseURL);
    const localAddress = `127.0.0.${100 + Math.floor(Math.random() * 100)}`;
    const attempt = (i: number, from = localAddress) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ identity: `rotate-${i}-${Date.now()}@example.com`, password: "not the password" });
        const req = http.request(
          { host: url.hostname, port: url.port, path: url.pathname, method: "POST", localAddress: from, headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i}`, "x-forgefit-peer": `198.51.100.${i}` } },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) statuses.push(await attempt(i));
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    // The key is the connection's address (read by the server's own hook, not from any header):
    // another loopback address is not refused.
    const neighbour = localAddress.replace(/\.(\d+)$/, (_m, n) => `.${Number(n) + 1}`);
    expect(await attempt(13, neighbour)).toBe(400);
  });
});
