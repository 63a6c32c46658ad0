-- Rep ranges that describe what a lift tolerates, not one goal's habit (issue 19 item 4,
-- COACHING.md §4: "catalogue rep ranges describe what an exercise tolerates ... widen them where
-- the lift allows"). Each of these takes more load without new kit, so a size or strength goal
-- can reach its zone with it instead of 10-15 easy reps:
--   - rows under a doorframe or a table: the lean sets the load (feet closer to the door, feet on a chair);
--   - band presses, rows and pulldowns: a stronger or doubled band, or a step further from the anchor;
--   - the Spanish squat: hold a plate or dumbbell at the chest, or sit a little deeper within a pain-free range.
-- Only the bottom moves; the top stays as catalogued.
UPDATE exercises SET reps_min = 6 WHERE name = 'Doorframe Row' AND reps_min > 6;
--> statement-breakpoint
UPDATE exercises SET reps_min = 5 WHERE name = 'Table Row' AND reps_min > 5;
--> statement-breakpoint
UPDATE exercises SET reps_min = 8
WHERE name IN ('Band Lat Pulldown', 'Band Seated Row', 'Band Single-Arm Row', 'Band Bent-Over Row', 'Resistance Band Chest Press', 'Single-Arm Resistance Band Chest Press', 'Band Overhead Press')
  AND reps_min > 8;
--> statement-breakpoint
UPDATE exercises SET reps_min = 8 WHERE name = 'Spanish Squat' AND reps_min > 8;
