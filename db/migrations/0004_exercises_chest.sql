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
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Fly",
  "shortDescription": "A flat-bench fly that stretches and squeezes the chest with nearly straight arms.",
  "description": "The arms open in a wide arc with a soft bend at the elbows and close back over the chest, isolating the **chest** without much triceps help.",
  "instructions": ["Lie on a flat bench holding dumbbells over the chest with palms facing each other and a slight bend in the elbows.", "Set the shoulder blades back and down and keep them there.", "Open the arms in a wide arc until the dumbbells are about level with the chest and you feel a stretch.", "Bring the dumbbells back together over the chest along the same arc, as if hugging a barrel.", "Keep the elbow bend fixed throughout; the movement happens only at the shoulders."],
  "usageInstructions": "Use after presses for chest isolation: 3 sets of 10-15 reps with light to moderate dumbbells.",
  "safetyNotes": "Stop the stretch at chest level; going deeper with heavy weights strains the front of the shoulder and the biceps tendon.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "biceps"],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Incline Dumbbell Fly",
  "shortDescription": "A dumbbell fly on an incline bench for the upper chest.",
  "description": "On a 30-degree incline the arc of the fly loads the **upper chest** fibres through a long stretch.",
  "instructions": ["Set an adjustable bench to about 30 degrees and lie back with dumbbells over the upper chest, palms in.", "Soften the elbows and lock in that slight bend.", "Lower the dumbbells out and slightly down until the upper arms are about level with the torso.", "Sweep them back together over the upper chest and squeeze."],
  "usageInstructions": "Use as an upper-chest isolation exercise: 3 sets of 10-15 reps.",
  "safetyNotes": "Keep the load light enough to control the bottom; do not let the elbows drop far below the bench line.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["dumbbells", "adjustable_bench"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Decline Dumbbell Fly",
  "shortDescription": "A dumbbell fly on a decline bench that targets the lower chest.",
  "description": "Declining the bench changes the arc so the **lower chest** fibres line up with the pull of the dumbbells.",
  "instructions": ["Secure your legs on a decline bench set to 15-20 degrees and lie back with dumbbells over the lower chest.", "Turn the palms to face each other and keep a small bend in the elbows.", "Open the arms in a wide arc until you feel a stretch across the chest.", "Bring the dumbbells back together over the lower chest and squeeze for a moment."],
  "usageInstructions": "Use as a lower-chest finisher: 2-3 sets of 10-15 reps.",
  "safetyNotes": "Sit up slowly at the end, keeping the dumbbells close to the chest.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [3, 1, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["dumbbells", "adjustable_bench"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Floor Fly",
  "shortDescription": "A fly lying on the floor so the arms stop before the deep stretch.",
  "description": "The floor catches the elbows at the bottom, so you get the **chest** squeeze of a fly without the riskiest part of the stretch.",
  "instructions": ["Lie on the floor with knees bent holding dumbbells over the chest, palms facing each other.", "Bend the elbows slightly and keep that angle fixed.", "Open the arms until the backs of the upper arms lightly touch the floor.", "Without resting, sweep the dumbbells back together over the chest."],
  "usageInstructions": "Use as a shoulder-friendly isolation move at home or in the gym: 2-4 sets of 12-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [12, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "rehab_friendly", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Crossover",
  "shortDescription": "A standing fly from high pulleys, sweeping the handles down and together.",
  "description": "Stepping forward between two high pulleys and pulling the handles down and across trains the **chest**, especially the lower fibres, with tension that stays on at every point of the arc.",
  "instructions": ["Set both pulleys above head height and take a handle in each hand.", "Step forward into a split stance and lean the torso slightly forward with a soft bend in the elbows.", "Pull the handles down and together in an arc until they meet in front of the hips.", "Squeeze the chest for a moment with the hands together.", "Let the arms open back out under control until you feel a stretch, keeping the elbows slightly bent."],
  "usageInstructions": "Use as a chest isolation or finisher: 3-4 sets of 10-15 reps.",
  "safetyNotes": "Do not let the cables drag the arms far behind the body at the top of the stretch.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["isolation", "finisher"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Low-to-High Cable Fly",
  "shortDescription": "A standing cable fly from low pulleys that sweeps the hands up to the face.",
  "description": "The hands start low and out to the sides and rise to meet at chin height, loading the **upper chest**. The arms stay below shoulder level, which keeps the shoulder joint comfortable.",
  "instructions": ["Set both pulleys at the lowest position and hold a handle in each hand, palms facing forward.", "Step forward into a staggered stance with a tall chest and soft elbows.", "Sweep both hands up and in until they meet in front of the upper chest at about chin height.", "Squeeze for a second, then lower the hands back down and out under control."],
  "usageInstructions": "Use as an upper-chest isolation or a shoulder-friendly fly: 3 sets of 12-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [12, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["isolation", "beginner_friendly", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Mid-Height Cable Fly",
  "shortDescription": "A standing cable fly with the pulleys at shoulder height.",
  "description": "Pulling horizontally from shoulder-height pulleys trains the middle of the **chest** through a wide arc with constant cable tension.",
  "instructions": ["Set both pulleys at about shoulder height and take a handle in each hand.", "Take one step forward so the cables pull the arms slightly behind the body, elbows softly bent.", "Bring the handles together in front of the chest in a hugging motion.", "Hold the squeeze for a second, then let the arms open until you feel the chest stretch."],
  "usageInstructions": "Use as a chest isolation exercise: 3-4 sets of 10-15 reps.",
  "safetyNotes": "Open the arms only until the hands are in line with the chest, not far behind it.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Arm Cable Fly",
  "shortDescription": "A one-arm standing cable fly that crosses the hand past the midline.",
  "description": "Working one side at a time lets the hand travel across the body for a fuller **chest** contraction and shows up any difference between sides.",
  "instructions": ["Set one pulley at shoulder height and stand side-on to it, holding the handle in the near hand.", "Step away until there is tension with the arm out to the side and the elbow softly bent.", "Sweep the hand forward and across the body until it passes the midline.", "Return slowly to the start without letting the shoulder roll forward.", "Complete the set, then turn around and work the other side."],
  "usageInstructions": "Use as an isolation or finisher: 2-3 sets of 12-15 reps per side.",
  "safetyNotes": "Keep the trunk square; do not twist to move the handle.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Incline Cable Fly",
  "shortDescription": "A fly on an incline bench between two low pulleys for the upper chest.",
  "description": "Lying on an incline bench between low cables keeps tension on the **upper chest** even at the top of the fly, where dumbbells go slack.",
  "instructions": ["Set an adjustable bench to 30 degrees between two pulleys set at the lowest position.", "Hold a handle in each hand and lie back with the hands over the upper chest.", "With soft elbows, open the arms in a wide arc until they are level with the torso.", "Bring the hands back together over the upper chest and squeeze."],
  "usageInstructions": "Use as an upper-chest isolation exercise: 3 sets of 10-15 reps.",
  "safetyNotes": "Hand the handles back to the pulleys one at a time after the set rather than letting them snap back.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [10, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "cable", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["cable_station", "adjustable_bench"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Flat Bench Cable Fly",
  "shortDescription": "A lying cable fly that keeps the chest loaded at the top of the arc.",
  "description": "On a flat bench between two low pulleys the cables pull outward rather than straight down, so the **chest** stays under tension as the hands meet.",
  "instructions": ["Place a flat bench between two pulleys set at the lowest position.", "Hold a handle in each hand and lie back with the arms over the chest, elbows softly bent.", "Lower the hands out to the sides until they are level with the chest.", "Pull them back together in a wide arc and squeeze for a second at the top."],
  "usageInstructions": "Use as a chest isolation after presses: 3 sets of 10-15 reps.",
  "safetyNotes": "Keep the range to chest level and the weight moderate.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [10, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "cable", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["cable_station", "flat_bench"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Standing Cable Chest Press",
  "shortDescription": "A standing two-arm press from pulleys set behind you at chest height.",
  "description": "Pressing forward while standing makes the trunk brace against the cables' pull, so the **chest** works together with the core. The range is short and easy to control.",
  "instructions": ["Set both pulleys at chest height, hold a handle in each hand and step forward into a split stance.", "Bring the handles beside the chest with elbows slightly below shoulder height and in line with the torso.", "Brace the stomach and press both handles forward until the arms are straight and the hands nearly meet.", "Return slowly until the hands are beside the chest, without letting the elbows travel behind the body."],
  "usageInstructions": "Use as a main press in cable-based sessions or as a joint-friendly accessory: 3-4 sets of 10-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "core"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "triceps", "abs"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Arm Cable Chest Press",
  "shortDescription": "A one-arm standing cable press that trains the chest and rotational control.",
  "description": "Pressing one handle forward from a split stance makes the trunk resist twisting, linking **chest** pressing with core stability much like a punch or a shove in sport.",
  "instructions": ["Set one pulley at chest height and stand facing away from it, holding the handle in one hand.", "Step into a split stance with the opposite foot forward and the handle beside the chest.", "Press the handle straight forward until the arm is straight, keeping the hips and shoulders square.", "Return slowly to the chest, then finish the set before switching sides."],
  "usageInstructions": "Use as an athletic accessory press: 3 sets of 8-12 reps per side.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [8, 12], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "core"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "triceps", "obliques"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["athletic"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Half-Kneeling Single-Arm Cable Chest Press",
  "shortDescription": "A one-arm cable press from a half-kneeling stance for trunk control.",
  "description": "Kneeling on one knee takes the legs out of the movement, so the trunk has to stay square while the **chest** presses on one side.",
  "instructions": ["Set a pulley at chest height when you are kneeling and face away from it.", "Kneel on the knee of the same side as the working arm, front foot flat, and hold the handle beside the chest.", "Squeeze the glute of the down leg and brace the stomach.", "Press the handle forward to a straight arm without the torso twisting.", "Return under control and repeat, then switch sides."],
  "usageInstructions": "Use as a core-and-chest accessory: 2-3 sets of 8-12 reps per side.",
  "safetyNotes": "Use a pad under the knee.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [8, 12], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["core", "hypertrophy"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "triceps", "obliques"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "elbow", "knee"], "mobilityRequirements": [], "tags": ["posture"],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Crossover Isometric Hold",
  "shortDescription": "Holding the hands together at the end of a cable crossover to squeeze the chest.",
  "description": "Instead of repeating the fly, you hold the fully closed position while the cables try to pull the arms open. A simple way to load the **chest** without any movement at the joints.",
  "instructions": ["Set both pulleys at shoulder height and take a handle in each hand.", "Step forward into a split stance and bring the handles together in front of the chest.", "Keep the elbows softly bent and press the hands toward each other as hard as you can.", "Hold the position, breathing steadily, for the set time, then let the arms open slowly."],
  "usageInstructions": "Use as a finisher or a pain-free option during injury: 3-4 holds of 20-40 seconds (reps are seconds).",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 2, "tempo": [0, 30, 0], "sets": [3, 4], "reps": [20, 40], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "rehab_friendly", "finisher"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Resistance Band Chest Press",
  "shortDescription": "A standing press against a band anchored behind you.",
  "description": "The band gets harder the further you press, so the **chest** works most where the shoulder is in its safest, straight-arm position. Needs only a band and an anchor.",
  "instructions": ["Anchor a band at chest height behind you and hold one end in each hand.", "Walk forward until the band is taut, step into a split stance and bring the hands beside the chest.", "Press both hands forward until the arms are straight and the hands are close together.", "Return slowly to the chest, keeping the elbows a little below shoulder height."],
  "usageInstructions": "Use at home, while travelling or as a high-rep finisher: 3-4 sets of 12-20 reps.",
  "safetyNotes": "Check the anchor and the band for wear before each session.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [12, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "triceps"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "low_impact", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Arm Resistance Band Chest Press",
  "shortDescription": "A one-arm band press from a split stance.",
  "description": "One hand presses the band while the trunk resists turning, a portable way to train each side of the **chest** on its own.",
  "instructions": ["Anchor a band at chest height behind you and hold the end in one hand.", "Step forward into a split stance with the opposite leg in front.", "Press the hand straight forward until the arm is straight, keeping the shoulders square.", "Return slowly and complete all reps before switching sides."],
  "usageInstructions": "Use as a home accessory or warm-up: 2-3 sets of 12-20 reps per side.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "triceps", "obliques"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "warm_up"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Resistance Band Chest Fly",
  "shortDescription": "A standing fly against a band anchored behind you.",
  "description": "The band is slack when the arms are open and tight when the hands meet, so the **chest** is loaded at the squeeze rather than at the stretch.",
  "instructions": ["Anchor a band at chest height behind you and hold an end in each hand.", "Step forward until there is light tension with the arms out to the sides and elbows softly bent.", "Sweep both hands together in front of the chest.", "Hold the squeeze for a second, then open the arms slowly to the start."],
  "usageInstructions": "Use as a light isolation, warm-up or home finisher: 2-4 sets of 15-20 reps.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [15, 20], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "warm_up", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band-Resisted Push-Up",
  "shortDescription": "A push-up with a band across the upper back for extra load at the top.",
  "description": "A band held under the hands and looped over the upper back adds resistance that grows as you push up, making the **chest** and triceps work hardest near lockout.",
  "instructions": ["Hold one end of a band in each hand and lay the middle across your upper back below the shoulder blades.", "Set the hands on the floor slightly wider than shoulders, trapping the band ends under the palms.", "Form a straight line from head to heels with the stomach braced.", "Lower the chest to just above the floor.", "Push hard against the band back to straight arms."],
  "usageInstructions": "Use as a loaded push-up progression: 3-4 sets of 6-15 reps.",
  "safetyNotes": "Make sure the band ends are pinned firmly so they cannot slip out.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "resistance_band", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band-Assisted Push-Up",
  "shortDescription": "A push-up with a band under the chest that takes part of your weight.",
  "description": "A band stretched across a rack supports the hips and chest at the bottom, where the push-up is hardest, so beginners can train the full **chest** movement with good form.",
  "instructions": ["Loop a band between the two uprights of a rack at about hip height when you are in a push-up.", "Step under the band so it sits across your hips or lower chest and set the hands on the floor.", "Form a straight line from head to heels.", "Lower until the chest nearly touches the floor, letting the band take some weight.", "Press back up to straight arms without losing the straight body line."],
  "usageInstructions": "Use to progress toward full push-ups: 3 sets of 6-12 reps, moving to a lighter band over time.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [6, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "resistance_band", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": ["resistance_band", "squat_rack"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["beginner_friendly"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Landmine Chest Press",
  "shortDescription": "A standing two-hand press of a barbell anchored in a landmine.",
  "description": "The bar moves in an arc up and away from you, a path that lets the shoulder blades move freely. Holding the end in both hands loads the **chest** and front delts in a shoulder-friendly angle.",
  "instructions": ["Load the free end of a barbell fixed in a landmine and stand facing it.", "Lift the end of the bar to your chest and hold it with both hands, fingers interlaced around the sleeve.", "Stand tall with the feet hip-width apart and the stomach braced.", "Press the bar forward and up until the arms are straight.", "Lower it back to the chest under control."],
  "usageInstructions": "Use as a shoulder-friendly main press or accessory: 3-4 sets of 8-12 reps.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest", "front_delts"], "secondaryMuscles": ["triceps", "abs"],
  "equipmentRequired": ["landmine", "barbell"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Arm Landmine Chest Press",
  "shortDescription": "A one-arm landmine press from a staggered stance.",
  "description": "Pressing the bar end with one hand adds anti-rotation work to a **chest** press that stays kind to the shoulder.",
  "instructions": ["Stand beside the loaded end of a landmine bar in a staggered stance, opposite foot forward.", "Hold the end of the bar at the front of the shoulder with one hand.", "Brace the trunk and press the bar up and forward until the arm is straight.", "Lower it back to the shoulder under control and repeat before switching sides."],
  "usageInstructions": "Use as an athletic accessory press: 3 sets of 8-12 reps per side.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["chest", "front_delts"], "secondaryMuscles": ["triceps", "obliques"],
  "equipmentRequired": ["landmine", "barbell"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["athletic"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Half-Kneeling Landmine Chest Press",
  "shortDescription": "A one-arm landmine press from a half-kneeling position.",
  "description": "Kneeling removes the leg drive so the trunk has to hold the body square while the **chest** and front delts press the bar.",
  "instructions": ["Kneel on one knee in front of a loaded landmine, working-side knee down.", "Hold the bar end at the front of the shoulder with the working hand.", "Squeeze the glute of the kneeling leg and keep the ribs down.", "Press the bar up and forward to a straight arm without leaning away.", "Lower under control, finish the set and switch sides."],
  "usageInstructions": "Use as a core-and-press accessory: 3 sets of 8-10 reps per side.",
  "safetyNotes": "Use a pad under the knee.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [8, 10], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "core"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["chest", "front_delts"], "secondaryMuscles": ["triceps", "obliques"],
  "equipmentRequired": ["landmine", "barbell"],
  "joints": ["shoulder", "elbow", "knee"], "mobilityRequirements": [], "tags": ["posture"],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Suspension Trainer Chest Press",
  "shortDescription": "A leaning push-up on suspension handles: you change the load by stepping closer or further.",
  "description": "Facing away from the anchor, you lower your chest between the handles and press back up. The unstable handles make the **chest**, shoulders and core work together.",
  "instructions": ["Adjust the straps to mid-length and face away from the anchor holding a handle in each hand.", "Walk the feet back so the body leans forward in a straight line with arms straight in front of the chest.", "Bend the elbows and lower the chest between the hands, elbows about 45 degrees from the body.", "Stop when the hands are beside the chest, then press back to straight arms.", "Keep the straps from rubbing against the arms throughout."],
  "usageInstructions": "Use as a bodyweight press in home or outdoor sessions: 3-4 sets of 8-15 reps; step the feet back to make it harder.",
  "safetyNotes": "Check the anchor before every session. Do not let the handles drift wide at the bottom.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "suspension", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "triceps", "abs"],
  "equipmentRequired": ["suspension_trainer"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Suspension Trainer Chest Fly",
  "shortDescription": "A fly on suspension straps with the body weight as load: demanding and unstable.",
  "description": "Leaning forward onto the handles, you let the arms open wide and then pull them back together using the **chest**. Long arms make even a small lean heavy.",
  "instructions": ["Face away from the anchor holding the handles with arms straight in front of the chest.", "Lean forward with a straight body until you feel a moderate load, elbows softly bent.", "Let the arms open slowly out to the sides as the body lowers.", "Stop when the hands are level with the chest, then squeeze them back together to return to the start."],
  "usageInstructions": "Use as an advanced bodyweight chest isolation: 3 sets of 8-12 reps.",
  "safetyNotes": "Start with a small lean: the load rises quickly as the arms open. Stop the stretch at chest level.",
  "difficultyLevel": 6, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [3, 1, 1], "sets": [3, 3], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "suspension", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "abs"],
  "equipmentRequired": ["suspension_trainer"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Suspension Trainer Single-Arm Chest Press",
  "shortDescription": "A one-arm suspension press that adds a strong rotational challenge.",
  "description": "Only one hand holds a handle, so the body wants to twist; the **chest** presses while the trunk keeps the shoulders level.",
  "instructions": ["Shorten one strap to mid-length and face away from the anchor holding the single handle.", "Step into a staggered stance and lean forward with the working arm straight in front of the chest.", "Lower the body by bending the elbow while keeping the hips and shoulders square to the floor.", "Press back to a straight arm and complete the set before switching sides."],
  "usageInstructions": "Use as an advanced bodyweight press: 3 sets of 6-10 reps per side.",
  "safetyNotes": "Keep the lean modest until you can control the rotation.",
  "difficultyLevel": 7, "technicalComplexity": 6, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [6, 10], "restSeconds": [60, 90],
  "minExperienceLevel": "advanced", "category": "calisthenics", "modality": "suspension", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "core"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "triceps", "obliques"],
  "equipmentRequired": ["suspension_trainer"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["athletic"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Push-Up",
  "shortDescription": "The basic bodyweight press: lower the chest to the floor and push back up.",
  "description": "From a straight-arm plank you bend the elbows to bring the chest to the floor and press away. It trains the **chest**, triceps and front delts while the core holds the body in one line.",
  "instructions": ["Place the hands on the floor a little wider than the shoulders, fingers pointing forward.", "Step the feet back so the body forms a straight line from head to heels; squeeze the glutes and brace the stomach.", "Bend the elbows to about 45 degrees from the body and lower until the chest is a fist's height from the floor.", "Push the floor away until the arms are straight, keeping the hips in line with the shoulders."],
  "usageInstructions": "Use as a main bodyweight press or a high-rep finisher: 3-5 sets of 8-20 reps, or as many good reps as possible.",
  "safetyNotes": "Stop the set when the hips start to sag. Push-ups on the hands load the wrists in extension.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 5], "reps": [8, 20], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly", "beginner_friendly"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Wall Push-Up",
  "shortDescription": "A push-up against a wall: the easiest place to start pressing.",
  "description": "Standing close to a wall, you lean in and push back, practising the push-up pattern for the **chest** with only a small part of your body weight.",
  "instructions": ["Stand an arm's length from a wall and place the hands on it at shoulder height, slightly wider than the shoulders.", "Step back a little further so the body leans in a straight line from head to heels.", "Bend the elbows and bring the chest toward the wall, keeping the heels down if you can.", "Push the wall away until the arms are straight."],
  "usageInstructions": "Use as a first step toward push-ups or as a warm-up: 2-3 sets of 10-20 reps; step further back to make it harder.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 0, 1], "sets": [2, 3], "reps": [10, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "low_impact", "warm_up"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Incline Push-Up",
  "shortDescription": "A push-up with the hands on a bench, lighter than the floor version.",
  "description": "Raising the hands on a bench reduces how much body weight you press, so you can train a full-range **chest** push-up with good form while building up to the floor.",
  "instructions": ["Place the hands on the edge of a flat bench slightly wider than the shoulders.", "Walk the feet back until the body forms a straight line from head to heels.", "Lower the chest to the edge of the bench with elbows about 45 degrees from the body.", "Press back to straight arms while keeping the body rigid."],
  "usageInstructions": "Use to build toward full push-ups or for high-rep work: 3 sets of 8-20 reps.",
  "safetyNotes": "Make sure the bench cannot slide or tip before you lean on it.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [3, 3], "reps": [8, 20], "restSeconds": [45, 75],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": ["flat_bench"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": ["beginner_friendly"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kneeling Push-Up",
  "shortDescription": "A push-up from the knees that halves the load of the full version.",
  "description": "Pivoting on the knees instead of the toes shortens the lever, letting beginners press the **chest** through a full range with a straight line from head to knees.",
  "instructions": ["Kneel on a mat and place the hands on the floor slightly wider than the shoulders.", "Walk the hands forward until the body forms a straight line from head to knees.", "Lower the chest toward the floor with elbows about 45 degrees from the body.", "Push back to straight arms without bending at the hips."],
  "usageInstructions": "Use as a push-up regression: 3 sets of 8-20 reps.",
  "safetyNotes": "Kneel on a mat or folded towel.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [3, 3], "reps": [8, 20], "restSeconds": [45, 75],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist", "knee"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly", "beginner_friendly"],
  "contraindications": ["wrist_pain", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Decline Push-Up",
  "shortDescription": "A push-up with the feet raised on a bench, shifting work to the upper chest.",
  "description": "Raising the feet puts more body weight over the hands and angles the press toward the **upper chest** and front delts.",
  "instructions": ["Place the feet on a flat bench behind you and the hands on the floor slightly wider than the shoulders.", "Make a straight line from head to heels with the stomach braced.", "Lower the chest toward the floor, keeping the elbows at about 45 degrees.", "Press back to straight arms without letting the hips pike up."],
  "usageInstructions": "Use as a push-up progression: 3-4 sets of 6-15 reps.",
  "safetyNotes": "Higher feet push more load into the shoulders; keep the bench at or below hip height at first.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest", "front_delts"], "secondaryMuscles": ["triceps", "abs"],
  "equipmentRequired": ["flat_bench"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": [],
  "contraindications": ["wrist_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Wide Push-Up",
  "shortDescription": "A push-up with hands well outside the shoulders for more chest stretch.",
  "description": "A wider hand position shortens the elbow bend and increases the stretch on the **chest**, at the cost of more stress on the front of the shoulders.",
  "instructions": ["Place the hands on the floor about one and a half times shoulder width, fingers turned slightly out.", "Form a straight line from head to heels.", "Lower the chest toward the floor until it is level with the hands.", "Press back up, keeping the elbows from flaring straight out to the sides."],
  "usageInstructions": "Use for chest emphasis in bodyweight sessions: 3 sets of 8-15 reps.",
  "safetyNotes": "Do not sink the chest below hand level.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 3], "reps": [8, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "triceps"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["wrist_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Close-Grip Push-Up",
  "shortDescription": "A push-up with the hands under the shoulders and elbows hugging the body.",
  "description": "Keeping the hands shoulder-width apart and the elbows in makes the **triceps** share the work equally with the chest, without the wrist strain of the diamond hand position.",
  "instructions": ["Place the hands directly under the shoulders, fingers pointing forward.", "Step back into a straight-arm plank with the body in one line.", "Lower the chest, keeping the elbows brushing the sides of the ribs.", "Press back to straight arms and lock out the elbows."],
  "usageInstructions": "Use as a triceps-and-chest bodyweight press: 3 sets of 8-15 reps.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 3], "reps": [8, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps", "chest"], "secondaryMuscles": ["front_delts", "abs"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["wrist_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Fist Push-Up",
  "shortDescription": "A push-up on the knuckles that keeps the wrists straight.",
  "description": "Pressing on closed fists avoids bending the wrists back, so people who cannot tolerate flat-hand push-ups can still train the **chest**.",
  "instructions": ["Make tight fists and place them on a mat slightly wider than the shoulders, knuckles down and thumbs facing forward.", "Line the forearm up with the fist so the wrist is straight.", "Step back into a straight-arm plank with the body in one line.", "Lower the chest toward the floor, elbows about 45 degrees from the body.", "Press back up, keeping the wrists locked straight."],
  "usageInstructions": "Use instead of regular push-ups when the wrists complain: 3-4 sets of 8-15 reps.",
  "safetyNotes": "Do these on a padded mat and keep the weight on the first two knuckles.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "forearms"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Neutral-Grip Push-Up",
  "shortDescription": "A push-up on hex dumbbells held with palms facing in to keep the wrists straight.",
  "description": "Gripping the dumbbell handles keeps the wrists neutral and adds a little extra depth, so the **chest** is trained without bending the wrists back.",
  "instructions": ["Place two hex dumbbells on the floor under the shoulders with the handles parallel to the body.", "Grip the handles and step back into a straight-arm plank.", "Lower the chest between the dumbbells until it is level with the handles.", "Press back to straight arms, keeping the dumbbells still."],
  "usageInstructions": "Use as a wrist-friendly push-up: 3-4 sets of 8-15 reps.",
  "safetyNotes": "Use hexagonal dumbbells that cannot roll.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Deficit Push-Up",
  "shortDescription": "A push-up with the hands raised on plates so the chest sinks below hand level.",
  "description": "Elevating the hands on two plates adds range at the bottom, stretching the **chest** further than the floor allows.",
  "instructions": ["Place two weight plates on the floor just wider than shoulder width.", "Put one hand on each plate and step back into a straight-arm plank.", "Lower the chest below the level of the hands, just until you feel a strong stretch.", "Press back up to straight arms, keeping the body in one line."],
  "usageInstructions": "Use as a push-up progression for size: 3-4 sets of 6-12 reps.",
  "safetyNotes": "Add depth gradually; the extra stretch is demanding on the front of the shoulder.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": ["weight_plate"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension", "thoracic_extension"], "tags": [],
  "contraindications": ["wrist_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Archer Push-Up",
  "shortDescription": "A wide push-up in which one arm bends while the other stays straight.",
  "description": "Shifting the body toward one hand makes that side of the **chest** lift most of the body weight, a step toward the one-arm push-up.",
  "instructions": ["Set up in a push-up with the hands about twice shoulder width, fingers turned out slightly.", "Shift the weight toward the right hand and bend the right elbow while the left arm stays straight.", "Lower until the chest is close to the right hand.", "Press back to the middle and repeat toward the left side."],
  "usageInstructions": "Use as an advanced bodyweight strength move: 3-4 sets of 4-8 reps per side.",
  "safetyNotes": "The straight arm is loaded at the elbow; keep it softly locked, not hyperextended.",
  "difficultyLevel": 7, "technicalComplexity": 6, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [4, 8], "restSeconds": [90, 120],
  "minExperienceLevel": "advanced", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["wrist_pain", "shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Pseudo Planche Push-Up",
  "shortDescription": "A push-up with the hands by the hips and the shoulders leaning far forward.",
  "description": "Placing the hands low with fingers turned out and leaning the shoulders past the hands loads the front delts and **chest** very heavily, a gymnastics strength drill.",
  "instructions": ["Place the hands on the floor beside the lower ribs with fingers turned out or back.", "Step back into a plank and lean the shoulders forward well past the hands.", "Keeping the lean, bend the elbows and lower the chest toward the floor.", "Press back up without losing the forward lean."],
  "usageInstructions": "Use as an advanced calisthenics strength move: 3-5 sets of 3-8 reps.",
  "safetyNotes": "Build up the lean over weeks; it strains the wrists and the front of the elbows.",
  "difficultyLevel": 8, "technicalComplexity": 7, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [3, 1, 1], "sets": [3, 5], "reps": [3, 8], "restSeconds": [90, 150],
  "minExperienceLevel": "advanced", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["push"],
  "primaryMuscles": ["chest", "front_delts"], "secondaryMuscles": ["triceps", "abs", "biceps"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": [],
  "contraindications": ["wrist_pain", "shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "One-Arm Push-Up",
  "shortDescription": "A push-up on a single hand, the top bodyweight pressing skill for most trainees.",
  "description": "With the feet wide and one hand on the floor, the **chest** and triceps of one side press the whole body while the trunk resists twisting.",
  "instructions": ["Set the feet wider than the shoulders and place one hand under the chest, the other behind the back.", "Brace the trunk and turn the hips only slightly toward the working arm.", "Lower the chest toward the floor with the working elbow close to the ribs.", "Press back up to a straight arm without letting the hips twist."],
  "usageInstructions": "Use as an advanced bodyweight strength goal: 3-5 sets of 1-6 reps per side.",
  "safetyNotes": "Progress through archer and elevated one-arm versions first.",
  "difficultyLevel": 9, "technicalComplexity": 7, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 1, 1], "sets": [3, 5], "reps": [1, 6], "restSeconds": [120, 180],
  "minExperienceLevel": "advanced", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["chest", "triceps"], "secondaryMuscles": ["front_delts", "obliques", "abs"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["wrist_pain", "shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Staggered Push-Up",
  "shortDescription": "A push-up with one hand forward and one hand back.",
  "description": "Offsetting the hands gives each side of the **chest** a different angle and load; swap the hands each set.",
  "instructions": ["Place one hand slightly ahead of the shoulder and the other beside the lower ribs.", "Step back into a straight-arm plank.", "Lower the chest evenly toward the floor without twisting.", "Press back up, finish the set and swap the hand positions next set."],
  "usageInstructions": "Use for variety in bodyweight sessions: 3 sets of 8-12 reps per hand position.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 3], "reps": [8, 12], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Spiderman Push-Up",
  "shortDescription": "A push-up that brings one knee to the elbow on the way down.",
  "description": "As the chest lowers, one knee swings out and up toward the elbow, adding hip mobility and oblique work to the **chest** press.",
  "instructions": ["Set up in a standard push-up position.", "As you lower the chest, lift the right foot and bring the right knee out to the side toward the right elbow.", "At the bottom, the knee is close to the elbow and the hips stay low.", "Press back up while returning the foot to the floor.", "Alternate sides each rep."],
  "usageInstructions": "Use in bodyweight circuits or warm-ups: 3 sets of 6-12 reps per side.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [3, 3], "reps": [6, 12], "restSeconds": [45, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["strength", "core", "mobility"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "obliques", "hip_flexors"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist", "hip"], "mobilityRequirements": ["wrist_extension", "hip_flexion"], "tags": ["home_friendly", "athletic"],
  "contraindications": ["wrist_pain", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "T Push-Up",
  "shortDescription": "A push-up followed by a rotation into a side plank.",
  "description": "After each rep you turn the body and lift one arm to the ceiling, combining a **chest** press with rotational shoulder and core control.",
  "instructions": ["Perform a push-up with the hands slightly wider than the shoulders.", "At the top, shift the weight onto the left hand and rotate the body to the right.", "Raise the right arm to the ceiling so the body makes a T, stacking the feet or staggering them.", "Rotate back to the plank and repeat to the other side."],
  "usageInstructions": "Use in circuits or as a dynamic warm-up: 3 sets of 6-10 reps per side.",
  "safetyNotes": "The supporting wrist takes the whole upper body in the side plank; stack it under the shoulder.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [6, 10], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["strength", "core"], "movementPattern": ["push", "rotation"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["obliques", "front_delts", "triceps"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly", "warm_up"],
  "contraindications": ["wrist_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dive Bomber Push-Up",
  "shortDescription": "A flowing push-up that swoops from a pike down and through into an upward arch.",
  "description": "From a downward-dog position, the chest dives low between the hands and sweeps forward, finishing with the arms straight and the spine arched. It works the **chest**, shoulders and triceps through a long path.",
  "instructions": ["Start in a pike: hands and feet on the floor, hips high, arms straight.", "Bend the elbows and sweep the head and chest down close to the floor between the hands.", "Continue forward and up, straightening the arms as the hips drop toward the floor.", "Push the hips back up to the pike by the same path, or directly, to start the next rep."],
  "usageInstructions": "Use in bodyweight conditioning or mobility-strength work: 3 sets of 6-12 reps.",
  "safetyNotes": "The arched finish extends the lower back; keep it within a comfortable range.",
  "difficultyLevel": 6, "technicalComplexity": 6, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [2, 0, 2], "sets": [3, 3], "reps": [6, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["strength", "mobility"], "movementPattern": ["push"],
  "primaryMuscles": ["chest", "front_delts"], "secondaryMuscles": ["triceps", "lower_back"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist", "spine"], "mobilityRequirements": ["wrist_extension", "overhead_mobility", "thoracic_extension"], "tags": ["home_friendly"],
  "contraindications": ["wrist_pain", "shoulder_impingement", "lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Tempo Push-Up",
  "shortDescription": "A push-up with a slow three-second descent and a pause near the floor.",
  "description": "Slowing the lowering phase and pausing just above the floor keeps the **chest** under tension much longer than normal reps.",
  "instructions": ["Set up in a standard push-up position.", "Take three full seconds to lower the chest to just above the floor.", "Hold there for one second without touching down.", "Push back up at a normal speed.", "Keep the body straight through the whole rep."],
  "usageInstructions": "Use to make push-ups harder without equipment: 3-4 sets of 5-10 reps.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [5, 10], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Push-Up Isometric Hold",
  "shortDescription": "Holding the lowered half of a push-up still for time.",
  "description": "Pausing with the elbows bent at about 90 degrees trains the **chest**, triceps and core with no movement, useful for building strength where the push-up usually fails.",
  "instructions": ["Set up in a standard push-up position.", "Lower until the elbows are bent to about 90 degrees.", "Hold there with the body straight and the stomach braced, breathing steadily.", "Push back up or lower to the floor at the end of the hold."],
  "usageInstructions": "Use as a strength builder or finisher: 3-4 holds of 10-30 seconds (reps are seconds).",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [0, 20, 0], "sets": [3, 4], "reps": [10, 30], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly", "finisher"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Hand-Release Push-Up",
  "shortDescription": "A push-up that lowers all the way to the floor and lifts the hands each rep.",
  "description": "Resting the chest on the floor and lifting the hands for a moment removes the stretch reflex and ensures full depth, so every rep of the **chest** press starts from zero.",
  "instructions": ["Set up in a standard push-up position.", "Lower until the chest and thighs rest on the floor.", "Lift both hands an inch off the floor, squeezing the shoulder blades together.", "Put the hands back down and press the whole body up in one piece."],
  "usageInstructions": "Use for strict push-up strength and testing: 3 sets of 6-15 reps.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [6, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "rhomboids"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Shoulder Tap Push-Up",
  "shortDescription": "A push-up followed by tapping each shoulder with the opposite hand.",
  "description": "After each push-up you balance on one hand to tap the other shoulder, adding anti-rotation core work to the **chest** press.",
  "instructions": ["Set up in a push-up position with the feet a little wider than hip-width.", "Perform one push-up.", "At the top, lift the right hand and tap the left shoulder without rocking the hips.", "Put it down, tap the right shoulder with the left hand, then do the next push-up."],
  "usageInstructions": "Use in bodyweight circuits: 3 sets of 6-12 reps.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [3, 3], "reps": [6, 12], "restSeconds": [45, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "core"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "obliques", "abs"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Typewriter Push-Up",
  "shortDescription": "A wide push-up that slides the chest from one hand to the other at the bottom.",
  "description": "You lower to the middle, shift across to one hand, slide to the other and press up, keeping the **chest** under load the whole time.",
  "instructions": ["Set up in a push-up with the hands about twice shoulder width.", "Lower the chest toward the floor in the middle.", "Keeping the chest low, shift over toward the right hand while the left arm straightens.", "Slide across to the left hand in the same way.", "Return to the middle and press up; alternate the starting side."],
  "usageInstructions": "Use as an advanced bodyweight strength move: 3 sets of 3-6 reps.",
  "difficultyLevel": 7, "technicalComplexity": 6, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 2, 1], "sets": [3, 3], "reps": [3, 6], "restSeconds": [90, 120],
  "minExperienceLevel": "advanced", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": [],
  "contraindications": ["wrist_pain", "shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Weighted Push-Up",
  "shortDescription": "A push-up with a plate resting on the upper back.",
  "description": "A weight plate placed between the shoulder blades turns the push-up into a loadable **chest** press you can progress like a barbell lift.",
  "instructions": ["Get into a push-up position and have a partner place a plate on your upper back, between the shoulder blades.", "Brace so the hips stay level and the plate cannot slide.", "Lower the chest toward the floor with elbows about 45 degrees from the body.", "Press back to straight arms, keeping the back flat."],
  "usageInstructions": "Use when bodyweight push-ups become easy: 3-5 sets of 6-12 reps.",
  "safetyNotes": "Have the plate placed and removed by a partner; never let it rest on the lower back or neck.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 1, 1], "sets": [3, 5], "reps": [6, 12], "restSeconds": [90, 120],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": ["weight_plate"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": [],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Suspension Trainer Feet-Elevated Push-Up",
  "shortDescription": "A push-up with the feet hanging in suspension straps.",
  "description": "With the feet in the cradles, the body swings freely, so the core has to work hard to hold a straight line while the **chest** presses from the floor.",
  "instructions": ["Adjust the straps to hang about a foot above the floor.", "Lie face down, place both feet in the foot cradles and set the hands under the shoulders.", "Push up into a straight-arm plank with the body in one line.", "Lower the chest to the floor without letting the hips sag or the feet swing.", "Press back up, keeping the straps still."],
  "usageInstructions": "Use as an advanced push-up: 3-4 sets of 6-12 reps.",
  "safetyNotes": "If the lower back arches, shorten the set or return to floor push-ups.",
  "difficultyLevel": 6, "technicalComplexity": 5, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "suspension", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "core"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "abs", "front_delts"],
  "equipmentRequired": ["suspension_trainer"],
  "joints": ["shoulder", "elbow", "wrist", "spine"], "mobilityRequirements": ["wrist_extension"], "tags": [],
  "contraindications": ["wrist_pain", "lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Plyometric Push-Up",
  "shortDescription": "An explosive push-up in which the hands leave the floor.",
  "description": "You drop into a push-up and drive up so hard that the hands lift off, training the **chest** and triceps to produce force fast.",
  "instructions": ["Set up in a push-up with the hands slightly wider than the shoulders.", "Lower under control to just above the floor.", "Push as explosively as possible so the hands leave the floor.", "Land with soft elbows in the start position and go straight into the next rep."],
  "usageInstructions": "Use early in a session for power, when fresh: 3-5 sets of 3-8 reps with full rest.",
  "safetyNotes": "Land with bent elbows and hands under the shoulders, never on locked arms.",
  "difficultyLevel": 6, "technicalComplexity": 4, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 0, 0], "sets": [3, 5], "reps": [3, 8], "restSeconds": [90, 150],
  "minExperienceLevel": "intermediate", "category": "plyometrics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["power"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["explosive", "athletic", "home_friendly"],
  "contraindications": ["wrist_pain", "shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Clap Push-Up",
  "shortDescription": "A plyometric push-up with a hand clap in the air.",
  "description": "The clap demands enough height to bring the hands together and back, a harder test of **chest** power than the basic plyometric push-up.",
  "instructions": ["Set up in a push-up position on a forgiving surface.", "Lower quickly but under control.", "Explode up, clap the hands once in front of the chest.", "Get the hands back under the shoulders and land with soft elbows."],
  "usageInstructions": "Use for upper-body power: 3-5 sets of 3-6 reps with full rest.",
  "safetyNotes": "Only attempt once plyometric push-ups with good height are easy. Land on a mat.",
  "difficultyLevel": 7, "technicalComplexity": 5, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 0, 0], "sets": [3, 5], "reps": [3, 6], "restSeconds": [90, 150],
  "minExperienceLevel": "advanced", "category": "plyometrics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["power"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["explosive", "athletic"],
  "contraindications": ["wrist_pain", "shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kneeling Plyometric Push-Up",
  "shortDescription": "An explosive push-up from the knees, the entry point to plyometric pressing.",
  "description": "Pivoting on the knees lowers the load so beginners can learn to push off and land for **chest** power training.",
  "instructions": ["Kneel on a mat and set the hands slightly wider than the shoulders, body straight from head to knees.", "Lower the chest toward the floor.", "Push hard enough for the hands to leave the floor.", "Land softly with bent elbows and reset before the next rep."],
  "usageInstructions": "Use to learn upper-body power: 3-4 sets of 5-8 reps.",
  "safetyNotes": "Kneel on padding and land with soft elbows.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 0, 0], "sets": [3, 4], "reps": [5, 8], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "plyometrics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["power"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist", "knee"], "mobilityRequirements": ["wrist_extension"], "tags": ["explosive", "home_friendly"],
  "contraindications": ["wrist_pain", "elbow_issues", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Incline Plyometric Push-Up",
  "shortDescription": "An explosive push-up with the hands on a bench for a softer landing.",
  "description": "Pushing off a bench reduces the load and the landing force, a step between kneeling and floor plyometric push-ups for **chest** power.",
  "instructions": ["Place the hands on the edge of a stable flat bench and walk the feet back into a straight line.", "Lower the chest toward the bench.", "Push explosively so the hands leave the bench.", "Catch the bench with soft elbows and flow into the next rep."],
  "usageInstructions": "Use for upper-body power: 3-4 sets of 5-8 reps.",
  "safetyNotes": "The bench must be solid and unable to slide.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 0, 0], "sets": [3, 4], "reps": [5, 8], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "plyometrics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["power"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts"],
  "equipmentRequired": ["flat_bench"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": ["explosive"],
  "contraindications": ["wrist_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Depth Push-Up",
  "shortDescription": "A drop from two raised plates onto the floor, absorbed and rebounded into a push-up.",
  "description": "You drop from two raised plates to the floor, absorb the landing with the **chest** and triceps and rebound straight back up onto the plates. A shock-style power drill for trained athletes.",
  "instructions": ["Place two weight plates on the floor a little wider than a push-up grip and set up with one hand on each.", "Push off the plates and drop the hands to the floor between or beside them.", "Absorb the landing by bending the elbows and lowering the chest.", "Immediately explode back up onto the plates."],
  "usageInstructions": "Use for advanced upper-body power: 3-4 sets of 3-6 reps with long rests.",
  "safetyNotes": "A high-impact drill: master clap push-ups first and stop when landings get loud.",
  "difficultyLevel": 8, "technicalComplexity": 6, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [1, 0, 0], "sets": [3, 4], "reps": [3, 6], "restSeconds": [120, 180],
  "minExperienceLevel": "advanced", "category": "plyometrics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["power"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": ["weight_plate"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["explosive", "athletic"],
  "contraindications": ["wrist_pain", "shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Medicine Ball Chest Pass",
  "shortDescription": "An explosive two-hand pass from the chest against a wall or to a partner.",
  "description": "Standing and throwing a ball from the chest as hard as possible trains **chest** and triceps power the way passing, shoving and punching use it.",
  "instructions": ["Stand an arm's length or two from a solid wall holding a medicine ball at the chest.", "Set the feet shoulder-width apart with the knees slightly bent.", "Throw the ball straight at the wall as hard as you can, straightening the arms fully.", "Catch the rebound with soft elbows, bring it back to the chest and throw again."],
  "usageInstructions": "Use for upper-body power: 3-5 sets of 6-10 throws, resting fully between sets.",
  "safetyNotes": "Use a ball made for rebounding and catch with the fingers spread, not the fingertips.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [1, 0, 0], "sets": [3, 5], "reps": [6, 10], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "plyometrics", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["power", "cardio"], "movementPattern": ["push"],
  "primaryMuscles": ["chest", "triceps"], "secondaryMuscles": ["front_delts", "abs"],
  "equipmentRequired": ["medicine_ball"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": ["explosive", "athletic"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Supine Medicine Ball Chest Throw",
  "shortDescription": "Lying on the floor, you throw a medicine ball straight up and catch it.",
  "description": "Throwing a ball upward from the chest and catching it on the way down trains the **chest** and triceps to both produce and absorb force.",
  "instructions": ["Lie on your back with knees bent, holding a light medicine ball at the chest.", "Throw the ball straight up as high as you can, fully straightening the arms.", "Catch it with straight but soft arms and let it sink to the chest.", "Immediately throw it again."],
  "usageInstructions": "Use for upper-body power: 3-4 sets of 6-10 throws.",
  "safetyNotes": "Use a light, soft ball and throw straight up. A partner can catch and drop it back instead.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [1, 0, 0], "sets": [3, 4], "reps": [6, 10], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "plyometrics", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["power"], "movementPattern": ["push"],
  "primaryMuscles": ["chest", "triceps"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["medicine_ball"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": ["explosive"],
  "contraindications": ["wrist_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Medicine Ball Push-Up",
  "shortDescription": "A push-up with one hand on a medicine ball.",
  "description": "The raised, rolling ball under one hand makes each side of the **chest** work differently and challenges shoulder stability.",
  "instructions": ["Place one hand on a medicine ball and the other on the floor, both slightly wider than the shoulders.", "Step back into a straight-arm plank.", "Lower the chest evenly, keeping the ball still.", "Press back up and swap hands each set, or roll the ball across between reps."],
  "usageInstructions": "Use as a push-up progression: 3 sets of 6-12 reps per side.",
  "safetyNotes": "Use a ball that does not bounce or roll easily.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [3, 3], "reps": [6, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": ["medicine_ball"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": [],
  "contraindications": ["wrist_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Medicine Ball Close-Grip Push-Up",
  "shortDescription": "A push-up with both hands on one medicine ball.",
  "description": "Both hands on top of the ball bring the elbows close and add balance work, loading the **triceps** and inner chest.",
  "instructions": ["Place both hands on a medicine ball under the chest.", "Step back into a straight-arm plank with feet apart for balance.", "Lower the chest toward the ball with the elbows tucked to the sides.", "Press back up while keeping the ball still."],
  "usageInstructions": "Use as a triceps and chest finisher: 3 sets of 6-12 reps.",
  "safetyNotes": "The narrow, bent wrist position is demanding; skip it if the wrists ache.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 3], "reps": [6, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["push"],
  "primaryMuscles": ["triceps", "chest"], "secondaryMuscles": ["front_delts", "abs"],
  "equipmentRequired": ["medicine_ball"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": [],
  "contraindications": ["wrist_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Medicine Ball Crossover Push-Up",
  "shortDescription": "A push-up with one hand on a ball, rolling it to the other hand between reps.",
  "description": "After each push-up you shift across and roll the ball to the other hand, combining lateral movement and stability with the **chest** press.",
  "instructions": ["Set up with the right hand on a medicine ball and the left hand on the floor.", "Do one push-up.", "Roll the ball across to the left hand and shift the body over it.", "Do a push-up with the left hand on the ball and keep alternating."],
  "usageInstructions": "Use in conditioning circuits: 3 sets of 6-10 reps per side.",
  "difficultyLevel": 6, "technicalComplexity": 5, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 0, 1], "sets": [3, 3], "reps": [6, 10], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "balance", "cardio"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "obliques"],
  "equipmentRequired": ["medicine_ball"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["athletic"],
  "contraindications": ["wrist_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Medicine Ball Isometric Squeeze",
  "shortDescription": "Squeezing a medicine ball between the palms at chest height.",
  "description": "Pressing the palms hard into the sides of a ball contracts the **chest** with no joint movement, an easy, gentle way to train it during injury or as a warm-up.",
  "instructions": ["Stand or sit tall and hold a medicine ball in front of the chest between the flat palms.", "Keep the elbows bent and slightly below shoulder height.", "Squeeze the ball as hard as you can, feeling the chest tighten.", "Hold the squeeze for the set time, breathing steadily, then relax."],
  "usageInstructions": "Use as a warm-up, finisher or rehab exercise: 3-5 holds of 15-30 seconds (reps are seconds).",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 20, 0], "sets": [3, 5], "reps": [15, 30], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["medicine_ball"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "rehab_friendly", "low_impact", "home_friendly", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Chest Dip",
  "shortDescription": "A parallel-bar dip with a forward lean to bias the chest.",
  "description": "Leaning forward and letting the elbows travel out a little shifts the dip from the triceps toward the lower **chest**. One of the most effective bodyweight presses.",
  "instructions": ["Grip the dip bars and jump or step up to straight arms, shoulders pressed down away from the ears.", "Lean the torso forward about 30 degrees and bend the knees, crossing the ankles.", "Bend the elbows and lower until the upper arms are about parallel to the floor.", "Press back up to straight arms while keeping the forward lean."],
  "usageInstructions": "Use as a main bodyweight press or after bench work: 3-4 sets of 6-15 reps.",
  "safetyNotes": "Stop at upper arms parallel; going deeper strains the front of the shoulder. Dips also load the elbows heavily.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 15], "restSeconds": [90, 120],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts"],
  "equipmentRequired": ["dip_station"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["thoracic_extension"], "tags": ["main_lift"],
  "contraindications": ["shoulder_impingement", "elbow_issues", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Weighted Chest Dip",
  "shortDescription": "A chest dip with extra load held between the feet.",
  "description": "Holding a dumbbell between the feet adds load to the dip so the **chest** and triceps can be trained heavy in a low-rep range.",
  "instructions": ["Place a dumbbell between the feet while standing on a step between the bars, then grip the bars.", "Press up to straight arms, squeezing the dumbbell with the feet.", "Lean forward slightly and lower until the upper arms are parallel to the floor.", "Press back up to lockout and repeat."],
  "usageInstructions": "Use for strength once 15 bodyweight dips are easy: 3-5 sets of 4-8 reps.",
  "safetyNotes": "Add load slowly and keep the depth at upper arms parallel to the floor.",
  "difficultyLevel": 7, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [2, 0, 1], "sets": [3, 5], "reps": [4, 8], "restSeconds": [120, 180],
  "minExperienceLevel": "advanced", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts"],
  "equipmentRequired": ["dip_station", "dumbbells"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["thoracic_extension"], "tags": ["main_lift"],
  "contraindications": ["shoulder_impingement", "elbow_issues", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band-Assisted Chest Dip",
  "shortDescription": "A chest dip with a band under the knees that helps at the bottom.",
  "description": "A band looped across the dip bars supports part of your weight, letting you build the **chest** dip with clean reps before you can do them alone.",
  "instructions": ["Loop a band across both dip bars and pull it tight.", "Grip the bars, place the knees on the band and press up to straight arms.", "Lean forward slightly and lower until the upper arms are parallel to the floor.", "Press back up with the band's help and repeat."],
  "usageInstructions": "Use to progress toward full dips: 3-4 sets of 6-12 reps, moving to lighter bands.",
  "safetyNotes": "Step out of the band carefully at the end of the set so it does not snap up.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "resistance_band", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts"],
  "equipmentRequired": ["dip_station", "resistance_band"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": [],
  "contraindications": ["shoulder_impingement", "elbow_issues", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Eccentric Chest Dip",
  "shortDescription": "A dip with a slow lowering phase only: step up, lower slowly, repeat.",
  "description": "Focusing on the lowering phase builds **chest** and triceps strength for people who cannot yet press out of the bottom of a dip.",
  "instructions": ["Stand on a step between the dip bars and jump or step to straight arms.", "Lean forward slightly.", "Take four to five seconds to lower until the upper arms are parallel to the floor.", "Step down, climb back to the top and repeat."],
  "usageInstructions": "Use to build toward full dips: 3-4 sets of 3-6 slow reps.",
  "safetyNotes": "Do not drop past parallel at the end of the lowering.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [5, 0, 0], "sets": [3, 4], "reps": [3, 6], "restSeconds": [90, 120],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts"],
  "equipmentRequired": ["dip_station"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": [],
  "contraindications": ["shoulder_impingement", "elbow_issues", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Feet-Assisted Chest Dip",
  "shortDescription": "A dip with the feet on a box in front, so the legs take some of the weight.",
  "description": "Resting the feet on a box lets you choose how much leg help to use, making the **chest** dip possible for beginners.",
  "instructions": ["Place a box in front of the dip station and grip the bars.", "Rest the heels on the box with the legs nearly straight and the arms locked.", "Lower the body until the upper arms are parallel to the floor, using the legs only as needed.", "Press back up to straight arms."],
  "usageInstructions": "Use as the first dip regression: 3 sets of 8-12 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 3], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts"],
  "equipmentRequired": ["dip_station", "plyo_box"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": ["beginner_friendly"],
  "contraindications": ["shoulder_impingement", "elbow_issues", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dip Station Incline Push-Up",
  "shortDescription": "An incline push-up on the dip bars with palms facing in.",
  "description": "The handles of the dip station keep the wrists straight and raise the hands, giving a gentle, neutral-grip **chest** press for people who cannot push from the floor.",
  "instructions": ["Stand facing the end of a dip station and grip one bar in each hand, palms facing in.", "Walk the feet back until the body forms a straight line from head to heels.", "Lower the chest between the bars, elbows close to the sides, until the upper arms are level with the torso.", "Press back to straight arms."],
  "usageInstructions": "Use as a wrist-friendly push-up regression: 3 sets of 10-20 reps.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [3, 3], "reps": [10, 20], "restSeconds": [45, 75],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": ["dip_station"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Forward-Lean Dip Support Hold",
  "shortDescription": "A straight-arm hold at the top of the dip bars with the chest leaning forward.",
  "description": "Holding your body at the top of the bars with a forward lean trains the lower **chest** and the shoulder girdle to support the body, a first step toward dips.",
  "instructions": ["Grip the dip bars and jump or step to straight arms.", "Push the shoulders down away from the ears.", "Lean the torso slightly forward and squeeze the arms toward the body.", "Hold the position, breathing steadily, then step down."],
  "usageInstructions": "Use as a dip preparation or finisher: 3-4 holds of 15-30 seconds (reps are seconds).",
  "safetyNotes": "Keep the elbows straight but not forced past straight.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [0, 20, 0], "sets": [3, 4], "reps": [15, 30], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts"],
  "equipmentRequired": ["dip_station"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": ["beginner_friendly"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stability Ball Dumbbell Bench Press",
  "shortDescription": "A dumbbell press with the upper back on a stability ball and the hips held up.",
  "description": "The ball replaces the bench, so the glutes and core hold a bridge while the **chest** presses the dumbbells.",
  "instructions": ["Sit on a stability ball with dumbbells on the thighs and walk the feet out until the head and upper back rest on the ball.", "Lift the hips level with the knees and keep them there.", "Press the dumbbells over the chest, then lower them to the sides of the chest.", "Press back up without letting the hips drop.", "To finish, bring the dumbbells to the chest and walk the feet back in to sit up."],
  "usageInstructions": "Use as a press with core and glute demand: 3 sets of 8-12 reps with moderate dumbbells.",
  "safetyNotes": "Use a burst-resistant ball and moderate weights.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [3, 1, 1], "sets": [3, 3], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "core", "balance"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "triceps", "glutes"],
  "equipmentRequired": ["dumbbells", "stability_ball"],
  "joints": ["shoulder", "elbow", "hip"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stability Ball Dumbbell Fly",
  "shortDescription": "A dumbbell fly with the upper back supported by a stability ball.",
  "description": "Flying the dumbbells while holding a bridge on the ball adds core and hip work to a **chest** isolation movement.",
  "instructions": ["Roll out on a stability ball until the head and upper back are supported and the hips are level with the knees.", "Hold the dumbbells over the chest with palms facing and elbows softly bent.", "Open the arms until the dumbbells are level with the chest.", "Sweep them back together over the chest while keeping the hips up."],
  "usageInstructions": "Use as an isolation exercise at home or in the gym: 3 sets of 10-15 reps.",
  "safetyNotes": "Keep the dumbbells light; the unstable base makes the stretch harder to control.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [3, 1, 1], "sets": [3, 3], "reps": [10, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "balance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "glutes"],
  "equipmentRequired": ["dumbbells", "stability_ball"],
  "joints": ["shoulder", "elbow", "hip"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stability Ball Push-Up",
  "shortDescription": "A push-up with both hands on a stability ball.",
  "description": "Pressing from the top of an unstable ball makes the **chest**, shoulders and core work together to keep the ball still.",
  "instructions": ["Kneel behind a stability ball and place both hands on the front of it, shoulder-width apart.", "Step the feet back into a straight plank with the arms straight.", "Lower the chest toward the ball while keeping it from rolling.", "Press back to straight arms."],
  "usageInstructions": "Use as a stability challenge: 3 sets of 6-12 reps.",
  "safetyNotes": "Practise on a wall or floor first; a wobbling ball can roll out from under the hands.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 3], "reps": [6, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "balance", "core"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": ["stability_ball"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": [],
  "contraindications": ["wrist_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stability Ball Decline Push-Up",
  "shortDescription": "A push-up with the shins resting on a stability ball.",
  "description": "Raising the legs on a ball adds load and a balance challenge: the **chest** presses while the core keeps the ball from rolling away.",
  "instructions": ["Kneel in front of a stability ball and lie over it, then walk the hands forward until the shins rest on the ball.", "Set the hands under the shoulders and make a straight line from head to feet.", "Lower the chest toward the floor without letting the hips sag.", "Press back up while keeping the ball still."],
  "usageInstructions": "Use as a push-up progression: 3 sets of 6-12 reps; move the ball toward the feet to make it harder.",
  "safetyNotes": "Stop if the lower back starts to arch.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [3, 3], "reps": [6, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["strength", "core"], "movementPattern": ["push", "core_stability"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["triceps", "front_delts", "abs"],
  "equipmentRequired": ["stability_ball"],
  "joints": ["shoulder", "elbow", "wrist", "spine"], "mobilityRequirements": ["wrist_extension"], "tags": [],
  "contraindications": ["wrist_pain", "lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Plate Squeeze Press",
  "shortDescription": "Pressing a weight plate squeezed between the palms straight out from the chest.",
  "description": "Squeezing a plate hard between flat hands and pressing it forward keeps the **chest** contracted inward through the whole rep, with very light weight.",
  "instructions": ["Stand tall and hold a plate vertically between the flat palms at chest height.", "Squeeze the palms into the plate as hard as you can.", "Press the plate straight out until the arms are nearly straight, keeping the squeeze.", "Bring it back to the chest slowly and repeat."],
  "usageInstructions": "Use as a finisher or warm-up: 2-3 sets of 12-20 reps.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": ["weight_plate"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["isolation", "finisher", "beginner_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Standing Palm Press Isometric",
  "shortDescription": "Pressing the palms together in front of the chest as hard as you can.",
  "description": "With no equipment at all, you press the palms together at chest height and hold, contracting the **chest** without moving any joint.",
  "instructions": ["Stand or sit tall and bring the palms together in front of the chest, fingers pointing up.", "Lift the elbows to just below shoulder height.", "Press the palms together as hard as you can and feel the chest tighten.", "Hold for the set time while breathing steadily, then relax."],
  "usageInstructions": "Use anywhere as a warm-up, a break from sitting or in rehab: 3-5 holds of 10-30 seconds (reps are seconds).",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 15, 0], "sets": [3, 5], "reps": [10, 30], "restSeconds": [20, 45],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["push"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": [],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "rehab_friendly", "low_impact", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Arm Wall Chest Stretch",
  "shortDescription": "A chest stretch with one hand on a wall and the body turned away from it.",
  "description": "Placing the forearm or palm on a wall and turning the torso away gently lengthens the **chest** and front of the shoulder.",
  "instructions": ["Stand side-on to a wall and place the palm and forearm on it with the elbow just below shoulder height.", "Step the near foot forward.", "Slowly turn the chest away from the wall until you feel a stretch across the chest.", "Hold while breathing slowly, then switch sides."],
  "usageInstructions": "Use after pressing sessions or between work bouts: 2-3 holds of 20-40 seconds per side (reps are seconds).",
  "safetyNotes": "Keep the elbow at or below shoulder height and stop short of any pinching at the front of the shoulder.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 30, 0], "sets": [2, 3], "reps": [20, 40], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["mobility"], "movementPattern": ["rotation"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts"],
  "equipmentRequired": [],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["posture", "home_friendly", "beginner_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Side-Lying Chest Opener",
  "shortDescription": "A side-lying rotation that sweeps the top arm open to stretch the chest.",
  "description": "Lying on your side with the knees bent, you open the top arm across to the other side, rotating the upper back and opening the **chest**.",
  "instructions": ["Lie on your side with the hips and knees bent at 90 degrees and the arms straight out in front, palms together.", "Keep the knees stacked on the floor.", "Sweep the top arm up and over to the other side, following it with the eyes and turning the chest open.", "Let the arm rest toward the floor for a breath or two, then return it slowly.", "Do all reps on one side, then turn over."],
  "usageInstructions": "Use in warm-ups or mobility sessions: 2 sets of 6-10 slow reps per side.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 2, 2], "sets": [2, 2], "reps": [6, 10], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["mobility"], "movementPattern": ["rotation"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["obliques", "front_delts"],
  "equipmentRequired": [],
  "joints": ["shoulder", "spine"], "mobilityRequirements": ["thoracic_extension"], "tags": ["posture", "warm_up", "home_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cross-Body Arm Swing",
  "shortDescription": "Swinging the arms open and across the chest to warm up for pressing.",
  "description": "Alternately opening the arms wide and hugging them across the body takes the **chest** and shoulders through their range before training.",
  "instructions": ["Stand tall with the feet hip-width apart and the arms out to the sides at shoulder height.", "Swing both arms forward and across the chest, crossing them.", "Swing them back out wide, feeling a gentle stretch across the chest.", "Continue in a smooth rhythm, alternating which arm crosses on top."],
  "usageInstructions": "Use in the warm-up before upper-body work: 1-2 sets of 15-20 swings.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [1, 0, 1], "sets": [1, 2], "reps": [15, 20], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["mobility"], "movementPattern": ["push", "pull"],
  "primaryMuscles": ["chest"], "secondaryMuscles": ["front_delts", "rear_delts"],
  "equipmentRequired": [],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["warm_up", "home_friendly", "beginner_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
-- Coaching tips
SELECT seed_tip('Barbell Bench Press', $json${"title": "Bend the bar", "description": "Think of bending the bar into a U so the elbows stay tucked at about 45 degrees.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Bench Press', $json${"title": "Set the upper back first", "description": "Before unracking, pull the shoulder blades together and down and drive them into the bench. A tight upper back gives you a stable base and keeps the shoulders out of a rolled-forward position.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Paused Barbell Bench Press', $json${"title": "Stay tight in the pause", "description": "Treat the pause as a hold, not a rest: keep pushing the feet into the floor and the upper back into the bench while the bar sits on the chest.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Paused Barbell Bench Press', $json${"title": "Use a partner's command", "description": "Have a partner say 'press' once the bar is motionless. It stops you from shortening the pause as you tire.", "tipCategory": "progression", "targetLevel": "advanced"}$json$);
--> statement-breakpoint
SELECT seed_tip('Wide-Grip Barbell Bench Press', $json${"title": "Cap the width", "description": "Keep the index fingers no wider than the ring marks. Going wider adds shoulder stress without adding useful chest work.", "tipCategory": "safety", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Incline Barbell Bench Press', $json${"title": "Lower to the collarbones", "description": "The bar should touch just under the collarbones, higher than on the flat bench. Touching too low makes the forearms tilt and the press drift.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Incline Barbell Bench Press', $json${"title": "Keep the incline moderate", "description": "A 30-degree setting keeps most of the work on the upper chest; at 45 degrees and above the front delts take over.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Decline Barbell Bench Press', $json${"title": "Get a lift-off", "description": "Have a spotter hand you the bar over the lower chest. Reaching back to unrack on a decline puts the shoulders in a weak position before the set starts.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Reverse-Grip Barbell Bench Press', $json${"title": "Thumbs around the bar", "description": "Always close the thumbs around the bar with an underhand grip and keep the wrists straight. A thumbless grip here is how bars slip onto the chest.", "tipCategory": "safety", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Floor Press', $json${"title": "Pause on the triceps", "description": "Let the upper arms settle on the floor for a moment before pressing. Removing the bounce makes the triceps and chest do all the work.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Floor Press', $json${"title": "Legs straight for strictness", "description": "Straight legs take away any hip drive; bent knees with feet flat give a little more stability. Pick one and keep it consistent so you can compare sessions.", "tipCategory": "setup", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Pin Press', $json${"title": "Set the pins at your sticking point", "description": "Put the pins where your bench usually slows down. Pressing from that height builds strength exactly where you need it.", "tipCategory": "progression", "targetLevel": "advanced"}$json$);
--> statement-breakpoint
SELECT seed_tip('Smith Machine Bench Press', $json${"title": "Line up the bench with the bar", "description": "Lower the empty bar to your chest before loading it. If it touches the neck or the belly, move the bench until it meets the lower chest.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Smith Machine Incline Bench Press', $json${"title": "Check the bench position", "description": "Lower the bar once without weight to make sure it lands just under the collarbones, then load it.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Bench Press', $json${"title": "Kick the dumbbells into place", "description": "Rest the dumbbells on your thighs, then lie back and use a small knee kick to bring them to the chest. It saves the shoulders the hardest lift of the set.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Bench Press', $json${"title": "Press up and in", "description": "Let the dumbbells move slightly toward each other as you press so they finish over the shoulders, not over the face or the belly.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Incline Dumbbell Press', $json${"title": "Elbows under the wrists", "description": "At the bottom, look for the forearms to be vertical. Wrists behind the elbows dump the load onto the shoulders.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Incline Dumbbell Press', $json${"title": "Feel the upper chest", "description": "At the top, think of bringing the upper arms toward the chin rather than just straightening the elbows.", "tipCategory": "mind_muscle", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Low-Incline Dumbbell Press', $json${"title": "One or two notches is enough", "description": "A small incline raises the upper chest's share without turning the press into a shoulder exercise.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Decline Dumbbell Press', $json${"title": "Bring the weights in close", "description": "Hold the dumbbells against the chest while you lie back and sit up on the decline; swinging them away from the body is when the shoulder gets tweaked.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Neutral-Grip Dumbbell Press', $json${"title": "Palms in, elbows in", "description": "Keep the palms facing each other and let the elbows brush past the ribs. This is what makes the press comfortable for cranky shoulders.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Neutral-Grip Dumbbell Press', $json${"title": "Use a short range when sore", "description": "If the shoulder is irritable, stop each rep with the upper arms level with the bench; you still get plenty of chest work.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Floor Press', $json${"title": "Land soft", "description": "Let the upper arms touch the floor like you are setting down something fragile, then press. It keeps tension on the chest and saves the elbows.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Floor Press', $json${"title": "Progress with a pause", "description": "When the weight gets easy, add a two-second pause with the arms on the floor before you buy heavier dumbbells.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Single-Arm Dumbbell Bench Press', $json${"title": "Fight the roll", "description": "Brace as if someone is about to pull you off the bench toward the dumbbell. The core work is half the point.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Squeeze Press', $json${"title": "Squeeze harder than you press", "description": "Keep the bells pressed together as if trying to crush them. If they separate, the weight is too heavy.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Kettlebell Floor Press', $json${"title": "Straight wrist, bell on the forearm", "description": "Let the bell rest on the back of the forearm with the knuckles pointing to the ceiling. A bent-back wrist makes the bell feel twice as heavy.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Fly', $json${"title": "Hug a barrel", "description": "Picture wrapping your arms around a large barrel. It keeps the elbows slightly bent and the movement at the shoulders.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Fly', $json${"title": "Stretch, do not strain", "description": "Stop the dumbbells when they are level with the chest. The last few inches below that add shoulder stress, not chest growth.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Incline Dumbbell Fly', $json${"title": "Lead with the pinkies", "description": "Turn the hands so the little fingers face slightly up at the bottom. It keeps the shoulders back and the upper chest working.", "tipCategory": "mind_muscle", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Crossover', $json${"title": "Lean and lock the torso", "description": "Lean slightly forward and keep the torso still; only the arms move. Rocking the body turns the fly into a shove.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Crossover', $json${"title": "Change the height, change the target", "description": "Handles finishing at the hips work the lower chest; finishing at chest height works the middle. Adjust the finish to what you want to train.", "tipCategory": "mind_muscle", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Low-to-High Cable Fly', $json${"title": "Scoop upward", "description": "Think of scooping water from the floor and lifting it to the chin, palms up, so the upper chest does the work.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Mid-Height Cable Fly', $json${"title": "Pause at the squeeze", "description": "Hold the hands together for a full second on every rep. The cable keeps tension at the finish, so use it.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Standing Cable Chest Press', $json${"title": "Stagger the feet", "description": "A split stance keeps the cables from pulling you backward, so the chest, not your balance, limits the set.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Standing Cable Chest Press', $json${"title": "Breathe out on the press", "description": "Exhale as you push and keep the ribs down; the trunk should not arch as the hands move forward.", "tipCategory": "breathing", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Resistance Band Chest Press', $json${"title": "Adjust the tension with your feet", "description": "Step further from the anchor to make the band harder. It is a quick way to match the load to each set.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Landmine Chest Press', $json${"title": "Press up the arc", "description": "Follow the arc of the bar forward and slightly up; do not fight it to press straight ahead.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Landmine Chest Press', $json${"title": "Good choice for sore shoulders", "description": "The angled path lets the shoulder blades move freely, so many people with impingement can press here pain-free. Still stop if it pinches.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Suspension Trainer Chest Press', $json${"title": "Change the load with the feet", "description": "Walk the feet back to make the press harder or closer to the anchor to make it easier. Adjust between sets, not mid-set.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Push-Up', $json${"title": "Screw the hands into the floor", "description": "Try to turn the hands outward without moving them. It sets the shoulders and keeps the elbows at a safe angle.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Push-Up', $json${"title": "Progress in small steps", "description": "If you can do fewer than eight good reps, raise the hands on a bench. Lower the height week by week until you reach the floor.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Wall Push-Up', $json${"title": "Move the feet back to progress", "description": "Each small step away from the wall adds load. When 20 reps are easy, move to a counter or bench.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Incline Push-Up', $json${"title": "Keep the hips in line", "description": "The incline makes it tempting to bend at the hips. Squeeze the glutes so the body moves as one plank.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Kneeling Push-Up', $json${"title": "Straight line from knees to head", "description": "Do not sit the hips back; they should stay in line with the knees and shoulders so the chest takes the load.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Decline Push-Up', $json${"title": "Start low", "description": "Begin with the feet on a low step and raise them only when the body stays straight for all reps.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Wide Push-Up', $json${"title": "Stop at hand height", "description": "Lower until the chest is level with the hands, not below. The wide position already stretches the shoulders.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Close-Grip Push-Up', $json${"title": "Brush the ribs", "description": "Feel the elbows lightly brush the sides of the ribs on every rep; that is the cue that the triceps are working.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Fist Push-Up', $json${"title": "Stack the knuckles", "description": "Put the weight on the first two knuckles and line them up with the forearm so the wrist stays straight.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Archer Push-Up', $json${"title": "Use the straight arm as a guide", "description": "The straight arm helps only as much as needed. Over time, lighten the pressure on it until it only balances.", "tipCategory": "progression", "targetLevel": "advanced"}$json$);
--> statement-breakpoint
SELECT seed_tip('One-Arm Push-Up', $json${"title": "Widen the feet", "description": "A wide foot stance makes balance far easier; narrow it only once the pressing strength is there.", "tipCategory": "setup", "targetLevel": "advanced"}$json$);
--> statement-breakpoint
SELECT seed_tip('Hand-Release Push-Up', $json${"title": "Use it to check your depth", "description": "Because the chest has to reach the floor, hand-release reps are a fair way to test push-up strength over time.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Tempo Push-Up', $json${"title": "Count out loud", "description": "Counting 'one, two, three' on the way down stops the tempo from quietly speeding up as you tire.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Weighted Push-Up', $json${"title": "Place the plate high", "description": "The plate belongs between the shoulder blades. Lower on the back it pulls the hips down and strains the lower back.", "tipCategory": "safety", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Chest Dip', $json${"title": "Lean to hit the chest", "description": "A forward lean of about 30 degrees moves the work to the chest. Staying upright turns it into a triceps exercise.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Chest Dip', $json${"title": "Shoulders down before you descend", "description": "Start every rep with the shoulders pushed away from the ears. If they creep up at the bottom, you went too deep.", "tipCategory": "safety", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Weighted Chest Dip', $json${"title": "Add load in small steps", "description": "Increase the dumbbell by about 2.5 kg at a time and only when all sets reach the top of the rep range.", "tipCategory": "progression", "targetLevel": "advanced"}$json$);
--> statement-breakpoint
SELECT seed_tip('Band-Assisted Chest Dip', $json${"title": "Use the lightest band you can control", "description": "Choose the band that lets you reach parallel depth with clean reps, and move to a thinner one every few weeks.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Eccentric Chest Dip', $json${"title": "Count the lowering", "description": "Count five seconds on the way down; if you cannot, add a band until you can.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Plyometric Push-Up', $json${"title": "Quality over quantity", "description": "Stop the set as soon as the hands stop clearly leaving the floor; slow reps do not train power.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Clap Push-Up', $json${"title": "Push through, not just up", "description": "Drive the floor away fast and let the hips rise with the shoulders so you have time to clap and get the hands back.", "tipCategory": "technique", "targetLevel": "advanced"}$json$);
--> statement-breakpoint
SELECT seed_tip('Medicine Ball Chest Pass', $json${"title": "Throw through the wall", "description": "Aim at a point behind the wall and finish with the arms fully straight; slowing the arms before release bleeds power.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Medicine Ball Chest Pass', $json${"title": "Exhale sharply on the throw", "description": "A short, sharp breath out on each throw helps tie the trunk and arms together.", "tipCategory": "breathing", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Plate Squeeze Press', $json${"title": "Squeeze first, then press", "description": "Build the squeeze before the plate moves and hold it to the end of the rep; the plate should never slip.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Stability Ball Dumbbell Bench Press', $json${"title": "Hips level with the knees", "description": "Keep a flat table from knees to shoulders. If the hips drop, the ball rolls and the press loses its base.", "tipCategory": "setup", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Flat Bench Cable Fly', $json${"title": "Keep tension at the top", "description": "Stop the hands just before they touch; letting them clash takes tension off the chest.", "tipCategory": "mind_muscle", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Deficit Push-Up', $json${"title": "Grow the range slowly", "description": "Begin with thin plates and raise the hands higher only when the deepest position feels controlled.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Decline Dumbbell Fly', $json${"title": "Feel the lower chest", "description": "Bring the dumbbells together over the lower chest rather than over the face; the finish position decides which fibres work hardest.", "tipCategory": "mind_muscle", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Chest Dip', $json${"title": "Cross the ankles and bend the knees", "description": "Bent knees and crossed ankles keep the legs out of the way and make the forward lean easier to hold.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Medicine Ball Close-Grip Push-Up', $json${"title": "Spread the fingers over the ball", "description": "Wrap the fingers around the sides of the ball rather than pressing through the palms' heels; it steadies the ball and eases the wrists.", "tipCategory": "setup", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Bench Press', $json${"title": "Bouncing the bar off the chest", "description": "The bar is dropped onto the chest and rebounded to help it up.", "severity": "high", "mistakeType": "tempo", "correction": "Touch the chest lightly and press without a rebound.", "consequences": "Sternum and rib bruising; the chest does less of the work.", "coachingCues": ["Touch, then press", "Own the bottom"], "injuryRisk": ["chest", "shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Bench Press', $json${"title": "Elbows flared to 90 degrees", "description": "The upper arms point straight out to the sides as the bar comes down, so it lands high on the chest.", "severity": "high", "mistakeType": "form", "correction": "Tuck the elbows to about 45 degrees and lower the bar to the lower chest.", "consequences": "Pinching at the front of the shoulder and a weaker press.", "coachingCues": ["Elbows at 45", "Bar to the lower chest", "Bend the bar"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Paused Barbell Bench Press', $json${"title": "Sinking the bar during the pause", "description": "The lifter relaxes on the chest and lets the bar sink into the ribs.", "severity": "medium", "mistakeType": "tempo", "correction": "Keep pressing lightly into the bar during the pause so it stays on the surface of the chest.", "consequences": "Lost tightness, a stalled press and rib soreness.", "coachingCues": ["Hold it, do not rest it", "Stay tight"], "injuryRisk": ["chest", "shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Paused Barbell Bench Press', $json${"title": "Using touch-and-go weights", "description": "The same load as the regular bench is used, so reps turn into grinders or the pause gets cut short.", "severity": "medium", "mistakeType": "load", "correction": "Start around 10-15% lighter than your touch-and-go bench.", "consequences": "Missed reps and poor quality pauses.", "coachingCues": ["Lighter and longer", "Earn the weight"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Wide-Grip Barbell Bench Press', $json${"title": "Going wider than the rings", "description": "Hands are set far outside the ring marks to shorten the press.", "severity": "high", "mistakeType": "setup", "correction": "Keep the index fingers on or inside the rings.", "consequences": "Strain on the front of the shoulder and the pec tendon.", "coachingCues": ["Fingers on the rings", "Width is not strength"], "injuryRisk": ["shoulders", "chest"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Incline Barbell Bench Press', $json${"title": "Hips lifting off the bench", "description": "The lifter arches the hips off the seat to turn the incline into a flat press.", "severity": "medium", "mistakeType": "form", "correction": "Keep the glutes on the seat and use a lighter weight.", "consequences": "The upper chest loses the load and the lower back takes strain.", "coachingCues": ["Glutes down", "Stay on the incline"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Incline Barbell Bench Press', $json${"title": "Bench set too steep", "description": "The bench is at 60 degrees or more, so the lift becomes a shoulder press.", "severity": "low", "mistakeType": "setup", "correction": "Set the incline to about 30 degrees, no more than 45.", "consequences": "The front delts take over and the shoulder joint is stressed.", "coachingCues": ["Thirty degrees", "Chest, not shoulders"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Decline Barbell Bench Press', $json${"title": "Unracking alone", "description": "The lifter reaches behind the head to unrack on a decline without a spotter.", "severity": "high", "mistakeType": "setup", "correction": "Always use a spotter or a Smith machine for decline pressing.", "consequences": "The bar can drift toward the face or neck.", "coachingCues": ["Take a hand-off", "Never decline alone"], "injuryRisk": ["neck", "shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Reverse-Grip Barbell Bench Press', $json${"title": "Thumbless grip", "description": "The thumbs sit beside the bar instead of around it.", "severity": "critical", "mistakeType": "setup", "correction": "Wrap the thumbs fully around the bar and work with a spotter.", "consequences": "The bar can roll out of the hands onto the chest or face.", "coachingCues": ["Thumbs around", "Spotter ready"], "injuryRisk": ["chest", "neck", "wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Floor Press', $json${"title": "Slamming the elbows down", "description": "The arms are dropped onto the floor and bounced.", "severity": "medium", "mistakeType": "tempo", "correction": "Lower slowly and let the upper arms touch down softly before pressing.", "consequences": "Bruised elbows and a rebound that skips the hardest part.", "coachingCues": ["Soft landing", "Pause, then press"], "injuryRisk": ["elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Floor Press', $json${"title": "Wrists bent back", "description": "The bar sits in the fingers and the wrists fold back under the load.", "severity": "medium", "mistakeType": "form", "correction": "Set the bar low in the palm over the forearm bones.", "consequences": "Wrist pain and a weaker press.", "coachingCues": ["Bar in the heel of the hand", "Knuckles up"], "injuryRisk": ["wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Pin Press', $json${"title": "Pins set unevenly", "description": "One pin is a hole higher than the other.", "severity": "medium", "mistakeType": "setup", "correction": "Check both pins are in matching holes before loading.", "consequences": "An uneven start that twists the bar and the shoulders.", "coachingCues": ["Count the holes", "Level pins"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Smith Machine Bench Press', $json${"title": "Bench in the wrong spot", "description": "The bar lands on the neck or the upper belly because the bench was not lined up.", "severity": "high", "mistakeType": "setup", "correction": "Lower the empty bar before loading and move the bench until it lands on the lower chest.", "consequences": "Shoulder strain or a bar path toward the neck.", "coachingCues": ["Test with an empty bar", "Lower chest"], "injuryRisk": ["shoulders", "neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Smith Machine Incline Bench Press', $json${"title": "Forgetting the safety stops", "description": "The stops are left at the bottom of the rails.", "severity": "high", "mistakeType": "setup", "correction": "Set the stops just below the lowest point of your rep before every set.", "consequences": "Nothing catches the bar if you fail.", "coachingCues": ["Stops first", "Then load"], "injuryRisk": ["chest", "neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Bench Press', $json${"title": "Dropping the dumbbells wide at the end", "description": "After the last rep the lifter lets the dumbbells fall out to the sides.", "severity": "high", "mistakeType": "form", "correction": "Bring the dumbbells to the chest, then onto the thighs as you sit up, or lower them close to the body.", "consequences": "Sudden stretch of the shoulder and pec under load.", "coachingCues": ["Close to the chest", "Sit up with them"], "injuryRisk": ["shoulders", "chest"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Bench Press', $json${"title": "Dumbbells drifting toward the face", "description": "The dumbbells finish over the eyes instead of over the shoulders.", "severity": "medium", "mistakeType": "form", "correction": "Press up and slightly in so the dumbbells end over the shoulder joints.", "consequences": "Shoulder strain and a shaky lockout.", "coachingCues": ["Finish over the shoulders", "Up and in"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Incline Dumbbell Press', $json${"title": "Lowering too deep", "description": "The dumbbells sink well below the chest line at the bottom.", "severity": "medium", "mistakeType": "range_of_motion", "correction": "Stop when the dumbbells are beside the upper chest.", "consequences": "Strain at the front of the shoulder.", "coachingCues": ["Stop at the chest", "Stretch, not strain"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Incline Dumbbell Press', $json${"title": "Wrists behind the elbows", "description": "The dumbbells tilt back and the forearms lean toward the head.", "severity": "medium", "mistakeType": "form", "correction": "Keep the forearms vertical with the wrists over the elbows.", "consequences": "Wrist and shoulder stress and lost pressing power.", "coachingCues": ["Stack the wrists", "Vertical forearms"], "injuryRisk": ["wrists", "shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Low-Incline Dumbbell Press', $json${"title": "Shoulders shrugging up", "description": "The shoulders roll toward the ears as you press.", "severity": "medium", "mistakeType": "form", "correction": "Set the shoulder blades down and back before the first rep and keep them there.", "consequences": "Neck tension and less chest work.", "coachingCues": ["Shoulders in the back pockets", "Long neck"], "injuryRisk": ["neck", "shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Decline Dumbbell Press', $json${"title": "Swinging the weights into position", "description": "The dumbbells are swung out from the body when lying back on the decline.", "severity": "medium", "mistakeType": "setup", "correction": "Hold them tight against the chest as you lie back and sit up.", "consequences": "Shoulder strain before or after the set.", "coachingCues": ["Hug the weights", "Slow in, slow out"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Neutral-Grip Dumbbell Press', $json${"title": "Elbows flaring out", "description": "The palms stay in but the elbows point out to the sides.", "severity": "low", "mistakeType": "form", "correction": "Keep the elbows close to the ribs so the upper arms stay about 30 degrees from the body.", "consequences": "Loses the shoulder-friendly position that is the point of the grip.", "coachingCues": ["Elbows brush the ribs", "Palms in, elbows in"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Neutral-Grip Dumbbell Press', $json${"title": "Dumbbells tilting inward", "description": "The inner heads of the dumbbells drop toward each other.", "severity": "low", "mistakeType": "form", "correction": "Keep the dumbbells parallel and level through the whole rep.", "consequences": "Uneven load through the wrists.", "coachingCues": ["Level bells", "Parallel handles"], "injuryRisk": ["wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Floor Press', $json${"title": "Bouncing off the floor", "description": "The upper arms rebound off the floor to start the press.", "severity": "medium", "mistakeType": "tempo", "correction": "Pause briefly with the arms on the floor, then press.", "consequences": "Sore elbows and less chest work.", "coachingCues": ["Touch and pause", "Soft elbows"], "injuryRisk": ["elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Floor Press', $json${"title": "Elbows at 90 degrees", "description": "The upper arms land straight out to the sides.", "severity": "medium", "mistakeType": "form", "correction": "Land the elbows about 45 degrees from the body.", "consequences": "Shoulder strain and a weaker press.", "coachingCues": ["Arrow shape, not a T", "Elbows at 45"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Single-Arm Dumbbell Bench Press', $json${"title": "Rolling toward the weight", "description": "The body twists toward the working side as the dumbbell lowers.", "severity": "medium", "mistakeType": "form", "correction": "Brace the trunk and keep both shoulder blades pressed into the bench; go lighter if needed.", "consequences": "Lost core training and awkward shoulder loading.", "coachingCues": ["Both shoulders down", "Stay square"], "injuryRisk": ["lower back", "shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Squeeze Press', $json${"title": "Letting the dumbbells separate", "description": "The bells drift apart as the press gets hard.", "severity": "low", "mistakeType": "form", "correction": "Use a lighter pair and squeeze them together throughout.", "consequences": "The press loses its inner-chest emphasis.", "coachingCues": ["Crush the bells", "Never part"], "injuryRisk": ["chest"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Kettlebell Floor Press', $json${"title": "Bell flopping onto the wrist", "description": "The wrist bends back and the bell hangs behind the hand.", "severity": "medium", "mistakeType": "form", "correction": "Grip the handle deep in the palm, knuckles to the ceiling and wrist straight.", "consequences": "Wrist pain and a wobbly press.", "coachingCues": ["Punch the ceiling", "Straight wrist"], "injuryRisk": ["wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Fly', $json${"title": "Turning the fly into a press", "description": "The elbows bend more and more as the set goes on.", "severity": "low", "mistakeType": "form", "correction": "Fix a slight elbow bend and keep it the same on every rep; lighten the load.", "consequences": "The triceps take over and the chest gets less work.", "coachingCues": ["Same elbow angle", "Arc, not press"], "injuryRisk": ["chest"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Fly', $json${"title": "Lowering far below the chest", "description": "The dumbbells drop well below the bench for a bigger stretch.", "severity": "high", "mistakeType": "range_of_motion", "correction": "Stop when the dumbbells are level with the chest.", "consequences": "Shoulder and pec tendon strain.", "coachingCues": ["Level with the chest", "Control the stretch"], "injuryRisk": ["shoulders", "chest"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Incline Dumbbell Fly', $json${"title": "Too heavy to control", "description": "The dumbbells crash down at the bottom of each rep.", "severity": "high", "mistakeType": "load", "correction": "Use a weight you can lower in three seconds and stop at chest level.", "consequences": "Shoulder or pec strain at the stretch.", "coachingCues": ["Lower for three", "Light and long"], "injuryRisk": ["shoulders", "chest"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Decline Dumbbell Fly', $json${"title": "Straight, locked arms", "description": "The elbows are locked out throughout the fly.", "severity": "medium", "mistakeType": "form", "correction": "Keep a small bend in the elbows.", "consequences": "Stress on the elbow and biceps tendon.", "coachingCues": ["Soft elbows", "Hug the barrel"], "injuryRisk": ["elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Crossover', $json${"title": "Rocking the torso", "description": "The lifter throws the body forward to pull the handles down.", "severity": "low", "mistakeType": "tempo", "correction": "Lock the torso in a slight lean and move only the arms; go lighter.", "consequences": "Momentum does the work instead of the chest.", "coachingCues": ["Still torso", "Arms only"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Crossover', $json${"title": "Arms pulled far behind the body", "description": "The cables drag the hands well behind the shoulders at the start.", "severity": "medium", "mistakeType": "range_of_motion", "correction": "Step forward until the hands stop in line with the chest at the top of the stretch.", "consequences": "Strain at the front of the shoulder.", "coachingCues": ["Hands in view", "Stretch, not strain"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Low-to-High Cable Fly', $json${"title": "Shrugging the handles up", "description": "The shoulders lift toward the ears as the hands rise.", "severity": "low", "mistakeType": "form", "correction": "Keep the shoulders down and finish at chin height.", "consequences": "Neck tension and less upper-chest work.", "coachingCues": ["Long neck", "Scoop, do not shrug"], "injuryRisk": ["neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Mid-Height Cable Fly', $json${"title": "Bending the elbows to pull", "description": "The handles are pulled in like a row-press hybrid.", "severity": "low", "mistakeType": "form", "correction": "Keep the elbow angle fixed and sweep the hands in an arc.", "consequences": "Less chest isolation.", "coachingCues": ["Fixed elbows", "Wide arc"], "injuryRisk": ["chest"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Standing Cable Chest Press', $json${"title": "Arching the lower back", "description": "The lifter leans back and arches to push the handles.", "severity": "medium", "mistakeType": "form", "correction": "Use a split stance, brace the stomach and keep the ribs down.", "consequences": "Lower back strain and less chest work.", "coachingCues": ["Ribs down", "Split stance"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Standing Cable Chest Press', $json${"title": "Elbows travelling behind the body", "description": "The hands come back far behind the chest on the return.", "severity": "low", "mistakeType": "range_of_motion", "correction": "Stop when the hands are beside the chest.", "consequences": "Shoulder strain at the deep stretch.", "coachingCues": ["Hands by the chest", "Control the return"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Resistance Band Chest Press', $json${"title": "Letting the band snap back", "description": "The hands fly back to the chest at the end of each rep.", "severity": "low", "mistakeType": "tempo", "correction": "Take two seconds to return.", "consequences": "Lost work on the lowering and jarred shoulders.", "coachingCues": ["Slow return", "Own the band"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Landmine Chest Press', $json${"title": "Leaning back to press", "description": "The lifter leans away from the bar and arches the lower back.", "severity": "medium", "mistakeType": "form", "correction": "Lean slightly into the bar with the ribs down and glutes tight.", "consequences": "Lower back strain.", "coachingCues": ["Lean in", "Ribs down"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Landmine Chest Press', $json${"title": "Bar too heavy to control on the way down", "description": "The bar crashes into the chest on the return.", "severity": "medium", "mistakeType": "load", "correction": "Use a load you can lower in two seconds.", "consequences": "Chest bruising and lost control.", "coachingCues": ["Slow down", "Catch with the chest"], "injuryRisk": ["chest"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Suspension Trainer Chest Press', $json${"title": "Handles drifting wide", "description": "The hands slide apart at the bottom of the press.", "severity": "high", "mistakeType": "form", "correction": "Keep the hands shoulder-width and the straps steady, and shorten the lean.", "consequences": "Sudden stretch on the shoulder and pec.", "coachingCues": ["Hands stay narrow", "Control the straps"], "injuryRisk": ["shoulders", "chest"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Push-Up', $json${"title": "Hips sagging", "description": "The lower back arches and the hips drop toward the floor.", "severity": "high", "mistakeType": "form", "correction": "Squeeze the glutes and brace the stomach; if the hips still drop, raise the hands on a bench.", "consequences": "Lower back strain and a weak, inefficient press.", "coachingCues": ["Squeeze the glutes", "Plank that moves"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Push-Up', $json${"title": "Half reps", "description": "The chest stops well above the floor.", "severity": "medium", "mistakeType": "range_of_motion", "correction": "Lower until the chest is a fist's height from the floor; use an easier version if needed.", "consequences": "Less chest strength and misleading rep counts.", "coachingCues": ["Chest to a fist", "Full reps count"], "injuryRisk": ["chest"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Wall Push-Up', $json${"title": "Standing too close", "description": "The feet are so close to the wall that there is no lean.", "severity": "low", "mistakeType": "setup", "correction": "Step back until the body leans at a clear angle.", "consequences": "Too little load to get stronger.", "coachingCues": ["Lean in", "Feet back"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Incline Push-Up', $json${"title": "Bench sliding", "description": "The bench moves because it is on a smooth floor or is too light.", "severity": "high", "mistakeType": "setup", "correction": "Brace the bench against a wall or use a fixed surface.", "consequences": "Falling onto the face or chest.", "coachingCues": ["Check the base", "Solid bench"], "injuryRisk": ["chest", "wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Kneeling Push-Up', $json${"title": "Hips bent", "description": "The hips stay high and the chest barely lowers.", "severity": "medium", "mistakeType": "form", "correction": "Walk the hands forward until the body is straight from knees to head.", "consequences": "Less chest work and sore shoulders.", "coachingCues": ["Straight line", "Knees to head"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Decline Push-Up', $json${"title": "Piking at the hips", "description": "The hips lift to take weight off the arms.", "severity": "medium", "mistakeType": "form", "correction": "Keep a straight body line; lower the feet if you cannot.", "consequences": "Turns the press into a shoulder exercise.", "coachingCues": ["Flat back", "Hips level"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Wide Push-Up', $json${"title": "Elbows straight out", "description": "The elbows point directly sideways as the chest drops.", "severity": "medium", "mistakeType": "form", "correction": "Angle the elbows slightly back and lower only to hand height.", "consequences": "Strain at the front of the shoulder.", "coachingCues": ["Slight tuck", "Stop at hand height"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Close-Grip Push-Up', $json${"title": "Hands too far forward", "description": "The hands sit in front of the shoulders.", "severity": "low", "mistakeType": "setup", "correction": "Place the hands directly under the shoulders.", "consequences": "Extra shoulder stress and less triceps work.", "coachingCues": ["Hands under shoulders", "Vertical forearms"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Fist Push-Up', $json${"title": "Bent wrists on the fists", "description": "The wrist folds to one side under the load.", "severity": "medium", "mistakeType": "form", "correction": "Line the first two knuckles up with the forearm and keep the fist tight.", "consequences": "Wrist sprain.", "coachingCues": ["Tight fists", "Straight line to the knuckles"], "injuryRisk": ["wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Archer Push-Up', $json${"title": "Bending the straight arm", "description": "The helping arm bends and takes half the load.", "severity": "low", "mistakeType": "form", "correction": "Keep the assisting arm straight; reduce the width if you cannot.", "consequences": "The exercise turns into a wide push-up.", "coachingCues": ["Straight support arm", "Shift fully"], "injuryRisk": ["elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('One-Arm Push-Up', $json${"title": "Twisting the hips", "description": "The hips rotate open to make the press easier.", "severity": "medium", "mistakeType": "form", "correction": "Widen the feet and brace so the hips stay nearly level.", "consequences": "Lower back strain and a misleading rep.", "coachingCues": ["Hips square", "Wide feet"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Hand-Release Push-Up', $json${"title": "Arching up from the floor", "description": "The chest lifts first and the hips follow.", "severity": "medium", "mistakeType": "form", "correction": "Brace and push the whole body up in one piece.", "consequences": "Lower back strain.", "coachingCues": ["Rise as one plank", "Glutes tight"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Weighted Push-Up', $json${"title": "Plate sliding down the back", "description": "The plate drifts to the lower back during the set.", "severity": "medium", "mistakeType": "setup", "correction": "Place the plate between the shoulder blades and keep a flat back.", "consequences": "Lower back strain or the plate falling.", "coachingCues": ["Plate high", "Flat back"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Chest Dip', $json${"title": "Dropping too deep", "description": "The shoulders sink far below the elbows at the bottom.", "severity": "high", "mistakeType": "range_of_motion", "correction": "Stop when the upper arms are parallel to the floor.", "consequences": "Strain at the front of the shoulder and the pec.", "coachingCues": ["Upper arms parallel", "Shoulders above elbows"], "injuryRisk": ["shoulders", "chest"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Chest Dip', $json${"title": "Shrugging at the bottom", "description": "The shoulders rise toward the ears as the body drops.", "severity": "high", "mistakeType": "form", "correction": "Keep the shoulders pushed down and reduce the depth.", "consequences": "Shoulder impingement and neck strain.", "coachingCues": ["Long neck", "Shoulders down"], "injuryRisk": ["shoulders", "neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Weighted Chest Dip', $json${"title": "Adding weight too fast", "description": "Weight is added before bodyweight dips are solid.", "severity": "high", "mistakeType": "load", "correction": "Reach 15 strict bodyweight reps before adding load, then add it in small steps.", "consequences": "Shoulder and elbow overload.", "coachingCues": ["Earn the weight", "Small jumps"], "injuryRisk": ["shoulders", "elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Band-Assisted Chest Dip', $json${"title": "Bouncing out of the band", "description": "The band is used to rebound from the bottom.", "severity": "medium", "mistakeType": "tempo", "correction": "Lower slowly and pause before pressing.", "consequences": "Shoulder stress and less muscle work.", "coachingCues": ["Slow down", "Pause low"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Eccentric Chest Dip', $json${"title": "Dropping the last inches", "description": "The lifter lowers slowly and then drops at the bottom.", "severity": "medium", "mistakeType": "tempo", "correction": "Control all the way to parallel, then step down.", "consequences": "Shoulder strain.", "coachingCues": ["Slow to the end", "Step down"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Plyometric Push-Up', $json${"title": "Landing on locked elbows", "description": "The arms are straight when the hands hit the floor.", "severity": "high", "mistakeType": "form", "correction": "Land with bent elbows and let them absorb the impact.", "consequences": "Elbow and wrist jarring.", "coachingCues": ["Soft elbows", "Quiet landing"], "injuryRisk": ["elbows", "wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Plyometric Push-Up', $json${"title": "Hips sagging on the push", "description": "The hips drop as the hands leave the floor.", "severity": "medium", "mistakeType": "form", "correction": "Brace hard before each rep and move the body as one piece.", "consequences": "Lower back strain and less power.", "coachingCues": ["Tight plank", "Move as one"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Clap Push-Up', $json${"title": "Not enough height before clapping", "description": "The clap is forced without enough air time.", "severity": "high", "mistakeType": "form", "correction": "Build height with plyometric push-ups first; clap only when you have time.", "consequences": "Landing on the face or chest.", "coachingCues": ["Height first", "Clap second"], "injuryRisk": ["chest", "wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Medicine Ball Chest Pass', $json${"title": "Using only the arms", "description": "The legs and trunk stay passive.", "severity": "low", "mistakeType": "form", "correction": "Start with a slight knee bend and push through the whole body.", "consequences": "Less power and more elbow stress.", "coachingCues": ["Whole body", "Legs to hands"], "injuryRisk": ["elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Medicine Ball Chest Pass', $json${"title": "Catching with stiff arms", "description": "The ball is caught with locked elbows.", "severity": "medium", "mistakeType": "form", "correction": "Catch with soft elbows and let the ball sink to the chest.", "consequences": "Wrist and finger sprains.", "coachingCues": ["Soft hands", "Absorb it"], "injuryRisk": ["wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Plate Squeeze Press', $json${"title": "Losing the squeeze", "description": "The palms relax and the plate is just pushed forward.", "severity": "low", "mistakeType": "form", "correction": "Squeeze harder or use a lighter plate.", "consequences": "Misses the chest contraction.", "coachingCues": ["Crush the plate", "Squeeze then press"], "injuryRisk": ["chest"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Stability Ball Dumbbell Bench Press', $json${"title": "Hips dropping", "description": "The hips sag toward the floor during the set.", "severity": "medium", "mistakeType": "form", "correction": "Squeeze the glutes to keep the hips level with the knees.", "consequences": "The ball rolls and the lower back strains.", "coachingCues": ["Table top", "Glutes on"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Flat Bench Cable Fly', $json${"title": "Handles clashing at the top", "description": "The handles bang together on every rep.", "severity": "low", "mistakeType": "tempo", "correction": "Stop the hands a few inches apart and squeeze.", "consequences": "Loses tension on the chest.", "coachingCues": ["Almost touch", "Squeeze"], "injuryRisk": ["chest"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Deficit Push-Up', $json${"title": "Too much depth too soon", "description": "The hands are raised high before the shoulders are ready for the stretch.", "severity": "medium", "mistakeType": "range_of_motion", "correction": "Start with a small deficit and increase it gradually.", "consequences": "Strain at the front of the shoulder.", "coachingCues": ["A little deeper each week", "Stop at the stretch"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Tempo Push-Up', $json${"title": "Rushing the lowering", "description": "The three-second descent quietly turns into one second as the set goes on.", "severity": "low", "mistakeType": "tempo", "correction": "Count the seconds out loud and end the set when you cannot hold the tempo.", "consequences": "Much less time under tension than planned.", "coachingCues": ["Three down", "Count it"], "injuryRisk": ["chest"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Medicine Ball Close-Grip Push-Up', $json${"title": "Ball drifting forward", "description": "The ball rolls ahead of the shoulders as the chest lowers, so the elbows flare and the press turns into a shoulder stretch.", "severity": "medium", "mistakeType": "form", "correction": "Keep the ball under the lower chest and lower the chest straight down onto it; use a less bouncy ball.", "consequences": "Elbow and shoulder strain and a risk of the ball rolling away.", "coachingCues": ["Ball under the chest", "Elbows back along the ribs"], "injuryRisk": ["elbows", "shoulders", "wrists"]}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Bench Press', 'Dumbbell Bench Press', $json${"name": "Bench press: barbell to dumbbells", "variationType": "equipment_swap", "equipment": ["dumbbells", "flat_bench"], "oneToTwo": "Swap the bar for dumbbells to work each side on its own and allow a deeper stretch.", "twoToOne": "Move to the barbell to load the press more heavily with both arms together."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Bench Press', 'Paused Barbell Bench Press', $json${"name": "Bench press: add a pause", "variationType": "progression", "equipment": ["barbell", "flat_bench", "squat_rack"], "oneToTwo": "Pause the bar on the chest to remove the rebound and build strength from the bottom.", "twoToOne": "Drop the pause to handle heavier loads with a touch-and-go rhythm."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Bench Press', 'Wide-Grip Barbell Bench Press', $json${"name": "Bench press: widen the grip", "variationType": "grip_change", "equipment": ["barbell", "flat_bench", "squat_rack"], "oneToTwo": "Move the hands out to the rings to shift more work onto the chest.", "twoToOne": "Bring the grip in to share the load with the triceps and ease the shoulders."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Bench Press', 'Incline Barbell Bench Press', $json${"name": "Bench press: flat to incline", "variationType": "angle_change", "equipment": ["barbell", "adjustable_bench", "squat_rack"], "oneToTwo": "Incline the bench to 30 degrees to target the upper chest.", "twoToOne": "Lower the bench to flat to press more weight with the whole chest."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Bench Press', 'Decline Barbell Bench Press', $json${"name": "Bench press: flat to decline", "variationType": "angle_change", "equipment": ["barbell", "adjustable_bench"], "oneToTwo": "Decline the bench to focus on the lower chest with a shorter bar path.", "twoToOne": "Return to flat for the standard competition-style press."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Bench Press', 'Reverse-Grip Barbell Bench Press', $json${"name": "Bench press: underhand grip", "variationType": "grip_change", "equipment": ["barbell", "flat_bench", "squat_rack"], "oneToTwo": "Turn the palms toward you to bring in the upper chest and triceps with the elbows tucked.", "twoToOne": "Go back to an overhand grip for a heavier, more stable press."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Bench Press', 'Barbell Floor Press', $json${"name": "Bench press to floor press", "variationType": "regression", "equipment": ["barbell", "squat_rack"], "oneToTwo": "Press from the floor to cut the range at the elbows and spare the shoulders.", "twoToOne": "Move to the bench for a full range that uses the legs and a deeper chest stretch."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Bench Press', 'Smith Machine Bench Press', $json${"name": "Bench press: free bar to Smith machine", "variationType": "equipment_swap", "equipment": ["smith_machine", "flat_bench"], "oneToTwo": "Use the Smith machine for a fixed path and safety hooks when training alone.", "twoToOne": "Switch to the free bar to train the stabilisers and a natural bar path."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Bench Press', 'Barbell Pin Press', $json${"name": "Bench press to pin press", "variationType": "progression", "equipment": ["barbell", "flat_bench", "squat_rack"], "oneToTwo": "Press from pins at your sticking point to overload the top half of the lift.", "twoToOne": "Return to the full bench press to use the strength through the whole range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Incline Barbell Bench Press', 'Incline Dumbbell Press', $json${"name": "Incline press: barbell to dumbbells", "variationType": "equipment_swap", "equipment": ["dumbbells", "adjustable_bench"], "oneToTwo": "Use dumbbells to let each arm find its own path and balance both sides.", "twoToOne": "Use the barbell to load the incline press more heavily."}$json$);
--> statement-breakpoint
SELECT seed_variation('Incline Barbell Bench Press', 'Smith Machine Incline Bench Press', $json${"name": "Incline press: free bar to Smith machine", "variationType": "equipment_swap", "equipment": ["smith_machine", "adjustable_bench"], "oneToTwo": "Use the Smith machine for a guided path and safe solo sets.", "twoToOne": "Switch to the free bar to involve the stabilisers."}$json$);
--> statement-breakpoint
SELECT seed_variation('Decline Barbell Bench Press', 'Smith Machine Decline Bench Press', $json${"name": "Decline press: free bar to Smith machine", "variationType": "equipment_swap", "equipment": ["smith_machine", "adjustable_bench"], "oneToTwo": "Use the Smith machine to avoid the awkward decline unrack when you have no spotter.", "twoToOne": "Use the free bar when a spotter is available and you want to train stability."}$json$);
--> statement-breakpoint
SELECT seed_variation('Decline Barbell Bench Press', 'Decline Dumbbell Press', $json${"name": "Decline press: barbell to dumbbells", "variationType": "equipment_swap", "equipment": ["dumbbells", "adjustable_bench"], "oneToTwo": "Use dumbbells for an independent press on each side.", "twoToOne": "Use the barbell for heavier loading."}$json$);
--> statement-breakpoint
SELECT seed_variation('Smith Machine Bench Press', 'Smith Machine Incline Bench Press', $json${"name": "Smith press: flat to incline", "variationType": "angle_change", "equipment": ["smith_machine", "adjustable_bench"], "oneToTwo": "Incline the bench to move the work to the upper chest.", "twoToOne": "Flatten the bench to press more weight through the whole chest."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Bench Press', 'Incline Dumbbell Press', $json${"name": "Dumbbell press: flat to incline", "variationType": "angle_change", "equipment": ["dumbbells", "adjustable_bench"], "oneToTwo": "Raise the bench to 30-45 degrees to focus on the upper chest.", "twoToOne": "Lower the bench to flat to press heavier with the whole chest."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Bench Press', 'Low-Incline Dumbbell Press', $json${"name": "Dumbbell press: flat to low incline", "variationType": "angle_change", "equipment": ["dumbbells", "adjustable_bench"], "oneToTwo": "Raise the bench one or two notches for a little more upper chest.", "twoToOne": "Go back to flat for the standard press."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Bench Press', 'Decline Dumbbell Press', $json${"name": "Dumbbell press: flat to decline", "variationType": "angle_change", "equipment": ["dumbbells", "adjustable_bench"], "oneToTwo": "Decline the bench to emphasise the lower chest.", "twoToOne": "Return to flat to work the chest as a whole."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Bench Press', 'Neutral-Grip Dumbbell Press', $json${"name": "Dumbbell press: palms in", "variationType": "grip_change", "equipment": ["dumbbells", "flat_bench"], "oneToTwo": "Turn the palms to face each other to keep the elbows close and the shoulders comfortable.", "twoToOne": "Turn the palms forward to increase the chest stretch and work."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Bench Press', 'Dumbbell Floor Press', $json${"name": "Dumbbell press: bench to floor", "variationType": "regression", "equipment": ["dumbbells"], "oneToTwo": "Press from the floor to limit the range and protect the shoulders.", "twoToOne": "Move to the bench for a full range of motion."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Bench Press', 'Single-Arm Dumbbell Bench Press', $json${"name": "Dumbbell press: one arm", "variationType": "unilateral", "equipment": ["dumbbells", "flat_bench"], "oneToTwo": "Press with one dumbbell to add an anti-rotation challenge for the trunk.", "twoToOne": "Use both dumbbells to press more total load."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Bench Press', 'Alternating Dumbbell Bench Press', $json${"name": "Dumbbell press: alternate the arms", "variationType": "unilateral", "equipment": ["dumbbells", "flat_bench"], "oneToTwo": "Press one arm at a time while the other holds at the top, for more time under tension.", "twoToOne": "Press both together for a simpler, heavier set."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Bench Press', 'Stability Ball Dumbbell Bench Press', $json${"name": "Dumbbell press: bench to stability ball", "variationType": "progression", "equipment": ["dumbbells", "stability_ball"], "oneToTwo": "Press from a stability ball to make the glutes and core hold a bridge.", "twoToOne": "Go back to the bench for a stable base and heavier dumbbells."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Bench Press', 'Dumbbell Squeeze Press', $json${"name": "Dumbbell press to squeeze press", "variationType": "grip_change", "equipment": ["dumbbells", "flat_bench"], "oneToTwo": "Press the dumbbells together to keep the chest contracting inward through a short range.", "twoToOne": "Separate the dumbbells for a full-range, heavier press."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Squeeze Press', 'Incline Dumbbell Squeeze Press', $json${"name": "Squeeze press: flat to incline", "variationType": "angle_change", "equipment": ["dumbbells", "adjustable_bench"], "oneToTwo": "Incline the bench to aim the squeeze at the upper chest.", "twoToOne": "Flatten the bench to work the middle of the chest."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Floor Press', 'Neutral-Grip Dumbbell Floor Press', $json${"name": "Floor press: palms in", "variationType": "grip_change", "equipment": ["dumbbells"], "oneToTwo": "Turn the palms in for the gentlest shoulder and wrist position.", "twoToOne": "Turn the palms forward for more chest involvement."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Floor Press', 'Kettlebell Floor Press', $json${"name": "Floor press: dumbbells to kettlebells", "variationType": "equipment_swap", "equipment": ["kettlebell"], "oneToTwo": "Use kettlebells to train a straight wrist with the load behind the hand.", "twoToOne": "Use dumbbells for an evenly balanced load and easier weight jumps."}$json$);
--> statement-breakpoint
SELECT seed_variation('Kettlebell Floor Press', 'Single-Arm Kettlebell Floor Press', $json${"name": "Kettlebell floor press: one arm", "variationType": "unilateral", "equipment": ["kettlebell"], "oneToTwo": "Press one bell at a time so the trunk must resist rolling.", "twoToOne": "Press two bells for more total load."}$json$);
--> statement-breakpoint
SELECT seed_variation('Single-Arm Kettlebell Floor Press', 'Kettlebell Bottoms-Up Floor Press', $json${"name": "Kettlebell floor press: bottoms up", "variationType": "progression", "equipment": ["kettlebell"], "oneToTwo": "Flip the bell upside down to demand a hard grip and perfect stacking.", "twoToOne": "Return to the regular grip to press heavier."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Floor Press', 'Dumbbell Floor Press', $json${"name": "Floor press: barbell to dumbbells", "variationType": "equipment_swap", "equipment": ["dumbbells"], "oneToTwo": "Use dumbbells to press each side on its own with a freer wrist position.", "twoToOne": "Use a barbell to load the floor press more heavily."}$json$);
--> statement-breakpoint
SELECT seed_variation('Neutral-Grip Dumbbell Press', 'Neutral-Grip Dumbbell Floor Press', $json${"name": "Neutral-grip press: bench to floor", "variationType": "regression", "equipment": ["dumbbells"], "oneToTwo": "Move to the floor to cap the range during shoulder flare-ups.", "twoToOne": "Return to the bench when the shoulder tolerates more range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Fly', 'Incline Dumbbell Fly', $json${"name": "Fly: flat to incline", "variationType": "angle_change", "equipment": ["dumbbells", "adjustable_bench"], "oneToTwo": "Incline the bench to bias the upper chest.", "twoToOne": "Flatten the bench to target the middle of the chest."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Fly', 'Decline Dumbbell Fly', $json${"name": "Fly: flat to decline", "variationType": "angle_change", "equipment": ["dumbbells", "adjustable_bench"], "oneToTwo": "Decline the bench to bias the lower chest.", "twoToOne": "Return to flat for the standard fly."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Fly', 'Dumbbell Floor Fly', $json${"name": "Fly: bench to floor", "variationType": "regression", "equipment": ["dumbbells"], "oneToTwo": "Fly on the floor so the elbows stop before the deep stretch.", "twoToOne": "Move to the bench for a longer stretch once the shoulders allow."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Fly', 'Flat Bench Cable Fly', $json${"name": "Fly: dumbbells to cables", "variationType": "equipment_swap", "equipment": ["cable_station", "flat_bench"], "oneToTwo": "Use cables to keep tension on the chest at the top of the fly.", "twoToOne": "Use dumbbells for a fly you can do without a cable station."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Fly', 'Stability Ball Dumbbell Fly', $json${"name": "Fly: bench to stability ball", "variationType": "progression", "equipment": ["dumbbells", "stability_ball"], "oneToTwo": "Fly from a stability ball to add core and hip stability work.", "twoToOne": "Return to the bench to focus fully on the chest."}$json$);
--> statement-breakpoint
SELECT seed_variation('Incline Dumbbell Fly', 'Incline Cable Fly', $json${"name": "Incline fly: dumbbells to cables", "variationType": "equipment_swap", "equipment": ["cable_station", "adjustable_bench"], "oneToTwo": "Use cables for constant tension through the whole arc.", "twoToOne": "Use dumbbells when no cable station is free."}$json$);
--> statement-breakpoint
SELECT seed_variation('Cable Crossover', 'Low-to-High Cable Fly', $json${"name": "Cable fly: high pulleys to low pulleys", "variationType": "angle_change", "equipment": ["cable_station"], "oneToTwo": "Start low and finish high to target the upper chest with the arms below shoulder height.", "twoToOne": "Start high and finish low to work the lower chest."}$json$);
--> statement-breakpoint
SELECT seed_variation('Cable Crossover', 'Mid-Height Cable Fly', $json${"name": "Cable fly: high pulleys to shoulder height", "variationType": "angle_change", "equipment": ["cable_station"], "oneToTwo": "Set the pulleys at shoulder height to work the middle of the chest.", "twoToOne": "Raise the pulleys to bias the lower chest."}$json$);
--> statement-breakpoint
SELECT seed_variation('Mid-Height Cable Fly', 'Single-Arm Cable Fly', $json${"name": "Cable fly: one arm", "variationType": "unilateral", "equipment": ["cable_station"], "oneToTwo": "Work one arm at a time to cross past the midline and even out the sides.", "twoToOne": "Work both arms together to save time."}$json$);
--> statement-breakpoint
SELECT seed_variation('Mid-Height Cable Fly', 'Resistance Band Chest Fly', $json${"name": "Fly: cables to band", "variationType": "equipment_swap", "equipment": ["resistance_band"], "oneToTwo": "Use a band to do the fly at home or on the road.", "twoToOne": "Use cables for even resistance through the whole range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Mid-Height Cable Fly', 'Cable Crossover Isometric Hold', $json${"name": "Cable fly to isometric hold", "variationType": "regression", "equipment": ["cable_station"], "oneToTwo": "Hold the squeeze instead of moving when the shoulder will not tolerate range.", "twoToOne": "Move through the full arc once the shoulder is comfortable."}$json$);
--> statement-breakpoint
SELECT seed_variation('Standing Cable Chest Press', 'Single-Arm Cable Chest Press', $json${"name": "Cable press: one arm", "variationType": "unilateral", "equipment": ["cable_station"], "oneToTwo": "Press one handle at a time so the trunk must resist twisting.", "twoToOne": "Press both handles to load the chest more evenly."}$json$);
--> statement-breakpoint
SELECT seed_variation('Single-Arm Cable Chest Press', 'Half-Kneeling Single-Arm Cable Chest Press', $json${"name": "Single-arm cable press: stand to half-kneel", "variationType": "stance_change", "equipment": ["cable_station"], "oneToTwo": "Kneel on one knee to remove the legs and demand more trunk control.", "twoToOne": "Stand up to use the legs and press more load."}$json$);
--> statement-breakpoint
SELECT seed_variation('Standing Cable Chest Press', 'Resistance Band Chest Press', $json${"name": "Standing press: cables to band", "variationType": "equipment_swap", "equipment": ["resistance_band"], "oneToTwo": "Use a band for a portable version of the standing press.", "twoToOne": "Use cables for more precise, heavier loading."}$json$);
--> statement-breakpoint
SELECT seed_variation('Resistance Band Chest Press', 'Single-Arm Resistance Band Chest Press', $json${"name": "Band press: one arm", "variationType": "unilateral", "equipment": ["resistance_band"], "oneToTwo": "Press one side at a time for an anti-rotation challenge.", "twoToOne": "Press both arms together to work the chest evenly."}$json$);
--> statement-breakpoint
SELECT seed_variation('Landmine Chest Press', 'Single-Arm Landmine Chest Press', $json${"name": "Landmine press: one arm", "variationType": "unilateral", "equipment": ["landmine", "barbell"], "oneToTwo": "Press with one hand to add anti-rotation work.", "twoToOne": "Press with both hands to move more weight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Single-Arm Landmine Chest Press', 'Half-Kneeling Landmine Chest Press', $json${"name": "Single-arm landmine press: stand to half-kneel", "variationType": "stance_change", "equipment": ["landmine", "barbell"], "oneToTwo": "Kneel to take the legs out and make the trunk work harder.", "twoToOne": "Stand to use leg drive and press heavier."}$json$);
--> statement-breakpoint
SELECT seed_variation('Suspension Trainer Chest Press', 'Suspension Trainer Single-Arm Chest Press', $json${"name": "Suspension press: one arm", "variationType": "unilateral", "equipment": ["suspension_trainer"], "oneToTwo": "Press with one strap to add a strong rotational challenge.", "twoToOne": "Use both straps for a more stable press."}$json$);
--> statement-breakpoint
SELECT seed_variation('Suspension Trainer Chest Press', 'Suspension Trainer Chest Fly', $json${"name": "Suspension press to fly", "variationType": "progression", "equipment": ["suspension_trainer"], "oneToTwo": "Keep the arms nearly straight to turn the press into a demanding fly.", "twoToOne": "Bend the elbows and press for an easier, more stable movement."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Suspension Trainer Chest Press', $json${"name": "Push-up: floor to suspension straps", "variationType": "equipment_swap", "equipment": ["suspension_trainer"], "oneToTwo": "Use straps to adjust the load by leaning and to keep the wrists neutral.", "twoToOne": "Go back to the floor for a fixed, stable push-up."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Wall Push-Up', $json${"name": "Push-up: floor to wall", "variationType": "regression", "equipment": [], "oneToTwo": "Press against a wall to practise the movement with a fraction of the load.", "twoToOne": "Move to the floor once 20 wall push-ups are easy and steady."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Incline Push-Up', $json${"name": "Push-up: floor to bench", "variationType": "regression", "equipment": ["flat_bench"], "oneToTwo": "Raise the hands on a bench to reduce the load while keeping a full-body plank.", "twoToOne": "Lower the hands to the floor to press more of your weight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Kneeling Push-Up', $json${"name": "Push-up: toes to knees", "variationType": "regression", "equipment": [], "oneToTwo": "Pivot on the knees to shorten the lever and lighten the press.", "twoToOne": "Come up onto the toes once kneeling reps are easy."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Decline Push-Up', $json${"name": "Push-up: raise the feet", "variationType": "angle_change", "equipment": ["flat_bench"], "oneToTwo": "Put the feet on a bench to add load and work the upper chest.", "twoToOne": "Lower the feet to the floor to reduce the load."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Wide Push-Up', $json${"name": "Push-up: widen the hands", "variationType": "grip_change", "equipment": [], "oneToTwo": "Move the hands wider to stretch the chest more.", "twoToOne": "Bring the hands in to share the work with the triceps and ease the shoulders."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Close-Grip Push-Up', $json${"name": "Push-up: narrow the hands", "variationType": "grip_change", "equipment": [], "oneToTwo": "Place the hands under the shoulders to work the triceps harder.", "twoToOne": "Widen the hands to return the focus to the chest."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Fist Push-Up', $json${"name": "Push-up: flat hands to fists", "variationType": "grip_change", "equipment": [], "oneToTwo": "Press on the knuckles to keep the wrists straight.", "twoToOne": "Go back to flat hands when the wrists are comfortable."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Dumbbell Neutral-Grip Push-Up', $json${"name": "Push-up: floor to dumbbell handles", "variationType": "equipment_swap", "equipment": ["dumbbells"], "oneToTwo": "Hold hex dumbbells to keep the wrists neutral and add a little depth.", "twoToOne": "Put the hands on the floor when no dumbbells are around."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Deficit Push-Up', $json${"name": "Push-up: add a deficit", "variationType": "progression", "equipment": ["weight_plate"], "oneToTwo": "Raise the hands on plates to lower the chest past hand level.", "twoToOne": "Return to the floor for a shorter, easier range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Weighted Push-Up', $json${"name": "Push-up: add a plate", "variationType": "progression", "equipment": ["weight_plate"], "oneToTwo": "Place a plate on the upper back to load the push-up.", "twoToOne": "Remove the plate to return to bodyweight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Band-Resisted Push-Up', $json${"name": "Push-up: add a band", "variationType": "progression", "equipment": ["resistance_band"], "oneToTwo": "Loop a band over the back to make the top of the push-up harder.", "twoToOne": "Remove the band for a standard push-up."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Band-Assisted Push-Up', $json${"name": "Push-up: band support", "variationType": "regression", "equipment": ["resistance_band", "squat_rack"], "oneToTwo": "Use a band under the hips to get help at the bottom of the push-up.", "twoToOne": "Remove the band once you can do several full push-ups."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Tempo Push-Up', $json${"name": "Push-up: slow the tempo", "variationType": "progression", "equipment": [], "oneToTwo": "Lower for three seconds and pause to add time under tension.", "twoToOne": "Use a normal tempo to do more reps."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Push-Up Isometric Hold', $json${"name": "Push-up to isometric hold", "variationType": "regression", "equipment": [], "oneToTwo": "Hold the halfway position to build strength without moving.", "twoToOne": "Move through full reps once the hold is strong."}$json$);
--> statement-breakpoint
SELECT seed_variation('Wide Push-Up', 'Archer Push-Up', $json${"name": "Wide push-up to archer", "variationType": "progression", "equipment": [], "oneToTwo": "Shift the weight onto one arm to load each side more heavily.", "twoToOne": "Share the load evenly for an easier wide push-up."}$json$);
--> statement-breakpoint
SELECT seed_variation('Archer Push-Up', 'One-Arm Push-Up', $json${"name": "Archer to one-arm push-up", "variationType": "progression", "equipment": [], "oneToTwo": "Remove the helping arm entirely to press on one hand.", "twoToOne": "Use the second arm as light support to build strength."}$json$);
--> statement-breakpoint
SELECT seed_variation('Archer Push-Up', 'Typewriter Push-Up', $json${"name": "Archer to typewriter push-up", "variationType": "progression", "equipment": [], "oneToTwo": "Slide from side to side at the bottom to keep the chest loaded longer.", "twoToOne": "Press up between sides for an easier set."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Staggered Push-Up', $json${"name": "Push-up: stagger the hands", "variationType": "grip_change", "equipment": [], "oneToTwo": "Offset the hands to load each side at a different angle.", "twoToOne": "Even the hands for a symmetrical press."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Plyometric Push-Up', $json${"name": "Push-up to plyometric push-up", "variationType": "progression", "equipment": [], "oneToTwo": "Press explosively so the hands leave the floor to train power.", "twoToOne": "Press at a controlled speed to train strength and size."}$json$);
--> statement-breakpoint
SELECT seed_variation('Plyometric Push-Up', 'Clap Push-Up', $json${"name": "Plyometric push-up: add a clap", "variationType": "progression", "equipment": [], "oneToTwo": "Add a clap to demand more height and speed.", "twoToOne": "Drop the clap to focus on landing well."}$json$);
--> statement-breakpoint
SELECT seed_variation('Kneeling Plyometric Push-Up', 'Plyometric Push-Up', $json${"name": "Plyometric push-up: knees to toes", "variationType": "progression", "equipment": [], "oneToTwo": "Move onto the toes for a heavier explosive push-up.", "twoToOne": "Drop to the knees to learn the take-off and landing."}$json$);
--> statement-breakpoint
SELECT seed_variation('Incline Plyometric Push-Up', 'Plyometric Push-Up', $json${"name": "Plyometric push-up: bench to floor", "variationType": "progression", "equipment": [], "oneToTwo": "Move the hands to the floor for a harder take-off and landing.", "twoToOne": "Raise the hands on a bench to soften the landing."}$json$);
--> statement-breakpoint
SELECT seed_variation('Clap Push-Up', 'Depth Push-Up', $json${"name": "Clap push-up to depth push-up", "variationType": "progression", "equipment": ["weight_plate"], "oneToTwo": "Drop from raised plates to absorb and rebound more force.", "twoToOne": "Return to clap push-ups for a lower landing load."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Stability Ball Push-Up', $json${"name": "Push-up: floor to stability ball", "variationType": "progression", "equipment": ["stability_ball"], "oneToTwo": "Put the hands on a ball to add a stability challenge.", "twoToOne": "Return to the floor for a stable, heavier press."}$json$);
--> statement-breakpoint
SELECT seed_variation('Decline Push-Up', 'Stability Ball Decline Push-Up', $json${"name": "Decline push-up: bench to ball", "variationType": "progression", "equipment": ["stability_ball"], "oneToTwo": "Rest the shins on a ball so the core must keep it still.", "twoToOne": "Put the feet on a bench for a stable decline."}$json$);
--> statement-breakpoint
SELECT seed_variation('Decline Push-Up', 'Suspension Trainer Feet-Elevated Push-Up', $json${"name": "Decline push-up: bench to straps", "variationType": "progression", "equipment": ["suspension_trainer"], "oneToTwo": "Hang the feet in straps for a free-swinging, core-heavy push-up.", "twoToOne": "Use a bench for a stable foot position."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Medicine Ball Push-Up', $json${"name": "Push-up: one hand on a ball", "variationType": "progression", "equipment": ["medicine_ball"], "oneToTwo": "Put one hand on a ball to work each side at a different height.", "twoToOne": "Keep both hands on the floor for an even press."}$json$);
--> statement-breakpoint
SELECT seed_variation('Medicine Ball Push-Up', 'Medicine Ball Crossover Push-Up', $json${"name": "Medicine ball push-up: add the crossover", "variationType": "progression", "equipment": ["medicine_ball"], "oneToTwo": "Roll the ball across between reps to add lateral movement.", "twoToOne": "Keep the ball under one hand for a simpler set."}$json$);
--> statement-breakpoint
SELECT seed_variation('Close-Grip Push-Up', 'Medicine Ball Close-Grip Push-Up', $json${"name": "Close-grip push-up: floor to medicine ball", "variationType": "equipment_swap", "equipment": ["medicine_ball"], "oneToTwo": "Put both hands together on a ball for a narrower, less stable press.", "twoToOne": "Move the hands to the floor at shoulder width for a stable close-grip press."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Shoulder Tap Push-Up', $json${"name": "Push-up: add shoulder taps", "variationType": "progression", "equipment": [], "oneToTwo": "Tap each shoulder between reps to add anti-rotation work.", "twoToOne": "Drop the taps to focus on pressing."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'Spiderman Push-Up', $json${"name": "Push-up: add a knee drive", "variationType": "progression", "equipment": [], "oneToTwo": "Bring a knee to the elbow as you lower to add hip and oblique work.", "twoToOne": "Keep the legs still for a standard push-up."}$json$);
--> statement-breakpoint
SELECT seed_variation('Push-Up', 'T Push-Up', $json${"name": "Push-up: add a rotation", "variationType": "progression", "equipment": [], "oneToTwo": "Rotate into a side plank after each rep.", "twoToOne": "Stay square for a standard push-up."}$json$);
--> statement-breakpoint
SELECT seed_variation('Chest Dip', 'Weighted Chest Dip', $json${"name": "Dip: add load", "variationType": "progression", "equipment": ["dip_station", "dumbbells"], "oneToTwo": "Hold a dumbbell between the feet to make the dip heavier.", "twoToOne": "Drop the weight to train higher reps with bodyweight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Chest Dip', 'Band-Assisted Chest Dip', $json${"name": "Dip: band assistance", "variationType": "regression", "equipment": ["dip_station", "resistance_band"], "oneToTwo": "Kneel on a band to get help at the bottom of the dip.", "twoToOne": "Remove the band once you can do several strict dips."}$json$);
--> statement-breakpoint
SELECT seed_variation('Chest Dip', 'Eccentric Chest Dip', $json${"name": "Dip: lowering only", "variationType": "regression", "equipment": ["dip_station"], "oneToTwo": "Lower slowly and step back up to build strength for full dips.", "twoToOne": "Press back up once the slow lowering is strong."}$json$);
--> statement-breakpoint
SELECT seed_variation('Chest Dip', 'Feet-Assisted Chest Dip', $json${"name": "Dip: feet on a box", "variationType": "regression", "equipment": ["dip_station", "plyo_box"], "oneToTwo": "Rest the heels on a box to take some weight with the legs.", "twoToOne": "Take the feet off the box to dip with full bodyweight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Forward-Lean Dip Support Hold', 'Eccentric Chest Dip', $json${"name": "Dip support hold to eccentric dip", "variationType": "progression", "equipment": ["dip_station"], "oneToTwo": "Lower slowly from the top to start training the dip range.", "twoToOne": "Stay at the top to build support strength first."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dip Station Incline Push-Up', 'Incline Push-Up', $json${"name": "Incline push-up: dip bars to bench", "variationType": "grip_change", "equipment": ["flat_bench"], "oneToTwo": "Put the hands flat on a bench for the standard incline push-up.", "twoToOne": "Hold the dip bars to keep the wrists neutral."}$json$);
--> statement-breakpoint
SELECT seed_variation('Medicine Ball Chest Pass', 'Supine Medicine Ball Chest Throw', $json${"name": "Chest pass: standing to lying", "variationType": "stance_change", "equipment": ["medicine_ball"], "oneToTwo": "Throw upward while lying to isolate the chest and arms.", "twoToOne": "Stand up to throw with the whole body."}$json$);
--> statement-breakpoint
SELECT seed_variation('Medicine Ball Chest Pass', 'Plyometric Push-Up', $json${"name": "Chest power: throw to push-up", "variationType": "equipment_swap", "equipment": [], "oneToTwo": "Drop the ball and use your body as the load for explosive pressing.", "twoToOne": "Use a medicine ball for power work without landing on the hands."}$json$);
--> statement-breakpoint
SELECT seed_variation('Plate Squeeze Press', 'Dumbbell Squeeze Press', $json${"name": "Squeeze press: plate to dumbbells", "variationType": "equipment_swap", "equipment": ["dumbbells", "flat_bench"], "oneToTwo": "Lie on a bench and squeeze two dumbbells for a heavier squeeze press.", "twoToOne": "Stand and squeeze a plate for a lighter version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Standing Palm Press Isometric', 'Medicine Ball Isometric Squeeze', $json${"name": "Palm press: add a ball", "variationType": "equipment_swap", "equipment": ["medicine_ball"], "oneToTwo": "Squeeze a medicine ball to give the hands something to press into.", "twoToOne": "Press the palms together when no equipment is around."}$json$);
--> statement-breakpoint
SELECT seed_variation('Medicine Ball Isometric Squeeze', 'Plate Squeeze Press', $json${"name": "Isometric squeeze to squeeze press", "variationType": "progression", "equipment": ["weight_plate"], "oneToTwo": "Add movement by pressing a squeezed plate away from the chest.", "twoToOne": "Hold still when the shoulder will not tolerate movement."}$json$);
--> statement-breakpoint
SELECT seed_variation('Single-Arm Wall Chest Stretch', 'Side-Lying Chest Opener', $json${"name": "Chest stretch: wall to floor", "variationType": "stance_change", "equipment": [], "oneToTwo": "Lie on your side to combine the chest stretch with upper-back rotation.", "twoToOne": "Stand at a wall for a quick stretch anywhere."}$json$);
