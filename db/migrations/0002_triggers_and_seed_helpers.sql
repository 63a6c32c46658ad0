-- `updated` is kept by the database on every table that has it.
DO $$
DECLARE t record;
BEGIN
  FOR t IN
    SELECT table_name FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name = 'updated'
      AND table_name <> 'settings'
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION set_updated()',
      t.table_name || '_set_updated', t.table_name);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Seed helpers: catalogue migrations name related records instead of quoting ids.
-- A name that matches nothing stops the migration, so a typo cannot slip in.
CREATE OR REPLACE FUNCTION ref_id(tbl text, ref_name text) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE found_id text;
BEGIN
  IF ref_name IS NULL OR ref_name = '' THEN
    RETURN NULL;
  END IF;
  EXECUTE format('SELECT id FROM %I WHERE lower(name) = lower($1)', tbl) INTO found_id USING ref_name;
  IF found_id IS NULL THEN
    RAISE EXCEPTION 'seed: no % named "%"', tbl, ref_name;
  END IF;
  RETURN found_id;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ref_ids(tbl text, ref_names jsonb) RETURNS text[]
LANGUAGE plpgsql STABLE AS $$
DECLARE
  result text[] := '{}';
  item text;
BEGIN
  IF ref_names IS NULL OR jsonb_typeof(ref_names) = 'null' THEN
    RETURN result;
  END IF;
  IF jsonb_typeof(ref_names) <> 'array' THEN
    RAISE EXCEPTION 'seed: % must be a list of names, got %', tbl, ref_names;
  END IF;
  FOR item IN SELECT jsonb_array_elements_text(ref_names) LOOP
    result := result || ref_id(tbl, item);
  END LOOP;
  RETURN result;
END;
$$;
--> statement-breakpoint
-- One exercise from a JSON object whose keys are the API field names.
-- tempo, sets, reps and restSeconds are [min, max] pairs (tempo: [eccentric, isometric, concentric]);
-- instructions is a list of steps.
CREATE OR REPLACE FUNCTION seed_exercise(e jsonb) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  allowed constant text[] := ARRAY['name','shortDescription','description','instructions','usageInstructions',
    'safetyNotes','videoUrl','difficultyLevel','technicalComplexity','mobilityLevel','isCompound','isUnilateral',
    'requiresSpotter','isMaxEffortSafe','isHighRepSuitable','fatigueImpact','tempo','sets','reps','restSeconds',
    'minExperienceLevel','category','modality','forceType','bodyRegion','trainingType','movementPattern',
    'contraindications','primaryMuscles','secondaryMuscles','equipmentRequired','joints','mobilityRequirements','tags'];
  k text;
  new_id text;
BEGIN
  FOR k IN SELECT jsonb_object_keys(e) LOOP
    IF NOT k = ANY(allowed) THEN
      RAISE EXCEPTION 'seed_exercise %: unknown key "%"', e->>'name', k;
    END IF;
  END LOOP;
  INSERT INTO exercises (
    name, short_description, description, instructions, usage_instructions, safety_notes, video_url,
    difficulty_level, technical_complexity, mobility_level, is_compound, is_unilateral, requires_spotter,
    is_max_effort_safe, is_high_rep_suitable, fatigue_impact,
    tempo_eccentric, tempo_isometric, tempo_concentric, sets_min, sets_max, reps_min, reps_max,
    rest_seconds_min, rest_seconds_max,
    min_experience_level, category, modality, force_type, body_region,
    training_type, movement_pattern, contraindications, primary_muscles, secondary_muscles,
    equipment_required, joints, mobility_requirements, tags
  ) VALUES (
    e->>'name',
    coalesce(e->>'shortDescription', ''),
    coalesce(e->>'description', ''),
    coalesce((SELECT string_agg(s, E'\n') FROM jsonb_array_elements_text(e->'instructions') s), ''),
    coalesce(e->>'usageInstructions', ''),
    coalesce(e->>'safetyNotes', ''),
    coalesce(e->>'videoUrl', ''),
    (e->>'difficultyLevel')::int,
    (e->>'technicalComplexity')::int,
    (e->>'mobilityLevel')::int,
    coalesce((e->>'isCompound')::boolean, false),
    coalesce((e->>'isUnilateral')::boolean, false),
    coalesce((e->>'requiresSpotter')::boolean, false),
    coalesce((e->>'isMaxEffortSafe')::boolean, false),
    coalesce((e->>'isHighRepSuitable')::boolean, false),
    (e->>'fatigueImpact')::int,
    (e->'tempo'->>0)::int, (e->'tempo'->>1)::int, (e->'tempo'->>2)::int,
    (e->'sets'->>0)::int, (e->'sets'->>1)::int,
    (e->'reps'->>0)::int, (e->'reps'->>1)::int,
    (e->'restSeconds'->>0)::int, (e->'restSeconds'->>1)::int,
    ref_id('experience_levels', e->>'minExperienceLevel'),
    ref_id('exercise_categories', e->>'category'),
    ref_id('modalities', e->>'modality'),
    ref_id('force_types', e->>'forceType'),
    ref_id('body_regions', e->>'bodyRegion'),
    ref_ids('training_types', e->'trainingType'),
    ref_ids('movement_patterns', e->'movementPattern'),
    ref_ids('contraindications', e->'contraindications'),
    ref_ids('muscles', e->'primaryMuscles'),
    ref_ids('muscles', e->'secondaryMuscles'),
    ref_ids('equipment', e->'equipmentRequired'),
    ref_ids('joints', e->'joints'),
    ref_ids('mobility_requirements', e->'mobilityRequirements'),
    ref_ids('tags', e->'tags')
  ) RETURNING id INTO new_id;
  RETURN new_id;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION exercise_id(ex_name text) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE found_id text;
