import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/programs/popularity/route";
import { POST as generate } from "@/app/api/programs/generate/route";
import { getDatabase } from "@/db";
import { signUp } from "./fixtures";

function get(query: string, token?: string): Promise<Response> {
  return GET(new Request(`http://127.0.0.1:3000/api/programs/popularity${query}`, { headers: token ? { authorization: token } : {} }));
}

async function templateProgram(name: string) {
  const handle = await getDatabase();
  const [program] = await handle.rows<{ id: string }>(sql`select id from training_programs where is_template and name = ${name}`);
  const days = await handle.rows<{ id: string }>(sql`
    select d.id from program_days d join program_weeks w on w.id = d.program_week
     where w.training_program = ${program.id} and not d.is_rest_day order by w.week_number, d.day_number`);
  return { id: program.id, dayIds: days.map((d) => d.id) };
}

describe("GET /api/programs/popularity", () => {
  it("counts sessions on a program's days and the distinct people who trained it", async () => {
    const program = await templateProgram("Bodyweight Anywhere");
    const other = await templateProgram("Athletic Power");
    const before = (await (await get(`?ids=${program.id},${other.id}`)).json()) as { items: { id: string; sessions: number; users: number }[] };
    const base = (id: string) => before.items.find((i) => i.id === id) ?? { sessions: 0, users: 0 };

    const a = await signUp();
    const b = await signUp();
    for (const [user, dayId] of [
      [a, program.dayIds[0]],
      [a, program.dayIds[1]],
      [b, program.dayIds[5]],
      [b, other.dayIds[0]],
    ] as const) {
      await user.pb.collection("workout_sessions").create({ user: user.id, programDay: dayId, startedAt: new Date().toISOString(), durationMinutes: 30 });
    }
    // A session without a program day counts for no program.
    await a.pb.collection("workout_sessions").create({ user: a.id, startedAt: new Date().toISOString(), durationMinutes: 20 });

    const response = await get(`?ids=${program.id},${other.id}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: { id: string; sessions: number; users: number }[]; totalItems: number };
    expect(body.totalItems).toBe(2);
    const row = body.items.find((i) => i.id === program.id)!;
    expect(row.sessions - base(program.id).sessions).toBe(3);
    expect(row.users - base(program.id).users).toBe(2);
    const otherRow = body.items.find((i) => i.id === other.id)!;
    expect(otherRow.sessions - base(other.id).sessions).toBe(1);
    // Most used first.
    const sorted = [...body.items].sort((x, y) => y.sessions - x.sessions || y.users - x.users);
    expect(body.items.map((i) => i.sessions)).toEqual(sorted.map((i) => i.sessions));
  });

  it("counts a private program only for its owner", async () => {
    const owner = await signUp();
    const res = await generate(
      new Request("http://127.0.0.1:3000/api/programs/generate", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: owner.token },
        body: JSON.stringify({ durationWeeks: 4, trainingDaysPerWeek: 2, seed: 11 }),
      }),
    );
    const programId = ((await res.json()) as { program: { id: string } }).program.id;
    const visitor = (await (await get(`?ids=${programId}`)).json()) as { items: unknown[] };
    expect(visitor.items).toEqual([]);
    const stranger = await signUp();
    expect(((await (await get(`?ids=${programId}`, stranger.token)).json()) as { items: unknown[] }).items).toEqual([]);
    const own = (await (await get(`?ids=${programId}`, owner.token)).json()) as { items: { id: string; sessions: number }[] };
    expect(own.items).toEqual([{ id: programId, sessions: 0, users: 0 }]);
  });

  it("lists every visible program without ids, most used first", async () => {
    const body = (await (await get("")).json()) as { items: { id: string; sessions: number; users: number }[]; totalItems: number };
    const handle = await getDatabase();
    const [{ n }] = await handle.rows<{ n: number }>(sql`select count(*)::int as n from training_programs where is_template or is_public`);
    expect(body.totalItems).toBe(n);
    for (let i = 1; i < body.items.length; i++) expect(body.items[i - 1].sessions).toBeGreaterThanOrEqual(body.items[i].sessions);
  });

  it.each(["?ids=short", "?ids=UPPERCASEIDXXXX", `?ids=${"a".repeat(15)},x'; drop table users--`, `?ids=${Array.from({ length: 101 }, (_, i) => `p${String(i).padStart(14, "0")}`).join(",")}`])(
    "answers %s with a PocketBase-shaped 400",
    async (query) => {
      const response = await get(query);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({ status: 400, message: "Invalid program ids.", data: { ids: { code: "validation_invalid_ids" } } });
    },
  );
});
