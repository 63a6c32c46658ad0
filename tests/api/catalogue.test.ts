import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDatabase, type DatabaseHandle } from "@/db";

/**
 * The catalogue check: every number and rule of the catalogue issue, enforced on
 * the migrated database so a careless edit of a catalogue migration fails CI.
 * It prints the coverage table as it goes. It reads the catalogue's own rows
 * (owner is null): lifters' imported custom exercises are theirs, not the
 * catalogue's, and on PostgreSQL other test files import some.
 */
let handle: DatabaseHandle;
const q = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => handle.rows<T>(query);

beforeAll(async () => {
  handle = await getDatabase();
});

const INJURIES = [
  "lower_back_pain",
  "knee_issues",
  "shoulder_impingement",
  "wrist_pain",
  "hip_mobility",
  "ankle_instability",
  "neck_pain",
  "elbow_issues",
];
const MAJOR_GROUPS = ["chest", "back", "shoulders", "arms", "core", "quads", "hamstrings", "glutes", "calves"];

function table(title: string, rows: Array<Record<string, string | number>>) {
  console.log(`\n${title}`);
  console.table(rows);
}

describe("exercise catalogue", () => {
  it("has at least 20 template workouts with full prescriptions and 8 public programs with weeks and days", async () => {
    const [t] = await q<Record<string, number>>(sql`
      select (select count(*)::int from workouts where is_template and cardinality(exercises) > 0) as templates,
             (select count(distinct workout_type)::int from workouts where is_template) as types,
             (select count(*)::int from workouts w, unnest(w.exercises) as ex(id)
                where w.is_template and not (w.exercise_details->ex.id ?& array['sets','reps','restSeconds','tempo','rpe'])) as incomplete,
             (select count(*)::int from training_programs p where p.is_public and exists (
                select 1 from program_weeks wk join program_days d on d.program_week = wk.id
                where wk.training_program = p.id and d.workout is not null)) as programs`);
    table("Templates", [t]);
    expect(t.templates).toBeGreaterThanOrEqual(20);
    expect(t.types).toBeGreaterThanOrEqual(5);
    expect(t.incomplete).toBe(0);
    expect(t.programs).toBeGreaterThanOrEqual(8);
  });

  it("has at least 500 exercises with distinct normalised names", async () => {
    const [row] = await q<{ total: number; distinct_names: number }>(sql`
      select count(*)::int as total,
             count(distinct regexp_replace(lower(name), '[^a-z0-9]', '', 'g'))::int as distinct_names
      from exercises where owner is null`);
    console.log(`exercises: ${row.total}`);
    expect(row.total).toBeGreaterThanOrEqual(500);
    expect(row.distinct_names).toBe(row.total);
  });

  it("has every exercise complete and within range", async () => {
    const bad = await q<{ name: string; problem: string }>(sql`
      select name, problem from (
        select name, unnest(array[
          case when short_description = '' then 'shortDescription' end,
          case when description = '' then 'description' end,
          case when usage_instructions = '' then 'usageInstructions' end,
          case when array_length(regexp_split_to_array(instructions, E'\n'), 1) not between 4 and 6
               then 'instructions must have 4 to 6 steps' end,
          case when exists (select 1 from unnest(regexp_split_to_array(instructions, E'\n')) s where length(s) <= 10)
               then 'an instruction step of 10 characters or fewer' end,
          case when difficulty_level not between 1 and 10 then 'difficultyLevel' end,
          case when technical_complexity not between 1 and 10 then 'technicalComplexity' end,
          case when mobility_level not between 1 and 5 then 'mobilityLevel' end,
          case when fatigue_impact not between 1 and 10 then 'fatigueImpact' end,
          case when sets_min < 1 or sets_min > sets_max then 'sets range' end,
          case when reps_min < 1 or reps_min > reps_max then 'reps range' end,
          case when rest_seconds_min < 0 or rest_seconds_min > rest_seconds_max then 'rest range' end,
          case when tempo_eccentric + tempo_isometric + tempo_concentric = 0 then 'tempo' end,
          case when min_experience_level is null then 'minExperienceLevel' end,
          case when category is null then 'category' end,
          case when modality is null then 'modality' end,
          case when force_type is null then 'forceType' end,
          case when body_region is null then 'bodyRegion' end,
          case when cardinality(training_type) = 0 then 'trainingType' end,
          case when cardinality(movement_pattern) = 0 then 'movementPattern' end,
          case when cardinality(primary_muscles) not between 1 and 3 then 'primaryMuscles must be 1 to 3' end,
          case when cardinality(joints) = 0 then 'joints' end
        ]) as problem
        from exercises where owner is null
      ) p where problem is not null
      order by name limit 50`);
    expect(bad).toEqual([]);
  });

  it("has every relation pointing at an existing record", async () => {
    const relations: Array<[string, string]> = [
      ["primary_muscles", "muscles"],
      ["secondary_muscles", "muscles"],
      ["equipment_required", "equipment"],
      ["contraindications", "contraindications"],
      ["training_type", "training_types"],
      ["movement_pattern", "movement_patterns"],
      ["joints", "joints"],
      ["mobility_requirements", "mobility_requirements"],
      ["tags", "tags"],
      ["tips", "exercise_tips"],
      ["mistakes", "exercise_mistakes"],
      ["variations", "exercise_variations"],
    ];
    for (const [column, target] of relations) {
      const [row] = await q<{ dangling: number }>(sql`
        select count(*)::int as dangling
        from exercises e, unnest(e.${sql.identifier(column)}) as ref(id)
        where not exists (select 1 from ${sql.identifier(target)} t where t.id = ref.id)`);
      expect(row.dangling, `${column} → ${target}`).toBe(0);
    }
    const [overlap] = await q<{ n: number }>(sql`
      select count(*)::int as n from exercises where owner is null and primary_muscles && secondary_muscles`);
    expect(overlap.n, "a muscle both primary and secondary").toBe(0);
  });

  it("covers every muscle, equipment item and movement pattern", async () => {
    const muscles = await q<{ muscle: string; primary_count: number }>(sql`
      select m.name as muscle, count(e.id)::int as primary_count
      from muscles m left join exercises e on m.id = any(e.primary_muscles)
      group by m.name order by m.name`);
    table("Exercises per primary muscle", muscles);
    for (const m of muscles) expect(m.primary_count, m.muscle).toBeGreaterThanOrEqual(8);

    const equipment = await q<{ equipment: string; exercises: number }>(sql`
      select q.name as equipment, count(e.id)::int as exercises
      from equipment q left join exercises e on q.id = any(e.equipment_required)
      group by q.name order by q.name`);
    table("Exercises per equipment item", equipment);
    for (const item of equipment) expect(item.exercises, item.equipment).toBeGreaterThanOrEqual(5);

    const patterns = await q<{ pattern: string; exercises: number }>(sql`
      select p.name as pattern, count(e.id)::int as exercises
      from movement_patterns p left join exercises e on p.id = any(e.movement_pattern)
      group by p.name order by p.name`);
    table("Exercises per movement pattern", patterns);
    for (const p of patterns) expect(p.exercises, p.pattern).toBeGreaterThanOrEqual(10);

    const bands = await q<{ band: string; exercises: number }>(sql`
      select case when difficulty_level <= 3 then '1-3' when difficulty_level <= 6 then '4-6' else '7-10' end as band,
             count(*)::int as exercises
      from exercises where owner is null group by 1 order by 1`);
    table("Exercises per difficulty band", bands);
    expect(bands.find((b) => b.band === "1-3")?.exercises ?? 0).toBeGreaterThanOrEqual(100);

    const [bodyweight] = await q<{ n: number }>(sql`
      select count(*)::int as n from exercises where owner is null and cardinality(equipment_required) = 0`);
    console.log(`bodyweight-only exercises: ${bodyweight.n}`);
    expect(bodyweight.n).toBeGreaterThanOrEqual(60);
  });

  it("offers at least 3 safe exercises for every injury and major muscle group", async () => {
    const grid = await q<{ injury: string; muscle_group: string; safe: number }>(sql`
      select c.name as injury, g.grp as muscle_group,
             count(distinct e.id) filter (where not c.id = any(e.contraindications))::int as safe
      from contraindications c
      cross join unnest(${sql.raw(`array['${MAJOR_GROUPS.join("','")}']`)}::text[]) as g(grp)
      left join muscles m on m.muscle_group = g.grp
      left join exercises e on m.id = any(e.primary_muscles)
      group by c.name, g.grp`);
    const rows = INJURIES.map((injury) => {
      const row: Record<string, string | number> = { injury };
      for (const group of MAJOR_GROUPS) row[group] = grid.find((g) => g.injury === injury && g.muscle_group === group)?.safe ?? 0;
      return row;
    });
    table("Exercises NOT contraindicated, per injury × major muscle group", rows);
    for (const cell of grid) expect(cell.safe, `${cell.injury} × ${cell.muscle_group}`).toBeGreaterThanOrEqual(3);
    expect(grid).toHaveLength(INJURIES.length * MAJOR_GROUPS.length);
  });

  it("has the coaching content: tips, mistakes and variation pairs", async () => {
    const [c] = await q<Record<string, number>>(sql`
      select (select count(*)::int from exercise_tips
                where tip_category is not null and title <> '' and description <> '') as tips,
             (select count(*)::int from exercise_mistakes
                where title <> '' and correction <> '' and consequences <> ''
                  and cardinality(coaching_cues) > 0) as mistakes,
             -- Some mistakes cost effectiveness rather than safety, so an empty injuryRisk is honest.
             (select count(*)::int from exercise_mistakes where cardinality(injury_risk) > 0) as mistakes_with_risk,
             (select count(distinct exercise)::int from exercise_tips) as exercises_with_tips,
             (select count(distinct exercise)::int from exercise_mistakes) as exercises_with_mistakes,
             (select count(*)::int from exercise_variations
                where text_exercise_1_to_2 <> '' and text_exercise_2_to_1 <> '') as variations,
             (select count(*)::int from exercise_tips) as all_tips,
             (select count(*)::int from exercise_mistakes) as all_mistakes`);
    table("Coaching content", [c]);
    expect(c.tips).toBe(c.all_tips);
    expect(c.mistakes).toBe(c.all_mistakes);
    expect(c.tips).toBeGreaterThanOrEqual(300);
    expect(c.mistakes).toBeGreaterThanOrEqual(300);
    expect(c.mistakes_with_risk).toBeGreaterThanOrEqual(250);
    expect(c.exercises_with_tips).toBeGreaterThanOrEqual(150);
    expect(c.exercises_with_mistakes).toBeGreaterThanOrEqual(150);
    expect(c.variations).toBeGreaterThanOrEqual(250);
  });
});
