-- The user's time zone (issue 20 item 9): calendar days for streaks and the week are counted in it.
-- Empty means the browser's own zone, as before.
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT '' NOT NULL;
