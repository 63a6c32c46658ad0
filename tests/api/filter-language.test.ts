import { beforeAll, describe, expect, it } from "vitest";
import { catalogueIds, signUp, uid, type TestUser } from "./fixtures";
import { call } from "./harness";

let alice: TestUser;
let tag: string;
let exercises: string[];
const names = { march: "", newYearsEve: "", none: "" };

beforeAll(async () => {
  alice = await signUp();
  tag = uid("s");
  exercises = await catalogueIds("exercises", 3);
  const sessions = alice.pb.collection("workout_sessions");
  const march = await sessions.create({ user: alice.id, name: `${tag} march`, startedAt: "2026-03-05 10:20:30.000Z", exercisesPerformed: exercises.slice(0, 2) });
  const eve = await sessions.create({ user: alice.id, name: `${tag} eve`, startedAt: "2025-12-31 23:00:00.000Z", exercisesPerformed: [exercises[0]] });
  const none = await sessions.create({ user: alice.id, name: `${tag} none` });
  names.march = march.name;
  names.newYearsEve = eve.name;
  names.none = none.name;
});

/** The names of Alice's tagged sessions matching a filter, through the SDK. */
async function matching(filter: string): Promise<string[]> {
  const list = await alice.pb
    .collection("workout_sessions")
    .getFullList({ filter: `name ~ "${tag}" && (${filter})`, sort: "name" });
  return list.map((s) => s.name as string);
}

async function status(filter: string): Promise<number> {
  const res = await call(`/api/collections/workout_sessions/records?filter=${encodeURIComponent(filter)}`, {
    headers: { authorization: alice.token },
  });
  return res.status;
}

describe("strftime() in filters", () => {
  it("formats a date field with SQLite's specifiers, in UTC", async () => {
    expect(await matching(`strftime("%Y-%m", startedAt) = "2026-03"`)).toEqual([names.march]);
    expect(await matching(`strftime("%Y-%m-%d %H:%M:%S", startedAt) = "2026-03-05 10:20:30"`)).toEqual([names.march]);
    expect(await matching(`strftime("%s", startedAt) = "1772706030"`)).toEqual([names.march]);
    // 5 March 2026 is a Thursday: %w counts from Sunday = 0, %u from Monday = 1.
    expect(await matching(`strftime("%w/%u", startedAt) = "4/4"`)).toEqual([names.march]);
    expect(await matching(`strftime("%j", startedAt) = "365"`)).toEqual([names.newYearsEve]);
    expect(await matching(`strftime("100%% %Y", startedAt) = "100% 2025"`)).toEqual([names.newYearsEve]);
  });

  it("applies modifiers and compares with other values", async () => {
    expect(await matching(`strftime("%Y", startedAt, "+2 hours") = "2026"`)).toEqual([names.newYearsEve, names.march].sort());
    expect(await matching(`strftime("%Y-%m-%d", startedAt, "start of month") = "2026-03-01"`)).toEqual([names.march]);
    // An empty date prints as empty, which sorts before any year (PocketBase's null fallback to "").
    expect(await matching(`strftime("%Y", startedAt) < strftime("%Y", created)`)).toEqual([names.newYearsEve, names.none]);
    expect(await matching(`strftime("%Y-%m-%d", created) = strftime("%Y-%m-%d")`)).toHaveLength(3);
    expect(await matching(`strftime("%Y", 1772706030, "unixepoch") = "2026"`)).toHaveLength(3);
  });

  it("reads an empty date as empty, like PocketBase", async () => {
    expect(await matching(`strftime("%Y", startedAt) = ""`)).toEqual([names.none]);
    expect(await matching(`strftime("%Y", startedAt) != ""`)).toEqual([names.newYearsEve, names.march].sort());
  });

  it("refuses unsupported specifiers, modifiers, non-date fields and unknown functions with a 400", async () => {
    for (const filter of [
      `strftime("%Q", startedAt) = ""`,
      `strftime("%Y", startedAt, "weekday 1") = ""`,
      `strftime("%Y", name) = ""`,
      `strftime(startedAt) = ""`,
      `geoDistance(1, 2, 3, 4) < 1`,
      `strftime(strftime("%Y")) = ""`,
    ]) {
      expect(await status(filter), filter).toBe(400);
    }
  });
});

describe(":each on multi-value fields", () => {
  it("on a multiple relation: every id must match", async () => {
    expect(await matching(`exercisesPerformed:each = "${exercises[0]}"`)).toEqual([names.newYearsEve]);
    expect(await matching(`exercisesPerformed:each ?= "${exercises[1]}"`)).toEqual([names.march]);
  });

  it("through a multiple relation: every related record's field must match", async () => {
    const list = await alice.pb.collection("exercises").getFullList({ filter: `id = "${exercises[0]}" || id = "${exercises[1]}"`, sort: "id" });
    const first = list.find((e) => e.id === exercises[0])!.name as string;
    expect(await matching(`exercisesPerformed.name:each = "${first.replace(/"/g, '\\"')}"`)).toEqual([names.newYearsEve]);
    expect(await matching(`exercisesPerformed.name:each ?= "${first.replace(/"/g, '\\"')}"`)).toEqual([names.newYearsEve, names.march].sort());
  });

  it("refuses :each on a single value", async () => {
    expect(await status(`name:each = "x"`)).toBe(400);
    expect(await status(`workout.name:each = "x"`)).toBe(400);
  });
});
