-- The demo account (the README and the login page's Demo Account button use it):
--   e-mail   demo@forgefit.app
--   password ForgeFit-demo1
-- It comes with four weeks of completed sessions, dated relative to when the
-- database is created, so the dashboard has real history to show.
INSERT INTO users (email, email_visibility, verified, name, plan, password_hash, token_key)
VALUES ('demo@forgefit.app', true, true, 'Demo Athlete', 'pro',
        '$2b$10$qwsk/c.Rq5Hpkks.xAOr3eFVNfjqEabarQpJwuaeK4qYooKb6WgP6',
        gen_record_id() || gen_record_id() || gen_record_id());
--> statement-breakpoint
-- Fourteen sessions alternating upper- and lower-body days. Each picks real catalogue
-- exercises for its muscles, so the history stays valid as the catalogue grows.
WITH plan(days_ago, start_hour, minutes, upper) AS (
  VALUES (27, 18, 52, true),  (25, 7, 48, false), (23, 18, 61, true),  (20, 6, 45, false),
         (18, 19, 58, true),  (16, 18, 50, false), (13, 7, 66, true),  (11, 18, 47, false),
         (9, 17, 55, true),   (7, 18, 62, false),  (5, 6, 44, true),   (4, 18, 57, false),
         (2, 18, 60, true),   (1, 12, 49, false)
),
demo AS (SELECT id FROM users WHERE email = 'demo@forgefit.app')
INSERT INTO workout_sessions ("user", started_at, completed_at, duration_minutes, estimated_calories_burned,
                              total_volume, exercises_performed, notes)
SELECT demo.id,
       date_trunc('day', now()) - make_interval(days => plan.days_ago) + make_interval(hours => plan.start_hour),
       date_trunc('day', now()) - make_interval(days => plan.days_ago) + make_interval(hours => plan.start_hour, mins => plan.minutes),
       plan.minutes,
       round(plan.minutes * 7.5),
       (CASE WHEN plan.upper THEN 5200 ELSE 7400 END) + plan.minutes * 35,
       coalesce((
         SELECT array_agg(e.id ORDER BY e.name)
         FROM (
           SELECT ex.id, ex.name FROM exercises ex
           WHERE ex.is_compound AND ex.body_region = (
             SELECT id FROM body_regions WHERE name = CASE WHEN plan.upper THEN 'upper_body' ELSE 'lower_body' END)
           ORDER BY md5(ex.name || plan.days_ago) LIMIT 5
         ) e
       ), '{}'),
       CASE WHEN plan.upper THEN 'Upper body day' ELSE 'Lower body day' END
FROM plan, demo;
