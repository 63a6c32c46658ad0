-- Timed sets in the seeded template workouts say so (issue 20 item 17). Migration 0010 stored
-- durations as bare numbers beside a note: "600" reps with "Ten minutes." showed as
-- "1 set × 600 reps", and "20-40" with "Seconds per hold." as a rep range. The reps text now
-- carries its unit ("10 min", "20-40s"), which every screen, the live session and the session
-- clock read, and the note keeps only what the unit does not already say.
CREATE OR REPLACE FUNCTION pg_temp.capitalised(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT upper(left(t, 1)) || substr(t, 2)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pg_temp.timed_detail(d jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    -- "600" + "Ten minutes at a conversational pace." → "10 min" + "At a conversational pace."
    WHEN d->>'reps' ~ '^\d+$' AND coalesce(d->>'notes', '') ~* '^(five|ten|fifteen|twenty|thirty) minutes\M'
      THEN d || jsonb_build_object(
        'reps', round((d->>'reps')::numeric / 60)::text || ' min',
        'notes', pg_temp.capitalised(btrim(regexp_replace(d->>'notes', '^\w+ minutes\.?\s*', '', 'i'))))
    -- "20-40" + "Seconds each side." → "20-40s" + "Each side."
    WHEN d->>'reps' ~ '^\d+(-\d+)?$' AND coalesce(d->>'notes', '') ~ '^Seconds\M'
      THEN d || jsonb_build_object(
        'reps', (d->>'reps') || 's',
        'notes', pg_temp.capitalised(btrim(regexp_replace(d->>'notes', '^Seconds( per hold| of work)?\.?\s*', ''))))
    ELSE d
  END
$$;
--> statement-breakpoint
UPDATE workouts w
SET exercise_details = (SELECT jsonb_object_agg(key, pg_temp.timed_detail(value)) FROM jsonb_each(w.exercise_details)),
    updated = now()
WHERE w.is_template
  AND jsonb_typeof(w.exercise_details) = 'object'
  AND EXISTS (SELECT 1 FROM jsonb_each(w.exercise_details) e WHERE pg_temp.timed_detail(e.value) IS DISTINCT FROM e.value);
--> statement-breakpoint
-- Their stated length comes from the one session clock (lib/training/session-clock.ts: warm-up and
-- ramp-up sets, sets × reps × tempo, both sides of unilateral work, rests, transitions), as the
-- builder, the generator and the library buckets count it; 0010 counted 3 s a rep and no warm-up,
-- so "Low-Impact Cardio" read 113 minutes and the strength days 11-14 minutes short. The figures
-- were computed by that clock on the catalogue as it stands here; tests/api/template-clock.test.ts
-- recomputes them, so a later catalogue change that moves them fails there.
UPDATE workouts w
SET target_duration_minutes = v.minutes,
    estimated_calories = round(v.minutes * 7.5),
    updated = now()
FROM (VALUES
  ('Arms and Shoulders Pump', 39),
  ('Back-Friendly Full Body', 44),
  ('Bodyweight Full Body A', 38),
  ('Bodyweight Full Body B', 37),
  ('Cardio Conditioning', 41),
  ('Core Strength', 48),
  ('Full Body Foundations A', 43),
  ('Full Body Foundations B', 42),
  ('Home Dumbbell Full Body', 51),
  ('Home Dumbbell Lower', 51),
  ('Home Dumbbell Upper', 44),
  ('Leg Day', 52),
  ('Low-Impact Cardio', 47),
  ('Lower Strength A', 56),
  ('Lower Strength B', 55),
  ('Mobility and Recovery', 24),
  ('Power Development', 49),
  ('Pull Day', 50),
  ('Push Day', 50),
  ('Strength Block Deadlift and Press', 56),
  ('Strength Block Squat and Bench', 53),
  ('Strength Block Volume', 54),
  ('Upper Strength A', 53),
  ('Upper Strength B', 52)
) AS v(name, minutes)
WHERE w.is_template AND w.name = v.name;
