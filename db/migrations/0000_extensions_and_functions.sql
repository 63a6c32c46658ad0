-- Extensions and helper functions every later migration relies on.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Record ids as PocketBase makes them: 15 characters of [a-z0-9].
CREATE OR REPLACE FUNCTION gen_record_id() RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := 'abcdefghijklmnopqrstuvwxyz0123456789';
  result text := '';
BEGIN
  FOR i IN 1..15 LOOP
    result := result || substr(alphabet, 1 + floor(random() * 36)::int, 1);
  END LOOP;
  RETURN result;
END;
$$;
--> statement-breakpoint
-- Keeps `updated` current on every row change, whoever writes the row.
CREATE OR REPLACE FUNCTION set_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated := now();
  RETURN NEW;
END;
$$;
