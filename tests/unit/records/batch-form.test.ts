import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ApiError } from "@/lib/records/errors";
import { BATCH_MAX_REQUESTS, parseBatch } from "@/lib/records/batch-form";
import { UPLOADS, type BodyWithUploads } from "@/lib/records/uploads";

const req = (method: string, url: string, extra: Record<string, unknown> = {}) => ({ method, url, ...extra });

describe("batch form", () => {
  it("reads the SDK's four actions with their collection, id and query", () => {
    const items = parseBatch({
      requests: [
        req("POST", "/api/collections/gym_profiles/records?expand=user&fields=id"),
        req("PATCH", "/api/collections/gym_profiles/records/abc%20def", { body: { name: "x" } }),
        req("PUT", "/api/collections/gym_profiles/records", { body: { id: "abc", name: "y" } }),
        req("delete", "/api/collections/gym%5Fprofiles/records/abc", { headers: { "X-Thing": "1" } }),
      ],
    });
    expect(items.map((i) => [i.action, i.collection, i.id])).toEqual([
      ["create", "gym_profiles", undefined],
      ["update", "gym_profiles", "abc def"],
      ["upsert", "gym_profiles", undefined],
      ["delete", "gym_profiles", "abc"],
    ]);
    expect(items[0].query).toEqual({ expand: "user", fields: "id" });
    expect(items[1].body).toEqual({ name: "x" });
    expect(items[3].headers).toEqual({ "x-thing": "1" });
  });

  it("gives each request its own files, under requests.N.field or requests[N].field", () => {
    const a = new File(["a"], "a.png");
    const b = new File(["b"], "b.png");
    const body: BodyWithUploads = {
      requests: [req("PATCH", "/api/collections/users/records/u1"), req("PATCH", "/api/collections/users/records/u2")],
      [UPLOADS]: new Map([
        ["requests.0.avatar", [a]],
        ["requests[1].avatar+", [b]],
        ["requests.1.__proto__", [b]],
        ["avatar", [b]],
      ]),
    };
    const [first, second] = parseBatch(body);
    expect(first.body[UPLOADS]).toEqual(new Map([["avatar", [a]]]));
    expect(second.body[UPLOADS]).toEqual(new Map([["avatar+", [b]]]));
  });

  it("drops prototype keys from request bodies", () => {
    const [item] = parseBatch({
      requests: [req("POST", "/api/collections/gym_profiles/records", { body: JSON.parse('{"__proto__": {"x": 1}, "name": "n"}') })],
    });
    expect(Object.keys(item.body)).toEqual(["name"]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("any JSON at all is read or refused with a 400, never anything else", () => {
    const method = fc.oneof(fc.constantFrom("POST", "PATCH", "PUT", "DELETE", "GET", "post"), fc.string({ maxLength: 8 }), fc.integer());
    const url = fc.oneof(
      fc.constantFrom(
        "/api/collections/x/records",
        "/api/collections/x/records/1",
        "/api/batch",
        "/api/collections/%/records",
        "/api/collections/x/records/%E0%A4",
        "//evil/api/collections/x/records",
        "/api/collections/x/records?x=%",
      ),
      fc.string({ maxLength: 60 }),
    );
    const request = fc.oneof(
      fc.record({ method, url, body: fc.option(fc.jsonValue()), headers: fc.option(fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue())) }),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(request, { maxLength: BATCH_MAX_REQUESTS + 3 }), fc.jsonValue()), (requests) => {
        try {
          parseBatch({ requests });
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).status).toBe(400);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
