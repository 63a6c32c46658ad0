-- The demo account's history reads like a real lifter's (issue 20 item 14). Migrations 0009 and
-- 0012 gave it fourteen sessions of five random compound exercises, three sets of 10, 9 and 8 reps,
-- with one load for every upper-body exercise (40 kg, so "Band Seated Row 45 kg") and one for every
-- lower-body one. Now the sessions follow the catalogue's upper/lower templates (Upper Strength A
-- and B, Lower Strength A and B, in turn), each set follows that workout's prescription, loads
-- are an intermediate lifter's for that exercise and rise over the four weeks (double
-- progression), bodyweight, band and timed work carries no load, and some last sets fall a rep
-- short. Only the seeded sessions (no workout, note "Upper body day" / "Lower body day") change.
CREATE OR REPLACE FUNCTION pg_temp.demo_template(upper boolean, nth bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN upper THEN 'Upper Strength ' ELSE 'Lower Strength ' END || CASE WHEN nth % 2 = 1 THEN 'A' ELSE 'B' END
$$;
--> statement-breakpoint
WITH seeded AS (
  SELECT s.id, s.notes = 'Upper body day' AS upper,
         row_number() OVER (PARTITION BY s.notes ORDER BY s.started_at) AS nth
  FROM workout_sessions s JOIN users u ON u.id = s."user"
  WHERE u.email = 'demo@forgefit.app' AND s.workout IS NULL AND s.notes IN ('Upper body day', 'Lower body day')
)
UPDATE workout_sessions s
SET workout = w.id, name = w.name, exercises_performed = w.exercises
FROM seeded d JOIN workouts w ON w.is_template AND w.name = pg_temp.demo_template(d.upper, d.nth)
WHERE s.id = d.id;
--> statement-breakpoint
DELETE FROM workout_sets ws USING workout_sessions s, users u
WHERE ws.session = s.id AND u.id = s."user" AND u.email = 'demo@forgefit.app'
  AND s.notes IN ('Upper body day', 'Lower body day')
  AND s.name IN ('Upper Strength A', 'Upper Strength B', 'Lower Strength A', 'Lower Strength B');
--> statement-breakpoint
-- Starting load (kg; per dumbbell for dumbbell work), the step and how many weeks each step takes.
WITH loads(exercise, kg, step, weeks) AS (
  VALUES ('Barbell Back Squat', 90, 2.5, 1), ('Barbell Romanian Deadlift', 80, 2.5, 1), ('Lying Leg Curl', 35, 2.5, 2),
         ('Barbell Deadlift', 120, 5, 1), ('Barbell Hip Thrust', 100, 5, 1), ('Seated Leg Curl', 40, 2.5, 2),
         ('Leg Press Calf Raise', 120, 5, 1), ('Cable Pallof Press', 12.5, 0, 1),
         ('Barbell Bench Press', 70, 2.5, 1), ('Barbell Bent-Over Row', 60, 2.5, 1), ('Seated Dumbbell Shoulder Press', 20, 2, 2),
         ('Lat Pulldown', 55, 2.5, 2), ('EZ-Bar Curl', 30, 2.5, 2), ('Cable Rope Pushdown', 25, 2.5, 2),
         ('Barbell Overhead Press', 45, 2.5, 2), ('Incline Dumbbell Press', 26, 2, 2), ('Chest-Supported Dumbbell Row', 24, 2, 2),
         ('Dumbbell Hammer Curl', 14, 2, 3), ('Overhead Dumbbell Triceps Extension', 20, 2, 3)
),
sessions AS (
  SELECT s.id, s."user", s.started_at, w.exercises, w.exercise_details,
         -- week 0-3 of the four, by the session's place in the history
         floor((row_number() OVER (ORDER BY s.started_at) - 1) * 4 / 14.0)::int AS week
  FROM workout_sessions s JOIN users u ON u.id = s."user" JOIN workouts w ON w.id = s.workout
  WHERE u.email = 'demo@forgefit.app' AND s.notes IN ('Upper body day', 'Lower body day')
),
items AS (
  SELECT s.*, x.exercise_id, x.ord, e.name,
         least(coalesce((s.exercise_details->x.exercise_id->>'sets')::int, 3), 4) AS sets,
         coalesce(nullif(substring(s.exercise_details->x.exercise_id->>'reps' from '^(\d+)'), '')::int, 8) AS lo,
         coalesce(nullif(substring(s.exercise_details->x.exercise_id->>'reps' from '^\d+-(\d+)'), '')::int,
                  nullif(substring(s.exercise_details->x.exercise_id->>'reps' from '^(\d+)'), '')::int, 10) AS hi
  FROM sessions s, unnest(s.exercises) WITH ORDINALITY AS x(exercise_id, ord)
  JOIN exercises e ON e.id = x.exercise_id
)
INSERT INTO workout_sets ("user", session, exercise, set_number, reps, weight, rpe, completed, completed_at, created, updated)
SELECT i."user", i.id, i.exercise_id, n,
       -- double progression: a rep more each week up to the top; every fourth exercise's last set misses one
       least(i.lo + i.week, i.hi) - CASE WHEN n = i.sets AND (i.ord + i.week) % 4 = 0 THEN 1 ELSE 0 END,
       coalesce(l.kg + l.step * floor(i.week / l.weeks::numeric), 0),
       least(9, 7 + 0.5 * n), true,
       i.started_at + make_interval(mins => ((i.ord - 1) * 9 + n * 2)::int),
       i.started_at + make_interval(mins => ((i.ord - 1) * 9 + n * 2)::int),
       i.started_at + make_interval(mins => ((i.ord - 1) * 9 + n * 2)::int)
FROM items i
LEFT JOIN loads l ON l.exercise = i.name
CROSS JOIN LATERAL generate_series(1, i.sets) AS n;
--> statement-breakpoint
UPDATE workout_sessions s
SET total_volume = round((v.kg * 2.2046226218)::numeric)
FROM (SELECT session, sum(reps * weight) AS kg FROM workout_sets GROUP BY session) v, users u
WHERE v.session = s.id AND u.id = s."user" AND u.email = 'demo@forgefit.app';
--> statement-breakpoint
-- Kept fresh: at every start the server calls this, and when the newest demo session is older than
-- yesterday, the whole demo history (sessions and sets) moves forward by whole days so that it ends
-- yesterday, as it did when the database was created. A long-running instance then still shows a
-- streak and a filled week. Other accounts are never touched.
CREATE OR REPLACE FUNCTION refresh_demo_history() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  demo_id text;
  newest timestamptz;
  shift_days integer;
BEGIN
  SELECT id INTO demo_id FROM users WHERE email = 'demo@forgefit.app';
  IF demo_id IS NULL THEN RETURN 0; END IF;
  SELECT max(started_at) INTO newest FROM workout_sessions WHERE "user" = demo_id;
  IF newest IS NULL THEN RETURN 0; END IF;
  shift_days := (date_trunc('day', now())::date - 1) - date_trunc('day', newest)::date;
  IF shift_days <= 0 THEN RETURN 0; END IF;
  UPDATE workout_sessions
  SET started_at = started_at + make_interval(days => shift_days),
      completed_at = completed_at + make_interval(days => shift_days),
      created = created + make_interval(days => shift_days)
  WHERE "user" = demo_id;
  UPDATE workout_sets
  SET completed_at = completed_at + make_interval(days => shift_days),
      created = created + make_interval(days => shift_days)
  WHERE "user" = demo_id;
  RETURN shift_days;
END;
$$;
