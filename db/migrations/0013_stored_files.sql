-- Stored files in the database (issue 17, item 11): files on the app's local disk
-- were lost when a container was recreated, were invisible to a second instance
-- and were left out of `npm run backup`. A row here is one file of one record
-- (thumb '' for the original), so backups and restores carry files with rows.
CREATE TABLE "stored_files" (
	"collection" text NOT NULL,
	"record_id" text NOT NULL,
	"filename" text NOT NULL,
	"thumb" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_collection_record_id_filename_thumb_pk" PRIMARY KEY("collection","record_id","filename","thumb")
);

--> statement-breakpoint
-- Deleting a record deletes its files, as PocketBase does; the table name is the collection name.
CREATE FUNCTION delete_stored_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "stored_files" WHERE "collection" = TG_TABLE_NAME AND "record_id" = OLD."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  -- Every collection with a file field (a test checks this list against the registry).
  FOREACH t IN ARRAY ARRAY['users', 'exercises', 'exercise_tips', 'exercise_mistakes', 'exercise_variations'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I FOR EACH ROW EXECUTE FUNCTION delete_stored_files()', t || '_stored_files', t);
  END LOOP;
END
$$;
