-- Template workouts and public programs, so no library starts empty.
-- seed_workout: one template workout; exercises are named, with their prescription.
CREATE OR REPLACE FUNCTION seed_workout(w jsonb) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  item jsonb;
  ex text;
  ids text[] := '{}';
  details jsonb := '{}';
  seconds numeric := 0;
  reps_low int;
  new_id text;
BEGIN
  FOR item IN SELECT jsonb_array_elements(w->'exercises') LOOP
    ex := exercise_id(item->>'name');
    IF ex = ANY(ids) THEN
      RAISE EXCEPTION 'seed_workout %: "%" is listed twice', w->>'name', item->>'name';
    END IF;
    ids := ids || ex;
    details := details || jsonb_build_object(ex, jsonb_build_object(
      'sets', (item->>'sets')::int,
      'reps', item->>'reps',
      'restSeconds', (item->>'restSeconds')::int,
      'rpe', (item->>'rpe')::int,
      'tempo', coalesce(item->>'tempo', w->>'defaultTempo', '2-0-2-0'),
      'notes', coalesce(item->>'notes', '')));
    -- Same estimate as the generator: sets × (3 s per rep + rest), low end of the rep range.
    reps_low := coalesce(nullif(substring(item->>'reps' from '^\d+'), '')::int, 10);
    seconds := seconds + (item->>'sets')::int * (3 * reps_low + (item->>'restSeconds')::int);
  END LOOP;
  INSERT INTO workouts (name, description, workout_type, target_duration_minutes, exercises, exercise_details,
                        estimated_calories, is_template, is_public, is_active, difficulty_level,
                        target_rpe_min, target_rpe_max, default_tempo, intensity_techniques)
  VALUES (w->>'name', w->>'description', w->>'workoutType', round(seconds / 60), ids, details,
          round(round(seconds / 60) * 7.5), true, true, true, (w->>'difficultyLevel')::int,
          (w->>'targetRPEMin')::int, (w->>'targetRPEMax')::int, coalesce(w->>'defaultTempo', '2-0-2-0'),
          coalesce(w->'intensityTechniques', '[]'::jsonb))
  RETURNING id INTO new_id;
  RETURN new_id;
END;
$$;
--> statement-breakpoint
-- seed_program: a public program. `schedule` is the week template, seven entries of a
-- template workout name or "rest"; weeks, their deloads and multipliers are derived:
--   linear:     intensity rises 2.5% a week from 70% (capped at 92.5%), volume steady;
--   undulating: intensity alternates 72.5% / 80% / 87.5% weeks, volume the inverse;
--   block:      accumulation (70%, volume 110%), intensification (80%), realisation (90%, volume 80%).
-- Every `deloadEvery`-th week is a deload at 60% intensity and half the volume.
CREATE OR REPLACE FUNCTION seed_program(p jsonb) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  program_id text;
  week_id text;
  day_id text;
  weeks int := (p->>'durationWeeks')::int;
  every int := coalesce((p->>'deloadEvery')::int, 0);
  model text := coalesce(p->>'periodizationType', 'linear');
  w int;
  d int;
  entry text;
  deload boolean;
  intensity numeric;
  volume numeric;
  phase text;
  day_ids text[];
  third int;
BEGIN
  IF jsonb_array_length(p->'schedule') <> 7 THEN
    RAISE EXCEPTION 'seed_program %: schedule must list 7 days', p->>'name';
  END IF;
  INSERT INTO training_programs (name, description, author, duration_weeks, training_days_per_week,
                                 session_duration_minutes, experience_level, primary_goal, program_type,
                                 periodization_type, progression_scheme, deload_protocol, is_public, is_template)
  VALUES (p->>'name', p->>'description', coalesce(p->>'author', 'ForgeFit Coaching Team'), weeks,
          (SELECT count(*) FROM jsonb_array_elements_text(p->'schedule') s WHERE s <> 'rest'),
          (p->>'sessionDurationMinutes')::int,
          ARRAY[ref_id('experience_levels', p->>'experienceLevel')],
          ref_ids('fitness_goals', p->'primaryGoal'),
          coalesce(ARRAY(SELECT jsonb_array_elements_text(p->'programType')), '{}'),
          model, p->>'progressionScheme', p->>'deloadProtocol', true, true)
  RETURNING id INTO program_id;

  third := greatest(1, ceil(weeks / 3.0)::int);
  FOR w IN 1..weeks LOOP
    deload := every > 0 AND w % every = 0;
    IF deload THEN
      intensity := 0.60; volume := 0.50; phase := 'Deload';
    ELSIF model = 'undulating' THEN
      intensity := (ARRAY[0.725, 0.80, 0.875])[1 + (w - 1) % 3];
      volume := (ARRAY[1.10, 1.0, 0.85])[1 + (w - 1) % 3];
      phase := (ARRAY['Volume', 'Strength', 'Intensity'])[1 + (w - 1) % 3];
    ELSIF model = 'block' THEN
      IF w <= third THEN intensity := 0.70; volume := 1.10; phase := 'Accumulation';
      ELSIF w <= 2 * third THEN intensity := 0.80; volume := 1.0; phase := 'Intensification';
      ELSE intensity := 0.90; volume := 0.80; phase := 'Realisation';
      END IF;
    ELSE
      intensity := least(0.925, 0.70 + 0.025 * (w - 1)); volume := 1.0;
      phase := CASE WHEN w <= third THEN 'Foundation' WHEN w <= 2 * third THEN 'Build' ELSE 'Peak' END;
    END IF;
    INSERT INTO program_weeks (training_program, week_number, is_deload, phase, description,
                               intensity_multiplier, volume_multiplier)
    VALUES (program_id, w, deload, phase,
            CASE WHEN deload THEN 'Deload: half the sets at lighter loads, to recover before the next block.'
                 ELSE format('%s phase: work at about %s%% intensity and %s%% of the base volume.',
                             phase, round(intensity * 100, 1), round(volume * 100)) END,
            intensity, volume)
    RETURNING id INTO week_id;
    day_ids := '{}';
    FOR d IN 1..7 LOOP
      entry := p->'schedule'->>(d - 1);
      INSERT INTO program_days (program_week, day_number, name, is_rest_day, notes, workout)
      VALUES (week_id, d, CASE WHEN entry = 'rest' THEN 'Rest' ELSE entry END, entry = 'rest',
              CASE WHEN entry = 'rest' THEN 'Rest or light walking and mobility.'
                   WHEN deload THEN 'Deload week: do half of the listed sets, leave 3-4 reps in reserve.'
                   ELSE '' END,
              CASE WHEN entry = 'rest' THEN NULL
                   ELSE (SELECT id FROM workouts WHERE is_template AND lower(name) = lower(entry)) END)
      RETURNING id INTO day_id;
      IF entry <> 'rest' AND NOT EXISTS (SELECT 1 FROM workouts WHERE is_template AND lower(name) = lower(entry)) THEN
        RAISE EXCEPTION 'seed_program %: no template workout named "%"', p->>'name', entry;
      END IF;
      day_ids := day_ids || day_id;
    END LOOP;
    UPDATE program_weeks SET days = day_ids WHERE id = week_id;
  END LOOP;
  RETURN program_id;
