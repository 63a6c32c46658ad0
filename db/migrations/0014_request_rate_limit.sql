-- Request rate limits (lib/security/rate-limit.ts): one fixed-window counter per
-- key (an action and a client address or user id), in the database so that
-- every app instance on one PostgreSQL counts against the same limit.
CREATE TABLE "request_rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The sweep of stale counters reads by age.
CREATE INDEX "request_rate_limit_window_start_idx" ON "request_rate_limit" ("window_start");
