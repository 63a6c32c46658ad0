-- Lower-body exercises: squats, lunges, step-ups, leg press, leg curls, hinges for the
-- hamstrings, hip thrusts and bridges, hip abduction and adduction, calves and shins, jumps,
-- hip-flexor work and lower-body mobility drills.
-- One exercise per statement (keys are the API field names), then tips, mistakes and variations.
-- Related records are named, not quoted by id: see seed_exercise() in 0002_triggers_and_seed_helpers.sql.
SELECT seed_exercise($json${
  "name": "Barbell Back Squat",
  "shortDescription": "The foundational loaded squat with the bar across the upper back.",
  "description": "With a barbell resting on the upper traps, you sit the hips down between the heels and stand back up.\n- Builds whole-leg strength and muscle\n- Loads the **quads** and **glutes**, with the back and core bracing the bar",
  "instructions": ["Set the bar in the rack at mid-chest height, step under it and rest it on the meaty part of the upper traps.", "Grip the bar just outside the shoulders, squeeze the shoulder blades together and stand up to unrack it.", "Take two short steps back and set the feet about shoulder width apart, toes turned out slightly.", "Brace the trunk, then bend the hips and knees together, keeping the knees tracking over the toes.", "Descend until the hip crease is at or just below knee height while the back stays neutral.", "Drive the floor away through the whole foot and stand up tall, breathing out near the top."],
  "usageInstructions": "Make it the first lift of a lower-body day: 3-5 sets of 3-6 reps for strength, 6-10 for size. Add load in small jumps once every set is crisp.",
  "safetyNotes": "Set the safety arms just below the bottom position and squat inside the rack; add a spotter for near-maximal singles and doubles.",
  "difficultyLevel": 5, "technicalComplexity": 6, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 8, "tempo": [3, 0, 1], "sets": [3, 5], "reps": [3, 10], "restSeconds": [120, 240],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy", "power"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["hamstrings", "adductors", "lower_back", "abs"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["hip", "knee", "ankle", "spine"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion", "shoulder_external_rotation"], "tags": ["main_lift"],
  "contraindications": ["lower_back_pain", "knee_issues", "hip_mobility", "neck_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Low-Bar Back Squat",
  "shortDescription": "A back squat with the bar lower on the back and more forward lean, favoured by powerlifters.",
  "description": "The bar sits across the rear delts instead of the traps, so the torso leans further forward and the hips travel back.\n- Lets most lifters move the most weight\n- Shifts more work to the **glutes**, hamstrings and adductors",
  "instructions": ["Place the bar just below the bony ridge of the shoulder blades, resting on the rear delts.", "Take a narrow grip, lift the elbows slightly behind the bar and keep the wrists straight.", "Walk the bar out and stand with feet slightly wider than shoulder width, toes out 15-30 degrees.", "Brace hard and push the hips back as the knees bend, letting the chest tip forward.", "Reach a depth where the hip crease is just below the top of the knee.", "Drive the hips up and back toward the bar and finish standing tall."],
  "usageInstructions": "Use as the main squat in a strength block: 3-5 sets of 1-5 reps at a high effort, with a lighter volume day later in the week.",
  "safetyNotes": "The grip puts strain on the shoulders and elbows; warm them up and widen the grip if either aches. Always use safety arms.",
  "difficultyLevel": 6, "technicalComplexity": 7, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 9, "tempo": [3, 0, 1], "sets": [3, 5], "reps": [1, 6], "restSeconds": [180, 300],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "power"], "movementPattern": ["squat"],
  "primaryMuscles": ["glutes", "quads"], "secondaryMuscles": ["hamstrings", "adductors", "lower_back"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["hip", "knee", "ankle", "spine", "shoulder", "elbow"], "mobilityRequirements": ["hip_flexion", "shoulder_external_rotation"], "tags": ["main_lift"],
  "contraindications": ["lower_back_pain", "knee_issues", "hip_mobility", "neck_pain", "shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Safety Bar Squat",
  "shortDescription": "A back squat with a cambered, padded yoke bar that lets you hold the handles in front.",
  "description": "The safety squat bar rests on padded yokes over the upper back and its handles come forward, so the shoulders stay relaxed and the torso stays upright.\n- A specialty barbell used in a rack with normal plates\n- Hard on the **quads** and upper back, kind to sore shoulders and elbows",
  "instructions": ["Set the bar in the rack so the pads sit at shoulder height and step under the yoke.", "Hold the handles in front with a loose grip and stand up to unrack the bar.", "Step back and set a shoulder-width stance, bracing before every rep.", "Squat straight down, keeping the chest up against the bar's pull to tip you forward.", "Go as deep as you can with a neutral back, then drive up through the mid-foot."],
  "usageInstructions": "A main squat for people whose shoulders dislike a straight bar, or a variation block between back-squat phases: 3-5 sets of 4-10 reps.",
  "safetyNotes": "The bar still loads the spine; keep sets short enough that you can stay upright. Use the safety arms.",
  "difficultyLevel": 5, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 8, "tempo": [3, 0, 1], "sets": [3, 5], "reps": [4, 10], "restSeconds": [120, 240],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["traps", "rhomboids", "lower_back", "hamstrings"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["hip", "knee", "ankle", "spine"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion"], "tags": ["main_lift"],
  "contraindications": ["lower_back_pain", "knee_issues", "hip_mobility", "neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Front Squat",
  "shortDescription": "A squat with the bar held on the front of the shoulders, keeping the torso very upright.",
  "description": "Holding the bar in a front rack across the front delts, you squat deep with a tall chest.\n- Puts the **quads** in charge with less forward lean than a back squat\n- Teaches a strong, upright trunk",
  "instructions": ["Set the bar at collarbone height, step in and rest it on the front delts against the throat.", "Hold it with the fingertips just outside the shoulders and drive the elbows up and forward.", "Unrack, step back and set the feet shoulder width apart.", "Keep the elbows high as you squat straight down between the heels.", "Sink as deep as you can with the chest up, then stand by pushing the elbows and chest upward together."],
  "usageInstructions": "A main or second squat: 3-5 sets of 3-8 reps. Keep sets short so the upper back can hold the rack.",
  "safetyNotes": "If you lose the bar forward, push it away and step back; squat in a rack with safety arms set low. Use a crossed-arm grip or straps if the wrists cannot reach the rack.",
  "difficultyLevel": 6, "technicalComplexity": 7, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 8, "tempo": [3, 0, 1], "sets": [3, 5], "reps": [3, 8], "restSeconds": [120, 240],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads"], "secondaryMuscles": ["glutes", "abs", "lower_back", "adductors"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["hip", "knee", "ankle", "spine", "wrist"], "mobilityRequirements": ["ankle_dorsiflexion", "hip_flexion", "wrist_extension", "shoulder_external_rotation", "thoracic_extension"], "tags": ["main_lift"],
  "contraindications": ["lower_back_pain", "knee_issues", "hip_mobility", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Box Squat",
  "shortDescription": "A back squat to a box at about parallel, pausing seated before standing.",
  "description": "You sit back onto a box behind you, release the hip drive for a moment and stand up without rocking.\n- Teaches depth and sitting back\n- Builds strength out of the bottom for the **glutes** and **quads**",
  "instructions": ["Place a sturdy box behind you so sitting on it puts the thighs about parallel to the floor.", "Unrack the bar on the upper back and set a stance a little wider than the shoulders.", "Push the hips back and bend the knees, keeping the shins close to vertical.", "Sit onto the box softly, keeping the trunk braced and the weight on the heels.", "Pause for a second without relaxing, then drive up off the box to standing."],
  "usageInstructions": "Use as a technique squat or as the speed-work day in a strength plan: 4-8 sets of 2-5 reps with 50-75% of your squat.",
  "safetyNotes": "Touch the box, never drop onto it: crashing down compresses the spine. Squat inside the rack with the safety arms set.",
  "difficultyLevel": 5, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [2, 1, 0], "sets": [4, 8], "reps": [2, 6], "restSeconds": [90, 180],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "power"], "movementPattern": ["squat"],
  "primaryMuscles": ["glutes", "quads"], "secondaryMuscles": ["hamstrings", "adductors", "lower_back"],
  "equipmentRequired": ["barbell", "squat_rack", "plyo_box"],
  "joints": ["hip", "knee", "spine"], "mobilityRequirements": ["hip_flexion", "shoulder_external_rotation"], "tags": ["main_lift"],
  "contraindications": ["lower_back_pain", "knee_issues", "neck_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Pause Squat",
  "shortDescription": "A back squat with a two- to three-second hold in the bottom position.",
  "description": "The pause removes the bounce out of the hole, so you have to build tension and stand up from a dead stop.\n- Builds control and strength at depth\n- Punishes a loose brace on the **quads** and **glutes**",
  "instructions": ["Set up and unrack the bar as for a regular back squat.", "Descend under control to your usual depth.", "Hold the bottom for a slow count of two or three while keeping the brace and the back tight.", "Drive up hard from the pause without letting the hips shoot up first.", "Reset your breath at the top before the next rep."],
  "usageInstructions": "An accessory after the main squat or a main lift in an off-season block: 3-5 sets of 2-5 reps at 60-80% of your back squat.",
  "safetyNotes": "Use safety arms. Do not relax at the bottom: stay tight so the hips and knees are not hanging on passive structures.",
  "difficultyLevel": 6, "technicalComplexity": 6, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 8, "tempo": [3, 3, 1], "sets": [3, 5], "reps": [2, 5], "restSeconds": [120, 240],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors", "hamstrings", "lower_back", "abs"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["hip", "knee", "ankle", "spine"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion", "shoulder_external_rotation"], "tags": [],
  "contraindications": ["lower_back_pain", "knee_issues", "hip_mobility", "neck_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Overhead Squat",
  "shortDescription": "A full squat with a barbell locked out overhead with a wide grip.",
  "description": "Holding the bar overhead with straight arms, you squat to full depth and stand up without the bar drifting.\n- Demands mobility at the ankles, hips, upper back and shoulders\n- Trains **quads**, glutes and a rock-solid trunk for the snatch",
  "instructions": ["Take a snatch-width grip and press or jerk the bar overhead, locking the elbows.", "Stand with feet shoulder width apart and push up into the bar with active shoulders.", "Keep the bar over the middle of the feet as you squat straight down.", "Descend as far as you can while the bar, hips and heels stay in line.", "Stand up keeping the arms locked and the bar still."],
  "usageInstructions": "Technique and mobility work for Olympic lifters, or a warm-up with an empty bar: 3-5 sets of 3-6 reps with light loads.",
  "safetyNotes": "If the bar drifts, drop it forward or behind while you step away; practise with a dowel first.",
  "difficultyLevel": 8, "technicalComplexity": 9, "mobilityLevel": 5,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [3, 1, 1], "sets": [3, 5], "reps": [3, 6], "restSeconds": [90, 180],
  "minExperienceLevel": "advanced", "category": "olympic", "modality": "free_weight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["strength", "mobility"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["front_delts", "traps", "abs", "lower_back"],
  "equipmentRequired": ["barbell"],
  "joints": ["hip", "knee", "ankle", "spine", "shoulder", "wrist"], "mobilityRequirements": ["overhead_mobility", "hip_flexion", "ankle_dorsiflexion", "thoracic_extension"], "tags": ["athletic"],
  "contraindications": ["lower_back_pain", "knee_issues", "hip_mobility", "shoulder_impingement", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Goblet Squat",
  "shortDescription": "A squat holding one dumbbell upright against the chest.",
  "description": "Holding a dumbbell at the chest acts as a counterweight, so most people squat deeper and more upright straight away.\n- The best first loaded squat\n- Works the **quads** and **glutes** with little technical demand",
  "instructions": ["Hold one end of a dumbbell vertically with both hands, cupped against the upper chest.", "Stand with feet a little wider than the hips and the toes turned slightly out.", "Sit down between the heels, letting the elbows travel inside the knees.", "Go as deep as you can while the chest stays tall and the heels stay down.", "Push the floor away to stand, squeezing the glutes at the top."],
  "usageInstructions": "A main squat for beginners or a high-rep finisher: 3-4 sets of 8-15 reps.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy", "endurance"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors", "abs"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion"], "tags": ["beginner_friendly", "home_friendly"],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Front Squat",
  "shortDescription": "A squat holding two kettlebells in the front rack position.",
  "description": "With a kettlebell resting on each forearm at the shoulders, you squat deep while the trunk resists the forward pull.\n- A front-loaded squat without needing a barbell\n- Works the **quads**, glutes and upper back",
  "instructions": ["Clean two kettlebells to the rack so the bells rest on the outside of the forearms.", "Keep the wrists straight, elbows tucked in and fists at chin height.", "Stand with feet shoulder width apart and brace.", "Squat down keeping the elbows close to the ribs and the chest tall.", "Stand up without letting the bells pull the shoulders forward."],
  "usageInstructions": "A main squat for home or kettlebell programs: 3-5 sets of 5-10 reps.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 0, 1], "sets": [3, 5], "reps": [5, 10], "restSeconds": [90, 150],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["abs", "rhomboids", "adductors"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["hip", "knee", "ankle", "wrist"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion", "wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["knee_issues", "hip_mobility", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Bodyweight Squat",
  "shortDescription": "The unloaded squat: sit down and stand up with only your body weight.",
  "description": "The air squat teaches the squat pattern and builds leg endurance without any equipment.\n- Trains the **quads** and **glutes**\n- Useful as a warm-up, a first exercise or a high-rep circuit move",
  "instructions": ["Stand with feet about shoulder width apart, toes turned slightly out.", "Reach the arms forward for balance and brace the midsection.", "Bend the hips and knees together and sit down between the heels.", "Descend until the thighs are at least parallel, keeping the heels down.", "Stand up tall and squeeze the glutes."],
  "usageInstructions": "Warm-ups (2 sets of 10-15), beginner strength (3 sets of 10-20) or conditioning circuits (30-45 seconds of reps).",
  "difficultyLevel": 1, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [2, 4], "reps": [10, 25], "restSeconds": [30, 90],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["endurance", "strength"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors", "hamstrings"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion"], "tags": ["beginner_friendly", "home_friendly", "warm_up"],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "High Box Squat",
  "shortDescription": "A shallow squat to a high box or bench, sitting down lightly and standing back up.",
  "description": "Sitting to a box set at or above knee height limits how far the knees and hips bend, so the squat is comfortable for sore knees and stiff hips.\n- Rebuilds the sit-to-stand pattern for the **quads** and **glutes**\n- A common first step back after injury",
  "instructions": ["Place a box or bench behind you whose top is at or slightly above knee height.", "Stand in front of it with feet hip to shoulder width apart and arms forward.", "Reach the hips back and lower yourself until you lightly touch the box.", "Keep the weight in the mid-foot and stand straight back up without rocking.", "Raise or lower the box over weeks to the height that stays pain-free."],
  "usageInstructions": "Rehab, sedentary beginners or knee-friendly volume: 2-4 sets of 8-15 reps. Hold a light dumbbell at the chest once it is easy.",
  "safetyNotes": "Choose a box that cannot slide. Stop at a height that is pain-free.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [3, 1, 1], "sets": [2, 4], "reps": [8, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["hamstrings"],
  "equipmentRequired": ["plyo_box"],
  "joints": ["hip", "knee"], "mobilityRequirements": [], "tags": ["beginner_friendly", "rehab_friendly", "low_impact", "home_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Smith Machine Squat",
  "shortDescription": "A back squat with the bar fixed on vertical rails.",
  "description": "The rails guide the bar, so you can place the feet slightly ahead and squat without balancing the load.\n- Lets you train the **quads** hard with less technical skill\n- The built-in hooks make it easy to stop a rep safely",
  "instructions": ["Set the bar at shoulder height, step under it and rest it on the upper traps.", "Place the feet shoulder width apart and a few inches in front of the bar line.", "Unhook the bar by rotating it and brace the trunk.", "Bend the knees and hips to lower until the thighs are about parallel.", "Drive back up through the whole foot, then rotate the bar back onto the hooks after the last rep."],
  "usageInstructions": "A quad builder after free-weight work or a safe main squat for beginners: 3-4 sets of 8-12 reps.",
  "safetyNotes": "Set the machine stoppers just below your lowest position. Feet too far forward can strain the lower back.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 7, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [90, 150],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors", "hamstrings"],
  "equipmentRequired": ["smith_machine"],
  "joints": ["hip", "knee", "ankle", "spine"], "mobilityRequirements": ["hip_flexion", "shoulder_external_rotation"], "tags": [],
  "contraindications": ["lower_back_pain", "knee_issues", "hip_mobility", "neck_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Squat",
  "shortDescription": "A squat holding a dumbbell in each hand at the sides.",
  "description": "The weights hang at arm's length, so the trunk stays upright and the back carries little load.\n- Trains the **quads** and **glutes** with gym or home dumbbells\n- Grip becomes a limit as loads grow",
  "instructions": ["Hold a dumbbell in each hand with the arms hanging at your sides, palms facing in.", "Stand with the feet hip to shoulder width apart.", "Brace and squat down, keeping the dumbbells hanging straight and the chest up.", "Lower until the dumbbells are near the floor or the thighs are parallel.", "Stand back up by pushing through the whole foot."],
  "usageInstructions": "A main squat in dumbbell-only programs: 3-4 sets of 8-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors", "grip"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion"], "tags": ["home_friendly", "grip_intensive"],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Sumo Squat",
  "shortDescription": "A wide-stance squat holding one dumbbell between the legs.",
  "description": "The wide stance and turned-out toes put the inner thighs to work alongside the glutes and quads.\n- Emphasises the **adductors**\n- Easy to learn and to load at home",
  "instructions": ["Stand with the feet well wider than the shoulders and the toes turned out about 30-45 degrees.", "Hold one dumbbell by its top end with both hands so it hangs between the legs.", "Push the knees out in line with the toes as you sit straight down.", "Lower until the dumbbell nearly touches the floor or the thighs are parallel.", "Stand by driving the knees outward and squeezing the glutes."],
  "usageInstructions": "An accessory for inner thighs and glutes: 3-4 sets of 10-15 reps.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["squat"],
  "primaryMuscles": ["adductors", "glutes", "quads"], "secondaryMuscles": ["hamstrings"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["hip", "knee"], "mobilityRequirements": ["hip_flexion"], "tags": ["home_friendly", "beginner_friendly"],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Heels-Elevated Goblet Squat",
  "shortDescription": "A goblet squat with the heels raised on plates to drive the knees forward.",
  "description": "Raising the heels lets the knees travel far past the toes while the torso stays upright, so the squat becomes strongly quad-dominant.\n- Targets the **quads**, especially near the knee\n- Helps people with stiff ankles squat deep",
  "instructions": ["Place two small plates or a slant board on the floor and rest your heels on them.", "Hold a dumbbell against the chest and set the feet close, about hip width.", "Let the knees travel forward over the toes as you sit straight down.", "Go deep, keeping the torso upright and the heels on the plates.", "Drive up through the forefoot and heels together."],
  "usageInstructions": "A quad accessory after the main lift: 3-4 sets of 8-15 reps with a slow lowering.",
  "safetyNotes": "Keep loads moderate: the position asks a lot of the front of the knee.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads"], "secondaryMuscles": ["glutes", "adductors"],
  "equipmentRequired": ["dumbbells", "weight_plate"],
  "joints": ["knee", "hip", "ankle"], "mobilityRequirements": ["hip_flexion"], "tags": [],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Landmine Squat",
  "shortDescription": "A squat holding the end of a landmine barbell at the chest.",
  "description": "The bar moves on an arc, so you lean slightly into it and squat with a counterbalance, much like a goblet squat that loads more heavily.\n- Works the **quads** and **glutes**\n- Spares the upper back and shoulders",
  "instructions": ["Load the free end of a barbell set in a landmine and lift it to the chest.", "Hold the sleeve end with both hands just under the chin and lean slightly into the bar.", "Set the feet shoulder width apart, a little behind the bar end.", "Squat down between the heels, keeping the elbows down and the chest tall.", "Stand up pressing the feet into the floor."],
  "usageInstructions": "A main squat for lifters who cannot back squat comfortably: 3-4 sets of 6-12 reps.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [90, 150],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["abs", "adductors"],
  "equipmentRequired": ["landmine", "barbell"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion"], "tags": [],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Sissy Squat",
  "shortDescription": "A bodyweight quad exercise where the knees travel far forward as you lean back.",
  "description": "Rising onto the toes and leaning the body back in a straight line from knee to shoulder, you bend only at the knees.\n- A near-isolation for the **quads**\n- Very demanding on the knees",
  "instructions": ["Stand tall and hold a post or rack upright with one hand for balance.", "Rise onto the balls of the feet and keep the hips extended.", "Bend the knees forward and lean back so knees, hips and shoulders stay in one line.", "Lower until you feel a strong stretch in the quads or the knees are close to the floor.", "Pull yourself back up with the quads, keeping the hips forward."],
  "usageInstructions": "A quad finisher for experienced lifters: 2-3 sets of 8-15 reps.",
  "safetyNotes": "Build range gradually and stop with any pain at the front of the knee.",
  "difficultyLevel": 6, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [3, 0, 1], "sets": [2, 3], "reps": [8, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads"], "secondaryMuscles": ["hip_flexors"],
  "equipmentRequired": [],
  "joints": ["knee", "ankle"], "mobilityRequirements": ["ankle_dorsiflexion"], "tags": ["isolation", "home_friendly"],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Spanish Squat",
  "shortDescription": "A squat with a heavy band looped behind the knees, holding a shallow position.",
  "description": "The band pulls the shins back so you sit with vertical shins and let the quads do the holding, which often feels easy on irritated knees.\n- A long isometric or slow squat for the **quads**\n- Common in patellar tendon rehab",
  "instructions": ["Anchor a thick loop band low to a rack and step into it so it sits behind both knees.", "Walk back until the band is taut and stand with the feet hip width apart.", "Sit back into the band, keeping the shins vertical and the trunk upright.", "Stop at a pain-free depth, usually above parallel, and hold or squat from there.", "Stand up slowly and reset."],
  "usageInstructions": "Knee-friendly quad work: 4-5 holds of 30-45 seconds, or 3 sets of 10-15 slow reps. Reps are seconds of hold when used isometrically.",
  "safetyNotes": "Use a band strong enough to hold you; stay at a depth that stays pain-free.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [3, 2, 3], "sets": [3, 5], "reps": [10, 45], "restSeconds": [60, 90],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads"], "secondaryMuscles": ["glutes"],
  "equipmentRequired": ["resistance_band", "squat_rack"],
  "joints": ["knee", "hip"], "mobilityRequirements": [], "tags": ["rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Wall Sit",
  "shortDescription": "An isometric squat held with the back flat against a wall and thighs parallel.",
  "description": "Sliding down a wall until the knees are at a right angle, you hold the position for time.\n- Builds **quad** endurance with no equipment\n- A classic burner for fitness classes",
  "instructions": ["Stand with your back against a wall and the feet about 50 cm in front of it.", "Slide down until the thighs are parallel to the floor and the knees are over the ankles.", "Press the lower back into the wall and rest the hands on the thighs or out in front.", "Hold the position while breathing steadily.", "Slide back up the wall to finish."],
  "usageInstructions": "An endurance finisher: 3-4 holds of 30-60 seconds (reps are seconds held). Hold a plate on the thighs to progress.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [0, 30, 0], "sets": [3, 4], "reps": [30, 60], "restSeconds": [45, 90],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["endurance", "strength"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads"], "secondaryMuscles": ["glutes", "adductors"],
  "equipmentRequired": [],
  "joints": ["knee", "hip"], "mobilityRequirements": [], "tags": ["home_friendly", "finisher", "low_impact"],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Shallow Wall Sit",
  "shortDescription": "A wall sit held high, with the knees bent only 30-60 degrees.",
  "description": "Staying well above parallel keeps the pressure on the kneecap low, so the quads can work hard for time without pain.\n- A knee-friendly isometric for the **quads**\n- A starting point for rehab and deconditioned beginners",
  "instructions": ["Stand with your back flat against a wall and the feet a short step in front of it.", "Slide down only until the knees are bent about a third to half of the way to parallel.", "Check that the knees stay over the feet and nothing hurts.", "Hold, breathing calmly and keeping the thighs tense.", "Slide back up and rest, going a little lower over the weeks if it stays comfortable."],
  "usageInstructions": "Rehab or gentle quad endurance: 4-5 holds of 30-45 seconds (reps are seconds held).",
  "safetyNotes": "Stay at an angle that is pain-free.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [0, 30, 0], "sets": [3, 5], "reps": [20, 45], "restSeconds": [45, 90],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["endurance", "strength"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads"], "secondaryMuscles": ["glutes"],
  "equipmentRequired": [],
  "joints": ["knee", "hip"], "mobilityRequirements": [], "tags": ["rehab_friendly", "beginner_friendly", "low_impact", "home_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stability Ball Wall Squat",
  "shortDescription": "A bodyweight squat with a stability ball between the lower back and a wall.",
  "description": "The ball rolls down the wall with you, supporting the back and guiding a smooth squat path.\n- A gentle way to learn the squat for the **quads** and **glutes**\n- Good for older beginners",
  "instructions": ["Place a stability ball against a wall and lean the small of your back into it.", "Walk the feet forward a little and set them hip width apart.", "Bend the knees and roll the ball down the wall as you lower.", "Stop at a comfortable depth, up to thighs parallel.", "Press up through the feet and roll back to standing."],
  "usageInstructions": "Beginner strength: 2-3 sets of 10-15 reps. Hold light dumbbells to progress.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [3, 0, 2], "sets": [2, 3], "reps": [10, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["hamstrings"],
  "equipmentRequired": ["stability_ball"],
  "joints": ["knee", "hip"], "mobilityRequirements": [], "tags": ["beginner_friendly", "home_friendly", "low_impact"],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Trap Bar Jump",
  "shortDescription": "A loaded jump holding a trap bar at the sides.",
  "description": "Holding a light trap bar, you dip and jump as high as you can, then land softly.\n- Builds explosive power in the **quads** and **glutes**\n- The load stays close to your centre so the back is safer than with a bar on the shoulders",
  "instructions": ["Stand inside a lightly loaded trap bar and grip the handles, using the high handles if available.", "Stand tall, brace and keep the arms straight.", "Dip quickly into a quarter squat and jump as high as you can.", "Land on the balls of the feet, absorbing the landing through the hips and knees.", "Stand fully and reset before the next jump."],
  "usageInstructions": "Power work at the start of a session: 3-5 sets of 3-5 jumps with 10-30% of your trap bar deadlift.",
  "safetyNotes": "Keep the load light and land softly. Stop the set when jump height drops.",
  "difficultyLevel": 5, "technicalComplexity": 5, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [1, 0, 0], "sets": [3, 5], "reps": [3, 5], "restSeconds": [120, 180],
  "minExperienceLevel": "intermediate", "category": "plyometrics", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["power"], "movementPattern": ["squat", "locomotion"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["calves", "hamstrings"],
  "equipmentRequired": ["trap_bar"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["explosive", "athletic"],
  "contraindications": ["lower_back_pain", "knee_issues", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Bodyweight Split Squat",
  "shortDescription": "A static lunge: feet stay split front and back while you lower and rise.",
  "description": "With one foot forward and one back, you drop the back knee toward the floor and stand up without moving the feet.\n- The entry point to single-leg training\n- Works the **quads** and **glutes** of the front leg",
  "instructions": ["Take a long step forward so the feet are about hip width apart side to side.", "Lift the back heel and keep the torso upright with hands on the hips.", "Bend both knees to lower the back knee toward the floor.", "Stop just above the floor with the front shin roughly vertical.", "Push through the front foot to rise, then finish all reps before switching legs."],
  "usageInstructions": "Beginner single-leg strength: 2-3 sets of 8-12 reps per leg.",
  "safetyNotes": "Hold a wall or rail for balance at first.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [2, 3], "reps": [8, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["lunge"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors", "hamstrings"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["beginner_friendly", "home_friendly"],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Split Squat",
  "shortDescription": "A split squat holding a dumbbell in each hand.",
  "description": "Adding dumbbells at your sides turns the static lunge into a serious leg builder while the spine carries very little load.\n- Loads the **quads** and **glutes** one leg at a time\n- A back-friendly alternative to heavy bilateral squats",
  "instructions": ["Hold a dumbbell in each hand and take a long split stance.", "Keep the feet hip width apart side to side and the back heel up.", "Lower straight down until the back knee nearly touches the floor.", "Keep the torso tall and the front knee tracking over the middle toes.", "Drive up through the front heel and mid-foot; switch legs after the set."],
  "usageInstructions": "A main single-leg lift: 3-4 sets of 6-12 reps per leg.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy", "balance"], "movementPattern": ["lunge"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors", "hamstrings", "grip"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Split Squat",
  "shortDescription": "A split squat with a barbell on the upper back.",
  "description": "The bar on the back lets you load the split squat heavily, but balance and the bar position make it more technical.\n- A strong unilateral lift for the **quads** and **glutes**",
  "instructions": ["Unrack the bar onto the upper traps and step back out of the rack.", "Step one foot forward into a long split stance, feet hip width apart side to side.", "Brace and lower the back knee toward the floor, keeping the torso upright.", "Pause just above the floor, then drive up through the front foot.", "Complete the reps, switch the feet and repeat."],
  "usageInstructions": "A main single-leg lift for intermediates: 3-4 sets of 5-10 reps per leg.",
  "safetyNotes": "Use safety arms set low. Step carefully into and out of the stance: most slips happen there.",
  "difficultyLevel": 5, "technicalComplexity": 5, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [5, 10], "restSeconds": [90, 150],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["lunge"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors", "hamstrings", "abs"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["hip", "knee", "ankle", "spine"], "mobilityRequirements": ["shoulder_external_rotation"], "tags": [],
  "contraindications": ["lower_back_pain", "knee_issues", "neck_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Smith Machine Split Squat",
  "shortDescription": "A split squat with the bar guided on the Smith machine rails.",
  "description": "The rails take care of balance, so you can focus on pushing hard through the front leg.\n- A stable way to overload the **quads** and **glutes** unilaterally",
  "instructions": ["Set the bar at shoulder height and rest it across the upper traps.", "Step one foot forward and one back so the front foot is slightly ahead of the bar.", "Unhook the bar and lower the back knee toward the floor.", "Keep the torso tall and the front knee over the mid-foot.", "Push up through the front foot and rehook the bar after the last rep, then switch legs."],
  "usageInstructions": "Quad and glute volume: 3-4 sets of 8-12 reps per leg.",
  "safetyNotes": "Set the stoppers so the bar cannot come lower than your bottom position.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["lunge"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors"],
  "equipmentRequired": ["smith_machine"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["shoulder_external_rotation"], "tags": [],
  "contraindications": ["knee_issues", "neck_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Front-Foot-Elevated Split Squat",
  "shortDescription": "A split squat with the front foot raised on a plate for extra depth.",
  "description": "Standing the front foot on a low platform lets the back knee travel lower, stretching the front glute and quad more.\n- More range for the **quads** and **glutes**\n- A good bridge between split squats and lunges",
  "instructions": ["Place a bumper plate or low step and stand the front foot on it.", "Hold dumbbells at your sides and step the other foot back into a long split.", "Lower the back knee past the level of the front foot.", "Keep the front heel down and the torso slightly forward over the front thigh.", "Drive back up through the front foot; switch legs after the set."],
  "usageInstructions": "An accessory for legs: 3 sets of 8-12 reps per leg.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["lunge"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors", "hamstrings"],
  "equipmentRequired": ["dumbbells", "weight_plate"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion"], "tags": [],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Bulgarian Split Squat",
  "shortDescription": "A split squat with the rear foot raised on a bench.",
  "description": "Putting the back foot on a bench shifts almost all the work to the front leg.\n- Hammers the **quads** and **glutes** with only bodyweight\n- Also stretches the hip flexors of the rear leg",
  "instructions": ["Stand about a long stride in front of a bench and rest the top of one foot on it behind you.", "Keep the hips square and the front foot flat, hands on hips.", "Lower straight down until the front thigh is about parallel to the floor.", "Keep the front knee in line with the toes and the torso tall or slightly forward.", "Push through the front foot to stand; complete the set and switch legs."],
  "usageInstructions": "Single-leg strength at home or in the gym: 3 sets of 8-15 reps per leg.",
  "safetyNotes": "Set up the distance from the bench before loading; stepping out wrong is the usual cause of knee strain.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy", "balance"], "movementPattern": ["lunge"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors", "hamstrings", "hip_flexors"],
  "equipmentRequired": ["flat_bench"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion"], "tags": ["home_friendly"],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Bulgarian Split Squat",
  "shortDescription": "A rear-foot-elevated split squat holding dumbbells.",
  "description": "Dumbbells at your sides turn the Bulgarian split squat into one of the hardest and most productive leg exercises.\n- Builds big **quads** and **glutes** without heavy spinal loading",
  "instructions": ["Hold a dumbbell in each hand and place the top of your rear foot on a bench.", "Set the front foot far enough forward that the knee can bend comfortably.", "Lower under control until the front thigh is about parallel.", "Let the dumbbells hang straight down and keep the chest up.", "Drive through the front foot to stand; switch legs after the set."],
  "usageInstructions": "A main or secondary leg lift: 3-4 sets of 6-12 reps per leg.",
  "safetyNotes": "Grip may give out before the legs: use straps or a single dumbbell held goblet-style if needed.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 7, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [90, 120],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy", "balance"], "movementPattern": ["lunge"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors", "hamstrings", "grip"],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion"], "tags": [],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Smith Machine Bulgarian Split Squat",
  "shortDescription": "A rear-foot-elevated split squat with the bar on the Smith machine rails.",
  "description": "The fixed bar path removes balance from the lift so the front leg can be pushed close to failure safely.\n- Heavy unilateral work for the **quads** and **glutes**",
  "instructions": ["Place a flat bench behind the Smith machine and set the bar at shoulder height.", "Rest the bar on the upper back, then place one foot on the bench behind you.", "Position the front foot slightly ahead of the bar and unhook it.", "Lower until the front thigh is parallel, keeping the torso upright.", "Drive up and rehook the bar after the last rep, then switch legs."],
  "usageInstructions": "Hypertrophy work: 3 sets of 8-12 reps per leg.",
  "safetyNotes": "Set the safety stoppers. Getting into position with the bar on your back takes care; practise unloaded.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 7, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [90, 120],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["lunge"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors", "hamstrings"],
  "equipmentRequired": ["smith_machine", "flat_bench"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion", "shoulder_external_rotation"], "tags": [],
  "contraindications": ["knee_issues", "hip_mobility", "neck_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Box Pistol Squat",
  "shortDescription": "A single-leg squat down to a box, the main step toward a full pistol.",
  "description": "Standing on one leg with the other held out in front, you lower until you sit on a box and stand back up.\n- Builds single-leg strength in the **quads** and **glutes**\n- Lets you shorten the range by raising the box",
  "instructions": ["Stand in front of a box or bench on one leg, with the other leg lifted slightly in front.", "Reach both arms forward for counterbalance.", "Sit back and down slowly on the standing leg until you touch the box.", "Keep the knee tracking over the toes and the heel down.", "Press through the foot to stand without swinging the free leg; switch sides after the set."],
  "usageInstructions": "A bodyweight strength exercise: 3-4 sets of 5-10 reps per leg. Lower the box over weeks.",
  "difficultyLevel": 5, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [5, 10], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors", "calves"],
  "equipmentRequired": ["plyo_box"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion"], "tags": ["home_friendly"],
  "contraindications": ["knee_issues", "hip_mobility", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Assisted Pistol Squat",
  "shortDescription": "A full single-leg squat while holding a post or door frame for balance.",
  "description": "Your hands help only with balance and a little lift out of the bottom, so you can learn the deep single-leg position.\n- Builds range and strength for the **quads** and **glutes**",
  "instructions": ["Stand on one leg beside a sturdy post, doorframe or rack upright and hold it lightly.", "Extend the free leg in front of you.", "Lower slowly on the standing leg as deep as you can control.", "Keep the heel down and the knee over the toes.", "Stand back up using the arms only as much as you need; switch legs after the set."],
  "usageInstructions": "A progression toward the pistol: 3 sets of 5-8 reps per leg.",
  "difficultyLevel": 5, "technicalComplexity": 5, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [5, 8], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "balance", "mobility"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors", "hip_flexors"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion"], "tags": ["home_friendly"],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Pistol Squat",
  "shortDescription": "A full-depth single-leg squat with the other leg held out straight.",
  "description": "You squat to the bottom on one leg with the free leg held in front, a true test of strength, balance and mobility.\n- Demanding on the **quads** and **glutes**\n- Requires good ankle and hip mobility",
  "instructions": ["Stand on one leg with the other leg lifted straight in front and arms reaching forward.", "Sit down on the standing leg, pushing the hips back and the knee forward over the toes.", "Keep the free leg off the floor as you reach the bottom.", "Hold the bottom briefly without collapsing.", "Drive up to standing while keeping balance; switch legs after the set."],
  "usageInstructions": "A bodyweight strength skill: 3-5 sets of 3-8 reps per leg.",
  "safetyNotes": "Master the box and assisted versions first. Stop with any sharp knee pain.",
  "difficultyLevel": 8, "technicalComplexity": 7, "mobilityLevel": 5,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [3, 0, 1], "sets": [3, 5], "reps": [3, 8], "restSeconds": [90, 150],
  "minExperienceLevel": "advanced", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors", "hip_flexors", "abs"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion"], "tags": ["home_friendly", "athletic"],
  "contraindications": ["knee_issues", "hip_mobility", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Skater Squat",
  "shortDescription": "A single-leg squat where the back knee lowers to touch the floor behind you.",
  "description": "Standing on one leg with the other bent behind you, you lower until the rear knee touches a pad.\n- Trains the **quads** and **glutes** with a forward lean\n- Less ankle mobility needed than a pistol",
  "instructions": ["Stand on one leg with the other knee bent so the foot is behind you.", "Put a folded mat under where the back knee will land.", "Lean the torso forward and lower, reaching the arms forward for balance.", "Touch the back knee lightly to the pad.", "Drive up through the standing foot to return; switch legs after the set."],
  "usageInstructions": "A bodyweight single-leg strength exercise: 3 sets of 5-10 reps per leg. Hold light dumbbells forward to progress.",
  "difficultyLevel": 6, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [5, 10], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["squat", "lunge"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["hamstrings", "adductors"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion"], "tags": ["home_friendly", "athletic"],
  "contraindications": ["knee_issues", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Forward Step-Down",
  "shortDescription": "An eccentric single-leg exercise: stand on a low box and slowly lower the other heel to the floor in front.",
  "description": "Controlling a slow lowering on one leg trains the quads and the hip muscles that keep the knee from caving.\n- Teaches knee control for the **quads** and **glutes**\n- Widely used in knee rehab",
  "instructions": ["Stand on one leg on a low box or step, with the other leg hanging off the front.", "Keep the hips level and the standing knee over the middle toes.", "Bend the standing knee slowly to lower the free heel toward the floor.", "Tap the heel lightly without putting weight on it.", "Push back up through the standing leg; switch legs after the set."],
  "usageInstructions": "Knee control and rehab work: 2-3 sets of 8-12 slow reps per leg. Raise the step height over time.",
  "safetyNotes": "Start with a step only 10-15 cm high and keep the movement pain-free.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [3, 0, 1], "sets": [2, 3], "reps": [8, 12], "restSeconds": [45, 90],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["abductors"],
  "equipmentRequired": ["plyo_box"],
  "joints": ["knee", "hip", "ankle"], "mobilityRequirements": ["ankle_dorsiflexion"], "tags": ["rehab_friendly", "home_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Forward Lunge",
  "shortDescription": "Step forward into a lunge, then push back to standing.",
  "description": "Stepping forward and braking the body before pushing back trains strength and deceleration.\n- Works the **quads** and **glutes**\n- Challenges balance more than a split squat",
  "instructions": ["Stand tall with feet hip width apart and hands on the hips.", "Take a long step forward and plant the whole foot.", "Lower the back knee toward the floor until both knees are bent about 90 degrees.", "Keep the torso upright and the front knee over the middle toes.", "Push firmly off the front foot to step back to the start; alternate legs or complete one side."],
  "usageInstructions": "Bodyweight strength or a warm-up: 2-3 sets of 8-12 reps per leg.",
  "difficultyLevel": 2, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [2, 3], "reps": [8, 12], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["lunge"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors", "hamstrings", "calves"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly"],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Forward Lunge",
  "shortDescription": "A forward lunge holding a dumbbell in each hand.",
  "description": "Holding dumbbells adds load to the forward lunge, making the braking phase and the push back much harder.\n- Builds the **quads** and **glutes**",
  "instructions": ["Hold a dumbbell in each hand with arms straight at your sides.", "Step forward with one leg and plant the foot firmly.", "Lower the back knee toward the floor under control.", "Keep the torso upright and the dumbbells hanging straight.", "Push strongly through the front foot to return; alternate legs."],
  "usageInstructions": "A leg accessory: 3 sets of 8-12 reps per leg.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy", "balance"], "movementPattern": ["lunge"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors", "hamstrings", "grip"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Reverse Lunge",
  "shortDescription": "Step backward into a lunge, then return to standing.",
  "description": "Stepping back keeps the weight on the front heel, so the knee is stressed less and the glutes do more than in a forward lunge.\n- Trains the **glutes** and **quads**\n- Easy to balance and learn",
  "instructions": ["Stand tall with feet hip width apart.", "Take a long step back and land on the ball of the rear foot.", "Lower the back knee toward the floor while the front shin stays fairly vertical.", "Keep most of the weight in the front heel.", "Drive through the front foot to bring the back leg forward to standing; alternate legs."],
  "usageInstructions": "Beginner leg strength: 2-4 sets of 8-12 reps per leg.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [2, 4], "reps": [8, 12], "restSeconds": [45, 90],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["lunge"],
  "primaryMuscles": ["glutes", "quads"], "secondaryMuscles": ["hamstrings", "adductors"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["beginner_friendly", "home_friendly"],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Reverse Lunge",
  "shortDescription": "A reverse lunge holding a dumbbell in each hand.",
  "description": "The backward step keeps the front shin upright, so you can load the lunge with dumbbells while going easy on the knee.\n- A staple for the **glutes** and **quads**",
  "instructions": ["Hold a dumbbell in each hand at your sides and stand tall.", "Step one foot back into a long stride.", "Lower the back knee toward the floor, keeping the chest up.", "Lean the torso slightly forward to bias the glutes if you wish.", "Push through the front heel to return to standing; alternate or complete one side."],
  "usageInstructions": "A main single-leg lift: 3-4 sets of 6-12 reps per leg.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy", "balance"], "movementPattern": ["lunge"],
  "primaryMuscles": ["glutes", "quads"], "secondaryMuscles": ["hamstrings", "adductors", "grip"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Reverse Lunge",
  "shortDescription": "A reverse lunge with a barbell on the upper back.",
  "description": "Stepping back with a barbell on the back allows heavy single-leg loading for the glutes and quads.\n- A strength lift for the **glutes** and **quads** that also trains balance under load",
  "instructions": ["Unrack the bar on the upper traps and step back out of the rack.", "Stand with the feet hip width apart and brace.", "Step one foot back and lower the back knee toward the floor.", "Keep the torso braced and the front shin close to vertical.", "Drive through the front foot to return to the start; alternate legs."],
  "usageInstructions": "A main single-leg lift for intermediates: 3-4 sets of 5-10 reps per leg.",
  "safetyNotes": "Use a moderate load and plenty of space. Step back deliberately, not with a fall.",
  "difficultyLevel": 5, "technicalComplexity": 5, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [5, 10], "restSeconds": [90, 150],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy", "balance"], "movementPattern": ["lunge"],
  "primaryMuscles": ["glutes", "quads"], "secondaryMuscles": ["hamstrings", "adductors", "abs"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["hip", "knee", "ankle", "spine"], "mobilityRequirements": ["shoulder_external_rotation"], "tags": [],
  "contraindications": ["lower_back_pain", "knee_issues", "neck_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Smith Machine Reverse Lunge",
  "shortDescription": "A reverse lunge with the bar on the Smith machine, one leg stepping back under the fixed bar.",
  "description": "The guided bar removes the balance challenge, so the working leg can take heavier loads with confidence.\n- Loads the **glutes** and **quads** of the front leg",
  "instructions": ["Set the bar at shoulder height and rest it on the upper back.", "Stand with the feet under the bar, unhook it and brace.", "Step one foot back and lower the back knee toward the floor.", "Keep the front foot flat and the shin close to vertical.", "Drive through the front heel to bring the back foot in; complete the set and switch legs."],
  "usageInstructions": "Glute and quad volume: 3-4 sets of 8-12 reps per leg.",
  "safetyNotes": "Set the stoppers just below your lowest bar position.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["lunge"],
  "primaryMuscles": ["glutes", "quads"], "secondaryMuscles": ["hamstrings", "adductors"],
  "equipmentRequired": ["smith_machine"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["shoulder_external_rotation"], "tags": [],
  "contraindications": ["knee_issues", "neck_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Deficit Reverse Lunge",
  "shortDescription": "A reverse lunge standing on a low platform so the back knee can travel lower.",
  "description": "Standing on a plate or step increases the depth of the lunge, giving the front glute a bigger stretch.\n- Extra range for the **glutes** and **quads**",
  "instructions": ["Stand on a bumper plate or low step holding dumbbells at your sides.", "Step one foot back off the platform to the floor.", "Lower the back knee below the level of the platform, keeping the front heel down.", "Lean the torso slightly forward over the front thigh.", "Drive through the front foot to return onto the platform; alternate or complete one side."],
  "usageInstructions": "A glute-focused accessory: 3 sets of 8-12 reps per leg.",
  "safetyNotes": "Keep the platform low (5-10 cm) until the deep position feels controlled.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 7, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["lunge"],
  "primaryMuscles": ["glutes", "quads"], "secondaryMuscles": ["hamstrings", "adductors"],
  "equipmentRequired": ["dumbbells", "weight_plate"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion"], "tags": [],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Walking Lunge",
  "shortDescription": "Continuous lunges that travel forward, one stride after another.",
  "description": "Instead of returning to the start you step through into the next lunge, covering distance.\n- Builds the **quads** and **glutes** along with balance and coordination",
  "instructions": ["Stand at one end of a clear path with the feet together.", "Step forward into a lunge, lowering the back knee toward the floor.", "Push off the back foot and bring it forward past the front foot into the next lunge.", "Keep the torso tall and each step long enough that the front heel stays down.", "Continue for the set distance or number of steps."],
  "usageInstructions": "Conditioning or leg volume: 2-4 sets of 10-20 total steps or 20-30 metres.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [2, 4], "reps": [10, 20], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "endurance", "balance"], "movementPattern": ["lunge", "locomotion"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["hamstrings", "adductors", "calves"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["knee_issues", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Walking Lunge",
  "shortDescription": "A walking lunge holding a dumbbell in each hand.",
  "description": "The dumbbells add load to each stride so the walking lunge becomes a true strength and hypertrophy exercise.\n- Brutal on the **quads** and **glutes**, and on your grip",
  "instructions": ["Hold a dumbbell in each hand and stand with the feet together.", "Step forward into a lunge and lower the back knee toward the floor.", "Drive off the front foot as you bring the back leg through into the next stride.", "Keep the shoulders back and the dumbbells still at your sides.", "Continue for the planned number of steps, turning around with care."],
  "usageInstructions": "Leg volume near the end of a session: 3 sets of 10-20 total steps.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 7, "tempo": [2, 0, 1], "sets": [2, 4], "reps": [10, 20], "restSeconds": [90, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "endurance", "balance"], "movementPattern": ["lunge", "locomotion"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["hamstrings", "adductors", "grip"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["grip_intensive", "finisher"],
  "contraindications": ["knee_issues", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Walking Lunge",
  "shortDescription": "A walking lunge with a barbell across the upper back.",
  "description": "Carrying a barbell on the back lets you load the walking lunge heavily, but the balance demand rises sharply.\n- Heavy work for the **quads** and **glutes**",
  "instructions": ["Unrack a barbell onto the upper traps and walk to a clear lane.", "Brace and step forward into a lunge.", "Lower the back knee close to the floor with the torso upright.", "Push off and step the back foot through into the next lunge.", "Keep the bar level as you travel and stop before your balance fades."],
  "usageInstructions": "A finisher or main lift for experienced lifters: 3 sets of 8-16 total steps.",
  "safetyNotes": "Use a clear, flat lane and a weight you can control. Set the bar down in the rack, never drop it behind you mid-set unless bailing.",
  "difficultyLevel": 6, "technicalComplexity": 5, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 8, "tempo": [2, 0, 1], "sets": [2, 4], "reps": [8, 16], "restSeconds": [120, 180],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy", "balance"], "movementPattern": ["lunge", "locomotion"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["hamstrings", "adductors", "abs"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["hip", "knee", "ankle", "spine"], "mobilityRequirements": ["shoulder_external_rotation"], "tags": [],
  "contraindications": ["lower_back_pain", "knee_issues", "ankle_instability", "neck_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Lateral Lunge",
  "shortDescription": "A side step into a single-leg squat with the other leg straight.",
  "description": "Stepping out sideways and sitting into one hip trains the legs in the side-to-side plane most programs skip.\n- Works the **adductors**, **glutes** and quads\n- Opens up the inner thighs",
  "instructions": ["Stand with the feet together and hands clasped in front of the chest.", "Take a wide step out to one side and plant the foot with the toes forward.", "Sit the hips back and bend the stepping knee while the other leg stays straight.", "Keep both feet flat and the chest up.", "Push off the bent leg to return to the start; alternate sides."],
  "usageInstructions": "A warm-up or accessory: 2-3 sets of 8-10 reps per side.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [2, 3], "reps": [8, 12], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "mobility", "balance"], "movementPattern": ["lunge"],
  "primaryMuscles": ["adductors", "glutes", "quads"], "secondaryMuscles": ["hamstrings"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion"], "tags": ["home_friendly", "warm_up", "athletic"],
  "contraindications": ["knee_issues", "hip_mobility", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Goblet Lateral Lunge",
  "shortDescription": "A lateral lunge holding a dumbbell at the chest.",
  "description": "A dumbbell held at the chest counterbalances you, so you can sit deeper into the side lunge and load it.\n- Strengthens the **adductors**, **quads** and glutes",
  "instructions": ["Hold a dumbbell vertically against the chest and stand with the feet together.", "Step wide to one side, toes pointing forward.", "Sit into the stepping hip, keeping the other leg straight and both heels down.", "Lower until the bent thigh is near parallel.", "Drive back to the centre and alternate sides or finish one side first."],
  "usageInstructions": "A strength accessory: 3 sets of 6-10 reps per side.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 10], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["lunge"],
  "primaryMuscles": ["adductors", "quads", "glutes"], "secondaryMuscles": ["hamstrings"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion"], "tags": ["athletic"],
  "contraindications": ["knee_issues", "hip_mobility", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Curtsy Lunge",
  "shortDescription": "A lunge where the back leg crosses diagonally behind the front leg.",
  "description": "Crossing the rear leg behind you like a curtsy loads the front hip from a rotated position.\n- Targets the **glutes**, especially the side of the hip, along with the quads",
  "instructions": ["Stand with the feet hip width apart and hands on the hips.", "Step one leg back and across behind the other, landing on the ball of the foot.", "Bend both knees and lower, keeping the front knee over the front foot.", "Keep the hips facing forward and the chest up.", "Push through the front heel to return; alternate legs."],
  "usageInstructions": "Glute accessory: 2-3 sets of 10-12 reps per leg. Hold dumbbells to progress.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "balance"], "movementPattern": ["lunge"],
  "primaryMuscles": ["glutes", "quads"], "secondaryMuscles": ["abductors", "adductors"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion"], "tags": ["home_friendly"],
  "contraindications": ["knee_issues", "hip_mobility", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cossack Squat",
  "shortDescription": "A deep side-to-side squat with one leg straight and the toes of that foot pointing up.",
  "description": "Shifting your weight into one deeply bent leg while the other stays straight trains strength at long muscle lengths.\n- Works the **adductors**, **quads** and glutes\n- Demands and builds hip and ankle mobility",
  "instructions": ["Stand in a very wide stance with the toes turned slightly out.", "Shift to one side and sit down into that leg, keeping its heel on the floor.", "Let the straight leg rotate so its toes point up.", "Reach the arms forward for balance and keep the chest up.", "Press back up through the bent leg and move across to the other side."],
  "usageInstructions": "Mobility-strength work: 2-3 sets of 5-8 reps per side.",
  "safetyNotes": "Only go as deep as you can control. Hold a rack for balance at first.",
  "difficultyLevel": 6, "technicalComplexity": 5, "mobilityLevel": 5,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [3, 1, 1], "sets": [2, 3], "reps": [5, 8], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["mobility", "strength"], "movementPattern": ["squat", "lunge"],
  "primaryMuscles": ["adductors", "quads", "glutes"], "secondaryMuscles": ["hamstrings"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion", "hamstring_flexibility"], "tags": ["home_friendly", "athletic"],
  "contraindications": ["knee_issues", "hip_mobility", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Step-Up",
  "shortDescription": "Step up onto a knee-height box and stand tall, then step back down.",
  "description": "Climbing onto a box with one leg doing the work builds single-leg strength that carries straight over to stairs and hills.\n- Works the **quads** and **glutes**",
  "instructions": ["Stand facing a sturdy box about knee height.", "Place one whole foot on the box.", "Lean slightly forward and push through the top foot to stand up onto the box.", "Finish tall with the hip extended; avoid pushing off the bottom foot.", "Step down with control using the same leg; complete the set and switch."],
  "usageInstructions": "Beginner single-leg strength or conditioning: 2-3 sets of 8-12 reps per leg.",
  "safetyNotes": "Use a box that cannot tip or slide.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [2, 4], "reps": [8, 12], "restSeconds": [45, 90],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["lunge"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["hamstrings", "calves"],
  "equipmentRequired": ["plyo_box"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion"], "tags": ["beginner_friendly"],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Step-Up",
  "shortDescription": "A step-up holding a dumbbell in each hand.",
  "description": "Loading the step-up with dumbbells makes it a strong single-leg lift that is easy on the spine.\n- Builds the **quads** and **glutes**",
  "instructions": ["Hold a dumbbell in each hand and stand facing a knee-height box.", "Place one foot flat on the box.", "Drive through the top foot to stand fully on the box.", "Keep the dumbbells hanging still and the torso tall.", "Lower slowly back down with the working leg; complete the set before switching."],
  "usageInstructions": "A main or secondary single-leg lift: 3-4 sets of 6-12 reps per leg.",
  "safetyNotes": "Use a box that cannot tip.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy", "balance"], "movementPattern": ["lunge"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["hamstrings", "grip"],
  "equipmentRequired": ["dumbbells", "plyo_box"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion"], "tags": [],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Step-Up",
  "shortDescription": "A step-up onto a box with a barbell on the upper back.",
  "description": "Heavy step-ups with a barbell build single-leg strength for sport, but stepping with a loaded bar takes balance and care.\n- Strength work for the **quads** and **glutes**",
  "instructions": ["Unrack a barbell onto the upper traps and stand facing a box at knee height or a little lower.", "Place one whole foot on the box and brace.", "Drive through the top foot to stand tall on the box.", "Keep the bar level as you finish the rep.", "Step back down slowly with the same leg; alternate or complete one side."],
  "usageInstructions": "Strength for athletes: 3-4 sets of 5-8 reps per leg.",
  "safetyNotes": "Use a sturdy, non-slip box at a modest height and start light.",
  "difficultyLevel": 6, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [5, 8], "restSeconds": [90, 150],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["lunge"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["hamstrings", "abs"],
  "equipmentRequired": ["barbell", "squat_rack", "plyo_box"],
  "joints": ["hip", "knee", "ankle", "spine"], "mobilityRequirements": ["hip_flexion", "shoulder_external_rotation"], "tags": ["athletic"],
  "contraindications": ["lower_back_pain", "knee_issues", "neck_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Lateral Step-Up",
  "shortDescription": "A step-up performed sideways onto a box.",
  "description": "Standing beside the box and stepping up sideways works the quads with extra demand on the side of the hip.\n- Trains the **quads** and **glutes**, including the glute medius",
  "instructions": ["Stand side-on to a box about mid-shin to knee height.", "Place the near foot flat on the box.", "Push through that foot to lift the body up, keeping the hips level.", "Tap the free foot on the box or hold it beside the working leg.", "Lower slowly to the floor; complete the set before switching sides."],
  "usageInstructions": "A single-leg accessory: 2-3 sets of 8-12 reps per side.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [2, 3], "reps": [8, 12], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["lunge"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["abductors"],
  "equipmentRequired": ["plyo_box"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Low Step-Up",
  "shortDescription": "A step-up onto a low step of 10-20 cm.",
  "description": "A low step keeps the knee and hip bend small, making it a safe first single-leg exercise and a rehab staple.\n- Gentle work for the **quads** and **glutes**",
  "instructions": ["Stand facing a low, stable step or aerobic platform.", "Place one foot flat on the step.", "Push through that foot to stand up, keeping the knee over the toes.", "Stand tall for a moment with the hips level.", "Step down slowly with the same leg; complete the set and switch."],
  "usageInstructions": "Rehab, warm-ups or sedentary beginners: 2-3 sets of 10-15 reps per leg.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 0, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["lunge"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["calves"],
  "equipmentRequired": ["plyo_box"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["beginner_friendly", "rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Crossover Step-Up",
  "shortDescription": "A step-up where the stepping foot crosses over the body onto a box at your side.",
  "description": "Crossing the leg over to reach a box beside you puts the hip in a rotated position and makes the glute work harder.\n- Targets the **glutes** and quads",
  "instructions": ["Stand side-on to a box with the box on your right.", "Cross the left foot over in front of the right and plant it on the box.", "Drive through the left foot to stand up on the box.", "Finish tall with the hips square, then step back down the same way.", "Complete the set and switch sides."],
  "usageInstructions": "A glute and athletic accessory: 2-3 sets of 6-10 reps per side.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [2, 3], "reps": [6, 10], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["lunge"],
  "primaryMuscles": ["glutes", "quads"], "secondaryMuscles": ["adductors", "abductors"],
  "equipmentRequired": ["plyo_box"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion"], "tags": ["athletic"],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Leg Press",
  "shortDescription": "Push a weighted sled away with both feet on the 45-degree leg press.",
  "description": "With the back supported, you lower the sled toward the chest and press it back, loading the legs heavily without a bar on the spine.\n- Builds the **quads** and **glutes**\n- Easy to learn and to push close to failure",
  "instructions": ["Sit in the machine with the back and hips flat against the pad.", "Place the feet shoulder width apart in the middle of the platform.", "Release the safety handles and lower the sled by bending the knees toward the chest.", "Stop before the lower back lifts off the pad.", "Press the sled back up without locking the knees hard; reset the handles after the last rep."],
  "usageInstructions": "A main or secondary leg exercise: 3-4 sets of 8-15 reps.",
  "safetyNotes": "Keep the hips on the seat: if the pelvis curls up at the bottom, shorten the range. Always re-engage the safety catches.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 7, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [90, 150],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["hamstrings", "adductors"],
  "equipmentRequired": ["leg_press_machine"],
  "joints": ["hip", "knee"], "mobilityRequirements": ["hip_flexion"], "tags": ["beginner_friendly"],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Partial-Range Leg Press",
  "shortDescription": "A leg press that stops well before the knees bend to 90 degrees.",
  "description": "Working only the top half of the leg press keeps hip and knee bend small while the quads still get heavy, steady work.\n- Knee- and hip-friendly **quad** training\n- Also a way to overload the lockout",
  "instructions": ["Sit in the leg press and set the feet shoulder width apart, a little high on the platform.", "Set the safety stops, if the machine has them, at your chosen depth.", "Lower the sled only until the knees reach about 60-70 degrees of bend.", "Keep the lower back and hips on the pad throughout.", "Press back up smoothly without snapping the knees straight."],
  "usageInstructions": "Rehab or joint-friendly volume: 3-4 sets of 10-20 reps.",
  "safetyNotes": "Stay in a pain-free range. Never lock out hard under heavy loads.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [10, 20], "restSeconds": [60, 120],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy", "endurance"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads"], "secondaryMuscles": ["glutes"],
  "equipmentRequired": ["leg_press_machine"],
  "joints": ["knee", "hip"], "mobilityRequirements": [], "tags": ["rehab_friendly", "low_impact", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Leg Leg Press",
  "shortDescription": "A leg press with one foot on the platform.",
  "description": "Pressing with one leg evens out strength differences between sides without the balance demand of a lunge.\n- Works the **quads** and **glutes** of each leg in turn",
  "instructions": ["Sit in the leg press and place one foot in the centre of the platform.", "Rest the other foot on the floor or frame.", "Lower the sled under control until the knee is bent about 90 degrees.", "Keep the knee in line with the foot and the hip on the pad.", "Press back up; complete the set and switch legs."],
  "usageInstructions": "An accessory to fix imbalances: 3 sets of 8-12 reps per leg.",
  "safetyNotes": "Use much less than half your two-leg weight to start.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["hamstrings", "adductors"],
  "equipmentRequired": ["leg_press_machine"],
  "joints": ["hip", "knee"], "mobilityRequirements": ["hip_flexion"], "tags": [],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Narrow-Stance Leg Press",
  "shortDescription": "A leg press with the feet close together and low on the platform.",
  "description": "Placing the feet close and low lets the knees travel further forward, putting more of the work on the quads.\n- Emphasises the **quads**, especially the outer thigh",
  "instructions": ["Sit in the leg press and place the feet hip width apart, low on the platform.", "Keep the toes pointing forward and the heels down.", "Lower the sled until the knees are well bent, without the heels lifting.", "Keep the hips and lower back pressed into the pad.", "Press back up through the whole foot."],
  "usageInstructions": "A quad accessory: 3-4 sets of 10-15 reps.",
  "safetyNotes": "The low foot position is demanding on the knees; keep loads moderate and the heels down.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads"], "secondaryMuscles": ["glutes"],
  "equipmentRequired": ["leg_press_machine"],
  "joints": ["knee", "hip", "ankle"], "mobilityRequirements": ["ankle_dorsiflexion"], "tags": [],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Wide-Stance Leg Press",
  "shortDescription": "A leg press with the feet wide and turned out on the platform.",
  "description": "A wide, turned-out stance brings the inner thighs and glutes into the press.\n- Emphasises the **adductors** and **glutes**",
  "instructions": ["Sit in the leg press and place the feet wider than the shoulders, toes turned out.", "Keep the knees in line with the toes as you release the sled.", "Lower the sled, letting the knees travel out toward the sides of the chest.", "Stop before the hips start to curl off the seat.", "Press back up by pushing the knees out and the feet down."],
  "usageInstructions": "An accessory: 3-4 sets of 10-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["squat"],
  "primaryMuscles": ["adductors", "glutes", "quads"], "secondaryMuscles": ["hamstrings"],
  "equipmentRequired": ["leg_press_machine"],
  "joints": ["hip", "knee"], "mobilityRequirements": ["hip_flexion"], "tags": [],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "High-Foot Leg Press",
  "shortDescription": "A leg press with the feet high on the platform to bias the glutes and hamstrings.",
  "description": "Setting the feet high keeps the shins near vertical and asks more of the hips than of the knees.\n- Shifts work toward the **glutes** and hamstrings\n- Less knee bend than a standard leg press",
  "instructions": ["Sit in the leg press and place the feet shoulder width apart at the top of the platform.", "Release the sled and lower it by bending the hips and knees.", "Keep the heels pressing firmly into the platform.", "Stop when the hips begin to lift off the pad.", "Press back up through the heels."],
  "usageInstructions": "A glute accessory: 3-4 sets of 10-15 reps.",
  "safetyNotes": "Deep hip bend can round the lower back; stop before the hips curl.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["squat", "hinge"],
  "primaryMuscles": ["glutes", "quads"], "secondaryMuscles": ["hamstrings", "adductors"],
  "equipmentRequired": ["leg_press_machine"],
  "joints": ["hip", "knee"], "mobilityRequirements": ["hip_flexion"], "tags": [],
  "contraindications": ["hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Box Jump",
  "shortDescription": "Jump from the floor onto a box, landing softly.",
  "description": "You swing the arms, jump up and land on top of a box, which limits landing impact compared with jumping down.\n- Builds explosive power in the **quads** and **glutes**\n- A first plyometric for most athletes",
  "instructions": ["Stand about a foot from a sturdy box with the feet hip width apart.", "Swing the arms back as you dip quickly into a quarter squat.", "Swing the arms forward and jump, pulling the knees up.", "Land softly on the whole foot in a half squat, knees over toes.", "Stand up on the box, then step down, never jump down."],
  "usageInstructions": "Power work early in a session: 3-5 sets of 3-5 jumps, fully resting between sets.",
  "safetyNotes": "Pick a box you can clear easily; missing a jump on shins is a common injury. Step down one leg at a time.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [1, 0, 0], "sets": [3, 5], "reps": [3, 5], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "plyometrics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["power"], "movementPattern": ["squat", "locomotion"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["calves", "hamstrings"],
  "equipmentRequired": ["plyo_box"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["explosive", "athletic"],
  "contraindications": ["knee_issues", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Seated Box Jump",
  "shortDescription": "A box jump started from sitting on a bench, removing the countermovement.",
  "description": "Starting seated kills the stretch-reflex, so you have to create force from a dead stop.\n- Trains starting strength and power in the **quads** and **glutes**",
  "instructions": ["Sit on a bench or low box facing a sturdy jump box.", "Plant the feet hip width apart and lean the chest forward.", "Swing the arms and explode up off the seat toward the box.", "Land softly in a half squat on top of the box.", "Stand, step down and sit back down to reset."],
  "usageInstructions": "Power work for athletes: 3-5 sets of 3 jumps.",
  "safetyNotes": "Use a lower box than for regular box jumps.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [1, 0, 0], "sets": [3, 5], "reps": [2, 4], "restSeconds": [90, 150],
  "minExperienceLevel": "intermediate", "category": "plyometrics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["power"], "movementPattern": ["squat", "locomotion"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["calves", "hamstrings"],
  "equipmentRequired": ["plyo_box", "flat_bench"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["explosive", "athletic"],
  "contraindications": ["knee_issues", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Depth Jump",
  "shortDescription": "Step off a box, land, and jump up again as quickly as possible.",
  "description": "Dropping from a box and rebounding straight away trains the muscles and tendons to store and return energy fast.\n- Advanced reactive power for the **quads**, glutes and calves",
  "instructions": ["Stand on a box 30-60 cm high with the toes at the edge.", "Step off, do not jump, and fall straight down.", "Land on both feet with the knees slightly bent.", "Spend as little time on the ground as possible and jump straight up as high as you can.", "Land softly and reset before the next rep."],
  "usageInstructions": "Advanced power work: 3-5 sets of 3-5 jumps, with full rest. Only after solid strength and landing skill.",
  "safetyNotes": "Very high impact. Use low boxes first and stop when ground contacts slow down.",
  "difficultyLevel": 8, "technicalComplexity": 6, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [1, 0, 1], "sets": [3, 5], "reps": [3, 5], "restSeconds": [120, 180],
  "minExperienceLevel": "advanced", "category": "plyometrics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["power"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["quads", "glutes", "calves"], "secondaryMuscles": ["hamstrings"],
  "equipmentRequired": ["plyo_box"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["explosive", "athletic"],
  "contraindications": ["knee_issues", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Squat Jump",
  "shortDescription": "Squat down and jump as high as you can, landing softly.",
  "description": "From a half squat you explode upward, reach full extension and land back into a soft squat.\n- Builds power in the **quads** and **glutes** with no equipment",
  "instructions": ["Stand with the feet shoulder width apart and hands by the chest or swinging.", "Dip quickly into a half squat.", "Jump straight up as high as you can, reaching full extension.", "Land softly on the balls of the feet rolling to the heels, knees bending.", "Reset or go straight into the next rep."],
  "usageInstructions": "Power (3-5 sets of 5 with full rest) or conditioning (20-30 seconds of reps).",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [1, 0, 0], "sets": [3, 5], "reps": [5, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "plyometrics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["power", "cardio"], "movementPattern": ["squat", "locomotion"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["calves", "hamstrings"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["explosive", "home_friendly", "athletic"],
  "contraindications": ["knee_issues", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Broad Jump",
  "shortDescription": "A standing long jump for maximal horizontal distance.",
  "description": "You swing the arms and jump forward as far as you can, sticking the landing.\n- Trains horizontal power through the **glutes**, hamstrings and **quads**",
  "instructions": ["Stand with the feet hip width apart behind a line.", "Swing the arms back as you hinge and bend the knees.", "Throw the arms forward and jump forward as far as you can.", "Land on both feet with the knees bent and the hips back, absorbing the landing.", "Hold the landing for a second, then walk back to reset."],
  "usageInstructions": "Power work: 3-5 sets of 3-5 jumps with full rest.",
  "safetyNotes": "Land on a non-slip surface and never jump on tired legs.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [1, 0, 0], "sets": [3, 5], "reps": [3, 5], "restSeconds": [90, 150],
  "minExperienceLevel": "beginner", "category": "plyometrics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["power"], "movementPattern": ["hinge", "locomotion"],
  "primaryMuscles": ["glutes", "quads", "hamstrings"], "secondaryMuscles": ["calves"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["explosive", "athletic", "home_friendly"],
  "contraindications": ["knee_issues", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Lateral Bound",
  "shortDescription": "A sideways single-leg jump from one foot to the other, sticking each landing.",
  "description": "Pushing off one leg to land on the other builds lateral power and landing control for change of direction.\n- Trains the **glutes**, **quads** and abductors",
  "instructions": ["Stand on the right leg with the knee softly bent.", "Dip and push off sideways to the left as far as you can.", "Land on the left leg only, absorbing the landing with the hip and knee.", "Hold the landing for a second with the knee over the toes.", "Bound back to the right and continue."],
  "usageInstructions": "Athletic power: 3-4 sets of 4-6 bounds per side.",
  "safetyNotes": "Start with short bounds and perfect landings.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [1, 1, 0], "sets": [3, 4], "reps": [4, 6], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "plyometrics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["power", "balance"], "movementPattern": ["locomotion", "lunge"],
  "primaryMuscles": ["glutes", "quads", "abductors"], "secondaryMuscles": ["calves", "adductors"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["explosive", "athletic"],
  "contraindications": ["knee_issues", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Jumping Lunge",
  "shortDescription": "A split squat jump where the legs switch in the air.",
  "description": "You jump up from a lunge, swap the legs mid-air and land in a lunge on the other side.\n- Power and conditioning for the **quads** and **glutes**",
  "instructions": ["Start in a lunge with the left foot forward and both knees bent.", "Jump up explosively, driving the arms.", "Switch the legs in the air.", "Land softly in a lunge with the right foot forward.", "Continue alternating with control."],
  "usageInstructions": "Conditioning or power: 3-4 sets of 6-12 total reps or 20-30 seconds.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 7, "tempo": [1, 0, 0], "sets": [3, 4], "reps": [6, 16], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "plyometrics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["power", "cardio"], "movementPattern": ["lunge", "locomotion"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["calves", "hamstrings"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["explosive", "home_friendly"],
  "contraindications": ["knee_issues", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Pogo Hop",
  "shortDescription": "Quick, small hops on the balls of the feet with stiff ankles.",
  "description": "Staying stiff at the ankle and bouncing off the ground trains the calves and Achilles to act like springs.\n- Reactive power for the **calves**",
  "instructions": ["Stand tall with the feet hip width apart.", "Rise slightly onto the balls of the feet.", "Hop continuously with small bends at the knees and quick ground contacts.", "Keep the heels just off the floor and the ankles firm.", "Stop when the rhythm slows."],
  "usageInstructions": "Warm-up or reactive work: 2-4 sets of 15-30 hops or 10-20 seconds.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [2, 4], "reps": [15, 30], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "plyometrics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["power", "cardio"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": ["quads"],
  "equipmentRequired": [],
  "joints": ["ankle", "knee"], "mobilityRequirements": [], "tags": ["explosive", "home_friendly", "warm_up"],
  "contraindications": ["knee_issues", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Lying Leg Curl",
  "shortDescription": "Curl the heels toward the glutes while lying face down on the leg curl machine.",
  "description": "Lying prone with the pad behind the ankles, you bend the knees against resistance, isolating the hamstrings.\n- The standard isolation for the **hamstrings**\n- No load on the spine",
  "instructions": ["Lie face down on the machine with the knees just off the end of the bench and the pad above the heels.", "Hold the handles and press the hips into the bench.", "Curl the heels toward the glutes as far as you can.", "Squeeze the hamstrings briefly at the top.", "Lower the pad slowly until the legs are almost straight."],
  "usageInstructions": "A hamstring accessory: 3-4 sets of 8-15 reps.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "machine", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings"], "secondaryMuscles": ["calves"],
  "equipmentRequired": ["leg_curl_machine"],
  "joints": ["knee"], "mobilityRequirements": [], "tags": ["isolation", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Seated Leg Curl",
  "shortDescription": "Curl the legs down and back while seated on the leg curl machine.",
  "description": "Sitting with the hips bent stretches the hamstrings at the top of the movement, which makes the seated curl a strong hypertrophy choice.\n- Isolates the **hamstrings** with the back fully supported",
  "instructions": ["Sit in the machine with the back against the pad and the knees lined up with the machine's pivot.", "Lower the thigh pad to hold the legs down and place the lower pad above the heels.", "Curl the pad down and back as far as you can.", "Pause for a moment with the hamstrings squeezed.", "Let the pad return slowly until the knees are nearly straight."],
  "usageInstructions": "A hamstring accessory: 3-4 sets of 8-15 reps.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [3, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "machine", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings"], "secondaryMuscles": ["calves"],
  "equipmentRequired": ["leg_curl_machine"],
  "joints": ["knee"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["isolation", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Leg Lying Leg Curl",
  "shortDescription": "A lying leg curl performed one leg at a time.",
  "description": "Curling one leg at a time lets each hamstring work alone and exposes a weaker side.\n- Isolates the **hamstrings** unilaterally",
  "instructions": ["Lie face down on the leg curl machine with the pad above the heels.", "Hook one leg under the pad and let the other rest beside it.", "Curl the working heel toward the glute without the hip lifting.", "Squeeze at the top for a moment.", "Lower slowly; finish the set and switch legs."],
  "usageInstructions": "A hamstring accessory: 2-3 sets of 10-15 reps per leg.",
  "difficultyLevel": 3, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [3, 1, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings"], "secondaryMuscles": ["calves"],
  "equipmentRequired": ["leg_curl_machine"],
  "joints": ["knee"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Leg Seated Leg Curl",
  "shortDescription": "A seated leg curl with one leg at a time.",
  "description": "Working one leg in the seated machine lets you focus on the stretch and squeeze for each hamstring separately.\n- Unilateral **hamstring** isolation",
  "instructions": ["Set up in the seated leg curl with the thigh pad snug.", "Place only one heel on the lower pad.", "Curl the pad down and back with the working leg.", "Hold the squeeze for a moment.", "Return slowly; switch legs after the set."],
  "usageInstructions": "A hamstring accessory: 2-3 sets of 10-15 reps per leg.",
  "difficultyLevel": 3, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [3, 1, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings"], "secondaryMuscles": ["calves"],
  "equipmentRequired": ["leg_curl_machine"],
  "joints": ["knee"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["isolation"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Standing Machine Leg Curl",
  "shortDescription": "A single-leg curl on a standing or kneeling leg curl machine.",
  "description": "Standing upright and curling one heel up toward the glute, you train each hamstring with the hip straight.\n- Isolates the **hamstrings** one side at a time",
  "instructions": ["Stand in the machine with the thigh against the pad and the heel under the roller.", "Hold the handles and keep the standing leg soft.", "Curl the working heel up toward the glute.", "Keep the hips still against the pad.", "Lower slowly; finish the set and switch legs."],
  "usageInstructions": "A hamstring accessory: 2-3 sets of 10-15 reps per leg.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [3, 1, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings"], "secondaryMuscles": ["calves"],
  "equipmentRequired": ["leg_curl_machine"],
  "joints": ["knee"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Eccentric Lying Leg Curl",
  "shortDescription": "Curl the weight up with both legs and lower it slowly with one.",
  "description": "The two-up, one-down method overloads the lowering phase, which builds strength and resilience in the hamstrings.\n- Heavy eccentric work for the **hamstrings**",
  "instructions": ["Set up on the lying leg curl and choose about 60-70% of your two-leg weight.", "Curl the pad up with both legs.", "At the top, take one leg away.", "Lower the pad with the other leg over 3-5 seconds.", "Curl back up with both legs and lower with the other leg next."],
  "usageInstructions": "Strength and injury-resilience work: 3 sets of 5-8 lowerings per leg.",
  "safetyNotes": "Expect more soreness than usual at first; start light.",
  "difficultyLevel": 5, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [5, 0, 1], "sets": [3, 3], "reps": [5, 8], "restSeconds": [90, 120],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "machine", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings"], "secondaryMuscles": ["calves"],
  "equipmentRequired": ["leg_curl_machine"],
  "joints": ["knee"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Seated Leg Curl Isometric Hold",
  "shortDescription": "Hold the seated leg curl pad still at a mid-range bend.",
  "description": "Pressing against the pad without moving loads the hamstrings steadily and with little irritation, which suits rehab and tendon work.\n- Isometric **hamstring** strength",
  "instructions": ["Set up in the seated leg curl with a moderate weight.", "Curl the pad until the knees are bent about 60-90 degrees.", "Hold the position still, pressing steadily into the pad.", "Breathe normally through the hold.", "Lower slowly when the time is up."],
  "usageInstructions": "Rehab or tendon work: 4-5 holds of 20-45 seconds (reps are seconds held).",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [0, 30, 0], "sets": [4, 5], "reps": [20, 45], "restSeconds": [60, 120],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "machine", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings"], "secondaryMuscles": ["calves"],
  "equipmentRequired": ["leg_curl_machine"],
  "joints": ["knee"], "mobilityRequirements": [], "tags": ["isolation", "rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stability Ball Hamstring Curl",
  "shortDescription": "From a bridge with heels on a stability ball, roll the ball in by bending the knees.",
  "description": "Holding the hips up in a bridge while you curl the ball toward you trains the hamstrings at both the hip and the knee.\n- Works the **hamstrings** and **glutes** with a low-cost ball",
  "instructions": ["Lie on your back with the heels on top of a stability ball and arms out at your sides.", "Lift the hips so the body forms a line from shoulders to heels.", "Bend the knees and roll the ball toward the glutes, keeping the hips high.", "Pause when the feet are flat on the ball.", "Roll the ball out slowly to straighten the legs without letting the hips drop."],
  "usageInstructions": "Home hamstring work: 3 sets of 8-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [8, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy", "core"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings", "glutes"], "secondaryMuscles": ["calves", "abs"],
  "equipmentRequired": ["stability_ball"],
  "joints": ["knee", "hip"], "mobilityRequirements": [], "tags": ["home_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Leg Stability Ball Hamstring Curl",
  "shortDescription": "A stability ball curl performed with one heel on the ball.",
  "description": "Curling the ball with one leg doubles the load on each hamstring and adds an anti-rotation challenge.\n- Hard **hamstring** and **glute** work with no weights",
  "instructions": ["Lie on your back with both heels on a stability ball and lift into a bridge.", "Lift one foot off the ball and keep the hips level.", "Curl the ball in with the working leg.", "Keep the hips high and square at the top.", "Roll out slowly; finish the set and switch legs."],
  "usageInstructions": "A progression from the two-leg version: 3 sets of 6-10 reps per leg.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [6, 10], "restSeconds": [45, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy", "core"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings", "glutes"], "secondaryMuscles": ["calves", "obliques"],
  "equipmentRequired": ["stability_ball"],
  "joints": ["knee", "hip"], "mobilityRequirements": [], "tags": ["home_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Sliding Leg Curl",
  "shortDescription": "A bridge-position leg curl with the heels on sliders or a towel on a smooth floor.",
  "description": "The heels slide out and back while the hips stay up, so friction and bodyweight provide the load.\n- Trains the **hamstrings** and **glutes** at home",
  "instructions": ["Lie on your back with the heels on sliders, paper plates or a towel on a smooth floor.", "Bridge the hips up off the floor.", "Slide the heels away slowly until the legs are nearly straight, keeping the hips up.", "Pull the heels back toward the glutes.", "Rest the hips only at the end of the set."],
  "usageInstructions": "Home hamstring work: 3 sets of 6-12 reps. Do only the slide-out with a drop of the hips if the full curl is too hard.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [3, 0, 1], "sets": [3, 3], "reps": [6, 12], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings", "glutes"], "secondaryMuscles": ["calves"],
  "equipmentRequired": [],
  "joints": ["knee", "hip"], "mobilityRequirements": [], "tags": ["home_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Nordic Hamstring Curl",
  "shortDescription": "Kneel with the ankles anchored and lower the body forward slowly using only the hamstrings.",
  "description": "Resisting your own bodyweight as you fall forward is one of the strongest eccentric loads the hamstrings can receive, and it is known to help prevent strains.\n- Eccentric strength for the **hamstrings**",
  "instructions": ["Kneel on a pad with the ankles held down by a partner or a fixed anchor.", "Keep the hips straight so the body forms a line from knees to shoulders.", "Lean forward slowly, resisting with the hamstrings for as long as possible.", "Catch yourself with the hands in a push-up position when you can no longer hold.", "Push gently off the floor and curl back up to the start."],
  "usageInstructions": "Injury prevention and strength: 2-3 sets of 3-6 reps, once or twice a week.",
  "safetyNotes": "Expect heavy soreness at first: start with one or two sets. Use a thick pad under the knees.",
  "difficultyLevel": 8, "technicalComplexity": 4, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [5, 0, 1], "sets": [2, 3], "reps": [3, 6], "restSeconds": [120, 180],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings"], "secondaryMuscles": ["glutes", "calves"],
  "equipmentRequired": [],
  "joints": ["knee"], "mobilityRequirements": [], "tags": ["athletic", "home_friendly"],
  "contraindications": ["knee_issues", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band-Assisted Nordic Curl",
  "shortDescription": "A Nordic curl with a band anchored overhead to take part of your weight.",
  "description": "A band running from behind to the chest supports you as you lean, so you can practise the full range before owning the real thing.\n- An easier Nordic for the **hamstrings**",
  "instructions": ["Anchor a thick band high behind you and loop it under the arms around the chest.", "Kneel with the ankles anchored and the body straight from knees to shoulders.", "Lean forward slowly, letting the band take some of the load.", "Go as far as you can control, staying straight at the hips.", "Curl back to the start, using the band for help."],
  "usageInstructions": "A Nordic progression: 3 sets of 4-8 reps. Use lighter bands over time.",
  "safetyNotes": "Use a pad under the knees.",
  "difficultyLevel": 6, "technicalComplexity": 4, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [4, 0, 1], "sets": [3, 3], "reps": [4, 8], "restSeconds": [90, 150],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings"], "secondaryMuscles": ["glutes", "calves"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["knee"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Lying Leg Curl",
  "shortDescription": "A leg curl lying face down on a bench with a dumbbell held between the feet.",
  "description": "Squeezing a dumbbell between the feet gives you a home leg curl when there is no machine.\n- Isolates the **hamstrings**",
  "instructions": ["Lie face down on a flat bench with the knees just off the end.", "Have a partner place a dumbbell between your feet, or pick it up carefully yourself.", "Squeeze the dumbbell with the feet and curl it up until the shins are vertical.", "Stop when the shins reach vertical; past that point the load falls off.", "Lower slowly until the legs are nearly straight."],
  "usageInstructions": "A home hamstring accessory: 3 sets of 10-15 reps.",
  "safetyNotes": "Use a light dumbbell you can hold securely: dropping it hits the back of the legs.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [3, 0, 1], "sets": [3, 3], "reps": [10, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings"], "secondaryMuscles": ["calves"],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["knee"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Banded Lying Leg Curl",
  "shortDescription": "A face-down leg curl against a band anchored in front of you.",
  "description": "A band looped around the ankles gives gentle, rising resistance as the knees bend.\n- Light **hamstring** isolation for home and rehab",
  "instructions": ["Anchor a loop band low to a sturdy post and lie face down with your feet toward it.", "Loop the band around the ankles or one ankle.", "Curl the heels toward the glutes against the band.", "Squeeze at the top.", "Return slowly to straight legs."],
  "usageInstructions": "Home or rehab: 2-3 sets of 12-20 reps.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings"], "secondaryMuscles": ["calves"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["knee"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "rehab_friendly", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Standing Leg Curl",
  "shortDescription": "A single-leg curl standing at a low cable with an ankle strap.",
  "description": "Curling the heel back against a cable gives constant tension to the hamstrings when no machine is free.\n- Unilateral **hamstring** isolation",
  "instructions": ["Attach an ankle strap to a low pulley and fasten it around one ankle.", "Face the machine and hold the frame for support.", "Curl the heel toward the glute, keeping the thigh vertical.", "Squeeze for a moment at the top.", "Lower slowly and complete the set before switching legs."],
  "usageInstructions": "A hamstring accessory: 2-3 sets of 10-15 reps per leg.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings"], "secondaryMuscles": ["calves"],
  "equipmentRequired": ["cable_station"],
  "joints": ["knee"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Romanian Deadlift",
  "shortDescription": "A hip hinge from standing: lower the bar along the thighs with soft knees and stand back up.",
  "description": "Starting from the top, you push the hips back and slide the bar down to about mid-shin while the back stays flat.\n- The main loaded stretch for the **hamstrings** and **glutes**",
  "instructions": ["Stand holding a barbell at the hips with an overhand grip just outside the thighs.", "Soften the knees and pull the shoulders back.", "Push the hips back and let the bar slide down the thighs, keeping it close.", "Lower until you feel a strong hamstring stretch, usually just below the knees, with the back flat.", "Drive the hips forward to stand tall, squeezing the glutes."],
  "usageInstructions": "A main hinge for hamstrings: 3-4 sets of 6-10 reps.",
  "safetyNotes": "Stop the descent before the lower back rounds. Keep the bar touching the legs.",
  "difficultyLevel": 5, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 7, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [90, 150],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings", "glutes"], "secondaryMuscles": ["lower_back", "grip", "adductors"],
  "equipmentRequired": ["barbell"],
  "joints": ["hip", "spine"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["main_lift", "grip_intensive"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Romanian Deadlift",
  "shortDescription": "A Romanian deadlift holding a dumbbell in each hand.",
  "description": "Dumbbells let the hands move freely along the legs, and the lighter load makes the hinge easy to learn.\n- Works the **hamstrings** and **glutes**",
  "instructions": ["Stand holding a dumbbell in each hand in front of the thighs.", "Soften the knees and set the back flat.", "Push the hips back and slide the dumbbells down the front of the legs.", "Stop at the point of a strong stretch with the back still flat.", "Squeeze the glutes to return to standing."],
  "usageInstructions": "A hinge for home or gym: 3-4 sets of 8-12 reps.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings", "glutes"], "secondaryMuscles": ["lower_back", "grip"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["hip", "spine"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["home_friendly"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Romanian Deadlift",
  "shortDescription": "A Romanian deadlift holding one kettlebell by the horns.",
  "description": "A single kettlebell held in both hands is a simple way to practise and load the hip hinge.\n- Trains the **hamstrings** and **glutes**",
  "instructions": ["Hold a kettlebell by the handle with both hands in front of the hips.", "Stand with the feet hip width apart and soften the knees.", "Hinge at the hips, letting the bell travel down close to the legs.", "Stop when the hamstrings are stretched and the back is still flat.", "Drive the hips forward to stand."],
  "usageInstructions": "A beginner hinge: 3 sets of 10-15 reps.",
  "difficultyLevel": 2, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [3, 0, 1], "sets": [3, 3], "reps": [10, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings", "glutes"], "secondaryMuscles": ["lower_back", "grip"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["hip", "spine"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["home_friendly", "beginner_friendly"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stiff-Leg Deadlift",
  "shortDescription": "A deadlift from the floor with nearly straight legs.",
  "description": "Each rep starts from the floor with the knees barely bent, giving the hamstrings a long, heavy stretch.\n- Intense **hamstring** work, with the lower back holding position",
  "instructions": ["Stand with the feet hip width apart and the bar over the mid-foot.", "Keeping the knees only slightly bent, hinge down and grip the bar.", "Flatten the back and pull the slack out of the bar.", "Stand up by driving the hips forward, keeping the bar close.", "Lower the bar back to the floor with the same stiff legs."],
  "usageInstructions": "An accessory for experienced lifters: 3 sets of 6-10 reps.",
  "safetyNotes": "Needs good hamstring flexibility; if the back rounds before the bar reaches the floor, lift from blocks or do Romanian deadlifts instead.",
  "difficultyLevel": 6, "technicalComplexity": 5, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [3, 0, 1], "sets": [3, 3], "reps": [6, 10], "restSeconds": [120, 180],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings", "glutes"], "secondaryMuscles": ["lower_back", "grip"],
  "equipmentRequired": ["barbell"],
  "joints": ["hip", "spine"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["grip_intensive"],
  "contraindications": ["lower_back_pain", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Smith Machine Romanian Deadlift",
  "shortDescription": "A Romanian deadlift with the bar fixed on Smith machine rails.",
  "description": "The rails keep the bar path fixed, so you can focus on pushing the hips back and feeling the hamstrings.\n- Guided hinge for the **hamstrings** and **glutes**",
  "instructions": ["Set the bar at mid-thigh height and stand close with the feet under it.", "Grip it just outside the thighs and unhook it by standing up.", "Push the hips back while the bar moves straight down the rails.", "Lower until the hamstrings are stretched and the back is still flat.", "Drive the hips forward to stand and rehook after the last rep."],
  "usageInstructions": "A hinge accessory: 3 sets of 8-12 reps.",
  "safetyNotes": "Set the stoppers at your lowest bar height.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 0, 1], "sets": [3, 3], "reps": [8, 12], "restSeconds": [90, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings", "glutes"], "secondaryMuscles": ["lower_back", "grip"],
  "equipmentRequired": ["smith_machine"],
  "joints": ["hip", "spine"], "mobilityRequirements": ["hamstring_flexibility"], "tags": [],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Trap Bar Romanian Deadlift",
  "shortDescription": "A Romanian deadlift standing inside a trap bar.",
  "description": "With the handles at your sides, the load stays in line with the hips and the hinge feels natural for many lifters.\n- Works the **hamstrings** and **glutes**",
  "instructions": ["Stand inside a loaded trap bar and lift it to standing.", "Soften the knees and set the back.", "Push the hips back as the bar lowers along your sides.", "Stop with a strong hamstring stretch before the back rounds.", "Drive the hips forward to stand tall."],
  "usageInstructions": "A hinge alternative: 3-4 sets of 6-12 reps.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [90, 150],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings", "glutes"], "secondaryMuscles": ["lower_back", "grip"],
  "equipmentRequired": ["trap_bar"],
  "joints": ["hip", "spine"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["grip_intensive"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Leg Romanian Deadlift",
  "shortDescription": "A bodyweight hinge on one leg with the other leg reaching back.",
  "description": "Balancing on one leg as you tip forward trains the hamstrings and glutes while the hip muscles fight to keep you square.\n- Works the **hamstrings** and **glutes** plus balance",
  "instructions": ["Stand on one leg with a soft knee, arms by your sides.", "Hinge forward at the hip while the free leg reaches straight back.", "Keep the hips level and the back flat, forming a T shape.", "Lower until you feel the stretch or the torso is near parallel.", "Drive the standing hip forward to return; finish the set and switch legs."],
  "usageInstructions": "A balance and hinge drill: 2-3 sets of 8-12 reps per leg.",
  "difficultyLevel": 3, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [8, 12], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["balance", "strength"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings", "glutes"], "secondaryMuscles": ["abductors", "lower_back"],
  "equipmentRequired": [],
  "joints": ["hip", "ankle"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["home_friendly", "athletic"],
  "contraindications": ["ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Single-Leg Romanian Deadlift",
  "shortDescription": "A single-leg Romanian deadlift holding a dumbbell in one or both hands.",
  "description": "Adding a dumbbell to the single-leg hinge makes it a strength exercise for each hamstring and glute.\n- Loads the **hamstrings** and **glutes** one side at a time",
  "instructions": ["Hold a dumbbell in the hand opposite the standing leg.", "Soften the standing knee and hinge forward, reaching the free leg back.", "Let the dumbbell lower toward the standing foot with the hips square.", "Stop at a strong stretch with a flat back.", "Return to standing by driving the hip forward; switch legs after the set."],
  "usageInstructions": "A single-leg hinge: 3 sets of 6-10 reps per leg.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [3, 0, 1], "sets": [3, 3], "reps": [6, 10], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy", "balance"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings", "glutes"], "secondaryMuscles": ["abductors", "lower_back", "grip"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["hip", "ankle", "spine"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["athletic"],
  "contraindications": ["ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Good Morning",
  "shortDescription": "A hip hinge with the barbell on the upper back.",
  "description": "Bending forward at the hips with a bar on your back puts a long lever on the hamstrings and the spinal erectors.\n- Strengthens the **hamstrings**, glutes and lower back",
  "instructions": ["Set a light barbell on the upper traps as for a back squat and step out.", "Stand with the feet hip width apart and soften the knees.", "Push the hips back and let the chest tip forward with a flat back.", "Lower until the torso is close to parallel or the hamstrings limit you.", "Drive the hips forward to stand tall."],
  "usageInstructions": "An accessory for strength athletes: 3 sets of 6-10 reps with modest loads.",
  "safetyNotes": "Keep loads well below your squat. Stop before the back rounds. Use safety arms.",
  "difficultyLevel": 6, "technicalComplexity": 6, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [3, 0, 1], "sets": [3, 3], "reps": [6, 10], "restSeconds": [90, 150],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings", "glutes", "lower_back"], "secondaryMuscles": ["adductors"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["hip", "spine"], "mobilityRequirements": ["hamstring_flexibility", "shoulder_external_rotation"], "tags": [],
  "contraindications": ["lower_back_pain", "neck_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Banded Good Morning",
  "shortDescription": "A hip hinge with a band looped from under the feet around the back of the neck and shoulders.",
  "description": "The band gets tighter as you stand, giving light, joint-friendly resistance to the hinge.\n- Teaches the hinge for the **hamstrings** and **glutes**",
  "instructions": ["Stand on a loop band with the feet hip width apart.", "Loop the other end over the upper back, below the neck, holding it at the shoulders.", "Soften the knees and push the hips back with a flat back.", "Lower until you feel the hamstrings stretch.", "Stand up by driving the hips forward against the band."],
  "usageInstructions": "A warm-up or home hinge: 2-3 sets of 12-20 reps.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings", "glutes"], "secondaryMuscles": ["lower_back"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["hip", "spine"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["home_friendly", "warm_up", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Pull-Through",
  "shortDescription": "A hip hinge facing away from a low cable, pulling a rope through the legs.",
  "description": "The cable pulls the hips back, and you snap them forward to stand, which teaches the hinge with very little load on the spine.\n- Trains the **glutes** and **hamstrings**",
  "instructions": ["Attach a rope to a low pulley and stand facing away from it.", "Hold the rope between the legs and step forward until the weight lifts.", "Stand with the feet a little wider than the hips.", "Push the hips back, letting the rope pull the hands between the legs.", "Drive the hips forward to stand tall and squeeze the glutes."],
  "usageInstructions": "A glute accessory or hinge teaching tool: 3 sets of 10-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [10, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes", "hamstrings"], "secondaryMuscles": ["lower_back"],
  "equipmentRequired": ["cable_station"],
  "joints": ["hip"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Hamstring Walkout",
  "shortDescription": "From a glute bridge, walk the heels out and back while the hips stay up.",
  "description": "Small steps away from and back toward the body keep tension on the hamstrings throughout a long set.\n- Endurance for the **hamstrings** and **glutes**",
  "instructions": ["Lie on your back with the knees bent and lift into a glute bridge.", "Take small steps forward with the heels, keeping the hips up.", "Walk out until the legs are almost straight.", "Walk back in to the start with the same small steps.", "Lower the hips only at the end of the set."],
  "usageInstructions": "Home hamstring endurance: 2-3 sets of 4-6 walkouts.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [1, 0, 1], "sets": [2, 3], "reps": [4, 8], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["endurance"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings", "glutes"], "secondaryMuscles": ["calves"],
  "equipmentRequired": [],
  "joints": ["hip", "knee"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Hip Thrust",
  "shortDescription": "With the upper back on a bench and a barbell over the hips, drive the hips up to full extension.",
  "description": "Bracing the shoulders on a bench lets you load hip extension heavily with the spine supported and the knees bent.\n- The strongest direct loading for the **glutes**\n- Little stress on the knees or spine",
  "instructions": ["Sit on the floor with the shoulder blades against the edge of a flat bench and roll a padded barbell over the hips.", "Plant the feet flat, about shoulder width apart, so the shins will be vertical at the top.", "Tuck the chin slightly and brace, holding the bar in place with both hands.", "Drive through the heels to lift the hips until the thighs and torso are level.", "Squeeze the glutes for a second at the top, then lower under control."],
  "usageInstructions": "A main glute lift: 3-4 sets of 6-12 reps.",
  "safetyNotes": "Pad the bar. Finish with the ribs down rather than arching the lower back to get higher.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [6, 15], "restSeconds": [90, 150],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes"], "secondaryMuscles": ["hamstrings", "adductors", "quads"],
  "equipmentRequired": ["barbell", "flat_bench"],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["main_lift", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Hip Thrust",
  "shortDescription": "A hip thrust with a dumbbell resting on the hips.",
  "description": "A single dumbbell across the hips is an easy way to load the hip thrust at home or when the bars are taken.\n- Builds the **glutes** with the back supported",
  "instructions": ["Sit with the upper back against a bench and place a dumbbell across the hip crease.", "Plant the feet shoulder width apart with the knees bent.", "Hold the dumbbell ends steady with both hands.", "Drive the hips up until the body is flat from shoulders to knees.", "Pause and squeeze the glutes, then lower slowly."],
  "usageInstructions": "A glute builder: 3-4 sets of 10-20 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 20], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes"], "secondaryMuscles": ["hamstrings", "quads"],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["home_friendly", "low_impact", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Leg Hip Thrust",
  "shortDescription": "A hip thrust driven by one leg while the other is lifted.",
  "description": "Thrusting off one leg makes bodyweight alone a real load and evens out sides.\n- Works the **glutes** and hamstrings of each leg",
  "instructions": ["Set up with the upper back on a bench and both feet flat.", "Lift one foot off the floor, knee bent or leg straight.", "Drive through the planted heel to raise the hips level.", "Keep the pelvis square; do not let the free side drop.", "Lower under control and finish the set before switching legs."],
  "usageInstructions": "A bodyweight glute exercise: 3 sets of 8-15 reps per leg.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [8, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength", "balance"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes", "hamstrings"], "secondaryMuscles": ["abductors", "quads"],
  "equipmentRequired": ["flat_bench"],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["home_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Smith Machine Hip Thrust",
  "shortDescription": "A hip thrust under a Smith machine bar.",
  "description": "The guided bar stays balanced on the hips, so setting up heavy hip thrusts is quicker and steadier.\n- Heavy **glute** work with an easy setup",
  "instructions": ["Place a flat bench perpendicular to the Smith machine and sit with the upper back against it.", "Lower the bar onto a pad over the hip crease.", "Plant the feet so the shins are vertical at the top.", "Unhook and drive the hips up until the thighs are level with the torso.", "Squeeze, lower slowly and rehook after the last rep."],
  "usageInstructions": "A glute builder: 3-4 sets of 8-15 reps.",
  "safetyNotes": "Pad the bar and set the stoppers just under the hips' lowest point.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes"], "secondaryMuscles": ["hamstrings", "quads"],
  "equipmentRequired": ["smith_machine", "flat_bench"],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Banded Hip Thrust",
  "shortDescription": "A hip thrust against a band stretched across the hips.",
  "description": "A band pinned under the hands or to dumbbells gives resistance that peaks at the top, where the glutes are fully shortened.\n- Hard top-end work for the **glutes** at home",
  "instructions": ["Sit against a bench with a long band over the hips.", "Anchor the band ends under dumbbells or hold them down with your hands on the floor.", "Plant the feet shoulder width apart.", "Drive the hips up into the band until fully extended.", "Hold the squeeze for a second, then lower slowly."],
  "usageInstructions": "Home glute work or a finisher: 3 sets of 15-25 reps.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [15, 25], "restSeconds": [45, 60],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes"], "secondaryMuscles": ["hamstrings"],
  "equipmentRequired": ["resistance_band", "flat_bench"],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["home_friendly", "finisher", "low_impact", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "B-Stance Hip Thrust",
  "shortDescription": "A hip thrust with one foot forward as a kickstand, biasing the other leg.",
  "description": "Staggering the feet puts most of the load on the back leg while the front foot helps balance.\n- A near-unilateral option for the **glutes** that still takes a barbell",
  "instructions": ["Set up for a barbell hip thrust with the bar over the hips.", "Plant the working foot as usual and move the other foot forward so only its heel touches down.", "Drive mainly through the working heel to lift the hips level.", "Keep the hips square at the top.", "Lower slowly; complete the set before switching legs."],
  "usageInstructions": "A glute accessory: 3 sets of 8-12 reps per side.",
  "safetyNotes": "Pad the bar and use less than your two-leg load.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes"], "secondaryMuscles": ["hamstrings"],
  "equipmentRequired": ["barbell", "flat_bench"],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Glute Bridge",
  "shortDescription": "Lying on your back with knees bent, lift the hips until the body forms a straight line.",
  "description": "The floor version of the hip thrust, the glute bridge teaches hip extension without any equipment.\n- Wakes up the **glutes** and hamstrings\n- Friendly for most backs and knees",
  "instructions": ["Lie on your back with the knees bent and the feet flat, hip width apart.", "Rest the arms at your sides, palms down.", "Press through the heels to lift the hips off the floor.", "Stop when the shoulders, hips and knees line up, squeezing the glutes.", "Lower slowly back to the floor."],
  "usageInstructions": "Warm-ups, beginners or rehab: 2-3 sets of 12-20 reps.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes", "hamstrings"], "secondaryMuscles": ["abs"],
  "equipmentRequired": [],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["beginner_friendly", "home_friendly", "warm_up", "rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Leg Glute Bridge",
  "shortDescription": "A glute bridge with one leg raised.",
  "description": "Bridging off one foot doubles the load and makes the hips resist twisting.\n- Works the **glutes** and **hamstrings** of each side",
  "instructions": ["Lie on your back with one knee bent and the foot flat, the other leg straight or knee held to chest.", "Press through the planted heel to lift the hips.", "Keep the pelvis level at the top.", "Hold the squeeze briefly.", "Lower under control; finish the set and switch legs."],
  "usageInstructions": "A bodyweight glute exercise: 2-3 sets of 8-15 reps per leg.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [8, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes", "hamstrings"], "secondaryMuscles": ["abductors", "abs"],
  "equipmentRequired": [],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["home_friendly", "low_impact", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Glute Bridge",
  "shortDescription": "A glute bridge from the floor with a barbell over the hips.",
  "description": "With the shoulders on the floor the range is shorter than a hip thrust, so you can load it heavily with an easy setup.\n- Heavy top-range work for the **glutes**",
  "instructions": ["Sit on the floor and roll a padded barbell over the hips.", "Lie back with the knees bent and the feet flat.", "Brace and hold the bar in place.", "Drive through the heels to lift the hips until fully extended.", "Squeeze, then lower to touch the floor lightly."],
  "usageInstructions": "A glute builder: 3-4 sets of 8-15 reps.",
  "safetyNotes": "Use bumper plates so the bar clears the hips, and pad the bar.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes"], "secondaryMuscles": ["hamstrings"],
  "equipmentRequired": ["barbell"],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Marching Glute Bridge",
  "shortDescription": "Hold a glute bridge while lifting the feet one at a time.",
  "description": "Marching in the bridge forces one glute to hold the pelvis level while the other leg lifts.\n- Trains the **glutes** with the abs resisting rotation",
  "instructions": ["Lie on your back with the knees bent and lift into a glute bridge.", "Keep the hips high and level.", "Lift one foot a few centimetres off the floor, bringing the knee toward the chest.", "Put it down and lift the other, without the hips dropping or twisting.", "Continue alternating for the set."],
  "usageInstructions": "Activation or rehab: 2-3 sets of 10-20 total marches.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [10, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["strength", "core", "balance"], "movementPattern": ["hinge", "core_stability"],
  "primaryMuscles": ["glutes", "hamstrings"], "secondaryMuscles": ["abs", "hip_flexors"],
  "equipmentRequired": [],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["home_friendly", "warm_up", "rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Frog Pump",
  "shortDescription": "A short-range glute bridge with the soles of the feet together and knees out.",
  "description": "With the feet together and the knees falling open, you pump the hips up and down quickly to fatigue the glutes.\n- High-rep **glute** work with no equipment",
  "instructions": ["Lie on your back and place the soles of the feet together close to the hips.", "Let the knees fall out to the sides.", "Drive through the outside edges of the feet to lift the hips.", "Squeeze hard at the top.", "Lower and repeat at a steady rhythm."],
  "usageInstructions": "A finisher or warm-up: 2-3 sets of 20-40 reps.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 1, 1], "sets": [2, 3], "reps": [20, 40], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["endurance", "hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes"], "secondaryMuscles": ["abductors", "adductors"],
  "equipmentRequired": [],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["home_friendly", "finisher", "warm_up", "low_impact"],
  "contraindications": ["hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Glute Kickback",
  "shortDescription": "Kick one leg back against a low cable while leaning on the machine.",
  "description": "With an ankle strap on a low pulley, you extend the hip behind you, isolating the glute of the working leg.\n- A direct isolation for the **glutes**",
  "instructions": ["Attach an ankle strap to a low pulley and fasten it to one ankle.", "Face the machine, hold the frame and hinge slightly forward.", "Kick the strapped leg back and up, driving with the heel.", "Stop before the lower back arches and squeeze the glute.", "Return slowly; finish the set and switch legs."],
  "usageInstructions": "A glute accessory: 3 sets of 12-20 reps per leg.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [12, 20], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes"], "secondaryMuscles": ["hamstrings"],
  "equipmentRequired": ["cable_station"],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["isolation", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Banded Glute Kickback",
  "shortDescription": "A standing kickback with a loop band around the ankles or anchored low.",
  "description": "A band gives the kickback light, rising tension, perfect for home and warm-ups.\n- Isolates the **glutes**",
  "instructions": ["Loop a band around the ankles or anchor it low and around one ankle.", "Stand tall holding a wall or chair for balance.", "Kick the working leg straight back, squeezing the glute.", "Keep the torso still and avoid arching the lower back.", "Return slowly and repeat; switch legs after the set."],
  "usageInstructions": "Warm-up or home glute work: 2-3 sets of 15-25 reps per leg.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 1, 1], "sets": [2, 3], "reps": [15, 25], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes"], "secondaryMuscles": ["hamstrings"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "warm_up", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Donkey Kick",
  "shortDescription": "On hands and knees, kick one bent leg up toward the ceiling.",
  "description": "From all fours, you lift one knee-bent leg behind you, pressing the sole toward the ceiling.\n- Isolates the **glutes** with bodyweight",
  "instructions": ["Start on hands and knees with the hands under the shoulders and the knees under the hips.", "Keep one knee bent at 90 degrees.", "Press that foot up toward the ceiling until the thigh is level with the torso.", "Keep the back flat; do not twist or arch.", "Lower under control and complete the set before switching legs."],
  "usageInstructions": "Glute activation: 2-3 sets of 15-25 reps per leg. Add an ankle weight or band to progress.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 1, 1], "sets": [2, 3], "reps": [15, 25], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes"], "secondaryMuscles": ["hamstrings"],
  "equipmentRequired": [],
  "joints": ["hip", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["isolation", "home_friendly", "warm_up", "beginner_friendly"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Clamshell",
  "shortDescription": "Lying on your side with knees bent, open the top knee like a clamshell.",
  "description": "Keeping the feet together and rolling the top knee open works the muscles on the side of the hip.\n- Targets the **abductors** and the glute medius\n- A rehab staple for knees and hips",
  "instructions": ["Lie on your side with the hips and knees bent about 45 degrees and the feet together.", "Rest the head on the lower arm and stack the hips.", "Keeping the feet touching, lift the top knee as far as you can without rolling the pelvis back.", "Pause at the top.", "Lower slowly; finish the set and switch sides."],
  "usageInstructions": "Activation or rehab: 2-3 sets of 15-20 reps per side.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [1, 1, 1], "sets": [2, 3], "reps": [15, 25], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["endurance", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abductors", "glutes"], "secondaryMuscles": [],
  "equipmentRequired": [],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["isolation", "beginner_friendly", "home_friendly", "rehab_friendly", "warm_up", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Banded Clamshell",
  "shortDescription": "A clamshell with a loop band above the knees.",
  "description": "Adding a mini band above the knees makes the clamshell hard enough to strengthen the outer hip.\n- Strengthens the **abductors** and glute medius",
  "instructions": ["Place a mini band just above the knees and lie on your side with knees bent.", "Stack the hips and keep the feet together.", "Open the top knee against the band without rolling back.", "Hold the top for a second.", "Lower slowly; switch sides after the set."],
  "usageInstructions": "Activation or rehab: 2-3 sets of 12-20 reps per side.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 1, 1], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abductors", "glutes"], "secondaryMuscles": [],
  "equipmentRequired": ["resistance_band"],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "rehab_friendly", "warm_up"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Side-Lying Hip Abduction",
  "shortDescription": "Lying on your side, lift the straight top leg toward the ceiling.",
  "description": "Raising the straight top leg against gravity trains the outer hip muscles that keep the pelvis level when you walk.\n- Works the **abductors** and glute medius",
  "instructions": ["Lie on your side with the legs straight and stacked, bottom knee bent if you need balance.", "Roll the top hip slightly forward so the toes point ahead, not up.", "Lift the top leg to about 30-45 degrees, leading with the heel.", "Hold briefly without hitching the hip toward the ribs.", "Lower slowly; finish the set and switch sides."],
  "usageInstructions": "Activation or rehab: 2-3 sets of 12-20 reps per side. Add an ankle weight to progress.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abductors"], "secondaryMuscles": ["glutes"],
  "equipmentRequired": [],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["isolation", "beginner_friendly", "home_friendly", "rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Fire Hydrant",
  "shortDescription": "On hands and knees, lift one bent leg out to the side.",
  "description": "From all fours, you raise one knee out sideways while keeping the torso still.\n- Trains the **abductors** and glutes",
  "instructions": ["Start on hands and knees with a flat back.", "Keep the knee bent at 90 degrees.", "Lift the knee out to the side until the thigh is close to level with the hip.", "Keep the weight centred; do not lean away.", "Lower under control; finish the set and switch legs."],
  "usageInstructions": "Warm-up or activation: 2-3 sets of 12-20 reps per side.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 1, 1], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["endurance", "mobility"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abductors", "glutes"], "secondaryMuscles": [],
  "equipmentRequired": [],
  "joints": ["hip", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly", "warm_up", "beginner_friendly"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Banded Lateral Walk",
  "shortDescription": "Side steps in a half squat with a band around the legs.",
  "description": "Keeping tension on a mini band as you step sideways fires the outer hips that control the knees.\n- Works the **abductors** and **glutes**",
  "instructions": ["Place a mini band just above the knees or around the ankles.", "Stand with the feet hip width apart in a quarter squat.", "Step sideways with one foot, keeping tension on the band.", "Follow with the other foot without letting the feet come together.", "Take the planned number of steps, then return the other way."],
  "usageInstructions": "Warm-up before squats or runs: 2-3 sets of 10-15 steps each way.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 0, 1], "sets": [2, 3], "reps": [10, 20], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["endurance", "strength"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["abductors", "glutes"], "secondaryMuscles": ["quads"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["hip", "knee"], "mobilityRequirements": [], "tags": ["warm_up", "home_friendly", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Banded Monster Walk",
  "shortDescription": "Diagonal forward or backward steps with a band around the legs.",
  "description": "Walking diagonally in a squat with a band keeps the outer hips working in several directions.\n- Trains the **abductors** and **glutes**",
  "instructions": ["Place a mini band around the ankles or above the knees.", "Sit into a quarter squat with the feet wider than the hips.", "Step forward and out at 45 degrees with one foot.", "Step forward and out with the other, keeping the band taut.", "Walk forward for the set, then walk backward the same way."],
  "usageInstructions": "Warm-up or activation: 2-3 sets of 10-20 steps each direction.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 0, 1], "sets": [2, 3], "reps": [10, 20], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["endurance", "strength"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["abductors", "glutes"], "secondaryMuscles": ["quads"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["hip", "knee"], "mobilityRequirements": [], "tags": ["warm_up", "home_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Hip Abduction",
  "shortDescription": "Standing side-on to a low cable, sweep the far leg out to the side.",
  "description": "An ankle strap on a low pulley gives smooth resistance to side leg raises.\n- Isolates the **abductors** and glute medius",
  "instructions": ["Attach an ankle strap to a low pulley and fasten it to the outside ankle.", "Stand side-on to the machine, holding it with the near hand.", "Sweep the strapped leg out to the side, toes facing forward.", "Stop when the pelvis starts to tilt and hold for a moment.", "Return slowly across the standing leg; switch sides after the set."],
  "usageInstructions": "An accessory: 2-3 sets of 12-20 reps per side.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abductors"], "secondaryMuscles": ["glutes"],
  "equipmentRequired": ["cable_station"],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["isolation", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Seated Banded Hip Abduction",
  "shortDescription": "Sitting with a band above the knees, press the knees apart.",
  "description": "Seated abduction against a mini band works the outer glutes and is easy to do anywhere.\n- Trains the **abductors** and upper glutes",
  "instructions": ["Sit on a bench or chair with a mini band just above the knees.", "Place the feet flat and hip width apart.", "Press the knees out against the band as far as you can.", "Hold the squeeze for a second.", "Let the knees come back in slowly."],
  "usageInstructions": "Activation or a finisher: 2-3 sets of 15-30 reps.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [1, 1, 1], "sets": [2, 3], "reps": [15, 30], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["endurance", "hypertrophy"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abductors", "glutes"], "secondaryMuscles": [],
  "equipmentRequired": ["resistance_band"],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "beginner_friendly", "rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Hip Hike",
  "shortDescription": "Standing on one leg on a step, lower and raise the free hip.",
  "description": "Dropping the free side of the pelvis and hiking it back up trains the outer hip of the standing leg.\n- Strengthens the **abductors** (glute medius) that keep the pelvis level",
  "instructions": ["Stand on one leg on a step or low box with the other leg hanging off the side.", "Keep both knees straight and hold a wall for balance.", "Let the free hip drop slowly below the step.", "Lift it back up by squeezing the side of the standing hip.", "Complete the set and switch sides."],
  "usageInstructions": "Rehab or runners' strength: 2-3 sets of 12-15 reps per side.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 15], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abductors"], "secondaryMuscles": ["glutes", "obliques"],
  "equipmentRequired": ["plyo_box"],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["rehab_friendly", "home_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Hip Adduction",
  "shortDescription": "Standing side-on to a low cable, pull the near leg in across the body.",
  "description": "An ankle strap on a low cable trains the inner thigh through a smooth arc.\n- Isolates the **adductors**",
  "instructions": ["Attach an ankle strap to a low pulley and fasten it to the inside ankle.", "Stand side-on to the machine and step away until the leg is pulled out to the side.", "Sweep the strapped leg in and across in front of the standing leg.", "Keep the torso upright and the hips square.", "Let the leg return slowly; switch sides after the set."],
  "usageInstructions": "An accessory: 2-3 sets of 12-20 reps per side.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["adductors"], "secondaryMuscles": [],
  "equipmentRequired": ["cable_station"],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["isolation", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Banded Hip Adduction",
  "shortDescription": "Standing with a band anchored to the side, pull the leg in across the body.",
  "description": "A band tied low at your side provides home resistance for the inner thighs.\n- Trains the **adductors**",
  "instructions": ["Anchor a loop band low to a post and loop it around the near ankle.", "Step away so the band pulls the leg out to the side.", "Hold a wall or chair for balance.", "Pull the banded leg in and slightly across the standing leg.", "Return slowly; switch sides after the set."],
  "usageInstructions": "Home or rehab: 2-3 sets of 15-20 reps per side.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [15, 20], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["adductors"], "secondaryMuscles": [],
  "equipmentRequired": ["resistance_band"],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Side-Lying Hip Adduction",
  "shortDescription": "Lying on your side, lift the bottom leg toward the ceiling.",
  "description": "With the top leg crossed in front, you raise the bottom leg, working the inner thigh against gravity.\n- Works the **adductors** without equipment",
  "instructions": ["Lie on your side with the bottom leg straight.", "Cross the top leg over and plant that foot in front of the bottom knee.", "Lift the straight bottom leg a few centimetres toward the ceiling.", "Hold at the top for a second.", "Lower slowly; finish the set and switch sides."],
  "usageInstructions": "Activation or rehab: 2-3 sets of 12-20 reps per side.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["adductors"], "secondaryMuscles": [],
  "equipmentRequired": [],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["isolation", "beginner_friendly", "home_friendly", "rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Copenhagen Plank",
  "shortDescription": "A side plank with the top leg resting on a bench and the bottom leg held off the floor.",
  "description": "Holding your body up by the inside of the top leg puts a powerful load on the adductors, and it is a proven groin-strain preventer.\n- Strong isometric work for the **adductors** and obliques",
  "instructions": ["Lie on your side beside a bench and place the top leg's inner ankle or shin on it.", "Prop yourself on the bottom forearm with the elbow under the shoulder.", "Lift the hips so the body forms a straight line, raising the bottom leg off the floor.", "Hold, squeezing the top leg into the bench.", "Lower with control and switch sides."],
  "usageInstructions": "Groin strength for field sports: 2-4 holds of 15-30 seconds per side (reps are seconds held).",
  "safetyNotes": "The long lever stresses the inside of the knee; use the short-lever version if that area is sensitive.",
  "difficultyLevel": 6, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [0, 20, 0], "sets": [2, 4], "reps": [15, 30], "restSeconds": [45, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["strength", "core"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["adductors"], "secondaryMuscles": ["obliques", "abs"],
  "equipmentRequired": ["flat_bench"],
  "joints": ["hip", "knee", "shoulder"], "mobilityRequirements": [], "tags": ["athletic"],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Short-Lever Copenhagen Plank",
  "shortDescription": "A Copenhagen side plank with the top knee, not the ankle, on the bench.",
  "description": "Supporting the body at the knee shortens the lever, so the groin works hard without stressing the knee.\n- A regression for the **adductors**",
  "instructions": ["Lie on your side next to a bench and rest the inside of the top knee on it.", "Prop on the bottom forearm with the elbow under the shoulder.", "Lift the hips into a straight line.", "Hold, breathing steadily and pressing the knee into the bench.", "Lower and switch sides."],
  "usageInstructions": "Groin strength: 2-3 holds of 15-30 seconds per side (reps are seconds held).",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [0, 20, 0], "sets": [2, 3], "reps": [15, 30], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["strength", "core"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["adductors"], "secondaryMuscles": ["obliques", "abs"],
  "equipmentRequired": ["flat_bench"],
  "joints": ["hip", "shoulder"], "mobilityRequirements": [], "tags": ["rehab_friendly", "athletic"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Adductor Ball Squeeze",
  "shortDescription": "Lying with knees bent, squeeze a ball between the knees and hold.",
  "description": "A simple isometric squeeze trains the inner thighs, and it is often the first groin exercise after an injury.\n- Isometric **adductor** strength",
  "instructions": ["Lie on your back with the knees bent and the feet flat.", "Place a stability ball or a folded pillow between the knees.", "Squeeze the knees together into the ball firmly.", "Hold the squeeze while breathing normally.", "Relax and repeat."],
  "usageInstructions": "Rehab or warm-up: 3-5 holds of 10-30 seconds (reps are seconds held).",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 15, 0], "sets": [3, 5], "reps": [10, 30], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "bodyweight", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["adductors"], "secondaryMuscles": ["abs"],
  "equipmentRequired": ["stability_ball"],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["rehab_friendly", "beginner_friendly", "home_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Standing Calf Raise",
  "shortDescription": "Rise onto the balls of both feet and lower the heels, with only bodyweight.",
  "description": "Standing on a step edge or the floor, you lift the heels as high as you can and lower them slowly.\n- Trains the **calves** (mainly the gastrocnemius)\n- No equipment needed",
  "instructions": ["Stand on the edge of a step with the balls of both feet on it, or flat on the floor.", "Hold a wall or rail lightly for balance.", "Rise as high as you can onto the balls of the feet.", "Pause at the top for a second.", "Lower slowly until the heels are below the step or back on the floor."],
  "usageInstructions": "Calf work for beginners or a warm-up: 2-4 sets of 15-25 reps.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [15, 25], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": [],
  "equipmentRequired": [],
  "joints": ["ankle"], "mobilityRequirements": ["ankle_dorsiflexion"], "tags": ["isolation", "beginner_friendly", "home_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Leg Calf Raise",
  "shortDescription": "A calf raise on one foot on a step edge.",
  "description": "Standing on one foot doubles the load on each calf and lets it work through a full range on the step.\n- Builds the **calves** with bodyweight alone",
  "instructions": ["Stand on one foot with the ball of the foot on a step edge.", "Hold a rail or wall for balance and tuck the other foot behind the ankle.", "Lower the heel slowly below the step.", "Rise as high as possible onto the ball of the foot.", "Pause at the top; finish the set and switch sides."],
  "usageInstructions": "Calf strength at home: 3-4 sets of 10-20 reps per leg.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": [],
  "equipmentRequired": [],
  "joints": ["ankle"], "mobilityRequirements": ["ankle_dorsiflexion"], "tags": ["isolation", "home_friendly"],
  "contraindications": ["ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Single-Leg Calf Raise",
  "shortDescription": "A single-leg calf raise on a step holding a dumbbell on the working side.",
  "description": "Holding a dumbbell turns the single-leg calf raise into a loaded, full-range calf builder.\n- Progressive overload for the **calves** without a machine",
  "instructions": ["Hold a dumbbell in one hand and stand on the same-side foot on a step edge.", "Hold a rail with the other hand.", "Lower the heel for a full stretch.", "Drive up as high as you can and pause.", "Complete the set and switch sides."],
  "usageInstructions": "A calf builder: 3-4 sets of 8-15 reps per leg.",
  "difficultyLevel": 3, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": ["grip"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["ankle"], "mobilityRequirements": ["ankle_dorsiflexion"], "tags": ["isolation", "home_friendly"],
  "contraindications": ["ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Standing Calf Raise",
  "shortDescription": "A standing calf raise with a barbell on the upper back.",
  "description": "A barbell on the back lets you load the standing calf raise heavily when there is no calf machine.\n- Heavy work for the **calves**",
  "instructions": ["Unrack a barbell onto the upper traps inside a rack.", "Stand with the balls of the feet on a plate or low block, heels off.", "Lower the heels for a stretch.", "Rise as high as possible and pause.", "Rerack the bar after the set."],
  "usageInstructions": "Calf strength: 3-4 sets of 8-15 reps.",
  "safetyNotes": "Balance is the limit: keep the block low and the safety arms set.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": [],
  "equipmentRequired": ["barbell", "squat_rack", "weight_plate"],
  "joints": ["ankle", "spine"], "mobilityRequirements": ["ankle_dorsiflexion", "shoulder_external_rotation"], "tags": ["isolation"],
  "contraindications": ["lower_back_pain", "neck_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Smith Machine Calf Raise",
  "shortDescription": "A standing calf raise with the Smith machine bar on the back.",
  "description": "The rails remove the balance problem of a barbell calf raise, so you can load the calves heavily.\n- Heavy **calf** work",
  "instructions": ["Set the bar at shoulder height and place a step or plate under it.", "Rest the bar on the upper back and stand with the balls of the feet on the step.", "Unhook the bar and lower the heels fully.", "Rise as high as possible and pause.", "Rehook the bar after the set."],
  "usageInstructions": "A calf builder: 3-4 sets of 8-15 reps.",
  "safetyNotes": "Make sure the step cannot slide.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": [],
  "equipmentRequired": ["smith_machine", "weight_plate"],
  "joints": ["ankle", "spine"], "mobilityRequirements": ["ankle_dorsiflexion", "shoulder_external_rotation"], "tags": ["isolation"],
  "contraindications": ["lower_back_pain", "neck_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Smith Machine Seated Calf Raise",
  "shortDescription": "A seated calf raise with the Smith bar resting on padded knees.",
  "description": "Bent knees take the gastrocnemius out of the movement, so the seated raise trains the soleus underneath.\n- Loads the **calves** (mainly soleus) with no spinal load",
  "instructions": ["Place a flat bench under a Smith machine and a step or plate in front of it.", "Sit with the balls of the feet on the step and the bar, padded, across the lower thighs.", "Unhook the bar and lower the heels for a stretch.", "Push up onto the toes as high as you can.", "Pause, lower slowly and rehook after the set."],
  "usageInstructions": "A calf accessory: 3-4 sets of 12-20 reps.",
  "safetyNotes": "Pad the bar well.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [12, 20], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": [],
  "equipmentRequired": ["smith_machine", "flat_bench"],
  "joints": ["ankle"], "mobilityRequirements": ["ankle_dorsiflexion"], "tags": ["isolation", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Seated Calf Raise",
  "shortDescription": "Sitting on a bench with dumbbells on the knees, raise the heels.",
  "description": "Dumbbells resting on the thighs load the soleus in a seated position, with the spine unloaded.\n- Works the **calves** at home or in any gym",
  "instructions": ["Sit on the end of a bench with the balls of the feet on a plate or step.", "Rest a dumbbell on each thigh just above the knees.", "Lower the heels as far as possible.", "Press up onto the toes and hold for a second.", "Lower slowly and repeat."],
  "usageInstructions": "A calf accessory: 3-4 sets of 15-25 reps.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [15, 25], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": [],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["ankle"], "mobilityRequirements": ["ankle_dorsiflexion"], "tags": ["isolation", "beginner_friendly", "home_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Leg Press Calf Raise",
  "shortDescription": "Press the leg press platform with the toes, moving only at the ankles.",
  "description": "With the balls of the feet on the edge of the platform and the knees straight, you push the sled with the calves alone.\n- Heavy **calf** work with the back supported",
  "instructions": ["Sit in the leg press and place the balls of the feet on the bottom edge of the platform.", "Press the sled up with straight legs, keeping the safety catches on.", "Let the platform push the toes back toward you for a stretch.", "Press the platform away by pointing the feet.", "Keep the knees straight but not locked throughout."],
  "usageInstructions": "A calf builder: 3-4 sets of 10-20 reps.",
  "safetyNotes": "Keep the safety catches engaged. A slipping foot can let the sled drop: keep the balls of the feet firmly on the platform.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 20], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": [],
  "equipmentRequired": ["leg_press_machine"],
  "joints": ["ankle"], "mobilityRequirements": ["ankle_dorsiflexion"], "tags": ["isolation", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Leg Leg Press Calf Raise",
  "shortDescription": "A leg press calf raise with one foot at a time.",
  "description": "Working one calf at a time on the leg press evens out sides and heavily loads each one.\n- Unilateral **calf** work with the back supported",
  "instructions": ["Sit in the leg press and place the ball of one foot on the bottom edge of the platform.", "Press the sled up and keep the safety catches on.", "Let the toes come back for a full stretch.", "Push the platform away with the calf.", "Finish the set and switch legs."],
  "usageInstructions": "A calf accessory: 3 sets of 10-15 reps per leg.",
  "safetyNotes": "Use a light load and keep the foot firmly placed.",
  "difficultyLevel": 3, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 3], "reps": [10, 15], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": [],
  "equipmentRequired": ["leg_press_machine"],
  "joints": ["ankle"], "mobilityRequirements": ["ankle_dorsiflexion"], "tags": ["isolation", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Donkey Calf Raise",
  "shortDescription": "A calf raise bent over at the hips with the hands on a bench.",
  "description": "Hinging forward stretches the gastrocnemius at the bottom, which many lifters feel strongly.\n- Trains the **calves** in a long position",
  "instructions": ["Stand with the balls of the feet on a step and lean forward to rest the hands on a bench.", "Keep the back flat and the knees almost straight.", "Lower the heels as far as possible.", "Rise up onto the toes and pause.", "Lower slowly and repeat. Add a dip belt or a partner on the hips to load it."],
  "usageInstructions": "A calf accessory: 3-4 sets of 12-20 reps.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [12, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": [],
  "equipmentRequired": ["flat_bench"],
  "joints": ["ankle"], "mobilityRequirements": ["ankle_dorsiflexion", "hamstring_flexibility"], "tags": ["isolation"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Banded Ankle Plantar Flexion",
  "shortDescription": "Sitting with the leg straight, point the foot against a band held in the hands.",
  "description": "Pushing the ball of the foot into a band is a gentle way to load the calf without standing on the ankle.\n- Light, non-weight-bearing **calf** work for rehab",
  "instructions": ["Sit on the floor with one leg straight.", "Loop a band around the ball of that foot and hold the ends.", "Point the foot away against the band.", "Hold briefly at the end of the range.", "Return slowly and switch sides after the set."],
  "usageInstructions": "Rehab: 2-3 sets of 15-25 reps per foot.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [15, 25], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": [],
  "equipmentRequired": ["resistance_band"],
  "joints": ["ankle"], "mobilityRequirements": [], "tags": ["isolation", "rehab_friendly", "beginner_friendly", "home_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Eccentric Heel Drop",
  "shortDescription": "Rise on both feet, then lower slowly on one foot off a step.",
  "description": "Going up on two feet and down on one puts a heavy, slow lowering load on the calf and the Achilles tendon.\n- Tendon-strengthening work for the **calves**",
  "instructions": ["Stand on a step with the balls of both feet on the edge.", "Rise onto the toes using both legs.", "Lift one foot off and lower the other heel slowly below the step over 3-5 seconds.", "Put the other foot back and rise on both again.", "Repeat for the set, then switch legs."],
  "usageInstructions": "Achilles and calf resilience: 3 sets of 10-15 per leg, daily or every other day in rehab.",
  "safetyNotes": "Mild discomfort can be normal in tendon rehab, sharp pain is not. Follow a clinician's plan if you have a tendon injury.",
  "difficultyLevel": 3, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [4, 0, 1], "sets": [3, 3], "reps": [10, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": [],
  "equipmentRequired": [],
  "joints": ["ankle"], "mobilityRequirements": ["ankle_dorsiflexion"], "tags": ["isolation", "rehab_friendly", "home_friendly"],
  "contraindications": ["ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Tibialis Raise",
  "shortDescription": "Leaning back against a wall, lift the toes toward the shins.",
  "description": "Raising the toes against gravity works the tibialis anterior on the front of the shin, grouped here with the lower-leg muscles.\n- Balances the **calves** and helps prevent shin splints",
  "instructions": ["Stand with your back against a wall and the heels about a foot in front of it.", "Keep the legs straight and the weight on the heels.", "Pull the toes up toward the shins as high as you can.", "Pause at the top.", "Lower the toes slowly without letting them slap down."],
  "usageInstructions": "Shin strength for runners and jumpers: 2-3 sets of 15-30 reps.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 1, 1], "sets": [2, 3], "reps": [15, 30], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["endurance", "strength"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": [],
  "equipmentRequired": [],
  "joints": ["ankle"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "rehab_friendly", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Wall Calf Stretch",
  "shortDescription": "Lean into a wall with one leg back and the heel pressed down.",
  "description": "Pressing the rear heel down while leaning forward stretches the calf muscles and Achilles.\n- Improves **calf** flexibility and ankle range",
  "instructions": ["Stand facing a wall with the hands on it at shoulder height.", "Step one foot back, heel down and toes forward.", "Bend the front knee and lean into the wall until the back calf stretches.", "Hold, breathing slowly; bend the back knee slightly to move the stretch lower.", "Switch sides."],
  "usageInstructions": "Cool-down or mobility: 2-3 holds of 30-45 seconds per side (reps are seconds held).",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 30, 0], "sets": [2, 3], "reps": [30, 45], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["mobility"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": [],
  "equipmentRequired": [],
  "joints": ["ankle", "knee"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "warm_up"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Knee-to-Wall Ankle Mobilization",
  "shortDescription": "Half-kneeling in front of a wall, drive the front knee forward over the toes.",
  "description": "Rocking the knee toward the wall while the heel stays down opens ankle dorsiflexion for squats and lunges.\n- Mobilises the ankle and stretches the **calves**",
  "instructions": ["Kneel on one knee facing a wall with the front foot a few centimetres from it.", "Keep the front heel flat on the floor.", "Drive the front knee forward over the middle toes to touch the wall.", "Pause, then return; move the foot back a little when it gets easy.", "Repeat and switch sides."],
  "usageInstructions": "Before squatting or lunging: 2 sets of 10-15 rocks per side.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [1, 1, 1], "sets": [2, 2], "reps": [10, 15], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["mobility"], "movementPattern": ["lunge"],
  "primaryMuscles": ["calves"], "secondaryMuscles": [],
  "equipmentRequired": [],
  "joints": ["ankle", "knee"], "mobilityRequirements": ["ankle_dorsiflexion"], "tags": ["warm_up", "home_friendly", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Banded Standing March",
  "shortDescription": "Standing tall with a band around the feet, drive one knee up at a time.",
  "description": "A mini band around the feet resists each knee lift, training the hip flexors through full range.\n- Strengthens the **hip flexors** and challenges balance",
  "instructions": ["Place a mini band around the middle of both feet.", "Stand tall near a wall for balance if needed.", "Drive one knee up to hip height against the band, keeping the chest tall.", "Hold for a moment, then lower with control.", "Alternate legs for the set."],
  "usageInstructions": "Warm-up or sprint preparation: 2-3 sets of 10-15 lifts per leg.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 1, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["hip_flexors"], "secondaryMuscles": ["abs", "quads"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["hip"], "mobilityRequirements": ["hip_flexion"], "tags": ["warm_up", "home_friendly", "athletic"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Supine Psoas March",
  "shortDescription": "Lying on your back with a band around the feet, pull one knee toward the chest.",
  "description": "Driving a knee past 90 degrees against a band, with the back flat, targets the deep hip flexor.\n- Strengthens the **hip flexors** at end range",
  "instructions": ["Lie on your back with a mini band around both feet.", "Lift both legs so the hips and knees are at 90 degrees.", "Press the lower back gently into the floor.", "Straighten one leg toward the floor while the other knee pulls in toward the chest.", "Switch legs slowly, keeping the lower back down."],
  "usageInstructions": "Core and hip flexor work: 2-3 sets of 8-12 reps per leg.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [8, 12], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["hip_flexors"], "secondaryMuscles": ["abs"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["hip"], "mobilityRequirements": ["hip_flexion"], "tags": ["home_friendly", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Standing Hip Flexion",
  "shortDescription": "Facing away from a low cable, drive the strapped knee forward and up.",
  "description": "An ankle strap on a low pulley lets you load the hip flexors progressively.\n- Strengthens the **hip flexors** for sprinting and kicking",
  "instructions": ["Attach an ankle strap to a low pulley and fasten it to one ankle.", "Face away from the machine and hold it for balance.", "Drive the strapped knee forward and up to hip height.", "Keep the torso tall and avoid leaning back.", "Lower slowly; finish the set and switch legs."],
  "usageInstructions": "An accessory for athletes: 2-3 sets of 10-15 reps per leg.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["hip_flexors"], "secondaryMuscles": ["quads", "abs"],
  "equipmentRequired": ["cable_station"],
  "joints": ["hip"], "mobilityRequirements": ["hip_flexion"], "tags": ["athletic"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Straight-Leg Raise",
  "shortDescription": "Lying on your back, lift one straight leg to the height of the other bent knee.",
  "description": "With one knee bent for support, you tighten the thigh and raise the straight leg, working the quads without bending the knee.\n- A rehab classic for the **quads** and **hip flexors**",
  "instructions": ["Lie on your back with one knee bent and that foot flat.", "Straighten the other leg and tighten the front of the thigh.", "Lift the straight leg until it is level with the bent knee.", "Hold for a second, keeping the knee locked straight.", "Lower slowly; finish the set and switch legs."],
  "usageInstructions": "Rehab or beginners: 2-3 sets of 10-15 reps per leg. Add an ankle weight to progress.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["quads", "hip_flexors"], "secondaryMuscles": ["abs"],
  "equipmentRequired": [],
  "joints": ["hip", "knee"], "mobilityRequirements": [], "tags": ["rehab_friendly", "beginner_friendly", "home_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Banded Terminal Knee Extension",
  "shortDescription": "With a band behind the knee, straighten the knee fully against the band.",
  "description": "A band anchored in front pulls the knee into a bend, and you squeeze the quads to lock it straight.\n- Strengthens the **quads**, especially the inner quad, through the last degrees of extension",
  "instructions": ["Anchor a loop band at knee height and step into it so it sits behind one knee.", "Step back until the band is taut, with the knee slightly bent.", "Straighten the knee fully by squeezing the thigh, pushing back into the band.", "Hold the lockout for a second.", "Let the knee bend slightly again and repeat; switch legs after the set."],
  "usageInstructions": "Knee rehab or warm-up: 2-3 sets of 15-20 reps per leg.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [1, 1, 1], "sets": [2, 3], "reps": [15, 20], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads"], "secondaryMuscles": [],
  "equipmentRequired": ["resistance_band"],
  "joints": ["knee"], "mobilityRequirements": [], "tags": ["isolation", "rehab_friendly", "warm_up", "beginner_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Reverse Nordic Curl",
  "shortDescription": "Kneeling upright, lean back with a straight line from knees to head and return.",
  "description": "Leaning backward from a tall kneel stretches and loads the quads through a long range.\n- Trains the **quads** at long lengths and the hip flexors",
  "instructions": ["Kneel on a pad with the knees hip width apart and the feet behind.", "Keep the hips straight and the body in a line from knees to head.", "Lean back slowly as far as you can control.", "Pause at the deepest point without bending at the hips.", "Pull yourself back upright with the quads."],
  "usageInstructions": "Quad accessory: 2-3 sets of 6-12 reps. Hold a band anchored in front for help.",
  "safetyNotes": "Build range over weeks. Stop with any pain at the front of the knee.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [3, 1, 1], "sets": [2, 3], "reps": [6, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy", "mobility"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads"], "secondaryMuscles": ["hip_flexors", "abs"],
  "equipmentRequired": [],
  "joints": ["knee", "hip"], "mobilityRequirements": [], "tags": ["home_friendly", "isolation"],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kneeling Hip Flexor Stretch",
  "shortDescription": "In a half-kneel, tuck the pelvis and shift forward to stretch the front of the hip.",
  "description": "Tucking the tailbone and shifting the hips forward stretches the hip flexors of the back leg.\n- Lengthens the **hip flexors** tightened by sitting",
  "instructions": ["Kneel on one knee on a pad with the other foot flat in front.", "Squeeze the glute of the kneeling leg and tuck the pelvis under.", "Shift the hips forward until you feel a stretch at the front of the back hip.", "Reach the arm on the kneeling side overhead to deepen the stretch.", "Hold, breathing slowly, then switch sides."],
  "usageInstructions": "Mobility work: 2-3 holds of 30-45 seconds per side (reps are seconds held).",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 30, 0], "sets": [2, 3], "reps": [30, 45], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["mobility"], "movementPattern": ["lunge"],
  "primaryMuscles": ["hip_flexors"], "secondaryMuscles": ["quads"],
  "equipmentRequired": [],
  "joints": ["hip", "knee"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "posture", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Couch Stretch",
  "shortDescription": "A deep hip flexor and quad stretch with the back foot up a wall or couch.",
  "description": "With the back knee in the corner and the shin up the wall, you lift the chest to stretch the front of the hip and thigh.\n- Stretches the **hip flexors** and **quads**",
  "instructions": ["Kneel with the back knee close to a wall or couch and the shin running up it.", "Plant the other foot in front in a lunge.", "Squeeze the glute of the back leg and tuck the pelvis.", "Lift the chest slowly toward upright until you feel a strong stretch.", "Hold, breathing calmly, then switch sides."],
  "usageInstructions": "Mobility: 2 holds of 45-90 seconds per side (reps are seconds held).",
  "safetyNotes": "Pad the back knee. Ease in slowly.",
  "difficultyLevel": 3, "technicalComplexity": 1, "mobilityLevel": 4,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 60, 0], "sets": [2, 2], "reps": [45, 90], "restSeconds": [15, 30],
  "minExperienceLevel": "beginner", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["mobility"], "movementPattern": ["lunge"],
  "primaryMuscles": ["hip_flexors", "quads"], "secondaryMuscles": [],
  "equipmentRequired": [],
  "joints": ["hip", "knee"], "mobilityRequirements": [], "tags": ["home_friendly", "posture"],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Standing Hip Circle",
  "shortDescription": "Standing on one leg, draw the biggest slow circle you can with the other knee.",
  "description": "Lifting one knee and tracing a slow circle out to the side and back takes the hip through flexion, rotation and extension in one controlled sweep.\n- Active hip mobility for the **glutes** and hip flexors\n- A quick warm-up before squats, lunges or runs",
  "instructions": ["Stand tall beside a wall or rack and hold it with one hand.", "Lift the outside knee up in front of you to hip height.", "Open the knee slowly out to the side as far as it goes without the pelvis twisting.", "Sweep the thigh back behind you and bring the knee down and forward to finish the circle.", "Do the circles in one direction, then reverse them, and switch legs."],
  "usageInstructions": "Warm-up: 1-2 sets of 5 slow circles each direction per leg.",
  "difficultyLevel": 1, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 0, 2], "sets": [1, 2], "reps": [5, 8], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["mobility", "balance"], "movementPattern": ["rotation"],
  "primaryMuscles": ["glutes", "hip_flexors"], "secondaryMuscles": ["abductors", "adductors"],
  "equipmentRequired": [],
  "joints": ["hip"], "mobilityRequirements": ["hip_flexion"], "tags": ["warm_up", "home_friendly", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Pigeon Stretch",
  "shortDescription": "A deep glute stretch with the front shin across the body and the back leg long.",
  "description": "Folding over a front leg bent across the body stretches the glutes and outer hip.\n- A strong stretch for the **glutes**",
  "instructions": ["From a push-up or hands-and-knees position, bring one knee forward behind the same-side wrist.", "Angle the shin across the body and extend the other leg straight back.", "Square the hips and lower them toward the floor.", "Walk the hands forward and fold over the front leg if comfortable.", "Hold, breathing slowly, then switch sides."],
  "usageInstructions": "Cool-down or mobility: 2 holds of 30-60 seconds per side (reps are seconds held).",
  "safetyNotes": "Keep the front shin closer to the body if the front knee complains.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 4,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 45, 0], "sets": [2, 2], "reps": [30, 60], "restSeconds": [15, 30],
  "minExperienceLevel": "beginner", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["mobility"], "movementPattern": ["rotation"],
  "primaryMuscles": ["glutes"], "secondaryMuscles": ["hip_flexors"],
  "equipmentRequired": [],
  "joints": ["hip", "knee"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Supine Figure-Four Stretch",
  "shortDescription": "Lying on your back, cross one ankle over the other knee and pull the legs in.",
  "description": "This gentle glute stretch is done on your back, so it is easy to control.\n- Stretches the **glutes** and outer hip",
  "instructions": ["Lie on your back with both knees bent and the feet flat.", "Cross one ankle over the opposite knee.", "Reach through and hold the back of the supporting thigh.", "Pull the thigh toward the chest until you feel the stretch in the crossed leg's glute.", "Hold, breathing slowly, then switch sides."],
  "usageInstructions": "Cool-down or a back-friendly stretch: 2 holds of 30-45 seconds per side (reps are seconds held).",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 30, 0], "sets": [2, 2], "reps": [30, 45], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["mobility"], "movementPattern": ["rotation"],
  "primaryMuscles": ["glutes"], "secondaryMuscles": [],
  "equipmentRequired": [],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Frog Stretch",
  "shortDescription": "On forearms and knees, widen the knees and sit the hips back to stretch the inner thighs.",
  "description": "Spreading the knees wide on all fours and rocking back stretches the adductors deeply.\n- Opens the **adductors** and hips",
  "instructions": ["Kneel on a mat and rest on the forearms.", "Slide the knees wide apart with the ankles in line with the knees.", "Keep the back flat and slowly rock the hips back toward the heels.", "Stop at a strong stretch in the inner thighs.", "Hold or rock gently back and forth."],
  "usageInstructions": "Mobility work: 2-3 holds of 30-60 seconds or 10 slow rocks.",
  "safetyNotes": "Pad the knees. Ease into the range.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 4,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 30, 0], "sets": [2, 3], "reps": [30, 60], "restSeconds": [15, 30],
  "minExperienceLevel": "beginner", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["mobility"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["adductors"], "secondaryMuscles": [],
  "equipmentRequired": [],
  "joints": ["hip", "knee"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Adductor Rock-Back",
  "shortDescription": "On hands and knees with one leg out to the side, rock the hips back and forth.",
  "description": "Extending one leg sideways from all fours and rocking back mobilises the inner thigh gently and actively.\n- Mobilises the **adductors** before squats",
  "instructions": ["Start on hands and knees.", "Straighten one leg out to the side with the foot flat.", "Keeping the back flat, rock the hips back toward the heel of the bent leg.", "Stop at a stretch along the inner thigh of the straight leg.", "Rock forward again; finish the set and switch sides."],
  "usageInstructions": "Warm-up: 2 sets of 8-12 rocks per side.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 1], "sets": [2, 2], "reps": [8, 12], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["mobility"], "movementPattern": ["hinge"],
  "primaryMuscles": ["adductors"], "secondaryMuscles": ["hamstrings"],
  "equipmentRequired": [],
  "joints": ["hip", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["warm_up", "home_friendly"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Deep Squat Hold",
  "shortDescription": "Sit at the bottom of a bodyweight squat and stay there.",
  "description": "Spending time in the bottom of a squat, heels down and chest up, builds comfort and mobility in the position.\n- Mobilises the hips and ankles while the **quads** and **glutes** hold",
  "instructions": ["Stand with the feet a little wider than the hips and the toes turned out.", "Squat all the way down, heels flat.", "Press the elbows gently into the inside of the knees and lift the chest.", "Hold the position, breathing slowly and shifting gently side to side.", "Stand up with the hands on the knees if needed."],
  "usageInstructions": "Mobility: 2-3 holds of 30-60 seconds (reps are seconds held). Hold a post or counterweight if you tip back.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 5,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 30, 0], "sets": [2, 3], "reps": [30, 60], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["mobility"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["adductors", "calves"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion"], "tags": ["home_friendly", "warm_up"],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Front-to-Back Leg Swing",
  "shortDescription": "Holding a wall, swing one leg forward and back in a controlled arc.",
  "description": "Swinging the leg through a growing range warms up the hamstrings and hip flexors before running or lifting.\n- Dynamic mobility for the **hamstrings** and **hip flexors**",
  "instructions": ["Stand side-on to a wall and hold it with the near hand.", "Stand tall on the inside leg.", "Swing the outside leg forward and back like a pendulum.", "Start small and let the range grow with each swing.", "Finish the set and switch legs."],
  "usageInstructions": "Warm-up: 1-2 sets of 10-15 swings per leg.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [1, 0, 1], "sets": [1, 2], "reps": [10, 15], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["mobility"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["hamstrings", "hip_flexors"], "secondaryMuscles": ["glutes"],
  "equipmentRequired": [],
  "joints": ["hip"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["warm_up", "home_friendly", "athletic"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Lateral Leg Swing",
  "shortDescription": "Facing a wall, swing one leg side to side across the body.",
  "description": "Swinging the leg across the body and out to the side warms up the inner and outer thighs.\n- Dynamic mobility for the **adductors** and **abductors**",
  "instructions": ["Stand facing a wall and rest both hands on it.", "Shift the weight onto one leg.", "Swing the other leg across in front of you and then out to the side.", "Grow the range gradually with each swing.", "Finish the set and switch legs."],
  "usageInstructions": "Warm-up: 1-2 sets of 10-15 swings per leg.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [1, 0, 1], "sets": [1, 2], "reps": [10, 15], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["mobility"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["adductors", "abductors"], "secondaryMuscles": ["glutes"],
  "equipmentRequired": [],
  "joints": ["hip"], "mobilityRequirements": [], "tags": ["warm_up", "home_friendly", "athletic"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Supine Banded Hamstring Stretch",
  "shortDescription": "Lying on your back, raise one straight leg with a band around the foot.",
  "description": "Using a band to draw a straight leg toward you stretches the hamstrings while the back stays supported.\n- A back-friendly **hamstring** stretch",
  "instructions": ["Lie on your back and loop a band or strap around one foot.", "Keep the other leg straight on the floor or bent with the foot flat.", "Straighten the banded leg and lift it, pulling gently with the band.", "Stop at a moderate stretch behind the thigh with the knee straight.", "Hold, breathing slowly, then switch legs."],
  "usageInstructions": "Cool-down or mobility: 2 holds of 30-45 seconds per leg (reps are seconds held).",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 30, 0], "sets": [2, 2], "reps": [30, 45], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "resistance_band", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["mobility"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings"], "secondaryMuscles": ["calves"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["hip", "knee"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["home_friendly", "beginner_friendly", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Back Squat', $json${"title": "Screw the feet into the floor", "description": "Grip the floor with the whole foot and imagine twisting the feet outward without moving them. The knees then track over the toes and the hips feel more stable.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Back Squat', $json${"title": "Breathe in before you bend", "description": "Take a big breath into the belly at the top, brace as if someone were about to poke your stomach, and hold it until you are past the hardest part of the way up.", "tipCategory": "breathing", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Front Squat', $json${"title": "Lead with the elbows", "description": "As you stand out of the bottom, think of driving the elbows up first. The chest follows and the bar stays on the shoulders instead of rolling forward.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Front Squat', $json${"title": "Use a partial grip", "description": "You do not need the whole hand around the bar. Two or three fingers under it are enough if the bar rests on the shoulders; that spares stiff wrists.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Safety Bar Squat', $json${"title": "Fight the forward pull", "description": "The camber wants to tip you forward. Push the upper back up into the yoke on the way up and keep your hands light on the handles, or hold the rack to spot yourself with your hands.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Low-Bar Back Squat', $json${"title": "Find the shelf", "description": "Squeeze the shoulder blades together to create a shelf of muscle below the spine of the scapula, and set the bar there. A bar that sits on bone will slide.", "tipCategory": "setup", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Box Squat', $json${"title": "Sit back, then stay tight", "description": "Reach the hips back to the box while the shins stay near vertical. On the box, keep the brace and the weight on the heels; only the hip flexors relax a little.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Goblet Squat', $json${"title": "Use the elbows as a depth gauge", "description": "Let the elbows brush the inside of the knees at the bottom. That tells you you are deep enough and nudges the knees out at the same time.", "tipCategory": "technique", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Goblet Squat', $json${"title": "Go up in weight, then up in reps", "description": "Once 3 sets of 12 feel easy, move to a heavier dumbbell and drop back to 8 reps. When the heaviest bell is easy, move to front or back squats.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Bodyweight Squat', $json${"title": "Pause to learn the bottom", "description": "Hold the bottom of each rep for two seconds during the first weeks. It builds confidence in the deep position and exposes heels that want to lift.", "tipCategory": "progression", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Bodyweight Squat', $json${"title": "Arms forward, chest up", "description": "Reaching both arms straight forward acts as a counterweight, making it much easier to sit down without falling back.", "tipCategory": "technique", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Smith Machine Squat', $json${"title": "Place the feet for the muscle you want", "description": "Feet under the bar bias the quads; feet a little forward let the hips sit back more. Find the spot where your heels stay down and the lower back stays neutral.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Split Squat', $json${"title": "Go straight down, not forward", "description": "Think of the back knee dropping like an elevator toward the floor. If the front knee shoots forward, the step is too short.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Bulgarian Split Squat', $json${"title": "Measure the stance from the bench", "description": "Sit on the bench, then step one leg out until the front shin can stay near vertical at the bottom. That is your stance; mark it with a plate so you find it again.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Bulgarian Split Squat', $json${"title": "Lean to choose the muscle", "description": "A tall torso keeps the work in the quads; a slight forward lean with the chest over the front thigh brings in more glute.", "tipCategory": "mind_muscle", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Bulgarian Split Squat', $json${"title": "Start with the weaker leg", "description": "Do your first set with the weaker side and match its reps with the stronger side. Over weeks the gap shrinks instead of widening.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Pistol Squat', $json${"title": "Use a counterweight", "description": "Holding a light plate or dumbbell out in front makes the pistol easier, not harder, because it balances you as the hips sit back.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Wall Sit', $json${"title": "Progress by time, then load", "description": "Add 10 seconds per week to each hold. Once 60 seconds is easy, rest a plate on the thighs instead of going longer.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Forward Lunge', $json${"title": "Brake with the front heel", "description": "Land heel first and let the front heel take the stopping force. Pushing back off the heel keeps the work in the legs rather than on the kneecap.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Reverse Lunge', $json${"title": "Keep a wide track", "description": "Step back as if on train tracks, not a tightrope. Feet hip width apart side to side make balancing far easier.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Reverse Lunge', $json${"title": "Feel the front glute", "description": "Drive up through the front heel and finish by squeezing the glute of the front leg. The back leg only helps balance.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Reverse Lunge', $json${"title": "Use a deficit to progress", "description": "Once heavier dumbbells become awkward to hold, stand on a low plate to add range instead of load.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Walking Lunge', $json${"title": "Pause between steps", "description": "Bring the back foot through and touch it down next to the front one before taking the next step while you learn. It removes momentum and improves balance.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Walking Lunge', $json${"title": "Strap up for leg work", "description": "If the grip fails before the legs, use lifting straps. The goal is to tire the legs, not the hands.", "tipCategory": "safety", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Lateral Lunge', $json${"title": "Sit into the bent hip", "description": "Push the hips back toward the heel of the bent leg as if sitting onto a stool beside you, rather than just bending the knee sideways.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cossack Squat', $json${"title": "Start high and hold on", "description": "Begin with partial depth holding a rack or door frame. Add depth only when you can keep the heel of the bent leg down.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Step-Up', $json${"title": "Let the top leg do the work", "description": "Keep the bottom foot relaxed and lift its toes if needed. If you bounce off the bottom foot, the top leg skips the hardest part of the rep.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Step-Up', $json${"title": "Choose the right box", "description": "A box at about knee height or a little lower works well. Much higher turns the lift into a hip-flexion strain and a balance act.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Leg Press', $json${"title": "Own the bottom position", "description": "Lower the sled until the hips are about to lift, then note that depth and stop there every rep. Range should be set by your hips, not by how much the sled can travel.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Leg Press', $json${"title": "Push through the whole foot", "description": "Keep the heels and the balls of the feet on the platform. Pressing through the toes alone sends the load into the knees.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Single-Leg Leg Press', $json${"title": "Use it to find asymmetries", "description": "Log each leg's reps at the same weight. A gap larger than about 10% is a reason to start single-leg sets with the weaker leg.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Lying Leg Curl', $json${"title": "Point or flex to change the feel", "description": "Pulling the toes toward the shins lets the calves help; pointing the toes away takes the calves out and makes the hamstrings work harder.", "tipCategory": "mind_muscle", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Lying Leg Curl', $json${"title": "Keep the hips pinned", "description": "Press the front of the hips into the bench through every rep. When they lift, the lower back arches and the hamstrings lose tension.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Seated Leg Curl', $json${"title": "Line up the knee with the pivot", "description": "Adjust the back pad so the knee joint sits level with the machine's axis. A misaligned knee makes the movement jerky and loads the joint.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Nordic Hamstring Curl', $json${"title": "Start with partial lowers", "description": "Begin by lowering only as far as you can stop, then push back up with the hands. Extend the range a little each week.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Nordic Hamstring Curl', $json${"title": "Squeeze the glutes", "description": "Keep the glutes tight so the hips stay straight. Bending at the hips is the body's way of shortening the lever and dodging the hamstrings.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Stability Ball Hamstring Curl', $json${"title": "Hips first, then knees", "description": "Lift the hips before you curl and keep them up the whole time. The bridge is half the exercise.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Romanian Deadlift', $json${"title": "Push the hips to the wall", "description": "Imagine a wall behind you and try to touch it with your backside. The bar then lowers itself, and the hamstrings load instead of the lower back.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Romanian Deadlift', $json${"title": "Depth is set by the hamstrings", "description": "Stop where the hamstrings are fully stretched and the back is still flat. For most people this is just below the knees, not the floor.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Romanian Deadlift', $json${"title": "Drag the dumbbells down the legs", "description": "Keep the dumbbells touching the thighs all the way down and up. The further they drift away, the more the lower back has to hold.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Single-Leg Romanian Deadlift', $json${"title": "Point the back toes down", "description": "Keep the toes of the lifted leg pointing at the floor. When they turn out, the hip has opened and you lose the stretch and balance.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Single-Leg Romanian Deadlift', $json${"title": "Use a light touch for balance", "description": "Hold a rack or wall with the free hand while you learn. You will load the hamstring more when you are not fighting to stay upright.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Stiff-Leg Deadlift', $json${"title": "Lift from blocks if needed", "description": "If the back rounds before the plates reach the floor, raise the bar on blocks or plates so every rep stays inside your range.", "tipCategory": "safety", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Good Morning', $json${"title": "Start with an empty bar", "description": "The lever is long, so small loads feel heavy. Learn the movement with an empty bar and add weight slowly.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Hip Thrust', $json${"title": "Chin tucked, eyes forward", "description": "Look forward at the top rather than up at the ceiling. It keeps the ribs down so the glutes finish the lift instead of the lower back.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Hip Thrust', $json${"title": "Find the shin angle", "description": "At the top the shins should be vertical. Feet too far away turn it into a hamstring exercise; too close and the quads take over.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Hip Thrust', $json${"title": "Add a pause at the top", "description": "Hold each rep at the top for two to three seconds. A light dumbbell becomes much harder without any extra weight.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Glute Bridge', $json${"title": "Tuck the pelvis slightly", "description": "Before lifting, gently flatten the lower back into the floor. Then lift with the glutes so the back does not arch at the top.", "tipCategory": "mind_muscle", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Glute Bridge', $json${"title": "Progress to one leg", "description": "When 20 reps are easy, move to a marching bridge and then a single-leg bridge before adding weight.", "tipCategory": "progression", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Single-Leg Glute Bridge', $json${"title": "Check the hips with your hands", "description": "Place your hands on the hip bones. If one drops as you lift, lower the range until you can keep both level.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Glute Kickback', $json${"title": "Lean forward a little", "description": "A slight forward lean of the torso lets the hip extend without the lower back arching, so the glute does the work.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Pull-Through', $json${"title": "Hinge, do not squat", "description": "Keep the shins nearly vertical and push the hips back. If the knees bend a lot, it turns into a squat and the glutes do less.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Clamshell', $json${"title": "Roll slightly forward", "description": "Roll the top hip a little forward before you lift the knee. It stops the pelvis rolling back and keeps the work in the side of the hip.", "tipCategory": "technique", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Banded Lateral Walk', $json${"title": "Stay low and slow", "description": "Keep a quarter squat the whole time and move slowly. Standing tall and shuffling quickly lets the band do the work for you.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Side-Lying Hip Abduction', $json${"title": "Lead with the heel", "description": "Let the heel lead the leg up and keep the toes facing forward. When the toes rotate to the ceiling, the hip flexor takes over.", "tipCategory": "mind_muscle", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Copenhagen Plank', $json${"title": "Build with the short lever", "description": "Master 30-second holds with the knee on the bench before moving the support to the ankle.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Standing Calf Raise', $json${"title": "Pause at both ends", "description": "Hold the top for a second and the bottom stretch for a second. Bouncing lets the Achilles do the work instead of the calves.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Single-Leg Calf Raise', $json${"title": "Push through the big toe", "description": "Keep the pressure over the big toe as you rise. Rolling to the outside of the foot shortens the range and strains the ankle.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Leg Press Calf Raise', $json${"title": "Keep the safeties on", "description": "Do calf raises with the safety catches engaged so the sled cannot fall toward you if a foot slips.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Seated Calf Raise', $json${"title": "Use high reps", "description": "The soleus responds well to long sets. Work in the 15-25 range and add a pause at the stretch.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Box Jump', $json${"title": "The box is not the score", "description": "Judge a box jump by how high your hips travel, not how tall the box is. Landing in a deep squat on a tall box means the box is too high.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Box Jump', $json${"title": "Land quietly", "description": "Aim for a silent landing on the whole foot with the knees bending. Loud landings mean the joints are absorbing the force instead of the muscles.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Squat Jump', $json${"title": "Reset between reps for power", "description": "For power, stand tall and pause before each jump. For conditioning, rebound straight into the next rep.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Broad Jump', $json${"title": "Stick the landing", "description": "Count a jump only if you can hold the landing for a second without stepping. That trains the deceleration that protects the knees.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Kneeling Hip Flexor Stretch', $json${"title": "Tuck first, lean second", "description": "Tuck the pelvis and squeeze the glute before moving forward. Most people lean forward without tucking and only stretch the lower back.", "tipCategory": "technique", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Tibialis Raise', $json${"title": "Move the feet away to progress", "description": "The further your heels are from the wall, the harder the raise. Move them out a few centimetres once 25 reps are easy.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Spanish Squat', $json${"title": "Hold, then move", "description": "Start with long isometric holds. When they feel easy, do slow reps within the same pain-free range.", "tipCategory": "progression", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Sissy Squat', $json${"title": "Keep the hips forward", "description": "The line from the knees to the shoulders should stay straight. If the hips fold, it becomes a regular squat and the quads lose the stretch.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Pause Squat', $json${"title": "Count out loud", "description": "Say the pause count in your head, or out loud, at a steady pace. Most people cut pauses short when the set gets hard.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('High Box Squat', $json${"title": "Lower the box slowly", "description": "Drop the box height by a couple of centimetres only when the current height has been pain-free for a full week.", "tipCategory": "progression", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Partial-Range Leg Press', $json${"title": "Use a mark on the rail", "description": "Put tape on the rail or use the safety stops at your chosen depth so every rep stops in the same place.", "tipCategory": "setup", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Smith Machine Hip Thrust', $json${"title": "Set the bench height", "description": "The edge of the bench should sit just below the shoulder blades. Higher and you cannot reach full hip extension; lower and the neck gets strained.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Eccentric Lying Leg Curl', $json${"title": "Count the lowering", "description": "Lower each rep over a strict four to five seconds. If you cannot, the weight is too heavy for the eccentric.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Goblet Lateral Lunge', $json${"title": "Keep the straight leg truly straight", "description": "Lock the trailing knee and press its foot flat. That is what stretches the inner thigh under load.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Depth Jump', $json${"title": "Step, do not jump, off the box", "description": "Simply step forward and fall. Jumping off the box raises the drop height and makes the landing much harsher.", "tipCategory": "safety", "targetLevel": "advanced"}$json$);
--> statement-breakpoint
SELECT seed_tip('Lateral Bound', $json${"title": "Land on the outside edge first", "description": "Meet the floor with the outside of the foot and roll to the whole foot as you absorb. It guards the ankle and loads the hip.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Frog Pump', $json${"title": "Press with the edges of the feet", "description": "Push through the outside edges of the feet with the soles together. The knees drift out and the glutes fire harder.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Back Squat', $json${"title": "Knees caving in", "description": "On the way up the knees collapse toward each other, usually as the weight gets heavy.", "severity": "high", "mistakeType": "form", "correction": "Push the knees out in line with the toes throughout the rep; lower the load until you can.", "consequences": "Strain on the inner knee and a weak, unstable hip position.", "coachingCues": ["Knees over toes", "Spread the floor"], "injuryRisk": ["knees", "hips"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Back Squat', $json${"title": "Rounding the lower back at the bottom", "description": "The pelvis tucks under and the lower back rounds as you reach depth, often called a butt wink.", "severity": "high", "mistakeType": "range_of_motion", "correction": "Squat only as deep as you can keep a neutral back, brace harder before descending and work on ankle and hip mobility.", "consequences": "Rounding under a heavy bar loads the lumbar discs.", "coachingCues": ["Brace before you bend", "Stop where the back stays flat"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Front Squat', $json${"title": "Elbows dropping", "description": "The elbows sink as you come out of the bottom and the bar rolls forward off the shoulders.", "severity": "high", "mistakeType": "form", "correction": "Drive the elbows up on every rep and strengthen the upper back; use a lighter load or a crossed-arm grip.", "consequences": "Lost reps, a rounded upper back and strain on the wrists.", "coachingCues": ["Elbows high", "Chest up to the ceiling"], "injuryRisk": ["wrists", "upper back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Front Squat', $json${"title": "Forcing a full grip with stiff wrists", "description": "Wrapping all fingers around the bar with poor wrist mobility bends the wrists painfully.", "severity": "medium", "mistakeType": "setup", "correction": "Hold the bar with two or three fingers, use lifting straps as handles or a crossed-arm grip while you work on mobility.", "consequences": "Wrist and elbow pain that carries into other lifts.", "coachingCues": ["Fingertips only", "Bar on the shoulders, not the hands"], "injuryRisk": ["wrists", "elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Safety Bar Squat', $json${"title": "Letting the bar tip you forward", "description": "The camber pulls the chest down, the hips shoot up and the squat turns into a good morning.", "severity": "medium", "mistakeType": "form", "correction": "Push the upper back up into the pads and keep the chest high; hold the rack uprights if you need to steady yourself.", "consequences": "More strain on the lower back and less work for the quads.", "coachingCues": ["Upper back into the pads", "Chest leads"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Low-Bar Back Squat', $json${"title": "Carrying the bar on the wrists", "description": "The hands hold the bar up with bent-back wrists instead of the back supporting it.", "severity": "medium", "mistakeType": "setup", "correction": "Set the bar on the rear delts, keep the wrists straight in line with the forearms and let the back carry it.", "consequences": "Wrist and elbow tendon pain.", "coachingCues": ["Straight wrists", "Back carries the bar"], "injuryRisk": ["wrists", "elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Box Squat', $json${"title": "Dropping onto the box", "description": "Losing control in the last few centimetres and crashing down onto the box.", "severity": "high", "mistakeType": "tempo", "correction": "Lower under control until you just touch the box; reduce the load if you cannot.", "consequences": "Compression of the spine under load.", "coachingCues": ["Touch, do not crash", "Control all the way down"], "injuryRisk": ["lower back", "tailbone"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Goblet Squat', $json${"title": "Heels lifting", "description": "The weight rolls to the toes and the heels lift at the bottom.", "severity": "medium", "mistakeType": "form", "correction": "Widen the stance slightly, turn the toes out, squat to a depth where the heels stay down or stand on small plates under the heels.", "consequences": "Extra load on the knees and poor balance.", "coachingCues": ["Heavy heels", "Whole foot on the floor"], "injuryRisk": ["knees", "ankles"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Goblet Squat', $json${"title": "Letting the dumbbell drift away", "description": "The dumbbell moves away from the chest and pulls the torso forward.", "severity": "low", "mistakeType": "form", "correction": "Keep the dumbbell pinned to the chest with the elbows tucked.", "consequences": "The back rounds and the squat gets shallow.", "coachingCues": ["Hug the bell", "Elbows down"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Bodyweight Squat', $json${"title": "Only bending the knees", "description": "The hips stay forward and the knees slide far over the toes with the heels lifting.", "severity": "medium", "mistakeType": "form", "correction": "Start each rep by reaching the hips back slightly while the knees bend; keep the weight over the mid-foot.", "consequences": "Knee discomfort and weak glute involvement.", "coachingCues": ["Hips and knees together", "Sit between the heels"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Bodyweight Squat', $json${"title": "Half reps", "description": "Stopping well above parallel to get reps done faster.", "severity": "low", "mistakeType": "range_of_motion", "correction": "Slow down and reach at least thighs-parallel on every rep, or squat to a box to learn the depth.", "consequences": "Little strength built in the range that matters.", "coachingCues": ["Hips to knee height", "Own the bottom"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Smith Machine Squat', $json${"title": "Feet directly under the bar with heavy weight", "description": "Standing with the feet right under the bar while pushing heavy loads puts the knees far forward.", "severity": "medium", "mistakeType": "setup", "correction": "Move the feet slightly in front of the bar so the shins stay closer to vertical at the bottom.", "consequences": "Strain at the front of the knees.", "coachingCues": ["Feet slightly forward", "Shins stay steep"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Smith Machine Squat', $json${"title": "Feet too far forward", "description": "Feet placed so far ahead that you lean back into the bar and the lower back arches at the bottom.", "severity": "medium", "mistakeType": "setup", "correction": "Bring the feet back until you can squat with a neutral spine and the hips staying on a straight path.", "consequences": "Lower back strain and loss of tension in the legs.", "coachingCues": ["Stack hips under the bar", "Neutral spine"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Split Squat', $json${"title": "Stance too narrow side to side", "description": "The feet are placed in one line, like a tightrope, and balance is lost.", "severity": "low", "mistakeType": "setup", "correction": "Set the feet hip width apart side to side before you lower.", "consequences": "Wobbling, wasted effort and twisting at the knee.", "coachingCues": ["Train tracks, not a tightrope", "Hips square"], "injuryRisk": ["knees", "ankles"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Bulgarian Split Squat', $json${"title": "Front foot too close to the bench", "description": "A short stance drives the front knee far forward and lifts the front heel.", "severity": "medium", "mistakeType": "setup", "correction": "Step the front foot further out so the shin is near vertical at the bottom and the heel stays down.", "consequences": "Front-of-knee pain and poor balance.", "coachingCues": ["Long stance", "Heel down"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Bulgarian Split Squat', $json${"title": "Pushing off the back foot", "description": "The rear foot presses hard into the bench and does much of the work.", "severity": "low", "mistakeType": "form", "correction": "Relax the rear foot, using it only for balance, and drive through the front heel.", "consequences": "Less work for the front leg and a strained rear hip flexor.", "coachingCues": ["Back foot is a kickstand", "Drive through the front heel"], "injuryRisk": ["hip flexors"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Bulgarian Split Squat', $json${"title": "Rushing the lowering", "description": "Dropping fast into the bottom to bounce out of it.", "severity": "medium", "mistakeType": "tempo", "correction": "Take two to three seconds to lower and pause lightly before standing.", "consequences": "Knee stress and less muscle work.", "coachingCues": ["Slow down, drive up", "Control the bottom"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Pistol Squat', $json${"title": "Heel lifting at the bottom", "description": "The heel of the working foot lifts as you reach depth, tipping you forward.", "severity": "medium", "mistakeType": "range_of_motion", "correction": "Work on ankle mobility, squat to a box or place a small plate under the heel.", "consequences": "Loss of balance and extra knee load.", "coachingCues": ["Heel glued down", "Sit back into the hip"], "injuryRisk": ["knees", "ankles"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Wall Sit', $json${"title": "Knees ahead of the ankles", "description": "The feet are too close to the wall so the knees sit far in front of the ankles.", "severity": "low", "mistakeType": "setup", "correction": "Walk the feet further out until the shins are vertical at the bottom.", "consequences": "Pressure on the kneecaps instead of work for the quads.", "coachingCues": ["Shins vertical", "Back flat on the wall"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Forward Lunge', $json${"title": "Short step", "description": "A step that is too short makes the front knee travel far forward and the heel lift.", "severity": "medium", "mistakeType": "setup", "correction": "Step long enough that the front shin is close to vertical at the bottom.", "consequences": "Front-of-knee strain.", "coachingCues": ["Long step", "Heel down"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Forward Lunge', $json${"title": "Slamming the knee down", "description": "Dropping the back knee onto the floor instead of stopping just above it.", "severity": "medium", "mistakeType": "tempo", "correction": "Lower under control and stop a few centimetres above the floor.", "consequences": "Bruising and irritation of the kneecap.", "coachingCues": ["Kiss the floor", "Control the drop"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Reverse Lunge', $json${"title": "Leaning the torso far forward with a rounded back", "description": "The chest collapses over the front knee as you step back.", "severity": "low", "mistakeType": "form", "correction": "Keep the chest proud with only a slight forward lean and the spine neutral.", "consequences": "Lower back strain and lost balance.", "coachingCues": ["Proud chest", "Neutral spine"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Reverse Lunge', $json${"title": "Knee caving in on the front leg", "description": "The front knee drifts inward as you drive up.", "severity": "high", "mistakeType": "form", "correction": "Keep the knee over the middle toes and reduce the load until you can.", "consequences": "Strain on the inner knee and hip.", "coachingCues": ["Knee over toes", "Push the floor apart"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Walking Lunge', $json${"title": "Narrow steps", "description": "Each foot lands in line with the other, making you sway and twist.", "severity": "low", "mistakeType": "form", "correction": "Step out hip width apart as well as forward.", "consequences": "Instability and twisting at the knees and ankles.", "coachingCues": ["Step wide enough", "Stay tall"], "injuryRisk": ["knees", "ankles"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Walking Lunge', $json${"title": "Pushing off the back toes too early", "description": "Lunging forward by launching off the back leg so the front leg barely works.", "severity": "medium", "mistakeType": "form", "correction": "Shift the weight onto the front leg and stand up through the front heel before bringing the back leg through.", "consequences": "Less work for the front-leg quads and glutes.", "coachingCues": ["Front leg does the lifting", "Stand up, then step"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Walking Lunge', $json${"title": "Going too heavy for the grip", "description": "Dumbbells so heavy that the shoulders round forward and the grip gives out.", "severity": "medium", "mistakeType": "load", "correction": "Use lighter dumbbells or straps and keep the shoulders back.", "consequences": "Rounded posture, forearm fatigue and dropped weights.", "coachingCues": ["Shoulders back", "Load the legs, not the hands"], "injuryRisk": ["upper back", "hands"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Lateral Lunge', $json${"title": "Bent trailing leg", "description": "The straight leg bends, so the movement becomes a wide squat.", "severity": "low", "mistakeType": "form", "correction": "Keep the trailing knee straight and its foot flat.", "consequences": "The inner thigh is not stretched or trained.", "coachingCues": ["Straight leg stays straight", "Sit into one hip"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cossack Squat', $json${"title": "Heel lifting on the bent leg", "description": "The heel of the working leg comes up as you go deep.", "severity": "medium", "mistakeType": "range_of_motion", "correction": "Reduce depth or hold a counterweight in front until you can keep the heel down.", "consequences": "Knee strain and loss of balance.", "coachingCues": ["Heel down", "Only as deep as you own"], "injuryRisk": ["knees", "ankles"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Step-Up', $json${"title": "Pushing off the bottom foot", "description": "Bouncing off the floor leg to get up, so the top leg does little.", "severity": "medium", "mistakeType": "form", "correction": "Lift the toes of the bottom foot and let the top leg lift you.", "consequences": "Weak single-leg gains and uneven legs.", "coachingCues": ["Top leg does the work", "Toes up on the bottom foot"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Step-Up', $json${"title": "Dropping down off the box", "description": "Falling back to the floor after each rep instead of lowering.", "severity": "medium", "mistakeType": "tempo", "correction": "Lower slowly with the top leg controlling the descent.", "consequences": "Hard landings on the heel and knee and half the training effect lost.", "coachingCues": ["Lower with control", "Step, do not fall"], "injuryRisk": ["knees", "ankles"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Step-Up', $json${"title": "Box too high", "description": "Using a box so high that the hip folds deeply and the torso rounds forward.", "severity": "medium", "mistakeType": "setup", "correction": "Choose a box that puts the thigh about parallel to the floor or lower.", "consequences": "Strain in the lower back and hip flexor.", "coachingCues": ["Thigh about level", "Stand tall on top"], "injuryRisk": ["lower back", "hips"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Leg Press', $json${"title": "Hips lifting off the seat", "description": "Lowering the sled so deep that the pelvis curls up and the lower back rounds.", "severity": "critical", "mistakeType": "range_of_motion", "correction": "Stop the descent before the hips lift; keep the lower back pressed into the pad.", "consequences": "Heavy load on a rounded lower back can injure the discs.", "coachingCues": ["Hips stay down", "Stop before the tuck"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Leg Press', $json${"title": "Locking the knees hard", "description": "Snapping the knees straight at the top under heavy load.", "severity": "high", "mistakeType": "form", "correction": "Stop just short of lockout with a soft knee, keeping tension in the quads.", "consequences": "Strain on the knee joint, with rare but serious hyperextension injuries.", "coachingCues": ["Soft knees at the top", "Keep tension"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Single-Leg Leg Press', $json${"title": "Hip rolling out", "description": "The working knee falls out and the hip rolls off the pad.", "severity": "medium", "mistakeType": "form", "correction": "Keep the knee in line with the foot and both hips on the seat; lower the load.", "consequences": "Hip and knee stress and the quads do less.", "coachingCues": ["Knee over foot", "Both hips down"], "injuryRisk": ["hips", "knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Lying Leg Curl', $json${"title": "Hips lifting off the pad", "description": "The hips rise to help curl the weight, arching the lower back.", "severity": "medium", "mistakeType": "form", "correction": "Press the hips into the bench and reduce the weight.", "consequences": "Lower back strain and the hamstrings do less.", "coachingCues": ["Hips glued down", "Curl with the legs only"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Lying Leg Curl', $json${"title": "Letting the weight drop", "description": "Curling up quickly and letting the stack fall back down.", "severity": "medium", "mistakeType": "tempo", "correction": "Lower over two to three seconds and stop just before the plates touch.", "consequences": "Less muscle built and jerky strain at the knee.", "coachingCues": ["Slow down", "Do not let the plates touch"], "injuryRisk": ["knees", "hamstrings"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Seated Leg Curl', $json${"title": "Thigh pad too loose", "description": "The thigh pad sits above the legs so the hips lift as you curl.", "severity": "low", "mistakeType": "setup", "correction": "Lower the thigh pad until it holds the legs snugly just above the knees.", "consequences": "The hamstrings are loaded through less range.", "coachingCues": ["Lock the thighs in", "Curl from the knees"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Seated Leg Curl', $json${"title": "Partial reps", "description": "Curling only halfway and turning around early.", "severity": "low", "mistakeType": "range_of_motion", "correction": "Curl until the heels are well under the seat and return until the knees are almost straight.", "consequences": "Less growth for the time spent.", "coachingCues": ["Full curl", "Full stretch"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Nordic Hamstring Curl', $json${"title": "Bending at the hips", "description": "The hips fold and the backside sticks out as you lower.", "severity": "medium", "mistakeType": "form", "correction": "Squeeze the glutes and keep a straight line from knees to shoulders; shorten the range if needed.", "consequences": "The hamstrings are spared and progress stalls.", "coachingCues": ["Squeeze the glutes", "One straight line"], "injuryRisk": ["hamstrings"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Stability Ball Hamstring Curl', $json${"title": "Hips sagging during the curl", "description": "The hips drop toward the floor as the ball rolls in.", "severity": "low", "mistakeType": "form", "correction": "Drive the hips up throughout and shorten the range if you need to.", "consequences": "Less work for the glutes and hamstrings.", "coachingCues": ["Hips high", "Curl and lift"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Romanian Deadlift', $json${"title": "Rounding the back to reach lower", "description": "Chasing the bar to the floor by rounding the spine once the hamstrings have run out of stretch.", "severity": "critical", "mistakeType": "range_of_motion", "correction": "Stop where the back is still flat, usually just below the knee, and push the hips back further rather than reaching down.", "consequences": "Loaded rounding of the lower back risks disc injury.", "coachingCues": ["Hips back, not bar down", "Flat back wins"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Romanian Deadlift', $json${"title": "Squatting the weight down", "description": "Bending the knees a lot so the movement becomes a half deadlift.", "severity": "medium", "mistakeType": "form", "correction": "Keep a fixed soft bend in the knees and move only at the hips.", "consequences": "The hamstrings are never stretched.", "coachingCues": ["Soft knees, fixed", "Hinge at the hips"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Romanian Deadlift', $json${"title": "Dumbbells drifting forward", "description": "The weights swing away from the legs as you hinge.", "severity": "medium", "mistakeType": "form", "correction": "Keep the dumbbells touching the thighs and pull the shoulders back.", "consequences": "More load on the lower back.", "coachingCues": ["Dumbbells on the legs", "Shoulders back"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Romanian Deadlift', $json${"title": "Looking up", "description": "Cranking the neck back to look at the mirror during the hinge.", "severity": "low", "mistakeType": "form", "correction": "Keep the neck in line with the spine, gaze a couple of metres ahead on the floor.", "consequences": "Neck strain.", "coachingCues": ["Long neck", "Eyes down and ahead"], "injuryRisk": ["neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Single-Leg Romanian Deadlift', $json${"title": "Hips opening", "description": "The lifted leg's hip rotates up toward the ceiling.", "severity": "low", "mistakeType": "form", "correction": "Keep both hip bones facing the floor and the back toes pointing down.", "consequences": "Lost balance and less work for the standing glute.", "coachingCues": ["Hips square to the floor", "Toes down"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Single-Leg Romanian Deadlift', $json${"title": "Standing knee locked", "description": "The standing leg is locked straight, loading the back of the knee.", "severity": "low", "mistakeType": "form", "correction": "Keep a soft bend in the standing knee throughout.", "consequences": "Strain behind the knee and poor balance.", "coachingCues": ["Soft standing knee", "Hinge, do not lock"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Stiff-Leg Deadlift', $json${"title": "Jerking the bar off the floor", "description": "Yanking the bar up with a rounded back instead of pulling the slack out first.", "severity": "high", "mistakeType": "tempo", "correction": "Set the back and pull the slack out of the bar before the plates leave the floor.", "consequences": "Lower back strain.", "coachingCues": ["Pull the slack out", "Flat back, then lift"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Good Morning', $json${"title": "Too much weight", "description": "Loading the good morning like a squat, so the back rounds.", "severity": "critical", "mistakeType": "load", "correction": "Keep loads light and progress slowly; stop the set as soon as the back begins to round.", "consequences": "Severe lower back injury is possible.", "coachingCues": ["Light and strict", "Flat back throughout"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Good Morning', $json${"title": "Bending the knees into a squat", "description": "The knees bend more and more and the movement becomes a squat.", "severity": "low", "mistakeType": "form", "correction": "Keep a soft, fixed knee bend and push the hips straight back.", "consequences": "The hamstrings get less work.", "coachingCues": ["Hips back", "Knees stay put"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Hip Thrust', $json${"title": "Arching the lower back at the top", "description": "Finishing the rep by bending the lower back instead of extending the hips.", "severity": "medium", "mistakeType": "form", "correction": "Tuck the chin, keep the ribs down and stop when the hips are level with the torso.", "consequences": "Lower back irritation and less glute work.", "coachingCues": ["Ribs down", "Finish with the glutes"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Hip Thrust', $json${"title": "Bench too high", "description": "The bench catches the neck or mid-back instead of the lower shoulder blades.", "severity": "low", "mistakeType": "setup", "correction": "Use a bench around knee height so the edge sits just below the shoulder blades.", "consequences": "Neck discomfort and a short range.", "coachingCues": ["Bench below the shoulder blades", "Pivot on the bench"], "injuryRisk": ["neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Hip Thrust', $json${"title": "Pushing through the toes", "description": "The heels lift and the quads take over.", "severity": "low", "mistakeType": "form", "correction": "Keep the heels down and drive through them.", "consequences": "The glutes do less.", "coachingCues": ["Drive through the heels", "Shins vertical"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Glute Bridge', $json${"title": "Hyperextending the lower back", "description": "Lifting the hips by arching the back rather than squeezing the glutes.", "severity": "medium", "mistakeType": "form", "correction": "Flatten the back before lifting and stop when shoulders, hips and knees line up.", "consequences": "Lower back discomfort.", "coachingCues": ["Squeeze, then lift", "Straight line, not an arch"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Single-Leg Glute Bridge', $json${"title": "Pelvis dropping on one side", "description": "The free side of the pelvis sags as you lift.", "severity": "low", "mistakeType": "form", "correction": "Keep the hips level by bracing and reduce the range.", "consequences": "Poor hip control and less work on the target side.", "coachingCues": ["Level hips", "Brace the belly"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Glute Kickback', $json${"title": "Swinging the leg", "description": "Using momentum to kick the leg back and arching the back at the top.", "severity": "low", "mistakeType": "tempo", "correction": "Move slowly and stop when the hip is straight; pause for a second.", "consequences": "Lower back strain and little glute work.", "coachingCues": ["Slow kick", "Squeeze and pause"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Pull-Through', $json${"title": "Pulling with the arms", "description": "The arms pull the rope forward instead of the hips driving it.", "severity": "low", "mistakeType": "form", "correction": "Keep the arms straight and relaxed; let the hips move the weight.", "consequences": "The glutes and hamstrings do less.", "coachingCues": ["Arms are ropes", "Snap the hips"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Clamshell', $json${"title": "Rolling the pelvis back", "description": "The top hip rolls backward to fake a bigger range.", "severity": "low", "mistakeType": "form", "correction": "Stack the hips, roll slightly forward and open only as far as the pelvis stays still.", "consequences": "The target muscle is skipped.", "coachingCues": ["Hips stacked", "Small and strict"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Banded Lateral Walk', $json${"title": "Feet snapping together", "description": "Letting the trailing foot slam back to the lead foot so the band goes slack.", "severity": "low", "mistakeType": "form", "correction": "Keep the feet hip width apart and tension on the band at all times.", "consequences": "Less work for the outer hip.", "coachingCues": ["Keep the band tight", "Slow steps"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Side-Lying Hip Abduction', $json${"title": "Leg drifting forward", "description": "The leg moves forward as it rises, turning the exercise into a hip flexor lift.", "severity": "low", "mistakeType": "form", "correction": "Keep the leg in line with the body or slightly behind it.", "consequences": "The glute medius is bypassed.", "coachingCues": ["Leg slightly back", "Heel leads"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Copenhagen Plank', $json${"title": "Hips sagging", "description": "The hips drop toward the floor during the hold.", "severity": "medium", "mistakeType": "form", "correction": "Keep a straight line from head to feet; shorten the hold or use the short-lever version.", "consequences": "Strain on the groin and shoulder.", "coachingCues": ["Hips up", "Squeeze the top leg down"], "injuryRisk": ["groin", "shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Standing Calf Raise', $json${"title": "Bouncing at the bottom", "description": "Fast, bouncy reps that never pause in the stretch.", "severity": "low", "mistakeType": "tempo", "correction": "Pause for a second at the bottom and at the top.", "consequences": "The Achilles tendon takes over and growth slows.", "coachingCues": ["Pause in the stretch", "Squeeze at the top"], "injuryRisk": ["Achilles tendon"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Standing Calf Raise', $json${"title": "Bending the knees to help", "description": "Bending and straightening the knees during each rep to bounce the weight up.", "severity": "low", "mistakeType": "form", "correction": "Keep the knees straight but not locked.", "consequences": "Work moves away from the calves.", "coachingCues": ["Knees still", "Ankles do the work"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Single-Leg Calf Raise', $json${"title": "Rolling to the outside of the foot", "description": "The ankle rolls outward as you rise.", "severity": "medium", "mistakeType": "form", "correction": "Keep the pressure over the big toe and second toe and reduce the range if needed.", "consequences": "Ankle sprain risk and an uneven calf.", "coachingCues": ["Big toe down", "Straight up"], "injuryRisk": ["ankles"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Leg Press Calf Raise', $json${"title": "Feet too low on the platform", "description": "Only the toes are on the edge, so the feet can slip off.", "severity": "high", "mistakeType": "setup", "correction": "Place the balls of the feet firmly on the platform edge and keep the safety catches on.", "consequences": "The sled can drop toward you if a foot slips.", "coachingCues": ["Balls of the feet on", "Safeties on"], "injuryRisk": ["knees", "ankles"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Seated Calf Raise', $json${"title": "Cutting the range short", "description": "Only moving through the middle part of the range.", "severity": "low", "mistakeType": "range_of_motion", "correction": "Sit with the balls of the feet on a plate or step so the heels can drop and rise fully.", "consequences": "Less calf growth.", "coachingCues": ["Full stretch", "Full squeeze"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Box Jump', $json${"title": "Jumping down off the box", "description": "Jumping back down to the floor after each landing.", "severity": "high", "mistakeType": "setup", "correction": "Step down one foot at a time between reps.", "consequences": "Unneeded impact on the Achilles and knees.", "coachingCues": ["Jump up, step down", "One foot at a time"], "injuryRisk": ["Achilles tendon", "knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Box Jump', $json${"title": "Box too high", "description": "Choosing a box so tall that you land in a deep squat or catch the shins.", "severity": "high", "mistakeType": "load", "correction": "Pick a box you land on with the hips above the knees.", "consequences": "Shin scrapes, falls and hard knee loading.", "coachingCues": ["Land tall", "Box you can clear"], "injuryRisk": ["shins", "knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Squat Jump', $json${"title": "Stiff landings", "description": "Landing with straight knees and flat feet.", "severity": "high", "mistakeType": "form", "correction": "Land on the balls of the feet and sink the hips and knees to absorb the force.", "consequences": "Joint stress in the knees and spine.", "coachingCues": ["Soft knees", "Quiet feet"], "injuryRisk": ["knees", "lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Broad Jump', $json${"title": "Knees caving on landing", "description": "The knees fall inward as you absorb the landing.", "severity": "high", "mistakeType": "form", "correction": "Land with the feet hip width apart and push the knees out; shorten the jump until you can.", "consequences": "Knee ligament strain.", "coachingCues": ["Knees out on landing", "Land like a squat"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Kneeling Hip Flexor Stretch', $json${"title": "Arching the lower back", "description": "Leaning forward with an arched back instead of tucking the pelvis.", "severity": "low", "mistakeType": "form", "correction": "Tuck the pelvis and squeeze the glute, then shift forward only a little.", "consequences": "The lower back gets compressed and the hip flexor is not stretched.", "coachingCues": ["Tuck and squeeze", "Small shift forward"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Tibialis Raise', $json${"title": "Slapping the toes down", "description": "Letting the toes drop quickly after each lift.", "severity": "low", "mistakeType": "tempo", "correction": "Lower the toes slowly over a second or two.", "consequences": "Half the benefit lost.", "coachingCues": ["Slow down", "Quiet toes"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Sissy Squat', $json${"title": "Too much range too soon", "description": "Dropping straight into the deepest position on the first sessions.", "severity": "high", "mistakeType": "range_of_motion", "correction": "Start with partial range and increase it over weeks, holding a support.", "consequences": "Irritation of the patellar tendon.", "coachingCues": ["Build depth slowly", "Hold on"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Depth Jump', $json${"title": "Long ground contact", "description": "Sinking deep into the landing and pausing before jumping.", "severity": "medium", "mistakeType": "tempo", "correction": "Lower the box and aim for a quick, springy contact.", "consequences": "The exercise becomes a slow jump with high knee load.", "coachingCues": ["Hot ground", "Bounce off"], "injuryRisk": ["knees", "ankles"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Pause Squat', $json${"title": "Relaxing in the hole", "description": "Letting the brace go during the pause and sinking lower.", "severity": "medium", "mistakeType": "breathing", "correction": "Keep the breath held and the trunk tight through the whole pause.", "consequences": "Lost position and strain on the lower back.", "coachingCues": ["Stay tight", "Hold the breath"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Smith Machine Hip Thrust', $json${"title": "Bar sitting on the stomach", "description": "The bar rests above the hip crease, pressing into the belly.", "severity": "low", "mistakeType": "setup", "correction": "Place the padded bar right in the hip crease before you unhook.", "consequences": "Discomfort that cuts the set short.", "coachingCues": ["Bar in the crease", "Pad it"], "injuryRisk": ["abdomen"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Eccentric Lying Leg Curl', $json${"title": "Too heavy for one leg", "description": "The single leg cannot control the lowering and the weight drops.", "severity": "medium", "mistakeType": "load", "correction": "Use a weight you can lower over four to five seconds with one leg.", "consequences": "Hamstring strain.", "coachingCues": ["Slow count", "Lighter is better"], "injuryRisk": ["hamstrings"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Lateral Bound', $json${"title": "Landing with a stiff leg", "description": "Hitting the ground with a straight knee and letting the knee fall inward.", "severity": "high", "mistakeType": "form", "correction": "Land with a bent knee and hip, knee over toes, and hold the landing.", "consequences": "Knee and ankle sprains.", "coachingCues": ["Bend to land", "Knee over toes"], "injuryRisk": ["knees", "ankles"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Goblet Lateral Lunge', $json${"title": "Toes turning out a lot", "description": "The stepping foot turns out so the knee twists as you sit down.", "severity": "low", "mistakeType": "form", "correction": "Keep the toes pointing forward or only slightly out.", "consequences": "Knee irritation.", "coachingCues": ["Toes forward", "Knee over toes"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Back Squat', 'Safety Bar Squat', $json${"name": "Back squat: straight bar to safety squat bar", "variationType": "equipment_swap", "equipment": ["barbell", "squat_rack"], "oneToTwo": "Swap to the safety squat bar when the lower back or shoulders need a break: the cambered yoke keeps the torso more upright, so the spine sees less forward lean and shearing, and the hands stay in front so the shoulders and elbows are not cranked back.", "twoToOne": "Return to the straight bar to squat the heaviest loads and practise the competition-style squat once the back and shoulders tolerate it."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Back Squat', 'Low-Bar Back Squat', $json${"name": "Back squat: high bar to low bar", "variationType": "stance_change", "equipment": ["barbell", "squat_rack"], "oneToTwo": "Lower the bar onto the rear delts and widen the stance to lean further forward, share more of the load with the hips and usually lift more weight.", "twoToOne": "Move the bar up onto the traps for a more upright squat that works the quads harder and asks less of the shoulders."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Back Squat', 'Barbell Front Squat', $json${"name": "Squat: back to front", "variationType": "equipment_swap", "equipment": ["barbell", "squat_rack"], "oneToTwo": "Move the bar to the front of the shoulders to stay upright, bias the quads and limit how much the lower back can take.", "twoToOne": "Put the bar on the back to handle heavier loads with less demand on wrist and upper-back mobility."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Back Squat', 'Barbell Pause Squat', $json${"name": "Back squat: add a pause", "variationType": "progression", "equipment": ["barbell", "squat_rack"], "oneToTwo": "Add a two- to three-second pause at the bottom to build strength out of the hole and remove the bounce.", "twoToOne": "Drop the pause to use the stretch reflex and move heavier weight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Back Squat', 'Barbell Box Squat', $json${"name": "Back squat: add a box", "variationType": "regression", "equipment": ["barbell", "squat_rack", "plyo_box"], "oneToTwo": "Squat to a box to learn consistent depth and sit back with vertical shins.", "twoToOne": "Remove the box to squat freely to full depth with a continuous rep."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Back Squat', 'Smith Machine Squat', $json${"name": "Back squat: free bar to Smith machine", "variationType": "equipment_swap", "equipment": ["smith_machine"], "oneToTwo": "Move to the Smith machine so the rails handle balance and you can train the legs close to failure more safely.", "twoToOne": "Move to the free barbell to train the balance and trunk control the rails take away."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Back Squat', 'Goblet Squat', $json${"name": "Squat: barbell to goblet", "variationType": "regression", "equipment": ["dumbbells"], "oneToTwo": "Hold a single dumbbell at the chest to learn the squat with less load and an upright torso.", "twoToOne": "Move to the barbell once the goblet squat is solid and the dumbbells are no longer heavy enough."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Front Squat', 'Kettlebell Front Squat', $json${"name": "Front squat: barbell to kettlebells", "variationType": "equipment_swap", "equipment": ["kettlebell"], "oneToTwo": "Use two kettlebells in the rack to front squat at home and with an easier wrist position.", "twoToOne": "Move to the barbell to load the front squat more heavily."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Front Squat', 'Overhead Squat', $json${"name": "Front squat to overhead squat", "variationType": "progression", "equipment": ["barbell"], "oneToTwo": "Move the bar overhead for a squat that demands far more mobility and trunk control.", "twoToOne": "Return the bar to the shoulders to squat heavier with less shoulder and mobility demand."}$json$);
--> statement-breakpoint
SELECT seed_variation('Goblet Squat', 'Heels-Elevated Goblet Squat', $json${"name": "Goblet squat: raise the heels", "variationType": "angle_change", "equipment": ["dumbbells", "weight_plate"], "oneToTwo": "Put the heels on plates to let the knees travel further forward and bias the quads, or to squat deep with stiff ankles.", "twoToOne": "Take the heels down for a more balanced squat that shares work with the hips."}$json$);
--> statement-breakpoint
SELECT seed_variation('Goblet Squat', 'Kettlebell Front Squat', $json${"name": "Goblet squat to double kettlebell front squat", "variationType": "progression", "equipment": ["kettlebell"], "oneToTwo": "Move to two kettlebells in the rack to load the squat more heavily.", "twoToOne": "Go back to one dumbbell at the chest for an easier, more balanced squat."}$json$);
--> statement-breakpoint
SELECT seed_variation('Goblet Squat', 'Dumbbell Sumo Squat', $json${"name": "Goblet squat: wide stance", "variationType": "stance_change", "equipment": ["dumbbells"], "oneToTwo": "Widen the stance and turn the toes out to bring in the inner thighs.", "twoToOne": "Narrow the stance to keep the focus on the quads."}$json$);
--> statement-breakpoint
SELECT seed_variation('Goblet Squat', 'Landmine Squat', $json${"name": "Goblet squat to landmine squat", "variationType": "equipment_swap", "equipment": ["landmine", "barbell"], "oneToTwo": "Hold the end of a landmine to load a front-loaded squat more heavily with a guided arc.", "twoToOne": "Hold a dumbbell instead when no landmine is free or for a freer bar path."}$json$);
--> statement-breakpoint
SELECT seed_variation('Bodyweight Squat', 'Goblet Squat', $json${"name": "Squat: add a dumbbell", "variationType": "progression", "equipment": ["dumbbells"], "oneToTwo": "Hold a dumbbell at the chest to add load and make the squat more upright.", "twoToOne": "Drop the dumbbell to warm up or to practise the pattern unloaded."}$json$);
--> statement-breakpoint
SELECT seed_variation('Bodyweight Squat', 'High Box Squat', $json${"name": "Bodyweight squat to a high box", "variationType": "regression", "equipment": ["plyo_box"], "oneToTwo": "Sit to a high box to shorten the range for sore knees, stiff hips or first sessions.", "twoToOne": "Remove the box and squat deeper once the shorter range is easy and pain-free."}$json$);
--> statement-breakpoint
SELECT seed_variation('Bodyweight Squat', 'Squat Jump', $json${"name": "Squat to squat jump", "variationType": "progression", "equipment": [], "oneToTwo": "Turn the squat into a jump to train power.", "twoToOne": "Remove the jump for a low-impact strength version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Bodyweight Squat', 'Stability Ball Wall Squat', $json${"name": "Squat: add a ball at the wall", "variationType": "regression", "equipment": ["stability_ball"], "oneToTwo": "Place a ball between the back and a wall to support and guide the squat.", "twoToOne": "Take the ball away to squat without support."}$json$);
--> statement-breakpoint
SELECT seed_variation('Wall Sit', 'Shallow Wall Sit', $json${"name": "Wall sit: higher position", "variationType": "regression", "equipment": [], "oneToTwo": "Hold the wall sit higher, with the knees bent far less, to spare irritated knees.", "twoToOne": "Slide down to thighs parallel once the high hold is easy and pain-free."}$json$);
--> statement-breakpoint
SELECT seed_variation('Shallow Wall Sit', 'Spanish Squat', $json${"name": "Knee-friendly isometric: wall to band", "variationType": "equipment_swap", "equipment": ["resistance_band", "squat_rack"], "oneToTwo": "Use a heavy band behind the knees to hold a shallow squat with vertical shins and no wall.", "twoToOne": "Use a wall for support when no band is available."}$json$);
--> statement-breakpoint
SELECT seed_variation('Bodyweight Split Squat', 'Dumbbell Split Squat', $json${"name": "Split squat: add dumbbells", "variationType": "progression", "equipment": ["dumbbells"], "oneToTwo": "Hold dumbbells to load the split squat.", "twoToOne": "Drop the dumbbells to learn balance and depth first."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Split Squat', 'Barbell Split Squat', $json${"name": "Split squat: dumbbells to barbell", "variationType": "equipment_swap", "equipment": ["barbell", "squat_rack"], "oneToTwo": "Put a barbell on the back to load the split squat beyond what the grip can hold.", "twoToOne": "Hold dumbbells at the sides to keep load off the spine and shoulders."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Split Squat', 'Smith Machine Split Squat', $json${"name": "Split squat: dumbbells to Smith machine", "variationType": "equipment_swap", "equipment": ["smith_machine"], "oneToTwo": "Use the Smith machine to remove balance and push the front leg harder.", "twoToOne": "Use dumbbells for a free movement that trains balance."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Split Squat', 'Front-Foot-Elevated Split Squat', $json${"name": "Split squat: raise the front foot", "variationType": "progression", "equipment": ["dumbbells", "weight_plate"], "oneToTwo": "Raise the front foot to add range and stretch the glutes and quads more.", "twoToOne": "Keep both feet on the floor for a shorter, easier range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Split Squat', 'Dumbbell Bulgarian Split Squat', $json${"name": "Split squat: rear foot on a bench", "variationType": "progression", "equipment": ["dumbbells", "flat_bench"], "oneToTwo": "Raise the rear foot on a bench so the front leg carries almost all the load.", "twoToOne": "Put the rear foot on the floor to share the load and balance more easily."}$json$);
--> statement-breakpoint
SELECT seed_variation('Bulgarian Split Squat', 'Dumbbell Bulgarian Split Squat', $json${"name": "Bulgarian split squat: add dumbbells", "variationType": "progression", "equipment": ["dumbbells", "flat_bench"], "oneToTwo": "Hold dumbbells to load the Bulgarian split squat.", "twoToOne": "Use bodyweight to learn the stance and balance."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Bulgarian Split Squat', 'Smith Machine Bulgarian Split Squat', $json${"name": "Bulgarian split squat: dumbbells to Smith", "variationType": "equipment_swap", "equipment": ["smith_machine", "flat_bench"], "oneToTwo": "Use the Smith machine to load heavier without grip limits or balance.", "twoToOne": "Use dumbbells to keep the load off the upper back and train balance."}$json$);
--> statement-breakpoint
SELECT seed_variation('Bodyweight Split Squat', 'Bulgarian Split Squat', $json${"name": "Split squat to Bulgarian", "variationType": "progression", "equipment": ["flat_bench"], "oneToTwo": "Put the back foot on a bench to make the front leg work harder.", "twoToOne": "Keep the back foot on the floor for an easier, steadier version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Box Pistol Squat', 'Pistol Squat', $json${"name": "Pistol squat: remove the box", "variationType": "progression", "equipment": [], "oneToTwo": "Remove the box to squat on one leg through full depth.", "twoToOne": "Squat to a box to limit depth while building strength."}$json$);
--> statement-breakpoint
SELECT seed_variation('Assisted Pistol Squat', 'Pistol Squat', $json${"name": "Pistol squat: remove the support", "variationType": "progression", "equipment": [], "oneToTwo": "Let go of the support once you can control the whole range.", "twoToOne": "Hold a post to learn the bottom position with help."}$json$);
--> statement-breakpoint
SELECT seed_variation('Box Pistol Squat', 'Assisted Pistol Squat', $json${"name": "Pistol progressions: box to hand support", "variationType": "progression", "equipment": [], "oneToTwo": "Move from sitting to a box to holding a post through full depth.", "twoToOne": "Sit to a box instead to shorten the range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Skater Squat', 'Pistol Squat', $json${"name": "Single-leg squat: skater to pistol", "variationType": "progression", "equipment": [], "oneToTwo": "Move to the pistol for a deeper squat that demands more ankle and hip mobility.", "twoToOne": "Use the skater squat to train single-leg strength with a forward lean and less mobility demand."}$json$);
--> statement-breakpoint
SELECT seed_variation('Forward Step-Down', 'Skater Squat', $json${"name": "Single-leg squat: step-down to skater", "variationType": "progression", "equipment": [], "oneToTwo": "Move to the skater squat for a deeper single-leg squat from the floor.", "twoToOne": "Use the step-down to train knee control through a shorter range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Forward Lunge', 'Reverse Lunge', $json${"name": "Lunge: step forward to step back", "variationType": "regression", "equipment": [], "oneToTwo": "Step back instead to keep the weight on the front heel, which is easier to balance and kinder to the knee.", "twoToOne": "Step forward to add a braking challenge for the front leg."}$json$);
--> statement-breakpoint
SELECT seed_variation('Forward Lunge', 'Dumbbell Forward Lunge', $json${"name": "Forward lunge: add dumbbells", "variationType": "progression", "equipment": ["dumbbells"], "oneToTwo": "Hold dumbbells to load the lunge.", "twoToOne": "Use bodyweight to practise the step and balance."}$json$);
--> statement-breakpoint
SELECT seed_variation('Reverse Lunge', 'Dumbbell Reverse Lunge', $json${"name": "Reverse lunge: add dumbbells", "variationType": "progression", "equipment": ["dumbbells"], "oneToTwo": "Hold dumbbells to load the reverse lunge.", "twoToOne": "Use bodyweight to learn it or to warm up."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Reverse Lunge', 'Barbell Reverse Lunge', $json${"name": "Reverse lunge: dumbbells to barbell", "variationType": "equipment_swap", "equipment": ["barbell", "squat_rack"], "oneToTwo": "Put a barbell on the back to load the lunge beyond what the grip holds.", "twoToOne": "Hold dumbbells to keep the load off the spine and shoulders."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Reverse Lunge', 'Smith Machine Reverse Lunge', $json${"name": "Reverse lunge: dumbbells to Smith", "variationType": "equipment_swap", "equipment": ["smith_machine"], "oneToTwo": "Use the Smith machine to remove balance and load the front leg more.", "twoToOne": "Use dumbbells to train balance with a free movement."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Reverse Lunge', 'Deficit Reverse Lunge', $json${"name": "Reverse lunge: add a deficit", "variationType": "progression", "equipment": ["dumbbells", "weight_plate"], "oneToTwo": "Stand on a plate to add range and stretch the glute more.", "twoToOne": "Lunge from the floor for a shorter range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Walking Lunge', 'Dumbbell Walking Lunge', $json${"name": "Walking lunge: add dumbbells", "variationType": "progression", "equipment": ["dumbbells"], "oneToTwo": "Hold dumbbells to load each step.", "twoToOne": "Use bodyweight to learn the rhythm and balance."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Walking Lunge', 'Barbell Walking Lunge', $json${"name": "Walking lunge: dumbbells to barbell", "variationType": "equipment_swap", "equipment": ["barbell", "squat_rack"], "oneToTwo": "Use a barbell on the back to load beyond grip limits.", "twoToOne": "Use dumbbells for an easier bail-out and less spinal load."}$json$);
--> statement-breakpoint
SELECT seed_variation('Reverse Lunge', 'Walking Lunge', $json${"name": "Lunge: stationary to walking", "variationType": "progression", "equipment": [], "oneToTwo": "Travel forward with each step to add a balance and conditioning challenge.", "twoToOne": "Return to one spot with reverse steps for an easier, steadier lunge."}$json$);
--> statement-breakpoint
SELECT seed_variation('Walking Lunge', 'Jumping Lunge', $json${"name": "Lunge: add a jump", "variationType": "progression", "equipment": [], "oneToTwo": "Switch legs in the air for a plyometric lunge.", "twoToOne": "Remove the jump for a low-impact version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Lateral Lunge', 'Goblet Lateral Lunge', $json${"name": "Lateral lunge: add a dumbbell", "variationType": "progression", "equipment": ["dumbbells"], "oneToTwo": "Hold a dumbbell at the chest to load the side lunge and counterbalance deeper.", "twoToOne": "Drop the dumbbell to warm up or learn the pattern."}$json$);
--> statement-breakpoint
SELECT seed_variation('Lateral Lunge', 'Cossack Squat', $json${"name": "Side lunge to Cossack squat", "variationType": "progression", "equipment": [], "oneToTwo": "Go to the Cossack squat for much deeper hip and ankle range.", "twoToOne": "Use the lateral lunge for a shorter, easier side-to-side range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Reverse Lunge', 'Curtsy Lunge', $json${"name": "Lunge: step back and across", "variationType": "stance_change", "equipment": [], "oneToTwo": "Cross the back leg behind to work the side of the front hip harder.", "twoToOne": "Step straight back for an easier, more balanced lunge."}$json$);
--> statement-breakpoint
SELECT seed_variation('Step-Up', 'Dumbbell Step-Up', $json${"name": "Step-up: add dumbbells", "variationType": "progression", "equipment": ["dumbbells", "plyo_box"], "oneToTwo": "Hold dumbbells to load the step-up.", "twoToOne": "Use bodyweight to learn the movement."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Step-Up', 'Barbell Step-Up', $json${"name": "Step-up: dumbbells to barbell", "variationType": "equipment_swap", "equipment": ["barbell", "squat_rack", "plyo_box"], "oneToTwo": "Put a barbell on the back to load the step-up heavily.", "twoToOne": "Hold dumbbells for an easier bail-out and less spinal load."}$json$);
--> statement-breakpoint
SELECT seed_variation('Low Step-Up', 'Step-Up', $json${"name": "Step-up: raise the box", "variationType": "progression", "equipment": ["plyo_box"], "oneToTwo": "Use a knee-height box to train a bigger range.", "twoToOne": "Use a low step to keep the knee and hip bend small."}$json$);
--> statement-breakpoint
SELECT seed_variation('Step-Up', 'Lateral Step-Up', $json${"name": "Step-up: forward to sideways", "variationType": "stance_change", "equipment": ["plyo_box"], "oneToTwo": "Step up sideways to work the side of the hip harder.", "twoToOne": "Step up facing the box for a more familiar movement."}$json$);
--> statement-breakpoint
SELECT seed_variation('Step-Up', 'Crossover Step-Up', $json${"name": "Step-up: cross over", "variationType": "stance_change", "equipment": ["plyo_box"], "oneToTwo": "Cross the leg over to a box at your side to bias the glute.", "twoToOne": "Step straight up for an easier, more stable rep."}$json$);
--> statement-breakpoint
SELECT seed_variation('Leg Press', 'Single-Leg Leg Press', $json${"name": "Leg press: one leg", "variationType": "unilateral", "equipment": ["leg_press_machine"], "oneToTwo": "Press with one leg to fix side-to-side differences.", "twoToOne": "Press with both legs to move more load."}$json$);
--> statement-breakpoint
SELECT seed_variation('Leg Press', 'Partial-Range Leg Press', $json${"name": "Leg press: shorter range", "variationType": "regression", "equipment": ["leg_press_machine"], "oneToTwo": "Stop the sled early to spare sore knees and stiff hips.", "twoToOne": "Use the full range once deeper knee and hip bend is comfortable."}$json$);
--> statement-breakpoint
SELECT seed_variation('Leg Press', 'Narrow-Stance Leg Press', $json${"name": "Leg press: feet narrow and low", "variationType": "stance_change", "equipment": ["leg_press_machine"], "oneToTwo": "Narrow the stance and lower the feet to bias the quads.", "twoToOne": "Use a standard stance for a balanced leg press."}$json$);
--> statement-breakpoint
SELECT seed_variation('Leg Press', 'Wide-Stance Leg Press', $json${"name": "Leg press: feet wide", "variationType": "stance_change", "equipment": ["leg_press_machine"], "oneToTwo": "Widen the stance to bring in the inner thighs and glutes.", "twoToOne": "Use a standard stance for more quad work."}$json$);
--> statement-breakpoint
SELECT seed_variation('Leg Press', 'High-Foot Leg Press', $json${"name": "Leg press: feet high", "variationType": "stance_change", "equipment": ["leg_press_machine"], "oneToTwo": "Place the feet high to bias the glutes and hamstrings with less knee bend.", "twoToOne": "Use a standard foot position for more quad work."}$json$);
--> statement-breakpoint
SELECT seed_variation('Leg Press', 'Barbell Back Squat', $json${"name": "Leg press to back squat", "variationType": "progression", "equipment": ["barbell", "squat_rack"], "oneToTwo": "Move to the back squat to train the legs together with balance and trunk strength.", "twoToOne": "Use the leg press to train the legs hard with the back supported and no bar on the spine."}$json$);
--> statement-breakpoint
SELECT seed_variation('Lying Leg Curl', 'Seated Leg Curl', $json${"name": "Leg curl: lying to seated", "variationType": "angle_change", "equipment": ["leg_curl_machine"], "oneToTwo": "Sit up so the hips are bent and the hamstrings are trained in a longer, stretched position.", "twoToOne": "Lie down to train the hamstrings with the hips straight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Lying Leg Curl', 'Single-Leg Lying Leg Curl', $json${"name": "Lying leg curl: one leg", "variationType": "unilateral", "equipment": ["leg_curl_machine"], "oneToTwo": "Curl one leg at a time to even out the sides.", "twoToOne": "Curl both legs together to save time and move more load."}$json$);
--> statement-breakpoint
SELECT seed_variation('Seated Leg Curl', 'Single-Leg Seated Leg Curl', $json${"name": "Seated leg curl: one leg", "variationType": "unilateral", "equipment": ["leg_curl_machine"], "oneToTwo": "Curl one leg at a time to even out the sides.", "twoToOne": "Curl both together for a heavier load."}$json$);
--> statement-breakpoint
SELECT seed_variation('Lying Leg Curl', 'Eccentric Lying Leg Curl', $json${"name": "Lying leg curl: two up, one down", "variationType": "progression", "equipment": ["leg_curl_machine"], "oneToTwo": "Lower with one leg after curling with two to overload the eccentric.", "twoToOne": "Curl and lower with both legs for a standard set."}$json$);
--> statement-breakpoint
SELECT seed_variation('Lying Leg Curl', 'Dumbbell Lying Leg Curl', $json${"name": "Leg curl: machine to dumbbell", "variationType": "equipment_swap", "equipment": ["dumbbells", "flat_bench"], "oneToTwo": "Use a dumbbell between the feet when no machine is available.", "twoToOne": "Use the machine for smooth, constant tension and easier loading."}$json$);
--> statement-breakpoint
SELECT seed_variation('Lying Leg Curl', 'Banded Lying Leg Curl', $json${"name": "Leg curl: machine to band", "variationType": "equipment_swap", "equipment": ["resistance_band"], "oneToTwo": "Use a band for a light home or rehab version.", "twoToOne": "Use the machine to load the hamstrings more heavily."}$json$);
--> statement-breakpoint
SELECT seed_variation('Standing Machine Leg Curl', 'Cable Standing Leg Curl', $json${"name": "Standing leg curl: machine to cable", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Use a low cable and ankle strap when the machine is missing.", "twoToOne": "Use the machine for a fixed, supported path."}$json$);
--> statement-breakpoint
SELECT seed_variation('Seated Leg Curl', 'Seated Leg Curl Isometric Hold', $json${"name": "Seated leg curl: hold instead of move", "variationType": "regression", "equipment": ["leg_curl_machine"], "oneToTwo": "Hold the curl still to load the hamstrings with less irritation.", "twoToOne": "Move through the full range once holds are comfortable."}$json$);
--> statement-breakpoint
SELECT seed_variation('Stability Ball Hamstring Curl', 'Single-Leg Stability Ball Hamstring Curl', $json${"name": "Ball curl: one leg", "variationType": "unilateral", "equipment": ["stability_ball"], "oneToTwo": "Curl with one leg to double the load on each hamstring.", "twoToOne": "Curl with both legs for an easier, steadier version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Stability Ball Hamstring Curl', 'Sliding Leg Curl', $json${"name": "Bridge leg curl: ball to sliders", "variationType": "equipment_swap", "equipment": [], "oneToTwo": "Use sliders or a towel on a smooth floor when no ball is available.", "twoToOne": "Use the ball for a less friction-dependent, more unstable curl."}$json$);
--> statement-breakpoint
SELECT seed_variation('Band-Assisted Nordic Curl', 'Nordic Hamstring Curl', $json${"name": "Nordic curl: remove the band", "variationType": "progression", "equipment": [], "oneToTwo": "Remove the band to resist your full body weight.", "twoToOne": "Use a band to take part of the load while you build strength."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Romanian Deadlift', 'Dumbbell Romanian Deadlift', $json${"name": "Romanian deadlift: barbell to dumbbells", "variationType": "equipment_swap", "equipment": ["dumbbells"], "oneToTwo": "Use dumbbells for a freer hand path and lighter loading.", "twoToOne": "Use a barbell to load the hinge more heavily."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Romanian Deadlift', 'Kettlebell Romanian Deadlift', $json${"name": "Romanian deadlift: dumbbells to kettlebell", "variationType": "equipment_swap", "equipment": ["kettlebell"], "oneToTwo": "Hold one kettlebell when that is what you have.", "twoToOne": "Use a pair of dumbbells to load more heavily."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Romanian Deadlift', 'Stiff-Leg Deadlift', $json${"name": "Romanian deadlift to stiff-leg deadlift", "variationType": "progression", "equipment": ["barbell"], "oneToTwo": "Start each rep from the floor with straighter legs for a longer hamstring stretch.", "twoToOne": "Start from standing and stop at the end of your hamstring range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Romanian Deadlift', 'Smith Machine Romanian Deadlift', $json${"name": "Romanian deadlift: free bar to Smith", "variationType": "equipment_swap", "equipment": ["smith_machine"], "oneToTwo": "Use the Smith machine to fix the bar path and focus on the hips.", "twoToOne": "Use the free bar so the body controls the path."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Romanian Deadlift', 'Trap Bar Romanian Deadlift', $json${"name": "Romanian deadlift: straight bar to trap bar", "variationType": "equipment_swap", "equipment": ["trap_bar"], "oneToTwo": "Use the trap bar to keep the load at your sides.", "twoToOne": "Use a straight bar to keep the load in front and load the upper back more."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Romanian Deadlift', 'Dumbbell Single-Leg Romanian Deadlift', $json${"name": "Romanian deadlift: one leg", "variationType": "unilateral", "equipment": ["dumbbells"], "oneToTwo": "Hinge on one leg to train balance and each side alone.", "twoToOne": "Hinge on both legs to load more heavily and balance less."}$json$);
--> statement-breakpoint
SELECT seed_variation('Single-Leg Romanian Deadlift', 'Dumbbell Single-Leg Romanian Deadlift', $json${"name": "Single-leg RDL: add a dumbbell", "variationType": "progression", "equipment": ["dumbbells"], "oneToTwo": "Hold a dumbbell to load the single-leg hinge.", "twoToOne": "Use bodyweight to learn the balance."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Good Morning', 'Banded Good Morning', $json${"name": "Good morning: barbell to band", "variationType": "regression", "equipment": ["resistance_band"], "oneToTwo": "Use a band to learn the hinge with light, back-friendly resistance.", "twoToOne": "Use a barbell to load the hinge heavily."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Romanian Deadlift', 'Cable Pull-Through', $json${"name": "Hinge: Romanian deadlift to pull-through", "variationType": "regression", "equipment": ["cable_station"], "oneToTwo": "Use the cable pull-through to train the hinge with very little spinal load.", "twoToOne": "Use the Romanian deadlift to load the hamstrings heavily."}$json$);
--> statement-breakpoint
SELECT seed_variation('Glute Bridge', 'Barbell Hip Thrust', $json${"name": "Bridge to hip thrust", "variationType": "progression", "equipment": ["barbell", "flat_bench"], "oneToTwo": "Raise the shoulders on a bench and add a barbell for a longer range and a heavy load.", "twoToOne": "Bridge from the floor with bodyweight to learn the movement."}$json$);
--> statement-breakpoint
SELECT seed_variation('Glute Bridge', 'Single-Leg Glute Bridge', $json${"name": "Glute bridge: one leg", "variationType": "unilateral", "equipment": [], "oneToTwo": "Bridge off one leg to double the load.", "twoToOne": "Use both legs for an easier version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Glute Bridge', 'Marching Glute Bridge', $json${"name": "Glute bridge: add marching", "variationType": "progression", "equipment": [], "oneToTwo": "March the feet while holding the bridge to challenge hip stability.", "twoToOne": "Hold both feet down for a simpler bridge."}$json$);
--> statement-breakpoint
SELECT seed_variation('Glute Bridge', 'Barbell Glute Bridge', $json${"name": "Glute bridge: add a barbell", "variationType": "progression", "equipment": ["barbell"], "oneToTwo": "Put a barbell on the hips to load the bridge heavily.", "twoToOne": "Use bodyweight for warm-ups and learning."}$json$);
--> statement-breakpoint
SELECT seed_variation('Glute Bridge', 'Frog Pump', $json${"name": "Glute bridge: soles together", "variationType": "stance_change", "equipment": [], "oneToTwo": "Put the soles together and knees out for a short-range glute burner.", "twoToOne": "Use a standard stance for a fuller bridge."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Hip Thrust', 'Dumbbell Hip Thrust', $json${"name": "Hip thrust: barbell to dumbbell", "variationType": "equipment_swap", "equipment": ["dumbbells", "flat_bench"], "oneToTwo": "Use a dumbbell for home training or lighter loads.", "twoToOne": "Use a barbell to load the glutes heavily."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Hip Thrust', 'Smith Machine Hip Thrust', $json${"name": "Hip thrust: free bar to Smith", "variationType": "equipment_swap", "equipment": ["smith_machine", "flat_bench"], "oneToTwo": "Use the Smith machine for a quicker, steadier setup.", "twoToOne": "Use a barbell when no Smith machine is free."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Hip Thrust', 'B-Stance Hip Thrust', $json${"name": "Hip thrust: staggered stance", "variationType": "stance_change", "equipment": ["barbell", "flat_bench"], "oneToTwo": "Stagger the feet to bias one leg while still using a bar.", "twoToOne": "Use both feet evenly for a heavier, symmetrical thrust."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Hip Thrust', 'Single-Leg Hip Thrust', $json${"name": "Hip thrust: one leg", "variationType": "unilateral", "equipment": ["flat_bench"], "oneToTwo": "Thrust off one leg with bodyweight for a home version.", "twoToOne": "Use both legs with a barbell to load more."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Hip Thrust', 'Banded Hip Thrust', $json${"name": "Hip thrust: dumbbell to band", "variationType": "equipment_swap", "equipment": ["resistance_band", "flat_bench"], "oneToTwo": "Use a band for resistance that peaks at the top.", "twoToOne": "Use a dumbbell for steady load through the whole range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Cable Glute Kickback', 'Banded Glute Kickback', $json${"name": "Kickback: cable to band", "variationType": "equipment_swap", "equipment": ["resistance_band"], "oneToTwo": "Use a band to do kickbacks at home.", "twoToOne": "Use a cable for smooth, steady tension and easier loading."}$json$);
--> statement-breakpoint
SELECT seed_variation('Donkey Kick', 'Cable Glute Kickback', $json${"name": "Kickback: bodyweight to cable", "variationType": "progression", "equipment": ["cable_station"], "oneToTwo": "Stand at a cable to load the kickback and spare the wrists.", "twoToOne": "Kneel on all fours with bodyweight for a no-equipment version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Clamshell', 'Banded Clamshell', $json${"name": "Clamshell: add a band", "variationType": "progression", "equipment": ["resistance_band"], "oneToTwo": "Add a mini band above the knees to make the clamshell harder.", "twoToOne": "Use bodyweight to learn the movement."}$json$);
--> statement-breakpoint
SELECT seed_variation('Side-Lying Hip Abduction', 'Cable Hip Abduction', $json${"name": "Hip abduction: side-lying to cable", "variationType": "progression", "equipment": ["cable_station"], "oneToTwo": "Stand at a cable to load hip abduction more.", "twoToOne": "Lie on your side for a bodyweight version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Banded Lateral Walk', 'Banded Monster Walk', $json${"name": "Band walk: sideways to diagonal", "variationType": "stance_change", "equipment": ["resistance_band"], "oneToTwo": "Walk diagonally forward and back to train the outer hips in more directions.", "twoToOne": "Walk straight sideways for the simplest version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Side-Lying Hip Adduction', 'Cable Hip Adduction', $json${"name": "Hip adduction: side-lying to cable", "variationType": "progression", "equipment": ["cable_station"], "oneToTwo": "Stand at a cable to load the inner thigh more.", "twoToOne": "Lie on your side for a bodyweight version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Banded Hip Adduction', 'Cable Hip Adduction', $json${"name": "Hip adduction: band to cable", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Use a cable for smoother, heavier resistance.", "twoToOne": "Use a band at home."}$json$);
--> statement-breakpoint
SELECT seed_variation('Short-Lever Copenhagen Plank', 'Copenhagen Plank', $json${"name": "Copenhagen plank: knee to ankle", "variationType": "progression", "equipment": ["flat_bench"], "oneToTwo": "Move the support from the knee to the ankle for a longer, harder lever.", "twoToOne": "Support at the knee to shorten the lever and spare the knee."}$json$);
--> statement-breakpoint
SELECT seed_variation('Adductor Ball Squeeze', 'Short-Lever Copenhagen Plank', $json${"name": "Adductor isometric: squeeze to Copenhagen", "variationType": "progression", "equipment": ["flat_bench"], "oneToTwo": "Move to the short-lever Copenhagen plank for a much bigger groin load.", "twoToOne": "Use the ball squeeze for a gentle isometric."}$json$);
--> statement-breakpoint
SELECT seed_variation('Standing Calf Raise', 'Single-Leg Calf Raise', $json${"name": "Calf raise: one leg", "variationType": "unilateral", "equipment": [], "oneToTwo": "Stand on one leg to double the load on each calf.", "twoToOne": "Use both legs for an easier, steadier raise."}$json$);
--> statement-breakpoint
SELECT seed_variation('Single-Leg Calf Raise', 'Dumbbell Single-Leg Calf Raise', $json${"name": "Single-leg calf raise: add a dumbbell", "variationType": "progression", "equipment": ["dumbbells"], "oneToTwo": "Hold a dumbbell to load the single-leg raise.", "twoToOne": "Use bodyweight to learn the range and balance."}$json$);
--> statement-breakpoint
SELECT seed_variation('Standing Calf Raise', 'Smith Machine Calf Raise', $json${"name": "Calf raise: bodyweight to Smith", "variationType": "progression", "equipment": ["smith_machine"], "oneToTwo": "Use the Smith machine to load the calves heavily.", "twoToOne": "Use bodyweight for warm-ups or home work."}$json$);
--> statement-breakpoint
SELECT seed_variation('Smith Machine Calf Raise', 'Barbell Standing Calf Raise', $json${"name": "Standing calf raise: Smith to barbell", "variationType": "equipment_swap", "equipment": ["barbell", "squat_rack"], "oneToTwo": "Use a barbell in a rack when no Smith machine is free.", "twoToOne": "Use the Smith machine to take balance out of the lift."}$json$);
--> statement-breakpoint
SELECT seed_variation('Smith Machine Calf Raise', 'Leg Press Calf Raise', $json${"name": "Calf raise: Smith to leg press", "variationType": "equipment_swap", "equipment": ["leg_press_machine"], "oneToTwo": "Move to the leg press to load the calves heavily without a bar on the back.", "twoToOne": "Use the Smith machine to train the calves standing."}$json$);
--> statement-breakpoint
SELECT seed_variation('Leg Press Calf Raise', 'Single-Leg Leg Press Calf Raise', $json${"name": "Leg press calf raise: one leg", "variationType": "unilateral", "equipment": ["leg_press_machine"], "oneToTwo": "Use one leg at a time to even out the calves.", "twoToOne": "Use both legs for a heavier load."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Seated Calf Raise', 'Smith Machine Seated Calf Raise', $json${"name": "Seated calf raise: dumbbells to Smith", "variationType": "progression", "equipment": ["smith_machine", "flat_bench"], "oneToTwo": "Use the Smith bar on the knees to load the seated raise more heavily.", "twoToOne": "Use dumbbells on the knees at home."}$json$);
--> statement-breakpoint
SELECT seed_variation('Standing Calf Raise', 'Dumbbell Seated Calf Raise', $json${"name": "Calf raise: standing to seated", "variationType": "angle_change", "equipment": ["dumbbells", "flat_bench"], "oneToTwo": "Sit with bent knees to shift the work to the soleus and off the spine and ankle balance.", "twoToOne": "Stand with straight knees to train the gastrocnemius more."}$json$);
--> statement-breakpoint
SELECT seed_variation('Standing Calf Raise', 'Eccentric Heel Drop', $json${"name": "Calf raise: one-leg lowering", "variationType": "progression", "equipment": [], "oneToTwo": "Lower on one leg to overload the eccentric for the calf and Achilles.", "twoToOne": "Rise and lower on both legs for an easier version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Standing Calf Raise', 'Pogo Hop', $json${"name": "Calf raise to pogo hops", "variationType": "progression", "equipment": [], "oneToTwo": "Move to pogo hops to train the calves as springs.", "twoToOne": "Use calf raises for slow, low-impact strength."}$json$);
--> statement-breakpoint
SELECT seed_variation('Box Jump', 'Seated Box Jump', $json${"name": "Box jump: from seated", "variationType": "progression", "equipment": ["plyo_box", "flat_bench"], "oneToTwo": "Start from a seated position to remove the countermovement and train starting power.", "twoToOne": "Use a standard countermovement for a higher, more natural jump."}$json$);
--> statement-breakpoint
SELECT seed_variation('Box Jump', 'Depth Jump', $json${"name": "Box jump to depth jump", "variationType": "progression", "equipment": ["plyo_box"], "oneToTwo": "Step off a box and rebound for reactive power.", "twoToOne": "Jump onto the box to keep landing impact low."}$json$);
--> statement-breakpoint
SELECT seed_variation('Squat Jump', 'Box Jump', $json${"name": "Squat jump to box jump", "variationType": "progression", "equipment": ["plyo_box"], "oneToTwo": "Jump onto a box to reduce landing impact and set a target.", "twoToOne": "Jump in place when no box is available."}$json$);
--> statement-breakpoint
SELECT seed_variation('Squat Jump', 'Trap Bar Jump', $json${"name": "Squat jump: add a trap bar", "variationType": "progression", "equipment": ["trap_bar"], "oneToTwo": "Hold a light trap bar to add load to the jump.", "twoToOne": "Jump with bodyweight for speed and lower impact."}$json$);
--> statement-breakpoint
SELECT seed_variation('Broad Jump', 'Lateral Bound', $json${"name": "Horizontal jump: forward to sideways", "variationType": "unilateral", "equipment": [], "oneToTwo": "Bound sideways from one leg to the other to train lateral power.", "twoToOne": "Jump forward off both feet for a simpler, more stable jump."}$json$);
--> statement-breakpoint
SELECT seed_variation('Kneeling Hip Flexor Stretch', 'Couch Stretch', $json${"name": "Hip flexor stretch: add the wall", "variationType": "progression", "equipment": [], "oneToTwo": "Put the back shin up a wall to stretch the quads as well as the hip flexors.", "twoToOne": "Keep the back shin on the floor for a gentler stretch."}$json$);
--> statement-breakpoint
SELECT seed_variation('Banded Standing March', 'Cable Standing Hip Flexion', $json${"name": "Hip flexion: band to cable", "variationType": "progression", "equipment": ["cable_station"], "oneToTwo": "Use a cable to load the hip flexors more heavily.", "twoToOne": "Use a mini band for a light warm-up."}$json$);
--> statement-breakpoint
SELECT seed_variation('Supine Figure-Four Stretch', 'Pigeon Stretch', $json${"name": "Glute stretch: figure-four to pigeon", "variationType": "progression", "equipment": [], "oneToTwo": "Move to the pigeon stretch for a deeper glute stretch.", "twoToOne": "Lie on your back for a gentler, back-friendly version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Adductor Rock-Back', 'Frog Stretch', $json${"name": "Adductor mobility: rock-back to frog", "variationType": "progression", "equipment": [], "oneToTwo": "Open both legs into the frog stretch for a deeper inner-thigh stretch.", "twoToOne": "Use one leg at a time for a gentler, active version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Banded Terminal Knee Extension', 'Spanish Squat', $json${"name": "Knee rehab: TKE to Spanish squat", "variationType": "progression", "equipment": ["resistance_band", "squat_rack"], "oneToTwo": "Move to the Spanish squat to load the quads through more knee bend.", "twoToOne": "Use terminal knee extensions to work the quads near straight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Reverse Nordic Curl', 'Sissy Squat', $json${"name": "Quad lengthening: reverse Nordic to sissy squat", "variationType": "progression", "equipment": [], "oneToTwo": "Move to the sissy squat for a deeper, standing quad stretch under load.", "twoToOne": "Use the reverse Nordic to control the range from a kneel."}$json$);