END;
$$;
--> statement-breakpoint
SELECT seed_workout($json${"name": "Full Body Foundations A", "workoutType": "full_body", "difficultyLevel": 3, "targetRPEMin": 6, "targetRPEMax": 7, "defaultTempo": "2-0-2-0", "intensityTechniques": [], "description": "A first full-body session: one squat, one press, one row, one hinge and a plank, all with dumbbells or simple machines.",
  "exercises": [
    {"name": "Goblet Squat", "sets": 3, "reps": "8-12", "restSeconds": 90, "rpe": 6, "tempo": "3-1-1-0", "notes": "Sit between the heels; stop if the lower back rounds."},
    {"name": "Dumbbell Bench Press", "sets": 3, "reps": "8-12", "restSeconds": 90, "rpe": 7},
    {"name": "One-Arm Dumbbell Row", "sets": 3, "reps": "10-12", "restSeconds": 75, "rpe": 7, "notes": "Each side."},
    {"name": "Dumbbell Romanian Deadlift", "sets": 3, "reps": "10-12", "restSeconds": 90, "rpe": 6, "tempo": "3-0-1-0"},
    {"name": "Dumbbell Lateral Raise", "sets": 2, "reps": "12-15", "restSeconds": 60, "rpe": 7},
    {"name": "Forearm Plank", "sets": 3, "reps": "20-40", "restSeconds": 45, "rpe": 6, "notes": "Seconds per hold."}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Full Body Foundations B", "workoutType": "full_body", "difficultyLevel": 3, "targetRPEMin": 6, "targetRPEMax": 7, "defaultTempo": "2-0-2-0", "intensityTechniques": [], "description": "The second beginner full-body day: machine and cable versions of the big patterns, easy to learn and easy to load.",
  "exercises": [
    {"name": "Leg Press", "sets": 3, "reps": "10-12", "restSeconds": 90, "rpe": 7},
    {"name": "Lat Pulldown", "sets": 3, "reps": "10-12", "restSeconds": 75, "rpe": 7},
    {"name": "Incline Dumbbell Press", "sets": 3, "reps": "8-12", "restSeconds": 90, "rpe": 7},
    {"name": "Glute Bridge", "sets": 3, "reps": "12-15", "restSeconds": 60, "rpe": 6},
    {"name": "Seated Cable Row", "sets": 3, "reps": "10-12", "restSeconds": 75, "rpe": 7},
    {"name": "Dead Bug", "sets": 3, "reps": "8-10", "restSeconds": 45, "rpe": 6, "notes": "Each side, slow and controlled."}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Upper Strength A", "workoutType": "upper_body", "difficultyLevel": 6, "targetRPEMin": 7, "targetRPEMax": 9, "defaultTempo": "2-0-2-0", "intensityTechniques": ["Rest-pause on the last set of curls and pushdowns"], "description": "Heavy horizontal press and row first, then vertical work and arms.",
  "exercises": [
    {"name": "Barbell Bench Press", "sets": 4, "reps": "4-6", "restSeconds": 180, "rpe": 8, "tempo": "3-1-1-0"},
    {"name": "Barbell Bent-Over Row", "sets": 4, "reps": "6-8", "restSeconds": 120, "rpe": 8},
    {"name": "Seated Dumbbell Shoulder Press", "sets": 3, "reps": "8-10", "restSeconds": 90, "rpe": 8},
    {"name": "Lat Pulldown", "sets": 3, "reps": "8-12", "restSeconds": 90, "rpe": 8},
    {"name": "EZ-Bar Curl", "sets": 3, "reps": "10-12", "restSeconds": 60, "rpe": 8},
    {"name": "Cable Rope Pushdown", "sets": 3, "reps": "10-12", "restSeconds": 60, "rpe": 8}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Upper Strength B", "workoutType": "upper_body", "difficultyLevel": 6, "targetRPEMin": 7, "targetRPEMax": 9, "defaultTempo": "2-0-2-0", "intensityTechniques": [], "description": "Vertical press and pull-ups lead; supported rows and arm work finish.",
  "exercises": [
    {"name": "Barbell Overhead Press", "sets": 4, "reps": "4-6", "restSeconds": 180, "rpe": 8},
    {"name": "Pull-Up", "sets": 4, "reps": "5-8", "restSeconds": 120, "rpe": 8, "notes": "Use a band if you cannot reach 5 clean reps."},
    {"name": "Incline Dumbbell Press", "sets": 3, "reps": "8-10", "restSeconds": 90, "rpe": 8},
    {"name": "Chest-Supported Dumbbell Row", "sets": 3, "reps": "10-12", "restSeconds": 75, "rpe": 8},
    {"name": "Dumbbell Hammer Curl", "sets": 3, "reps": "10-12", "restSeconds": 60, "rpe": 8},
    {"name": "Overhead Dumbbell Triceps Extension", "sets": 3, "reps": "10-12", "restSeconds": 60, "rpe": 8}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Lower Strength A", "workoutType": "lower_body", "difficultyLevel": 6, "targetRPEMin": 7, "targetRPEMax": 9, "defaultTempo": "2-0-2-0", "intensityTechniques": [], "description": "Squat-focused lower day with a hinge, single-leg work, hamstrings and calves.",
  "exercises": [
    {"name": "Barbell Back Squat", "sets": 4, "reps": "4-6", "restSeconds": 180, "rpe": 8, "tempo": "3-1-1-0"},
    {"name": "Barbell Romanian Deadlift", "sets": 3, "reps": "6-8", "restSeconds": 150, "rpe": 8, "tempo": "3-0-1-0"},
    {"name": "Walking Lunge", "sets": 3, "reps": "10-12", "restSeconds": 90, "rpe": 7, "notes": "Steps per leg."},
    {"name": "Lying Leg Curl", "sets": 3, "reps": "10-12", "restSeconds": 60, "rpe": 8},
    {"name": "Standing Calf Raise", "sets": 4, "reps": "10-15", "restSeconds": 60, "rpe": 8, "tempo": "2-2-1-0"},
    {"name": "Hanging Knee Raise", "sets": 3, "reps": "10-15", "restSeconds": 60, "rpe": 7}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Lower Strength B", "workoutType": "lower_body", "difficultyLevel": 6, "targetRPEMin": 7, "targetRPEMax": 9, "defaultTempo": "2-0-2-0", "intensityTechniques": [], "description": "Deadlift-focused lower day with split squats and hip thrusts.",
  "exercises": [
    {"name": "Barbell Deadlift", "sets": 4, "reps": "3-5", "restSeconds": 180, "rpe": 8},
    {"name": "Bulgarian Split Squat", "sets": 3, "reps": "8-10", "restSeconds": 90, "rpe": 8, "notes": "Each leg."},
    {"name": "Barbell Hip Thrust", "sets": 3, "reps": "8-12", "restSeconds": 90, "rpe": 8, "tempo": "2-2-1-0"},
    {"name": "Seated Leg Curl", "sets": 3, "reps": "10-12", "restSeconds": 60, "rpe": 8},
    {"name": "Leg Press Calf Raise", "sets": 4, "reps": "12-15", "restSeconds": 60, "rpe": 8},
    {"name": "Cable Pallof Press", "sets": 3, "reps": "10-12", "restSeconds": 45, "rpe": 7, "notes": "Each side."}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Push Day", "workoutType": "push", "difficultyLevel": 5, "targetRPEMin": 7, "targetRPEMax": 9, "defaultTempo": "2-0-2-0", "intensityTechniques": ["Drop set on the last set of lateral raises"], "description": "Chest, shoulders and triceps: two presses, then raises and triceps isolation.",
  "exercises": [
    {"name": "Barbell Bench Press", "sets": 4, "reps": "6-8", "restSeconds": 150, "rpe": 8},
    {"name": "Seated Dumbbell Shoulder Press", "sets": 3, "reps": "8-10", "restSeconds": 90, "rpe": 8},
    {"name": "Incline Dumbbell Press", "sets": 3, "reps": "8-12", "restSeconds": 90, "rpe": 8},
    {"name": "Dumbbell Lateral Raise", "sets": 4, "reps": "12-15", "restSeconds": 60, "rpe": 9},
    {"name": "Cable Rope Pushdown", "sets": 3, "reps": "10-12", "restSeconds": 60, "rpe": 8},
    {"name": "Overhead Dumbbell Triceps Extension", "sets": 3, "reps": "10-12", "restSeconds": 60, "rpe": 8}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Pull Day", "workoutType": "pull", "difficultyLevel": 5, "targetRPEMin": 7, "targetRPEMax": 9, "defaultTempo": "2-0-2-0", "intensityTechniques": [], "description": "Back and biceps: vertical and horizontal pulls, rear delts and curls.",
  "exercises": [
    {"name": "Pull-Up", "sets": 4, "reps": "6-10", "restSeconds": 120, "rpe": 8},
    {"name": "Barbell Bent-Over Row", "sets": 4, "reps": "6-8", "restSeconds": 120, "rpe": 8},
    {"name": "Seated Cable Row", "sets": 3, "reps": "10-12", "restSeconds": 75, "rpe": 8},
    {"name": "Face Pull", "sets": 3, "reps": "12-15", "restSeconds": 60, "rpe": 7},
    {"name": "Dumbbell Biceps Curl", "sets": 3, "reps": "10-12", "restSeconds": 60, "rpe": 8},
    {"name": "Dumbbell Hammer Curl", "sets": 3, "reps": "10-12", "restSeconds": 60, "rpe": 8}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Leg Day", "workoutType": "legs", "difficultyLevel": 6, "targetRPEMin": 7, "targetRPEMax": 9, "defaultTempo": "2-0-2-0", "intensityTechniques": [], "description": "Quads, hamstrings, glutes and calves with a squat, a hinge and machine work.",
  "exercises": [
    {"name": "Barbell Back Squat", "sets": 4, "reps": "6-8", "restSeconds": 150, "rpe": 8},
    {"name": "Barbell Romanian Deadlift", "sets": 3, "reps": "8-10", "restSeconds": 120, "rpe": 8},
    {"name": "Leg Press", "sets": 3, "reps": "10-12", "restSeconds": 90, "rpe": 8},
    {"name": "Lying Leg Curl", "sets": 3, "reps": "10-12", "restSeconds": 60, "rpe": 8},
    {"name": "Walking Lunge", "sets": 2, "reps": "12-16", "restSeconds": 90, "rpe": 8, "notes": "Total steps."},
    {"name": "Standing Calf Raise", "sets": 4, "reps": "10-15", "restSeconds": 60, "rpe": 9}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Home Dumbbell Full Body", "workoutType": "full_body", "difficultyLevel": 4, "targetRPEMin": 7, "targetRPEMax": 8, "defaultTempo": "2-0-2-0", "intensityTechniques": [], "description": "A complete session with one pair of dumbbells and the floor.",
  "exercises": [
    {"name": "Goblet Squat", "sets": 4, "reps": "10-12", "restSeconds": 75, "rpe": 7},
    {"name": "Dumbbell Floor Press", "sets": 4, "reps": "8-12", "restSeconds": 75, "rpe": 8},
    {"name": "One-Arm Dumbbell Row", "sets": 3, "reps": "10-12", "restSeconds": 60, "rpe": 8, "notes": "Each side."},
    {"name": "Dumbbell Romanian Deadlift", "sets": 3, "reps": "10-12", "restSeconds": 75, "rpe": 7},
    {"name": "Standing Dumbbell Shoulder Press", "sets": 3, "reps": "8-12", "restSeconds": 75, "rpe": 8},
    {"name": "Dumbbell Reverse Lunge", "sets": 3, "reps": "8-10", "restSeconds": 75, "rpe": 7, "notes": "Each leg."}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Home Dumbbell Upper", "workoutType": "upper_body", "difficultyLevel": 4, "targetRPEMin": 7, "targetRPEMax": 8, "defaultTempo": "2-0-2-0", "intensityTechniques": [], "description": "Upper body at home: floor press, rows, presses and arms with dumbbells only.",
  "exercises": [
    {"name": "Dumbbell Floor Press", "sets": 4, "reps": "8-12", "restSeconds": 75, "rpe": 8},
    {"name": "Dumbbell Bent-Over Row", "sets": 4, "reps": "8-12", "restSeconds": 75, "rpe": 8},
    {"name": "Standing Dumbbell Shoulder Press", "sets": 3, "reps": "8-12", "restSeconds": 75, "rpe": 8},
    {"name": "Dumbbell Lateral Raise", "sets": 3, "reps": "12-15", "restSeconds": 45, "rpe": 8},
    {"name": "Dumbbell Biceps Curl", "sets": 3, "reps": "10-12", "restSeconds": 45, "rpe": 8},
    {"name": "Overhead Dumbbell Triceps Extension", "sets": 3, "reps": "10-12", "restSeconds": 45, "rpe": 8}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Home Dumbbell Lower", "workoutType": "lower_body", "difficultyLevel": 4, "targetRPEMin": 7, "targetRPEMax": 8, "defaultTempo": "2-0-2-0", "intensityTechniques": [], "description": "Lower body at home with dumbbells: squat, split squat, hinge, hip thrust and calves.",
  "exercises": [
    {"name": "Goblet Squat", "sets": 4, "reps": "10-15", "restSeconds": 75, "rpe": 8},
    {"name": "Dumbbell Split Squat", "sets": 3, "reps": "8-12", "restSeconds": 75, "rpe": 8, "notes": "Each leg."},
    {"name": "Dumbbell Romanian Deadlift", "sets": 4, "reps": "10-12", "restSeconds": 75, "rpe": 8},
    {"name": "Dumbbell Hip Thrust", "sets": 3, "reps": "10-15", "restSeconds": 60, "rpe": 8},
    {"name": "Dumbbell Single-Leg Calf Raise", "sets": 3, "reps": "10-15", "restSeconds": 45, "rpe": 8, "notes": "Each leg."},
    {"name": "Dead Bug", "sets": 3, "reps": "8-10", "restSeconds": 45, "rpe": 6}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Bodyweight Full Body A", "workoutType": "full_body", "difficultyLevel": 2, "targetRPEMin": 6, "targetRPEMax": 8, "defaultTempo": "2-0-2-0", "intensityTechniques": [], "description": "No equipment at all: squats, push-ups, table rows, bridges and planks.",
  "exercises": [
    {"name": "Bodyweight Squat", "sets": 3, "reps": "12-20", "restSeconds": 60, "rpe": 6},
    {"name": "Push-Up", "sets": 3, "reps": "6-15", "restSeconds": 60, "rpe": 7, "notes": "Switch to incline push-ups if needed."},
    {"name": "Table Row", "sets": 3, "reps": "8-12", "restSeconds": 60, "rpe": 7},
    {"name": "Glute Bridge", "sets": 3, "reps": "12-20", "restSeconds": 45, "rpe": 6},
    {"name": "Reverse Lunge", "sets": 3, "reps": "8-12", "restSeconds": 60, "rpe": 7, "notes": "Each leg."},
    {"name": "Forearm Plank", "sets": 3, "reps": "20-45", "restSeconds": 45, "rpe": 7, "notes": "Seconds per hold."}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Bodyweight Full Body B", "workoutType": "full_body", "difficultyLevel": 3, "targetRPEMin": 6, "targetRPEMax": 8, "defaultTempo": "2-0-2-0", "intensityTechniques": [], "description": "The second no-equipment day, with single-leg work and a short conditioning finish.",
  "exercises": [
    {"name": "Bodyweight Split Squat", "sets": 3, "reps": "8-12", "restSeconds": 60, "rpe": 7, "notes": "Each leg."},
    {"name": "Incline Push-Up", "sets": 3, "reps": "10-15", "restSeconds": 60, "rpe": 7},
    {"name": "Doorframe Row", "sets": 3, "reps": "10-15", "restSeconds": 60, "rpe": 7},
    {"name": "Single-Leg Glute Bridge", "sets": 3, "reps": "8-12", "restSeconds": 45, "rpe": 7, "notes": "Each leg."},
    {"name": "Side Plank", "sets": 2, "reps": "20-30", "restSeconds": 45, "rpe": 7, "notes": "Seconds each side."},
    {"name": "Mountain Climber", "sets": 3, "reps": "20-30", "restSeconds": 45, "rpe": 7, "notes": "Seconds of work."}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Power Development", "workoutType": "full_body", "difficultyLevel": 8, "targetRPEMin": 7, "targetRPEMax": 8, "defaultTempo": "1-0-X-0", "intensityTechniques": ["Contrast sets: a heavy pull followed by a jump"], "description": "Explosive work while fresh: a clean, jumps, throws and a fast pull. Stop each set before speed drops.",
  "exercises": [
    {"name": "Barbell Power Clean", "sets": 5, "reps": "3", "restSeconds": 150, "rpe": 7, "notes": "Crisp reps; stop if technique slows."},
    {"name": "Box Jump", "sets": 4, "reps": "3-5", "restSeconds": 90, "rpe": 7, "notes": "Step down, don't jump down."},
    {"name": "Push Press", "sets": 4, "reps": "3-5", "restSeconds": 120, "rpe": 8},
    {"name": "Medicine Ball Slam", "sets": 3, "reps": "6-8", "restSeconds": 60, "rpe": 7},
    {"name": "Broad Jump", "sets": 3, "reps": "3-5", "restSeconds": 90, "rpe": 7},
    {"name": "Trap Bar Deadlift", "sets": 3, "reps": "3-5", "restSeconds": 150, "rpe": 8}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Strength Block Squat and Bench", "workoutType": "full_body", "difficultyLevel": 7, "targetRPEMin": 8, "targetRPEMax": 9, "defaultTempo": "2-0-2-0", "intensityTechniques": ["Top single at RPE 8 before the back-off sets in the realisation phase"], "description": "Heavy day one of the strength block: squat and bench press with back and core accessories.",
  "exercises": [
    {"name": "Barbell Back Squat", "sets": 5, "reps": "3-5", "restSeconds": 180, "rpe": 9},
    {"name": "Barbell Bench Press", "sets": 5, "reps": "3-5", "restSeconds": 180, "rpe": 9},
    {"name": "Barbell Bent-Over Row", "sets": 4, "reps": "6-8", "restSeconds": 120, "rpe": 8},
    {"name": "Hanging Leg Raise", "sets": 3, "reps": "8-12", "restSeconds": 60, "rpe": 7}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Strength Block Deadlift and Press", "workoutType": "full_body", "difficultyLevel": 7, "targetRPEMin": 8, "targetRPEMax": 9, "defaultTempo": "2-0-2-0", "intensityTechniques": [], "description": "Heavy day two of the strength block: deadlift and overhead press with pull-ups and single-leg work.",
  "exercises": [
    {"name": "Barbell Deadlift", "sets": 5, "reps": "2-4", "restSeconds": 180, "rpe": 9},
    {"name": "Barbell Overhead Press", "sets": 4, "reps": "4-6", "restSeconds": 150, "rpe": 8},
    {"name": "Weighted Pull-Up", "sets": 4, "reps": "4-6", "restSeconds": 120, "rpe": 8},
    {"name": "Bulgarian Split Squat", "sets": 3, "reps": "6-8", "restSeconds": 90, "rpe": 8, "notes": "Each leg."},
    {"name": "Cable Pallof Press", "sets": 3, "reps": "10-12", "restSeconds": 45, "rpe": 7}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Strength Block Volume", "workoutType": "full_body", "difficultyLevel": 7, "targetRPEMin": 7, "targetRPEMax": 8, "defaultTempo": "2-0-2-0", "intensityTechniques": [], "description": "Day three of the strength block: paused and close-grip variations for volume, plus hips and carries.",
  "exercises": [
    {"name": "Barbell Pause Squat", "sets": 4, "reps": "4-6", "restSeconds": 150, "rpe": 8},
    {"name": "Close-Grip Bench Press", "sets": 4, "reps": "6-8", "restSeconds": 120, "rpe": 8},
    {"name": "Pendlay Row", "sets": 4, "reps": "5-8", "restSeconds": 120, "rpe": 8},
    {"name": "Barbell Hip Thrust", "sets": 3, "reps": "8-10", "restSeconds": 90, "rpe": 8},
    {"name": "Dumbbell Farmer's Carry", "sets": 3, "reps": "30-40", "restSeconds": 90, "rpe": 8, "notes": "Metres per carry."}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Cardio Conditioning", "workoutType": "cardio", "difficultyLevel": 5, "targetRPEMin": 7, "targetRPEMax": 9, "defaultTempo": "2-0-2-0", "intensityTechniques": ["Intervals", "EMOM finisher"], "description": "Intervals on the rower and bike, rope skipping and bodyweight finishers.",
  "exercises": [
    {"name": "Rowing Machine Interval Row", "sets": 5, "reps": "60", "restSeconds": 60, "rpe": 8, "notes": "Seconds hard, then rest."},
    {"name": "Stationary Bike Sprint Intervals", "sets": 6, "reps": "20", "restSeconds": 40, "rpe": 9, "notes": "Seconds all-out."},
    {"name": "Jump Rope Basic Bounce", "sets": 3, "reps": "60", "restSeconds": 45, "rpe": 7, "notes": "Seconds."},
    {"name": "Burpee", "sets": 3, "reps": "8-12", "restSeconds": 60, "rpe": 8},
    {"name": "Kettlebell Swing", "sets": 3, "reps": "15-20", "restSeconds": 60, "rpe": 8}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Low-Impact Cardio", "workoutType": "cardio", "difficultyLevel": 2, "targetRPEMin": 5, "targetRPEMax": 7, "defaultTempo": "2-0-2-0", "intensityTechniques": [], "description": "Steady conditioning that is kind to the joints: rower, bike and walking.",
  "exercises": [
    {"name": "Rowing Machine Steady-State Row", "sets": 1, "reps": "600", "restSeconds": 60, "rpe": 6, "notes": "Ten minutes at a conversational pace."},
    {"name": "Stationary Bike Steady Ride", "sets": 1, "reps": "900", "restSeconds": 60, "rpe": 6, "notes": "Fifteen minutes."},
    {"name": "Brisk Walk", "sets": 1, "reps": "600", "restSeconds": 0, "rpe": 5, "notes": "Ten minutes."},
    {"name": "Step Jack", "sets": 3, "reps": "30", "restSeconds": 30, "rpe": 6, "notes": "Seconds."}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Core Strength", "workoutType": "core", "difficultyLevel": 4, "targetRPEMin": 6, "targetRPEMax": 8, "defaultTempo": "2-0-2-0", "intensityTechniques": [], "description": "Anti-extension, anti-rotation and carries: a trunk that braces well under load.",
  "exercises": [
    {"name": "Dead Bug", "sets": 3, "reps": "8-10", "restSeconds": 45, "rpe": 6},
    {"name": "Cable Pallof Press", "sets": 3, "reps": "10-12", "restSeconds": 45, "rpe": 7, "notes": "Each side."},
    {"name": "Hanging Knee Raise", "sets": 3, "reps": "10-15", "restSeconds": 60, "rpe": 7},
    {"name": "Side Plank", "sets": 3, "reps": "20-40", "restSeconds": 45, "rpe": 7, "notes": "Seconds each side."},
    {"name": "Stability Ball Rollout", "sets": 3, "reps": "8-12", "restSeconds": 60, "rpe": 7},
    {"name": "Dumbbell Suitcase Carry", "sets": 3, "reps": "20-30", "restSeconds": 60, "rpe": 7, "notes": "Metres each side."}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Back-Friendly Full Body", "workoutType": "full_body", "difficultyLevel": 3, "targetRPEMin": 6, "targetRPEMax": 7, "defaultTempo": "2-0-2-0", "intensityTechniques": [], "description": "Full body without heavy spinal loading: machines, supported rows and floor work, for people managing lower back pain.",
  "exercises": [
    {"name": "Leg Press", "sets": 3, "reps": "10-12", "restSeconds": 90, "rpe": 7},
    {"name": "Chest-Supported Dumbbell Row", "sets": 3, "reps": "10-12", "restSeconds": 75, "rpe": 7},
    {"name": "Neutral-Grip Dumbbell Press", "sets": 3, "reps": "8-12", "restSeconds": 90, "rpe": 7},
    {"name": "Glute Bridge", "sets": 3, "reps": "12-15", "restSeconds": 60, "rpe": 6},
    {"name": "Lat Pulldown", "sets": 3, "reps": "10-12", "restSeconds": 75, "rpe": 7},
    {"name": "Bird Dog", "sets": 3, "reps": "8-10", "restSeconds": 45, "rpe": 5, "notes": "Each side, slow."}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Mobility and Recovery", "workoutType": "mobility", "difficultyLevel": 1, "targetRPEMin": 3, "targetRPEMax": 5, "defaultTempo": "2-0-2-0", "intensityTechniques": [], "description": "A gentle session for rest days: hips, thoracic spine and shoulders through their full range.",
  "exercises": [
    {"name": "World's Greatest Stretch", "sets": 2, "reps": "5", "restSeconds": 30, "rpe": 3, "notes": "Each side."},
    {"name": "Cat-Cow", "sets": 2, "reps": "10", "restSeconds": 30, "rpe": 3},
    {"name": "Open Book Stretch", "sets": 2, "reps": "8", "restSeconds": 30, "rpe": 3, "notes": "Each side."},
    {"name": "90/90 Hip Switch", "sets": 2, "reps": "8", "restSeconds": 30, "rpe": 3, "notes": "Each side."},
    {"name": "Couch Stretch", "sets": 2, "reps": "45", "restSeconds": 30, "rpe": 4, "notes": "Seconds each side."},
    {"name": "Band Shoulder Dislocate", "sets": 2, "reps": "10-12", "restSeconds": 30, "rpe": 3}
  ]}$json$);
--> statement-breakpoint
SELECT seed_workout($json${"name": "Arms and Shoulders Pump", "workoutType": "upper_body", "difficultyLevel": 4, "targetRPEMin": 8, "targetRPEMax": 9, "defaultTempo": "2-0-2-0", "intensityTechniques": ["Supersets: curl with pushdown"], "description": "Short, high-rep arm and shoulder session to add volume to small muscles.",
  "exercises": [
    {"name": "Dumbbell Lateral Raise", "sets": 4, "reps": "12-20", "restSeconds": 45, "rpe": 9},
    {"name": "EZ-Bar Curl", "sets": 3, "reps": "10-12", "restSeconds": 60, "rpe": 8},
    {"name": "Cable Rope Pushdown", "sets": 3, "reps": "12-15", "restSeconds": 60, "rpe": 8},
    {"name": "Cable Reverse Fly", "sets": 3, "reps": "12-15", "restSeconds": 45, "rpe": 8},
    {"name": "Dumbbell Hammer Curl", "sets": 3, "reps": "10-12", "restSeconds": 45, "rpe": 8},
    {"name": "Bench Dip", "sets": 3, "reps": "10-15", "restSeconds": 60, "rpe": 8}
  ]}$json$);
--> statement-breakpoint
SELECT seed_program($json${"name": "Beginner Full Body 3x/Week", "durationWeeks": 8, "experienceLevel": "beginner", "primaryGoal": ["general_fitness", "strength"], "programType": ["full_body"], "periodizationType": "linear", "sessionDurationMinutes": 50, "description": "Three full-body sessions a week alternating two workouts. Learn the main movement patterns and build a base of strength.", "progressionScheme": "Linear: add 2.5 kg to lower-body lifts and 1-2 kg to upper-body lifts whenever every set reaches the top of its rep range.", "deloadProtocol": "Every 4th week: same exercises, half the sets, about 60% of your working loads.", "deloadEvery": 4,
  "schedule": ["Full Body Foundations A", "rest", "Full Body Foundations B", "rest", "Full Body Foundations A", "rest", "rest"]}$json$);
--> statement-breakpoint
SELECT seed_program($json${"name": "Upper/Lower 4x/Week", "durationWeeks": 12, "experienceLevel": "intermediate", "primaryGoal": ["hypertrophy", "strength"], "programType": ["upper_lower"], "periodizationType": "linear", "sessionDurationMinutes": 65, "description": "Four days split into upper and lower sessions, each muscle trained twice a week with heavy and moderate work.", "progressionScheme": "Double progression: work within the rep range; when all sets hit the top, add load and return to the bottom.", "deloadProtocol": "Weeks 4, 8 and 12: half the sets at about 60% intensity, technique focus.", "deloadEvery": 4,
  "schedule": ["Upper Strength A", "Lower Strength A", "rest", "Upper Strength B", "Lower Strength B", "rest", "rest"]}$json$);
--> statement-breakpoint
SELECT seed_program($json${"name": "Push/Pull/Legs 6x/Week", "durationWeeks": 12, "experienceLevel": "intermediate", "primaryGoal": ["hypertrophy"], "programType": ["push_pull_legs"], "periodizationType": "undulating", "sessionDurationMinutes": 70, "description": "A six-day push, pull and legs rotation for experienced lifters who want high weekly volume.", "progressionScheme": "Undulating: volume, strength and intensity weeks rotate; add load on the intensity week when RPE stays at or below 8.", "deloadProtocol": "Every 4th week: three sets become two, loads drop to about 60%, no sets to failure.", "deloadEvery": 4,
  "schedule": ["Push Day", "Pull Day", "Leg Day", "Push Day", "Pull Day", "Leg Day", "rest"]}$json$);
--> statement-breakpoint
SELECT seed_program($json${"name": "12-Week Strength Block", "durationWeeks": 12, "experienceLevel": "advanced", "primaryGoal": ["strength"], "programType": ["strength", "full_body"], "periodizationType": "block", "sessionDurationMinutes": 75, "description": "Accumulation, intensification and realisation blocks built around the squat, bench press, deadlift and overhead press.", "progressionScheme": "Block: accumulate volume at about 70%, intensify at about 80%, then realise heavy singles and triples near 90%.", "deloadProtocol": "Weeks 4, 8 and 12 are deloads at 60% and half the volume; week 12 ends with optional top singles.", "deloadEvery": 4,
  "schedule": ["Strength Block Squat and Bench", "rest", "Strength Block Deadlift and Press", "rest", "Strength Block Volume", "rest", "rest"]}$json$);
--> statement-breakpoint
SELECT seed_program($json${"name": "Home Dumbbell Builder", "durationWeeks": 8, "experienceLevel": "beginner", "primaryGoal": ["hypertrophy", "general_fitness"], "programType": ["full_body", "home"], "periodizationType": "linear", "sessionDurationMinutes": 45, "description": "Three sessions a week with nothing but a pair of dumbbells: build muscle at home.", "progressionScheme": "Add reps first; when every set reaches the top of the range, use heavier dumbbells or slow the lowering to 4 seconds.", "deloadProtocol": "Every 4th week: half the sets with the same dumbbells.", "deloadEvery": 4,
  "schedule": ["Home Dumbbell Upper", "Home Dumbbell Lower", "rest", "Home Dumbbell Full Body", "rest", "rest", "rest"]}$json$);
--> statement-breakpoint
SELECT seed_program($json${"name": "Bodyweight Anywhere", "durationWeeks": 8, "experienceLevel": "beginner", "primaryGoal": ["general_fitness"], "programType": ["bodyweight", "full_body"], "periodizationType": "linear", "sessionDurationMinutes": 40, "description": "No equipment, no gym: a progressive bodyweight program for anywhere.", "progressionScheme": "Progress each exercise to its harder version (incline to floor push-ups, split squats to lunges) once you reach the top of the rep range.", "deloadProtocol": "Every 4th week: two sets per exercise at an easy effort.", "deloadEvery": 4,
  "schedule": ["Bodyweight Full Body A", "rest", "Bodyweight Full Body B", "rest", "Bodyweight Full Body A", "rest", "rest"]}$json$);
--> statement-breakpoint
SELECT seed_program($json${"name": "Athletic Power", "durationWeeks": 8, "experienceLevel": "advanced", "primaryGoal": ["power", "athletic_performance"], "programType": ["power", "athletic"], "periodizationType": "block", "sessionDurationMinutes": 60, "description": "Jumps, throws and Olympic lift variations paired with strength days, for athletes who want to be faster and more explosive.", "progressionScheme": "Keep explosive sets short and fast; add load to the strength lifts only when bar speed holds.", "deloadProtocol": "Every 4th week: jumps and throws at half the volume, strength lifts at 60%.", "deloadEvery": 4,
  "schedule": ["Power Development", "Lower Strength A", "rest", "Power Development", "Upper Strength A", "rest", "rest"]}$json$);
--> statement-breakpoint
SELECT seed_program($json${"name": "Fat Loss Conditioning", "durationWeeks": 8, "experienceLevel": "beginner", "primaryGoal": ["fat_loss", "endurance"], "programType": ["conditioning", "full_body"], "periodizationType": "undulating", "sessionDurationMinutes": 45, "description": "Strength sessions to keep muscle and conditioning sessions to raise weekly energy use.", "progressionScheme": "Keep loads on the strength days; add a round or 10% more work to the conditioning sessions each week.", "deloadProtocol": "Every 4th week: one strength day and one easy cardio day only.", "deloadEvery": 4,
  "schedule": ["Full Body Foundations A", "Cardio Conditioning", "rest", "Full Body Foundations B", "Low-Impact Cardio", "Core Strength", "rest"]}$json$);
--> statement-breakpoint
SELECT seed_program($json${"name": "Back-Friendly Strength", "durationWeeks": 8, "experienceLevel": "beginner", "primaryGoal": ["general_fitness", "strength"], "programType": ["full_body", "rehab_friendly"], "periodizationType": "linear", "sessionDurationMinutes": 45, "description": "Strength training without heavy spinal loading, for people managing lower back pain. Stop any exercise that provokes pain.", "progressionScheme": "Add load slowly (1-2 kg) only when the previous session felt easy and pain-free the next day.", "deloadProtocol": "Every 4th week: mobility and core only on the second day, main days at half the sets.", "deloadEvery": 4,
  "schedule": ["Back-Friendly Full Body", "rest", "Core Strength", "rest", "Back-Friendly Full Body", "Mobility and Recovery", "rest"]}$json$);
