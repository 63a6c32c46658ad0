-- Custom exercises (issue 21 item 5): an import keeps a name the catalogue lacks as the
-- lifter's own exercise (owner = their id), private to them and never in the library list
-- or the generators. Catalogue names stay unique among themselves; a lifter's among theirs.
DROP INDEX "exercises_name_idx";--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_owner_users_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_owner_name_idx" ON "exercises" USING btree ("owner",lower("name")) WHERE "exercises"."owner" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_name_idx" ON "exercises" USING btree (lower("name")) WHERE "exercises"."owner" IS NULL;--> statement-breakpoint
-- The seed helpers name catalogue exercises only, whatever a lifter called their own.
CREATE OR REPLACE FUNCTION exercise_id(ex_name text) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE found_id text;
BEGIN
  SELECT id INTO found_id FROM exercises WHERE lower(name) = lower(ex_name) AND owner IS NULL;
  IF found_id IS NULL THEN
    RAISE EXCEPTION 'seed: no exercise named "%"', ex_name;
  END IF;
  RETURN found_id;
END;
$$;
--> statement-breakpoint
-- An import writes a lifter's own exercises, sessions and sets in one transaction that says so
-- (SET LOCAL forgefit.importing = 'on'): their custom exercises are no catalogue change (no cache
-- anywhere holds them). (Migration 0025's realtime trigger reads the same setting.)
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('forgefit.importing', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  UPDATE "settings" SET "value" = ("value"::bigint + 1)::text, "updated" = now() WHERE "key" = 'catalogue_version';
  RETURN NULL;
END
$$;
