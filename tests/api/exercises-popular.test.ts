import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/exercises/popular/route";
import { GET as popularityGET } from "@/app/api/exercises/popularity/route";
import { getDatabase } from "@/db";
import { signUp, type TestUser } from "./fixtures";
import { client } from "./harness";

interface Page {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: Array<{ id: string; name: string; expand?: Record<string, unknown> }>;
}

function popular(query: string, token?: string): Promise<Response> {
  return GET(new Request(`http://127.0.0.1:3000/api/exercises/popular?${query}`, { headers: token ? { authorization: token } : {} }));
}

async function page(query: string, token?: string): Promise<Page> {
  const response = await popular(query, token);
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}

/** Uses per exercise as the popularity API counts them for this caller. */
async function usage(token?: string): Promise<Map<string, number>> {
  const response = await popularityGET(new Request("http://127.0.0.1:3000/api/exercises/popularity", { headers: token ? { authorization: token } : {} }));
  const body = (await response.json()) as { items: Array<{ id: string; workouts: number; sessions: number }> };
  return new Map(body.items.map((i) => [i.id, i.workouts + i.sessions]));
}

/** The order the library promises: most used first, ties by name. */
function expectedOrder(items: Array<{ id: string; name: string }>, uses: Map<string, number>): string[] {
  return [...items].sort((x, y) => (uses.get(y.id) ?? 0) - (uses.get(x.id) ?? 0) || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0)).map((e) => e.id);
}

let owner: TestUser;
let mark: string;
/** Three exercises sharing a made-up word in their description, so a filter picks exactly them. */
let picked: Array<{ id: string; name: string }>;

beforeAll(async () => {
  owner = await signUp();
  mark = `zq${owner.id}`;
  const handle = await getDatabase();
  // Exercises nobody has used yet (as seen by anyone), so the counts below are all theirs.
  const used = new Set((await usage()).keys());
  const candidates = await handle.rows<{ id: string; name: string }>(sql`select id, name from exercises where owner is null order by md5(id || ${mark}) limit 200`);
  const rows = candidates.filter((r) => !used.has(r.id)).slice(0, 3);
  picked = rows;
  for (const r of rows) await handle.rows(sql`update exercises set description = coalesce(description, '') || ' ' || ${mark} where id = ${r.id}`);
  const [first, second, third] = rows;
  // The third is in a private workout of the owner twice over; the second in a public one.
  await owner.pb.collection("workouts").create({ name: "Private", exercises: [third.id], isPublic: false, userProfile: owner.id });
  await owner.pb.collection("workouts").create({ name: "Private 2", exercises: [third.id], isPublic: false, userProfile: owner.id });
  await owner.pb.collection("workouts").create({ name: "Public", exercises: [second.id], isPublic: true, userProfile: owner.id });
  void first;
});

describe("GET /api/exercises/popular", () => {
  it("orders the whole catalogue by the uses the caller may see, then by name, one page per request", async () => {
    const uses = await usage();
    const all = await client().collection("exercises").getFullList<{ id: string; name: string }>({ fields: "id,name", sort: "name" });
    const expected = expectedOrder(all, uses);
    const first = await page("page=1&perPage=24");
    expect(first.totalItems).toBe(all.length);
    expect(first.totalPages).toBe(Math.ceil(all.length / 24));
    expect(first.items.map((e) => e.id)).toEqual(expected.slice(0, 24));
    const second = await page("page=2&perPage=24");
    expect(second.items.map((e) => e.id)).toEqual(expected.slice(24, 48));
    // Cards come with their muscles and equipment, as the library's list does.
    expect(first.items[0].expand).toHaveProperty("primaryMuscles");
  });

  it("applies the filter language and counts a private workout only for its owner", async () => {
    const filter = encodeURIComponent(`description ~ "${mark}"`);
    const [first, second, third] = picked;
    const visitor = await page(`filter=${filter}`);
    expect(visitor.totalItems).toBe(3);
    expect(visitor.items[0].id).toBe(second.id);
    expect(visitor.items.map((e) => e.id)).toEqual(expectedOrder(picked, await usage()));
    const mine = await page(`filter=${filter}`, owner.token);
    expect(mine.items.map((e) => e.id).slice(0, 2)).toEqual([third.id, second.id]);
    expect(mine.items.map((e) => e.id)).toEqual(expectedOrder(picked, await usage(owner.token)));
    // "desc" is the same order reversed.
    const least = await page(`filter=${filter}&order=desc`, owner.token);
    expect(least.items.map((e) => e.id)).toEqual([...mine.items.map((e) => e.id)].reverse());
    expect(first.id).toBeTruthy();
  });

  it("refuses a bad filter or order with a PocketBase-shaped 400 and bounds the page size", async () => {
    for (const query of ["filter=" + encodeURIComponent("nope ="), "filter=" + encodeURIComponent("password = 1"), "order=sideways"]) {
      const response = await popular(query);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { status: number; message: string; data: unknown };
      expect(body.status).toBe(400);
      expect(typeof body.message).toBe("string");
      expect(body).toHaveProperty("data");
    }
    expect((await page("perPage=5000")).perPage).toBe(100);
  });
});
