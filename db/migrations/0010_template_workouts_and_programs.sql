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
