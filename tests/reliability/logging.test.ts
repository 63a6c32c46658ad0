import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, waitFor, type Server } from "./servers";

/**
 * LOG_LEVEL on a production server: one access line per request with its id,
 * method, path, status and duration; a 500's cause carries the same id; a
 * higher level silences the access lines.
 */
let info: Server;
let warn: Server;

beforeAll(async () => {
  ensureBuild();
  [info, warn] = await Promise.all([
    startServer({ env: { LOG_LEVEL: "info" } }),
    startServer({ env: { LOG_LEVEL: "warn" } }),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([info?.stop(), warn?.stop()]);
});

const accessLine = (log: string, id: string) => log.split("\n").find((l) => l.includes(`request=${id} `) && l.endsWith(" request"));

describe("server logs", () => {
  it("writes one access line per request with the id it answers in X-Request-Id", async () => {
    const res = await fetch(`${info.url}/api/collections/exercises/records?perPage=1&filter=${encodeURIComponent('name ~ "squat"')}`);
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id")!;
    expect(id).toMatch(/^[a-f0-9]{12}$/);
    expect(await waitFor(async () => accessLine(info.log(), id) !== undefined, 5_000)).toBe(true);
    const line = accessLine(info.log(), id)!;
    expect(line).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z INFO request=[a-f0-9]{12} method=GET path=\/api\/collections\/exercises\/records status=200 ms=[\d.]+ request$/);
    // The query string (filters can hold personal data) stays out of the log.
    expect(line).not.toContain("squat");
  });

  it("keeps a proxy's plain request id and replaces one that is not plain", async () => {
    const kept = await fetch(`${info.url}/api/health`, { headers: { "x-request-id": "edge-42.a_b" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-42.a_b");
    const replaced = await fetch(`${info.url}/api/health`, { headers: { "x-request-id": "bad id\" injected=1" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[a-f0-9]{12}$/);
    expect(await waitFor(async () => accessLine(info.log(), "edge-42.a_b") !== undefined, 5_000)).toBe(true);
    expect(info.log()).not.toContain("injected=1");
  });

  it("records a client mistake with its status", async () => {
    const res = await fetch(`${info.url}/api/collections/exercises/records?filter=${encodeURIComponent("nope ==== 1")}`);
    expect(res.status).toBe(400);
    const id = res.headers.get("x-request-id")!;
    expect(await waitFor(async () => (accessLine(info.log(), id) ?? "").includes("status=400"), 5_000)).toBe(true);
  });

  it("writes no access lines at LOG_LEVEL=warn", async () => {
    const res = await fetch(`${warn.url}/api/health`);
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id")!;
    await new Promise((r) => setTimeout(r, 300));
    expect(accessLine(warn.log(), id)).toBeUndefined();
    expect(warn.log()).not.toMatch(/ INFO /);
  });
});
