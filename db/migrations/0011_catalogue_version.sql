-- Catalogue version: one number that changes whenever reference data or the
-- exercise catalogue changes (by a migration or by hand). The record API keeps
-- whole catalogue list answers in memory keyed by it, so an edit shows at once.
-- It lives in `settings` and is bumped inside the editing transaction, so a
-- reader never sees the new number before the new rows.
INSERT INTO "settings" ("key", "value") VALUES ('catalogue_version', '1') ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "settings" SET "value" = ("value"::bigint + 1)::text, "updated" = now() WHERE "key" = 'catalogue_version';
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  -- Every collection that everyone reads and only migrations write (tests check this list against the registry).
  FOREACH t IN ARRAY ARRAY['muscles', 'equipment', 'experience_levels', 'contraindications', 'training_types', 'movement_patterns', 'body_regions', 'fitness_goals', 'exercise_categories', 'modalities', 'force_types', 'joints', 'tags', 'mobility_requirements', 'tip_categories', 'mistake_types', 'variation_types', 'exercises', 'exercise_tips', 'exercise_mistakes', 'exercise_variations'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()', t || '_catalogue_version', t);
  END LOOP;
END
$$;
