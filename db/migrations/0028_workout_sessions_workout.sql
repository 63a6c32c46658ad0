-- The session count of a workout (the library's "Most popular" order, GET /api/workouts/popular,
-- and its cards' counts) reads sessions by workout. Journal `when` 1796900000000.
CREATE INDEX "workout_sessions_workout_idx" ON "workout_sessions" USING btree ("workout");