import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/lookups/route";
import { getDatabase } from "@/db";
import { LOOKUP_COLLECTIONS, lookupSort } from "@/lib/exercises/lookups";
import { client } from "./harness";

interface Answer {
  version: string;
  lists: Record<string, Array<{ id: string; name: string }>>;
}

function lookups(headers: Record<string, string> = {}): Promise<Response> {
  return GET(new Request("http://127.0.0.1:3000/api/lookups", { headers }));
}

describe("GET /api/lookups", () => {
  it("answers the 7 lookup lists exactly as the list route gives them, in one response", async () => {
    const response = await lookups();
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    expect(Object.keys(body.lists).sort()).toEqual([...LOOKUP_COLLECTIONS].sort());
    expect(LOOKUP_COLLECTIONS).toHaveLength(7);
    const pb = client();
    for (const name of LOOKUP_COLLECTIONS) {
      const listed = await pb.collection(name).getList(1, 100, { sort: lookupSort(name) });
      expect(listed.items.length).toBeGreaterThan(0);
      expect(body.lists[name]).toEqual(JSON.parse(JSON.stringify(listed.items)));
    }
  });

  it("is revalidated by its ETag (the catalogue version): 304 while the catalogue is unchanged", async () => {
    const first = await lookups();
    const etag = first.headers.get("etag")!;
    expect(etag).toBe(`"lookups-${((await first.json()) as Answer).version}"`);
    expect(first.headers.get("cache-control")).toContain("no-cache");
    const again = await lookups({ "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await lookups({ "if-none-match": '"lookups-0"' })).status).toBe(200);
  });

  it("gets a new version and the edited list when the catalogue changes", async () => {
    const before = (await (await lookups()).json()) as Answer;
    const muscle = before.lists.muscles[0];
    const handle = await getDatabase();
    const renamed = `${muscle.name} (renamed)`;
    await handle.rows(sql`update muscles set name = ${renamed} where id = ${muscle.id}`);
    try {
      const response = await lookups({ "if-none-match": `"lookups-${before.version}"` });
      expect(response.status).toBe(200);
      const after = (await response.json()) as Answer;
      expect(after.version).not.toBe(before.version);
      expect(after.lists.muscles.find((m) => m.id === muscle.id)?.name).toBe(renamed);
    } finally {
      await handle.rows(sql`update muscles set name = ${muscle.name} where id = ${muscle.id}`);
    }
  });
});
