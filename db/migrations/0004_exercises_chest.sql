-- Catalogue: chest exercises (presses, flyes, push-ups, dips, cable/band/suspension work,
-- medicine-ball passes, plyometric push-ups, landmine presses, isometric squeezes, chest mobility).
-- One seed_exercise per exercise, then coaching tips, common mistakes and variation pairs.
-- Relations are written by name; see 0003_reference_data.sql for the allowed names.

SELECT seed_exercise($json${
  "name": "Barbell Bench Press",
  "shortDescription": "The classic horizontal press for chest, front shoulders and triceps.",
  "description": "Lying on a flat bench, you lower a barbell to the middle of the chest and press it back to straight arms.\n- Builds pressing strength\n- Loads the **chest**, front delts and triceps",
  "instructions": ["Lie on the bench with eyes under the bar and feet flat on the floor.", "Grip the bar slightly wider than shoulder width and pull your shoulder blades together.", "Unrack and lower the bar under control to the lower chest.", "Press the bar up and slightly back until the elbows are straight."],
  "usageInstructions": "Use as the first press of an upper-body day: 3-5 sets of 3-8 reps for strength, 8-12 for size.",
  "safetyNotes": "Use safety arms or a spotter for heavy sets. Keep the wrists stacked over the elbows.",
  "difficultyLevel": 5, "technicalComplexity": 5, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": true, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [3, 1, 1], "sets": [3, 5], "reps": [5, 10], "restSeconds": [120, 180],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "triceps"],
  "equipmentRequired": ["barbell", "flat_bench", "squat_rack"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["thoracic_extension"], "tags": ["main_lift"],
  "contraindications": ["shoulder_impingement", "wrist_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Paused Barbell Bench Press",
  "shortDescription": "A bench press with a full stop on the chest to remove the bounce.",
  "description": "The bar rests motionless on the chest for one to two seconds before each press, so the chest and triceps must start the lift from a dead stop.\n- Teaches control at the bottom\n- Matches the pause rule of powerlifting meets",
  "instructions": ["Set up exactly as for a regular bench press with a tight upper back.", "Lower the bar under control to your usual touch point on the lower chest.", "Let the bar settle without sinking into the ribs and count one to two seconds.", "Keep the whole body tight during the pause, then drive the bar up and slightly back.", "Reset your breath at the top before the next rep."],
  "usageInstructions": "Use on strength days at 70-85% of your normal bench: 3-5 sets of 2-5 reps.",
  "safetyNotes": "The pause makes every rep harder; work well below your touch-and-go weight and use safeties.",
  "difficultyLevel": 6, "technicalComplexity": 6, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": true, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [3, 2, 1], "sets": [3, 5], "reps": [2, 5], "restSeconds": [150, 240],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "triceps"],
  "equipmentRequired": ["barbell", "flat_bench", "squat_rack"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["thoracic_extension"], "tags": ["main_lift"],
  "contraindications": ["shoulder_impingement", "wrist_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Wide-Grip Barbell Bench Press",
  "shortDescription": "A bench press with hands well outside shoulder width for more chest stretch.",
  "description": "Taking the hands out toward the ring marks shortens the bar path and shifts more of the work from the triceps to the **chest**. It also places more stress on the front of the shoulder.",
  "instructions": ["Lie on a flat bench with eyes under the bar and a firm arch in the upper back.", "Grip the bar about one and a half times shoulder width, wrists straight.", "Unrack and lower the bar to the middle of the chest, elbows flaring no more than about 60 degrees.", "Stop when the bar touches lightly, then press it straight up to lockout."],
  "usageInstructions": "Use as a secondary press for chest size: 3-4 sets of 6-10 reps, lighter than your regular bench.",
  "safetyNotes": "Not for lifters with shoulder pain. Stop the descent at the chest and never let the bar drop below it.",
  "difficultyLevel": 6, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": true, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [6, 10], "restSeconds": [120, 180],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "triceps"],
  "equipmentRequired": ["barbell", "flat_bench", "squat_rack"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["thoracic_extension", "shoulder_external_rotation"], "tags": [],
  "contraindications": ["shoulder_impingement", "wrist_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Incline Barbell Bench Press",
  "shortDescription": "A barbell press on a 30-45 degree bench that favours the upper chest.",
  "description": "Setting the bench to an incline moves the press toward the face and puts more of the load on the **upper chest** and front delts.",
  "instructions": ["Set an adjustable bench to 30-45 degrees inside a rack and sit with your back flat on the pad.", "Grip the bar just outside shoulder width and squeeze the shoulder blades down and back.", "Unrack and lower the bar to the top of the chest just under the collarbones.", "Press up until the bar is over the shoulders and the elbows are straight."],
  "usageInstructions": "Use as the main or second press of an upper day: 3-4 sets of 5-10 reps.",
  "safetyNotes": "Keep the hips on the bench and the wrists stacked over the elbows; use safeties or a spotter for heavy sets.",
  "difficultyLevel": 5, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": true, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [5, 10], "restSeconds": [120, 180],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest", "front_delts"], "secondaryMuscles": ["triceps"],
  "equipmentRequired": ["barbell", "adjustable_bench", "squat_rack"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["thoracic_extension"], "tags": ["main_lift"],
  "contraindications": ["shoulder_impingement", "wrist_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Decline Barbell Bench Press",
  "shortDescription": "A barbell press on a head-down bench that emphasises the lower chest.",
  "description": "With the bench declined 15-30 degrees the bar path is short and the **lower chest** does most of the work. Many lifters find the angle kinder to the shoulders than the flat bench.",
  "instructions": ["Hook your feet under the pads of a decline bench and lie back with eyes under the bar.", "Grip the bar slightly wider than shoulder width with straight wrists.", "Have a spotter help you unrack and bring the bar over the lower chest.", "Lower the bar to the lower chest with elbows about 45 degrees from the body.", "Press back up to straight arms over the lower chest."],
  "usageInstructions": "Use as a variety press for the lower chest: 3-4 sets of 6-12 reps.",
  "safetyNotes": "Unracking from a decline is awkward; work with a spotter and never go to failure alone. Sit up slowly afterwards if you feel light-headed.",
  "difficultyLevel": 5, "technicalComplexity": 5, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": true, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [90, 150],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts"],
  "equipmentRequired": ["barbell", "adjustable_bench"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": [],
  "contraindications": ["wrist_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Reverse-Grip Barbell Bench Press",
  "shortDescription": "A bench press with an underhand grip that shifts work to the upper chest.",
  "description": "Turning the palms toward your face keeps the elbows close and brings the **upper chest** and triceps into play while reducing stress at the front of the shoulder.",
  "instructions": ["Lie on a flat bench in a rack and take an underhand grip a little wider than shoulder width.", "Have a spotter help you unrack, as the reversed grip makes the bar feel unstable.", "Lower the bar toward the lower chest with the elbows tucked close to the ribs.", "Press the bar up and slightly back toward the face until the arms are straight."],
  "usageInstructions": "Use as an accessory press for the upper chest: 3 sets of 6-10 reps with moderate weight.",
  "safetyNotes": "The bar can roll out of an underhand grip: always use a spotter and wrap the thumbs fully around the bar.",
  "difficultyLevel": 6, "technicalComplexity": 6, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": true, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [3, 1, 1], "sets": [3, 3], "reps": [6, 10], "restSeconds": [90, 150],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts"],
  "equipmentRequired": ["barbell", "flat_bench", "squat_rack"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": [],
  "contraindications": ["wrist_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Floor Press",
  "shortDescription": "A barbell press lying on the floor, which stops each rep at the elbows.",
  "description": "Lying on the floor caps the range where the upper arms touch the ground, so you press hard from a short, shoulder-friendly range. It builds lockout strength for the **chest** and triceps.",
  "instructions": ["Set the bar in a rack at a height you can reach lying on the floor, or have a partner hand it to you.", "Lie under the bar with knees bent or legs straight and grip slightly wider than shoulder width.", "Lower the bar until the backs of the upper arms rest on the floor.", "Pause briefly without relaxing, then press the bar back to straight arms."],
  "usageInstructions": "Use as a strength accessory or a shoulder-friendly bench substitute: 3-5 sets of 3-8 reps.",
  "safetyNotes": "Set the rack safeties just below the lockout height. Let the elbows land softly, never bang them on the floor.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 1, 1], "sets": [3, 5], "reps": [3, 8], "restSeconds": [120, 180],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["push"],
  "primaryMuscles": ["chest", "triceps"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": [],
  "contraindications": ["wrist_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Pin Press",
  "shortDescription": "A bench press started from dead stop on rack pins a few inches above the chest.",
  "description": "The bar starts resting on the safety pins, so each rep is a concentric-only press from a fixed height. It strengthens a sticking point and keeps the shoulders out of the deepest range.",
  "instructions": ["Set a flat bench inside a power rack and set the safety pins so the bar sits two to four inches above your chest.", "Lie under the bar, grip it at your bench width and set your upper back tight.", "Drive the bar off the pins to straight arms without any momentum.", "Lower it back to the pins with control and let it settle completely before the next rep."],
  "usageInstructions": "Use for lockout strength on heavy days: 3-5 sets of 1-5 reps.",
  "safetyNotes": "Check the pins are level and locked before loading. Keep the bar over the same point of the chest on every rep.",
  "difficultyLevel": 6, "technicalComplexity": 5, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 2, 1], "sets": [3, 5], "reps": [1, 5], "restSeconds": [150, 240],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["push"],
  "primaryMuscles": ["chest", "triceps"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["barbell", "flat_bench", "squat_rack"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": [],
  "contraindications": ["wrist_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Smith Machine Bench Press",
  "shortDescription": "A flat bench press on a guided bar, easy to set up and to stop safely.",
  "description": "The Smith machine fixes the bar on rails, so you can focus on pushing hard with the **chest** without balancing the load. Safety stops and the twist-to-rack hooks make it a good solo option.",
  "instructions": ["Place a flat bench under the Smith bar so the bar lines up with your lower chest.", "Set the safety stops just below chest height.", "Grip slightly wider than shoulder width, twist the bar off the hooks and hold it over the chest.", "Lower the bar to the lower chest with elbows about 45 degrees from the body.", "Press to straight arms and twist the bar back onto the hooks at the end of the set."],
  "usageInstructions": "Use as a main press for beginners or a high-volume hypertrophy press: 3-4 sets of 6-15 reps.",
  "safetyNotes": "The fixed path forgives little misalignment: set the bench so the bar touches the lower chest, not the neck.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [6, 15], "restSeconds": [90, 150],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "triceps"],
  "equipmentRequired": ["smith_machine", "flat_bench"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": ["beginner_friendly"],
  "contraindications": ["shoulder_impingement", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Smith Machine Incline Bench Press",
  "shortDescription": "A guided incline press for the upper chest with built-in safety stops.",
  "description": "An incline bench under the Smith bar targets the **upper chest** and front delts with a stable, repeatable bar path.",
  "instructions": ["Set an adjustable bench to about 30 degrees under the Smith bar.", "Position the bench so the bar comes down just under the collarbones.", "Set the safety stops, grip just outside shoulder width and unhook the bar.", "Lower under control to the upper chest.", "Press back up to straight arms, then re-hook the bar after the last rep."],
  "usageInstructions": "Use for upper-chest volume: 3-4 sets of 8-15 reps.",
  "safetyNotes": "Keep the incline moderate; steeper angles turn it into a shoulder press.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [90, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest", "front_delts"], "secondaryMuscles": ["triceps"],
  "equipmentRequired": ["smith_machine", "adjustable_bench"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": ["beginner_friendly"],
  "contraindications": ["shoulder_impingement", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Smith Machine Decline Bench Press",
  "shortDescription": "A guided decline press that works the lower chest without a spotter.",
  "description": "The Smith bar removes the awkward decline unrack of the free-bar version, so you can press the **lower chest** safely on your own.",
  "instructions": ["Set an adjustable bench to a 15-20 degree decline under the Smith bar and secure your legs.", "Line the bench up so the bar lowers to your lower chest.", "Set the safety stops, grip slightly wider than shoulder width and twist the bar free.", "Lower under control until the bar lightly touches the lower chest.", "Press to straight arms and re-hook the bar when finished."],
  "usageInstructions": "Use for lower-chest volume: 3-4 sets of 8-15 reps.",
  "safetyNotes": "Sit up slowly after the set if the head-down position makes you dizzy.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [90, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts"],
  "equipmentRequired": ["smith_machine", "adjustable_bench"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": [],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Bench Press",
  "shortDescription": "A flat press with a dumbbell in each hand for a deeper, freer chest press.",
  "description": "Each arm moves its own weight, which evens out left-right differences and lets the hands travel to a natural path. A staple for **chest** size and pressing strength.",
  "instructions": ["Sit on the end of a flat bench with the dumbbells on your thighs, then lie back and bring them over the chest.", "Set the feet flat and pull the shoulder blades back and down into the bench.", "Lower the dumbbells to the sides of the chest with elbows about 45 degrees from the body.", "Press up and slightly inward until the arms are straight over the shoulders.", "After the last rep, bring the dumbbells to the chest and sit up with them on your thighs."],
  "usageInstructions": "Use as a main or secondary press: 3-4 sets of 6-12 reps.",
  "safetyNotes": "Do not drop heavy dumbbells out to the sides at the end of a set; bring them back to the chest first.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [90, 150],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "triceps"],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["thoracic_extension"], "tags": ["main_lift"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Incline Dumbbell Press",
  "shortDescription": "Dumbbell press on an incline bench for the upper chest.",
  "description": "Pressing dumbbells on a 30-45 degree bench emphasises the **upper chest** and front delts while allowing each arm its own path.",
  "instructions": ["Set an adjustable bench to 30-45 degrees and sit back with a dumbbell on each thigh.", "Kick the dumbbells up one at a time as you lie back and hold them over the upper chest.", "Lower them to the sides of the upper chest, elbows slightly in front of the shoulders.", "Press up and slightly together until the arms are straight."],
  "usageInstructions": "Use as the main upper-chest press: 3-4 sets of 8-12 reps.",
  "safetyNotes": "Keep the bench at 45 degrees or lower and stop the descent when you feel a stretch, not pain, at the front of the shoulder.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [90, 150],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["chest", "front_delts"], "secondaryMuscles": ["triceps"],
  "equipmentRequired": ["dumbbells", "adjustable_bench"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["thoracic_extension"], "tags": [],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Low-Incline Dumbbell Press",
  "shortDescription": "A dumbbell press on a 15-20 degree incline, between flat and incline.",
  "description": "A slight incline keeps most of the load on the **chest** while raising the upper fibres' share, and many lifters find it the most comfortable pressing angle.",
  "instructions": ["Raise the back of an adjustable bench one or two notches, about 15-20 degrees.", "Lie back with a dumbbell in each hand held over the chest.", "Pull the shoulder blades together and lower the dumbbells to mid-chest level.", "Press them back up in a slight arc until the arms are straight."],
  "usageInstructions": "Use as a main hypertrophy press: 3-4 sets of 8-12 reps.",
  "safetyNotes": "Control the bottom position; stop the dumbbells level with the chest rather than sinking them below it.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [90, 150],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "triceps"],
  "equipmentRequired": ["dumbbells", "adjustable_bench"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": [],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Decline Dumbbell Press",
  "shortDescription": "A dumbbell press on a decline bench for the lower chest.",
  "description": "The head-down angle shortens the range and puts the **lower chest** in charge, with less strain on the front of the shoulder than flat or incline pressing.",
  "instructions": ["Set an adjustable bench to a 15-30 degree decline and secure your legs under the pads.", "Hold the dumbbells on your chest as you lie back, then press them up over the lower chest.", "Lower them to the sides of the lower chest with elbows about 45 degrees from the body.", "Press up until the arms are straight over the lower chest.", "To finish, bring the dumbbells to the chest and sit up slowly before lowering them."],
  "usageInstructions": "Use for lower-chest volume: 3-4 sets of 8-12 reps.",
  "safetyNotes": "Get in and out of the bench carefully with the weights held close; sit up slowly if you feel light-headed.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [90, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts"],
  "equipmentRequired": ["dumbbells", "adjustable_bench"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": [],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Neutral-Grip Dumbbell Press",
  "shortDescription": "A flat dumbbell press with palms facing each other, easy on shoulders and wrists.",
  "description": "Holding the dumbbells like hammers keeps the elbows closer to the body and the wrists straight. It is a common choice for lifters whose shoulders or wrists complain on the barbell.\n- Works the **chest** and triceps\n- Limit the depth to where the upper arms are level with the bench",
  "instructions": ["Lie on a flat bench holding dumbbells over the chest with palms facing each other.", "Keep the wrists straight and the shoulder blades set back and down.", "Lower the dumbbells beside the chest, elbows close to the ribs, until the upper arms are level with the bench.", "Press back up until the arms are straight, keeping the dumbbells parallel."],
  "usageInstructions": "Use as a joint-friendly main press or accessory: 3-4 sets of 8-15 reps.",
  "safetyNotes": "If the shoulder is sensitive, stop each rep with the upper arms level with the bench rather than lower.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["chest", "triceps"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Floor Press",
  "shortDescription": "A dumbbell press from the floor with a built-in range limit at the elbows.",
  "description": "Lying on the floor stops each rep when the upper arms touch down, which protects the shoulder while still loading the **chest** and triceps. Needs nothing but a pair of dumbbells.",
  "instructions": ["Sit on the floor with a dumbbell on each thigh, then roll back and bring them to the chest.", "Bend the knees with feet flat and press the dumbbells over the chest.", "Lower until the backs of the upper arms rest lightly on the floor, elbows about 45 degrees from the body.", "Press back to straight arms without bouncing the elbows off the floor."],
  "usageInstructions": "Use as a home press or shoulder-friendly substitute for the bench: 3-4 sets of 8-12 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest", "triceps"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Neutral-Grip Dumbbell Floor Press",
  "shortDescription": "A floor press with palms facing in: one of the gentlest ways to load the chest.",
  "description": "Combining the floor's range limit with a neutral grip keeps both the shoulders and the wrists in comfortable positions while the **chest** and triceps work.",
  "instructions": ["Lie on the floor with knees bent, holding the dumbbells over the chest with palms facing each other.", "Keep the elbows tucked close to the sides and the wrists straight.", "Lower until the upper arms touch the floor and pause for a moment.", "Press the dumbbells back up together until the arms are straight."],
  "usageInstructions": "Use in rehab phases, home workouts or as a high-rep finisher: 2-4 sets of 10-15 reps.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [10, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest", "triceps"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Arm Dumbbell Bench Press",
  "shortDescription": "A flat press with one dumbbell that adds an anti-rotation challenge.",
  "description": "Pressing one side at a time means the trunk has to stop the body from rolling off the bench, so the **chest** works together with the obliques. Useful for fixing side-to-side imbalances.",
  "instructions": ["Lie on a flat bench with one dumbbell held over the chest and the free hand on your stomach or gripping the bench.", "Brace the trunk and press both shoulder blades into the bench.", "Lower the dumbbell to the side of the chest without letting the body tip toward it.", "Press back to a straight arm over the shoulder.", "Finish all reps on one side, then switch."],
  "usageInstructions": "Use as an accessory press: 3 sets of 8-12 reps per side.",
  "safetyNotes": "Start light: the uneven load pulls you toward the working side.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [3, 1, 1], "sets": [3, 3], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "core"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "triceps", "obliques"],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": [],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Alternating Dumbbell Bench Press",
  "shortDescription": "A flat dumbbell press in which the arms press one after the other.",
  "description": "One dumbbell stays locked out over the chest while the other lowers and presses, which doubles the time the **chest** works in each set and challenges stability.",
  "instructions": ["Lie on a flat bench and press both dumbbells to straight arms over the chest.", "Keep the left arm straight while you lower the right dumbbell to the chest.", "Press the right dumbbell back up to meet the left.", "Repeat with the left arm while the right holds, and keep alternating."],
  "usageInstructions": "Use as a hypertrophy accessory: 3 sets of 8-12 reps per arm.",
  "safetyNotes": "Keep the stationary arm locked and stacked over the shoulder so it does not drift outward.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 1, 1], "sets": [3, 3], "reps": [8, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "triceps"],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": [],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Squeeze Press",
  "shortDescription": "A dumbbell press with the two bells squeezed together the whole time.",
  "description": "Pressing the dumbbells hard into each other makes the **chest** contract inward throughout the rep, so light weights feel heavy. The short, close range is easy on the shoulders.",
  "instructions": ["Lie on a flat bench holding two dumbbells together over the chest, palms facing each other.", "Squeeze the dumbbells into each other as hard as you can.", "Keeping the squeeze, lower them until they lightly touch the middle of the chest.", "Press back to straight arms without letting the dumbbells separate."],
  "usageInstructions": "Use as a pump or finisher after heavier presses: 2-4 sets of 10-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 2], "sets": [2, 4], "reps": [10, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts"],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly", "finisher"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Incline Dumbbell Squeeze Press",
  "shortDescription": "A squeeze press on an incline bench for the upper chest.",
  "description": "The dumbbells stay pressed together while you press on a 30-degree bench, keeping constant inward tension on the **upper chest** through a short range.",
  "instructions": ["Set an adjustable bench to about 30 degrees and lie back holding two dumbbells together over the upper chest.", "Turn the palms to face each other and squeeze the bells together.", "Lower them slowly to the top of the chest while keeping the squeeze.", "Press back up to straight arms and squeeze hardest at the top."],
  "usageInstructions": "Use as an upper-chest finisher: 2-4 sets of 10-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 2], "sets": [2, 4], "reps": [10, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest", "front_delts"], "secondaryMuscles": ["triceps"],
  "equipmentRequired": ["dumbbells", "adjustable_bench"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["finisher"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Floor Press",
  "shortDescription": "A floor press with two kettlebells resting on the forearms.",
  "description": "The kettlebell's weight sits behind the wrist, which trains a strong, straight wrist position while the floor caps the range. Works the **chest** and triceps with minimal setup.",
  "instructions": ["Lie on the floor with knees bent and a kettlebell beside each shoulder.", "Grip the handles with the bells resting on the backs of the forearms and the wrists straight.", "Press both bells up until the arms are straight over the chest.", "Lower until the upper arms touch the floor, elbows about 45 degrees from the body.", "Pause lightly and press again."],
  "usageInstructions": "Use as a home or kettlebell-only chest press: 3-4 sets of 8-12 reps.",
  "safetyNotes": "Roll to the side and set the bells down one at a time at the end; do not let them fall onto the face.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest", "triceps"], "secondaryMuscles": ["front_delts", "forearms"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": ["home_friendly", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Arm Kettlebell Floor Press",
  "shortDescription": "A one-arm floor press that trains the chest and the trunk's resistance to rotation.",
  "description": "With one kettlebell the body wants to roll toward the loaded side, so the trunk braces while the **chest** and triceps press from the floor.",
  "instructions": ["Lie on your side next to the kettlebell, grip the handle with both hands and roll onto your back with the bell at the chest.", "Bend the knees, plant the feet and put the free arm out on the floor at 45 degrees.", "Press the bell straight up until the arm is locked over the shoulder.", "Lower until the upper arm touches the floor, then press again.", "Roll back to the side to set the bell down, then switch arms."],
  "usageInstructions": "Use as an accessory press or in kettlebell circuits: 3 sets of 6-10 reps per side.",
  "safetyNotes": "Always get in and out of the position by rolling to the side with both hands on the bell.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [6, 10], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "core"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["chest", "triceps"], "secondaryMuscles": ["front_delts", "obliques", "forearms"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Bottoms-Up Floor Press",
  "shortDescription": "A floor press holding the kettlebell upside down, bell above the handle.",
  "description": "Balancing the bell upside down forces a hard grip and a perfectly stacked wrist, elbow and shoulder. It is a control drill for the **chest** and shoulder stabilisers rather than a heavy press.",
  "instructions": ["Lie on the floor with knees bent and hold a light kettlebell by the handle with the bell pointing to the ceiling.", "Squeeze the handle hard and stack the wrist directly over the elbow.", "Lower slowly until the upper arm touches the floor while keeping the bell upright.", "Press straight up without letting the bell tip, then repeat for all reps before switching sides."],
  "usageInstructions": "Use as a warm-up or stability accessory: 2-3 sets of 5-8 slow reps per side.",
  "safetyNotes": "Use a light bell and keep the face out of its path in case it tips.",
  "difficultyLevel": 5, "technicalComplexity": 6, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [3, 1, 2], "sets": [2, 3], "reps": [5, 8], "restSeconds": [45, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest", "front_delts"], "secondaryMuscles": ["triceps", "forearms", "grip"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": ["grip_intensive", "warm_up"],
  "contraindications": ["wrist_pain"]
}$json$);