BEGIN
  SELECT id INTO found_id FROM exercises WHERE lower(name) = lower(ex_name);
  IF found_id IS NULL THEN
    RAISE EXCEPTION 'seed: no exercise named "%"', ex_name;
  END IF;
  RETURN found_id;
END;
$$;
--> statement-breakpoint
-- A coaching tip for the named exercise; keys: title, description, tipCategory, targetLevel, isPremiumContent.
CREATE OR REPLACE FUNCTION seed_tip(ex_name text, t jsonb) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE ex text := exercise_id(ex_name); new_id text;
BEGIN
  INSERT INTO exercise_tips (exercise, title, description, tip_category, target_level, is_premium_content)
  VALUES (ex, t->>'title', coalesce(t->>'description', ''), ref_id('tip_categories', t->>'tipCategory'),
          coalesce(t->>'targetLevel', 'beginner'), coalesce((t->>'isPremiumContent')::boolean, false))
  RETURNING id INTO new_id;
  UPDATE exercises SET tips = tips || new_id WHERE id = ex;
  RETURN new_id;
END;
$$;
--> statement-breakpoint
-- A common mistake for the named exercise; keys: title, description, severity, mistakeType,
-- correction, consequences, coachingCues (list), injuryRisk (list).
CREATE OR REPLACE FUNCTION seed_mistake(ex_name text, m jsonb) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE ex text := exercise_id(ex_name); new_id text;
BEGIN
  IF coalesce(m->>'severity', 'medium') NOT IN ('critical', 'high', 'medium', 'low') THEN
    RAISE EXCEPTION 'seed_mistake %: severity "%" is not critical, high, medium or low', ex_name, m->>'severity';
  END IF;
  INSERT INTO exercise_mistakes (exercise, title, description, severity, mistake_type, correction,
                                 consequences, coaching_cues, injury_risk)
  VALUES (ex, m->>'title', coalesce(m->>'description', ''), coalesce(m->>'severity', 'medium'),
          ref_id('mistake_types', m->>'mistakeType'), coalesce(m->>'correction', ''),
          coalesce(m->>'consequences', ''),
          coalesce(ARRAY(SELECT jsonb_array_elements_text(m->'coachingCues')), '{}'),
          coalesce(ARRAY(SELECT jsonb_array_elements_text(m->'injuryRisk')), '{}'))
  RETURNING id INTO new_id;
  UPDATE exercises SET mistakes = mistakes || new_id WHERE id = ex;
  RETURN new_id;
END;
$$;
--> statement-breakpoint
-- A variation pair; keys: name, variationType, equipment (list), oneToTwo, twoToOne
-- (how the second relates to the first, and the reverse).
CREATE OR REPLACE FUNCTION seed_variation(ex1_name text, ex2_name text, v jsonb) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE ex1 text := exercise_id(ex1_name); ex2 text := exercise_id(ex2_name); new_id text;
BEGIN
  IF ex1 = ex2 THEN
    RAISE EXCEPTION 'seed_variation: "%" cannot vary itself', ex1_name;
  END IF;
  INSERT INTO exercise_variations (name, variation_type, equipment, exercise1, exercise2,
                                   text_exercise_1_to_2, text_exercise_2_to_1)
  VALUES (coalesce(v->>'name', ex1_name || ' / ' || ex2_name), ref_id('variation_types', v->>'variationType'),
          ref_ids('equipment', v->'equipment'), ex1, ex2,
          coalesce(v->>'oneToTwo', ''), coalesce(v->>'twoToOne', ''))
  RETURNING id INTO new_id;
  UPDATE exercises SET variations = variations || new_id WHERE id IN (ex1, ex2);
  RETURN new_id;
END;
$$;
