import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/records/errors";
import { errorResponse, readBody } from "@/lib/records/http";

describe("error answers", () => {
  it("prints ApiErrors as {status, message, data}", async () => {
    const res = errorResponse(new ApiError(404, "The requested resource wasn't found."));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 404, message: "The requested resource wasn't found.", data: {} });
  });

  it("answers anything unexpected generically and logs it, never leaking SQL or a stack", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = errorResponse(new Error('relation "users" does not exist at SELECT "password_hash" FROM ...'));
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      status: 500,
      message: "Something went wrong while processing your request.",
      data: {},
    });
    expect(text).not.toMatch(/users|password|SELECT/);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("answers a lost database with 503", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = errorResponse(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
    expect(res.status).toBe(503);
    expect((await res.json()).message).not.toMatch(/5432/);
    log.mockRestore();
  });
});

describe("request bodies", () => {
  const post = (body: BodyInit, type: string) =>
    new Request("http://x/api", { method: "POST", body, headers: { "content-type": type } });

  it("reads JSON, urlencoded and multipart with @jsonPayload; drops prototype keys", async () => {
    expect(await readBody(post('{"a":1,"__proto__":{"polluted":true}}', "application/json"))).toEqual({ a: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect({ ...(await readBody(post("a=1&a=2&b=x", "application/x-www-form-urlencoded"))) }).toEqual({
      a: ["1", "2"],
      b: "x",
    });
    const form = new FormData();
    form.append("@jsonPayload", JSON.stringify({ name: "n", tags: ["a"] }));
    form.append("note", "hi");
    const req = new Request("http://x/api", { method: "POST", body: form });
    expect({ ...(await readBody(req)) }).toEqual({ name: "n", tags: ["a"], note: "hi" });
    expect({ ...(await readBody(new Request("http://x/api", { method: "POST" }))) }).toEqual({});
  });

  it("refuses non-object JSON and over-large bodies", async () => {
    await expect(readBody(post("[]", "application/json"))).rejects.toMatchObject({ status: 400 });
    await expect(readBody(post("null", "application/json"))).rejects.toMatchObject({ status: 400 });
    await expect(readBody(post("x".repeat(1024 * 1024 + 1), "text/plain"))).rejects.toMatchObject({ status: 413 });
  });
});
