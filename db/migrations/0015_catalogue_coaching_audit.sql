-- Catalogue coaching audit (issue 19, COACHING.md §4, §5 and §9).
-- 1. Risky families carry their contraindication tag (the families are defined in
--    lib/training/data/exercise-families.ts; scripts/catalogue-audit.ts counts them and
--    tests/api/catalogue-families.test.ts holds the catalogue to them). Named substitutes lose a wrong tag.
-- 2. Knee flexion gets its own movement pattern instead of "hinge".
-- 3. Rep ranges widened where the lift allows, by rules.
-- 4. Missing ladder staples added; the barbell basics open to beginners; spotters on back squats.
-- The catalogue version trigger (0011) bumps on these statements by itself.

-- A tag added to named exercises; a name that matches nothing stops the migration.
CREATE OR REPLACE FUNCTION audit_add_tag(tag text, names text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE tag_id text := ref_id('contraindications', tag); n text; ex text;
BEGIN
  FOREACH n IN ARRAY names LOOP
    ex := exercise_id(n);
    UPDATE exercises SET contraindications = contraindications || tag_id
    WHERE id = ex AND NOT tag_id = ANY(contraindications);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Shoulder impingement: every pulldown and hang with the arms overhead (only the straight-arm and the
-- half-kneeling single-arm pulldowns stay open, as the substitutes), and the Y-raises.
SELECT audit_add_tag('shoulder_impingement', ARRAY[
  'Band Lat Pulldown', 'Close-Grip Lat Pulldown', 'Reverse-Grip Lat Pulldown', 'Flexed-Arm Hang',
  'Prone Y-T-W Raise', 'Suspension Trainer Y-Raise']);
--> statement-breakpoint
-- Knee issues: kneeling and half-kneeling positions, step-downs, skips, sprints and running drills.
SELECT audit_add_tag('knee_issues', ARRAY[
  'Half-Kneeling Cable Chop', 'Half-Kneeling Cable Pallof Press', 'Half-Kneeling Landmine Rotation',
  'Half-Kneeling Landmine Row', 'Half-Kneeling Landmine Shoulder Press', 'Half-Kneeling Single-Arm Cable Pulldown',
  'Half-Kneeling Single-Arm Cable Row', 'Kneeling Bench Lat Stretch', 'Kneeling Forearm Plank', 'Kneeling Hand Walkout',
  'Kneeling High Cable Row', 'Kneeling Hip Flexor Stretch', 'Kneeling Side Plank',
  'Forward Step-Down', 'A-Skip', 'Butt Kicks', 'Hill Sprints', 'Strides']);
--> statement-breakpoint
-- Lower back pain: a good morning and a loaded single-leg RDL are loaded hinges; rollouts and walkouts.
SELECT audit_add_tag('lower_back_pain', ARRAY[
  'Banded Good Morning', 'Dumbbell Single-Leg Romanian Deadlift', 'Kneeling Hand Walkout', 'Stability Ball Rollout']);
--> statement-breakpoint
-- Wrist pain: the Tate press bends the wrists back under load.
SELECT audit_add_tag('wrist_pain', ARRAY['Tate Press']);
--> statement-breakpoint
-- Neck pain: handstands load the cervical spine.
SELECT audit_add_tag('neck_pain', ARRAY['Freestanding Handstand Hold', 'Wall Handstand Hold', 'Wall Walk']);
--> statement-breakpoint
-- The low-incline dumbbell press is a COACHING.md substitute for impingement, not a member of a risky family.
UPDATE exercises SET contraindications = array_remove(contraindications, (SELECT id FROM contraindications WHERE name = 'shoulder_impingement'))
WHERE id = exercise_id('Low-Incline Dumbbell Press');
--> statement-breakpoint
DROP FUNCTION audit_add_tag(text, text[]);
--> statement-breakpoint
-- Knee flexion (leg curls, Nordics, ball and slider curls) trains the hamstrings at the knee: it is not a hinge.
INSERT INTO movement_patterns (name, description) VALUES
  ('knee_flexion', 'Bending the knee against resistance: leg curls, Nordic curls, slider and ball curls.');
--> statement-breakpoint
UPDATE exercises
SET movement_pattern = array_replace(movement_pattern, (SELECT id FROM movement_patterns WHERE name = 'hinge'), (SELECT id FROM movement_patterns WHERE name = 'knee_flexion'))
WHERE name ~* '(leg curls?|nordic (hamstring )?curl|hamstring curls?|glute-ham raise)'
  AND name !~* 'reverse nordic'
  AND (SELECT id FROM movement_patterns WHERE name = 'hinge') = ANY(movement_pattern);
--> statement-breakpoint
-- Rep ranges describe what a lift tolerates (COACHING.md §4). Barbell and trap-bar main lifts go down to 3.
UPDATE exercises SET reps_min = 3
WHERE is_compound AND reps_min > 3
  AND equipment_required && ARRAY[(SELECT id FROM equipment WHERE name = 'barbell'), (SELECT id FROM equipment WHERE name = 'trap_bar')]
  AND name ~* '(back squat|front squat|safety bar squat|bench press|overhead press|shoulder press|deadlift)'
  AND name !~* '(romanian|stiff-leg|snatch-grip|deficit|jump|smith|dumbbell|landmine|wide-grip|reverse-grip|decline)';
--> statement-breakpoint
-- Barbell and trap-bar RDLs and stiff-leg deadlifts: down to 5 (the hamstrings at length, not a max-effort lift).
UPDATE exercises SET reps_min = 5
WHERE reps_min > 5
  AND equipment_required && ARRAY[(SELECT id FROM equipment WHERE name = 'barbell'), (SELECT id FROM equipment WHERE name = 'trap_bar')]
  AND name ~* '(romanian|stiff-leg)';
--> statement-breakpoint
-- Dumbbell and kettlebell presses: down to 4 with both arms, 6 one arm at a time. Not flies, squeeze
-- presses, Arnold presses, bottoms-up or stability-ball presses (control, not load, limits them).
UPDATE exercises SET reps_min = CASE WHEN is_unilateral OR name ~* '(single-arm|one-arm|alternating)' THEN least(reps_min, 6) ELSE 4 END
WHERE is_compound
  AND (SELECT id FROM movement_patterns WHERE name = 'push') = ANY(movement_pattern)
  AND equipment_required && ARRAY[(SELECT id FROM equipment WHERE name = 'dumbbells'), (SELECT id FROM equipment WHERE name = 'kettlebell')]
  AND name ~* '\mpress\M'
  AND name !~* '(fly|squeeze|arnold|cuban|bottoms-up|stability ball|push press|tate|jm press|landmine|thruster)'
  AND reps_min > CASE WHEN is_unilateral OR name ~* '(single-arm|one-arm|alternating)' THEN 6 ELSE 4 END;
--> statement-breakpoint
-- Loaded rows: down to 4 with both arms, 6 one arm at a time. Not rear-delt rows, upright rows,
-- high-rep Kroc rows, renegade rows or the rowing machine.
UPDATE exercises SET reps_min = CASE WHEN is_unilateral OR name ~* '(single-arm|one-arm|meadows)' THEN least(reps_min, 6) ELSE 4 END
WHERE is_compound
  AND name ~* '\mrows?\M'
  AND name !~* '(upright|kroc|renegade|rowing machine|high cable|wide-grip|wide row|band|suspension|inverted|doorframe|table)'
  AND equipment_required && ARRAY[(SELECT id FROM equipment WHERE name = 'dumbbells'), (SELECT id FROM equipment WHERE name = 'kettlebell'), (SELECT id FROM equipment WHERE name = 'cable_station'),
    (SELECT id FROM equipment WHERE name = 'barbell'), (SELECT id FROM equipment WHERE name = 'landmine'), (SELECT id FROM equipment WHERE name = 'smith_machine'), (SELECT id FROM equipment WHERE name = 'trap_bar')]
  AND NOT (SELECT id FROM muscles WHERE name = 'rear_delts') = ANY(primary_muscles)
  AND reps_min > CASE WHEN is_unilateral OR name ~* '(single-arm|one-arm|meadows)' THEN 6 ELSE 4 END;
--> statement-breakpoint
-- Leg presses: down to 4 with both legs, 6 single-leg; the short-range press stays a knee-friendly pump.
UPDATE exercises SET reps_min = CASE WHEN name ~* 'single-leg' THEN least(reps_min, 6) ELSE 4 END
WHERE name ~* 'leg press' AND name !~* '(calf|partial)'
  AND reps_min > CASE WHEN name ~* 'single-leg' THEN 6 ELSE 4 END;
--> statement-breakpoint
-- Endurance: machine, cable, band, suspension and bodyweight work the catalogue already calls
-- high-rep suitable goes up to 20, single-joint work that already reaches 15 up to 25; not hinges,
-- holds, harder skills (difficulty over 5, over 4 for single-joint work) or low-rep drills.
UPDATE exercises SET reps_max = CASE WHEN NOT is_compound AND reps_max >= 15 THEN 25 ELSE 20 END
WHERE is_high_rep_suitable
  AND reps_max BETWEEN 12 AND 19
  AND difficulty_level <= CASE WHEN is_compound THEN 5 ELSE 4 END
  AND modality IN (SELECT id FROM modalities WHERE name IN ('machine', 'cable', 'bodyweight', 'resistance_band', 'suspension'))
  AND category IN (SELECT id FROM exercise_categories WHERE name IN ('strength', 'calisthenics'))
  AND force_type <> (SELECT id FROM force_types WHERE name = 'static')
  AND NOT (SELECT id FROM movement_patterns WHERE name = 'hinge') = ANY(movement_pattern);
--> statement-breakpoint
-- Deadlifts, RDLs and good mornings with free weights stay at 12 reps or fewer: form fades before the muscles tire.
UPDATE exercises SET reps_max = greatest(12, reps_min + 2)
WHERE reps_max > 12
  AND equipment_required && ARRAY[(SELECT id FROM equipment WHERE name = 'barbell'), (SELECT id FROM equipment WHERE name = 'trap_bar'), (SELECT id FROM equipment WHERE name = 'dumbbells'),
    (SELECT id FROM equipment WHERE name = 'kettlebell'), (SELECT id FROM equipment WHERE name = 'smith_machine')]
  AND name ~* '(deadlift|romanian|\mrdl\M|good morning|stiff-leg)';
--> statement-breakpoint
-- The barbell basics are where a beginner in a full gym starts, with light loads and coaching (COACHING.md §5).
UPDATE exercises SET difficulty_level = least(difficulty_level, 4), min_experience_level = (SELECT id FROM experience_levels WHERE name = 'beginner')
WHERE id IN (exercise_id('Barbell Back Squat'), exercise_id('Barbell Bench Press'), exercise_id('Barbell Deadlift'),
             exercise_id('Barbell Romanian Deadlift'), exercise_id('Trap Bar Deadlift'));
--> statement-breakpoint
-- Heavy back squats are taken near failure only with safeties or a spotter, like the bench press.
UPDATE exercises SET requires_spotter = true
WHERE id IN (exercise_id('Barbell Back Squat'), exercise_id('Barbell Box Squat'), exercise_id('Barbell Pause Squat'), exercise_id('Low-Bar Back Squat'));
--> statement-breakpoint
-- The vertical-push ladder's second rung (COACHING.md §5): landmine press → half-kneeling dumbbell press → seated → standing.
SELECT seed_exercise($json${
  "name": "Half-Kneeling Dumbbell Shoulder Press",
  "shortDescription": "Pressing one dumbbell overhead from a half-kneeling stance, the same-side knee down.",
  "description": "Kneeling on one knee locks the pelvis and stops the lower back arching, so the press comes from the shoulder. A step between the landmine press and the seated dumbbell press for people learning to press overhead.",
  "instructions": ["Kneel on a pad with one knee down and the other foot flat in front, both knees at right angles.", "Hold one dumbbell at shoulder height on the side of the down knee, palm facing in.", "Squeeze the glute of the down leg and brace the trunk so the ribs stay down.", "Press the dumbbell up until the arm is straight and the biceps is beside the ear.", "Lower it under control to the shoulder; finish the set, then switch sides and knees."],
  "usageInstructions": "Use as a main or secondary press for people new to overhead pressing: 2-4 sets of 6-12 reps per arm.",
  "safetyNotes": "Press only as high as is pain-free; a pad under the knee keeps the kneeling position comfortable.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [2, 4], "reps": [6, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy", "core"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["triceps", "side_delts", "abs"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "elbow", "knee"], "mobilityRequirements": ["overhead_mobility"], "tags": ["home_friendly", "beginner_friendly"],
  "contraindications": ["shoulder_impingement", "knee_issues"]
}$json$);
