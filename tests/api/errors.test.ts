import { describe, expect, it } from "vitest";
import { call, client } from "./harness";
import { catalogueIds, signUp, uid } from "./fixtures";

async function body(res: Response) {
  const text = await res.text();
  return { text, json: text ? JSON.parse(text) : null };
}

/** Nothing internal may leak: no stack frames, SQL, table or column names, file paths. */
function expectClean(text: string) {
  expect(text).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/work\/|select |insert |update "| from "|password_hash|token_key|pg_|drizzle|syntax error at/i);
}

describe("error shapes", () => {
  it("unknown collection: 404 Missing collection context.", async () => {
    for (const method of ["GET", "POST"]) {
      const res = await call(`/api/collections/${uid("nope")}/records`, {
        method,
        body: method === "POST" ? "{}" : undefined,
        headers: { "content-type": "application/json" },
      });
      expect(res.status).toBe(404);
      expect((await body(res)).json).toEqual({ status: 404, message: "Missing collection context.", data: {} });
    }
    const settings = await call(`/api/collections/settings/records`);
    expect(settings.status).toBe(404);
    const throttle = await call(`/api/collections/auth_throttle/records`);
    expect(throttle.status).toBe(404);
  });

  it("unknown id: 404 The requested resource wasn't found.", async () => {
    for (const method of ["GET", "PATCH", "DELETE"]) {
      const res = await call(`/api/collections/muscles/records/${uid("x")}`, {
        method,
        body: method === "PATCH" ? "{}" : undefined,
      });
      // Reference data is locked for writes, so those are 403 before the id matters.
      const expected = method === "GET" ? 404 : 403;
      expect(res.status).toBe(expected);
    }
    const user = await signUp();
    for (const method of ["GET", "PATCH", "DELETE"]) {
      const res = await call(`/api/collections/workout_sessions/records/${uid("x")}`, {
        method,
        body: method === "PATCH" ? "{}" : undefined,
        headers: { authorization: user.token },
      });
      expect(res.status).toBe(404);
      expect((await body(res)).json).toEqual({ status: 404, message: "The requested resource wasn't found.", data: {} });
    }
  });

  it("invalid filters are 400 with a message, never SQL", async () => {
    const filters = [
      "name =",
      "(name = 'a'",
      "name = 'a')",
      "nope = 1",
      "passwordHash = 'x'",
      "difficultyLevel > 'abc'",
      "isCompound = 'maybe'",
      "created > 'yesterday-ish'",
      "name = 'unterminated",
      "name == 'a'",
      "name = 'a' &&",
      "@collection.users = 'x'",
      "@collection.nope.email = 'x'",
      "strftime('%Q', created) = 'x'",
      "name = 'a'; drop table exercises",
      "name ~ 'a' | name ~ 'b'",
      "x".repeat(3501),
      Array.from({ length: 201 }, () => "name = 'a'").join(" || "),
      "(".repeat(100) + "name = 'a'" + ")".repeat(100),
    ];
    for (const filter of filters) {
      const res = await call(`/api/collections/exercises/records?filter=${encodeURIComponent(filter)}`);
      const { text, json } = await body(res);
      expect(res.status, filter.slice(0, 60)).toBe(400);
      expect(json.status).toBe(400);
      expect(json.message.length).toBeGreaterThan(0);
      expect(json.data).toEqual({});
      expectClean(text);
    }
  });

  it("hidden fields cannot be probed through a relation either", async () => {
    const user = await signUp();
    const res = await call(
      `/api/collections/workouts/records?filter=${encodeURIComponent('userProfile.passwordHash ~ "$2"')}`,
      { headers: { authorization: user.token } },
    );
    expect(res.status).toBe(400);
  });

  it("malformed JSON is 400 and bodies over 1 MB are 413", async () => {
    const bad = await call(`/api/collections/users/records`, {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(bad.status).toBe(400);
    expect((await body(bad)).json).toEqual({
      status: 400,
      message: "Failed to load the submitted data due to invalid formatting.",
      data: {},
    });
    const arrayBody = await call(`/api/collections/users/records`, { method: "POST", body: "[1,2]" });
    expect(arrayBody.status).toBe(400);
    const huge = "x".repeat(1024 * 1024 + 10);
    const big = await call(`/api/collections/users/records`, {
      method: "POST",
      body: JSON.stringify({ name: huge }),
      headers: { "content-type": "application/json" },
    });
    expect(big.status).toBe(413);
    expect((await body(big)).json.status).toBe(413);
    // Without a content-length the stream is still cut at the limit.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("y".repeat(100_000)));
        controller.close();
      },
    });
    const streamed = await call(`/api/collections/users/records`, {
      method: "POST",
      body: stream,
      // @ts-expect-error Node's fetch needs this for a streamed body.
      duplex: "half",
    });
    expect(streamed.status).toBe(413);
  });

  it("validation errors carry per-field {code, message}", async () => {
    const pb = client();
    const err = await pb
      .collection("users")
      .create({ email: "not-an-email", password: "short", passwordConfirm: "different" })
      .catch((e) => e);
    expect(err.status).toBe(400);
    expect(err.response.message).toBe("Failed to create record.");
    expect(err.response.data.email).toEqual({ code: "validation_is_email", message: "Must be a valid email address." });
    expect(err.response.data.password).toEqual({
      code: "validation_min_text_constraint",
      message: "Must be at least 8 character(s).",
    });
    expect(err.response.data.passwordConfirm).toEqual({ code: "validation_values_mismatch", message: "Values don't match." });

    const blank = await pb.collection("users").create({}).catch((e) => e);
    expect(blank.response.data.email).toEqual({ code: "validation_required", message: "Cannot be blank." });
    expect(blank.response.data.password).toEqual({ code: "validation_required", message: "Cannot be blank." });

    const existing = await signUp();
    const dup = await pb
      .collection("users")
      .create({ email: existing.email.toUpperCase(), password: "abcdefgh1", passwordConfirm: "abcdefgh1" })
      .catch((e) => e);
    expect(dup.response.data.email).toEqual({ code: "validation_not_unique", message: "Value must be unique." });
  });

  it("types, ranges, select values and relation ids are checked", async () => {
    const user = await signUp();
    const [exerciseId] = await catalogueIds("exercises");
    const err = await user.pb
      .collection("workouts")
      .create({
        name: "",
        userProfile: user.id,
        targetDurationMinutes: "soon",
        difficultyLevel: 11,
        estimatedCalories: 1.5,
        exercises: [exerciseId, uid("missing")],
        isPublic: "perhaps",
      })
      .catch((e) => e);
    expect(err.status).toBe(400);
    const data = err.response.data;
    expect(data.name.code).toBe("validation_required");
    expect(data.targetDurationMinutes.code).toBe("validation_not_a_number");
    expect(data.difficultyLevel.code).toBe("validation_max_number_constraint");
    expect(data.estimatedCalories.code).toBe("validation_only_int_constraint");
    expect(data.exercises.code).toBe("validation_missing_rel_records");
    expect(data.isPublic.code).toBe("validation_unsupported_value_type");

    const badPlan = await user.pb.collection("users").update(user.id, { plan: "platinum" }).catch((e) => e);
    expect(badPlan.response.data.plan).toEqual({ code: "validation_invalid_value", message: "Invalid value platinum." });
    const badDate = await user.pb
      .collection("workout_sessions")
      .create({ user: user.id, startedAt: "not a date" })
      .catch((e) => e);
    expect(badDate.response.data.startedAt.code).toBe("validation_invalid_date");
  });

  it("locked actions are 403 and denied creates are 400", async () => {
    const pb = client();
    const locked = await pb.collection("muscles").create({ name: uid("m") }).catch((e) => e);
    expect(locked.status).toBe(403);
    expect(locked.response).toEqual({ status: 403, message: "Only superusers can perform this action.", data: {} });
    const denied = await pb.collection("workouts").create({ name: "mine" }).catch((e) => e);
    expect(denied.status).toBe(400);
    expect(denied.response).toEqual({ status: 400, message: "Failed to create record.", data: {} });
  });

  it("methods a route does not have are 405", async () => {
    const res = await call(`/api/collections/muscles/records`, { method: "PUT" });
    expect(res.status).toBe(405);
  });
});
