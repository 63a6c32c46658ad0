/**
 * The seeded template workouts tell the truth about time (issue 20 item 17,
 * issue 19 item 8): timed sets carry their unit ("10 min", "20-40s") instead
 * of a bare number beside a note, and each template's stated length is what
 * the one session clock gives for its own prescription, so the library's
 * duration filter, the detail page and the builder agree.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "@/db";
import { parseTimedRange } from "@/lib/training/reps";
import { storedSessionMinutes } from "@/lib/training/session-clock";

interface Detail {
  sets: number;
  reps: string;
  restSeconds: number;
  tempo: string;
  notes: string;
}
interface TemplateRow {
  name: string;
  target_duration_minutes: number;
  estimated_calories: number;
  exercises: string[];
  exercise_details: Record<string, Detail>;
}
interface ExerciseRow {
  id: string;
  name: string;
  is_unilateral: boolean;
  is_compound: boolean;
  equipment: string[];
}

let templates: TemplateRow[] = [];
let exercises = new Map<string, ExerciseRow>();

beforeAll(async () => {
  const handle = await getDatabase();
  templates = await handle.rows<TemplateRow>(
    // The seeded ones: migration 0010 wrote them in one transaction, so they share its timestamp; on a shared
    // PostgreSQL other test files add templates of their own later.
    sql`SELECT name, target_duration_minutes, estimated_calories, exercises, exercise_details FROM workouts
        WHERE is_template AND created = (SELECT min(created) FROM workouts WHERE is_template) ORDER BY name`,
  );
  const rows = await handle.rows<ExerciseRow>(
    sql`SELECT e.id, e.name, e.is_unilateral, e.is_compound,
               coalesce((SELECT array_agg(q.name) FROM equipment q WHERE q.id = ANY(e.equipment_required)), '{}') AS equipment
        FROM exercises e`,
  );
  exercises = new Map(rows.map((r) => [r.id, r]));
});

describe("seeded template workouts", () => {
  it("are there", () => {
    expect(templates.length).toBeGreaterThanOrEqual(24);
  });

  it("state the minutes the one session clock gives for their own prescription, and calories from those minutes", () => {
    for (const t of templates) {
      const minutes = storedSessionMinutes(
        t.exercises.map((id) => {
          const e = exercises.get(id)!;
          return { ...t.exercise_details[id], isUnilateral: e.is_unilateral, isCompound: e.is_compound, equipment: e.equipment };
        }),
      );
      expect(t.target_duration_minutes, t.name).toBe(minutes);
      expect(t.estimated_calories, t.name).toBe(Math.round(minutes * 7.5));
    }
  });

  it("write timed sets with their unit, never as a bare count beside a note that says seconds or minutes", () => {
    for (const t of templates) {
      for (const [id, d] of Object.entries(t.exercise_details)) {
        const where = `${t.name} / ${exercises.get(id)?.name}`;
        expect(d.notes, where).not.toMatch(/^(seconds|\w+ minutes)\b/i);
        if (/^\d+$/.test(d.reps)) expect(Number(d.reps), where).toBeLessThan(100);
      }
    }
    const lowImpact = templates.find((t) => t.name === "Low-Impact Cardio")!;
    const byName = new Map(lowImpact.exercises.map((id) => [exercises.get(id)!.name, lowImpact.exercise_details[id]]));
    expect(byName.get("Rowing Machine Steady-State Row")).toMatchObject({ reps: "10 min", notes: "At a conversational pace." });
    expect(byName.get("Stationary Bike Steady Ride")).toMatchObject({ reps: "15 min", notes: "" });
    expect(parseTimedRange(byName.get("Step Jack")!.reps)).toEqual({ min: 30, max: 30, unit: "seconds" });
    expect(lowImpact.target_duration_minutes).toBeLessThan(60);
  });
});
