-- Realtime (issue 23): every write to a collection a client can write announces itself with
-- NOTIFY on channel forgefit_records, from an AFTER ROW trigger, so it is part of the write's own
-- transaction: PostgreSQL delivers it at commit, to every app instance that LISTENs, and never for
-- a write that rolled back. Writes made outside the record engine (program storage, the batch
-- API, cascaded deletes) are announced the same way.
-- Payload: {"c": collection, "i": id, "a": create|update|delete, "r": the row as this write left it
-- (a delete: as it was), hidden columns left out}: subscribers' rules are checked against that row,
-- so each event carries the record as of its own write (as PocketBase sends it), not as a later
-- write may have left it by the time the event is delivered, and a deleted row after it is gone.
-- NOTIFY payloads stop at 8000 bytes: a larger one is kept in realtime_payloads and only its
-- number is sent; rows older than a minute are removed by the next large write.
CREATE TABLE "realtime_payloads" (
  "id" bigserial PRIMARY KEY,
  "payload" jsonb NOT NULL,
  "created" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "realtime_payloads_created_idx" ON "realtime_payloads" ("created");
--> statement-breakpoint
CREATE FUNCTION forgefit_realtime_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text;
  kept bigint;
  row_data jsonb;
BEGIN
  -- An import (lib/import) writes up to a decade of sets in one transaction and says so
  -- (SET LOCAL forgefit.importing = 'on'): its rows are not announced one by one.
  IF coalesce(current_setting('forgefit.importing', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  -- TG_ARGV[0] is the collection name, the other arguments its hidden columns.
  IF TG_OP = 'DELETE' THEN
    row_data := to_jsonb(OLD);
  ELSE
    row_data := to_jsonb(NEW);
  END IF;
  IF TG_NARGS > 1 THEN
    row_data := row_data - TG_ARGV[1:TG_NARGS - 1];
  END IF;
  payload := jsonb_build_object('c', TG_ARGV[0], 'i', row_data->>'id', 'a', CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END, 'r', row_data)::text;
  IF octet_length(payload) > 7000 THEN
    DELETE FROM realtime_payloads WHERE created < now() - interval '1 minute';
    INSERT INTO realtime_payloads (payload) VALUES (payload::jsonb) RETURNING id INTO kept;
    payload := jsonb_build_object('ref', kept)::text;
  END IF;
  PERFORM pg_notify('forgefit_records', payload);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER realtime_notify AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION forgefit_realtime_notify('users', 'password_hash', 'token_key');
--> statement-breakpoint
CREATE TRIGGER realtime_notify AFTER INSERT OR UPDATE OR DELETE ON "workouts" FOR EACH ROW EXECUTE FUNCTION forgefit_realtime_notify('workouts');
--> statement-breakpoint
CREATE TRIGGER realtime_notify AFTER INSERT OR UPDATE OR DELETE ON "training_programs" FOR EACH ROW EXECUTE FUNCTION forgefit_realtime_notify('training_programs');
--> statement-breakpoint
CREATE TRIGGER realtime_notify AFTER INSERT OR UPDATE OR DELETE ON "program_weeks" FOR EACH ROW EXECUTE FUNCTION forgefit_realtime_notify('program_weeks');
--> statement-breakpoint
CREATE TRIGGER realtime_notify AFTER INSERT OR UPDATE OR DELETE ON "program_days" FOR EACH ROW EXECUTE FUNCTION forgefit_realtime_notify('program_days');
--> statement-breakpoint
CREATE TRIGGER realtime_notify AFTER INSERT OR UPDATE OR DELETE ON "workout_sessions" FOR EACH ROW EXECUTE FUNCTION forgefit_realtime_notify('workout_sessions');
--> statement-breakpoint
CREATE TRIGGER realtime_notify AFTER INSERT OR UPDATE OR DELETE ON "workout_sets" FOR EACH ROW EXECUTE FUNCTION forgefit_realtime_notify('workout_sets');
--> statement-breakpoint
CREATE TRIGGER realtime_notify AFTER INSERT OR UPDATE OR DELETE ON "gym_profiles" FOR EACH ROW EXECUTE FUNCTION forgefit_realtime_notify('gym_profiles');
