-- The nine library programs progress week by week (issue 19 item 6, COACHING.md §7-§8).
-- 0010 pointed every week at the same template workouts, so a 12-week program repeated one
-- week twelve times and its deload was a note ("do half of the listed sets"). Here every
-- week gets its own copy of each template workout, with the block model the generator uses:
--   ramp (size and general goals): the weeks between deloads form a block; accessory sets climb
--     one a week (base - 1, base, base + 1) while the working RPE climbs 7 -> 8 -> 9 (RIR 3 -> 1);
--   wave (strength and power goals): accumulation (the template's sets, RPE 7), intensification
--     (a set fewer, RPE 8), realisation (two fewer on accessories, one fewer on the main lifts,
--     the bottom of their rep range, RPE 9 top sets);
--   deload: the block's fullest week (the last of a ramp, the accumulation week of a wave) at
--     about half the sets (alternate exercises round down and up), RPE two lower, loaded lifts
--     at 85-90% of that week's loads.
-- Week 1 is a calibration week (RPE <= 7); the RPE cap is 8 for beginner programs and 9 otherwise.
-- Conditioning and mobility sessions keep their work and only halve on deloads. The copies are
-- not templates and not public (like a generated program's workouts): they are opened through
-- their program, not listed. Week texts, multipliers, the progression scheme and the deload
-- protocol are then computed from the copies. Names, ids, lengths and days per week are kept.
CREATE OR REPLACE FUNCTION rts_percent(reps int, rpe numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$
  -- % of 1RM at reps x RPE (the RTS chart: reps + reps in reserve = reps to failure).
  SELECT (ARRAY[100, 95.5, 92.2, 89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0, 65.3, 62.6, 59.9])
         [least(15, greatest(1, reps + round(10 - least(10, greatest(5, rpe)))::int))]::numeric;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rep_top(reps text) RETURNS int
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(substring(reps from '(\d+)\s*$'), '')::int, nullif(substring(reps from '^\d+'), '')::int);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION is_loaded_exercise(ex text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM exercises e JOIN equipment q ON q.id = ANY (e.equipment_required)
    WHERE e.id = ex AND q.name IN ('barbell', 'ez_bar', 'trap_bar', 'dumbbells', 'kettlebell', 'weight_plate',
                                   'cable_station', 'smith_machine', 'leg_press_machine', 'leg_curl_machine', 'landmine'));
$$;
--> statement-breakpoint
-- One week's version of a workout's details. `pos` in the loop is the exercise's place (1 = main lift).
CREATE OR REPLACE FUNCTION library_week_details(src jsonb, exercise_ids text[], model text, phase text, step int,
                                                target_rpe int, conditioning boolean, deload boolean) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
DECLARE
  out jsonb := '{}';
  d jsonb;
  pos int := 0;
  ex text;
  sets int;
  rpe int;
  reps text;
  notes text;
  last_load numeric;
BEGIN
  FOREACH ex IN ARRAY exercise_ids LOOP
    pos := pos + 1;
    d := src->ex;
    IF d IS NULL THEN CONTINUE; END IF;
    sets := (d->>'sets')::int;
    rpe := (d->>'rpe')::int;
    reps := d->>'reps';
    notes := coalesce(d->>'notes', '');
    IF deload THEN
      -- Half the sets: alternate exercises round down and up so the session lands near 50%.
      sets := greatest(1, (sets + (pos % 2)) / 2);
      rpe := greatest(4, rpe - 2);
      last_load := substring(notes from 'about (\d+)% of your training max')::numeric;
      notes := 'Deload: leave 3-4 reps in reserve' ||
               CASE WHEN last_load IS NOT NULL THEN format('; about %s%% of your training max (87.5%% of last week''s load)', round(last_load * 0.875))
                    ELSE '; loads at 85-90% of last week''s' END || '. ' ||
               regexp_replace(notes, '^(Work at about \d+% of your training max[^.]*\.|Calibration week:[^.]*\.[^.]*\.)\s*', '');
    ELSIF conditioning THEN
      NULL;
    ELSE
      IF model = 'wave' THEN
        IF phase = 'Intensification' THEN sets := greatest(2, sets - 1);
        ELSIF phase = 'Realisation' THEN
          sets := CASE WHEN pos <= 2 THEN greatest(2, sets - 1) ELSE greatest(1, sets - 2) END;
          IF pos <= 2 AND reps ~ '^\d+-\d+$' THEN reps := substring(reps from '^\d+'); END IF;
        END IF;
      ELSIF pos > 2 THEN
        sets := greatest(1, sets - 1 + step);
      END IF;
      rpe := CASE WHEN rpe IS NULL THEN NULL ELSE target_rpe END;
      notes := regexp_replace(notes, '^(Work at about \d+% of your training max[^.]*\.|Calibration week:[^.]*\.[^.]*\.)\s*', '');
      IF pos <= 2 AND rpe IS NOT NULL AND rep_top(reps) IS NOT NULL AND is_loaded_exercise(ex) THEN
        notes := CASE WHEN src ? '__week1'
                      THEN format('Calibration week: pick a load you could lift %s more times and note it. It sets your training max. ', 10 - rpe)
                      ELSE format('Work at about %s%% of your training max (%s reps at RPE %s). ', round(rts_percent(rep_top(reps), rpe) / 0.9), rep_top(reps), rpe) END || notes;
      END IF;
    END IF;
    out := out || jsonb_build_object(ex, d || jsonb_build_object('sets', sets, 'rpe', rpe, 'reps', reps, 'notes', trim(notes)));
  END LOOP;
  RETURN out;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION progress_library_program(program_name text, model text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  prog record;
  wk record;
  src record;
  copy_id text;
  details jsonb;
  base jsonb;
  cap int;
  block_len int[] := '{}';
  blk int := 1;
  i int := 0;
  wk_phase text;
  step int;
  target int;
  len int;
  peak_copies jsonb := '{}';
  peak_sets int := 0;
  peak_week int;
  week_copies jsonb;
  seconds numeric;
  item record;
  week_sets int;
  week1_sets int;
  block_peak int[] := '{}';
  week_rows jsonb := '[]';
  main_pct numeric;
  deload_weeks text[] := '{}';
  deload_example text;
  first_block text[] := '{}';
BEGIN
  SELECT p.* INTO prog FROM training_programs p WHERE p.name = program_name AND p.is_template;
  IF NOT FOUND THEN
    RAISE NOTICE 'progress_library_program: no library program named %', program_name;
    RETURN;
  END IF;
  cap := CASE WHEN EXISTS (SELECT 1 FROM experience_levels l WHERE l.id = ANY (prog.experience_level) AND l.name IN ('sedentary', 'beginner')) THEN 8 ELSE 9 END;
  -- Block lengths: training weeks between deloads.
  block_len := ARRAY[0];
  FOR wk IN SELECT * FROM program_weeks WHERE training_program = prog.id ORDER BY week_number LOOP
    IF wk.is_deload THEN block_len := block_len || 0;
    ELSE block_len[array_length(block_len, 1)] := block_len[array_length(block_len, 1)] + 1;
    END IF;
  END LOOP;

  FOR wk IN SELECT * FROM program_weeks WHERE training_program = prog.id ORDER BY week_number LOOP
    len := block_len[blk];
    IF wk.is_deload THEN
      wk_phase := 'Deload';
      target := NULL;
    ELSIF model = 'wave' THEN
      wk_phase := CASE WHEN len <= 1 OR i = 0 THEN 'Accumulation' WHEN i = len - 1 AND len >= 3 THEN 'Realisation' ELSE 'Intensification' END;
      target := least(cap, CASE wk_phase WHEN 'Accumulation' THEN 7 WHEN 'Intensification' THEN 8 ELSE 9 END);
    ELSE
      wk_phase := CASE WHEN prog.periodization_type = 'undulating' THEN 'Mesocycle ' || blk
                    WHEN i = 0 THEN 'Foundation' WHEN i < len - 1 THEN 'Build' ELSE 'Peak' END;
      target := least(cap, 7 + CASE WHEN len > 1 THEN round(2.0 * i / (len - 1))::int ELSE 0 END);
    END IF;
    IF wk.week_number = 1 THEN target := least(target, 7); END IF;
    step := least(i, 2);

    week_copies := '{}';
    FOR src IN
      SELECT DISTINCT w.* FROM program_days d JOIN workouts w ON w.id = d.workout
      WHERE d.program_week = wk.id AND NOT d.is_rest_day AND w.is_template
    LOOP
      IF wk.is_deload AND peak_copies ? src.id THEN
        SELECT exercise_details INTO base FROM workouts WHERE id = peak_copies->>src.id;
      ELSE
        base := src.exercise_details;
      END IF;
      IF wk.week_number = 1 THEN base := base || '{"__week1": true}'; END IF;
      details := library_week_details(base, src.exercises, model, wk_phase, step, target,
                                      src.workout_type IN ('cardio', 'mobility'), wk.is_deload) - '__week1';
      -- Same clock as 0010's template estimate: sets x (3 s per rep, low end of the range, + rest).
      seconds := 0;
      FOR item IN SELECT value AS v FROM jsonb_each(details) LOOP
        seconds := seconds + (item.v->>'sets')::int * (3 * coalesce(nullif(substring(item.v->>'reps' from '^\d+'), '')::int, 10) + (item.v->>'restSeconds')::int);
      END LOOP;
      INSERT INTO workouts (name, description, workout_type, target_duration_minutes, exercises, exercise_details,
                            estimated_calories, is_template, is_public, is_active, difficulty_level,
                            target_rpe_min, target_rpe_max, default_tempo, intensity_techniques, user_profile)
      VALUES (format('%s · Week %s', src.name, wk.week_number),
              format('%s, week %s of %s (%s).', src.name, wk.week_number, prog.duration_weeks, wk_phase),
              src.workout_type, round(seconds / 60), src.exercises, details, round(round(seconds / 60) * 7.5),
              false, false, true, src.difficulty_level,
              coalesce((SELECT min((v->>'rpe')::int) FROM jsonb_each(details) e(k, v) WHERE v->>'rpe' IS NOT NULL), src.target_rpe_min),
              coalesce((SELECT max((v->>'rpe')::int) FROM jsonb_each(details) e(k, v) WHERE v->>'rpe' IS NOT NULL), src.target_rpe_max),
              src.default_tempo,
              CASE WHEN wk.is_deload THEN '["Deload: no sets to failure"]'::jsonb
                   WHEN wk_phase = 'Realisation' THEN '["Heavy top set on the main lift"]'::jsonb
                   ELSE coalesce(src.intensity_techniques, '[]'::jsonb) END,
              NULL)
      RETURNING id INTO copy_id;
      week_copies := week_copies || jsonb_build_object(src.id, copy_id);
      UPDATE program_days SET workout = copy_id,
             notes = CASE WHEN wk.is_deload THEN 'Deload week: the sets listed are already halved; leave 3-4 reps in reserve.' ELSE '' END
       WHERE program_week = wk.id AND workout = src.id;
    END LOOP;

    -- Counted from the copies: working sets of the strength sessions (a workout done twice counts twice).
    SELECT coalesce(sum((v->>'sets')::int), 0) INTO week_sets
      FROM program_days d JOIN workouts w ON w.id = d.workout, jsonb_each(w.exercise_details) e(k, v)
     WHERE d.program_week = wk.id AND w.workout_type NOT IN ('cardio', 'mobility') AND v->>'rpe' IS NOT NULL;
    SELECT avg(rts_percent(rep_top(v->>'reps'), (v->>'rpe')::int)) INTO main_pct
      FROM program_days d JOIN workouts w ON w.id = d.workout, jsonb_each(w.exercise_details) e(k, v)
     WHERE d.program_week = wk.id AND w.workout_type NOT IN ('cardio', 'mobility') AND v->>'rpe' IS NOT NULL
       AND array_position(w.exercises, k) <= 2 AND rep_top(v->>'reps') IS NOT NULL AND is_loaded_exercise(k);
    IF wk.week_number = 1 THEN week1_sets := week_sets; END IF;
    IF NOT wk.is_deload THEN
      IF coalesce(array_length(block_peak, 1), 0) < blk THEN block_peak := block_peak || week_sets;
      ELSE block_peak[blk] := greatest(block_peak[blk], week_sets);
      END IF;
    END IF;
    -- The deload halves the block's fullest week: the last of a ramp, the accumulation week of a wave.
    IF NOT wk.is_deload AND (model = 'ramp' OR i = 0) THEN
      peak_copies := week_copies;
      peak_sets := week_sets;
      peak_week := wk.week_number;
    END IF;
    IF wk.is_deload THEN
      deload_weeks := deload_weeks || wk.week_number::text;
      IF deload_example IS NULL THEN deload_example := format('week %s: %s working sets, about half of the %s in week %s', wk.week_number, week_sets, peak_sets, peak_week); END IF;
    ELSIF blk = 1 THEN
      first_block := first_block || format('week %s %s working sets (%s%% of week 1) at RPE %s', wk.week_number, week_sets, round(100.0 * week_sets / greatest(1, week1_sets)), target);
    END IF;
    week_rows := week_rows || jsonb_build_object('id', wk.id, 'sets', week_sets, 'block', blk, 'deload', wk.is_deload, 'pct', main_pct);
    UPDATE program_weeks SET
      phase = wk_phase,
      description = CASE WHEN wk.is_deload
        THEN format('Week %s - Deload: the same exercises at about half the sets and RPE two lower; %s working sets (%s%% of week 1).', wk.week_number, week_sets, round(100.0 * week_sets / greatest(1, week1_sets)))
        ELSE format('Week %s - %s: %s working sets (%s%% of week 1) at RPE %s%s.%s', wk.week_number, wk_phase, week_sets, round(100.0 * week_sets / greatest(1, week1_sets)), target,
                    CASE WHEN main_pct IS NOT NULL AND wk.week_number > 1 THEN format(', loaded main lifts at about %s%% of 1RM', round(main_pct)) ELSE '' END,
                    CASE WHEN wk.week_number = 1 THEN ' Calibration week: loads are found, not set, at RPE 7 or less.' ELSE '' END) END,
      intensity_multiplier = coalesce(round(main_pct) / 100.0, 0)
    WHERE id = wk.id;
    IF wk.is_deload THEN blk := blk + 1; i := 0; ELSE i := i + 1; END IF;
  END LOOP;

  -- Volume against the block's fullest week, to the nearest 5% (a deload reads about 50%).
  FOR item IN SELECT value AS v FROM jsonb_array_elements(week_rows) LOOP
    UPDATE program_weeks SET volume_multiplier =
      round(20.0 * (item.v->>'sets')::int / greatest(1, coalesce(block_peak[least((item.v->>'block')::int, array_length(block_peak, 1))], 1))) / 20.0
     WHERE id = item.v->>'id';
  END LOOP;

  UPDATE training_programs SET
    progression_scheme = CASE WHEN model = 'wave'
      THEN 'Strength blocks between deloads: accumulation, intensification, realisation; volume falls as intensity rises. In the first block ' || array_to_string(first_block, ', ') || '. '
      ELSE 'Each block between deloads ramps the accessory sets by one a week while reps in reserve fall from 3 to 1: ' || array_to_string(first_block, ', ') || '. ' END
      || 'Week 1 is a calibration week at RPE 7 or less. ' || progression_scheme,
    deload_protocol = CASE WHEN array_length(deload_weeks, 1) IS NULL THEN deload_protocol
      ELSE format('Weeks %s are deloads: the same exercises at about half the sets (%s), RPE two lower, loaded lifts at 85-90%% of their loads, no sets to failure.',
                  array_to_string(deload_weeks, ', '), deload_example) END
  WHERE id = prog.id;
END;
$$;
--> statement-breakpoint
-- Advice that described the old fixed weeks goes; the load advice that still holds stays.
UPDATE training_programs SET progression_scheme = 'Double progression: work within the rep range; when every set reaches the top at the planned RPE, add the smallest load step and return to the bottom.'
 WHERE is_template AND name = 'Push/Pull/Legs 6x/Week';
--> statement-breakpoint
UPDATE training_programs SET progression_scheme = 'Add load to the main lifts for the next block when the realisation week''s top sets land at RPE 9 or less; hold it when they do not.'
 WHERE is_template AND name = '12-Week Strength Block';
--> statement-breakpoint
SELECT progress_library_program('Beginner Full Body 3x/Week', 'ramp');
--> statement-breakpoint
SELECT progress_library_program('Upper/Lower 4x/Week', 'ramp');
--> statement-breakpoint
SELECT progress_library_program('Push/Pull/Legs 6x/Week', 'ramp');
--> statement-breakpoint
SELECT progress_library_program('12-Week Strength Block', 'wave');
--> statement-breakpoint
SELECT progress_library_program('Home Dumbbell Builder', 'ramp');
--> statement-breakpoint
SELECT progress_library_program('Bodyweight Anywhere', 'ramp');
--> statement-breakpoint
SELECT progress_library_program('Athletic Power', 'wave');
--> statement-breakpoint
SELECT progress_library_program('Fat Loss Conditioning', 'ramp');
--> statement-breakpoint
SELECT progress_library_program('Back-Friendly Strength', 'ramp');
--> statement-breakpoint
DROP FUNCTION progress_library_program(text, text);
--> statement-breakpoint
DROP FUNCTION library_week_details(jsonb, text[], text, text, int, int, boolean, boolean);
--> statement-breakpoint
DROP FUNCTION is_loaded_exercise(text);
--> statement-breakpoint
DROP FUNCTION rep_top(text);
--> statement-breakpoint
DROP FUNCTION rts_percent(int, numeric);
