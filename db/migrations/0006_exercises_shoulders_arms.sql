-- Catalogue: shoulders (presses, raises, rear delts, rotator cuff, handstands, mobility) and arms
-- (biceps, triceps, forearms and grip). One exercise per statement; relations are written by name
-- and resolved by the seed helpers of 0002. Exercises first, then tips, mistakes and variations.
-- ============================================================
-- Shoulders: overhead pressing
-- ============================================================
SELECT seed_exercise($json${
  "name": "Barbell Overhead Press",
  "shortDescription": "Standing strict press of a barbell from the collarbones to locked-out arms overhead.",
  "description": "The benchmark test of upper-body pressing strength done on your feet, with no help from the legs.\n- Builds the **front delts** and triceps\n- Teaches the whole body to brace under a load held overhead",
  "instructions": ["Set the bar in a rack at upper-chest height and take a grip just outside the shoulders.", "Step back with feet hip-width apart, squeeze the glutes and brace the stomach.", "Press the bar straight up, moving the head back just enough for the bar to pass the chin.", "Once the bar passes the forehead, push the head forward so the bar finishes over the middle of the foot.", "Lower the bar under control back to the top of the chest."],
  "usageInstructions": "Use as the main press of a shoulder or upper-body day: 3-5 sets of 3-5 reps for strength, 6-8 for size.",
  "safetyNotes": "Keep the ribs down rather than leaning back into a standing incline press. Set safety arms just below the start position.",
  "difficultyLevel": 6, "technicalComplexity": 6, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [2, 0, 1], "sets": [3, 5], "reps": [3, 8], "restSeconds": [120, 180],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["triceps", "side_delts", "abs"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["shoulder", "elbow", "wrist", "spine"], "mobilityRequirements": ["overhead_mobility", "thoracic_extension"], "tags": ["main_lift"],
  "contraindications": ["shoulder_impingement", "lower_back_pain", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Seated Barbell Shoulder Press",
  "shortDescription": "Barbell press from the collarbones to overhead while sitting on an upright bench.",
  "description": "The back support takes the legs and lower back out of the lift so the shoulders and triceps do all of the work.",
  "instructions": ["Set an adjustable bench to its most upright position inside a rack with the hooks at about eye level.", "Sit with your back against the pad and feet flat, and grip the bar just outside shoulder width.", "Unrack the bar and lower it to the top of the chest with forearms vertical.", "Press straight up until the elbows lock, keeping the head neutral.", "Lower under control and rack the bar when the set is done."],
  "usageInstructions": "Use as a main or secondary press: 3-4 sets of 5-10 reps.",
  "safetyNotes": "Use a spotter or set the safety arms when going heavy; getting stuck with a bar overhead while seated is hard to escape.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": true, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [5, 10], "restSeconds": [90, 150],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["triceps", "side_delts"],
  "equipmentRequired": ["barbell", "adjustable_bench", "squat_rack"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["overhead_mobility"], "tags": [],
  "contraindications": ["shoulder_impingement", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Behind-the-Neck Press",
  "shortDescription": "Barbell press that starts from the upper back behind the head instead of the front of the shoulders.",
  "description": "An old-school press that shifts more work to the side delts but needs generous shoulder and upper-back mobility.\n- Only for lifters who can reach the start position without pain\n- Light to moderate loads only",
  "instructions": ["Sit or stand with the bar resting on the upper traps, hands a little wider than for a front press.", "Keep the chin slightly tucked and the chest tall.", "Press the bar straight up over the back of the head until the elbows lock.", "Lower slowly only as far as the back of the head or to where your shoulders stay comfortable.", "Repeat, keeping the forearms vertical in the bottom position."],
  "usageInstructions": "Use as an accessory press with light loads: 2-4 sets of 8-12 reps.",
  "safetyNotes": "Puts the shoulder in full abduction and external rotation under load; skip it if you lack the mobility or have any shoulder or neck history.",
  "difficultyLevel": 7, "technicalComplexity": 6, "mobilityLevel": 5,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [3, 0, 1], "sets": [2, 4], "reps": [8, 12], "restSeconds": [90, 120],
  "minExperienceLevel": "advanced", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts", "side_delts"], "secondaryMuscles": ["triceps", "traps"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["shoulder", "elbow", "wrist", "neck"], "mobilityRequirements": ["overhead_mobility", "shoulder_external_rotation", "thoracic_extension"], "tags": [],
  "contraindications": ["shoulder_impingement", "neck_pain", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Push Press",
  "shortDescription": "Overhead press driven by a short, fast knee dip and leg drive.",
  "description": "The legs start the bar moving and the arms finish it, so you can move more weight overhead than in a strict press.\n- Trains **power** and lockout strength\n- A bridge between strict pressing and the jerk",
  "instructions": ["Hold the bar in a front rack on the shoulders with a grip just outside shoulder width.", "Stand with feet hip-width apart, brace, and dip by bending the knees a few inches with the torso upright.", "Reverse the dip hard, driving through the whole foot so the bar leaves the shoulders.", "Finish by pressing the bar to locked arms over the middle of the foot.", "Lower the bar back to the shoulders, absorbing it with a slight knee bend."],
  "usageInstructions": "Use early in a session for power or heavy overhead work: 3-5 sets of 2-5 reps.",
  "safetyNotes": "The dip is short and straight down; letting the chest fall forward throws the bar in front of you and loads the lower back.",
  "difficultyLevel": 6, "technicalComplexity": 6, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [1, 0, 0], "sets": [3, 5], "reps": [2, 6], "restSeconds": [120, 180],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["power", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts", "triceps"], "secondaryMuscles": ["quads", "glutes", "side_delts", "abs"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["shoulder", "elbow", "wrist", "knee", "spine"], "mobilityRequirements": ["overhead_mobility", "wrist_extension", "shoulder_external_rotation"], "tags": ["explosive", "athletic", "main_lift"],
  "contraindications": ["shoulder_impingement", "lower_back_pain", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Z Press",
  "shortDescription": "Barbell or dumbbell press done sitting on the floor with the legs straight out in front.",
  "description": "With no backrest and no help from the legs, the trunk has to stay upright on its own, exposing any leaning back in your press.",
  "instructions": ["Sit on the floor inside a rack with legs straight and the bar set at about shoulder height.", "Sit tall on your sit bones and take the bar from the hooks onto the front of the shoulders.", "Brace the trunk and press the bar straight up without leaning back.", "Lock out with the bar over the back of the head and the biceps near the ears.", "Lower slowly to the shoulders and return the bar to the hooks after the set."],
  "usageInstructions": "Use as a strict accessory press: 3-4 sets of 6-10 reps with lighter loads than your standing press.",
  "safetyNotes": "If your hamstrings are too tight to sit upright, sit on a plate or cross the legs.",
  "difficultyLevel": 7, "technicalComplexity": 5, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 10], "restSeconds": [90, 150],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy", "core"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["triceps", "abs", "lower_back"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["shoulder", "elbow", "wrist", "spine", "hip"], "mobilityRequirements": ["overhead_mobility", "hamstring_flexibility", "thoracic_extension"], "tags": [],
  "contraindications": ["shoulder_impingement", "lower_back_pain", "wrist_pain", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Smith Machine Shoulder Press",
  "shortDescription": "Seated overhead press with the bar running on the fixed rails of a Smith machine.",
  "description": "The rails keep the bar on a set path, so you can push hard and stop safely on the hooks without a spotter.",
  "instructions": ["Place an upright bench under the Smith bar so the bar passes just in front of your nose.", "Sit down, grip the bar just outside shoulder width and unhook it with a small twist.", "Lower it under control to chin or upper-chest height.", "Press up until the elbows are almost locked, then repeat.", "Twist the bar back onto the hooks at any point if a rep stalls."],
  "usageInstructions": "Use for controlled hypertrophy pressing: 3-4 sets of 8-12 reps.",
  "safetyNotes": "Check the bench position before loading; a bar path too far forward or back strains the shoulder.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [90, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["triceps", "side_delts"],
  "equipmentRequired": ["smith_machine", "adjustable_bench"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["overhead_mobility"], "tags": [],
  "contraindications": ["shoulder_impingement", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Seated Dumbbell Shoulder Press",
  "shortDescription": "Pressing two dumbbells overhead from shoulder height while seated on an upright bench.",
  "description": "The most common dumbbell shoulder builder: each arm works on its own and the bench keeps the trunk steady.",
  "instructions": ["Set the bench upright, sit with your back on the pad and rest the dumbbells on your thighs.", "Kick the dumbbells up one at a time to shoulder height, palms facing forward.", "Press both dumbbells up and slightly in until they nearly touch over your head.", "Lower with control until the handles reach about ear to chin level.", "Finish the set by lowering the dumbbells to your thighs, not by dropping them out to the side."],
  "usageInstructions": "Use as a main or secondary press: 3-4 sets of 6-12 reps.",
  "safetyNotes": "Angle the elbows slightly forward of the body rather than straight out to the side.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [90, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["triceps", "side_delts"],
  "equipmentRequired": ["dumbbells", "adjustable_bench"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": [],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Standing Dumbbell Shoulder Press",
  "shortDescription": "Pressing two dumbbells overhead while standing with no back support.",
  "description": "Standing makes the trunk and hips stabilise the press, so it trains the shoulders and the brace together.",
  "instructions": ["Stand tall with feet hip-width apart and the dumbbells at shoulder height, palms forward or slightly in.", "Squeeze the glutes and pull the ribs down to brace.", "Press the dumbbells overhead until the arms are straight and the weights are over the shoulders.", "Lower them under control back to shoulder height.", "Keep the knees soft but still; this is a strict press."],
  "usageInstructions": "Use as a main press in gym or home sessions: 3-4 sets of 6-12 reps.",
  "safetyNotes": "Heavy standing presses load the lower back if you lean back to finish; cut the weight before the ribs flare.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [90, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["triceps", "side_delts", "abs"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "elbow", "spine"], "mobilityRequirements": ["overhead_mobility"], "tags": ["home_friendly"],
  "contraindications": ["shoulder_impingement", "lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Arm Dumbbell Shoulder Press",
  "shortDescription": "Standing overhead press with one dumbbell, the free hand on the hip.",
  "description": "Pressing one side at a time challenges the trunk to resist leaning away and shows up left-right differences.",
  "instructions": ["Stand tall with one dumbbell at shoulder height and the palm facing in or forward.", "Brace the trunk and keep both hips level.", "Press the dumbbell overhead until the arm is straight, without leaning toward the free side.", "Lower it under control to the shoulder.", "Finish all reps on one side, then switch."],
  "usageInstructions": "Use as an accessory press or for home training: 3 sets of 8-12 reps per arm.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [2, 4], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "core"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["triceps", "obliques", "side_delts"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": ["home_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Arnold Press",
  "shortDescription": "Seated dumbbell press that rotates the palms from facing you to facing forward on the way up.",
  "description": "The turning motion starts the press with the elbows in front of the body and sweeps them out as the weights rise, working the front and side delts through a long path.",
  "instructions": ["Sit on an upright bench holding dumbbells in front of the shoulders, palms facing you and elbows in front.", "Start pressing up while spreading the elbows out to the side.", "Turn the palms so they face forward as the dumbbells pass the forehead.", "Finish with straight arms over the shoulders.", "Reverse the rotation on the way down to return to the start."],
  "usageInstructions": "Use as a hypertrophy press: 3-4 sets of 8-12 reps with moderate weights.",
  "safetyNotes": "The rotation near the top can irritate touchy shoulders; use lighter weights than for a normal dumbbell press.",
  "difficultyLevel": 5, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [2, 0, 2], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts", "side_delts"], "secondaryMuscles": ["triceps"],
  "equipmentRequired": ["dumbbells", "adjustable_bench"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": [],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Neutral-Grip Dumbbell Shoulder Press",
  "shortDescription": "Dumbbell overhead press with the palms facing each other throughout.",
  "description": "Keeping the palms in lets the elbows travel in front of the body, a friendlier path for many shoulders than the palms-forward press.",
  "instructions": ["Sit on an upright bench, or stand, with the dumbbells at shoulder height and palms facing each other.", "Keep the elbows pointing forward rather than out to the sides.", "Press the dumbbells straight up until the arms are straight.", "Lower slowly until the dumbbells reach the shoulders.", "Keep the head still and the chest up throughout."],
  "usageInstructions": "Use as a main or secondary shoulder press: 3-4 sets of 8-12 reps.",
  "safetyNotes": "Still an overhead press: stop short of any pinching at the top.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["triceps"],
  "equipmentRequired": ["dumbbells", "adjustable_bench"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": [],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Push Press",
  "shortDescription": "Dumbbell overhead press started by a quick dip and drive of the legs.",
  "description": "A more forgiving version of the barbell push press for building power and overloading the top half of the press.",
  "instructions": ["Stand with dumbbells held at shoulder height, palms facing in.", "Dip a few inches by bending the knees, keeping the torso upright.", "Drive up through the legs and use that speed to push the dumbbells overhead.", "Lock the arms out with the dumbbells over the shoulders.", "Lower the weights to the shoulders while bending the knees slightly to absorb them."],
  "usageInstructions": "Use for power or as a heavier overhead finisher: 3-5 sets of 4-8 reps.",
  "safetyNotes": "Lower the dumbbells under control; letting them crash onto the shoulders jars the neck and collarbones.",
  "difficultyLevel": 5, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [1, 0, 0], "sets": [3, 5], "reps": [4, 8], "restSeconds": [90, 150],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["power", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts", "triceps"], "secondaryMuscles": ["quads", "glutes", "side_delts"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "elbow", "knee"], "mobilityRequirements": ["overhead_mobility"], "tags": ["explosive", "athletic"],
  "contraindications": ["shoulder_impingement", "lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Arm Kettlebell Overhead Press",
  "shortDescription": "Strict press of one kettlebell from the rack position to overhead.",
  "description": "The bell sits on the back of the forearm, which puts the wrist in a neutral line and lets the elbow start low and tucked.",
  "instructions": ["Clean or lift the kettlebell into the rack: handle in the palm, bell resting on the forearm, elbow tucked to the ribs.", "Brace the trunk and squeeze the free fist and the glutes.", "Press the bell up in a slight arc until the arm is straight and the biceps is near the ear.", "Lower it under control back to the rack position.", "Finish the set, then switch sides."],
  "usageInstructions": "Use as a main press in kettlebell sessions: 3-5 sets of 5-10 reps per arm.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [3, 5], "reps": [5, 10], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["triceps", "obliques"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": ["home_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Bottoms-Up Kettlebell Press",
  "shortDescription": "Overhead press holding a kettlebell upside down, bell above the hand.",
  "description": "Balancing the bell forces a hard grip and a perfectly stacked wrist and elbow, which makes it a favourite for shoulder control.",
  "instructions": ["Hold a light kettlebell by the handle with the bell pointing up, elbow tucked and forearm vertical.", "Squeeze the handle hard to keep the bell from tipping.", "Press the bell slowly overhead, keeping it upright the whole way.", "Pause with the arm straight, then lower slowly to the start.", "Reset the grip whenever the bell starts to wobble."],
  "usageInstructions": "Use as a shoulder-stability accessory: 2-4 sets of 5-8 slow reps per arm.",
  "safetyNotes": "Use a much lighter bell than for a normal press and keep your face out of the path if it tips.",
  "difficultyLevel": 5, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [3, 1, 2], "sets": [2, 4], "reps": [5, 8], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts", "grip"], "secondaryMuscles": ["triceps", "forearms"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["overhead_mobility"], "tags": ["grip_intensive"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Overhead Press",
  "shortDescription": "Overhead press against a resistance band anchored under the feet.",
  "description": "The band gets harder toward lockout, giving a joint-friendly press that works in a hotel room or living room.",
  "instructions": ["Stand on the middle of a long loop band with feet hip-width apart.", "Hold the band ends or the top of the loop at shoulder height, palms forward.", "Brace and press the hands straight up until the arms are straight.", "Lower slowly to the shoulders, keeping the band taut.", "Keep the wrists stacked over the elbows on every rep."],
  "usageInstructions": "Use for home training, warm-ups or high-rep finishers: 2-4 sets of 10-20 reps.",
  "safetyNotes": "Check the band for nicks before use and keep it anchored under the arches of the feet.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [2, 4], "reps": [10, 20], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "resistance_band", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["triceps", "side_delts"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": ["home_friendly", "beginner_friendly", "low_impact"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Half-Kneeling Landmine Shoulder Press",
  "shortDescription": "One-arm press of the end of a landmine bar from the shoulder, kneeling on one knee.",
  "description": "The bar travels up and forward on an arc instead of straight overhead, so the shoulder presses hard without reaching the end of its range.\n- A go-to press for lifters whose shoulders dislike overhead work\n- Kneeling locks the hips and trains the trunk",
  "instructions": ["Set a barbell in a landmine and kneel facing it, the knee on the pressing side down and the other foot forward.", "Hold the end of the bar in front of the shoulder with the elbow below the hand.", "Squeeze the glute of the down leg and brace the trunk.", "Press the bar up and forward until the arm is straight, letting the shoulder blade glide around the ribs.", "Lower the bar back to the shoulder under control and repeat, then switch sides."],
  "usageInstructions": "Use as a shoulder-friendly main press or accessory: 3-4 sets of 8-12 reps per arm.",
  "safetyNotes": "Keep the press below head height; that low angle is what makes it kind to irritable shoulders.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["chest", "triceps", "obliques"],
  "equipmentRequired": ["landmine", "barbell"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Standing Landmine Shoulder Press",
  "shortDescription": "Standing single-arm press of a landmine bar up and forward from the shoulder.",
  "description": "Standing in a staggered stance lets the legs and trunk join the press while the angled bar path keeps the shoulder in a comfortable range.",
  "instructions": ["Stand facing the landmine in a staggered stance, the foot on the pressing side back.", "Hold the end of the bar at the front of the shoulder with a neutral grip.", "Brace and press the bar up and away from you until the arm is straight.", "Let the upper back reach forward slightly at the top.", "Lower to the shoulder with control and finish all reps before switching sides."],
  "usageInstructions": "Use as a main or accessory press: 3-4 sets of 6-12 reps per arm.",
  "safetyNotes": "Keep the bar at or below forehead height at lockout to stay in a shoulder-friendly angle.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["chest", "triceps", "obliques"],
  "equipmentRequired": ["landmine", "barbell"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["rehab_friendly", "athletic"],
  "contraindications": []
}$json$);
--> statement-breakpoint
-- Shoulders: bodyweight pressing and handstand work
SELECT seed_exercise($json${
  "name": "Pike Push-Up",
  "shortDescription": "Push-up with the hips raised high so the body makes an upside-down V and the head moves toward the floor.",
  "description": "Turning the push-up vertical shifts the load from the chest to the shoulders; it is the first step toward handstand push-ups.",
  "instructions": ["Start in a push-up position, then walk the feet in and lift the hips until the body forms an inverted V.", "Place the hands shoulder-width apart with fingers spread.", "Bend the elbows to lower the top of the head toward a point just in front of the hands.", "Push the floor away to straighten the arms, keeping the hips high.", "Keep the elbows angled back at about 45 degrees rather than flared out."],
  "usageInstructions": "Use as a bodyweight shoulder press: 3-4 sets of 6-15 reps.",
  "safetyNotes": "Place a folded towel under the head at first so a missed rep lands softly.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["triceps", "chest"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["overhead_mobility", "wrist_extension", "hamstring_flexibility"], "tags": ["home_friendly"],
  "contraindications": ["shoulder_impingement", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Elevated Pike Push-Up",
  "shortDescription": "Pike push-up with the feet on a box or bench, making the body closer to upside down.",
  "description": "Raising the feet puts more of your bodyweight over the hands, making it a solid bridge between pike push-ups and handstand push-ups.",
  "instructions": ["Place the feet on a box or bench and walk the hands back until the hips are stacked over the shoulders.", "Set the hands shoulder-width apart, fingers spread and pointing forward.", "Lower the head toward the floor by bending the elbows, keeping the hips high.", "Press back up until the arms are straight and the shoulders are pushed up toward the ears.", "Step down from the box between sets rather than collapsing out of the position."],
  "usageInstructions": "Use as a bodyweight overhead strength exercise: 3-5 sets of 4-10 reps.",
  "safetyNotes": "Make sure the box is stable and cannot slide, and lower slowly to avoid striking the head.",
  "difficultyLevel": 6, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [3, 5], "reps": [4, 10], "restSeconds": [90, 120],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["triceps", "chest"],
  "equipmentRequired": ["plyo_box"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["overhead_mobility", "wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["shoulder_impingement", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Wall Handstand Hold",
  "shortDescription": "Holding a handstand with the chest or back against a wall for support.",
  "description": "Static time upside down builds shoulder endurance, balance and confidence before freestanding work.",
  "instructions": ["Start in a push-up position with the feet against the base of a wall, or kick up facing away from it.", "For the chest-to-wall version, walk the feet up the wall and the hands toward it.", "Stack the wrists, shoulders and hips in a straight line with arms locked.", "Push the floor away, squeeze the legs together and point the toes.", "Hold for time, then walk or step down with control."],
  "usageInstructions": "Use as a skill and strength hold: 3-5 sets of 15-45 seconds (reps count seconds).",
  "safetyNotes": "Learn to come down safely, by walking out or turning out of the wall, before holding for long.",
  "difficultyLevel": 5, "technicalComplexity": 5, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [0, 30, 0], "sets": [3, 5], "reps": [15, 45], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["triceps", "abs", "traps"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["overhead_mobility", "wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["shoulder_impingement", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Wall Walk",
  "shortDescription": "Walking the feet up a wall and the hands toward it, from a push-up into a near-handstand, then back down.",
  "description": "A hard, controlled way to build pressing strength and body tension upside down.",
  "instructions": ["Lie face down with the feet against the base of a wall and the hands beside the chest.", "Press up to a push-up position and place the feet on the wall.", "Walk the feet up the wall while walking the hands back toward it.", "Stop when the chest is close to the wall and the body is nearly vertical, keeping the ribs tucked.", "Reverse the steps to walk back down to the floor with control."],
  "usageInstructions": "Use as a conditioning or skill drill: 3-5 sets of 2-6 reps.",
  "safetyNotes": "Stay tight through the trunk to avoid sagging into the lower back, and walk down rather than dropping.",
  "difficultyLevel": 6, "technicalComplexity": 5, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 0, 2], "sets": [3, 5], "reps": [2, 6], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["strength", "core"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["triceps", "abs"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist", "spine"], "mobilityRequirements": ["overhead_mobility", "wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["shoulder_impingement", "wrist_pain", "lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Wall Handstand Push-Up",
  "shortDescription": "Vertical push-up in a handstand with the feet resting on a wall.",
  "description": "The bodyweight equivalent of a heavy overhead press, needing strength, shoulder mobility and control.",
  "instructions": ["Kick up into a handstand facing away from the wall with the hands about a hand's width from it.", "Set the hands a little wider than the shoulders with the heels resting on the wall.", "Lower the head slowly to a pad on the floor, making a tripod with the hands.", "Press back up to straight arms, pushing the floor away.", "Come down from the wall one leg at a time when the set is done."],
  "usageInstructions": "Use as an advanced bodyweight press: 3-5 sets of 2-8 reps.",
  "safetyNotes": "Always use a padded landing for the head and lower slowly; never drop onto the neck.",
  "difficultyLevel": 8, "technicalComplexity": 7, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [3, 0, 1], "sets": [3, 5], "reps": [2, 8], "restSeconds": [120, 180],
  "minExperienceLevel": "advanced", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts", "triceps"], "secondaryMuscles": ["traps", "side_delts", "abs"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist", "neck"], "mobilityRequirements": ["overhead_mobility", "wrist_extension"], "tags": [],
  "contraindications": ["shoulder_impingement", "wrist_pain", "neck_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Freestanding Handstand Hold",
  "shortDescription": "Balancing upside down on the hands with no wall for support.",
  "description": "A skill that takes patient practice: fine pressure through the fingers and a locked, straight body keep you balanced.",
  "instructions": ["Warm up the wrists and shoulders thoroughly before practice.", "Kick up from a lunge with straight arms, hands shoulder-width apart and fingers spread.", "Stack the hips and feet over the shoulders and squeeze the whole body straight.", "Correct falling forward by pressing the fingertips down, and falling back by pushing through the heel of the hand.", "Exit by stepping down one leg at a time or turning out with a cartwheel."],
  "usageInstructions": "Use as skill practice at the start of a session: 5-10 attempts of 5-30 seconds (reps count seconds).",
  "safetyNotes": "Learn the cartwheel bail before practising, away from furniture.",
  "difficultyLevel": 8, "technicalComplexity": 9, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [0, 20, 0], "sets": [5, 10], "reps": [5, 30], "restSeconds": [45, 90],
  "minExperienceLevel": "advanced", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "full_body",
  "trainingType": ["balance", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["triceps", "abs", "forearms"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["overhead_mobility", "wrist_extension"], "tags": ["athletic"],
  "contraindications": ["shoulder_impingement", "wrist_pain"]
}$json$);
--> statement-breakpoint
-- Shoulders: front raises
SELECT seed_exercise($json${
  "name": "Dumbbell Front Raise",
  "shortDescription": "Raising dumbbells in front of the body with straight arms to shoulder height.",
  "description": "A simple isolation move for the **front delts**, useful when pressing alone does not give them enough work.",
  "instructions": ["Stand tall holding dumbbells in front of the thighs, palms facing the legs.", "Keep a soft bend in the elbows and brace the trunk.", "Raise the dumbbells forward and up until the arms are parallel to the floor.", "Pause for a moment at shoulder height.", "Lower slowly back to the thighs without letting the weights swing."],
  "usageInstructions": "Use as a front-delt accessory after pressing: 2-4 sets of 10-15 reps.",
  "safetyNotes": "Stop at shoulder height; lifting higher brings the upper traps in and crowds the front of the shoulder.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [10, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["side_delts", "chest"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "beginner_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Plate Front Raise",
  "shortDescription": "Front raise holding a weight plate at the rim with both hands.",
  "description": "Holding one plate at the sides with both hands gives a fixed grip, a steady path and extra work for the hands.",
  "instructions": ["Stand holding a plate at 3 and 9 o'clock in front of the hips, arms straight.", "Brace the trunk and keep the shoulders down.", "Raise the plate forward to about eye level, keeping the arms nearly straight.", "Pause briefly at the top.", "Lower under control to the hips."],
  "usageInstructions": "Use as a front-delt finisher: 2-3 sets of 10-15 reps.",
  "safetyNotes": "Avoid leaning back to heave the plate up; pick a lighter plate instead.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["side_delts", "grip"],
  "equipmentRequired": ["weight_plate"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "beginner_friendly", "finisher"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Front Raise",
  "shortDescription": "Front raise with a handle attached to a low cable pulley, one arm at a time.",
  "description": "The cable keeps tension on the front delt even at the bottom, where a dumbbell raise goes slack.",
  "instructions": ["Set a handle on the low pulley and stand facing away from the stack, handle held between the legs.", "Step forward so the cable is taut and stand tall.", "Raise the handle forward with a nearly straight arm to shoulder height.", "Pause briefly, then lower slowly without letting the stack touch down.", "Finish the set and switch arms."],
  "usageInstructions": "Use as a front-delt accessory: 2-4 sets of 10-15 reps per arm.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [10, 15], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["side_delts"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Front Raise",
  "shortDescription": "Front raise with a barbell held in an overhand grip at shoulder width.",
  "description": "Both arms lift one bar together, which lets you load the front delts a little more than with dumbbells.",
  "instructions": ["Stand holding a light barbell against the thighs, hands shoulder-width apart and palms down.", "Brace the trunk and keep a slight bend in the elbows.", "Raise the bar forward until it reaches shoulder height.", "Pause, then lower it slowly to the thighs.", "Keep the torso upright without swinging the hips."],
  "usageInstructions": "Use as a front-delt accessory: 2-4 sets of 8-12 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [8, 12], "restSeconds": [60, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["side_delts", "chest"],
  "equipmentRequired": ["barbell"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Front Raise",
  "shortDescription": "Front raise against a band anchored under the feet.",
  "description": "A light, portable version of the front raise that gets harder toward the top.",
  "instructions": ["Stand on the middle of a band with feet hip-width apart, holding an end in each hand.", "Start with the hands in front of the thighs and the band slightly taut.", "Raise both arms forward to shoulder height with the elbows softly bent.", "Hold for a second at the top.", "Lower slowly, resisting the band's pull."],
  "usageInstructions": "Use in warm-ups or home workouts: 2-3 sets of 12-20 reps.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "resistance_band", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["side_delts"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "beginner_friendly", "warm_up"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Scaption Raise",
  "shortDescription": "Raising light dumbbells with thumbs up in a V, about 30 degrees forward of the sides, stopping below shoulder height.",
  "description": "Lifting in the plane of the shoulder blade with the thumbs turned up is the most comfortable raise for most shoulders.\n- Trains the front and side delts and the rotator cuff together\n- A staple of shoulder rehab and warm-ups",
  "instructions": ["Stand tall with light dumbbells at your sides, palms facing in and thumbs forward.", "Angle the arms so they travel in a V about 30 degrees in front of the body.", "Raise the dumbbells with straight arms and thumbs pointing up.", "Stop just below shoulder height and hold for a second.", "Lower slowly back to the sides."],
  "usageInstructions": "Use as a warm-up, rehab or light accessory drill: 2-3 sets of 10-15 reps.",
  "safetyNotes": "Keep the load light and the range pain-free; stopping below shoulder height keeps the arm out of the range that pinches.",
  "difficultyLevel": 1, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 2], "sets": [2, 3], "reps": [10, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "mobility"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts", "side_delts"], "secondaryMuscles": ["rear_delts", "rhomboids"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "rehab_friendly", "warm_up", "beginner_friendly", "posture"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Plate Halo",
  "shortDescription": "Circling a weight plate around the head, close to the skull, in both directions.",
  "description": "A shoulder warm-up and mobility drill that moves the shoulders through rotation while the trunk stays braced.",
  "instructions": ["Hold a light plate by the sides in front of the face, arms bent.", "Brace the trunk and squeeze the glutes.", "Circle the plate around one side of the head, behind it and back to the front.", "Keep the plate close to the head and the ribs down.", "Alternate directions each rep or each set."],
  "usageInstructions": "Use in warm-ups or as light shoulder work: 2-3 sets of 6-10 circles each way.",
  "safetyNotes": "Use a light plate; the goal is smooth control, not load.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 2, "tempo": [2, 0, 2], "sets": [2, 3], "reps": [6, 10], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "mobility", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["mobility"], "movementPattern": ["rotation"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["triceps", "traps", "abs"],
  "equipmentRequired": ["weight_plate"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": ["warm_up", "beginner_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
-- Shoulders: lateral raises and upright rows
SELECT seed_exercise($json${
  "name": "Dumbbell Lateral Raise",
  "shortDescription": "Raising dumbbells out to the sides to shoulder height to work the side delts.",
  "description": "The staple move for broader-looking shoulders: the **side delts** lift the arms out to the sides against the load.",
  "instructions": ["Stand holding dumbbells at the sides, palms facing in and a slight bend in the elbows.", "Lean the torso very slightly forward and brace.", "Raise the arms out to the sides, leading with the elbows, until they reach shoulder height.", "Keep the hands level with or a little below the elbows at the top.", "Lower slowly back to the sides."],
  "usageInstructions": "Use as a side-delt accessory: 3-4 sets of 10-20 reps with light to moderate weights.",
  "safetyNotes": "Heavier is not better here: swinging heavy dumbbells shifts the work to the traps and strains the shoulder.",
  "difficultyLevel": 2, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [10, 20], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["side_delts"], "secondaryMuscles": ["front_delts", "traps"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "beginner_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Seated Dumbbell Lateral Raise",
  "shortDescription": "Lateral raise done sitting on the end of a bench to remove leg drive.",
  "description": "Sitting makes it hard to cheat with the hips, so the side delts do all of the lifting.",
  "instructions": ["Sit on the end of a flat bench with feet flat and dumbbells hanging at the sides.", "Sit tall with a slight forward lean from the hips.", "Raise the dumbbells out to the sides until the arms are level with the shoulders.", "Pause for a moment at the top.", "Lower under control until the dumbbells are just beside the bench."],
  "usageInstructions": "Use as a strict side-delt accessory: 3-4 sets of 10-15 reps.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["side_delts"], "secondaryMuscles": ["front_delts", "traps"],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "beginner_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Leaning Dumbbell Lateral Raise",
  "shortDescription": "One-arm lateral raise while leaning away from a post you hold with the other hand.",
  "description": "Leaning away changes the angle so the side delt is already working at the bottom of the raise, where a standing raise is easiest.",
  "instructions": ["Hold a sturdy upright with one hand and a dumbbell in the other.", "Set the feet close to the upright and lean away until the holding arm is straight.", "Raise the dumbbell out to the side until the arm is level with the shoulder.", "Lower slowly until the dumbbell hangs in front of the hips.", "Finish all reps, then turn around and work the other side."],
  "usageInstructions": "Use as a side-delt accessory: 2-4 sets of 10-15 reps per arm.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [10, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["side_delts"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Side-Lying Dumbbell Lateral Raise",
  "shortDescription": "Lateral raise lying on your side on an incline bench, one arm at a time.",
  "description": "Lying on the side flips the resistance curve so the side delt works hardest at the start of the raise and gets a strong stretch.",
  "instructions": ["Set a bench to a low incline and lie on your side against it, chest facing away from the pad.", "Hold a light dumbbell in the top hand, hanging in front of the body.", "Raise the arm out and up until it points almost straight up toward the ceiling.", "Lower slowly until the dumbbell is back in front of the hips.", "Switch sides after the set."],
  "usageInstructions": "Use as a side-delt accessory: 2-3 sets of 10-15 reps per arm with light weights.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 0, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["side_delts"], "secondaryMuscles": ["rear_delts"],
  "equipmentRequired": ["dumbbells", "adjustable_bench"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Lateral Raise",
  "shortDescription": "One-arm lateral raise with a handle on a low pulley crossing in front of the body.",
  "description": "The cable keeps the side delt loaded right from the bottom of the movement, making it a top choice for smooth, controlled reps.",
  "instructions": ["Set a handle on the low pulley and stand side-on to the stack.", "Take the handle with the far hand so the cable runs across the front of the body.", "Raise the arm out to the side until it reaches shoulder height, elbow slightly bent.", "Pause briefly at the top.", "Lower slowly until the hand is back in front of the hips, then switch sides after the set."],
  "usageInstructions": "Use as a side-delt accessory: 3-4 sets of 12-20 reps per arm.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [12, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["side_delts"], "secondaryMuscles": ["front_delts", "traps"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Y-Raise",
  "shortDescription": "Raising both arms up and out into a Y with cables crossed from two low pulleys.",
  "description": "The arms rise diagonally past shoulder height, hitting the side delts and the lower traps that tilt the shoulder blade up.",
  "instructions": ["Set handles on both low pulleys and grab them with opposite hands so the cables cross.", "Step back to the middle with the hands crossed in front of the hips.", "Raise both arms up and out into a Y shape, thumbs up.", "Stop when the arms are a little above shoulder height, without shrugging.", "Lower slowly back to the crossed start position."],
  "usageInstructions": "Use as a side-delt and upper-back accessory: 2-4 sets of 12-15 reps.",
  "safetyNotes": "Use light loads and keep the shoulders away from the ears.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [12, 15], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["side_delts"], "secondaryMuscles": ["rhomboids", "rear_delts"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder"], "mobilityRequirements": ["overhead_mobility"], "tags": ["isolation", "posture"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Lateral Raise",
  "shortDescription": "Lateral raise against a band anchored under the feet.",
  "description": "A portable side-delt builder: the band is easiest at the bottom and hardest at the top.",
  "instructions": ["Stand on the middle of a band with both feet, holding an end in each hand at the sides.", "Brace and keep the elbows slightly bent.", "Raise the arms out to the sides until they reach shoulder height.", "Hold for a second at the top.", "Lower slowly against the band."],
  "usageInstructions": "Use for home training or as a high-rep finisher: 2-4 sets of 15-25 reps.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [15, 25], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["side_delts"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "beginner_friendly", "finisher"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Lu Raise",
  "shortDescription": "Lateral raise with light plates that continues past shoulder height until the arms are overhead.",
  "description": "Taking the raise all the way up trains the side delts and the muscles that rotate the shoulder blade upward.",
  "instructions": ["Stand holding a light plate in each hand at the sides, thumbs up.", "Brace and keep the arms straight.", "Raise the plates out to the sides and keep going until they meet overhead.", "Pause with the arms overhead and the ribs down.", "Lower slowly along the same path."],
  "usageInstructions": "Use as a light shoulder accessory: 2-3 sets of 8-12 reps.",
  "safetyNotes": "Goes far above shoulder height; only for healthy shoulders and very light plates.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 4,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [2, 1, 2], "sets": [2, 3], "reps": [8, 12], "restSeconds": [45, 75],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "mobility"], "movementPattern": ["pull"],
  "primaryMuscles": ["side_delts"], "secondaryMuscles": ["front_delts", "traps", "rhomboids"],
  "equipmentRequired": ["weight_plate"],
  "joints": ["shoulder"], "mobilityRequirements": ["overhead_mobility"], "tags": ["isolation"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Incline Dumbbell Y-Raise",
  "shortDescription": "Lying face down on an incline bench and raising light dumbbells into a Y, thumbs up.",
  "description": "Chest support takes the lower back out of it, so the lower traps and side delts can lift the arms overhead in a Y.",
  "instructions": ["Set a bench to about 30-45 degrees and lie face down with the chest on the pad.", "Let light dumbbells hang below the shoulders, thumbs pointing up.", "Raise the arms up and forward into a Y in line with the body.", "Pause at the top without shrugging.", "Lower slowly back to a hang."],
  "usageInstructions": "Use as an upper-back and shoulder accessory: 2-3 sets of 10-15 reps with very light weights.",
  "safetyNotes": "Very light loads only; the arms end above the head.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["side_delts", "rhomboids"], "secondaryMuscles": ["rear_delts"],
  "equipmentRequired": ["dumbbells", "adjustable_bench"],
  "joints": ["shoulder"], "mobilityRequirements": ["overhead_mobility"], "tags": ["isolation", "posture"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Upright Row",
  "shortDescription": "Pulling a barbell from the thighs up toward the chest with the elbows leading out and up.",
  "description": "Works the side delts and upper traps together; a wider grip keeps it kinder to the shoulders than the old narrow-grip version.",
  "instructions": ["Stand holding a barbell in front of the thighs with an overhand grip about shoulder width.", "Brace the trunk and keep the bar close to the body.", "Pull the bar up by driving the elbows out and up.", "Stop when the upper arms are level with the shoulders.", "Lower slowly back to the thighs."],
  "usageInstructions": "Use as a side-delt and trap accessory: 3-4 sets of 8-12 reps.",
  "safetyNotes": "Keep the elbows no higher than the shoulders; pulling higher with a narrow grip pinches the shoulder.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["side_delts", "traps"], "secondaryMuscles": ["front_delts", "biceps"],
  "equipmentRequired": ["barbell"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": [],
  "contraindications": ["shoulder_impingement", "wrist_pain", "neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "EZ-Bar Upright Row",
  "shortDescription": "Upright row with an EZ bar, hands on the angled grips.",
  "description": "The angled grip lets the wrists turn in slightly, easing the strain that a straight bar puts on them.",
  "instructions": ["Hold an EZ bar in front of the thighs on the outer angled grips.", "Stand tall with the trunk braced.", "Lead with the elbows to pull the bar up along the body.", "Stop with the elbows at shoulder height.", "Lower under control to the start."],
  "usageInstructions": "Use as a side-delt accessory: 3-4 sets of 10-12 reps.",
  "safetyNotes": "Stop with the elbows at shoulder height and keep the load moderate.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [10, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["side_delts", "traps"], "secondaryMuscles": ["front_delts", "biceps"],
  "equipmentRequired": ["ez_bar"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": [],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Upright Row",
  "shortDescription": "Upright row with a dumbbell in each hand, letting the hands travel freely.",
  "description": "Dumbbells let each hand find its own path, which is gentler on the wrists and shoulders than a fixed bar.",
  "instructions": ["Stand with dumbbells in front of the thighs, palms facing you.", "Brace and keep the dumbbells close to the body.", "Raise the elbows out and up until they reach shoulder height, the hands a little below them.", "Pause briefly at the top.", "Lower slowly back to the thighs."],
  "usageInstructions": "Use as a side-delt accessory: 3-4 sets of 10-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["side_delts"], "secondaryMuscles": ["traps", "front_delts"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Upright Row",
  "shortDescription": "Upright row with a straight bar or rope on the low pulley.",
  "description": "Constant cable tension and an easy way to change the load in small steps make this a smooth side-delt and trap builder.",
  "instructions": ["Attach a straight bar or rope to a low pulley and stand close to the stack.", "Hold the attachment in front of the thighs with the arms straight.", "Pull it up toward the chest, elbows leading and going out to the sides.", "Stop when the elbows are level with the shoulders.", "Lower under control, keeping tension on the cable."],
  "usageInstructions": "Use as a side-delt accessory: 3-4 sets of 10-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["side_delts", "traps"], "secondaryMuscles": ["front_delts", "biceps"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": [],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Isometric Wall Shoulder Abduction",
  "shortDescription": "Pressing the back of the wrist outward into a wall and holding, with the arm at the side.",
  "description": "A no-movement side-delt exercise: the muscle works hard while the joint stays still, which is why it is used early in shoulder rehab.",
  "instructions": ["Stand side-on to a wall with the elbow bent to 90 degrees and a folded towel between the elbow and the wall.", "Keep the upper arm by the side and the shoulder relaxed down.", "Press the elbow outward into the wall, building to a firm but pain-free effort.", "Hold the push steadily for the set time while breathing normally.", "Relax, rest a few seconds and repeat, then switch sides."],
  "usageInstructions": "Use in rehab, warm-ups or on rest days: 3-5 holds of 20-45 seconds per side (reps count seconds).",
  "safetyNotes": "Work at an effort that stays pain-free; it is a build-up, not a max test.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 30, 0], "sets": [3, 5], "reps": [20, 45], "restSeconds": [15, 30],
  "minExperienceLevel": "beginner", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength", "mobility"], "movementPattern": ["push"],
  "primaryMuscles": ["side_delts"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": [],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["rehab_friendly", "isolation", "home_friendly", "low_impact", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Arm Circles",
  "shortDescription": "Circling the straight arms forward and backward at shoulder height, from small to large circles.",
  "description": "A classic warm-up that gets blood into the shoulders before pressing or throwing.",
  "instructions": ["Stand tall with the arms straight out to the sides at shoulder height.", "Make small forward circles, gradually making them larger.", "After the set time, reverse and circle backward.", "Keep the shoulders down and the neck relaxed.", "Shake the arms out at the end."],
  "usageInstructions": "Use at the start of any upper-body session: 1-2 rounds of 20-30 seconds each direction (reps count seconds).",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [1, 0, 1], "sets": [1, 2], "reps": [20, 30], "restSeconds": [0, 15],
  "minExperienceLevel": "beginner", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["mobility", "endurance"], "movementPattern": ["rotation"],
  "primaryMuscles": ["side_delts"], "secondaryMuscles": ["front_delts", "rear_delts"],
  "equipmentRequired": [],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["warm_up", "home_friendly", "beginner_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
-- Shoulders: rear delts and reverse flyes
SELECT seed_exercise($json${
  "name": "Bent-Over Dumbbell Reverse Fly",
  "shortDescription": "Hinged forward at the hips, raising dumbbells out to the sides to work the rear delts.",
  "description": "The free-standing rear-delt classic: the torso is close to parallel with the floor and the arms sweep out and back.\n- Builds the **rear delts** and the muscles between the shoulder blades\n- Balances all the pressing in a typical program",
  "instructions": ["Hold light dumbbells and hinge forward at the hips until the torso is nearly parallel to the floor, knees soft.", "Let the dumbbells hang under the chest, palms facing each other and elbows slightly bent.", "Raise the arms out to the sides, leading with the elbows, until they are in line with the body.", "Pause briefly without squeezing the shoulder blades all the way together.", "Lower slowly to the hanging position."],
  "usageInstructions": "Use as a rear-delt accessory: 3-4 sets of 12-20 reps with light weights.",
  "safetyNotes": "Holding a hinge for a whole set works the lower back; use the chest-supported version if it tires first.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [12, 20], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts"], "secondaryMuscles": ["rhomboids", "traps"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "spine"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["isolation", "posture", "home_friendly"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Chest-Supported Dumbbell Reverse Fly",
  "shortDescription": "Reverse fly lying face down on an incline bench so the chest is supported.",
  "description": "With the chest on the pad there is no lower-back work and no way to swing, so the rear delts get clean, isolated work.",
  "instructions": ["Set a bench to a low incline and lie face down with the chest on the pad and the chin just over the top.", "Let light dumbbells hang straight down, palms facing each other.", "Raise the arms out to the sides with a slight elbow bend until they are level with the body.", "Hold for a second at the top.", "Lower slowly until the arms hang straight again."],
  "usageInstructions": "Use as a rear-delt accessory: 3-4 sets of 12-20 reps.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [12, 20], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts"], "secondaryMuscles": ["rhomboids", "traps"],
  "equipmentRequired": ["dumbbells", "adjustable_bench"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "posture", "beginner_friendly", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Seated Bent-Over Dumbbell Reverse Fly",
  "shortDescription": "Reverse fly sitting on the end of a bench with the chest leaning over the thighs.",
  "description": "Sitting and resting the chest close to the knees makes the hinge easy to hold, for gyms or homes without an incline bench.",
  "instructions": ["Sit on the end of a bench with feet together and dumbbells behind the calves.", "Lean forward so the chest is just above the thighs, back flat.", "Raise the dumbbells out to the sides with slightly bent elbows until level with the shoulders.", "Pause briefly at the top.", "Lower under control back behind the calves."],
  "usageInstructions": "Use as a rear-delt accessory: 3-4 sets of 12-15 reps.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [12, 15], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts"], "secondaryMuscles": ["rhomboids"],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "posture"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Side-Lying Dumbbell Rear Delt Raise",
  "shortDescription": "Lying on your side on a flat bench and raising a light dumbbell from in front of the chest up toward the ceiling.",
  "description": "Lying on the side removes all momentum and loads the rear delt hardest at the start of the lift.",
  "instructions": ["Lie on your side on a flat bench with a light dumbbell in the top hand.", "Let the dumbbell hang in front of the chest with the elbow slightly bent.", "Raise the arm up and back until it points at the ceiling.", "Pause briefly at the top.", "Lower slowly back in front of the chest and switch sides after the set."],
  "usageInstructions": "Use as a rear-delt accessory: 2-3 sets of 12-15 reps per arm.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts"], "secondaryMuscles": ["rhomboids"],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Reverse Fly",
  "shortDescription": "Standing between two cable pulleys at shoulder height, pulling the crossed cables apart and back.",
  "description": "The cables keep the rear delts under tension through the whole arc, from arms crossed in front to arms out wide.",
  "instructions": ["Set both pulleys at shoulder height with no handles, or with single handles.", "Take the left cable in the right hand and the right cable in the left hand so the cables cross.", "Step back to the middle with arms straight in front at shoulder height.", "Sweep the arms out and back until they are in line with the body.", "Return slowly to the crossed position."],
  "usageInstructions": "Use as a rear-delt accessory: 3-4 sets of 12-20 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [12, 20], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts"], "secondaryMuscles": ["rhomboids", "traps"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "posture"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Arm Cable Rear Delt Fly",
  "shortDescription": "One-arm reverse fly pulling a shoulder-height cable across and back from the opposite side.",
  "description": "Working one arm at a time lets you set the angle that best fits your shoulder and feel the rear delt clearly.",
  "instructions": ["Set a pulley at shoulder height and stand side-on to it.", "Reach across the body to take the handle with the far hand.", "Keeping the arm nearly straight, pull the handle out and back until the arm is in line with the shoulders.", "Pause without rotating the torso.", "Return slowly across the body and switch sides after the set."],
  "usageInstructions": "Use as a rear-delt accessory: 2-4 sets of 12-15 reps per arm.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [12, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts"], "secondaryMuscles": ["rhomboids"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "posture"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Pull-Apart",
  "shortDescription": "Holding a band at shoulder height in front of you and pulling it apart until it touches the chest.",
  "description": "One of the most useful small exercises for posture and shoulder health: cheap, quick and easy to do often.",
  "instructions": ["Hold a light band in front of the chest with straight arms and hands shoulder-width apart.", "Keep the palms down or facing each other.", "Pull the band apart by moving the hands out to the sides until it touches the chest.", "Pause with the shoulder blades drawn back and down.", "Return slowly to the start without letting the band snap back."],
  "usageInstructions": "Use in warm-ups, between sets of pressing or as a finisher: 2-4 sets of 15-25 reps.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [1, 1, 1], "sets": [2, 4], "reps": [15, 25], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts", "rhomboids"], "secondaryMuscles": ["traps"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["warm_up", "posture", "rehab_friendly", "home_friendly", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Overhead Band Pull-Apart",
  "shortDescription": "Band pull-apart started with the arms overhead and finished with the band behind the head.",
  "description": "Pulling the band down and apart from overhead works the rear delts and lower traps in a range that standard pull-aparts miss.",
  "instructions": ["Hold a light band overhead with straight arms and a grip wider than the shoulders.", "Brace so the lower back does not arch.", "Pull the band apart and down behind the head until the hands are level with the ears.", "Pause with the chest tall.", "Return slowly to overhead."],
  "usageInstructions": "Use in warm-ups or as a posture accessory: 2-3 sets of 10-15 reps.",
  "safetyNotes": "Choose a very light band; the arms pass through a fully raised position.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 4,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["mobility", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts", "rhomboids"], "secondaryMuscles": ["lats", "side_delts"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder"], "mobilityRequirements": ["overhead_mobility"], "tags": ["warm_up", "posture"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Prone T-Raise",
  "shortDescription": "Lying face down on the floor and lifting the straight arms out to the sides in a T.",
  "description": "A bodyweight rear-delt and mid-back drill that needs no equipment and suits warm-ups and rehab.",
  "instructions": ["Lie face down with the forehead on a folded towel and arms out to the sides in a T.", "Turn the thumbs up toward the ceiling.", "Lift the arms a few inches off the floor by drawing the shoulder blades back.", "Hold for two seconds without lifting the chest or shrugging.", "Lower the arms slowly to the floor."],
  "usageInstructions": "Use as a warm-up or posture drill: 2-3 sets of 10-15 reps.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [1, 2, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["endurance", "mobility"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts", "rhomboids"], "secondaryMuscles": ["traps"],
  "equipmentRequired": [],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["warm_up", "posture", "rehab_friendly", "home_friendly", "beginner_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Prone W-Raise",
  "shortDescription": "Lying face down with the elbows bent in a W and lifting the arms while turning the hands up.",
  "description": "Bending the elbows and squeezing them toward the pockets works the rear delts, the rotator cuff and the lower traps together.",
  "instructions": ["Lie face down with the elbows bent and tucked near the ribs so the arms form a W.", "Turn the thumbs up and rest the forehead on a towel.", "Lift the elbows and hands off the floor, drawing the shoulder blades back and down.", "Hold for two seconds at the top.", "Lower slowly and relax before the next rep."],
  "usageInstructions": "Use as a warm-up or posture drill: 2-3 sets of 10-15 reps.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [1, 2, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["endurance", "mobility"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts", "rhomboids"], "secondaryMuscles": ["traps"],
  "equipmentRequired": [],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["warm_up", "posture", "rehab_friendly", "home_friendly", "beginner_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Suspension Trainer Rear Delt Fly",
  "shortDescription": "Leaning back on suspension straps and pulling the body up by opening the straight arms out to the sides.",
  "description": "Your bodyweight becomes the load for a reverse fly; walking the feet forward or back sets the difficulty.",
  "instructions": ["Face the anchor holding the handles with straight arms in front at chest height.", "Walk the feet forward and lean back until the straps take your weight, body straight.", "Open the arms out to the sides to pull the chest toward the anchor.", "Stop when the arms form a T and the body is more upright.", "Lower back slowly by bringing the hands together in front."],
  "usageInstructions": "Use as a rear-delt exercise at home or outdoors: 3 sets of 10-15 reps.",
  "safetyNotes": "Check the anchor and straps before leaning back; keep the hips from sagging.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "suspension", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts"], "secondaryMuscles": ["rhomboids", "abs"],
  "equipmentRequired": ["suspension_trainer"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["posture", "home_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cuban Press",
  "shortDescription": "Dumbbell upright row, then a rotation of the forearms up, then a press overhead, all in one rep.",
  "description": "A three-part drill that links the side delts, the rotator cuff and the press, popular as a shoulder-health accessory with light weights.",
  "instructions": ["Stand with light dumbbells in front of the thighs, palms facing you.", "Pull the elbows up and out to shoulder height.", "Keeping the elbows up, rotate the forearms until they point at the ceiling.", "Press the dumbbells overhead.", "Reverse each step slowly to return to the start."],
  "usageInstructions": "Use as a warm-up or shoulder accessory: 2-3 sets of 8-10 slow reps with very light weights.",
  "safetyNotes": "Keep it very light; the rotation with the arm raised is a demanding position for the rotator cuff.",
  "difficultyLevel": 4, "technicalComplexity": 5, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [2, 1, 2], "sets": [2, 3], "reps": [8, 10], "restSeconds": [45, 60],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "mobility"], "movementPattern": ["pull", "push"],
  "primaryMuscles": ["rear_delts", "side_delts"], "secondaryMuscles": ["front_delts", "traps"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility", "shoulder_external_rotation"], "tags": ["warm_up"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
-- Shoulders: rotator cuff (external and internal rotation)
SELECT seed_exercise($json${
  "name": "Side-Lying Dumbbell External Rotation",
  "shortDescription": "Lying on your side and rotating a light dumbbell up with the elbow pinned to the side.",
  "description": "Isolates the muscles that turn the upper arm outward, the infraspinatus and teres minor with the rear delt, in a fully supported position.",
  "instructions": ["Lie on your side with a rolled towel between the top elbow and the ribs.", "Bend the top elbow to 90 degrees with a light dumbbell resting in front of the stomach.", "Rotate the forearm up toward the ceiling, keeping the elbow on the towel.", "Stop when the forearm points up or slightly back, then pause.", "Lower slowly to the stomach and switch sides after the set."],
  "usageInstructions": "Use in warm-ups, rehab or as a shoulder-health accessory: 2-3 sets of 12-20 reps per arm.",
  "difficultyLevel": 1, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [3, 1, 2], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts"], "secondaryMuscles": ["rhomboids"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "rehab_friendly", "warm_up", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable External Rotation",
  "shortDescription": "Standing side-on to an elbow-height cable and rotating the forearm outward, elbow at the side.",
  "description": "The cable gives steady tension for the small rotator muscles, and the load is easy to change in small steps.",
  "instructions": ["Set a handle on a pulley at elbow height and stand side-on with the working arm farther from the stack.", "Bend the elbow to 90 degrees and tuck it against the side, a rolled towel under the arm if you like.", "Rotate the hand outward away from the stomach, keeping the elbow still.", "Stop at the end of comfortable rotation and pause.", "Return slowly to the stomach, then switch sides."],
  "usageInstructions": "Use as a warm-up or shoulder-health accessory: 2-3 sets of 12-15 reps per arm.",
  "difficultyLevel": 1, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 2], "sets": [2, 3], "reps": [12, 15], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts"], "secondaryMuscles": ["rhomboids"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "rehab_friendly", "warm_up", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band External Rotation",
  "shortDescription": "Rotating the forearm outward against a band anchored at elbow height, elbow tucked to the side.",
  "description": "The home version of the cable external rotation, easy to take anywhere for daily shoulder care.",
  "instructions": ["Anchor a light band at elbow height and stand side-on to it.", "Hold the band in the far hand with the elbow bent to 90 degrees and tucked in.", "Rotate the forearm outward, away from the body.", "Pause at the end without letting the elbow drift off the side.", "Return slowly and switch sides after the set."],
  "usageInstructions": "Use daily as a warm-up or rehab drill: 2-3 sets of 15-20 reps per arm.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 2], "sets": [2, 3], "reps": [15, 20], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts"], "secondaryMuscles": ["rhomboids"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "rehab_friendly", "warm_up", "home_friendly", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band 90/90 External Rotation",
  "shortDescription": "External rotation against a band with the upper arm raised to shoulder height and the elbow bent to 90 degrees.",
  "description": "Trains the rotator cuff in the arm-raised position used for throwing and pressing overhead.",
  "instructions": ["Anchor a band at chest height and face it.", "Raise the upper arm out to the side at shoulder height, elbow bent to 90 and forearm pointing forward.", "Rotate the forearm up until it points at the ceiling, keeping the elbow at shoulder height.", "Pause at the top.", "Lower slowly to pointing forward, then switch arms after the set."],
  "usageInstructions": "Use as a warm-up or athlete shoulder drill: 2-3 sets of 10-15 reps per arm.",
  "safetyNotes": "The raised-arm position is demanding; master the elbow-at-side version first.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 2], "sets": [2, 3], "reps": [10, 15], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["endurance", "mobility"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts"], "secondaryMuscles": ["side_delts", "rhomboids"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder"], "mobilityRequirements": ["shoulder_external_rotation"], "tags": ["isolation", "warm_up", "athletic"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Internal Rotation",
  "shortDescription": "Standing side-on to an elbow-height cable and rotating the forearm in across the stomach, elbow at the side.",
  "description": "Trains the subscapularis and the other muscles that turn the arm inward, which balances external rotation work.",
  "instructions": ["Set a handle at elbow height and stand side-on with the working arm nearest the stack.", "Tuck the elbow against the side with the forearm pointing out and slightly away.", "Rotate the hand inward across the stomach, keeping the elbow still.", "Pause briefly near the stomach.", "Return slowly and switch sides after the set."],
  "usageInstructions": "Use as a shoulder-health accessory: 2-3 sets of 12-15 reps per arm.",
  "difficultyLevel": 1, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 2], "sets": [2, 3], "reps": [12, 15], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["chest", "lats"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "rehab_friendly", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Internal Rotation",
  "shortDescription": "Rotating the forearm in across the stomach against a band anchored at elbow height.",
  "description": "A simple, portable way to strengthen the muscles that turn the arm inward.",
  "instructions": ["Anchor a light band at elbow height and stand side-on with the working arm nearest the anchor.", "Hold the band with the elbow bent to 90 degrees and tucked to the side.", "Rotate the forearm inward until the hand reaches the stomach.", "Pause, keeping the shoulder back.", "Return slowly and switch sides after the set."],
  "usageInstructions": "Use in warm-ups or rehab: 2-3 sets of 15-20 reps per arm.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 2], "sets": [2, 3], "reps": [15, 20], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["front_delts"], "secondaryMuscles": ["chest"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "rehab_friendly", "warm_up", "home_friendly", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Isometric Doorway External Rotation",
  "shortDescription": "Pressing the back of the hand outward into a door frame with the elbow at the side, and holding.",
  "description": "Strengthens the rotator cuff without any movement or equipment, a common first step after a shoulder flare-up.",
  "instructions": ["Stand in a doorway with the elbow bent to 90 degrees and tucked to the side.", "Place the back of the hand against the door frame.", "Push the hand outward into the frame at a firm, pain-free effort.", "Hold the push steadily while breathing normally.", "Relax, then repeat and switch sides."],
  "usageInstructions": "Use in rehab or as a daily shoulder drill: 3-5 holds of 20-45 seconds per arm (reps count seconds).",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 30, 0], "sets": [3, 5], "reps": [20, 45], "restSeconds": [15, 30],
  "minExperienceLevel": "beginner", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts"], "secondaryMuscles": [],
  "equipmentRequired": [],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["rehab_friendly", "isolation", "home_friendly", "low_impact", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
-- Shoulders: mobility
SELECT seed_exercise($json${
  "name": "Band Shoulder Dislocate",
  "shortDescription": "Passing a band from in front of the hips, over the head and behind the back with straight arms.",
  "description": "A classic shoulder mobility drill that takes the shoulders through flexion and extension with the band guiding the path.",
  "instructions": ["Hold a light band with a wide grip in front of the hips, arms straight.", "Brace the trunk so the ribs stay down.", "Raise the band overhead and keep going until it is behind the back.", "Reverse the path to bring it back to the front.", "Narrow the grip slowly over weeks as your range improves."],
  "usageInstructions": "Use in warm-ups: 2 sets of 8-12 slow passes.",
  "safetyNotes": "Use a wide enough grip that the elbows stay straight; forcing a narrow grip strains the front of the shoulder.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 4,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 0, 2], "sets": [1, 2], "reps": [8, 12], "restSeconds": [15, 30],
  "minExperienceLevel": "beginner", "category": "mobility", "modality": "resistance_band", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["mobility"], "movementPattern": ["pull"],
  "primaryMuscles": ["front_delts", "rear_delts"], "secondaryMuscles": ["chest"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder"], "mobilityRequirements": ["overhead_mobility"], "tags": ["warm_up", "posture"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Wall Slide",
  "shortDescription": "Standing with the back and forearms against a wall and sliding the arms up and down.",
  "description": "Trains the shoulder blade to rotate up smoothly and the upper back to stay tall while the arms rise.",
  "instructions": ["Stand with the back, head and hips against a wall, feet a step forward.", "Place the backs of the forearms and hands on the wall with the elbows bent to about 90 degrees.", "Slide the arms up the wall as far as you can without the lower back arching off it.", "Pause, then slide them back down until the elbows are just below shoulder height.", "Move slowly and breathe out as the arms rise."],
  "usageInstructions": "Use in warm-ups or as a posture drill: 2-3 sets of 8-12 slow reps.",
  "safetyNotes": "Stay within a pinch-free range.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 4,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 2], "sets": [2, 3], "reps": [8, 12], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "mobility", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["mobility"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts", "side_delts"], "secondaryMuscles": ["rhomboids", "traps"],
  "equipmentRequired": [],
  "joints": ["shoulder", "spine"], "mobilityRequirements": ["overhead_mobility", "thoracic_extension", "shoulder_external_rotation"], "tags": ["warm_up", "posture", "home_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Sleeper Stretch",
  "shortDescription": "Lying on your side and gently pressing the forearm toward the floor to stretch the back of the shoulder.",
  "description": "Targets the back of the shoulder capsule and rear delt, which often tighten in throwers and lifters and limit inward rotation.",
  "instructions": ["Lie on the side you want to stretch with the arm out in front at shoulder height, elbow bent to 90.", "Roll back slightly so you are not lying directly on the point of the shoulder.", "Use the other hand to ease the forearm down toward the floor.", "Stop at a mild stretch in the back of the shoulder and hold while breathing slowly.", "Release and switch sides."],
  "usageInstructions": "Use after training: 2-3 holds of 30-45 seconds per side (reps count seconds).",
  "safetyNotes": "Press gently; a pinch at the front of the shoulder means roll back further or ease off.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 30, 0], "sets": [2, 3], "reps": [30, 45], "restSeconds": [10, 20],
  "minExperienceLevel": "beginner", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["mobility"], "movementPattern": ["rotation"],
  "primaryMuscles": ["rear_delts"], "secondaryMuscles": [],
  "equipmentRequired": [],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["rehab_friendly", "home_friendly", "low_impact", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cross-Body Shoulder Stretch",
  "shortDescription": "Pulling one straight arm across the chest with the other arm to stretch the back of the shoulder.",
  "description": "A quick, familiar stretch for the rear delt and upper back that can be done anywhere.",
  "instructions": ["Stand or sit tall and bring one arm across the chest at shoulder height.", "Hook the other forearm above the elbow of the stretching arm.", "Gently pull the arm closer to the chest, keeping the shoulder down.", "Hold the stretch while breathing slowly.", "Release and switch arms."],
  "usageInstructions": "Use after training or in cool-downs: 2 holds of 20-40 seconds per side (reps count seconds).",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 30, 0], "sets": [1, 2], "reps": [20, 40], "restSeconds": [0, 15],
  "minExperienceLevel": "beginner", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["mobility"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts"], "secondaryMuscles": ["rhomboids"],
  "equipmentRequired": [],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["home_friendly", "low_impact", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Shoulder CARs",
  "shortDescription": "Controlled articular rotations: making the biggest, slowest circle the shoulder can draw with a straight arm.",
  "description": "Working actively at the edges of your range keeps the shoulder moving well and shows where it is stiff.",
  "instructions": ["Stand tall, make a fist with one hand and brace the whole body so only the shoulder moves.", "Raise the straight arm forward and up overhead as far as it goes.", "Turn the palm outward and sweep the arm behind you and down in a large circle.", "Return to the side, then reverse the direction.", "Move slowly, taking about 10 seconds per circle."],
  "usageInstructions": "Use in warm-ups or daily mobility: 1-2 sets of 3-5 circles each direction per arm.",
  "safetyNotes": "Stay within a range that is free of pinching.",
  "difficultyLevel": 2, "technicalComplexity": 3, "mobilityLevel": 4,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [5, 0, 5], "sets": [1, 2], "reps": [3, 5], "restSeconds": [0, 15],
  "minExperienceLevel": "beginner", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["mobility"], "movementPattern": ["rotation"],
  "primaryMuscles": ["front_delts", "rear_delts", "side_delts"], "secondaryMuscles": [],
  "equipmentRequired": [],
  "joints": ["shoulder"], "mobilityRequirements": ["overhead_mobility", "shoulder_external_rotation"], "tags": ["warm_up", "home_friendly", "low_impact"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Prone Swimmer",
  "shortDescription": "Lying face down and sweeping the arms from overhead, around to the lower back and back again.",
  "description": "A bodyweight drill that combines shoulder mobility with upper-back endurance.",
  "instructions": ["Lie face down with the arms overhead, forehead on a towel.", "Lift the arms slightly off the floor.", "Sweep them out to the sides and down toward the hips, turning the palms up as they pass the shoulders.", "Bring the hands to the lower back, then reverse the path to overhead.", "Keep the arms off the floor for the whole set if you can."],
  "usageInstructions": "Use in warm-ups or as a posture drill: 2-3 sets of 6-10 slow reps.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 4,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 0, 2], "sets": [2, 3], "reps": [6, 10], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "mobility", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["mobility", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts", "rhomboids"], "secondaryMuscles": ["side_delts", "lower_back"],
  "equipmentRequired": [],
  "joints": ["shoulder"], "mobilityRequirements": ["overhead_mobility", "shoulder_external_rotation"], "tags": ["warm_up", "posture", "home_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
-- ============================================================
-- Arms: biceps
-- ============================================================
SELECT seed_exercise($json${
  "name": "Barbell Curl",
  "shortDescription": "Curling a straight barbell from the thighs to the shoulders with the palms facing up.",
  "description": "The heaviest standard biceps exercise: both arms lift one bar, so progress is easy to track.\n- Builds the **biceps** and brachialis\n- The straight bar locks the wrists fully turned up",
  "instructions": ["Stand holding a barbell at arm's length with an underhand grip at shoulder width.", "Pin the elbows to the sides and brace the trunk.", "Curl the bar up by bending the elbows until the forearms are close to vertical.", "Squeeze the biceps briefly at the top.", "Lower the bar slowly until the arms are straight again."],
  "usageInstructions": "Use as the main biceps exercise of an arm or pull day: 3-4 sets of 6-12 reps.",
  "safetyNotes": "The straight bar forces the wrists into full supination; switch to an EZ bar if the wrists or elbows complain.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["barbell"],
  "joints": ["elbow", "wrist"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["wrist_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "EZ-Bar Curl",
  "shortDescription": "Biceps curl with an EZ bar held on the angled grips.",
  "description": "The bends in the bar let the wrists sit at a slight angle, which most lifters find easier on the wrists and elbows than a straight bar.",
  "instructions": ["Hold an EZ bar on the inner or outer angled grips with the palms angled up.", "Stand tall with the elbows at the sides.", "Curl the bar toward the shoulders without moving the elbows forward.", "Pause briefly at the top.", "Lower under control to straight arms."],
  "usageInstructions": "Use as the main biceps exercise: 3-4 sets of 8-12 reps.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["ez_bar"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation", "beginner_friendly"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "EZ-Bar Preacher Curl",
  "shortDescription": "Curling an EZ bar with the upper arms resting on an angled preacher pad.",
  "description": "The pad fixes the upper arms, so there is no swinging and the biceps work hardest near the bottom of the curl.",
  "instructions": ["Sit at a preacher bench, or kneel behind an incline bench set as a pad, with the backs of the arms on the pad.", "Hold an EZ bar on the angled grips with the arms nearly straight.", "Curl the bar up until the forearms are just short of vertical.", "Squeeze, then lower slowly to a point just short of full lockout.", "Keep the upper arms and armpits pressed into the pad throughout."],
  "usageInstructions": "Use as a biceps accessory: 3-4 sets of 8-12 reps.",
  "safetyNotes": "Control the bottom of each rep; dropping into a locked elbow under load strains the biceps tendon.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["ez_bar", "adjustable_bench"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Preacher Curl",
  "shortDescription": "One-arm curl with the upper arm resting on a preacher pad or incline bench back.",
  "description": "Working one arm at a time over a pad lets you focus on each biceps and keep an even tempo.",
  "instructions": ["Set an incline bench high and kneel or stand behind it with the back of one upper arm on the pad.", "Hold a dumbbell with the palm up and the arm nearly straight.", "Curl the dumbbell up until the forearm is close to vertical.", "Lower slowly, stopping just short of a locked elbow.", "Finish the set and switch arms."],
  "usageInstructions": "Use as a biceps accessory: 2-4 sets of 8-12 reps per arm.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [3, 0, 1], "sets": [2, 4], "reps": [8, 12], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["dumbbells", "adjustable_bench"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Preacher Curl",
  "shortDescription": "Preacher curl with a bar or handle on a low cable set in front of the pad.",
  "description": "The cable keeps tension at the top of the curl, where a free-weight preacher curl goes easy.",
  "instructions": ["Place a preacher bench or incline bench in front of a low pulley with a straight or EZ bar attached.", "Rest the backs of the upper arms on the pad and take the bar with palms up.", "Curl the bar toward the shoulders.", "Squeeze the biceps at the top.", "Lower slowly until the arms are almost straight."],
  "usageInstructions": "Use as a biceps accessory: 3 sets of 10-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["cable_station", "adjustable_bench"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Biceps Curl",
  "shortDescription": "Curling a dumbbell in each hand, turning the palms up as the weights rise.",
  "description": "The most common curl: each arm works on its own, and the wrist is free to rotate into a comfortable position.",
  "instructions": ["Stand tall with dumbbells at the sides, palms facing in.", "Curl one or both dumbbells up, turning the palms to face up as they pass the thighs.", "Keep the elbows at the sides and stop when the dumbbells are near the shoulders.", "Squeeze briefly at the top.", "Lower slowly, turning the palms back in at the bottom."],
  "usageInstructions": "Use as a main or accessory biceps exercise: 3-4 sets of 8-15 reps, both arms together or alternating.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "beginner_friendly"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Incline Dumbbell Curl",
  "shortDescription": "Curling dumbbells while lying back on an incline bench with the arms hanging behind the body.",
  "description": "With the arms behind the torso, the long head of the biceps starts in a strong stretch, making each rep harder at the bottom.",
  "instructions": ["Set a bench to about 45-60 degrees and lie back with the head on the pad.", "Let the dumbbells hang straight down, palms forward.", "Curl the dumbbells up without letting the elbows move forward.", "Squeeze at the top.", "Lower slowly until the arms are fully straight behind you."],
  "usageInstructions": "Use as a biceps accessory: 3 sets of 8-12 reps with lighter weights than standing curls.",
  "safetyNotes": "The stretched starting position loads the front of the shoulder and the biceps tendons; go light and skip it if the front of the shoulder is sore.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["dumbbells", "adjustable_bench"],
  "joints": ["elbow", "shoulder"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["elbow_issues", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Concentration Curl",
  "shortDescription": "Seated one-arm curl with the back of the upper arm braced against the inner thigh.",
  "description": "Bracing the arm on the leg removes momentum, so you can focus all of your effort on the biceps.",
  "instructions": ["Sit on the end of a bench with the feet wide and a dumbbell in one hand.", "Lean forward and rest the back of the upper arm against the inner thigh.", "Curl the dumbbell toward the shoulder, keeping the upper arm still.", "Squeeze hard at the top for a moment.", "Lower slowly to a straight arm and switch sides after the set."],
  "usageInstructions": "Use as a biceps finisher: 2-3 sets of 10-15 reps per arm.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation", "beginner_friendly", "finisher"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Hammer Curl",
  "shortDescription": "Curling dumbbells with the palms facing each other throughout.",
  "description": "The neutral grip shifts work to the brachialis and the forearm's brachioradialis and is easy on the wrists.\n- Builds arm thickness and forearm size\n- A comfortable curl for many sore elbows when kept light",
  "instructions": ["Stand with dumbbells at the sides, palms facing the thighs.", "Keep the elbows close to the body and the wrists straight.", "Curl the dumbbells up, keeping the thumbs pointing up, until the forearms are near vertical.", "Pause briefly at the top.", "Lower slowly to the sides."],
  "usageInstructions": "Use as a main or accessory arm exercise: 3-4 sets of 8-15 reps.",
  "safetyNotes": "If you have elbow pain, keep the load light and stay in a pain-free range.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps", "forearms"], "secondaryMuscles": ["grip"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cross-Body Hammer Curl",
  "shortDescription": "Hammer curl bringing the dumbbell across the body toward the opposite shoulder.",
  "description": "Curling across the chest changes the line of pull, hitting the brachialis and brachioradialis from a different angle.",
  "instructions": ["Stand with dumbbells at the sides, palms facing in.", "Curl one dumbbell up and across the body toward the opposite chest.", "Keep the thumb up and the wrist straight.", "Lower it slowly back to the side.", "Alternate arms or finish one side first."],
  "usageInstructions": "Use as an arm accessory: 2-3 sets of 10-12 reps per arm.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 0, 1], "sets": [2, 3], "reps": [10, 12], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps", "forearms"], "secondaryMuscles": [],
  "equipmentRequired": ["dumbbells"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Spider Curl",
  "shortDescription": "Curling dumbbells while lying face down on an incline bench with the arms hanging straight down.",
  "description": "Hanging the arms in front of the body makes the biceps hardest to work at the top of the curl, the opposite of the incline curl.",
  "instructions": ["Set a bench to about 45 degrees and lie chest-down with the arms hanging vertically.", "Hold the dumbbells with palms forward.", "Curl the dumbbells up while keeping the upper arms vertical.", "Squeeze hard at the top.", "Lower slowly to straight arms."],
  "usageInstructions": "Use as a biceps accessory: 3 sets of 10-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["dumbbells", "adjustable_bench"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Biceps Curl",
  "shortDescription": "Standing curl with a straight or EZ bar on the low pulley.",
  "description": "The cable keeps the biceps under load from bottom to top, and small weight jumps suit steady progress.",
  "instructions": ["Attach a bar to the low pulley and stand facing the stack.", "Hold the bar with an underhand grip, arms straight and elbows at the sides.", "Curl the bar up toward the chest.", "Pause and squeeze at the top.", "Lower slowly until the arms are straight, keeping tension on the cable."],
  "usageInstructions": "Use as a biceps accessory: 3-4 sets of 10-15 reps.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["cable_station"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation", "beginner_friendly"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Rope Hammer Curl",
  "shortDescription": "Hammer curl with a rope attachment on the low pulley, palms facing each other.",
  "description": "Combines the neutral grip of a hammer curl with constant cable tension, kind to wrists and elbows.",
  "instructions": ["Attach a rope to the low pulley and hold an end in each hand, palms facing each other.", "Stand tall with the elbows by the sides.", "Curl the rope up toward the shoulders, keeping the thumbs up.", "Pause at the top.", "Lower slowly to straight arms."],
  "usageInstructions": "Use as an arm accessory or finisher: 3 sets of 10-15 reps.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps", "forearms"], "secondaryMuscles": ["grip"],
  "equipmentRequired": ["cable_station"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation", "beginner_friendly", "finisher"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Overhead Cable Curl",
  "shortDescription": "Standing between two high pulleys with the arms out to the sides and curling both handles toward the head.",
  "description": "With the upper arms raised, the biceps work in a shortened position, giving a strong squeeze and a different feel from standard curls.",
  "instructions": ["Set both pulleys a little above shoulder height with single handles.", "Stand in the middle and hold a handle in each hand, arms out to the sides at shoulder level, palms up.", "Curl the handles toward the sides of the head, keeping the upper arms still.", "Squeeze the biceps at the end.", "Straighten the arms slowly to return."],
  "usageInstructions": "Use as a biceps finisher: 2-3 sets of 12-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 15], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["side_delts"],
  "equipmentRequired": ["cable_station"],
  "joints": ["elbow", "shoulder"], "mobilityRequirements": [], "tags": ["isolation", "finisher"],
  "contraindications": ["elbow_issues", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Bayesian Cable Curl",
  "shortDescription": "One-arm curl facing away from a low pulley, the working arm trailing behind the body.",
  "description": "Stepping away from the cable pulls the arm behind you, loading the biceps long head in a deep stretch at the start of each rep.",
  "instructions": ["Set a handle on a low pulley and stand facing away from it, handle in one hand.", "Step forward into a split stance until the arm is pulled slightly behind the body.", "Curl the handle forward and up without letting the elbow drift forward much.", "Squeeze at the top.", "Lower slowly back to the stretched position and switch arms after the set."],
  "usageInstructions": "Use as a biceps accessory: 2-3 sets of 10-15 reps per arm.",
  "safetyNotes": "The stretch at the bottom loads the front of the shoulder; keep the weight moderate.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [3, 0, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["cable_station"],
  "joints": ["elbow", "shoulder"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["elbow_issues", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Biceps Curl",
  "shortDescription": "Curling a resistance band anchored under the feet.",
  "description": "Light, joint-friendly biceps work that can be done anywhere, with resistance that rises toward the top.",
  "instructions": ["Stand on the middle of a band and hold an end in each hand, palms forward.", "Keep the elbows at the sides and the body tall.", "Curl the hands toward the shoulders against the band.", "Squeeze at the top for a second.", "Lower slowly, keeping control of the band."],
  "usageInstructions": "Use for home training, rehab or high-rep finishers: 2-4 sets of 15-25 reps.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [15, 25], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "beginner_friendly", "rehab_friendly", "finisher"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Hammer Curl",
  "shortDescription": "Curling a band anchored under the feet with the palms facing each other.",
  "description": "The neutral-grip band curl works the brachialis and forearms gently, a good option for sore elbows and wrists.",
  "instructions": ["Stand on a band with both feet and hold the ends with palms facing in.", "Pin the elbows to the sides.", "Curl the hands up, keeping the thumbs pointing up.", "Hold briefly at the top.", "Lower slowly to the start."],
  "usageInstructions": "Use for home training, rehab or finishers: 2-3 sets of 15-25 reps.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [15, 25], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps", "forearms"], "secondaryMuscles": [],
  "equipmentRequired": ["resistance_band"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "beginner_friendly", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Drag Curl",
  "shortDescription": "Barbell curl where the bar slides up the front of the body as the elbows move back.",
  "description": "Drawing the elbows behind the body keeps the front delts out of it and focuses the biceps on the top half of the curl.",
  "instructions": ["Hold a barbell with an underhand, shoulder-width grip against the thighs.", "Curl the bar by pulling the elbows back so the bar drags up the stomach.", "Stop when the bar reaches the lower chest.", "Squeeze, then lower it back down along the same path.", "Keep the shoulders down and the torso still."],
  "usageInstructions": "Use as a biceps accessory: 3 sets of 8-12 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["forearms", "rear_delts"],
  "equipmentRequired": ["barbell"],
  "joints": ["elbow", "wrist", "shoulder"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["wrist_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Waiter Curl",
  "shortDescription": "Curling a single dumbbell held upright by cupping the top plate with both hands.",
  "description": "Holding the dumbbell like a waiter's tray keeps constant tension on the biceps and needs only one weight.",
  "instructions": ["Hold one dumbbell vertically with both palms cupped under the top plate.", "Stand tall with the elbows at the sides and the arms straight.", "Curl the dumbbell up toward the chest, keeping it upright.", "Squeeze at the top.", "Lower slowly to straight arms."],
  "usageInstructions": "Use as a biceps finisher: 2-3 sets of 10-15 reps.",
  "safetyNotes": "Use a dumbbell with a secure head and keep a firm grip under the plate.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["elbow", "wrist"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "finisher"],
  "contraindications": ["elbow_issues", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Zottman Curl",
  "shortDescription": "Curling dumbbells up with the palms up, turning them palms down at the top and lowering slowly.",
  "description": "One rep trains both the biceps on the way up and the forearm extensors and brachioradialis on the slow way down.",
  "instructions": ["Stand with dumbbells at the sides, palms facing forward.", "Curl the dumbbells up to the shoulders.", "At the top, turn the palms to face down.", "Lower slowly with the palms down, taking about three seconds.", "At the bottom, turn the palms forward again for the next rep."],
  "usageInstructions": "Use as a biceps and forearm accessory: 2-3 sets of 8-12 reps.",
  "safetyNotes": "The palms-down lowering is hard on the outer elbow; use moderate weights.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [3, 1, 1], "sets": [2, 3], "reps": [8, 12], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps", "forearms"], "secondaryMuscles": ["grip"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["elbow", "wrist"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "EZ-Bar 21s",
  "shortDescription": "Curl set of 21 reps: seven bottom-half, seven top-half and seven full curls without a break.",
  "description": "A high-tension biceps finisher that keeps the muscle working for a long set through every part of the range.",
  "instructions": ["Hold an EZ bar on the angled grips at arm's length.", "Do seven half curls from straight arms to the forearms parallel to the floor.", "Without resting, do seven half curls from parallel up to the top.", "Finish with seven full curls through the whole range.", "Use a light enough bar that the last seven are still clean."],
  "usageInstructions": "Use as a biceps finisher: 1-3 sets of 21 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [1, 0, 1], "sets": [1, 3], "reps": [21, 21], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["ez_bar"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation", "finisher"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Plate Curl",
  "shortDescription": "Curling a weight plate held by the rim with both hands.",
  "description": "Pinching the plate adds grip and forearm work to a simple biceps curl, handy when dumbbells are taken.",
  "instructions": ["Hold a plate by the sides at 3 and 9 o'clock, arms straight in front of the thighs.", "Keep the elbows close to the sides.", "Curl the plate up toward the chest.", "Squeeze at the top.", "Lower slowly to straight arms."],
  "usageInstructions": "Use as a biceps and grip accessory: 2-3 sets of 10-15 reps.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["grip", "forearms"],
  "equipmentRequired": ["weight_plate"],
  "joints": ["elbow", "wrist"], "mobilityRequirements": [], "tags": ["isolation", "grip_intensive"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Suspension Trainer Biceps Curl",
  "shortDescription": "Leaning back on suspension straps and curling your bodyweight up toward the handles.",
  "description": "Bodyweight biceps training without a chin-up: the steeper the lean, the harder the curl.",
  "instructions": ["Face the anchor holding the handles with palms up and arms straight.", "Walk the feet forward and lean back, keeping the body in a straight line.", "Curl the handles toward the forehead, bringing the body up with them.", "Keep the elbows pointing at the anchor throughout.", "Lower slowly back to straight arms."],
  "usageInstructions": "Use as a bodyweight biceps exercise: 3 sets of 8-15 reps.",
  "safetyNotes": "Check the anchor before leaning back.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "suspension", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["forearms", "abs"],
  "equipmentRequired": ["suspension_trainer"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Doorway Biceps Curl",
  "shortDescription": "Holding a door frame with one hand and leaning back, then curling the body toward it.",
  "description": "A no-equipment way to train the biceps at home using only a sturdy door frame and your bodyweight.",
  "instructions": ["Stand in an open doorway and hold the frame with one hand at chest height, palm facing you.", "Put the feet close to the frame and lean back until the arm is straight.", "Curl the body toward the frame by bending the elbow.", "Pause when the hand is near the shoulder.", "Lower slowly and switch sides after the set."],
  "usageInstructions": "Use for home biceps training: 2-3 sets of 10-20 reps per arm.",
  "safetyNotes": "Make sure the frame is solid and your grip secure; keep the feet near the frame to reduce the load.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [10, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["forearms", "grip"],
  "equipmentRequired": [],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Towel Isometric Biceps Hold",
  "shortDescription": "Standing on a towel and pulling up on its ends with the elbows bent to 90 degrees, holding the effort.",
  "description": "An isometric curl against an immovable towel: the biceps work hard while the elbow does not move.",
  "instructions": ["Stand on the middle of a sturdy towel and hold an end in each hand.", "Bend the elbows to 90 degrees with the upper arms at the sides.", "Pull up against the towel as if curling, building to a firm effort.", "Hold the pull steadily while breathing normally.", "Relax, rest briefly and repeat."],
  "usageInstructions": "Use in rehab or home training: 3-5 holds of 20-45 seconds (reps count seconds).",
  "safetyNotes": "Build the effort gradually and stay pain-free.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 30, 0], "sets": [3, 5], "reps": [20, 45], "restSeconds": [20, 40],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["pull"],
  "primaryMuscles": ["biceps"], "secondaryMuscles": ["forearms", "grip"],
  "equipmentRequired": [],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["rehab_friendly", "home_friendly", "low_impact", "beginner_friendly", "isolation"],
  "contraindications": []
}$json$);
--> statement-breakpoint
-- Arms: triceps
SELECT seed_exercise($json${
  "name": "Close-Grip Bench Press",
  "shortDescription": "Bench press with the hands about shoulder-width apart and the elbows tucked close to the body.",
  "description": "Narrowing the grip moves more of the press onto the **triceps**, making it the heaviest triceps exercise there is.\n- Builds lockout strength for the bench and overhead press\n- Still works the chest and front delts hard",
  "instructions": ["Lie on a flat bench under a racked bar with the eyes below it.", "Grip the bar with the hands about shoulder-width apart, wrists straight over the forearms.", "Unrack and lower the bar to the lower chest, keeping the elbows close to the sides.", "Press the bar back up to straight arms.", "Rack the bar with control at the end of the set."],
  "usageInstructions": "Use as a main triceps or secondary press: 3-5 sets of 5-10 reps.",
  "safetyNotes": "Use a spotter or safety arms. Do not bring the hands closer than shoulder width; a very narrow grip bends the wrists and strains the elbows.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": true, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 0, 1], "sets": [3, 5], "reps": [5, 10], "restSeconds": [90, 150],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": ["chest", "front_delts"],
  "equipmentRequired": ["barbell", "flat_bench", "squat_rack"],
  "joints": ["elbow", "shoulder", "wrist"], "mobilityRequirements": [], "tags": ["main_lift"],
  "contraindications": ["elbow_issues", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Close-Grip EZ-Bar Press",
  "shortDescription": "Pressing an EZ bar from the chest with a close, angled grip while lying on a flat bench.",
  "description": "The angled grips keep the wrists in a friendlier position than a straight bar while still loading the triceps heavily.",
  "instructions": ["Lie on a flat bench holding an EZ bar on the inner angled grips over the chest.", "Lower the bar to the lower chest with the elbows tucked close to the body.", "Touch lightly without bouncing.", "Press the bar back up until the elbows lock.", "Keep the shoulder blades pulled together on the bench throughout."],
  "usageInstructions": "Use as a triceps builder: 3-4 sets of 8-12 reps.",
  "safetyNotes": "Have a spotter hand you the bar for heavier sets, since there is no rack.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [75, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": ["chest", "front_delts"],
  "equipmentRequired": ["ez_bar", "flat_bench"],
  "joints": ["elbow", "shoulder"], "mobilityRequirements": [], "tags": [],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "JM Press",
  "shortDescription": "A cross between a close-grip bench press and a skull crusher, lowering the bar toward the chin with the elbows forward.",
  "description": "A powerlifting triceps exercise that lets you handle heavy loads while the elbows bend deeply.",
  "instructions": ["Lie on a flat bench under a rack holding a barbell with a grip slightly narrower than shoulder width.", "Start with the bar over the upper chest, arms straight.", "Lower the bar by bending the elbows and letting them drift forward, bringing the bar toward the chin or throat area.", "Stop when the forearms press into the upper arms.", "Press back to the start by straightening the elbows."],
  "usageInstructions": "Use as a heavy triceps accessory: 3-4 sets of 6-10 reps.",
  "safetyNotes": "Learn it with an empty bar and always use a spotter or safety arms set just above the chest, since the bar travels near the neck.",
  "difficultyLevel": 7, "technicalComplexity": 6, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": true, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 10], "restSeconds": [90, 120],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": ["chest"],
  "equipmentRequired": ["barbell", "flat_bench", "squat_rack"],
  "joints": ["elbow", "shoulder", "wrist"], "mobilityRequirements": [], "tags": [],
  "contraindications": ["elbow_issues", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "EZ-Bar Skull Crusher",
  "shortDescription": "Lying on a bench and lowering an EZ bar toward the forehead by bending only the elbows, then extending.",
  "description": "The classic lying triceps extension; the upper arms stay still while the triceps straighten the elbows against the load.",
  "instructions": ["Lie on a flat bench holding an EZ bar on the inner angled grips with arms straight over the shoulders.", "Tilt the arms back slightly so they point toward the top of the head.", "Bend the elbows to lower the bar toward the forehead or just behind the head.", "Extend the elbows to lift the bar back to the start.", "Keep the elbows pointing up and from flaring out."],
  "usageInstructions": "Use as a main triceps accessory: 3-4 sets of 8-12 reps.",
  "safetyNotes": "Lower slowly and have a spotter for heavier loads; the bar passes over the face.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": [],
  "equipmentRequired": ["ez_bar", "flat_bench"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Skull Crusher",
  "shortDescription": "Lying triceps extension with a dumbbell in each hand, palms facing each other.",
  "description": "Dumbbells let each arm work on its own and the neutral grip is kinder to the wrists and elbows than a bar.",
  "instructions": ["Lie on a flat bench holding dumbbells over the shoulders, palms facing each other.", "Keep the upper arms still and bend the elbows to lower the dumbbells beside the head.", "Stop when the forearms pass just below parallel.", "Extend the elbows to bring the dumbbells back up.", "Keep the dumbbells from drifting toward the face."],
  "usageInstructions": "Use as a triceps accessory: 3-4 sets of 10-12 reps.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [10, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": [],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Tate Press",
  "shortDescription": "Lying on a bench and lowering dumbbells to the chest by bending the elbows out to the sides.",
  "description": "The elbows flare out and the dumbbell ends touch the chest, working the triceps from an unusual angle near lockout.",
  "instructions": ["Lie on a flat bench with dumbbells pressed up over the chest, palms facing the feet.", "Bend the elbows out to the sides to lower the inner ends of the dumbbells to the chest.", "Keep the upper arms still.", "Extend the elbows to push the dumbbells back up.", "Use moderate weights and a slow lowering."],
  "usageInstructions": "Use as a triceps accessory: 3 sets of 10-12 reps.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [10, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": [],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Overhead Dumbbell Triceps Extension",
  "shortDescription": "Holding one dumbbell overhead with both hands and lowering it behind the head by bending the elbows.",
  "description": "Raising the arms puts the long head of the triceps on stretch, so this hits the part of the triceps that pushdowns miss.",
  "instructions": ["Sit on an upright bench or stand, holding one dumbbell under the top plate with both hands.", "Press it overhead with the arms straight and the elbows pointing forward.", "Bend the elbows to lower the dumbbell behind the head.", "Go until the forearms are about parallel to the floor or a little lower.", "Straighten the elbows to lift the dumbbell back overhead."],
  "usageInstructions": "Use as a triceps accessory: 3-4 sets of 10-15 reps.",
  "safetyNotes": "The arms stay overhead the whole set; keep the ribs down and the load moderate.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": [],
  "equipmentRequired": ["dumbbells"],
  "joints": ["elbow", "shoulder"], "mobilityRequirements": ["overhead_mobility"], "tags": ["isolation", "home_friendly"],
  "contraindications": ["elbow_issues", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Arm Overhead Dumbbell Triceps Extension",
  "shortDescription": "One-arm overhead extension lowering the dumbbell behind the head.",
  "description": "Working one arm at a time makes it easier to keep the elbow pointing up and to even out strength between sides.",
  "instructions": ["Sit tall holding a dumbbell overhead in one hand, palm facing forward or inward.", "Support the working upper arm with the other hand if you like.", "Bend the elbow to lower the dumbbell behind the head.", "Pause in the stretch.", "Extend the elbow back to straight, then switch arms after the set."],
  "usageInstructions": "Use as a triceps accessory: 2-3 sets of 10-15 reps per arm.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [3, 0, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": [],
  "equipmentRequired": ["dumbbells"],
  "joints": ["elbow", "shoulder"], "mobilityRequirements": ["overhead_mobility"], "tags": ["isolation", "home_friendly"],
  "contraindications": ["elbow_issues", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Seated EZ-Bar Overhead Triceps Extension",
  "shortDescription": "Sitting on an upright bench and lowering an EZ bar behind the head with both hands.",
  "description": "The EZ bar allows heavier overhead triceps work than a single dumbbell, with a comfortable grip.",
  "instructions": ["Sit on an upright bench and press an EZ bar overhead holding the inner angled grips.", "Keep the elbows pointing forward and close together.", "Bend the elbows to lower the bar behind the head.", "Stop when you feel a strong stretch in the triceps.", "Extend the elbows to return the bar overhead."],
  "usageInstructions": "Use as a triceps accessory: 3-4 sets of 8-12 reps.",
  "safetyNotes": "Get the bar overhead safely by pressing it up from the chest rather than swinging it behind the head.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": [],
  "equipmentRequired": ["ez_bar", "adjustable_bench"],
  "joints": ["elbow", "shoulder"], "mobilityRequirements": ["overhead_mobility"], "tags": ["isolation"],
  "contraindications": ["elbow_issues", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Overhead Triceps Extension",
  "shortDescription": "Facing away from a cable and extending a rope from behind the head to straight arms in front.",
  "description": "Keeps the long head of the triceps stretched under steady cable tension, a favourite for triceps size.",
  "instructions": ["Attach a rope at about chest height, hold the ends and turn to face away from the stack.", "Step forward into a split stance with the hands behind the head and elbows pointing forward.", "Extend the elbows to push the rope forward and up until the arms are straight.", "Pause, spreading the rope ends slightly.", "Let the hands return slowly behind the head."],
  "usageInstructions": "Use as a triceps accessory: 3-4 sets of 10-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": [],
  "equipmentRequired": ["cable_station"],
  "joints": ["elbow", "shoulder"], "mobilityRequirements": ["overhead_mobility"], "tags": ["isolation"],
  "contraindications": ["elbow_issues", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Plate Overhead Triceps Extension",
  "shortDescription": "Holding a weight plate overhead by the rim and lowering it behind the head.",
  "description": "A home or crowded-gym substitute for the overhead dumbbell extension using a single plate.",
  "instructions": ["Hold a plate by the rim with both hands and press it overhead.", "Keep the elbows pointing forward and the ribs down.", "Bend the elbows to lower the plate behind the head.", "Pause in the stretch.", "Extend the elbows to raise the plate back overhead."],
  "usageInstructions": "Use as a triceps accessory: 3 sets of 10-15 reps.",
  "safetyNotes": "Keep a firm grip on the rim; the plate passes behind your head.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": ["grip"],
  "equipmentRequired": ["weight_plate"],
  "joints": ["elbow", "shoulder"], "mobilityRequirements": ["overhead_mobility"], "tags": ["isolation"],
  "contraindications": ["elbow_issues", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Rope Pushdown",
  "shortDescription": "Pushing a rope attachment down from a high pulley until the arms are straight, spreading the ends at the bottom.",
  "description": "The most popular triceps exercise: simple to learn, easy on the wrists, and easy to adjust with the pin.",
  "instructions": ["Attach a rope to a high pulley and hold the ends with palms facing each other.", "Stand close to the stack with the elbows pinned at the sides and bent to about 90 degrees.", "Push the rope down until the arms are straight, pulling the ends apart at the bottom.", "Squeeze the triceps for a moment.", "Let the rope rise slowly until the forearms are just above parallel."],
  "usageInstructions": "Use as a main triceps accessory or finisher: 3-4 sets of 10-15 reps.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["cable_station"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation", "beginner_friendly"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Straight-Bar Pushdown",
  "shortDescription": "Pushdown with a short straight bar on a high pulley, palms facing down.",
  "description": "The bar lets both arms push together and usually allows more load than the rope.",
  "instructions": ["Attach a straight bar to a high pulley and take an overhand grip about shoulder width.", "Stand tall with the elbows at the sides.", "Push the bar down until the arms are straight.", "Pause at the bottom.", "Let the bar rise under control until the forearms are just above parallel."],
  "usageInstructions": "Use as a triceps accessory: 3-4 sets of 8-12 reps.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["cable_station"],
  "joints": ["elbow", "wrist"], "mobilityRequirements": [], "tags": ["isolation", "beginner_friendly"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Reverse-Grip Cable Pushdown",
  "shortDescription": "One-arm pushdown with an underhand grip on a single handle.",
  "description": "Turning the palm up changes the feel of the pushdown and makes the elbow easy to keep pinned.",
  "instructions": ["Attach a single handle to a high pulley and hold it with the palm facing up.", "Pin the elbow to the side with the forearm about parallel to the floor.", "Push the handle down until the arm is straight.", "Squeeze at the bottom.", "Let it rise slowly and switch arms after the set."],
  "usageInstructions": "Use as a triceps accessory: 2-3 sets of 12-15 reps per arm.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["cable_station"],
  "joints": ["elbow", "wrist"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Triceps Kickback",
  "shortDescription": "Hinged forward with the upper arm held by the side, straightening the elbow to kick a dumbbell back.",
  "description": "The triceps are hardest to work at full lockout, right where a kickback is heaviest, so light weights go a long way.",
  "instructions": ["Put one knee and hand on a bench, or hinge forward with a flat back, holding a light dumbbell.", "Raise the upper arm so it is parallel to the floor and tucked to the side.", "Straighten the elbow to move the dumbbell back until the arm is straight.", "Squeeze the triceps for a second.", "Lower the forearm slowly back to vertical and switch sides after the set."],
  "usageInstructions": "Use as a triceps finisher: 2-3 sets of 12-20 reps per arm with light weights.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": ["rear_delts"],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["elbow", "shoulder"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "beginner_friendly", "finisher"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Triceps Kickback",
  "shortDescription": "Kickback with a cable from a low pulley, for steady tension through the whole movement.",
  "description": "The cable loads the triceps from the start of the rep, unlike a dumbbell kickback that is slack at the bottom.",
  "instructions": ["Set a low pulley, remove the handle or use a single handle, and hold it in one hand.", "Hinge forward with the upper arm pinned by the side and parallel to the floor.", "Straighten the elbow until the arm is fully extended behind you.", "Hold the squeeze briefly.", "Return slowly and switch arms after the set."],
  "usageInstructions": "Use as a triceps finisher: 2-3 sets of 12-20 reps per arm.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": ["rear_delts"],
  "equipmentRequired": ["cable_station"],
  "joints": ["elbow", "shoulder"], "mobilityRequirements": [], "tags": ["isolation", "finisher"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Triceps Pushdown",
  "shortDescription": "Pushing a band down from a high anchor until the arms are straight.",
  "description": "A light, portable pushdown that gets hardest at lockout, useful at home, on the road or for sore elbows.",
  "instructions": ["Anchor a band high on a door or rack and hold an end in each hand.", "Stand with the elbows bent and pinned to the sides.", "Push the hands down until the arms are straight.", "Hold for a second at the bottom.", "Let the hands rise slowly back to the start."],
  "usageInstructions": "Use for home training, rehab or finishers: 2-4 sets of 15-25 reps.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [15, 25], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "resistance_band", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": [],
  "equipmentRequired": ["resistance_band"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "beginner_friendly", "rehab_friendly", "finisher"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Overhead Triceps Extension",
  "shortDescription": "Standing on a band behind you and extending the arms overhead against it.",
  "description": "A light overhead triceps extension that needs only a band, for home training or warm-ups.",
  "instructions": ["Stand with one foot on the band behind you, holding the other end behind the head with both hands.", "Point the elbows up and keep the ribs down.", "Extend the elbows until the arms are straight overhead.", "Pause at the top.", "Lower the hands slowly behind the head."],
  "usageInstructions": "Use for home triceps training: 2-3 sets of 12-20 reps.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "resistance_band", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": [],
  "equipmentRequired": ["resistance_band"],
  "joints": ["elbow", "shoulder"], "mobilityRequirements": ["overhead_mobility"], "tags": ["isolation", "home_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Triceps Kickback",
  "shortDescription": "Kickback against a band anchored low in front of you or under the foot.",
  "description": "A simple home triceps finisher that is gentle on the elbows.",
  "instructions": ["Anchor a band low, or stand on it, and hold the other end in one hand.", "Hinge forward slightly with the upper arm pinned to the side.", "Straighten the elbow to push the hand back until the arm is straight.", "Hold the squeeze for a second.", "Return slowly and switch arms after the set."],
  "usageInstructions": "Use as a home triceps finisher: 2-3 sets of 15-25 reps per arm.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [15, 25], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "resistance_band", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["endurance", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": [],
  "equipmentRequired": ["resistance_band"],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "beginner_friendly", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Bench Dip",
  "shortDescription": "Lowering and pressing the body with the hands on a bench behind you and the feet on the floor.",
  "description": "A simple bodyweight triceps exercise that needs only a bench or a sturdy chair.",
  "instructions": ["Sit on the edge of a bench with the hands beside the hips, fingers forward.", "Slide the hips off the bench with the knees bent and feet flat.", "Bend the elbows straight back to lower the hips until the upper arms are about parallel to the floor.", "Press back up to straight arms.", "Keep the back close to the bench throughout."],
  "usageInstructions": "Use as a bodyweight triceps exercise: 2-4 sets of 10-20 reps.",
  "safetyNotes": "Do not sink deeper than upper arms parallel to the floor; the deep bottom position strains the front of the shoulder.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [2, 4], "reps": [10, 20], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": ["front_delts", "chest"],
  "equipmentRequired": ["flat_bench"],
  "joints": ["elbow", "shoulder", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["shoulder_impingement", "elbow_issues", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Feet-Elevated Bench Dip",
  "shortDescription": "Bench dip with the heels resting on a second bench or box, straight legs.",
  "description": "Raising the feet puts more bodyweight on the arms, a step up from the standard bench dip.",
  "instructions": ["Set two benches parallel, about a leg length apart.", "Place the hands on one bench behind you and the heels on the other, legs straight.", "Bend the elbows to lower the hips until the upper arms are about parallel to the floor.", "Press back up to straight arms.", "Keep the hips close to the bench and the shoulders down."],
  "usageInstructions": "Use as a bodyweight triceps exercise: 3 sets of 8-15 reps.",
  "safetyNotes": "Stop at upper arms parallel; forcing a deeper dip strains the front of the shoulder.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": ["front_delts", "chest"],
  "equipmentRequired": ["flat_bench", "plyo_box"],
  "joints": ["elbow", "shoulder", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": [],
  "contraindications": ["shoulder_impingement", "elbow_issues", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Diamond Push-Up",
  "shortDescription": "Push-up with the hands together under the chest, thumbs and index fingers forming a diamond.",
  "description": "Bringing the hands together turns the push-up into a strong bodyweight triceps exercise.",
  "instructions": ["Get into a push-up position with the hands together under the chest in a diamond shape.", "Set the body in a straight line from head to heels.", "Lower the chest toward the hands, keeping the elbows close to the sides.", "Press back up until the arms are straight.", "Drop to the knees if the hips start to sag."],
  "usageInstructions": "Use as a bodyweight triceps exercise: 3-4 sets of 6-20 reps.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 20], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": ["chest", "front_delts", "abs"],
  "equipmentRequired": [],
  "joints": ["elbow", "shoulder", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["wrist_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Bodyweight Triceps Extension",
  "shortDescription": "In a plank with the hands on a bench, bending the elbows to lower the forehead below the bench edge, then extending.",
  "description": "A bodyweight skull crusher: the lower the hands are placed, the heavier it gets.",
  "instructions": ["Place the hands on the edge of a bench, shoulder-width apart, and walk the feet back into a plank.", "Keep the body straight from head to heels.", "Bend only the elbows to lower the head below the bench edge.", "Press through the palms to straighten the elbows again.", "Keep the elbows pointing down rather than out."],
  "usageInstructions": "Use as a bodyweight triceps exercise: 3 sets of 8-15 reps.",
  "safetyNotes": "Move slowly at first; the head travels toward the bench edge.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": ["abs"],
  "equipmentRequired": ["flat_bench"],
  "joints": ["elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["isolation"],
  "contraindications": ["elbow_issues", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Suspension Trainer Triceps Extension",
  "shortDescription": "Leaning into suspension straps and bending only the elbows to lower the head between the hands, then extending.",
  "description": "A bodyweight triceps extension where the foot position sets the load; the unstable straps also work the trunk.",
  "instructions": ["Face away from the anchor holding the handles at arm's length in front of the forehead.", "Lean forward into a straight-body plank on the straps.", "Bend the elbows so the head moves forward between the hands.", "Extend the elbows to push the body back to the start.", "Keep the elbows pointing forward throughout."],
  "usageInstructions": "Use as a bodyweight triceps exercise: 3 sets of 8-15 reps.",
  "safetyNotes": "Check the anchor and start with the body fairly upright.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "suspension", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "core"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": ["abs"],
  "equipmentRequired": ["suspension_trainer"],
  "joints": ["elbow", "shoulder"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Isometric Triceps Press-Down",
  "shortDescription": "Pressing the fists down into a table or counter with the elbows bent to 90 degrees, and holding.",
  "description": "An isometric triceps contraction with no movement at the elbow, for rehab, warm-ups or when no equipment is at hand. Pressing through the fists keeps the wrists straight.",
  "instructions": ["Stand facing a table or counter at about waist height.", "Make loose fists and rest them little-finger side down on it, elbows bent to about 90 degrees and tucked to the sides.", "Press the fists down into the surface as if doing a pushdown, building to a firm, pain-free effort.", "Hold the push while breathing normally.", "Relax and repeat."],
  "usageInstructions": "Use in rehab or as a home triceps drill: 3-5 holds of 20-45 seconds (reps count seconds).",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 30, 0], "sets": [3, 5], "reps": [20, 45], "restSeconds": [15, 30],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps"], "secondaryMuscles": [],
  "equipmentRequired": [],
  "joints": ["elbow"], "mobilityRequirements": [], "tags": ["rehab_friendly", "home_friendly", "low_impact", "beginner_friendly", "isolation"],
  "contraindications": []
}$json$);
--> statement-breakpoint
-- Arms: forearms
SELECT seed_exercise($json${
  "name": "Barbell Wrist Curl",
  "shortDescription": "Seated with the forearms on the thighs or a bench, curling a barbell up by bending only the wrists, palms up.",
  "description": "Isolates the wrist flexors on the palm side of the forearm, the muscles that help you close your hand around a bar.",
  "instructions": ["Sit on a bench and rest the forearms on the thighs or the bench with the wrists just past the edge.", "Hold a barbell with an underhand, shoulder-width grip.", "Let the wrists bend back and the bar roll down toward the fingers.", "Curl the bar back into the palms and then bend the wrists up as far as they go.", "Lower slowly and repeat."],
  "usageInstructions": "Use as a forearm accessory at the end of a session: 2-4 sets of 12-20 reps.",
  "safetyNotes": "Use light weights and a smooth tempo; jerking heavy loads strains the wrist.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [12, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["forearms"], "secondaryMuscles": ["grip"],
  "equipmentRequired": ["barbell", "flat_bench"],
  "joints": ["wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["isolation", "finisher"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Wrist Curl",
  "shortDescription": "One-arm wrist curl with the forearm resting on a bench, palm facing up.",
  "description": "A dumbbell lets each wrist work on its own and move through its natural range.",
  "instructions": ["Kneel or sit beside a bench and rest one forearm on it, the hand hanging over the edge.", "Hold a light dumbbell with the palm facing up.", "Let the wrist lower the dumbbell slowly toward the floor.", "Curl the wrist up as high as it goes, keeping the forearm on the bench.", "Finish the set and switch hands."],
  "usageInstructions": "Use as a forearm accessory: 2-3 sets of 12-20 reps per arm.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["forearms"], "secondaryMuscles": ["grip"],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["isolation", "home_friendly", "beginner_friendly"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Reverse Wrist Curl",
  "shortDescription": "Wrist curl with the palms facing down, lifting the back of the hands toward the ceiling.",
  "description": "Trains the wrist extensors on the back of the forearm, which are often much weaker than the flexors.",
  "instructions": ["Sit with the forearms on the thighs or a bench, palms down, the hands past the edge.", "Hold a light barbell with an overhand grip.", "Let the wrists bend down under control.", "Raise the backs of the hands up as far as they go.", "Pause, then lower slowly."],
  "usageInstructions": "Use as a forearm accessory: 2-3 sets of 12-20 reps with light loads.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["forearms"], "secondaryMuscles": [],
  "equipmentRequired": ["barbell", "flat_bench"],
  "joints": ["wrist"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Reverse Wrist Curl",
  "shortDescription": "One-arm wrist extension with a light dumbbell, palm facing down and forearm supported.",
  "description": "A simple way to strengthen the back of the forearm one side at a time.",
  "instructions": ["Rest one forearm on a bench or thigh with the palm down and the hand past the edge.", "Hold a light dumbbell.", "Lower the back of the hand slowly toward the floor.", "Lift the back of the hand toward the ceiling as far as it goes.", "Finish the set and switch sides."],
  "usageInstructions": "Use as a forearm accessory: 2-3 sets of 15-20 reps per arm.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [3, 1, 1], "sets": [2, 3], "reps": [15, 20], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["endurance", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["forearms"], "secondaryMuscles": [],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["wrist"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "beginner_friendly"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Behind-the-Back Barbell Wrist Curl",
  "shortDescription": "Standing with a barbell held behind the body and curling it up with the wrists.",
  "description": "Holding the bar behind you lets you handle heavier wrist curls and keeps the forearms in a natural hanging line.",
  "instructions": ["Stand holding a barbell behind the thighs, palms facing back, hands shoulder-width apart.", "Keep the arms straight and the shoulders relaxed.", "Let the bar roll down to the fingers.", "Curl it back into the palm and flex the wrists up toward the ceiling behind you.", "Lower under control and repeat."],
  "usageInstructions": "Use as a forearm and grip accessory: 3 sets of 10-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["pull"],
  "primaryMuscles": ["forearms", "grip"], "secondaryMuscles": [],
  "equipmentRequired": ["barbell"],
  "joints": ["wrist"], "mobilityRequirements": [], "tags": ["isolation", "grip_intensive"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "EZ-Bar Reverse Curl",
  "shortDescription": "Curling an EZ bar with an overhand, palms-down grip.",
  "description": "Turning the palms down shifts the curl onto the brachioradialis and brachialis, building the top of the forearm.",
  "instructions": ["Hold an EZ bar on the outer angled grips with the palms facing down.", "Stand tall with the elbows at the sides.", "Curl the bar up toward the shoulders, keeping the wrists straight.", "Pause near the top.", "Lower slowly to straight arms."],
  "usageInstructions": "Use as a forearm and arm accessory: 3 sets of 10-15 reps.",
  "safetyNotes": "The palms-down curl loads the outer elbow; use moderate weights.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["forearms", "biceps"], "secondaryMuscles": ["grip"],
  "equipmentRequired": ["ez_bar"],
  "joints": ["elbow", "wrist"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Reverse Curl",
  "shortDescription": "Palms-down curl with a straight bar on the low pulley.",
  "description": "The cable keeps the forearms and brachialis loaded throughout, with easy small weight changes.",
  "instructions": ["Attach a straight bar to the low pulley and hold it with an overhand grip.", "Stand tall with the elbows pinned at the sides.", "Curl the bar up, keeping the wrists in line with the forearms.", "Pause near the top.", "Lower under control until the arms are straight."],
  "usageInstructions": "Use as a forearm accessory: 3 sets of 12-15 reps.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [12, 15], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["forearms", "biceps"], "secondaryMuscles": ["grip"],
  "equipmentRequired": ["cable_station"],
  "joints": ["elbow", "wrist"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Wrist Roller",
  "shortDescription": "Rolling a plate up and down on a rope wound around a handle held at arm's length.",
  "description": "A forearm burner: winding the rope works the flexors and extensors in turn until the plate reaches the top.",
  "instructions": ["Tie a light plate to the rope of a wrist roller handle and hold the handle at shoulder height, arms straight in front.", "Turn the handle one hand at a time to wind the rope and raise the plate.", "Keep winding until the plate touches the handle.", "Unwind slowly to lower the plate back down.", "Reverse the winding direction on the next set."],
  "usageInstructions": "Use as a forearm finisher: 2-3 trips up and down.",
  "safetyNotes": "Keep the shoulders down and lower the arms between sets if they tire.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [2, 3], "reps": [1, 3], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["endurance", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["forearms", "grip"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["weight_plate"],
  "joints": ["wrist", "shoulder"], "mobilityRequirements": [], "tags": ["grip_intensive", "finisher"],
  "contraindications": ["wrist_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Radial Deviation",
  "shortDescription": "Holding a dumbbell loaded at one end, thumb side up, and tilting the hand up toward the thumb.",
  "description": "Strengthens the muscles that tilt the wrist toward the thumb, useful for racket and club sports.",
  "instructions": ["Hold a dumbbell handle at one end, or a hammer, with the weighted end in front and the arm at the side.", "Keep the arm straight and still.", "Tilt the wrist to raise the weighted end up toward the ceiling.", "Pause at the top.", "Lower slowly and switch hands after the set."],
  "usageInstructions": "Use as a forearm accessory: 2-3 sets of 12-15 reps per arm.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 15], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["forearms"], "secondaryMuscles": [],
  "equipmentRequired": ["dumbbells"],
  "joints": ["wrist"], "mobilityRequirements": [], "tags": ["isolation", "athletic"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Forearm Pronation-Supination",
  "shortDescription": "Turning a dumbbell held at one end from palm down to palm up, with the forearm supported.",
  "description": "Trains the muscles that rotate the forearm, which matter for grip sports and for healthy elbows.",
  "instructions": ["Rest a forearm on a bench with the hand past the edge, holding a dumbbell at one end so the other end points up.", "Keep the elbow on the bench.", "Rotate the forearm slowly until the palm faces down.", "Rotate it back through upright until the palm faces up.", "Move slowly and switch arms after the set."],
  "usageInstructions": "Use as a forearm or rehab drill: 2-3 sets of 10-15 reps per arm.",
  "safetyNotes": "Start with a very light load and a short lever by holding closer to the weighted end.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 0, 2], "sets": [2, 3], "reps": [10, 15], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["endurance"], "movementPattern": ["rotation"],
  "primaryMuscles": ["forearms"], "secondaryMuscles": [],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["wrist", "elbow"], "mobilityRequirements": [], "tags": ["isolation", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
-- Arms: grip
SELECT seed_exercise($json${
  "name": "Finger Curl",
  "shortDescription": "Letting a barbell roll down to the fingertips and curling it back into the palm.",
  "description": "Works the finger flexors through their full range to build crushing grip strength.",
  "instructions": ["Sit with the forearms on the thighs, palms up, holding a barbell.", "Open the fingers to let the bar roll down to the fingertips.", "Close the fingers to roll the bar back into the palm.", "Finish by curling the wrists up slightly.", "Repeat with a smooth rhythm."],
  "usageInstructions": "Use as a grip accessory: 2-3 sets of 15-25 reps.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 0, 1], "sets": [2, 3], "reps": [15, 25], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["endurance", "strength"], "movementPattern": ["pull"],
  "primaryMuscles": ["grip", "forearms"], "secondaryMuscles": [],
  "equipmentRequired": ["barbell", "flat_bench"],
  "joints": ["wrist"], "mobilityRequirements": [], "tags": ["grip_intensive", "isolation"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Plate Pinch Hold",
  "shortDescription": "Pinching two smooth plates together between the thumb and fingers and holding them.",
  "description": "Builds the pinch grip, the thumb-against-fingers strength that most pulling exercises never train.",
  "instructions": ["Place two plates together smooth sides out.", "Grip them with the thumb on one side and the fingers on the other.", "Stand up tall with the plates at your side.", "Hold for the set time without letting them slip.", "Set them down under control and switch hands."],
  "usageInstructions": "Use as a grip finisher: 3-4 holds of 15-45 seconds per hand (reps count seconds).",
  "safetyNotes": "Set the plates down rather than dropping them near your feet.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 2, "tempo": [0, 30, 0], "sets": [3, 4], "reps": [15, 45], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["grip"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["weight_plate"],
  "joints": ["wrist"], "mobilityRequirements": [], "tags": ["grip_intensive", "finisher", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Towel Hang",
  "shortDescription": "Hanging from two towels draped over a pull-up bar.",
  "description": "Gripping thick, soft towels is far harder than gripping a bar and builds grip for climbing, grappling and heavy pulling.",
  "instructions": ["Drape two sturdy towels over a pull-up bar, shoulder-width apart.", "Grab a towel in each hand and lift the feet to hang.", "Keep the shoulders slightly engaged rather than fully relaxed.", "Hold for the set time.", "Step down onto a box or the floor with control."],
  "usageInstructions": "Use as a grip exercise: 3-4 hangs of 10-40 seconds (reps count seconds).",
  "safetyNotes": "Check that the towels are sound and placed securely.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [0, 20, 0], "sets": [3, 4], "reps": [10, 40], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["grip", "forearms"], "secondaryMuscles": ["lats"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "wrist"], "mobilityRequirements": ["overhead_mobility"], "tags": ["grip_intensive"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Overhand Hold",
  "shortDescription": "Holding a heavy barbell at arm's length from the rack with a double overhand grip.",
  "description": "A static grip test: no hooks, no straps, just squeezing a heavy bar for time.",
  "instructions": ["Set a barbell in a rack at mid-thigh height and load it heavier than your deadlift grip usually allows.", "Grip it double overhand, shoulder-width apart.", "Stand up a few inches with a flat back so the bar clears the hooks.", "Hold with straight arms and a tall chest for the set time.", "Return the bar to the hooks before the grip fails."],
  "usageInstructions": "Use as a grip exercise after pulling work: 3-4 holds of 10-30 seconds (reps count seconds).",
  "safetyNotes": "Set the safety arms just below the bar so it never has to be lifted from the floor.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [0, 20, 0], "sets": [3, 4], "reps": [10, 30], "restSeconds": [90, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["pull"],
  "primaryMuscles": ["grip", "forearms"], "secondaryMuscles": ["traps"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["wrist", "shoulder", "spine"], "mobilityRequirements": [], "tags": ["grip_intensive"],
  "contraindications": ["lower_back_pain", "neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Head Pinch Hold",
  "shortDescription": "Holding a hexagonal dumbbell by its end with the thumb and fingers.",
  "description": "Pinching the head of a dumbbell trains thumb and finger strength with equipment every gym has.",
  "instructions": ["Stand a hex dumbbell on its end.", "Grip the top head with the thumb on one side and the fingers on the other.", "Lift it and hold it at your side with the arm straight.", "Hold for the set time.", "Set it down with control and switch hands."],
  "usageInstructions": "Use as a grip accessory: 3 holds of 15-30 seconds per hand (reps count seconds).",
  "difficultyLevel": 3, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 2, "tempo": [0, 20, 0], "sets": [3, 4], "reps": [15, 30], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["pull"],
  "primaryMuscles": ["grip"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["wrist"], "mobilityRequirements": [], "tags": ["grip_intensive"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Finger Extension",
  "shortDescription": "Opening the fingers against a small band looped around them.",
  "description": "Trains the muscles that open the hand, balancing all the gripping and easing the strain of heavy grip work.",
  "instructions": ["Loop a small band around the fingers and thumb of one hand, near the tips.", "Start with the fingers and thumb bunched together.", "Spread them apart as far as possible against the band.", "Hold briefly, then let them come back together slowly.", "Finish the set and switch hands."],
  "usageInstructions": "Use as a grip balance drill or warm-up: 2-3 sets of 20-30 reps per hand.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [1, 1, 1], "sets": [2, 3], "reps": [20, 30], "restSeconds": [15, 30],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "resistance_band", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["grip", "forearms"], "secondaryMuscles": [],
  "equipmentRequired": ["resistance_band"],
  "joints": ["wrist"], "mobilityRequirements": [], "tags": ["rehab_friendly", "warm_up", "home_friendly", "beginner_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Bottoms-Up Hold",
  "shortDescription": "Holding a kettlebell upside down by the handle at shoulder height and keeping it balanced.",
  "description": "A static hold that builds crushing grip and forearm control, with the shoulder stabilising the bell.",
  "instructions": ["Grip a light kettlebell by the handle with the bell pointing up.", "Bring the elbow to 90 degrees with the forearm vertical.", "Squeeze the handle hard to keep the bell balanced.", "Hold for the set time while breathing steadily.", "Lower with control and switch hands."],
  "usageInstructions": "Use as a grip and shoulder-stability drill: 3 holds of 15-30 seconds per hand (reps count seconds).",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 2, "tempo": [0, 20, 0], "sets": [3, 4], "reps": [15, 30], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["pull"],
  "primaryMuscles": ["grip", "forearms"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["wrist", "elbow", "shoulder"], "mobilityRequirements": [], "tags": ["grip_intensive", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Towel Wring",
  "shortDescription": "Twisting a rolled towel hard in both directions as if wringing out water.",
  "description": "A no-equipment grip and forearm exercise: both hands twist in opposite directions against each other.",
  "instructions": ["Roll a towel lengthwise and hold it in front of the body with both hands, palms down.", "Twist one hand forward and the other back, as hard as you can.", "Hold the squeeze for a few seconds.", "Reverse the direction of each hand.", "Continue alternating for the set time."],
  "usageInstructions": "Use as a home grip drill: 2-3 sets of 20-40 seconds (reps count seconds).",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [1, 2, 1], "sets": [2, 3], "reps": [20, 40], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["rotation"],
  "primaryMuscles": ["grip", "forearms"], "secondaryMuscles": [],
  "equipmentRequired": [],
  "joints": ["wrist"], "mobilityRequirements": [], "tags": ["grip_intensive", "home_friendly", "beginner_friendly", "low_impact"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
-- Coaching tips
SELECT seed_tip('Barbell Overhead Press', $json${"title": "Squeeze the glutes before every rep", "description": "Tight glutes lock the pelvis so the lower back cannot arch as the bar goes up; think of standing tall rather than leaning back.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Overhead Press', $json${"title": "Get your head through", "description": "As soon as the bar passes your forehead, push your head forward under it so the bar finishes over your mid-foot and shoulders, not in front of them.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Seated Dumbbell Shoulder Press', $json${"title": "Knee kick to the start", "description": "Rest the dumbbells on your thighs and lift one knee at a time to pop each dumbbell up to the shoulder; it saves the shoulders from a clumsy curl-and-twist.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Seated Dumbbell Shoulder Press', $json${"title": "Slight inward arc", "description": "Press up and slightly in so the dumbbells finish close together over the shoulders, without clanging them.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Standing Dumbbell Shoulder Press', $json${"title": "Brace like you are about to be poked", "description": "Before each rep, tighten the stomach as if someone were about to poke it; that brace is what stops the lean-back.", "tipCategory": "breathing", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Arnold Press', $json${"title": "Rotate as you rise, not at the top", "description": "Blend the turn of the palms into the press so the rotation is finished by the time the dumbbells pass the forehead.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Push Press', $json${"title": "Dip straight down", "description": "Keep the torso vertical in the dip, like a short elevator ride, with the weight over the mid-foot; the bar should go straight up off the shoulders.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Push Press', $json${"title": "Breathe at the top", "description": "Take a big breath and brace before the dip, hold it through the drive and exhale once the bar is locked out overhead.", "tipCategory": "breathing", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Half-Kneeling Landmine Shoulder Press', $json${"title": "Reach at the top", "description": "At the end of each press let the shoulder blade glide forward around the ribs; that reach is part of what makes this press good for shoulder health.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Pike Push-Up', $json${"title": "Make a tripod", "description": "Aim the head at a spot a few inches in front of the hands so head and hands form a triangle; it puts the shoulders over the hands.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Pike Push-Up', $json${"title": "Raise the feet to progress", "description": "Once 12 clean reps are easy, put the feet on a low step, then higher, before trying wall handstand push-ups.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Wall Handstand Hold', $json${"title": "Push tall through the shoulders", "description": "Actively push the floor away so the shoulders reach up toward the ears; a passive handstand sinks onto the joints.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Smith Machine Shoulder Press', $json${"title": "Check the bench spot first", "description": "Sit down and unrack an empty bar to check it passes just in front of your nose before loading any plates.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Front Raise', $json${"title": "Think of pushing forward, not up", "description": "Imagine pushing the dumbbells to the wall in front of you; it keeps the arms long and the traps quiet.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Lateral Raise', $json${"title": "Lead with the elbows", "description": "Think about lifting the elbows rather than the hands; the hands just come along for the ride.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Lateral Raise', $json${"title": "Pour the jug only slightly", "description": "A tiny forward tilt of the dumbbells is fine, but do not tip the thumbs far down; turning the arm in too much crowds the shoulder.", "tipCategory": "safety", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Lateral Raise', $json${"title": "Set the handle low and slightly behind", "description": "Start with the hand in front of the hip and the cable running across the body; the side delt is loaded from the very first inch.", "tipCategory": "setup", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Upright Row', $json${"title": "Use a grip at least shoulder width", "description": "A wider grip keeps the elbows from climbing too high and is much kinder to the shoulders than a close grip.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Bent-Over Dumbbell Reverse Fly', $json${"title": "Pinkies lead", "description": "Let the little fingers lead the way out so the arms stay slightly turned in; it keeps the rear delts working rather than the mid-back.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Bent-Over Dumbbell Reverse Fly', $json${"title": "Rest the head on a bench if the back tires", "description": "Resting the forehead on a high incline bench takes strain off the lower back while keeping the same angle.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Chest-Supported Dumbbell Reverse Fly', $json${"title": "Use the pad, not your neck", "description": "Let the chest rest fully on the pad and keep the chin just over the top; craning the neck up adds nothing.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Reverse Fly', $json${"title": "Set pulleys at shoulder height", "description": "Line the pulleys up with the shoulders so the arms move straight out to the sides; too high or too low shifts the work elsewhere.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Band Pull-Apart', $json${"title": "Use them often", "description": "A set of 20 between pressing sets or during a desk break adds up to a lot of useful shoulder work over a week.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Band Pull-Apart', $json${"title": "Keep the ribs down", "description": "Avoid arching the back to bring the band to the chest; move the arms, not the spine.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Side-Lying Dumbbell External Rotation', $json${"title": "Go light and slow", "description": "The rotator cuff muscles are small; a weight of 1 to 5 kilograms with a slow lowering is plenty for most people.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable External Rotation', $json${"title": "Pin a towel under the arm", "description": "Squeezing a rolled towel between elbow and ribs keeps the upper arm still and slightly away from the body, which suits the rotator cuff.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable External Rotation', $json${"title": "Feel the back of the shoulder", "description": "The effort should be felt behind the shoulder and over the shoulder blade, not in the forearm.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Band Shoulder Dislocate', $json${"title": "Start wide, get narrower over weeks", "description": "Begin with the hands near the ends of the band and move them in a little only when the full pass feels easy.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Curl', $json${"title": "Elbows stay by your sides", "description": "Keep the elbows just in front of the ribs; letting them swing forward turns the top of the curl into a front raise.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Curl', $json${"title": "Lower for a count of two", "description": "A controlled lowering adds more muscle-building work than adding weight and swinging.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('EZ-Bar Curl', $json${"title": "Pick the grip that fits", "description": "The inner angled grips emphasise the outer biceps, the outer grips the inner; choose the one your wrists like best.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('EZ-Bar Curl', $json${"title": "Add reps before weight", "description": "Work up to the top of your rep range for every set before adding the smallest weight jump.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Biceps Curl', $json${"title": "Turn the pinky up", "description": "As you finish the curl, turn the little finger slightly up toward the ceiling to fully shorten the biceps.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Biceps Curl', $json${"title": "Alternate for heavier work", "description": "Curling one arm at a time lets you focus on each side and usually allows a little more weight.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Hammer Curl', $json${"title": "Squeeze the handle", "description": "A firm grip brings the forearm muscles into the lift and makes the dumbbell feel steadier.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('EZ-Bar Preacher Curl', $json${"title": "Armpits on the pad", "description": "Push the armpits into the top of the pad so the upper arms cannot lift; the whole curl then comes from the elbows.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('EZ-Bar Preacher Curl', $json${"title": "Own the bottom", "description": "Slow down over the last few inches of the lowering; this is where the biceps work hardest and where control matters most.", "tipCategory": "safety", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Incline Dumbbell Curl', $json${"title": "Let the arms hang straight", "description": "Keep the upper arms pointing at the floor for the whole set; letting them drift forward removes the stretch that makes this exercise worth doing.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Concentration Curl', $json${"title": "Pause and squeeze", "description": "Hold the top of each rep for a full second with a hard squeeze; the braced arm makes this the best curl for feeling the biceps.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Biceps Curl', $json${"title": "Step back a little", "description": "Stand a small step away from the stack so the cable stays under tension even at the bottom of the curl.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Band Biceps Curl', $json${"title": "Change the band tension with your feet", "description": "Stand with the feet wider on the band for more resistance or on one foot for less.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Zottman Curl', $json${"title": "Slow on the way down", "description": "The palms-down lowering is the point of the exercise; take three seconds on it.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Close-Grip Bench Press', $json${"title": "Shoulder-width is close enough", "description": "Place the index fingers around the edge of the knurling, about shoulder width; going narrower adds wrist strain without more triceps work.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Close-Grip Bench Press', $json${"title": "Touch lower on the chest", "description": "With tucked elbows the bar should land a little lower than for a normal bench press, near the bottom of the breastbone.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('EZ-Bar Skull Crusher', $json${"title": "Lower behind the head", "description": "Letting the bar travel to just behind the top of the head, with the arms slightly angled back, keeps tension on the triceps and spares the elbows.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('EZ-Bar Skull Crusher', $json${"title": "Breathe out as you press", "description": "Inhale as the bar lowers and exhale as you extend; keep the back flat on the bench.", "tipCategory": "breathing", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Overhead Dumbbell Triceps Extension', $json${"title": "Keep the elbows narrow", "description": "Point the elbows forward and keep them about head width apart; it keeps the load on the triceps and the shoulders comfortable.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Rope Pushdown', $json${"title": "Split the rope at the bottom", "description": "Pull the rope ends apart at the bottom of each rep so the hands finish beside the thighs; it gives a stronger triceps contraction.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Rope Pushdown', $json${"title": "Lean slightly forward", "description": "A small forward lean from the hips keeps the elbows fixed and the cable in line with the forearms.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Overhead Triceps Extension', $json${"title": "Use a split stance", "description": "Step one foot forward and lean slightly into the cable; the stance keeps you stable as the weight pulls back.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Triceps Kickback', $json${"title": "Raise the upper arm first", "description": "Lift the upper arm until it is parallel to the floor before the first rep; if it hangs down, the kickback has almost no resistance.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Triceps Kickback', $json${"title": "Lighter than you think", "description": "Most people need half the weight they expect; the exercise only works at full lockout.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Bench Dip', $json${"title": "Stay close to the bench", "description": "Keep the back brushing the bench as you lower; drifting forward loads the shoulders instead of the triceps.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Bench Dip', $json${"title": "Bend the knees to make it easier", "description": "Bring the feet closer to the bench with the knees bent to take weight off the arms until you can do 15 clean reps.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Diamond Push-Up', $json${"title": "Elbows brush the ribs", "description": "Keep the elbows close to the sides as you lower; it is what puts the work on the triceps.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Wrist Curl', $json${"title": "Let the bar roll to the fingers", "description": "Opening the hand at the bottom lets the bar roll down and trains the finger flexors along with the wrist.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('EZ-Bar Reverse Curl', $json${"title": "Keep the knuckles up", "description": "Keep the wrists straight so the knuckles point forward and up during the curl; letting them drop makes it harder on the forearm tendons.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Wrist Roller', $json${"title": "Roll both ways", "description": "Roll away from you for the extensors on one set and toward you for the flexors on the next.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Plate Pinch Hold', $json${"title": "Progress with time, then weight", "description": "Add five seconds each session until you can hold for 45 seconds, then move up to heavier plates.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Plate Front Raise', $json${"title": "Grip at quarter to three", "description": "Hold the plate at the sides rather than the top and bottom; it keeps the wrists neutral and the arms an even width apart.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Band External Rotation', $json${"title": "Step away to add tension", "description": "Standing a little farther from the anchor makes the band harder without needing a new band.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Wall Slide', $json${"title": "Breathe out as the arms go up", "description": "A long exhale as the arms slide up helps the ribs stay down and the back stay on the wall.", "tipCategory": "breathing", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Rope Hammer Curl', $json${"title": "Finish with the thumbs by the shoulders", "description": "Bring the rope ends up beside the shoulders with the thumbs pointing at them; the elbows stay still.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Straight-Bar Pushdown', $json${"title": "Grip with the thumbs on top", "description": "A thumbless or thumbs-on-top grip lets you push through the heels of the hands and keeps the forearms from taking over.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Band Triceps Pushdown', $json${"title": "Use two bands for strength", "description": "Loop a second band over the anchor when one band allows more than 25 reps.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Wrist Curl', $json${"title": "Stay in the pain-free range", "description": "Only lower as far as the wrist stretches comfortably; the forearm muscles still grow without forcing the end range.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Towel Hang', $json${"title": "Start with one towel", "description": "Hang from the bar with one hand and a towel in the other before moving to two towels.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Spider Curl', $json${"title": "Match the bench to your height", "description": "Set the incline so the arms hang straight down without touching the bench edge; a 45-degree bench suits most people.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Seated Barbell Shoulder Press', $json${"title": "Set the hooks low enough", "description": "Put the rack hooks where you can unrack with slightly bent arms; pressing the bar off hooks set too high strains the shoulders before the first rep.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Upright Row', $json${"title": "Let the hands follow the elbows", "description": "Dumbbells let the hands drift apart as the elbows rise; allow it, it keeps the shoulders comfortable.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Seated Dumbbell Lateral Raise', $json${"title": "Raise to the sides of the room", "description": "Imagine reaching the dumbbells toward the walls on either side instead of up toward the ceiling.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Band Lateral Raise', $json${"title": "Cross the band for more tension", "description": "Cross the ends of the band in front of the legs so it pulls the hands across the body and loads the start of the raise.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Scaption Raise', $json${"title": "Thumbs up the whole time", "description": "Keeping the thumbs pointing up turns the arm slightly outward and opens space at the top of the shoulder.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Single-Arm Dumbbell Shoulder Press', $json${"title": "Squeeze the empty fist", "description": "Make a tight fist with the free hand; it helps the trunk stay braced so you do not lean away from the weight.", "tipCategory": "breathing", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Standing Landmine Shoulder Press', $json${"title": "Press up and away", "description": "Think of punching the bar up and slightly forward, following its arc, rather than straight up.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Prone T-Raise', $json${"title": "Squeeze, do not heave", "description": "The lift is only a few inches; hold it with the muscles between the shoulder blades rather than swinging the arms higher.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Internal Rotation', $json${"title": "Keep the shoulder back", "description": "Do not let the shoulder roll forward as the hand comes in; only the forearm should travel.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Bayesian Cable Curl', $json${"title": "Walk forward for more stretch", "description": "A bigger step away from the pulley increases the stretch; start small and add range over weeks.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Skull Crusher', $json${"title": "Lower beside the ears", "description": "Let the dumbbells come down beside the head rather than toward the face; it gives more room and a better stretch.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Single-Arm Overhead Dumbbell Triceps Extension', $json${"title": "Support the working elbow", "description": "Hold the working upper arm with the free hand to keep it vertical and stop the elbow from flaring.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('JM Press', $json${"title": "Learn it empty", "description": "Practise with an empty bar until the path, elbows forward toward the chin, feels natural before adding weight.", "tipCategory": "safety", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Finger Curl', $json${"title": "Open the hand fully", "description": "Let the bar roll right to the fingertips before closing the hand; the range is where the finger strength comes from.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
-- Common mistakes
SELECT seed_mistake('Barbell Overhead Press', $json${"title": "Leaning back to finish the press", "description": "The hips drift forward and the lower back arches so the press turns into a standing incline press.", "severity": "high", "mistakeType": "form", "correction": "Lighten the load, squeeze the glutes and brace the stomach so the ribs stay stacked over the pelvis.", "consequences": "Compresses the lumbar spine under load and takes work away from the shoulders.", "coachingCues": ["Ribs down", "Squeeze the glutes", "Stand tall"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Overhead Press', $json${"title": "Pressing the bar forward around the face", "description": "The lifter keeps the head still and pushes the bar out in front to avoid the chin.", "severity": "medium", "mistakeType": "form", "correction": "Move the head back slightly at the start, then forward once the bar passes, so the bar travels in a straight vertical line.", "consequences": "A longer lever on the shoulders, missed reps and strain on the front of the shoulder.", "coachingCues": ["Straight line up", "Head through at the top"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Seated Dumbbell Shoulder Press', $json${"title": "Flaring the elbows straight out to the side", "description": "The upper arms sit in line with the shoulders and the elbows point straight out.", "severity": "medium", "mistakeType": "form", "correction": "Angle the elbows about 30 degrees in front of the body so the upper arms move in line with the shoulder blades.", "consequences": "Pinching at the front of the shoulder and less pressing strength.", "coachingCues": ["Elbows slightly forward", "Forearms vertical"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Seated Dumbbell Shoulder Press', $json${"title": "Cutting the range short", "description": "The dumbbells only travel from forehead height to lockout, so the lower half is skipped.", "severity": "low", "mistakeType": "range_of_motion", "correction": "Lower until the handles reach about ear to chin level on every rep, using a weight you can control there.", "consequences": "Less muscle worked and weaker strength in the bottom of the press.", "coachingCues": ["Down to the ears", "Own the bottom"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Standing Dumbbell Shoulder Press', $json${"title": "Dipping the knees to help the weight up", "description": "The legs bend and drive on the hard reps, turning a strict press into a push press.", "severity": "low", "mistakeType": "form", "correction": "Lock the knees softly and reduce the weight; use the push press on purpose when you want leg drive.", "consequences": "Less shoulder work and an uneven, jerky movement.", "coachingCues": ["Legs still", "Press, do not push"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Arnold Press', $json${"title": "Using your normal press weight", "description": "The lifter picks the same dumbbells as for a standard press and the rotation gets rushed or skipped.", "severity": "medium", "mistakeType": "load", "correction": "Drop the weight by about a fifth and make every rep turn fully and smoothly.", "consequences": "Sloppy rotation under load irritates the shoulder and loses the benefit of the exercise.", "coachingCues": ["Smooth turn", "Lighter and longer"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Push Press', $json${"title": "Dipping too deep or too slow", "description": "The knees bend into a quarter squat and pause, losing the elastic bounce that drives the bar.", "severity": "medium", "mistakeType": "tempo", "correction": "Dip only a few inches and reverse immediately, like a quick spring.", "consequences": "The drive stalls, the press turns into a strict press and the knees take extra strain.", "coachingCues": ["Short and sharp", "Dip, drive"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Push Press', $json${"title": "Letting the chest fall forward in the dip", "description": "The torso tips forward so the bar is driven out in front of the body.", "severity": "high", "mistakeType": "form", "correction": "Keep the elbows slightly forward and the chest tall; think of the knees going forward, not the hips going back.", "consequences": "The bar travels forward, the lower back has to catch it and reps are missed.", "coachingCues": ["Chest tall", "Knees forward"], "injuryRisk": ["lower_back", "shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Half-Kneeling Landmine Shoulder Press', $json${"title": "Twisting the torso to press", "description": "The chest rotates away from the bar to help it up.", "severity": "low", "mistakeType": "form", "correction": "Squeeze the glute of the down leg and keep the chest square; reduce the load if you still twist.", "consequences": "The trunk does the work instead of the shoulder and the lower back may twist under load.", "coachingCues": ["Chest square", "Squeeze the down glute"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Pike Push-Up', $json${"title": "Letting the hips drop", "description": "The hips sink toward a plank so the movement becomes a push-up with the head down.", "severity": "low", "mistakeType": "form", "correction": "Walk the feet closer to the hands and keep the hips high over the shoulders throughout.", "consequences": "The chest takes over and the shoulders get little work.", "coachingCues": ["Hips high", "Upside-down V"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Wall Handstand Hold', $json${"title": "Arching the back against the wall", "description": "The ribs flare and the lower back sags into a banana shape.", "severity": "medium", "mistakeType": "form", "correction": "Tuck the ribs, squeeze the glutes and use the chest-to-wall version to learn a straight line.", "consequences": "Strain on the lower back and a weak handstand line that does not carry over to freestanding.", "coachingCues": ["Ribs in", "Squeeze the legs together"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Smith Machine Shoulder Press', $json${"title": "Bench set too far back", "description": "The bar comes down in front of the face so the shoulders push forward instead of up.", "severity": "medium", "mistakeType": "setup", "correction": "Move the bench so the bar lowers to about chin or upper-chest level with the forearms vertical.", "consequences": "Awkward leverage and extra stress on the front of the shoulder.", "coachingCues": ["Forearms vertical", "Bar in front of the nose"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Front Raise', $json${"title": "Swinging the weight up with the hips", "description": "The torso rocks back to throw the dumbbells up and they drop back down fast.", "severity": "medium", "mistakeType": "tempo", "correction": "Use a lighter weight, stand still and take two seconds to lower each rep.", "consequences": "The front delt does little and the lower back takes the momentum.", "coachingCues": ["Stand still", "Slow down"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Plate Front Raise', $json${"title": "Lifting far above eye level", "description": "The plate is raised overhead and the lower back arches to get it there.", "severity": "low", "mistakeType": "range_of_motion", "correction": "Stop at eye level with the trunk braced.", "consequences": "Extra stress on the shoulders and lower back for no extra front-delt work.", "coachingCues": ["Stop at eye level", "Ribs down"], "injuryRisk": ["shoulders", "lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Lateral Raise', $json${"title": "Shrugging the weight up", "description": "The shoulders rise toward the ears as the arms lift, so the traps do most of the work.", "severity": "medium", "mistakeType": "form", "correction": "Lower the weight, push the shoulders down before each rep and stop at shoulder height.", "consequences": "Less side-delt work, a sore neck and more pinching at the top of the shoulder.", "coachingCues": ["Shoulders away from the ears", "Reach wide"], "injuryRisk": ["neck", "shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Lateral Raise', $json${"title": "Using dumbbells that are too heavy", "description": "The lifter swings heavy dumbbells with the whole body to get them up.", "severity": "medium", "mistakeType": "load", "correction": "Pick a weight you can raise with a two-second lowering and no body swing for 12 or more reps.", "consequences": "The side delts barely work and the swinging strains the lower back and shoulders.", "coachingCues": ["Light and strict", "Control the way down"], "injuryRisk": ["shoulders", "lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Lateral Raise', $json${"title": "Leaning toward the stack", "description": "The torso tilts toward the machine, so the arm raise turns into a side bend.", "severity": "low", "mistakeType": "form", "correction": "Stand tall, or hold the frame with the free hand and keep the trunk still.", "consequences": "The obliques take over and the side delt gets less work.", "coachingCues": ["Stay vertical", "Only the arm moves"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Upright Row', $json${"title": "Pulling the elbows far above the shoulders", "description": "The bar is dragged to the chin with a narrow grip and the elbows point at the ceiling.", "severity": "high", "mistakeType": "range_of_motion", "correction": "Widen the grip and stop when the upper arms are level with the shoulders.", "consequences": "Pinches the rotator cuff tendons under the top of the shoulder, a common cause of shoulder pain.", "coachingCues": ["Elbows to shoulder height", "Wide hands"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Bent-Over Dumbbell Reverse Fly', $json${"title": "Rounding the back during the set", "description": "The hinge slowly turns into a rounded back as the set goes on.", "severity": "high", "mistakeType": "form", "correction": "Push the hips back with soft knees, keep the chest proud and end the set when the position fails.", "consequences": "Strain on the lower back, especially as fatigue builds.", "coachingCues": ["Flat back", "Hips back"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Bent-Over Dumbbell Reverse Fly', $json${"title": "Squeezing the shoulder blades too hard", "description": "The lifter pinches the shoulder blades together on every rep, turning it into a rhomboid exercise.", "severity": "low", "mistakeType": "form", "correction": "Keep the shoulder blades fairly still and let the arms move around them.", "consequences": "The rear delts get less of the work.", "coachingCues": ["Arms move, blades quiet", "Wide, not back"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Chest-Supported Dumbbell Reverse Fly', $json${"title": "Lifting the chest off the pad", "description": "The chest rises off the bench to heave the dumbbells up.", "severity": "low", "mistakeType": "tempo", "correction": "Keep the chest glued to the pad and use lighter dumbbells.", "consequences": "Momentum replaces rear-delt work.", "coachingCues": ["Chest on the pad", "Slow and wide"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Reverse Fly', $json${"title": "Bending the elbows into a row", "description": "The elbows bend more and more until the fly becomes a rowing movement.", "severity": "low", "mistakeType": "form", "correction": "Keep a fixed, slight bend in the elbow and reduce the weight.", "consequences": "The back muscles take over from the rear delts.", "coachingCues": ["Long arms", "Sweep wide"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Band Pull-Apart', $json${"title": "Shrugging as the band stretches", "description": "The shoulders ride up toward the ears at the end of the pull.", "severity": "low", "mistakeType": "form", "correction": "Use a lighter band and press the shoulders down before each rep.", "consequences": "The upper traps take over and the neck tightens.", "coachingCues": ["Long neck", "Shoulders down"], "injuryRisk": ["neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Side-Lying Dumbbell External Rotation', $json${"title": "Letting the elbow lift off the side", "description": "The elbow drifts up so the movement becomes a rear-delt raise.", "severity": "low", "mistakeType": "form", "correction": "Keep a towel pinned between the elbow and the ribs and use a lighter dumbbell.", "consequences": "The rotator cuff does less of the work.", "coachingCues": ["Elbow pinned", "Rotate, do not lift"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable External Rotation', $json${"title": "Twisting the torso to turn the handle", "description": "The whole body rotates away from the stack instead of the forearm.", "severity": "low", "mistakeType": "form", "correction": "Stand side-on and square, and rotate only at the shoulder.", "consequences": "The rotator cuff gets little work.", "coachingCues": ["Hips square", "Only the forearm turns"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Band External Rotation', $json${"title": "Rushing the return", "description": "The band snaps the hand back across the stomach.", "severity": "low", "mistakeType": "tempo", "correction": "Take two seconds on the way back in, resisting the band.", "consequences": "Half the work of the exercise is lost.", "coachingCues": ["Slow back in", "Control the band"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Band Shoulder Dislocate', $json${"title": "Bending the elbows to get the band over", "description": "The elbows bend and the arms squeeze through instead of staying long.", "severity": "medium", "mistakeType": "form", "correction": "Widen the grip until the elbows can stay straight for the whole pass.", "consequences": "Strain on the front of the shoulder and no mobility gain.", "coachingCues": ["Straight arms", "Wider hands"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Wall Slide', $json${"title": "Arching off the wall to get higher", "description": "The lower back lifts off the wall as the arms slide up.", "severity": "low", "mistakeType": "form", "correction": "Stop the arms where the back starts to peel away and breathe out as they rise.", "consequences": "The lower back compensates and the shoulders do not improve.", "coachingCues": ["Back flat on the wall", "Exhale up"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Curl', $json${"title": "Swinging the torso to lift the bar", "description": "The hips drive and the torso leans back to start each rep.", "severity": "medium", "mistakeType": "tempo", "correction": "Take off some weight, stand with the back to a wall if needed and start each rep from a dead hang.", "consequences": "The biceps do less work and the lower back takes the swing.", "coachingCues": ["Stand still", "Curl, do not swing"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Curl', $json${"title": "Bending the wrists back", "description": "The wrists drop back under the bar near the top of the curl.", "severity": "medium", "mistakeType": "form", "correction": "Keep the wrists straight in line with the forearms, or switch to an EZ bar.", "consequences": "Strain on the wrists and forearm tendons.", "coachingCues": ["Straight wrists", "Knuckles to the ceiling"], "injuryRisk": ["wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('EZ-Bar Curl', $json${"title": "Letting the elbows drift forward", "description": "The elbows travel forward as the bar rises, so the front delts lift part of the load.", "severity": "low", "mistakeType": "form", "correction": "Keep the elbows at your sides and stop the curl when the forearms are near vertical.", "consequences": "Less biceps work and a shorter effective range.", "coachingCues": ["Elbows pinned", "Stop short of the shoulders"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Biceps Curl', $json${"title": "Dropping the weight on the way down", "description": "The dumbbell falls back to the thigh with no control.", "severity": "medium", "mistakeType": "tempo", "correction": "Count two seconds on every lowering and stop just before the arm locks hard.", "consequences": "Loses half the muscle work and jerks the elbow at the bottom.", "coachingCues": ["Control the drop", "Two seconds down"], "injuryRisk": ["elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Biceps Curl', $json${"title": "Half reps at the top", "description": "The arm never straightens, so only the top half of the curl is done.", "severity": "low", "mistakeType": "range_of_motion", "correction": "Straighten the arm fully at the bottom of each rep with a lighter weight.", "consequences": "Less biceps growth and a loss of elbow range over time.", "coachingCues": ["Straight arm at the bottom", "Full range"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Hammer Curl', $json${"title": "Curling the wrist at the top", "description": "The wrist bends forward to finish the lift.", "severity": "low", "mistakeType": "form", "correction": "Keep the wrist straight and the thumb pointing up the whole way.", "consequences": "Shifts work to the wrist flexors and can irritate the wrist.", "coachingCues": ["Thumbs up", "Straight wrist"], "injuryRisk": ["wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('EZ-Bar Preacher Curl', $json${"title": "Dropping into a locked elbow", "description": "The bar falls the last few inches and the elbow snaps straight under load.", "severity": "high", "mistakeType": "tempo", "correction": "Lower slowly and stop just short of full lockout on every rep.", "consequences": "High strain on the biceps tendon at the elbow and a risk of tearing it.", "coachingCues": ["Slow at the bottom", "Soft elbows"], "injuryRisk": ["elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('EZ-Bar Preacher Curl', $json${"title": "Lifting the elbows off the pad", "description": "The upper arms rise off the pad at the top to keep the bar moving.", "severity": "low", "mistakeType": "form", "correction": "Keep the backs of the arms pressed into the pad and use a lighter load.", "consequences": "The front delts help and the biceps lose tension.", "coachingCues": ["Arms on the pad", "Elbows still"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Incline Dumbbell Curl', $json${"title": "Setting the bench too low", "description": "The bench is set so far back that the shoulders are forced into an extreme stretch.", "severity": "medium", "mistakeType": "setup", "correction": "Start at 60 degrees and lower it gradually only if your shoulders stay comfortable.", "consequences": "Strain on the front of the shoulder and the biceps tendon.", "coachingCues": ["Start upright", "Comfortable stretch only"], "injuryRisk": ["shoulders", "elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Concentration Curl', $json${"title": "Using the thigh to push the arm", "description": "The leg moves and pushes the arm to help the dumbbell up.", "severity": "low", "mistakeType": "form", "correction": "Keep the leg still as a brace and lift with the arm alone.", "consequences": "The biceps get less work.", "coachingCues": ["Leg is a wall", "Arm does the work"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Biceps Curl', $json${"title": "Leaning back to finish", "description": "The torso leans back on each rep to bring the bar to the chest.", "severity": "low", "mistakeType": "form", "correction": "Stand tall with a slight forward lean and lower the weight.", "consequences": "Less biceps work and strain on the lower back.", "coachingCues": ["Tall and still", "Only the forearms move"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Rope Hammer Curl', $json${"title": "Letting the stack pull the arms forward", "description": "At the bottom the elbows drift forward with the cable.", "severity": "low", "mistakeType": "form", "correction": "Reset the elbows at the sides before each rep and reduce the load.", "consequences": "Less tension on the arms and a shorter range.", "coachingCues": ["Elbows back", "Stand tall"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Band Biceps Curl', $json${"title": "Letting the band snap the arms down", "description": "The hands shoot back down as soon as the curl is done.", "severity": "low", "mistakeType": "tempo", "correction": "Lower slowly against the band's pull for two seconds.", "consequences": "Half the work is lost and the elbows jolt at the bottom.", "coachingCues": ["Slow down", "Fight the band"], "injuryRisk": ["elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Zottman Curl', $json${"title": "Turning the palms during the lowering", "description": "The lifter rotates the hands halfway down instead of at the top.", "severity": "low", "mistakeType": "form", "correction": "Finish the rotation at the top, then lower the whole way with the palms down.", "consequences": "The forearms miss their share of the work.", "coachingCues": ["Turn at the top", "Palms down, slow down"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Spider Curl', $json${"title": "Letting the arms swing back", "description": "The upper arms drift back under the bench to help lift the weight.", "severity": "low", "mistakeType": "form", "correction": "Keep the upper arms vertical and use a lighter load.", "consequences": "Momentum replaces the top-range tension that makes this curl useful.", "coachingCues": ["Arms straight down", "Squeeze at the top"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Close-Grip Bench Press', $json${"title": "Gripping too narrow", "description": "The hands are placed almost together in the middle of the bar.", "severity": "high", "mistakeType": "setup", "correction": "Move the hands out to about shoulder width so the forearms are vertical at the bottom.", "consequences": "Bent wrists and high strain on the elbows and wrists.", "coachingCues": ["Forearms vertical", "Shoulder-width hands"], "injuryRisk": ["wrists", "elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Close-Grip Bench Press', $json${"title": "Flaring the elbows out", "description": "The elbows drift out to the sides as the bar comes down.", "severity": "medium", "mistakeType": "form", "correction": "Keep the elbows close to the body, about 30 degrees from the torso.", "consequences": "Turns it into a regular bench press and stresses the shoulders.", "coachingCues": ["Elbows tucked", "Brush the ribs"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('EZ-Bar Skull Crusher', $json${"title": "Flaring the elbows", "description": "The elbows spread wide as the bar lowers.", "severity": "medium", "mistakeType": "form", "correction": "Keep the elbows pointing up at shoulder width and use a lighter bar.", "consequences": "Strain on the elbows and less triceps work.", "coachingCues": ["Elbows in", "Point them at the ceiling"], "injuryRisk": ["elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('EZ-Bar Skull Crusher', $json${"title": "Turning it into a press", "description": "The upper arms move forward and back so the lift becomes a close-grip press.", "severity": "low", "mistakeType": "form", "correction": "Keep the upper arms fixed and bend only at the elbow.", "consequences": "The chest and shoulders take over.", "coachingCues": ["Upper arms still", "Bend at the elbow only"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Overhead Dumbbell Triceps Extension', $json${"title": "Arching the lower back", "description": "The ribs flare and the back arches to get the dumbbell overhead.", "severity": "medium", "mistakeType": "form", "correction": "Sit on an upright bench with the back supported and brace the stomach.", "consequences": "Strain on the lower back and the shoulders.", "coachingCues": ["Ribs down", "Back on the pad"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Overhead Dumbbell Triceps Extension', $json${"title": "Elbows flaring wide", "description": "The elbows spread out to the sides as the weight lowers.", "severity": "low", "mistakeType": "form", "correction": "Keep the elbows pointing forward and use a lighter dumbbell.", "consequences": "Less stretch on the triceps and more strain on the shoulders.", "coachingCues": ["Elbows forward", "Narrow elbows"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Rope Pushdown', $json${"title": "Elbows moving forward and back", "description": "The elbows rise on the way up and drive down on the way down, adding the shoulders and lats.", "severity": "medium", "mistakeType": "form", "correction": "Pin the elbows to the sides and let only the forearms move; reduce the weight.", "consequences": "Less triceps work and a movement that turns into a pullover.", "coachingCues": ["Elbows glued", "Only the forearms move"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Rope Pushdown', $json${"title": "Letting the stack yank the hands up", "description": "The hands fly up past the chest between reps.", "severity": "low", "mistakeType": "tempo", "correction": "Stop when the forearms are just above parallel and control the return.", "consequences": "Lost tension and a jolt to the elbows.", "coachingCues": ["Control the return", "Stop at parallel"], "injuryRisk": ["elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Straight-Bar Pushdown', $json${"title": "Leaning over the bar", "description": "The lifter leans far over the bar and pushes down with bodyweight.", "severity": "low", "mistakeType": "form", "correction": "Stand tall with only a slight lean and a weight you can move with the arms alone.", "consequences": "Bodyweight replaces triceps work.", "coachingCues": ["Stand tall", "Arms only"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Overhead Triceps Extension', $json${"title": "Letting the elbows drop", "description": "The elbows sink toward shoulder height as the set goes on.", "severity": "low", "mistakeType": "form", "correction": "Keep the upper arms beside the head, elbows pointing forward.", "consequences": "Less stretch on the long head of the triceps.", "coachingCues": ["Elbows high", "Arms by the ears"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Triceps Kickback', $json${"title": "Swinging the dumbbell", "description": "The upper arm swings back and forth, throwing the weight up.", "severity": "low", "mistakeType": "tempo", "correction": "Fix the upper arm against the side and pause at lockout for a second.", "consequences": "Momentum replaces triceps work.", "coachingCues": ["Upper arm still", "Pause at the top"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Bench Dip', $json${"title": "Dipping too deep", "description": "The hips sink until the shoulders roll forward and the upper arms point up.", "severity": "high", "mistakeType": "range_of_motion", "correction": "Stop when the upper arms are parallel to the floor.", "consequences": "Strain on the front of the shoulder joint.", "coachingCues": ["Upper arms parallel", "Chest up"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Bench Dip', $json${"title": "Shrugging at the bottom", "description": "The shoulders rise toward the ears as the body lowers.", "severity": "medium", "mistakeType": "form", "correction": "Push the shoulders down away from the ears before each rep.", "consequences": "Compresses the shoulder and shifts work away from the triceps.", "coachingCues": ["Long neck", "Shoulders down"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Diamond Push-Up', $json${"title": "Sagging hips", "description": "The hips drop and the lower back arches near the end of the set.", "severity": "medium", "mistakeType": "form", "correction": "Squeeze the glutes and the stomach, or switch to the knees when the plank line fails.", "consequences": "Lower-back strain and less triceps work.", "coachingCues": ["Straight plank", "Squeeze the glutes"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Diamond Push-Up', $json${"title": "Hands too far forward", "description": "The hands sit under the face instead of under the chest.", "severity": "low", "mistakeType": "setup", "correction": "Place the hands under the lower chest so the forearms are close to vertical at the bottom.", "consequences": "More strain on the wrists and shoulders.", "coachingCues": ["Hands under the chest", "Wrists under elbows"], "injuryRisk": ["wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Band Triceps Pushdown', $json${"title": "Anchor set too low", "description": "The band is anchored near chest height, so there is no tension at the top.", "severity": "low", "mistakeType": "setup", "correction": "Anchor the band high on a door or rack so it is taut when the elbows are bent.", "consequences": "The triceps only work at the very bottom.", "coachingCues": ["Anchor high", "Taut from the start"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Wrist Curl', $json${"title": "Lifting the forearms off the support", "description": "The forearms rise off the thighs to swing the bar up.", "severity": "low", "mistakeType": "form", "correction": "Keep the forearms flat on the support and use a lighter bar.", "consequences": "The forearms get less work and the elbows take strain.", "coachingCues": ["Forearms down", "Only the wrists move"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Wrist Curl', $json${"title": "Bouncing at the bottom", "description": "The wrist drops fast into full extension and bounces back.", "severity": "medium", "mistakeType": "tempo", "correction": "Lower slowly into a comfortable stretch and pause before lifting.", "consequences": "Strain on the wrist joint and the forearm tendons.", "coachingCues": ["Slow stretch", "Pause, then curl"], "injuryRisk": ["wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('EZ-Bar Reverse Curl', $json${"title": "Going too heavy", "description": "The lifter uses their normal curl weight and the wrists bend under the bar.", "severity": "medium", "mistakeType": "load", "correction": "Use about half to two-thirds of your normal curl weight with straight wrists.", "consequences": "Strain on the outer elbow and the wrist extensors.", "coachingCues": ["Straight wrists", "Lighter than a curl"], "injuryRisk": ["elbows", "wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Wrist Roller', $json${"title": "Letting the arms drop", "description": "The arms sink to the waist so the shoulders rest and the rope unwinds loosely.", "severity": "low", "mistakeType": "form", "correction": "Keep the arms straight at about shoulder height, or rest them on a rack bar.", "consequences": "Less forearm work per trip and an uneven roll.", "coachingCues": ["Arms up", "Small turns"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Plate Pinch Hold', $json${"title": "Gripping with the palm", "description": "The plates rest against the palm instead of being pinched by the thumb and fingers.", "severity": "low", "mistakeType": "form", "correction": "Hold the plates out from the palm so only the thumb and fingers touch them.", "consequences": "Pinch strength, the goal of the exercise, is not trained.", "coachingCues": ["Fingers and thumb only", "Squeeze the pinch"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Towel Hang', $json${"title": "Hanging fully relaxed", "description": "The shoulders shrug up to the ears and the body hangs passively.", "severity": "medium", "mistakeType": "form", "correction": "Pull the shoulders slightly down and back to keep the joint supported.", "consequences": "Strain on the shoulder joint, especially with longer hangs.", "coachingCues": ["Shoulders engaged", "Active hang"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Seated Barbell Shoulder Press', $json${"title": "Arching off the backrest", "description": "The lower back lifts away from the pad so the press becomes an incline press.", "severity": "medium", "mistakeType": "form", "correction": "Keep the hips and upper back touching the pad and the ribs down; reduce the load.", "consequences": "Strain on the lower back and less shoulder work.", "coachingCues": ["Back on the pad", "Ribs down"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Upright Row', $json${"title": "Pulling to the chin", "description": "The dumbbells are pulled right up to the chin with the elbows above the shoulders.", "severity": "medium", "mistakeType": "range_of_motion", "correction": "Stop with the elbows level with the shoulders.", "consequences": "Pinching at the top of the shoulder.", "coachingCues": ["Elbows to shoulder height", "Stop there"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Seated Dumbbell Lateral Raise', $json${"title": "Swinging the torso", "description": "The body rocks on the bench to start each rep.", "severity": "low", "mistakeType": "tempo", "correction": "Sit tall and still and use a lighter pair of dumbbells.", "consequences": "The side delts lose their share of the work.", "coachingCues": ["Sit still", "Only the arms move"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Scaption Raise', $json${"title": "Raising straight out to the side", "description": "The arms travel directly sideways instead of slightly forward.", "severity": "low", "mistakeType": "form", "correction": "Angle the arms about 30 degrees forward, in line with the shoulder blades.", "consequences": "Less comfortable shoulder position and the exercise loses its rehab value.", "coachingCues": ["Make a V", "Thumbs up"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Front Raise', $json${"title": "Letting the stack touch between reps", "description": "The weight settles on the stack at the bottom of each rep.", "severity": "low", "mistakeType": "tempo", "correction": "Stop each rep just before the plates touch to keep the front delt loaded.", "consequences": "The front delt rests between reps and gets less work.", "coachingCues": ["Keep it hovering", "Constant tension"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Single-Arm Dumbbell Shoulder Press', $json${"title": "Leaning away from the dumbbell", "description": "The torso side-bends away from the working arm to get the weight up.", "severity": "medium", "mistakeType": "form", "correction": "Keep the hips level and the ribs stacked; use a lighter dumbbell.", "consequences": "Side-bending under load strains the lower back and lowers shoulder work.", "coachingCues": ["Stay vertical", "Hips level"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Elevated Pike Push-Up', $json${"title": "Hips drifting behind the hands", "description": "The hips fall back so the body is no longer stacked over the shoulders.", "severity": "low", "mistakeType": "form", "correction": "Walk the hands closer to the box until the hips are over the shoulders.", "consequences": "Less shoulder loading and more chest work.", "coachingCues": ["Hips over shoulders", "Head to the tripod point"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Band 90/90 External Rotation', $json${"title": "Letting the elbow drop below the shoulder", "description": "The upper arm sags so the rotation happens with the arm half-raised.", "severity": "low", "mistakeType": "form", "correction": "Keep the elbow level with the shoulder or rest it on a pad.", "consequences": "The rotator cuff is not trained in the raised position the exercise targets.", "coachingCues": ["Elbow high", "Rotate around it"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Preacher Curl', $json${"title": "Dropping into the bottom", "description": "The dumbbell falls into a straight arm at the end of each rep.", "severity": "high", "mistakeType": "tempo", "correction": "Slow down over the last third of the lowering and stop just short of lockout.", "consequences": "Risk of straining or tearing the biceps tendon.", "coachingCues": ["Slow at the bottom", "Stop short of lockout"], "injuryRisk": ["elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Skull Crusher', $json${"title": "Lowering too fast", "description": "The dumbbells drop quickly toward the head.", "severity": "high", "mistakeType": "tempo", "correction": "Take three seconds to lower and use a weight you can stop at any point.", "consequences": "Risk of hitting the head and strain on the elbows.", "coachingCues": ["Three seconds down", "In control"], "injuryRisk": ["elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Triceps Kickback', $json${"title": "Letting the upper arm drop", "description": "The upper arm falls toward the floor, shortening the movement.", "severity": "low", "mistakeType": "form", "correction": "Keep the upper arm parallel to the floor and pinned to the side.", "consequences": "Less triceps work at lockout.", "coachingCues": ["Arm parallel", "Kick back, not down"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('JM Press', $json${"title": "Letting the bar drift toward the neck", "description": "The bar comes down over the throat with no control.", "severity": "critical", "mistakeType": "form", "correction": "Use a spotter or pins, lower slowly toward the chin and keep the forearms in control of the bar.", "consequences": "A bar dropped onto the throat can cause serious injury.", "coachingCues": ["Toward the chin", "Slow and controlled"], "injuryRisk": ["neck", "elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Reverse Wrist Curl', $json${"title": "Using too much weight", "description": "Heavy loads make the wrists bend and jerk the bar up.", "severity": "medium", "mistakeType": "load", "correction": "Use a light bar or even an empty bar and move slowly.", "consequences": "Strain on the wrist extensor tendons at the outer elbow.", "coachingCues": ["Light and slow", "Smooth reps"], "injuryRisk": ["wrists", "elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Overhand Hold', $json${"title": "Letting the back round", "description": "The upper back rounds and the shoulders drop forward under the heavy bar.", "severity": "medium", "mistakeType": "form", "correction": "Stand tall with the chest up and shoulders back; lower the load if you cannot keep it.", "consequences": "Strain on the upper and lower back.", "coachingCues": ["Chest tall", "Shoulders back"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
-- Variations
SELECT seed_variation('Barbell Overhead Press', 'Seated Barbell Shoulder Press', $json${"name": "Overhead press: standing to seated", "variationType": "stance_change", "equipment": ["adjustable_bench"], "oneToTwo": "Sit down with back support to take the legs and lower back out and press the shoulders in isolation.", "twoToOne": "Stand up to make the trunk and hips stabilise the bar, a fuller-body press."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Overhead Press', 'Push Press', $json${"name": "Overhead press: strict to push press", "variationType": "progression", "equipment": [], "oneToTwo": "Add a short knee dip and drive to move heavier loads and train power.", "twoToOne": "Remove the leg drive to make the shoulders and triceps do all of the work."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Overhead Press', 'Standing Dumbbell Shoulder Press', $json${"name": "Overhead press: barbell to dumbbells", "variationType": "equipment_swap", "equipment": ["dumbbells"], "oneToTwo": "Swap the bar for dumbbells so each arm works alone and the hands can find their own path.", "twoToOne": "Move to the barbell to load both arms together more heavily."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Overhead Press', 'Z Press', $json${"name": "Overhead press: standing to floor-seated", "variationType": "progression", "equipment": [], "oneToTwo": "Sit on the floor without support to expose any lean-back and demand more trunk strength.", "twoToOne": "Stand up to use the legs and hips as a base and press more weight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Seated Barbell Shoulder Press', 'Behind-the-Neck Press', $json${"name": "Seated press: front to behind the neck", "variationType": "progression", "equipment": [], "oneToTwo": "Start the bar behind the head to shift work to the side delts; needs excellent shoulder mobility.", "twoToOne": "Bring the bar in front of the head for a safer, more comfortable press."}$json$);
--> statement-breakpoint
SELECT seed_variation('Seated Barbell Shoulder Press', 'Smith Machine Shoulder Press', $json${"name": "Seated press: free bar to Smith machine", "variationType": "equipment_swap", "equipment": ["smith_machine"], "oneToTwo": "Use the Smith machine to fix the bar path and rack it anywhere without a spotter.", "twoToOne": "Use a free bar to train balance and stabilising muscles."}$json$);
--> statement-breakpoint
SELECT seed_variation('Seated Dumbbell Shoulder Press', 'Standing Dumbbell Shoulder Press', $json${"name": "Dumbbell press: seated to standing", "variationType": "stance_change", "equipment": [], "oneToTwo": "Stand up to train the trunk along with the shoulders.", "twoToOne": "Sit down with back support to isolate the shoulders and press heavier."}$json$);
--> statement-breakpoint
SELECT seed_variation('Seated Dumbbell Shoulder Press', 'Arnold Press', $json${"name": "Dumbbell press: add the Arnold rotation", "variationType": "grip_change", "equipment": [], "oneToTwo": "Add the palm rotation to start with the elbows in front and work the front delts through a longer path.", "twoToOne": "Drop the rotation for a simpler press that allows more weight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Seated Dumbbell Shoulder Press', 'Neutral-Grip Dumbbell Shoulder Press', $json${"name": "Dumbbell press: palms forward to palms in", "variationType": "grip_change", "equipment": [], "oneToTwo": "Turn the palms to face each other so the elbows travel in front, often more comfortable for the shoulders.", "twoToOne": "Turn the palms forward to bring the side delts in more."}$json$);
--> statement-breakpoint
SELECT seed_variation('Standing Dumbbell Shoulder Press', 'Single-Arm Dumbbell Shoulder Press', $json${"name": "Dumbbell press: two arms to one", "variationType": "unilateral", "equipment": [], "oneToTwo": "Press one arm at a time to challenge the trunk against side-bending and find imbalances.", "twoToOne": "Press with both arms for more total work in less time."}$json$);
--> statement-breakpoint
SELECT seed_variation('Standing Dumbbell Shoulder Press', 'Dumbbell Push Press', $json${"name": "Dumbbell press: strict to push press", "variationType": "progression", "equipment": [], "oneToTwo": "Add leg drive to move heavier dumbbells and train power.", "twoToOne": "Remove the leg drive to isolate the shoulders."}$json$);
--> statement-breakpoint
SELECT seed_variation('Single-Arm Dumbbell Shoulder Press', 'Single-Arm Kettlebell Overhead Press', $json${"name": "One-arm press: dumbbell to kettlebell", "variationType": "equipment_swap", "equipment": ["kettlebell"], "oneToTwo": "Use a kettlebell so the weight rests on the forearm and the press starts from a tucked rack position.", "twoToOne": "Use a dumbbell for a balanced load centred in the hand."}$json$);
--> statement-breakpoint
SELECT seed_variation('Single-Arm Kettlebell Overhead Press', 'Bottoms-Up Kettlebell Press', $json${"name": "Kettlebell press: bell down to bottoms up", "variationType": "progression", "equipment": [], "oneToTwo": "Flip the bell upside down to demand a hard grip and perfect wrist and elbow stacking.", "twoToOne": "Turn the bell the right way up to press heavier with less balance demand."}$json$);
--> statement-breakpoint
SELECT seed_variation('Half-Kneeling Landmine Shoulder Press', 'Standing Landmine Shoulder Press', $json${"name": "Landmine press: kneeling to standing", "variationType": "stance_change", "equipment": [], "oneToTwo": "Stand up in a staggered stance so the legs can help and you can handle more load.", "twoToOne": "Kneel to lock the hips and make the shoulder and trunk work strictly."}$json$);
--> statement-breakpoint
SELECT seed_variation('Half-Kneeling Landmine Shoulder Press', 'Seated Dumbbell Shoulder Press', $json${"name": "Shoulder press: landmine arc to vertical", "variationType": "progression", "equipment": ["dumbbells", "adjustable_bench"], "oneToTwo": "Move to a vertical overhead press once the shoulder tolerates pressing above head height.", "twoToOne": "Drop back to the landmine's lower, angled path when overhead pressing bothers the shoulder."}$json$);
--> statement-breakpoint
SELECT seed_variation('Band Overhead Press', 'Standing Dumbbell Shoulder Press', $json${"name": "Overhead press: band to dumbbells", "variationType": "progression", "equipment": ["dumbbells"], "oneToTwo": "Move to dumbbells for heavier, more even loading through the whole press.", "twoToOne": "Use a band for a lighter, joint-friendly press that can be done anywhere."}$json$);
--> statement-breakpoint
SELECT seed_variation('Pike Push-Up', 'Elevated Pike Push-Up', $json${"name": "Pike push-up: floor to feet elevated", "variationType": "progression", "equipment": ["plyo_box"], "oneToTwo": "Put the feet on a box to shift more bodyweight onto the shoulders.", "twoToOne": "Keep the feet on the floor to reduce the load."}$json$);
--> statement-breakpoint
SELECT seed_variation('Elevated Pike Push-Up', 'Wall Handstand Push-Up', $json${"name": "Vertical pressing: elevated pike to handstand", "variationType": "progression", "equipment": [], "oneToTwo": "Go fully upside down against a wall to press your whole bodyweight.", "twoToOne": "Keep the feet on a box so part of the bodyweight stays on the legs."}$json$);
--> statement-breakpoint
SELECT seed_variation('Wall Handstand Hold', 'Freestanding Handstand Hold', $json${"name": "Handstand: wall to freestanding", "variationType": "progression", "equipment": [], "oneToTwo": "Leave the wall to train true balance on the hands.", "twoToOne": "Use the wall for support to build holding time and confidence."}$json$);
--> statement-breakpoint
SELECT seed_variation('Wall Walk', 'Wall Handstand Hold', $json${"name": "Handstand: wall walk to wall hold", "variationType": "progression", "equipment": [], "oneToTwo": "Stay at the top of the wall walk and hold to build endurance upside down.", "twoToOne": "Walk up and down instead to build strength and comfort in getting into position."}$json$);
--> statement-breakpoint
SELECT seed_variation('Pike Push-Up', 'Wall Walk', $json${"name": "Upside-down work: pike push-up to wall walk", "variationType": "progression", "equipment": [], "oneToTwo": "Move to wall walks to get comfortable with more bodyweight over the hands.", "twoToOne": "Use pike push-ups to build pressing strength with the feet on the floor."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Front Raise', 'Plate Front Raise', $json${"name": "Front raise: dumbbells to plate", "variationType": "equipment_swap", "equipment": ["weight_plate"], "oneToTwo": "Hold one plate with both hands for a fixed grip and extra hand work.", "twoToOne": "Use dumbbells so each arm lifts on its own."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Front Raise', 'Cable Front Raise', $json${"name": "Front raise: dumbbell to cable", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Use a cable to keep tension at the bottom of the raise.", "twoToOne": "Use dumbbells for a simpler set-up that works anywhere."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Front Raise', 'Barbell Front Raise', $json${"name": "Front raise: dumbbells to barbell", "variationType": "equipment_swap", "equipment": ["barbell"], "oneToTwo": "Lift one bar with both hands to load the front delts a little more.", "twoToOne": "Use dumbbells to let each arm move freely."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Front Raise', 'Band Front Raise', $json${"name": "Front raise: dumbbells to band", "variationType": "regression", "equipment": ["resistance_band"], "oneToTwo": "Use a band for a lighter raise that suits warm-ups and home training.", "twoToOne": "Use dumbbells to add load evenly through the whole raise."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Front Raise', 'Dumbbell Scaption Raise', $json${"name": "Raise: front raise to scaption", "variationType": "angle_change", "equipment": [], "oneToTwo": "Move the arms into a V with thumbs up and stop below shoulder height, a more shoulder-friendly path.", "twoToOne": "Raise straight in front to shoulder height to focus on the front delts."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Lateral Raise', 'Seated Dumbbell Lateral Raise', $json${"name": "Lateral raise: standing to seated", "variationType": "stance_change", "equipment": ["flat_bench"], "oneToTwo": "Sit down to remove leg drive and make the raise stricter.", "twoToOne": "Stand up for a more natural, quicker-to-set-up raise."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Lateral Raise', 'Cable Lateral Raise', $json${"name": "Lateral raise: dumbbell to cable", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Use a low cable to load the side delt from the very bottom of the raise.", "twoToOne": "Use dumbbells for a simple raise that can be done anywhere."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Lateral Raise', 'Leaning Dumbbell Lateral Raise', $json${"name": "Lateral raise: upright to leaning away", "variationType": "angle_change", "equipment": [], "oneToTwo": "Lean away from a post to make the bottom of the raise harder.", "twoToOne": "Stand upright for the classic two-arm raise."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Lateral Raise', 'Side-Lying Dumbbell Lateral Raise', $json${"name": "Lateral raise: standing to side-lying", "variationType": "angle_change", "equipment": ["adjustable_bench"], "oneToTwo": "Lie on an incline bench to load the start of the raise and remove momentum.", "twoToOne": "Stand up to load the top of the raise with both arms together."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Lateral Raise', 'Band Lateral Raise', $json${"name": "Lateral raise: dumbbells to band", "variationType": "regression", "equipment": ["resistance_band"], "oneToTwo": "Use a band for a lighter, portable raise.", "twoToOne": "Use dumbbells for heavier, more measurable loading."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Lateral Raise', 'Lu Raise', $json${"name": "Lateral raise: to shoulder height to overhead", "variationType": "progression", "equipment": ["weight_plate"], "oneToTwo": "Continue the raise overhead with light plates to train the full arc of the shoulder.", "twoToOne": "Stop at shoulder height to focus on the side delts and stay out of the overhead range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Cable Lateral Raise', 'Cable Y-Raise', $json${"name": "Cable raise: one-arm lateral to two-arm Y", "variationType": "angle_change", "equipment": [], "oneToTwo": "Cross both cables and raise into a Y to bring in the lower traps.", "twoToOne": "Work one arm straight out to the side to focus on the side delt."}$json$);
--> statement-breakpoint
SELECT seed_variation('Incline Dumbbell Y-Raise', 'Cable Y-Raise', $json${"name": "Y-raise: chest-supported dumbbells to cables", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Stand between cables for constant tension through the Y.", "twoToOne": "Lie on an incline bench for a fully supported, strict Y-raise."}$json$);
--> statement-breakpoint
SELECT seed_variation('Isometric Wall Shoulder Abduction', 'Band Lateral Raise', $json${"name": "Side delts: isometric to moving", "variationType": "progression", "equipment": ["resistance_band"], "oneToTwo": "Move from a static hold to a full raise against a light band.", "twoToOne": "Hold still against a wall when moving the arm is still painful."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Upright Row', 'EZ-Bar Upright Row', $json${"name": "Upright row: straight bar to EZ bar", "variationType": "equipment_swap", "equipment": ["ez_bar"], "oneToTwo": "Use the EZ bar's angled grips to ease the wrists.", "twoToOne": "Use a straight bar for a wider, even grip."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Upright Row', 'Dumbbell Upright Row', $json${"name": "Upright row: barbell to dumbbells", "variationType": "equipment_swap", "equipment": ["dumbbells"], "oneToTwo": "Use dumbbells so the hands travel freely, kinder to wrists and shoulders.", "twoToOne": "Use a barbell to load both arms together more heavily."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Upright Row', 'Cable Upright Row', $json${"name": "Upright row: barbell to cable", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Use a low cable for constant tension and fine weight changes.", "twoToOne": "Use a barbell for a simple, heavier set-up."}$json$);
--> statement-breakpoint
SELECT seed_variation('Bent-Over Dumbbell Reverse Fly', 'Chest-Supported Dumbbell Reverse Fly', $json${"name": "Reverse fly: bent over to chest supported", "variationType": "angle_change", "equipment": ["adjustable_bench"], "oneToTwo": "Lie on an incline bench to remove lower-back strain and momentum.", "twoToOne": "Stand and hinge when no bench is available, keeping the back flat."}$json$);
--> statement-breakpoint
SELECT seed_variation('Bent-Over Dumbbell Reverse Fly', 'Seated Bent-Over Dumbbell Reverse Fly', $json${"name": "Reverse fly: standing to seated", "variationType": "stance_change", "equipment": ["flat_bench"], "oneToTwo": "Sit on a bench edge with the chest over the thighs to make the position easier to hold.", "twoToOne": "Stand and hinge for a version that needs no bench."}$json$);
--> statement-breakpoint
SELECT seed_variation('Chest-Supported Dumbbell Reverse Fly', 'Cable Reverse Fly', $json${"name": "Reverse fly: dumbbells to cables", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Use crossed cables for tension through the whole arc.", "twoToOne": "Use dumbbells on a bench for a fully supported, simple set-up."}$json$);
--> statement-breakpoint
SELECT seed_variation('Cable Reverse Fly', 'Single-Arm Cable Rear Delt Fly', $json${"name": "Cable reverse fly: two arms to one", "variationType": "unilateral", "equipment": [], "oneToTwo": "Work one arm at a time to find the best angle and focus on each side.", "twoToOne": "Use both arms together to save time."}$json$);
--> statement-breakpoint
SELECT seed_variation('Chest-Supported Dumbbell Reverse Fly', 'Side-Lying Dumbbell Rear Delt Raise', $json${"name": "Rear delt: face down to side-lying", "variationType": "unilateral", "equipment": ["flat_bench"], "oneToTwo": "Lie on your side and work one arm to load the start of the movement.", "twoToOne": "Lie face down to work both arms together."}$json$);
--> statement-breakpoint
SELECT seed_variation('Band Pull-Apart', 'Cable Reverse Fly', $json${"name": "Rear delts: band to cable", "variationType": "progression", "equipment": ["cable_station"], "oneToTwo": "Move to cables for heavier, measurable loading.", "twoToOne": "Use a band for light, frequent work anywhere."}$json$);
--> statement-breakpoint
SELECT seed_variation('Band Pull-Apart', 'Overhead Band Pull-Apart', $json${"name": "Pull-apart: chest height to overhead", "variationType": "angle_change", "equipment": [], "oneToTwo": "Start from overhead to train the lower traps and rear delts in a raised position.", "twoToOne": "Pull apart at chest height for a simpler, shoulder-friendly version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Prone T-Raise', 'Chest-Supported Dumbbell Reverse Fly', $json${"name": "Rear delts: bodyweight T to dumbbell fly", "variationType": "progression", "equipment": ["dumbbells", "adjustable_bench"], "oneToTwo": "Add dumbbells on an incline bench once bodyweight raises are easy.", "twoToOne": "Lie on the floor without weights to learn the movement."}$json$);
--> statement-breakpoint
SELECT seed_variation('Prone T-Raise', 'Prone W-Raise', $json${"name": "Prone raise: T to W", "variationType": "angle_change", "equipment": [], "oneToTwo": "Bend the elbows into a W to bring in the rotator cuff and lower traps.", "twoToOne": "Straighten the arms into a T to load the rear delts with a longer lever."}$json$);
--> statement-breakpoint
SELECT seed_variation('Prone W-Raise', 'Prone Swimmer', $json${"name": "Prone drill: W-raise to swimmer", "variationType": "progression", "equipment": [], "oneToTwo": "Add the full sweep from overhead to the back for mobility and endurance.", "twoToOne": "Hold a W to keep the range small and the shoulders comfortable."}$json$);
--> statement-breakpoint
SELECT seed_variation('Band Pull-Apart', 'Suspension Trainer Rear Delt Fly', $json${"name": "Rear delts: band to suspension straps", "variationType": "progression", "equipment": ["suspension_trainer"], "oneToTwo": "Use your bodyweight on straps for a heavier reverse fly.", "twoToOne": "Use a band for an easier version you can do often."}$json$);
--> statement-breakpoint
SELECT seed_variation('Side-Lying Dumbbell External Rotation', 'Cable External Rotation', $json${"name": "External rotation: dumbbell to cable", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Stand at a cable for steady tension through the whole rotation.", "twoToOne": "Lie on your side with a dumbbell for a supported version at home."}$json$);
--> statement-breakpoint
SELECT seed_variation('Cable External Rotation', 'Band External Rotation', $json${"name": "External rotation: cable to band", "variationType": "equipment_swap", "equipment": ["resistance_band"], "oneToTwo": "Use a band to do the same drill anywhere.", "twoToOne": "Use a cable for consistent load and small weight jumps."}$json$);
--> statement-breakpoint
SELECT seed_variation('Band External Rotation', 'Band 90/90 External Rotation', $json${"name": "External rotation: arm down to arm raised", "variationType": "progression", "equipment": [], "oneToTwo": "Raise the upper arm to shoulder height to train the cuff in a throwing position.", "twoToOne": "Keep the elbow at the side for the safest starting position."}$json$);
--> statement-breakpoint
SELECT seed_variation('Isometric Doorway External Rotation', 'Band External Rotation', $json${"name": "External rotation: isometric to moving", "variationType": "progression", "equipment": ["resistance_band"], "oneToTwo": "Add movement against a light band once holds are pain-free.", "twoToOne": "Hold still against a door frame when any movement is painful."}$json$);
--> statement-breakpoint
SELECT seed_variation('Cable Internal Rotation', 'Band Internal Rotation', $json${"name": "Internal rotation: cable to band", "variationType": "equipment_swap", "equipment": ["resistance_band"], "oneToTwo": "Use a band to train internal rotation at home.", "twoToOne": "Use a cable for even, measurable resistance."}$json$);
--> statement-breakpoint
SELECT seed_variation('Cable External Rotation', 'Cable Internal Rotation', $json${"name": "Cable rotation: external to internal", "variationType": "angle_change", "equipment": [], "oneToTwo": "Turn around to work the opposite rotation and balance the rotator cuff.", "twoToOne": "Turn around to work the outward rotators."}$json$);
--> statement-breakpoint
SELECT seed_variation('Wall Slide', 'Band Shoulder Dislocate', $json${"name": "Shoulder mobility: wall slide to dislocate", "variationType": "progression", "equipment": ["resistance_band"], "oneToTwo": "Move to band pass-throughs for a larger range once wall slides are easy.", "twoToOne": "Use wall slides for a controlled, supported range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Arm Circles', 'Shoulder CARs', $json${"name": "Shoulder warm-up: arm circles to CARs", "variationType": "progression", "equipment": [], "oneToTwo": "Slow the circles right down and use the full range for active mobility.", "twoToOne": "Use quick arm circles for a simple warm-up."}$json$);
--> statement-breakpoint
SELECT seed_variation('Sleeper Stretch', 'Cross-Body Shoulder Stretch', $json${"name": "Posterior shoulder stretch: lying to standing", "variationType": "stance_change", "equipment": [], "oneToTwo": "Stand and pull the arm across the body for a stretch you can do anywhere.", "twoToOne": "Lie on your side to stretch inward rotation more specifically."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Curl', 'EZ-Bar Curl', $json${"name": "Curl: straight bar to EZ bar", "variationType": "equipment_swap", "equipment": ["ez_bar"], "oneToTwo": "Use an EZ bar to let the wrists sit at a slight angle, easier on wrists and elbows.", "twoToOne": "Use a straight bar for full supination and slightly more biceps work."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Curl', 'Dumbbell Biceps Curl', $json${"name": "Curl: barbell to dumbbells", "variationType": "equipment_swap", "equipment": ["dumbbells"], "oneToTwo": "Use dumbbells so each arm works alone and the wrist can rotate freely.", "twoToOne": "Use a barbell to load both arms together more heavily."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Curl', 'Barbell Drag Curl', $json${"name": "Barbell curl: standard to drag", "variationType": "angle_change", "equipment": [], "oneToTwo": "Drag the bar up the body with the elbows moving back to focus on the top half.", "twoToOne": "Curl with the elbows fixed at the sides for a full-range curl."}$json$);
--> statement-breakpoint
SELECT seed_variation('EZ-Bar Curl', 'EZ-Bar Preacher Curl', $json${"name": "EZ curl: standing to preacher", "variationType": "angle_change", "equipment": ["adjustable_bench"], "oneToTwo": "Rest the arms on a preacher pad to stop any swinging and load the bottom of the curl.", "twoToOne": "Stand to curl more weight with a natural arm position."}$json$);
--> statement-breakpoint
SELECT seed_variation('EZ-Bar Curl', 'EZ-Bar 21s', $json${"name": "EZ curl: straight sets to 21s", "variationType": "progression", "equipment": [], "oneToTwo": "Split the set into partial and full ranges for a long, high-tension finisher.", "twoToOne": "Go back to straight sets for heavier, simpler work."}$json$);
--> statement-breakpoint
SELECT seed_variation('EZ-Bar Preacher Curl', 'Dumbbell Preacher Curl', $json${"name": "Preacher curl: EZ bar to one dumbbell", "variationType": "unilateral", "equipment": ["dumbbells"], "oneToTwo": "Work one arm at a time to focus on each biceps.", "twoToOne": "Use an EZ bar to train both arms together."}$json$);
--> statement-breakpoint
SELECT seed_variation('EZ-Bar Preacher Curl', 'Cable Preacher Curl', $json${"name": "Preacher curl: EZ bar to cable", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Use a cable to keep tension at the top of the curl.", "twoToOne": "Use an EZ bar for heavier loading in the stretched range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Biceps Curl', 'Incline Dumbbell Curl', $json${"name": "Dumbbell curl: standing to incline", "variationType": "angle_change", "equipment": ["adjustable_bench"], "oneToTwo": "Lie back on an incline to start each curl from a stretch.", "twoToOne": "Stand to curl more weight in a neutral arm position."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Biceps Curl', 'Dumbbell Spider Curl', $json${"name": "Dumbbell curl: standing to spider", "variationType": "angle_change", "equipment": ["adjustable_bench"], "oneToTwo": "Lie face down on an incline to make the top of the curl hardest.", "twoToOne": "Stand for a balanced curl through the whole range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Incline Dumbbell Curl', 'Bayesian Cable Curl', $json${"name": "Stretched curl: incline dumbbell to Bayesian cable", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Use a cable behind you for a stretched curl with tension at the top as well.", "twoToOne": "Use dumbbells on an incline bench to do both arms at once."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Biceps Curl', 'Dumbbell Concentration Curl', $json${"name": "Dumbbell curl: standing to concentration", "variationType": "unilateral", "equipment": ["flat_bench"], "oneToTwo": "Brace the arm on the thigh to remove momentum and focus on one biceps.", "twoToOne": "Stand and curl both arms for more total work."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Biceps Curl', 'Dumbbell Hammer Curl', $json${"name": "Dumbbell curl: supinated to hammer", "variationType": "grip_change", "equipment": [], "oneToTwo": "Keep the palms facing in to work the brachialis and forearms more and spare the wrists.", "twoToOne": "Turn the palms up to put more of the work on the biceps."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Hammer Curl', 'Cross-Body Hammer Curl', $json${"name": "Hammer curl: straight to cross-body", "variationType": "angle_change", "equipment": [], "oneToTwo": "Curl across the body to change the line of pull on the brachialis.", "twoToOne": "Curl straight up for the classic hammer curl."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Hammer Curl', 'Cable Rope Hammer Curl', $json${"name": "Hammer curl: dumbbells to rope", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Use a rope on a low cable for constant tension.", "twoToOne": "Use dumbbells for a simple set-up that works anywhere."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Hammer Curl', 'Band Hammer Curl', $json${"name": "Hammer curl: dumbbells to band", "variationType": "regression", "equipment": ["resistance_band"], "oneToTwo": "Use a band for a lighter, joint-friendly version.", "twoToOne": "Use dumbbells for heavier, even loading."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Biceps Curl', 'Band Biceps Curl', $json${"name": "Biceps curl: dumbbells to band", "variationType": "regression", "equipment": ["resistance_band"], "oneToTwo": "Use a band for a lighter curl that is easy on the elbows.", "twoToOne": "Use dumbbells for heavier, more measurable loading."}$json$);
--> statement-breakpoint
SELECT seed_variation('Cable Biceps Curl', 'Overhead Cable Curl', $json${"name": "Cable curl: low pulley to high pulleys", "variationType": "angle_change", "equipment": [], "oneToTwo": "Raise the arms to shoulder height to curl in a shortened position.", "twoToOne": "Curl from a low pulley with the arms at the sides."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Biceps Curl', 'Zottman Curl', $json${"name": "Dumbbell curl: add a palms-down lowering", "variationType": "progression", "equipment": [], "oneToTwo": "Turn the palms down at the top and lower slowly to work the forearms too.", "twoToOne": "Keep the palms up throughout to focus on the biceps."}$json$);
--> statement-breakpoint
SELECT seed_variation('Towel Isometric Biceps Hold', 'Doorway Biceps Curl', $json${"name": "Bodyweight biceps: isometric to moving", "variationType": "progression", "equipment": [], "oneToTwo": "Add movement by curling your bodyweight toward a door frame.", "twoToOne": "Hold still against a towel when moving the elbow is painful."}$json$);
--> statement-breakpoint
SELECT seed_variation('Doorway Biceps Curl', 'Suspension Trainer Biceps Curl', $json${"name": "Bodyweight curl: door frame to straps", "variationType": "progression", "equipment": ["suspension_trainer"], "oneToTwo": "Use suspension straps to curl with both arms and a steeper lean.", "twoToOne": "Use a door frame for an easy, one-arm version at home."}$json$);
--> statement-breakpoint
SELECT seed_variation('Close-Grip Bench Press', 'Close-Grip EZ-Bar Press', $json${"name": "Close-grip press: barbell to EZ bar", "variationType": "equipment_swap", "equipment": ["ez_bar"], "oneToTwo": "Use an EZ bar's angled grips to ease the wrists.", "twoToOne": "Use a barbell in a rack for heavier, safer loading."}$json$);
--> statement-breakpoint
SELECT seed_variation('Close-Grip Bench Press', 'JM Press', $json${"name": "Close-grip press to JM press", "variationType": "progression", "equipment": [], "oneToTwo": "Let the elbows drift forward and lower toward the chin to bias the triceps even more.", "twoToOne": "Keep a standard close-grip bench path for a simpler, heavier press."}$json$);
--> statement-breakpoint
SELECT seed_variation('EZ-Bar Skull Crusher', 'Dumbbell Skull Crusher', $json${"name": "Skull crusher: EZ bar to dumbbells", "variationType": "equipment_swap", "equipment": ["dumbbells"], "oneToTwo": "Use dumbbells with palms facing in to let each arm work alone and spare the wrists.", "twoToOne": "Use an EZ bar to load both arms together more heavily."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Skull Crusher', 'Tate Press', $json${"name": "Lying extension: skull crusher to Tate press", "variationType": "angle_change", "equipment": [], "oneToTwo": "Flare the elbows and lower the dumbbells to the chest to load the triceps near lockout.", "twoToOne": "Keep the elbows pointing up for the classic lying extension."}$json$);
--> statement-breakpoint
SELECT seed_variation('EZ-Bar Skull Crusher', 'Seated EZ-Bar Overhead Triceps Extension', $json${"name": "EZ extension: lying to overhead", "variationType": "angle_change", "equipment": ["adjustable_bench"], "oneToTwo": "Sit up and extend overhead to stretch the long head of the triceps more.", "twoToOne": "Lie down for a supported extension that is easier on the shoulders."}$json$);
--> statement-breakpoint
SELECT seed_variation('Overhead Dumbbell Triceps Extension', 'Single-Arm Overhead Dumbbell Triceps Extension', $json${"name": "Overhead extension: two hands to one", "variationType": "unilateral", "equipment": [], "oneToTwo": "Work one arm at a time to keep the elbow in place and even out sides.", "twoToOne": "Use both hands on one dumbbell to lift more weight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Overhead Dumbbell Triceps Extension', 'Cable Overhead Triceps Extension', $json${"name": "Overhead extension: dumbbell to cable", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Use a rope on a cable for constant tension in the stretch.", "twoToOne": "Use a dumbbell for a simple set-up at home."}$json$);
--> statement-breakpoint
SELECT seed_variation('Overhead Dumbbell Triceps Extension', 'Plate Overhead Triceps Extension', $json${"name": "Overhead extension: dumbbell to plate", "variationType": "equipment_swap", "equipment": ["weight_plate"], "oneToTwo": "Use a plate when dumbbells are not available.", "twoToOne": "Use a dumbbell for a more secure grip and smaller weight jumps."}$json$);
--> statement-breakpoint
SELECT seed_variation('Cable Overhead Triceps Extension', 'Band Overhead Triceps Extension', $json${"name": "Overhead extension: cable to band", "variationType": "regression", "equipment": ["resistance_band"], "oneToTwo": "Use a band for a light overhead extension at home.", "twoToOne": "Use a cable for heavier, steady loading."}$json$);
--> statement-breakpoint
SELECT seed_variation('Cable Rope Pushdown', 'Cable Straight-Bar Pushdown', $json${"name": "Pushdown: rope to straight bar", "variationType": "grip_change", "equipment": [], "oneToTwo": "Use a straight bar to push with both hands together and handle more weight.", "twoToOne": "Use a rope to let the hands split at the bottom and keep the wrists neutral."}$json$);
--> statement-breakpoint
SELECT seed_variation('Cable Rope Pushdown', 'Reverse-Grip Cable Pushdown', $json${"name": "Pushdown: rope to reverse-grip single arm", "variationType": "unilateral", "equipment": [], "oneToTwo": "Push down with one arm and the palm up for a different feel and focus on each side.", "twoToOne": "Use a rope to work both arms together."}$json$);
--> statement-breakpoint
SELECT seed_variation('Cable Rope Pushdown', 'Band Triceps Pushdown', $json${"name": "Pushdown: cable to band", "variationType": "regression", "equipment": ["resistance_band"], "oneToTwo": "Use a band for a light pushdown at home or for sore elbows.", "twoToOne": "Use a cable for heavier, measurable loading."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Triceps Kickback', 'Cable Triceps Kickback', $json${"name": "Kickback: dumbbell to cable", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Use a low cable so the triceps are loaded from the start of the kickback.", "twoToOne": "Use a dumbbell for a simple set-up."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Triceps Kickback', 'Band Triceps Kickback', $json${"name": "Kickback: dumbbell to band", "variationType": "regression", "equipment": ["resistance_band"], "oneToTwo": "Use a band for a gentle kickback at home.", "twoToOne": "Use a dumbbell for heavier loading."}$json$);
--> statement-breakpoint
SELECT seed_variation('Bench Dip', 'Feet-Elevated Bench Dip', $json${"name": "Bench dip: feet down to feet up", "variationType": "progression", "equipment": ["plyo_box"], "oneToTwo": "Raise the feet to put more bodyweight on the arms.", "twoToOne": "Keep the feet on the floor with bent knees to make it easier."}$json$);
--> statement-breakpoint
SELECT seed_variation('Diamond Push-Up', 'Bodyweight Triceps Extension', $json${"name": "Bodyweight triceps: diamond push-up to extension", "variationType": "progression", "equipment": ["flat_bench"], "oneToTwo": "Move to a bodyweight extension on a bench to isolate the triceps.", "twoToOne": "Use diamond push-ups to press with the chest and shoulders helping."}$json$);
--> statement-breakpoint
SELECT seed_variation('Bodyweight Triceps Extension', 'Suspension Trainer Triceps Extension', $json${"name": "Bodyweight extension: bench to straps", "variationType": "equipment_swap", "equipment": ["suspension_trainer"], "oneToTwo": "Use suspension straps to set the load by foot position and add instability.", "twoToOne": "Use a bench edge for a stable, fixed version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Isometric Triceps Press-Down', 'Band Triceps Pushdown', $json${"name": "Triceps: isometric to moving", "variationType": "progression", "equipment": ["resistance_band"], "oneToTwo": "Add movement against a light band once holds are pain-free.", "twoToOne": "Press into a table without moving when elbow movement is painful."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Wrist Curl', 'Dumbbell Wrist Curl', $json${"name": "Wrist curl: barbell to dumbbell", "variationType": "unilateral", "equipment": ["dumbbells"], "oneToTwo": "Work one wrist at a time through its natural range.", "twoToOne": "Use a barbell to train both wrists together with heavier loads."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Wrist Curl', 'Barbell Reverse Wrist Curl', $json${"name": "Wrist curl: palms up to palms down", "variationType": "grip_change", "equipment": [], "oneToTwo": "Turn the palms down to train the extensors on the back of the forearm.", "twoToOne": "Turn the palms up to train the flexors."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Reverse Wrist Curl', 'Dumbbell Reverse Wrist Curl', $json${"name": "Reverse wrist curl: barbell to dumbbell", "variationType": "unilateral", "equipment": ["dumbbells"], "oneToTwo": "Use a dumbbell to work each side alone with very light loads.", "twoToOne": "Use a barbell to train both wrists together."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Wrist Curl', 'Behind-the-Back Barbell Wrist Curl', $json${"name": "Wrist curl: seated to behind the back", "variationType": "stance_change", "equipment": [], "oneToTwo": "Stand and hold the bar behind you to curl heavier loads.", "twoToOne": "Sit with the forearms supported for a strict, lighter version."}$json$);
--> statement-breakpoint
SELECT seed_variation('EZ-Bar Reverse Curl', 'Cable Reverse Curl', $json${"name": "Reverse curl: EZ bar to cable", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Use a low cable for constant tension.", "twoToOne": "Use an EZ bar for a simple set-up with angled grips."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Hammer Curl', 'EZ-Bar Reverse Curl', $json${"name": "Forearm curl: neutral to palms down", "variationType": "grip_change", "equipment": ["ez_bar"], "oneToTwo": "Turn the palms down to shift even more work onto the forearm.", "twoToOne": "Use a neutral grip to share the load with the biceps and brachialis."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Wrist Curl', 'Finger Curl', $json${"name": "Wrist curl to finger curl", "variationType": "progression", "equipment": [], "oneToTwo": "Let the bar roll to the fingertips to train the finger flexors through their full range.", "twoToOne": "Keep the bar in the palms to focus on the wrist."}$json$);
--> statement-breakpoint
SELECT seed_variation('Plate Pinch Hold', 'Dumbbell Head Pinch Hold', $json${"name": "Pinch hold: plates to dumbbell head", "variationType": "equipment_swap", "equipment": ["dumbbells"], "oneToTwo": "Pinch the head of a hex dumbbell for a narrower, thicker pinch.", "twoToOne": "Pinch two plates for a wider, flatter grip."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Overhand Hold', 'Towel Hang', $json${"name": "Grip hold: barbell to towel hang", "variationType": "progression", "equipment": ["pull_up_bar"], "oneToTwo": "Hang from towels to train a thick, crushing grip with your bodyweight.", "twoToOne": "Hold a barbell from the rack to load the grip without hanging."}$json$);
--> statement-breakpoint
SELECT seed_variation('Towel Wring', 'Wrist Roller', $json${"name": "Forearm twist: towel wring to wrist roller", "variationType": "progression", "equipment": ["weight_plate"], "oneToTwo": "Use a wrist roller with a plate for measurable, progressive loading.", "twoToOne": "Wring a towel for a no-equipment version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Bottoms-Up Kettlebell Press', 'Kettlebell Bottoms-Up Hold', $json${"name": "Bottoms-up kettlebell: press to hold", "variationType": "regression", "equipment": [], "oneToTwo": "Hold the bell still at shoulder height to build grip and control before pressing it.", "twoToOne": "Press the bottoms-up bell overhead once the hold is steady."}$json$);
--> statement-breakpoint
SELECT seed_variation('Plate Pinch Hold', 'Band Finger Extension', $json${"name": "Hand training: pinch to finger extension", "variationType": "angle_change", "equipment": ["resistance_band"], "oneToTwo": "Train the muscles that open the hand to balance pinch work.", "twoToOne": "Train the pinch grip that closes the hand."}$json$);
