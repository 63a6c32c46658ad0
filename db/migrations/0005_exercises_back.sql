-- Back exercises: vertical pulls, pulldowns, pullovers, rows of every kind, face pulls,
-- shrugs, the deadlift family, lower-back extensions and back mobility drills.
-- One seed_exercise per exercise (keys are the API field names), then tips, mistakes and
-- variation pairs. Related records are named, never quoted by id; see 0002 for the helpers
-- and 0003 for every name you may use.
-- Vertical pulls on the bar: pull-ups, chin-ups, their assisted and loaded versions, hangs
SELECT seed_exercise($json${
  "name": "Pull-Up",
  "shortDescription": "Hang from an overhand grip and pull your chest up to the bar: the benchmark bodyweight back exercise.",
  "description": "From a straight-arm hang with palms facing away, you pull until your chin clears the bar.\n- Builds the **lats** and upper back with your own bodyweight\n- A standard test of relative upper-body strength",
  "instructions": ["Grip the bar with palms facing away, hands a little wider than your shoulders.", "Hang with straight arms, legs together and ribs pulled down so the body forms a slight hollow.", "Start by drawing the shoulder blades down, then drive the elbows toward your back pockets.", "Pull until the chin is over the bar and the upper chest approaches it.", "Lower under control all the way to straight arms before the next repetition."],
  "usageInstructions": "Use as the main vertical pull of an upper or pull day: 3-5 sets of 3-10 reps. When you can do 12 clean reps, add load or move to a harder version.",
  "safetyNotes": "Step or lower down to the floor rather than dropping from height. Stop if you feel pinching at the front or top of the shoulder.",
  "difficultyLevel": 6, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 0, 1], "sets": [3, 5], "reps": [3, 10], "restSeconds": [90, 180],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["biceps", "rhomboids", "rear_delts", "forearms", "grip"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["overhead_mobility"], "tags": ["main_lift", "home_friendly"],
  "contraindications": ["shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Chin-Up",
  "shortDescription": "An underhand, shoulder-width pull-up that brings in more biceps and is usually the first full pull most people achieve.",
  "description": "With palms facing you and hands about shoulder width, you pull your chin over the bar.\n- Strong **lat** and **biceps** involvement\n- Shorter lever than the overhand pull-up for most lifters",
  "instructions": ["Take a shoulder-width underhand grip with the palms facing you.", "Hang at full length with the legs together and the abs lightly braced.", "Pull the shoulder blades down, then bend the elbows and drive them down past the ribs.", "Finish with the chin above the bar and the chest close to it.", "Lower slowly to a full hang without letting the shoulders shoot up to the ears."],
  "usageInstructions": "Use as the main vertical pull or as a second pulling exercise: 3-5 sets of 4-10 reps. Add a belt and load once 12 clean reps are easy.",
  "safetyNotes": "Step or lower down to the floor rather than dropping from height. Stop if you feel pinching at the front or top of the shoulder. The supinated grip loads the inner elbow; ease off if it aches.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 0, 1], "sets": [3, 5], "reps": [4, 10], "restSeconds": [90, 180],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats", "biceps"], "secondaryMuscles": ["rhomboids", "forearms", "grip", "abs"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["overhead_mobility"], "tags": ["main_lift", "home_friendly"],
  "contraindications": ["shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Neutral-Grip Pull-Up",
  "shortDescription": "A pull-up on parallel handles with palms facing each other, the kindest grip for elbows and wrists.",
  "description": "Using parallel handles, you pull from a hang until your chin passes the handles.\n- Trains the **lats** hard while keeping the forearms in a natural position\n- Often tolerated when regular pull-ups irritate the elbows",
  "instructions": ["Grip the parallel handles with palms facing each other.", "Hang with long arms, shoulders away from the ears and legs slightly in front.", "Pull the elbows straight down alongside the body.", "Rise until the chin passes the handles and the chest is close to them.", "Return to a full hang with control."],
  "usageInstructions": "A good default pull-up for most trainees: 3-5 sets of 4-10 reps as the main vertical pull.",
  "safetyNotes": "Step or lower down to the floor rather than dropping from height. Stop if you feel pinching at the front or top of the shoulder.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 0, 1], "sets": [3, 5], "reps": [4, 10], "restSeconds": [90, 150],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["biceps", "rhomboids", "forearms", "grip"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": ["main_lift", "home_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Wide-Grip Pull-Up",
  "shortDescription": "An overhand pull-up with hands well outside the shoulders, biasing the lats and shortening the range.",
  "description": "With a grip about one and a half times shoulder width, you pull your upper chest toward the bar.\n- Emphasises the **lats** and upper back width\n- Harder than a standard pull-up and more demanding on the shoulders",
  "instructions": ["Grip the bar overhand with hands clearly wider than the shoulders.", "Hang with straight arms and set the shoulder blades down and slightly back.", "Pull the elbows down and out toward the floor, leading with the chest.", "Rise until the chin clears the bar.", "Lower under control to a full hang without swinging."],
  "usageInstructions": "Use as an alternative main pull for back width: 3-4 sets of 4-8 reps.",
  "safetyNotes": "Step or lower down to the floor rather than dropping from height. Stop if you feel pinching at the front or top of the shoulder. Do not go wider than you can pull without pain.",
  "difficultyLevel": 7, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [4, 8], "restSeconds": [90, 180],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["rhomboids", "rear_delts", "biceps", "grip"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": ["home_friendly"],
  "contraindications": ["shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Weighted Pull-Up",
  "shortDescription": "A pull-up with extra load on a dip belt or between the feet, for strength once bodyweight reps are easy.",
  "description": "You perform strict pull-ups with added weight hanging from a belt or held between the feet.\n- The main strength builder for the **lats** in calisthenics and strength programs\n- Progress by small load jumps, not by sloppier reps",
  "instructions": ["Attach a plate or dumbbell to a dip belt, or pinch a dumbbell between the feet.", "Grip the bar overhand at shoulder width and hang still before the first rep.", "Brace the trunk so the load does not swing, then pull the elbows down to the ribs.", "Pull until the chin clears the bar.", "Lower all the way to straight arms under control."],
  "usageInstructions": "Use as the main vertical strength lift: 3-5 sets of 3-6 reps, adding 1-2.5 kg when every rep is clean.",
  "safetyNotes": "Step or lower down to the floor rather than dropping from height. Stop if you feel pinching at the front or top of the shoulder. Make sure the belt and load are secure before lifting the feet.",
  "difficultyLevel": 8, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 8, "tempo": [2, 0, 1], "sets": [3, 5], "reps": [3, 6], "restSeconds": [150, 240],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["biceps", "rhomboids", "forearms", "grip", "abs"],
  "equipmentRequired": ["pull_up_bar", "weight_plate"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["overhead_mobility"], "tags": ["main_lift", "grip_intensive"],
  "contraindications": ["shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Weighted Chin-Up",
  "shortDescription": "A loaded underhand chin-up that lets you train the lats and biceps with low reps and heavy load.",
  "description": "Strict chin-ups with a plate or dumbbell hanging from a belt.\n- Heavy pulling for the **lats** and **biceps** together\n- Demands healthy elbows and solid bodyweight chin-ups first",
  "instructions": ["Secure a plate or dumbbell on a dip belt.", "Take a shoulder-width underhand grip and settle into a still hang.", "Set the shoulders down, brace, and pull the elbows toward the hips.", "Finish with the chin over the bar without craning the neck.", "Lower to full arm length with control before the next rep."],
  "usageInstructions": "Use as the heavy vertical pull: 3-5 sets of 3-6 reps. Requires at least 10 clean bodyweight chin-ups.",
  "safetyNotes": "Step or lower down to the floor rather than dropping from height. Stop if you feel pinching at the front or top of the shoulder. Stop if the inner elbow aches: heavy supinated pulling is a common trigger.",
  "difficultyLevel": 8, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 8, "tempo": [2, 0, 1], "sets": [3, 5], "reps": [3, 6], "restSeconds": [150, 240],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats", "biceps"], "secondaryMuscles": ["rhomboids", "forearms", "grip"],
  "equipmentRequired": ["pull_up_bar", "weight_plate"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["overhead_mobility"], "tags": ["main_lift", "grip_intensive"],
  "contraindications": ["shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band-Assisted Pull-Up",
  "shortDescription": "A pull-up with a looped band under the knees or feet that takes off part of your bodyweight.",
  "description": "A resistance band looped over the bar supports you most at the bottom, where the pull-up is hardest.\n- Lets you practise the full **lat** pull before you can do one unassisted\n- Thinner bands give less help as you get stronger",
  "instructions": ["Loop a band around the bar and pull it through itself so it hangs in the middle.", "Grip the bar overhand, then place one knee or both feet in the band.", "Hang with straight arms and a braced trunk so the band does not swing you.", "Pull the elbows down until the chin clears the bar.", "Lower slowly to straight arms and step out of the band carefully at the end."],
  "usageInstructions": "Use while working toward the first unassisted pull-up: 3-4 sets of 5-10 reps, moving to a lighter band when 10 reps are smooth.",
  "safetyNotes": "Check the band for nicks before use, and get in and out of it with control so it cannot snap back at you.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [5, 10], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["biceps", "rhomboids", "grip"],
  "equipmentRequired": ["pull_up_bar", "resistance_band"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": ["beginner_friendly", "home_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band-Assisted Chin-Up",
  "shortDescription": "An underhand chin-up supported by a looped band, building toward unassisted chin-ups.",
  "description": "A band under the knees or feet removes part of your weight so you can do full-range chin-ups.\n- Builds the **lats** and **biceps** through the whole movement\n- Good bridge from rows to unassisted chin-ups",
  "instructions": ["Loop a band over the bar and hook one knee or both feet into it.", "Take a shoulder-width underhand grip.", "From a full hang, pull the shoulders down and bend the elbows.", "Rise until the chin is above the bar.", "Lower under control and keep tension in the band until you step out."],
  "usageInstructions": "3-4 sets of 5-10 reps while learning the chin-up; reduce the band thickness every few weeks.",
  "safetyNotes": "Inspect the band and step out of it slowly; a slipping band can whip back.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [5, 10], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats", "biceps"], "secondaryMuscles": ["rhomboids", "grip"],
  "equipmentRequired": ["pull_up_bar", "resistance_band"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": ["beginner_friendly", "home_friendly"],
  "contraindications": ["shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Negative Pull-Up",
  "shortDescription": "Start at the top of a pull-up and lower yourself as slowly as you can: strength for people who cannot yet pull up.",
  "description": "You jump or step up so your chin is over the bar, then lower over three to six seconds.\n- Uses the stronger lowering phase to build **lat** and arm strength\n- A proven path to the first strict pull-up",
  "instructions": ["Place a box or bench under the bar so you can reach the top position easily.", "Grip the bar overhand and step or jump up until your chin is over the bar.", "Lift the feet off the box and hold the top briefly with the chest up.", "Lower yourself smoothly over 3-6 seconds until the arms are straight.", "Put the feet back on the box and reset before the next rep."],
  "usageInstructions": "3-4 sets of 3-6 slow reps, two or three times a week, while working toward a strict pull-up. Stop the set when you can no longer control the descent.",
  "safetyNotes": "Slow lowering is hard on the elbows and causes soreness; keep the volume modest at first. Step onto the box rather than jumping if your landing is unsure.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [5, 1, 0], "sets": [3, 4], "reps": [3, 6], "restSeconds": [90, 120],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["biceps", "rhomboids", "grip"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": ["beginner_friendly", "home_friendly"],
  "contraindications": ["shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Negative Chin-Up",
  "shortDescription": "A slow, controlled lowering from the top of a chin-up to build strength for the full movement.",
  "description": "From an underhand top position, you lower yourself over several seconds.\n- Builds the **lats** and **biceps** eccentrically\n- Usually the easiest vertical-pull negative to start with",
  "instructions": ["Set a box under the bar and take a shoulder-width underhand grip.", "Step up until the chin is above the bar and the elbows are bent fully.", "Take the feet off the box and keep the shoulders pulled down.", "Lower over 3-6 seconds, staying in control the whole way.", "Return to the box and reset your grip."],
  "usageInstructions": "3-4 sets of 3-6 reps with 3-6 second descents, alongside rows, until a strict chin-up comes.",
  "safetyNotes": "Expect muscle soreness after the first sessions; keep sets short and stop before the descent turns into a drop.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [5, 1, 0], "sets": [3, 4], "reps": [3, 6], "restSeconds": [90, 120],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats", "biceps"], "secondaryMuscles": ["rhomboids", "grip"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": ["beginner_friendly", "home_friendly"],
  "contraindications": ["shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Box-Assisted Pull-Up",
  "shortDescription": "A pull-up with the toes or one foot on a box behind you, using the legs to help as much as needed.",
  "description": "Keeping a foot on a box lets your legs take some of the load so you can practise full pull-ups.\n- Scalable assistance for the **lats** without any band\n- Easy to self-regulate rep by rep",
  "instructions": ["Set a box under the bar so that with straight arms your feet can rest on it.", "Grip the bar overhand at shoulder width.", "Keep the toes on the box and let the arms straighten.", "Pull with the back and arms, pushing through the feet only as much as needed.", "Lower under control to straight arms."],
  "usageInstructions": "3-4 sets of 6-10 reps; use as little leg drive as possible and reduce it from week to week.",
  "safetyNotes": "Use a stable box that cannot slide, and keep it close enough that you never have to reach for it.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 10], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["biceps", "rhomboids", "grip"],
  "equipmentRequired": ["pull_up_bar", "plyo_box"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": ["beginner_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Scapular Pull-Up",
  "shortDescription": "From a dead hang, lift your body a few centimetres by pulling the shoulder blades down, without bending the arms.",
  "description": "A short movement that teaches the first part of every pull-up: depressing and slightly retracting the shoulder blades.\n- Strengthens the lower **traps** and **lats** that control the shoulder blades\n- Useful warm-up and early progression",
  "instructions": ["Hang from the bar with an overhand, shoulder-width grip and straight arms.", "Keep the elbows locked throughout the movement.", "Pull the shoulder blades down away from the ears so the body rises slightly.", "Hold the top for one or two seconds.", "Let the shoulders rise back up under control into the hang."],
  "usageInstructions": "2-3 sets of 8-12 reps as a warm-up before pull-ups, or as a beginner exercise on its own.",
  "safetyNotes": "Keep the range small and smooth; do not bounce in and out of the bottom.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 2, 1], "sets": [2, 3], "reps": [8, 12], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["rhomboids", "lats"], "secondaryMuscles": ["traps", "grip"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder"], "mobilityRequirements": ["overhead_mobility"], "tags": ["beginner_friendly", "warm_up", "posture", "home_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dead Hang",
  "shortDescription": "Simply hang from a bar with straight arms for time: grip endurance and gentle shoulder traction.",
  "description": "You hold your full bodyweight from an overhand grip for a set time.\n- Builds **grip** endurance and forearm strength\n- Lets the lats and shoulders lengthen under gentle load",
  "instructions": ["Stand on a box or the floor under a bar and take a shoulder-width overhand grip.", "Lift the feet so you hang with straight arms.", "Let the body hang long while keeping a light brace in the trunk.", "Breathe slowly and hold for the planned time.", "Step down before the grip gives way."],
  "usageInstructions": "Timed holds: 2-4 sets of 20-60 seconds (reps are seconds). Use at the end of a pull session or as a daily grip and shoulder drill.",
  "safetyNotes": "Come down on your feet rather than letting go at the top of a jump. Stop if the shoulders pinch or tingle.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 2, "tempo": [0, 30, 0], "sets": [2, 4], "reps": [20, 60], "restSeconds": [45, 90],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["endurance", "mobility"], "movementPattern": ["pull"],
  "primaryMuscles": ["grip"], "secondaryMuscles": ["forearms", "lats"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "wrist"], "mobilityRequirements": ["overhead_mobility"], "tags": ["beginner_friendly", "grip_intensive", "home_friendly", "warm_up"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Active Hang",
  "shortDescription": "A dead hang with the shoulder blades held pulled down, teaching the set position of a pull-up.",
  "description": "You hang from the bar but keep the shoulders active, away from the ears, for time.\n- Trains the lower traps and **lats** isometrically\n- Builds grip and shoulder control for pull-ups",
  "instructions": ["Grip the bar overhand at shoulder width and hang with straight arms.", "Pull the shoulder blades down so the neck lengthens and the body rises slightly.", "Keep the elbows straight and the ribs pulled down.", "Hold the position and breathe steadily.", "Relax into a passive hang before stepping down."],
  "usageInstructions": "2-4 holds of 15-40 seconds (reps are seconds) as a warm-up or beginner pull-up drill.",
  "safetyNotes": "Keep the arms straight; bending them turns the hold into a different exercise.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 2, "tempo": [0, 20, 0], "sets": [2, 4], "reps": [15, 40], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["grip", "traps"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder"], "mobilityRequirements": ["overhead_mobility"], "tags": ["beginner_friendly", "posture", "home_friendly", "warm_up"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Flexed-Arm Hang",
  "shortDescription": "Hold the top of a chin-up with the chin above the bar for as long as you can.",
  "description": "An isometric hold at the top of the pull.\n- Builds the **lats** and **biceps** in their shortest position\n- A stepping stone for people who cannot yet do a pull-up",
  "instructions": ["Stand on a box under the bar and take a shoulder-width underhand grip.", "Step up until the chin is above the bar and the elbows are fully bent.", "Take the feet away and hold, keeping the chest close to the bar.", "Breathe steadily and keep the shoulders pulled down.", "When the chin drops below the bar, lower slowly and step down."],
  "usageInstructions": "3-4 holds of 10-30 seconds (reps are seconds), rest 60-90 seconds. Finish each hold with a slow lowering.",
  "safetyNotes": "Use a stable box to get up, and lower under control instead of dropping at the end of the hold.",
  "difficultyLevel": 3, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [3, 20, 0], "sets": [3, 4], "reps": [10, 30], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats", "biceps"], "secondaryMuscles": ["rhomboids", "grip", "forearms"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly", "home_friendly"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Towel Pull-Up",
  "shortDescription": "A pull-up holding two towels draped over the bar, for serious grip and forearm strength.",
  "description": "Gripping thick towels instead of the bar makes the hands the limiting factor.\n- Trains **grip** and **lats** together\n- Popular with climbers and grappling athletes",
  "instructions": ["Drape two sturdy towels over the bar about shoulder width apart.", "Grip each towel tightly with both ends in one fist.", "Hang with straight arms, then pull the elbows down toward the ribs.", "Pull until your hands are at chin height.", "Lower under control, keeping a crushing grip all the way."],
  "usageInstructions": "2-4 sets of 3-8 reps after the main pull, for grip-focused training.",
  "safetyNotes": "Check that the towels are strong and not fraying. Crushing grip work can flare up elbow and wrist tendons; build volume slowly.",
  "difficultyLevel": 7, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 0, 1], "sets": [2, 4], "reps": [3, 8], "restSeconds": [90, 150],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["grip", "lats"], "secondaryMuscles": ["forearms", "biceps", "rhomboids"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["overhead_mobility"], "tags": ["grip_intensive", "athletic"],
  "contraindications": ["shoulder_impingement", "elbow_issues", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "One-Arm Dead Hang",
  "shortDescription": "Hang from the bar with one hand: advanced grip and shoulder stability.",
  "description": "The full bodyweight hangs from a single hand.\n- Builds one-hand **grip** strength\n- Requires strong, healthy shoulders and elbows",
  "instructions": ["Start in a two-hand hang with a shoulder-width grip.", "Set the shoulders down and take the weight into one hand.", "Release the other hand, keeping it close to the bar as a spot.", "Hold with the working shoulder engaged and the body still.", "Return the free hand to the bar before stepping down, then switch sides."],
  "usageInstructions": "2-4 holds of 5-20 seconds per hand (reps are seconds). Build up from two-hand hangs with one hand lightly assisting.",
  "safetyNotes": "Never hang passively on one arm: keep the shoulder active. Keep the free hand near the bar to catch yourself.",
  "difficultyLevel": 7, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [0, 10, 0], "sets": [2, 4], "reps": [5, 20], "restSeconds": [60, 120],
  "minExperienceLevel": "advanced", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["pull"],
  "primaryMuscles": ["grip"], "secondaryMuscles": ["forearms", "lats"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": ["overhead_mobility"], "tags": ["grip_intensive", "athletic"],
  "contraindications": ["shoulder_impingement", "wrist_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "L-Sit Pull-Up",
  "shortDescription": "A strict pull-up performed with the legs held straight out in front at hip height.",
  "description": "Holding an L position while pulling removes any leg swing and loads the trunk hard.\n- Trains the **lats** and **abs** together\n- A demanding calisthenics skill",
  "instructions": ["Hang from the bar with a shoulder-width overhand grip.", "Raise straight legs until they are level with the hips and point the toes.", "Pull the elbows down and rise until the chin clears the bar.", "Keep the legs level throughout the pull and the descent.", "Lower to straight arms, then lower the legs at the end of the set."],
  "usageInstructions": "3-4 sets of 3-8 reps in a calisthenics session; bend the knees into a tuck if the legs drop.",
  "safetyNotes": "Step or lower down to the floor rather than dropping from height. Stop if you feel pinching at the front or top of the shoulder.",
  "difficultyLevel": 8, "technicalComplexity": 6, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [3, 8], "restSeconds": [120, 180],
  "minExperienceLevel": "advanced", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "core"], "movementPattern": ["pull", "core_stability"],
  "primaryMuscles": ["lats", "abs"], "secondaryMuscles": ["biceps", "hip_flexors", "rhomboids", "grip"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "elbow", "hip"], "mobilityRequirements": ["hamstring_flexibility", "overhead_mobility"], "tags": ["athletic"],
  "contraindications": ["shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Archer Pull-Up",
  "shortDescription": "A wide pull-up where you pull toward one hand while the other arm stays nearly straight.",
  "description": "Shifting your body toward one side makes that arm do most of the work.\n- Unilateral **lat** strength on the way to one-arm pull-ups\n- Highly demanding on the working shoulder and elbow",
  "instructions": ["Take an overhand grip about twice shoulder width.", "Hang with straight arms and a braced trunk.", "Pull toward the right hand, letting the left arm straighten out along the bar.", "Finish with the chin beside the right hand.", "Lower to the centre under control and alternate sides or finish one side first."],
  "usageInstructions": "3-4 sets of 2-6 reps per side for advanced calisthenics strength.",
  "safetyNotes": "Only attempt once 12+ strict pull-ups are solid. Lower with control: the wide, loaded arm is exposed.",
  "difficultyLevel": 9, "technicalComplexity": 6, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [2, 6], "restSeconds": [120, 180],
  "minExperienceLevel": "advanced", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["biceps", "rhomboids", "rear_delts", "grip"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": ["athletic"],
  "contraindications": ["shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Chest-to-Bar Pull-Up",
  "shortDescription": "A higher pull-up in which the chest touches the bar, demanding more range and more back.",
  "description": "You pull past the usual chin-over-bar finish until the lower chest meets the bar.\n- Extra range works the **lats** and **rhomboids** harder\n- A stepping stone to the muscle-up",
  "instructions": ["Grip the bar overhand a little wider than the shoulders.", "Hang with long arms and squeeze the legs together.", "Pull hard, driving the elbows behind the body and lifting the chest.", "Touch the chest to the bar with the shoulder blades squeezed together.", "Lower under control to a full hang."],
  "usageInstructions": "3-5 sets of 3-8 reps once regular pull-ups are strong.",
  "safetyNotes": "Step or lower down to the floor rather than dropping from height. Stop if you feel pinching at the front or top of the shoulder.",
  "difficultyLevel": 7, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [2, 0, 1], "sets": [3, 5], "reps": [3, 8], "restSeconds": [120, 180],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["biceps", "rear_delts", "grip"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility", "thoracic_extension"], "tags": ["athletic"],
  "contraindications": ["shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kipping Pull-Up",
  "shortDescription": "A pull-up driven by a rhythmic hip swing, used in conditioning workouts for high repetitions.",
  "description": "A controlled swing transfers momentum from the hips into the pull so you can cycle many reps quickly.\n- Trains **lats** and coordination for conditioning\n- High stress on the shoulders; needs strict strength first",
  "instructions": ["Grip the bar overhand slightly wider than the shoulders.", "Start a small swing by pushing the chest through the arms, then pulling the feet forward into a hollow.", "At the front of the hollow, snap the hips up and pull the elbows down to bring the chin over the bar.", "Push away from the bar to return into the arch and the next swing.", "Stop the swing in a dead hang before letting go."],
  "usageInstructions": "Use in conditioning pieces for sets of 5-15 reps. Build at least 8 strict pull-ups before learning it.",
  "safetyNotes": "Learn the swing in small steps and never kip to exhaustion. The fast drop and arch load the shoulders and lower back.",
  "difficultyLevel": 7, "technicalComplexity": 7, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [1, 0, 0], "sets": [3, 5], "reps": [5, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["endurance", "power"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["abs", "hip_flexors", "biceps", "grip"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "elbow", "spine"], "mobilityRequirements": ["overhead_mobility", "thoracic_extension"], "tags": ["explosive"],
  "contraindications": ["shoulder_impingement", "elbow_issues", "lower_back_pain"]
}$json$);
--> statement-breakpoint
-- Pulldowns, straight-arm pulldowns and pullovers
SELECT seed_exercise($json${
  "name": "Lat Pulldown",
  "shortDescription": "Pull a wide bar down to the upper chest from a seated position: the gym staple for the lats.",
  "description": "Seated under a high pulley with the thighs pinned, you pull a wide bar down to the top of the chest.\n- Trains the **lats** with an adjustable load\n- Lets beginners build vertical pulling before pull-ups",
  "instructions": ["Set the thigh pad so your legs are locked in with the feet flat.", "Grip the bar overhand a little outside shoulder width and sit down with straight arms.", "Lean back slightly, lift the chest and pull the shoulder blades down.", "Drive the elbows down and in until the bar reaches the upper chest.", "Let the bar rise under control until the arms are straight again."],
  "usageInstructions": "Use as the main vertical pull for beginners or as a volume pull after pull-ups: 3-4 sets of 8-12 reps.",
  "safetyNotes": "Pull to the front of the body, never behind the neck. Keep the grip no wider than you can pull without shoulder pain.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["biceps", "rhomboids", "rear_delts", "forearms"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": ["beginner_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Close-Grip Lat Pulldown",
  "shortDescription": "A pulldown with a narrow neutral handle, letting the elbows travel close to the body for a long lat stroke.",
  "description": "Using a V-handle or narrow parallel grip, you pull the handle to the upper chest.\n- Long range of motion for the **lats**\n- Neutral grip that most shoulders and elbows tolerate well",
  "instructions": ["Attach a V-handle or narrow parallel grip to the high pulley.", "Sit with the thighs under the pad and reach up to the handle with straight arms.", "Lean back a few degrees and set the shoulder blades down.", "Pull the handle toward the breastbone, keeping the elbows close to the ribs.", "Return slowly until the arms are straight and the lats feel stretched."],
  "usageInstructions": "3-4 sets of 8-15 reps as a main or accessory vertical pull; a good swap when pull-ups bother the shoulders.",
  "safetyNotes": "Stay in a pain-free range; with shoulder complaints, stop each rep a little before the arms are fully overhead.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["biceps", "rhomboids", "forearms"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Reverse-Grip Lat Pulldown",
  "shortDescription": "An underhand, shoulder-width pulldown that brings in the biceps and lets the elbows drive low.",
  "description": "With palms facing you, you pull the bar down to the upper chest.\n- Works the lower **lats** and **biceps**\n- Mirrors the chin-up with adjustable load",
  "instructions": ["Take a shoulder-width underhand grip on a straight bar.", "Sit with the thighs secured and the chest lifted.", "Pull the elbows down and slightly back toward the hips.", "Bring the bar to the upper chest and squeeze the lats briefly.", "Return under control to straight arms."],
  "usageInstructions": "3-4 sets of 8-12 reps after the main pull.",
  "safetyNotes": "Keep the load moderate: the underhand grip stresses the inner elbow and wrist.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats", "biceps"], "secondaryMuscles": ["rhomboids", "forearms"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": ["beginner_friendly"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Half-Kneeling Single-Arm Cable Pulldown",
  "shortDescription": "Kneel beside a high pulley and pull a handle down one arm at a time for a deep lat contraction.",
  "description": "Working one side at a time lets the elbow travel down to the hip in a natural arc.\n- Isolates each **lat** and evens out side-to-side differences\n- Light, joint-friendly loading",
  "instructions": ["Set a single handle on a high pulley and kneel on the knee nearest the stack.", "Reach up with the near arm, palm facing in, letting the shoulder stretch gently.", "Pull the elbow down and slightly back toward the hip.", "Pause with the elbow by the ribs and the chest tall.", "Let the arm rise back to the start slowly, then finish all reps before switching sides."],
  "usageInstructions": "2-4 sets of 10-15 reps per side as an accessory after the main pull.",
  "safetyNotes": "Use a pad under the kneeling knee. Keep the range pain-free at the top of the reach.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [10, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["rhomboids", "biceps", "obliques"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly", "rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Lat Pulldown",
  "shortDescription": "A kneeling pulldown using a band anchored overhead: a home replacement for the cable pulldown.",
  "description": "You kneel below a band anchored high up and pull the ends down to your shoulders.\n- Trains the **lats** at home with no machine\n- Resistance rises as the band stretches, so the finish is the hardest part",
  "instructions": ["Anchor a band high, over a pull-up bar or a door anchor at the top of a door.", "Kneel far enough away that the band is taut with the arms reaching up.", "Set the shoulder blades down and keep the chest tall.", "Pull the ends down until the hands reach the shoulders and the elbows are by the ribs.", "Control the return until the arms are nearly straight."],
  "usageInstructions": "3-4 sets of 12-20 reps; use a thicker band or step further away to progress.",
  "safetyNotes": "Check the anchor before every set; a band that comes loose snaps toward you.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [12, 20], "restSeconds": [45, 75],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["biceps", "rhomboids"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly", "home_friendly", "low_impact", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Straight-Arm Cable Pulldown",
  "shortDescription": "Standing at a high pulley, sweep a bar from eye level to the thighs with straight arms to isolate the lats.",
  "description": "Keeping the elbows almost straight removes the biceps so the **lats** do the pulling.\n- Isolation for the lats\n- Great for learning to feel the back working before rows and pull-ups",
  "instructions": ["Attach a straight bar to a high pulley and stand one step back.", "Hinge forward slightly, arms straight, with the bar at about eye level.", "Keep the elbows softly bent and pull the bar down in an arc to the thighs.", "Squeeze the lats at the bottom without rounding the shoulders forward.", "Let the bar rise slowly back to eye level."],
  "usageInstructions": "3-4 sets of 10-15 reps, as a pre-exhaust before pull-ups or a finisher after rows.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["triceps", "rear_delts", "abs"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "beginner_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Straight-Arm Pulldown",
  "shortDescription": "The straight-arm pulldown with a band anchored high, for lat activation at home or in a warm-up.",
  "description": "You pull a band from head height down to the thighs with straight arms.\n- Wakes up the **lats** before pulling work\n- Needs only a band and a high anchor",
  "instructions": ["Anchor a band above head height and hold one end in each hand.", "Step back until the band is taut and hinge slightly with straight arms in front.", "Sweep the hands down to the thighs, keeping the elbows soft but fixed.", "Hold the bottom for a second with the shoulders down.", "Return slowly to head height."],
  "usageInstructions": "2-3 sets of 15-20 reps as a warm-up or high-rep finisher.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [15, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["triceps", "rear_delts"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "warm_up", "beginner_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Rope Pullover",
  "shortDescription": "A hinged straight-arm pulldown with a rope, pulling the ends past the hips for a full lat squeeze.",
  "description": "With a rope on a high pulley, you hinge forward and pull the rope ends down and back past the hips.\n- Longer finish than the straight-bar version for the **lats**\n- The rope lets the hands move freely",
  "instructions": ["Attach a rope to a high pulley, take both ends and step back two paces.", "Hinge forward about 30 degrees with the arms stretched toward the pulley.", "Keeping the elbows slightly bent, pull the rope ends down in an arc.", "Finish with the hands beside the hips and the rope ends spread apart.", "Let the arms return overhead under control."],
  "usageInstructions": "3 sets of 12-15 reps as an accessory or finisher on pull days.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [10, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["triceps", "abs", "rear_delts"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "low_impact", "finisher"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Pullover",
  "shortDescription": "Lying across or along a bench, lower one dumbbell behind the head with slightly bent arms and pull it back over the chest.",
  "description": "A long-arc movement that stretches and works the **lats** and chest.\n- Trains the shoulder extension that lats and chest share\n- Also opens the rib cage and upper back",
  "instructions": ["Lie on a flat bench holding one dumbbell with both hands over the chest.", "Bend the elbows slightly and lock that angle.", "Lower the dumbbell in an arc behind the head until the upper arms are beside the ears.", "Keep the ribs down; do not let the lower back arch off the bench.", "Pull the dumbbell back over the chest using the lats."],
  "usageInstructions": "3 sets of 10-15 reps as an accessory on pull or upper days.",
  "safetyNotes": "Hold the dumbbell securely under the top plates. Lower only as far as the shoulders allow without pain.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 4,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [3, 1, 1], "sets": [2, 4], "reps": [10, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats", "chest"], "secondaryMuscles": ["triceps", "abs"],
  "equipmentRequired": ["dumbbells", "adjustable_bench"],
  "joints": ["shoulder"], "mobilityRequirements": ["overhead_mobility", "thoracic_extension"], "tags": ["isolation"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Pullover",
  "shortDescription": "A lying pullover with a barbell held at shoulder width and bent elbows, for heavier lat loading.",
  "description": "Lying on a bench, you lower a bar behind the head and pull it back over the chest.\n- Loads the **lats** and long head of the triceps\n- Bent elbows let heavier loads be used than the dumbbell pullover",
  "instructions": ["Lie on a flat bench with the head near the end and hold a bar over the chest at shoulder width.", "Bend the elbows to about 90 degrees.", "Lower the bar behind the head, keeping the elbows from flaring out.", "Stop when the upper arms are level with the bench.", "Pull the bar back over the chest by driving the elbows toward the hips."],
  "usageInstructions": "2-3 sets of 8-12 reps as an accessory.",
  "safetyNotes": "Start light; the stretched overhead position loads the shoulder and elbow together.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 4,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [3, 1, 1], "sets": [2, 3], "reps": [8, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["triceps", "chest"],
  "equipmentRequired": ["barbell", "adjustable_bench"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility", "thoracic_extension"], "tags": ["isolation"],
  "contraindications": ["shoulder_impingement", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Pullover",
  "shortDescription": "A floor pullover holding a kettlebell by the horns, where the floor limits how far the arms travel.",
  "description": "Lying on the floor, you lower a kettlebell behind your head and pull it back over the chest.\n- Trains the **lats** and core with a built-in range limit\n- Good home option",
  "instructions": ["Lie on your back with knees bent and hold a kettlebell by the horns over the chest.", "Brace the abs so the lower back stays in contact with the floor.", "Lower the kettlebell behind the head until it lightly touches the floor.", "Pull it back over the chest with slightly bent arms.", "Exhale as the bell returns over the chest."],
  "usageInstructions": "2-3 sets of 10-15 reps.",
  "safetyNotes": "Grip the handle firmly so the bell cannot slip toward the face.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [3, 1, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "core"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["abs", "triceps", "chest"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["shoulder"], "mobilityRequirements": ["overhead_mobility"], "tags": ["isolation", "home_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Suspension Trainer Assisted Pull-Up",
  "shortDescription": "Sit under a high-anchored suspension trainer and pull yourself up with the legs helping as needed.",
  "description": "Straps hang from a high anchor; you sit or kneel below them and pull up, pushing lightly through the feet.\n- Vertical pulling for the **lats** without a bar\n- Leg assistance makes it adjustable for beginners",
  "instructions": ["Shorten the straps so the handles hang at arm's length above you when seated on the floor.", "Sit or kneel under the anchor and grip the handles with palms facing each other.", "Keep the heels on the floor and lean slightly back.", "Pull the elbows down to the ribs, lifting the hips off the floor.", "Lower slowly until the arms are straight."],
  "usageInstructions": "3-4 sets of 8-12 reps; use less leg push as you get stronger.",
  "safetyNotes": "Check that the anchor is rated for your bodyweight and locked in place.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "suspension", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["biceps", "rhomboids", "grip"],
  "equipmentRequired": ["suspension_trainer"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": ["beginner_friendly", "home_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
-- Cable and band rows, face pulls and pull-aparts
SELECT seed_exercise($json${
  "name": "Seated Cable Row",
  "shortDescription": "Sit at a low pulley with braced feet and row a close-grip handle to the lower ribs.",
  "description": "The classic machine-free horizontal pull: you row a V-handle to the stomach while sitting tall.\n- Trains the **lats** and **rhomboids** with steady cable tension\n- Easy to learn and adjust",
  "instructions": ["Sit at the low pulley with the feet on the platform and the knees slightly bent.", "Grip the V-handle and sit tall with straight arms and a neutral spine.", "Pull the handle to the lower ribs, driving the elbows back close to the body.", "Squeeze the shoulder blades together briefly.", "Return the handle forward until the arms are straight, without rounding the back."],
  "usageInstructions": "3-4 sets of 8-15 reps as a main or secondary row.",
  "safetyNotes": "Keep the torso nearly still; rocking far forward and back under load strains the lower back.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["biceps", "rear_delts", "forearms", "lower_back"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly", "posture"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Wide-Grip Seated Cable Row",
  "shortDescription": "A seated cable row with a wide overhand bar, bringing the elbows out to hit the upper back.",
  "description": "With the hands wide and elbows flared, the row shifts toward the **rhomboids** and rear delts.\n- Upper-back thickness and posture work\n- Lighter than the close-grip row",
  "instructions": ["Attach a long straight bar to the low pulley and take a wide overhand grip.", "Sit tall with the knees slightly bent and the arms straight.", "Pull the bar toward the lower chest with the elbows at about 60 degrees from the body.", "Squeeze the shoulder blades together at the end.", "Return slowly to straight arms while keeping the chest lifted."],
  "usageInstructions": "3-4 sets of 10-15 reps as an upper-back accessory.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rhomboids", "rear_delts"], "secondaryMuscles": ["lats", "biceps", "traps"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["posture", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Arm Seated Cable Row",
  "shortDescription": "A seated row with one handle, letting each side pull through a long range with a slight trunk rotation.",
  "description": "Rowing one arm at a time allows a longer reach and a stronger finish for each **lat**.\n- Fixes side-to-side imbalances\n- Adds a little anti-rotation work for the trunk",
  "instructions": ["Attach a single handle to the low pulley and sit facing it.", "Hold the handle with one hand, palm facing in, arm straight.", "Row the elbow back past the ribs while keeping the chest facing forward.", "Squeeze the shoulder blade toward the spine.", "Reach forward slowly, letting the shoulder blade glide forward, then repeat."],
  "usageInstructions": "3 sets of 10-15 reps per side.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["biceps", "obliques", "rear_delts"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Half-Kneeling Single-Arm Cable Row",
  "shortDescription": "Row a handle from a chest-high pulley while half-kneeling, training the back and hip stability together.",
  "description": "From a half-kneeling stance, you row one handle to the ribs without letting the trunk twist.\n- Works the **lats** and **rhomboids** one side at a time\n- Trunk and hip control in a low, stable position",
  "instructions": ["Set the pulley at chest height and kneel on the knee on the working-arm side.", "Hold the handle with an arm straight in front and the trunk upright.", "Row the elbow back close to the ribs, keeping the hips and shoulders square.", "Pause briefly with the shoulder blade pulled back.", "Return slowly and keep the trunk from rotating toward the pulley."],
  "usageInstructions": "3 sets of 10-12 reps per side.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 12], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "core"], "movementPattern": ["pull", "core_stability"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["obliques", "biceps", "glutes"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly", "low_impact", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kneeling High Cable Row",
  "shortDescription": "Kneeling facing a high pulley, row a rope toward the neck with the elbows high to train the upper back.",
  "description": "An angled pull that sits between a pulldown and a face pull.\n- Trains the **rhomboids**, middle traps and rear delts\n- Useful for posture-focused programs",
  "instructions": ["Attach a rope to a high pulley and kneel one step back, facing it.", "Hold the rope ends with thumbs toward you and the arms reaching up and forward.", "Pull the rope toward the upper chest, keeping the elbows high and wide.", "Squeeze the shoulder blades together and down.", "Let the arms extend back toward the pulley under control."],
  "usageInstructions": "3 sets of 12-15 reps as an upper-back accessory.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [12, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rhomboids", "rear_delts"], "secondaryMuscles": ["lats", "traps", "biceps"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["posture", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Face Pull",
  "shortDescription": "Pull a rope from a face-height pulley toward the eyes, separating the hands and rotating the arms out.",
  "description": "A high row with outward rotation that trains the upper back and shoulder stabilisers.\n- Targets the **rear delts** and **rhomboids**\n- A staple for shoulder health and posture",
  "instructions": ["Set a rope on a pulley at face height and hold the ends with thumbs pointing back.", "Step back until the arms are straight and stand tall with a slight lean back.", "Pull the rope toward the eyes, leading with the elbows high.", "Spread the rope ends apart and turn the knuckles to the ceiling at the end.", "Return slowly to straight arms."],
  "usageInstructions": "3-4 sets of 12-20 reps on upper or pull days, or as part of a warm-up with light load.",
  "difficultyLevel": 2, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [12, 20], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts", "rhomboids"], "secondaryMuscles": ["traps", "biceps"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["posture", "rehab_friendly", "warm_up", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Face Pull",
  "shortDescription": "A face pull with a band anchored at head height: shoulder health work anywhere.",
  "description": "You pull a band toward the face and turn the arms out, like the cable face pull.\n- Trains the **rear delts** and **rhomboids**\n- Ideal for warm-ups and home sessions",
  "instructions": ["Anchor a band at head height and hold one end in each hand, palms down.", "Step back until the band is taut with the arms straight in front.", "Pull the hands toward the ears with the elbows high.", "Rotate the forearms up so the hands finish beside the head.", "Return slowly to straight arms."],
  "usageInstructions": "2-4 sets of 15-25 reps as a warm-up or daily posture drill.",
  "difficultyLevel": 1, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [15, 25], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["endurance", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts", "rhomboids"], "secondaryMuscles": ["traps"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["posture", "home_friendly", "rehab_friendly", "warm_up", "beginner_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Single-Arm Row",
  "shortDescription": "Stand facing a band anchored at waist height and row one handle to the ribs in a split stance.",
  "description": "A standing one-arm row with a band.\n- Trains the **lats** and **rhomboids** one side at a time\n- The trunk resists rotation toward the anchor",
  "instructions": ["Anchor a band at about waist height and hold the free end in one hand.", "Step back into a split stance with the opposite foot forward until the band is taut.", "Stand tall with the arm straight in front.", "Row the hand to the ribs, keeping the chest square to the anchor.", "Let the arm extend slowly and finish the reps before switching sides."],
  "usageInstructions": "2-4 sets of 12-20 reps per side as a warm-up, home row or light accessory.",
  "safetyNotes": "Check that the anchor is secure before each set.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [12, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["biceps", "rear_delts", "obliques"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "low_impact", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Seated Row",
  "shortDescription": "Sit with straight legs, loop a band around the feet and row the ends to the stomach.",
  "description": "A floor-based row that needs nothing but a band.\n- Trains the **lats** and **rhomboids** at home\n- Resistance is highest at the end of the pull, where the squeeze matters",
  "instructions": ["Sit on the floor with the legs straight and a band looped around the soles of the feet.", "Hold the ends with palms facing in and sit tall.", "Row the hands to the lower ribs, pulling the elbows back close to the body.", "Squeeze the shoulder blades together for one second.", "Extend the arms slowly while staying tall."],
  "usageInstructions": "3-4 sets of 12-20 reps; double the band or shorten it to progress.",
  "safetyNotes": "Make sure the band sits securely in the middle of the feet so it cannot slip off.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [12, 20], "restSeconds": [45, 60],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["biceps", "rear_delts"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "low_impact", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Bent-Over Row",
  "shortDescription": "Stand on a band, hinge forward and row both ends to the hips.",
  "description": "A hinged row using a band under the feet.\n- Works the **lats** and **rhomboids** with light, joint-friendly resistance\n- Teaches the bent-over row position before adding a barbell",
  "instructions": ["Stand on the middle of a band with the feet hip width apart.", "Hinge at the hips until the torso is about 45 degrees, knees soft, back flat.", "Hold the ends with straight arms below the shoulders.", "Row the hands toward the hips, keeping the elbows close to the body.", "Lower the hands slowly while keeping the hinge position."],
  "usageInstructions": "3-4 sets of 12-20 reps.",
  "safetyNotes": "Keep the back flat in the hinge. With lower back pain choose the seated band row instead.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [12, 20], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull", "hinge"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["biceps", "lower_back", "hamstrings"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder", "elbow", "spine", "hip"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["home_friendly", "beginner_friendly"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
-- Free-weight rows: barbell, Smith machine, dumbbell and kettlebell
SELECT seed_exercise($json${
  "name": "Barbell Bent-Over Row",
  "shortDescription": "Hinge forward with a barbell and row it to the lower ribs: the main loaded horizontal pull.",
  "description": "Holding a hip hinge, you row a barbell from straight arms to the stomach.\n- Builds the **lats**, **rhomboids** and rear delts with heavy load\n- The lower back and hamstrings work hard to hold the position",
  "instructions": ["Stand with the feet hip width apart and grip the bar overhand just outside the knees.", "Hinge at the hips with soft knees until the torso is 30-45 degrees above the floor, back flat.", "Let the bar hang at arm's length below the shoulders.", "Row the bar to the lower ribs, driving the elbows back and squeezing the shoulder blades.", "Lower the bar to straight arms without letting the torso rise or the back round."],
  "usageInstructions": "Use as the main row of a pull or upper day: 3-5 sets of 5-10 reps.",
  "safetyNotes": "Keep the back flat throughout; stop the set when the torso starts to rise or round. Pick the bar up from the floor with a proper deadlift or from a rack.",
  "difficultyLevel": 5, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [2, 0, 1], "sets": [3, 5], "reps": [5, 10], "restSeconds": [90, 180],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull", "hinge"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["rear_delts", "biceps", "lower_back", "hamstrings", "traps"],
  "equipmentRequired": ["barbell"],
  "joints": ["shoulder", "elbow", "spine", "hip"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["main_lift"],
  "contraindications": ["lower_back_pain", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Pendlay Row",
  "shortDescription": "A strict barbell row from a dead stop on the floor with the torso parallel to the ground.",
  "description": "Each rep starts from the floor with the back horizontal, then explodes the bar to the lower chest.\n- Powerful **lats** and **rhomboids** with no momentum from the legs\n- Demands good hip hinge mobility",
  "instructions": ["Set up over the bar with the feet hip width and grip it overhand, slightly wider than the shoulders.", "Bend the knees a little and hinge until the back is flat and nearly parallel to the floor.", "Brace hard and pull the bar explosively to the lower chest.", "Return the bar to the floor under control and let it settle.", "Reset the brace and back position before every rep."],
  "usageInstructions": "3-5 sets of 4-8 reps as the heavy row of the week.",
  "safetyNotes": "If you cannot reach a flat back with the torso parallel, raise the bar on plates rather than rounding.",
  "difficultyLevel": 6, "technicalComplexity": 6, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [1, 1, 0], "sets": [3, 5], "reps": [4, 8], "restSeconds": [120, 180],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "power"], "movementPattern": ["pull", "hinge"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["rear_delts", "lower_back", "hamstrings", "biceps", "traps"],
  "equipmentRequired": ["barbell"],
  "joints": ["shoulder", "elbow", "spine", "hip"], "mobilityRequirements": ["hamstring_flexibility", "hip_flexion"], "tags": ["main_lift", "explosive"],
  "contraindications": ["lower_back_pain", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Underhand Barbell Row",
  "shortDescription": "A bent-over barbell row with a shoulder-width underhand grip and a more upright torso.",
  "description": "Palms facing forward and the torso at about 45 degrees, you row the bar to the navel.\n- Loads the lower **lats** and **biceps**\n- Often allows heavier weights than the overhand row",
  "instructions": ["Take a shoulder-width underhand grip on the bar.", "Hinge to about 45 degrees with the knees slightly bent and the back flat.", "Pull the bar to the navel, keeping the elbows close to the body.", "Squeeze the lats and pause briefly.", "Lower under control to straight arms."],
  "usageInstructions": "3-4 sets of 6-10 reps as a main or second row.",
  "safetyNotes": "Heavy underhand pulling stresses the biceps tendon and inner elbow; keep the wrists neutral and avoid jerking the bar.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 10], "restSeconds": [90, 150],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull", "hinge"],
  "primaryMuscles": ["lats", "biceps"], "secondaryMuscles": ["rhomboids", "lower_back", "forearms"],
  "equipmentRequired": ["barbell"],
  "joints": ["shoulder", "elbow", "wrist", "spine"], "mobilityRequirements": ["hamstring_flexibility"], "tags": [],
  "contraindications": ["lower_back_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Smith Machine Bent-Over Row",
  "shortDescription": "A bent-over row on the Smith machine, where the fixed bar path lets you focus on the pull.",
  "description": "You hinge under a Smith bar and row it to the lower ribs along the rails.\n- Works the **lats** and **rhomboids** without balancing the bar\n- Easy to set the start height on the hooks",
  "instructions": ["Set the bar just below knee height and stand close to it.", "Grip overhand slightly wider than the shoulders, unhook and hinge to about 45 degrees.", "Row the bar to the lower ribs, driving the elbows back.", "Squeeze the shoulder blades together at the top.", "Lower to straight arms and re-hook the bar at the end of the set."],
  "usageInstructions": "3-4 sets of 8-12 reps.",
  "safetyNotes": "Set the safety stops just below the lowest point of the row.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [90, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["pull", "hinge"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["rear_delts", "biceps", "lower_back"],
  "equipmentRequired": ["smith_machine"],
  "joints": ["shoulder", "elbow", "spine"], "mobilityRequirements": ["hamstring_flexibility"], "tags": [],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Seal Row",
  "shortDescription": "Lie face down on a raised bench and row a barbell from below it, with no help from the legs or lower back.",
  "description": "A fully chest-supported barbell row.\n- Isolates the **lats**, **rhomboids** and rear delts\n- Spares the lower back completely",
  "instructions": ["Raise a flat bench on plates or blocks so a barbell can hang below it with straight arms.", "Lie face down with the chin just past the end of the bench.", "Grip the bar overhand slightly wider than the shoulders.", "Row the bar up until it touches the underside of the bench.", "Lower slowly to straight arms without lifting the chest off the bench."],
  "usageInstructions": "3-4 sets of 6-12 reps as a heavy row that spares the lower back.",
  "safetyNotes": "Make sure the raised bench is stable before loading; have the bar set on blocks so you never hold it in a cramped position.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [90, 150],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rhomboids", "lats"], "secondaryMuscles": ["rear_delts", "biceps", "traps"],
  "equipmentRequired": ["barbell", "flat_bench"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Chest-Supported Dumbbell Row",
  "shortDescription": "Lie face down on an incline bench and row two dumbbells, keeping the chest on the pad.",
  "description": "An incline bench supports the trunk so the back muscles do all the work.\n- Trains the **rhomboids** and **lats** without lower back strain\n- Great for strict, high-quality reps",
  "instructions": ["Set a bench to a 30-45 degree incline and lie face down with the chest on the pad.", "Hold a dumbbell in each hand with straight arms hanging down.", "Row the dumbbells up, bringing the elbows back and the shoulder blades together.", "Pause with the chest still on the pad.", "Lower slowly to straight arms."],
  "usageInstructions": "3-4 sets of 8-15 reps as a main or accessory row.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rhomboids", "lats"], "secondaryMuscles": ["rear_delts", "biceps", "traps"],
  "equipmentRequired": ["dumbbells", "adjustable_bench"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly", "posture", "low_impact", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "One-Arm Dumbbell Row",
  "shortDescription": "Support yourself on a bench with one hand and knee and row a dumbbell to the hip.",
  "description": "The most common single-arm row: the bench supports the trunk while one arm rows.\n- Strong **lat** work with a long range\n- Evens out differences between sides",
  "instructions": ["Place the same-side knee and hand on a flat bench, the other foot on the floor.", "Hold the dumbbell in the free hand with the arm straight and the back flat.", "Row the dumbbell toward the hip, keeping the elbow close to the body.", "Squeeze the lat at the top without twisting the trunk open.", "Lower the weight until the arm is straight and the shoulder blade stretches forward."],
  "usageInstructions": "3-4 sets of 8-12 reps per arm as a main or secondary row.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["rhomboids", "rear_delts", "biceps"],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kroc Row",
  "shortDescription": "A very heavy one-arm dumbbell row for high reps, allowing a little body movement near the end of the set.",
  "description": "Supported by one hand, you row the heaviest dumbbell you can manage for 15-25 reps.\n- Builds the **lats**, upper back and **grip**\n- Hard on the whole body; an advanced intensity tool",
  "instructions": ["Brace one hand on a bench or rack with a staggered stance, back flat and slightly above parallel.", "Hold a heavy dumbbell at arm's length, using straps if the grip limits you.", "Row the dumbbell to the hip with a strong pull of the back.", "Allow a small amount of hip drive only in the final hard reps.", "Lower under control to a full stretch each rep."],
  "usageInstructions": "1-2 sets of 15-25 reps per arm, usually at the end of a back session.",
  "safetyNotes": "Keep the body english small; the back must stay flat. The heavy loads stress elbows and wrists, so build up over weeks.",
  "difficultyLevel": 6, "technicalComplexity": 4, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 8, "tempo": [2, 0, 1], "sets": [1, 2], "reps": [15, 25], "restSeconds": [120, 180],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats", "grip"], "secondaryMuscles": ["rhomboids", "traps", "biceps", "forearms"],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["shoulder", "elbow", "wrist", "spine"], "mobilityRequirements": [], "tags": ["grip_intensive", "finisher"],
  "contraindications": ["lower_back_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Bent-Over Row",
  "shortDescription": "Hinge forward holding two dumbbells and row them to the hips together.",
  "description": "A free-standing row with a dumbbell in each hand.\n- Trains the **lats** and **rhomboids** with freedom for the wrists\n- Needs a solid hip hinge",
  "instructions": ["Hold a dumbbell in each hand and stand with the feet hip width.", "Hinge forward to about 45 degrees with soft knees and a flat back.", "Let the dumbbells hang below the shoulders with the palms facing each other.", "Row both dumbbells to the hips, keeping the elbows close.", "Lower under control without letting the torso rise."],
  "usageInstructions": "3-4 sets of 8-12 reps.",
  "safetyNotes": "Keep the spine neutral; if the lower back tires, switch to a chest-supported row.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull", "hinge"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["rear_delts", "biceps", "lower_back", "hamstrings"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "elbow", "spine", "hip"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["home_friendly"],
  "contraindications": ["lower_back_pain", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Renegade Row",
  "shortDescription": "From a high plank on two dumbbells, row one dumbbell at a time while keeping the hips still.",
  "description": "A row combined with a plank: the supporting arm and trunk resist rotation while the other arm rows.\n- Trains the **lats** and **abs** together\n- Anti-rotation core work",
  "instructions": ["Set two hexagonal dumbbells shoulder width apart and hold them in a high plank, feet wide.", "Brace the trunk so the body forms a straight line.", "Row one dumbbell to the hip while pressing the other into the floor.", "Keep the hips level and facing the floor.", "Place the dumbbell down softly and row with the other arm."],
  "usageInstructions": "3 sets of 6-10 reps per side, in conditioning circuits or core work.",
  "safetyNotes": "Use hexagonal dumbbells that cannot roll. The plank loads the wrists in extension.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [6, 10], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["strength", "core"], "movementPattern": ["pull", "core_stability"],
  "primaryMuscles": ["lats", "abs"], "secondaryMuscles": ["rhomboids", "obliques", "triceps", "chest"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "elbow", "wrist", "spine"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly", "athletic"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Gorilla Row",
  "shortDescription": "Two kettlebells on the floor between the feet, wide deep hinge, and alternate rowing each bell.",
  "description": "From a wide hinge, you row one kettlebell while the other stays on the floor as a support.\n- Works the **lats** and **rhomboids** one side at a time\n- Strong isometric work for the hips and back",
  "instructions": ["Place two kettlebells between the feet and stand wider than shoulder width.", "Hinge down with bent knees and a flat back to grip both handles.", "Press one hand into its bell and row the other bell to the hip.", "Lower it to the floor under control.", "Alternate sides without standing up between reps."],
  "usageInstructions": "3-4 sets of 6-10 reps per side.",
  "safetyNotes": "Hold the flat-back hinge for the whole set; stand up to rest if the back starts to round.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [6, 10], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull", "hinge"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["lower_back", "glutes", "hamstrings", "biceps", "obliques"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["shoulder", "elbow", "spine", "hip"], "mobilityRequirements": ["hip_flexion", "hamstring_flexibility"], "tags": ["home_friendly"],
  "contraindications": ["lower_back_pain", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Arm Kettlebell Row",
  "shortDescription": "A one-arm row with a kettlebell, supported on a bench, where the offset handle challenges the grip.",
  "description": "Like the one-arm dumbbell row but with a kettlebell.\n- Trains the **lats** and upper back with a supported trunk\n- A simple row for kettlebell-only gyms",
  "instructions": ["Rest one hand on a bench and stand in a staggered stance with a flat back.", "Hold the kettlebell in the free hand, arm hanging straight.", "Row the bell toward the hip, elbow brushing the ribs.", "Pause with the shoulder blade pulled back.", "Lower until the arm is straight and repeat."],
  "usageInstructions": "3-4 sets of 8-12 reps per side.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["rhomboids", "biceps", "grip"],
  "equipmentRequired": ["kettlebell", "flat_bench"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly", "home_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
-- Inverted and bodyweight rows
SELECT seed_exercise($json${
  "name": "Inverted Row",
  "shortDescription": "Hang under a bar set at hip height and pull your chest to it with the body straight.",
  "description": "A bodyweight horizontal pull: you lie under a racked bar and row your chest up to it.\n- Trains the **rhomboids** and **lats**\n- Scales easily by changing the body angle",
  "instructions": ["Set a bar in a rack or on hooks at about hip height.", "Lie underneath and grip it overhand slightly wider than the shoulders.", "Straighten the legs and lift the hips so the body forms a plank from heels to head.", "Pull the chest to the bar, squeezing the shoulder blades together.", "Lower to straight arms while keeping the body rigid."],
  "usageInstructions": "3-4 sets of 6-15 reps as a main row for beginners or an accessory for stronger lifters.",
  "safetyNotes": "Check that the bar is secure on the hooks and will not roll.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [6, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rhomboids", "lats"], "secondaryMuscles": ["rear_delts", "biceps", "abs", "glutes"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly", "posture"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Bent-Knee Inverted Row",
  "shortDescription": "An easier inverted row with the knees bent and the feet flat, so the legs take some of the load.",
  "description": "Bending the knees shortens the lever and reduces the load on the back.\n- Entry-level row for the **rhomboids** and **lats**\n- Teaches the rigid-body pull",
  "instructions": ["Set a bar at hip or waist height and lie under it.", "Grip the bar overhand and place the feet flat with the knees bent at 90 degrees.", "Lift the hips so the body is straight from knees to shoulders.", "Row the chest to the bar.", "Lower to straight arms without letting the hips sag."],
  "usageInstructions": "3-4 sets of 8-15 reps; straighten the legs as you get stronger.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rhomboids", "lats"], "secondaryMuscles": ["biceps", "rear_delts", "glutes"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly", "rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Feet-Elevated Inverted Row",
  "shortDescription": "An inverted row with the feet on a bench, so the body is horizontal and more of its weight is lifted.",
  "description": "Raising the feet makes the inverted row much harder.\n- Heavier bodyweight row for the **rhomboids** and **lats**\n- A step toward the front lever and one-arm rows",
  "instructions": ["Set a bar at hip height and place a bench a body length away.", "Grip the bar and put the heels on the bench so the body is horizontal.", "Brace the glutes and abs to keep a straight line.", "Row the chest to the bar and pause.", "Lower under control to straight arms."],
  "usageInstructions": "3-4 sets of 5-12 reps.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [5, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rhomboids", "lats"], "secondaryMuscles": ["rear_delts", "biceps", "abs", "glutes"],
  "equipmentRequired": ["barbell", "squat_rack", "flat_bench"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["posture"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Smith Machine Inverted Row",
  "shortDescription": "An inverted row under a Smith machine bar, which locks in place at any height.",
  "description": "The Smith bar is stable and quick to adjust, so the inverted row is easy to scale.\n- Trains the **rhomboids** and **lats** with bodyweight\n- Raise the bar to make it easier, lower it to make it harder",
  "instructions": ["Lock the Smith bar at about waist height.", "Lie under it and take an overhand grip slightly wider than the shoulders.", "Straighten the body from heels to head.", "Pull the chest to the bar, driving the elbows back.", "Lower to straight arms, keeping the hips up."],
  "usageInstructions": "3-4 sets of 8-15 reps.",
  "safetyNotes": "Make sure the bar is fully hooked and the safety catch is set before hanging from it.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rhomboids", "lats"], "secondaryMuscles": ["biceps", "rear_delts", "abs"],
  "equipmentRequired": ["smith_machine"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Doorframe Row",
  "shortDescription": "Grip both sides of an open doorframe and row your body toward it: a no-equipment back exercise.",
  "description": "Leaning back while holding a sturdy doorframe, you pull your chest toward it.\n- Trains the **rhomboids** and **lats** anywhere\n- Walk the feet closer to the frame to make it harder",
  "instructions": ["Stand in an open doorway and grip the frame on both sides at chest height.", "Place the feet close to the threshold and lean back until the arms are straight.", "Keep the body straight from heels to head.", "Pull the chest toward the doorway by squeezing the shoulder blades together.", "Lower back slowly to straight arms."],
  "usageInstructions": "3-4 sets of 10-20 reps; great for home workouts and daily posture breaks.",
  "safetyNotes": "Use a solid frame and a grippy floor; wear shoes with good grip so the feet cannot slide.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rhomboids", "lats"], "secondaryMuscles": ["biceps", "rear_delts", "grip"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "low_impact", "posture"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Table Row",
  "shortDescription": "Lie under a sturdy table, grip its edge and row your chest up to it.",
  "description": "A home inverted row using a solid table instead of a bar.\n- Horizontal pulling for the **rhomboids** and **lats** with no equipment\n- Bend the knees to make it easier",
  "instructions": ["Lie on your back under a heavy, stable table with the chest below its edge.", "Grip the edge with both hands about shoulder width apart.", "Bend the knees with the feet flat, or straighten the legs for more load.", "Pull the chest up toward the table while keeping the body straight.", "Lower slowly until the arms are straight."],
  "usageInstructions": "3-4 sets of 8-15 reps in home sessions.",
  "safetyNotes": "Test the table first: it must be heavy enough not to tip when you pull on its edge.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rhomboids", "lats"], "secondaryMuscles": ["biceps", "rear_delts", "glutes"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
-- Suspension trainer rows
SELECT seed_exercise($json${
  "name": "Suspension Trainer Row",
  "shortDescription": "Lean back holding suspension straps and row your chest to the handles.",
  "description": "The suspension trainer turns your bodyweight into an adjustable row.\n- Works the **lats** and **rhomboids**\n- Step the feet forward to add load, back to reduce it",
  "instructions": ["Face the anchor, hold the handles with palms facing each other and walk the feet forward.", "Lean back with straight arms until the body forms a straight, angled plank.", "Row the handles to the sides of the chest, elbows close to the ribs.", "Squeeze the shoulder blades together at the top.", "Lower slowly until the arms are straight."],
  "usageInstructions": "3-4 sets of 8-15 reps; adjust the body angle to hit the rep range.",
  "safetyNotes": "Check the anchor and straps before each session; keep the straps taut so they cannot slip.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "suspension", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["biceps", "rear_delts", "abs"],
  "equipmentRequired": ["suspension_trainer"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["beginner_friendly", "home_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Suspension Trainer Single-Arm Row",
  "shortDescription": "A suspension row using one handle, which adds a strong anti-rotation challenge.",
  "description": "Rowing with one arm on the straps makes each side lift more weight and forces the trunk to resist twisting.\n- Unilateral **lat** strength\n- Core and hip stability",
  "instructions": ["Shorten the straps and hold both handles together in one hand, or use the single-handle mode.", "Lean back with a straight body and the free arm reaching toward the anchor.", "Row the working hand to the ribs while keeping the chest square.", "Pause briefly at the top.", "Lower slowly, resisting any twist."],
  "usageInstructions": "3 sets of 6-12 reps per side.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "suspension", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "core"], "movementPattern": ["pull", "core_stability"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["biceps", "obliques", "abs"],
  "equipmentRequired": ["suspension_trainer"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["home_friendly", "athletic"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Suspension Trainer Wide Row",
  "shortDescription": "A suspension row with palms down and elbows flared wide, pulling the hands toward the chest line.",
  "description": "With the elbows at about 80 degrees, the work moves to the upper back.\n- Hits the **rhomboids** and **rear delts**\n- A posture-friendly bodyweight row",
  "instructions": ["Hold the handles with palms facing the floor and lean back with straight arms.", "Keep the body straight from heels to head.", "Row the hands toward the chest with the elbows flared out to the sides.", "Squeeze the shoulder blades together.", "Return to straight arms under control."],
  "usageInstructions": "3 sets of 10-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "suspension", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["rhomboids", "rear_delts"], "secondaryMuscles": ["traps", "lats", "biceps"],
  "equipmentRequired": ["suspension_trainer"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["posture", "home_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Suspension Trainer Face Pull",
  "shortDescription": "Lean back on the straps and pull the handles toward the forehead, elbows high and arms rotating out.",
  "description": "A bodyweight face pull.\n- Trains the **rear delts** and **rhomboids**\n- Builds the shoulder stabilisers used in pressing",
  "instructions": ["Hold the handles with palms down and lean back with straight arms.", "Keep a gentle angle at first; walk closer to the anchor to make it harder.", "Pull the handles toward the forehead, leading with high elbows.", "Finish with the hands beside the ears and the shoulder blades together.", "Lower slowly to straight arms."],
  "usageInstructions": "2-4 sets of 12-20 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [12, 20], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "suspension", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["rear_delts", "rhomboids"], "secondaryMuscles": ["traps", "biceps"],
  "equipmentRequired": ["suspension_trainer"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["posture", "home_friendly", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Suspension Trainer Y-Raise",
  "shortDescription": "Leaning back on the straps, raise straight arms overhead into a Y to train the lower traps.",
  "description": "With straight arms, you lift your body by sweeping the handles up and out into a Y.\n- Strengthens the lower traps (**rhomboids** group) and rear delts\n- Shoulder-blade control for overhead work",
  "instructions": ["Hold the handles with palms facing each other and lean back with straight arms.", "Keep a slight angle so the load is manageable.", "Sweep both arms up and out into a Y above the head.", "Pull the shoulder blades down and back at the top.", "Lower the arms slowly to the start."],
  "usageInstructions": "2-3 sets of 10-15 reps, after rows or as part of a shoulder warm-up.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "suspension", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["endurance", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["rhomboids"], "secondaryMuscles": ["rear_delts", "traps"],
  "equipmentRequired": ["suspension_trainer"],
  "joints": ["shoulder"], "mobilityRequirements": ["overhead_mobility"], "tags": ["posture", "rehab_friendly", "home_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Suspension Trainer Feet-Elevated Row",
  "shortDescription": "A suspension row with the heels on a box or bench so the body is nearly horizontal.",
  "description": "Raising the feet adds load to the hardest version of the suspension row.\n- Heavy bodyweight row for the **lats** and **rhomboids**\n- Strong core demand",
  "instructions": ["Place a bench or box behind you and set the straps at mid-length.", "Hold the handles and put the heels on the box so the body is horizontal.", "Brace the glutes and abs.", "Row the chest up to the handles.", "Lower slowly to straight arms."],
  "usageInstructions": "3-4 sets of 6-12 reps.",
  "difficultyLevel": 6, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "suspension", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["biceps", "rear_delts", "abs", "glutes"],
  "equipmentRequired": ["suspension_trainer", "plyo_box"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
-- Landmine and T-bar rows
SELECT seed_exercise($json${
  "name": "T-Bar Row",
  "shortDescription": "Straddle a landmine barbell, grip a handle under the loaded end and row it to the chest.",
  "description": "A heavy bent-over row with the bar anchored at one end.\n- Loads the **lats** and **rhomboids** heavily\n- The fixed arc is easier to control than a free barbell",
  "instructions": ["Load the free end of a barbell set in a landmine and stand astride it facing the plates.", "Place a V-handle under the bar just behind the plates.", "Hinge to about 45 degrees with soft knees and a flat back.", "Row the plates toward the chest, driving the elbows back.", "Lower under control to straight arms."],
  "usageInstructions": "3-4 sets of 6-12 reps as a main row.",
  "safetyNotes": "Use smaller plates for a longer range; keep the back flat rather than heaving the load.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [90, 150],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull", "hinge"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["rear_delts", "biceps", "lower_back", "traps"],
  "equipmentRequired": ["landmine", "barbell"],
  "joints": ["shoulder", "elbow", "spine", "hip"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["main_lift"],
  "contraindications": ["lower_back_pain", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Meadows Row",
  "shortDescription": "Standing side-on to a landmine, grip the end of the bar overhand and row it with one arm.",
  "description": "An overhand single-arm landmine row with a staggered stance.\n- Strong **lat** and upper back stretch and squeeze\n- The thick sleeve also trains the grip",
  "instructions": ["Stand perpendicular to the end of a loaded landmine bar, front foot near the plates.", "Hinge and rest the non-working forearm on the front knee.", "Grip the sleeve overhand with the working hand.", "Row the bar up and back toward the hip, elbow flaring slightly.", "Lower to a full stretch and repeat, then switch sides."],
  "usageInstructions": "3 sets of 8-12 reps per side.",
  "safetyNotes": "Keep the supporting forearm on the knee to unload the lower back; do not twist the trunk to finish the rep.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull", "hinge"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["rear_delts", "biceps", "grip", "traps"],
  "equipmentRequired": ["landmine", "barbell"],
  "joints": ["shoulder", "elbow", "spine"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["grip_intensive"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Chest-Supported Landmine Row",
  "shortDescription": "Lie face down on an incline bench placed under a landmine and row the bar with a V-handle.",
  "description": "A T-bar row with the chest on a bench.\n- Heavy **lats** and **rhomboids** loading\n- No lower back involvement",
  "instructions": ["Place an incline bench under the landmine bar so the loaded end hangs just past the top of the bench.", "Lie face down on the bench and grip a V-handle under the bar.", "Hold the bar at arm's length with the chest on the pad.", "Row the bar up until the handle reaches the bench.", "Lower slowly to straight arms."],
  "usageInstructions": "3-4 sets of 8-12 reps as a back-friendly main row.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [90, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["rear_delts", "biceps", "traps"],
  "equipmentRequired": ["landmine", "barbell", "adjustable_bench"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Half-Kneeling Landmine Row",
  "shortDescription": "Kneel beside a landmine bar and row the sleeve with one hand, keeping the torso upright-ish and square.",
  "description": "A single-arm landmine row from a low half-kneeling stance.\n- Targets the **lats** with a natural arc\n- Less lower back demand than standing rows",
  "instructions": ["Kneel on the knee nearest the bar, beside the loaded end of a landmine.", "Lean forward slightly from the hips with a flat back.", "Grip the sleeve with the near hand, arm straight.", "Row the bar toward the hip, keeping the shoulders square.", "Lower with control and finish all reps before switching sides."],
  "usageInstructions": "3 sets of 8-12 reps per side.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["rhomboids", "biceps", "obliques"],
  "equipmentRequired": ["landmine", "barbell"],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": [], "tags": ["low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Trap Bar Bent-Over Row",
  "shortDescription": "Stand inside a trap bar, hinge forward and row it with a neutral grip.",
  "description": "A bent-over row using the trap bar's side handles.\n- Works the **lats** and **rhomboids** with a neutral, elbow-friendly grip\n- Keeps the load centred under you",
  "instructions": ["Stand in the middle of the trap bar with the feet hip width.", "Hinge down and grip the handles, then stand up with the bar.", "Hinge forward to about 45 degrees with a flat back and soft knees.", "Row the handles toward the hips, keeping the elbows close.", "Lower to straight arms and repeat without letting the torso rise."],
  "usageInstructions": "3-4 sets of 8-12 reps.",
  "safetyNotes": "Lift the bar into position with a proper deadlift first; keep the back flat throughout.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [90, 120],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["pull", "hinge"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["lower_back", "rear_delts", "biceps", "hamstrings"],
  "equipmentRequired": ["trap_bar"],
  "joints": ["shoulder", "elbow", "spine", "hip"], "mobilityRequirements": ["hamstring_flexibility"], "tags": [],
  "contraindications": ["lower_back_pain", "hip_mobility"]
}$json$);
--> statement-breakpoint
-- Deadlift family: barbell, trap bar, dumbbell, kettlebell and landmine
SELECT seed_exercise($json${
  "name": "Barbell Deadlift",
  "shortDescription": "Lift a loaded barbell from the floor to standing with a flat back: the heaviest full-body pull.",
  "description": "The conventional deadlift: feet hip width, hands just outside the legs, the bar travels straight up along the shins and thighs.\n- Builds the **lower back**, **glutes** and **hamstrings** together\n- Also loads the traps, lats and grip heavily",
  "instructions": ["Stand with the mid-foot under the bar and the feet hip width apart.", "Hinge and grip the bar just outside the legs, then bend the knees until the shins touch it.", "Lift the chest, pull the slack out of the bar and brace the trunk with a deep breath.", "Push the floor away and keep the bar against the legs as it rises.", "Finish standing tall with the hips and knees locked, then lower the bar the same way."],
  "usageInstructions": "Use as the main lift of a lower or pull day: 3-5 sets of 1-6 reps for strength, with longer rests.",
  "safetyNotes": "Keep the spine neutral from floor to lockout; end the set when the back starts to round. Do not hyperextend at the top.",
  "difficultyLevel": 7, "technicalComplexity": 7, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 9, "tempo": [2, 0, 1], "sets": [3, 5], "reps": [1, 6], "restSeconds": [180, 300],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["lower_back", "glutes", "hamstrings"], "secondaryMuscles": ["traps", "lats", "quads", "grip", "forearms"],
  "equipmentRequired": ["barbell"],
  "joints": ["hip", "knee", "spine", "shoulder"], "mobilityRequirements": ["hamstring_flexibility", "hip_flexion"], "tags": ["main_lift", "grip_intensive"],
  "contraindications": ["lower_back_pain", "neck_pain", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Deficit Deadlift",
  "shortDescription": "A conventional deadlift standing on a 3-8 cm platform, so the bar starts lower and the pull is longer.",
  "description": "Standing on a plate or low platform increases the range of the deadlift.\n- Builds strength off the floor for the **lower back**, **glutes** and **hamstrings**\n- Demands more hip and hamstring mobility",
  "instructions": ["Stand on a stable 3-8 cm platform with the bar over the mid-foot.", "Hinge down and grip the bar, bending the knees more than usual to reach it.", "Set a flat back, brace hard and take the slack out of the bar.", "Drive through the floor and keep the bar close to the legs to lockout.", "Lower under control back to the floor."],
  "usageInstructions": "3-4 sets of 2-6 reps as a deadlift assistance lift, usually at 70-85% of your regular deadlift.",
  "safetyNotes": "Only use a deficit you can start from with a flat back; deeper is not better if the spine rounds.",
  "difficultyLevel": 8, "technicalComplexity": 7, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 9, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [2, 6], "restSeconds": [180, 300],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["strength"], "movementPattern": ["hinge"],
  "primaryMuscles": ["lower_back", "glutes", "hamstrings"], "secondaryMuscles": ["quads", "traps", "lats", "grip"],
  "equipmentRequired": ["barbell", "weight_plate"],
  "joints": ["hip", "knee", "spine"], "mobilityRequirements": ["hamstring_flexibility", "hip_flexion"], "tags": ["main_lift"],
  "contraindications": ["lower_back_pain", "neck_pain", "hip_mobility", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Rack Pull",
  "shortDescription": "A partial deadlift from pins or blocks set around knee height, overloading the top of the pull.",
  "description": "Starting the bar from the safety pins shortens the lift to the top half.\n- Heavy work for the **lower back**, **traps** and **glutes**\n- Builds lockout strength and a strong upper back",
  "instructions": ["Set the safety pins so the bar rests just below or just above the knees.", "Stand close with the feet hip width and grip the bar just outside the legs.", "Push the hips back with a flat back and brace.", "Drive the hips forward to stand tall, squeezing the glutes and upper back.", "Lower the bar back to the pins under control."],
  "usageInstructions": "3-4 sets of 3-6 reps as a deadlift accessory; can also be used for heavy upper back work.",
  "safetyNotes": "Loads can exceed your deadlift; progress gradually and use straps if the grip fails rather than letting the back round.",
  "difficultyLevel": 6, "technicalComplexity": 4, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 8, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [3, 6], "restSeconds": [150, 240],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["strength"], "movementPattern": ["hinge"],
  "primaryMuscles": ["lower_back", "traps", "glutes"], "secondaryMuscles": ["hamstrings", "lats", "grip", "forearms"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["hip", "spine", "shoulder"], "mobilityRequirements": [], "tags": ["grip_intensive"],
  "contraindications": ["lower_back_pain", "neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Snatch-Grip Deadlift",
  "shortDescription": "A deadlift with a very wide grip, forcing a lower start and harder upper-back work.",
  "description": "With the hands near the collars, you start lower and pull a longer distance.\n- Trains the **traps**, upper back and **lower back** hard\n- Common assistance lift for Olympic lifters and deadlifters",
  "instructions": ["Take a wide overhand grip so the bar sits in the hip crease when standing.", "Set the feet hip width, hinge down and bend the knees to reach a flat-back start.", "Brace, lift the chest and pull the slack out of the bar.", "Push through the floor, keeping the bar close and the shoulders over it.", "Stand tall, then lower with the same path."],
  "usageInstructions": "3-4 sets of 3-6 reps at lighter loads than your regular deadlift.",
  "safetyNotes": "The deep start position needs excellent mobility; use a low block under the plates if the back rounds.",
  "difficultyLevel": 8, "technicalComplexity": 7, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 9, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [3, 6], "restSeconds": [180, 240],
  "minExperienceLevel": "advanced", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["strength"], "movementPattern": ["hinge"],
  "primaryMuscles": ["lower_back", "traps", "glutes"], "secondaryMuscles": ["hamstrings", "lats", "rhomboids", "grip", "quads"],
  "equipmentRequired": ["barbell"],
  "joints": ["hip", "knee", "spine", "shoulder", "wrist"], "mobilityRequirements": ["hamstring_flexibility", "hip_flexion"], "tags": ["grip_intensive", "athletic"],
  "contraindications": ["lower_back_pain", "neck_pain", "hip_mobility", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Paused Deadlift",
  "shortDescription": "A deadlift with a two-second pause just after the bar leaves the floor, to reinforce position.",
  "description": "Stopping the bar a few centimetres off the floor exposes and trains any weak start position.\n- Builds control for the **lower back**, **glutes** and **hamstrings**\n- Teaches patience off the floor",
  "instructions": ["Set up as for a conventional deadlift and brace.", "Pull the bar a few centimetres off the floor.", "Hold it there for two seconds with the back flat and the bar against the shins.", "Continue the pull to full lockout.", "Lower the bar to the floor under control."],
  "usageInstructions": "3-4 sets of 2-5 reps at 60-75% of your deadlift as a technique and strength assistance lift.",
  "safetyNotes": "Use moderate loads; the pause is only useful if the position is good.",
  "difficultyLevel": 7, "technicalComplexity": 7, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 8, "tempo": [2, 2, 1], "sets": [3, 4], "reps": [2, 5], "restSeconds": [150, 240],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["strength"], "movementPattern": ["hinge"],
  "primaryMuscles": ["lower_back", "glutes", "hamstrings"], "secondaryMuscles": ["quads", "lats", "traps", "grip"],
  "equipmentRequired": ["barbell"],
  "joints": ["hip", "knee", "spine"], "mobilityRequirements": ["hamstring_flexibility", "hip_flexion"], "tags": [],
  "contraindications": ["lower_back_pain", "neck_pain", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Deadlift",
  "shortDescription": "A deadlift with two dumbbells held beside the feet: an easy way to learn the hinge and lift from the floor.",
  "description": "Holding dumbbells at your sides, you lower them toward the floor and stand back up.\n- Trains the **glutes**, **hamstrings** and **lower back**\n- Lighter and more forgiving than a barbell",
  "instructions": ["Stand with the feet hip width and a dumbbell on the floor beside each foot.", "Hinge at the hips and bend the knees to grip the handles with a flat back.", "Brace the trunk and stand up, pushing through the whole foot.", "Finish tall with the glutes squeezed and the dumbbells by the thighs.", "Lower them back to the floor with the same hinge."],
  "usageInstructions": "3-4 sets of 8-12 reps for beginners or in home workouts.",
  "safetyNotes": "Keep the back neutral as the dumbbells approach the floor; stop short if it rounds.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes", "hamstrings", "lower_back"], "secondaryMuscles": ["quads", "traps", "grip"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["hip", "knee", "spine"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["beginner_friendly", "home_friendly"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Deadlift",
  "shortDescription": "Deadlift a single kettlebell from between the feet: the first step in learning the hip hinge.",
  "description": "With one kettlebell centred under you, you hinge down, grip the handle and stand up.\n- Teaches the hip hinge for the **glutes**, **hamstrings** and **lower back**\n- Light and easy to learn",
  "instructions": ["Stand with the feet a little wider than hip width and the kettlebell between the arches.", "Push the hips back and bend the knees to reach the handle with a flat back.", "Grip the handle with both hands and pull the shoulders down.", "Stand up by driving the hips forward, keeping the bell close.", "Hinge back down to place the bell softly between the feet."],
  "usageInstructions": "3 sets of 8-15 reps, especially for beginners learning to hinge.",
  "safetyNotes": "Keep the load light until the hinge is smooth; raise the bell on a step if you cannot reach it with a flat back.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes", "hamstrings", "lower_back"], "secondaryMuscles": ["quads", "grip", "traps"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["hip", "knee", "spine"], "mobilityRequirements": [], "tags": ["beginner_friendly", "home_friendly"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Landmine Deadlift",
  "shortDescription": "Straddle or stand behind a landmine bar and deadlift its loaded end with both hands.",
  "description": "Lifting the end of an anchored barbell gives a guided, forgiving deadlift.\n- Trains the **glutes**, **quads** and **lower back**\n- The arc keeps the load close to the body",
  "instructions": ["Stand astride the loaded end of the landmine bar with the feet shoulder width.", "Squat and hinge down to grip the sleeve with both hands, back flat.", "Brace and stand up, pushing the floor away.", "Finish tall with the bar at hip height.", "Lower the bar back to the floor under control."],
  "usageInstructions": "3-4 sets of 6-12 reps as a beginner-friendly hinge.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [90, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy"], "movementPattern": ["hinge", "squat"],
  "primaryMuscles": ["glutes", "lower_back", "quads"], "secondaryMuscles": ["hamstrings", "traps", "grip"],
  "equipmentRequired": ["landmine", "barbell"],
  "joints": ["hip", "knee", "spine"], "mobilityRequirements": [], "tags": ["beginner_friendly"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Trap Bar Deadlift",
  "shortDescription": "Stand inside a hexagonal bar and lift it from the floor with a neutral grip at your sides.",
  "description": "Because the load sits in line with your body, the trap bar deadlift is more upright than the barbell version.\n- Works the **glutes**, **quads** and **lower back**\n- Easier to learn and often easier on the back",
  "instructions": ["Step into the centre of the trap bar with the feet hip width.", "Hinge and bend the knees to grip the handles in the middle.", "Set a flat back, lift the chest and brace.", "Push the floor away until you stand tall with the hips locked.", "Lower the bar by pushing the hips back and bending the knees."],
  "usageInstructions": "Main lift: 3-5 sets of 3-8 reps. A good choice for athletes and beginners learning to lift heavy.",
  "safetyNotes": "Stand exactly in the middle of the bar so it does not tip forward or back.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 8, "tempo": [2, 0, 1], "sets": [3, 5], "reps": [3, 8], "restSeconds": [150, 240],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["strength", "power"], "movementPattern": ["hinge", "squat"],
  "primaryMuscles": ["glutes", "quads", "lower_back"], "secondaryMuscles": ["hamstrings", "traps", "grip", "forearms"],
  "equipmentRequired": ["trap_bar"],
  "joints": ["hip", "knee", "spine"], "mobilityRequirements": [], "tags": ["main_lift", "beginner_friendly", "athletic"],
  "contraindications": ["lower_back_pain", "neck_pain", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "High-Handle Trap Bar Deadlift",
  "shortDescription": "A trap bar deadlift using the raised handles, which shortens the range and makes the start easier.",
  "description": "The raised handles let you start higher with less bend at the hips and knees.\n- Heavy **glutes**, **quads** and **lower back** work\n- Friendly to people with limited mobility",
  "instructions": ["Flip the trap bar so the raised handles face up and step into the centre.", "Hinge and bend the knees to grip the high handles with a flat back.", "Brace and drive through the floor.", "Stand tall, squeezing the glutes at the top.", "Lower under control, keeping the chest up."],
  "usageInstructions": "3-5 sets of 3-8 reps as a main lift, or when mobility limits the floor start.",
  "safetyNotes": "Heavy loads are possible; build up steadily and keep the back flat.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [2, 0, 1], "sets": [3, 5], "reps": [3, 8], "restSeconds": [150, 240],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["strength", "power"], "movementPattern": ["hinge", "squat"],
  "primaryMuscles": ["glutes", "quads", "lower_back"], "secondaryMuscles": ["hamstrings", "traps", "grip"],
  "equipmentRequired": ["trap_bar"],
  "joints": ["hip", "knee", "spine"], "mobilityRequirements": [], "tags": ["main_lift", "beginner_friendly"],
  "contraindications": ["lower_back_pain", "neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Trap Bar Deficit Deadlift",
  "shortDescription": "A trap bar deadlift standing on a low platform, adding range and leg drive.",
  "description": "Elevating the feet lengthens the pull and makes the lift more knee-dominant.\n- Works the **quads**, **glutes** and **lower back**\n- Builds strength off the floor",
  "instructions": ["Place the trap bar in front of a 3-8 cm platform, or stand on plates inside it.", "Step to the centre on the platform with the feet hip width.", "Bend the knees and hips to grip the low handles with a flat back.", "Brace and push hard through the floor to stand tall.", "Lower with control back to the floor."],
  "usageInstructions": "3-4 sets of 3-6 reps as a strength assistance lift.",
  "safetyNotes": "Use a stable, non-slip platform and only as much deficit as you can take with a flat back.",
  "difficultyLevel": 6, "technicalComplexity": 4, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 8, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [3, 6], "restSeconds": [150, 240],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["strength"], "movementPattern": ["hinge", "squat"],
  "primaryMuscles": ["quads", "glutes", "lower_back"], "secondaryMuscles": ["hamstrings", "traps", "grip"],
  "equipmentRequired": ["trap_bar", "weight_plate"],
  "joints": ["hip", "knee", "spine", "ankle"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion"], "tags": [],
  "contraindications": ["lower_back_pain", "neck_pain", "knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Trap Bar Block Pull",
  "shortDescription": "A trap bar deadlift from blocks or plates, working the top half of the lift with heavy load.",
  "description": "Raising the trap bar on blocks shortens the lift so you can overload the lockout.\n- Heavy **traps**, **glutes** and **lower back** work\n- Less knee bend than a floor pull",
  "instructions": ["Set the trap bar on blocks or stacked plates so the handles are around knee height.", "Step into the centre and hinge to grip the handles with a flat back.", "Brace and drive the hips forward to stand tall.", "Squeeze the glutes and upper back at the top without leaning back.", "Lower the bar onto the blocks with control."],
  "usageInstructions": "3-4 sets of 3-6 reps as a heavy accessory.",
  "safetyNotes": "Make sure the blocks are stable and level before loading.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [3, 6], "restSeconds": [150, 240],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["strength"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes", "traps", "lower_back"], "secondaryMuscles": ["hamstrings", "quads", "grip"],
  "equipmentRequired": ["trap_bar", "weight_plate"],
  "joints": ["hip", "spine"], "mobilityRequirements": [], "tags": ["grip_intensive"],
  "contraindications": ["lower_back_pain", "neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Trap Bar Static Hold",
  "shortDescription": "Deadlift a heavy trap bar to standing and simply hold it for time: grip and trap endurance.",
  "description": "A standing hold of a loaded trap bar.\n- Builds crushing **grip** and **traps** endurance\n- Trains the whole trunk to stay braced",
  "instructions": ["Deadlift the trap bar to a standing position with a flat back.", "Stand tall with the shoulders down and the arms straight.", "Brace the trunk and breathe behind the brace.", "Hold for the planned time without letting the shoulders round forward.", "Lower the bar with a proper deadlift before the grip fails."],
  "usageInstructions": "2-4 holds of 15-40 seconds (reps are seconds) at the end of a pull session.",
  "safetyNotes": "Lower the bar on purpose before the grip fails; never drop it onto the feet.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [0, 30, 0], "sets": [2, 4], "reps": [15, 40], "restSeconds": [90, 150],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "full_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["hinge"],
  "primaryMuscles": ["grip", "traps"], "secondaryMuscles": ["forearms", "lower_back", "abs"],
  "equipmentRequired": ["trap_bar"],
  "joints": ["wrist", "shoulder", "spine"], "mobilityRequirements": [], "tags": ["grip_intensive", "finisher"],
  "contraindications": ["lower_back_pain", "neck_pain", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Static Hold",
  "shortDescription": "Hold a heavy barbell at the top of a deadlift, usually lifted from pins, to build grip and upper-back endurance.",
  "description": "Standing holds with loads heavier than you can deadlift from the floor.\n- Builds **grip** and **traps** strength\n- Often used by strongmen and deadlifters",
  "instructions": ["Set the pins of a rack just below the lockout height of a deadlift.", "Grip the bar double overhand, just outside the thighs.", "Stand up to lock the bar out, shoulders down and glutes tight.", "Hold for the planned time, breathing behind a braced trunk.", "Lower the bar back to the pins with control."],
  "usageInstructions": "2-4 holds of 10-30 seconds (reps are seconds), after deadlifts or on grip days.",
  "safetyNotes": "Always start and finish the hold on the pins; very heavy loads must never be dropped from the hands.",
  "difficultyLevel": 5, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [0, 20, 0], "sets": [2, 4], "reps": [10, 30], "restSeconds": [90, 180],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "full_body",
  "trainingType": ["strength"], "movementPattern": ["hinge"],
  "primaryMuscles": ["grip", "traps"], "secondaryMuscles": ["forearms", "lower_back", "abs"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["wrist", "elbow", "shoulder", "spine"], "mobilityRequirements": [], "tags": ["grip_intensive"],
  "contraindications": ["lower_back_pain", "neck_pain", "wrist_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
-- Shrugs for the upper traps
SELECT seed_exercise($json${
  "name": "Barbell Shrug",
  "shortDescription": "Stand with a barbell at arm's length and shrug the shoulders straight up toward the ears.",
  "description": "Holding a barbell in front of the thighs, you lift the shoulders and lower them under control.\n- Direct work for the upper **traps**\n- Heavy loads also train the grip",
  "instructions": ["Take the bar from a rack at mid-thigh height with a shoulder-width overhand grip.", "Stand tall with straight arms and the bar resting against the thighs.", "Shrug the shoulders straight up toward the ears without rolling them.", "Hold the top for one second.", "Lower the shoulders slowly to a full stretch."],
  "usageInstructions": "3-4 sets of 8-15 reps at the end of a pull or upper day.",
  "safetyNotes": "Keep the head neutral and do not roll the shoulders in circles under load.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["pull"],
  "primaryMuscles": ["traps"], "secondaryMuscles": ["forearms", "grip", "rhomboids"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["shoulder", "neck"], "mobilityRequirements": [], "tags": ["isolation", "grip_intensive"],
  "contraindications": ["neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Shrug",
  "shortDescription": "Shrug a pair of dumbbells held at your sides, letting the arms hang naturally.",
  "description": "With the dumbbells beside the body, the shoulders move freely straight up.\n- Isolates the upper **traps**\n- More natural path than a barbell for many people",
  "instructions": ["Stand tall with a dumbbell in each hand at your sides, palms facing in.", "Let the shoulders drop to a full stretch.", "Shrug the shoulders straight up toward the ears.", "Pause for a second at the top.", "Lower slowly back to the stretch."],
  "usageInstructions": "3-4 sets of 10-15 reps.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["traps"], "secondaryMuscles": ["forearms", "grip"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "neck"], "mobilityRequirements": [], "tags": ["isolation", "beginner_friendly", "home_friendly"],
  "contraindications": ["neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Trap Bar Shrug",
  "shortDescription": "Shrug a loaded trap bar with the handles at your sides, the most natural heavy shrug.",
  "description": "The neutral handles keep the load beside you, so you can shrug heavy without the bar rubbing the thighs.\n- Heavy upper **traps** work\n- Easy on the wrists and shoulders",
  "instructions": ["Deadlift the trap bar to standing with a flat back.", "Stand tall with straight arms and the shoulders relaxed down.", "Shrug the shoulders straight up as high as possible.", "Hold for one second at the top.", "Lower slowly, then set the bar down with a proper deadlift at the end of the set."],
  "usageInstructions": "3-4 sets of 8-15 reps.",
  "safetyNotes": "Lift and lower the bar with a proper hinge, not a rounded back.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "strength"], "movementPattern": ["pull"],
  "primaryMuscles": ["traps"], "secondaryMuscles": ["forearms", "grip", "lower_back"],
  "equipmentRequired": ["trap_bar"],
  "joints": ["shoulder", "neck", "spine"], "mobilityRequirements": [], "tags": ["isolation", "grip_intensive"],
  "contraindications": ["neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Smith Machine Shrug",
  "shortDescription": "Shrug a Smith machine bar, which runs on fixed rails and is easy to rack at any height.",
  "description": "A guided shrug where you only have to think about lifting the shoulders.\n- Isolates the upper **traps**\n- Quick to set up and to rack safely",
  "instructions": ["Set the Smith bar at mid-thigh height and stand close to it.", "Grip the bar overhand at shoulder width and unrack it.", "Let the shoulders sink down to a stretch.", "Shrug straight up toward the ears and pause.", "Lower slowly and re-rack at the end of the set."],
  "usageInstructions": "3-4 sets of 10-15 reps.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "machine", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["traps"], "secondaryMuscles": ["forearms", "grip"],
  "equipmentRequired": ["smith_machine"],
  "joints": ["shoulder", "neck"], "mobilityRequirements": [], "tags": ["isolation", "beginner_friendly"],
  "contraindications": ["neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Shrug",
  "shortDescription": "Shrug a straight bar attached to a low pulley, keeping tension on the traps at the bottom.",
  "description": "The cable keeps tension even at the stretched position.\n- Smooth, constant load for the upper **traps**\n- Good for higher reps",
  "instructions": ["Attach a straight bar to a low pulley and stand close to it.", "Hold the bar overhand at shoulder width with straight arms.", "Let the shoulders drop into a stretch.", "Shrug straight up and squeeze for one second.", "Lower the shoulders slowly."],
  "usageInstructions": "3 sets of 12-20 reps.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [12, 20], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["traps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["cable_station"],
  "joints": ["shoulder", "neck"], "mobilityRequirements": [], "tags": ["isolation", "beginner_friendly"],
  "contraindications": ["neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Shrug",
  "shortDescription": "Stand on a band and shrug its ends up toward the ears: light trap work at home.",
  "description": "Band tension rises as you shrug, so the top is the hardest point.\n- Upper **traps** with no weights\n- Good for high reps and warm-ups",
  "instructions": ["Stand on the middle of a band with the feet hip width.", "Hold the ends at your sides with straight arms.", "Shrug the shoulders up toward the ears.", "Hold for two seconds at the top.", "Lower slowly to the start."],
  "usageInstructions": "2-3 sets of 15-25 reps.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 2, 1], "sets": [2, 3], "reps": [15, 25], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["endurance", "hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["traps"], "secondaryMuscles": ["forearms"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["shoulder", "neck"], "mobilityRequirements": [], "tags": ["isolation", "home_friendly", "beginner_friendly"],
  "contraindications": ["neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Behind-the-Back Barbell Shrug",
  "shortDescription": "A barbell shrug with the bar held behind the hips, shifting the pull slightly toward the middle traps.",
  "description": "Holding the bar behind the body pulls the shoulders slightly back as you shrug.\n- Works the **traps** with more mid-trap involvement\n- A variation when the bar in front feels awkward",
  "instructions": ["Set a bar in a rack at the height of the back of your thighs and stand with your back to it.", "Grip it overhand at shoulder width behind you and step forward to unrack.", "Stand tall with straight arms.", "Shrug up and slightly back, squeezing at the top.", "Lower slowly and re-rack carefully when finished."],
  "usageInstructions": "3 sets of 8-12 reps.",
  "safetyNotes": "Keep the load modest: the rear grip puts the shoulder in extension.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["traps"], "secondaryMuscles": ["rhomboids", "forearms", "grip"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["shoulder", "neck"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Overhead Barbell Shrug",
  "shortDescription": "Hold a barbell overhead with a wide grip and shrug it higher, training the traps that support overhead work.",
  "description": "With the arms locked overhead, you lift the shoulders up toward the ears and lower them.\n- Trains the upper **traps** in the overhead position\n- Builds shoulder-blade upward rotation for pressing and snatching",
  "instructions": ["Press or snatch a light bar overhead with a wide grip.", "Lock the elbows and keep the ribs down.", "Shrug the shoulders up toward the ears, pushing the bar higher.", "Pause, then let the shoulders sink slightly while keeping the elbows locked.", "Finish the set and lower the bar to the shoulders or a rack."],
  "usageInstructions": "2-3 sets of 8-12 reps with a light bar, often as part of an overhead warm-up.",
  "safetyNotes": "Use a light bar and stand clear of anything you could hit if the bar drops.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 4,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy", "mobility"], "movementPattern": ["push"],
  "primaryMuscles": ["traps"], "secondaryMuscles": ["side_delts", "triceps", "abs"],
  "equipmentRequired": ["barbell"],
  "joints": ["shoulder", "elbow", "wrist", "neck"], "mobilityRequirements": ["overhead_mobility", "thoracic_extension"], "tags": ["athletic"],
  "contraindications": ["shoulder_impingement", "neck_pain", "wrist_pain", "lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Incline Dumbbell Shrug",
  "shortDescription": "Lie chest down on an incline bench and shrug the dumbbells up and back to hit the middle traps.",
  "description": "With the chest supported and the arms hanging, the shrug pulls the shoulder blades up and together.\n- Works the middle and upper **traps** and **rhomboids**\n- Light on the neck and lower back",
  "instructions": ["Set a bench at 30-45 degrees and lie face down with a dumbbell in each hand.", "Let the arms hang straight and the shoulder blades spread apart.", "Shrug the shoulders up and back toward each other without bending the elbows.", "Hold for one second.", "Lower slowly to the stretch."],
  "usageInstructions": "3 sets of 10-15 reps as an upper-back accessory.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["traps", "rhomboids"], "secondaryMuscles": ["rear_delts"],
  "equipmentRequired": ["dumbbells", "adjustable_bench"],
  "joints": ["shoulder"], "mobilityRequirements": [], "tags": ["isolation", "posture", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Landmine Shrug",
  "shortDescription": "Hold the end of a landmine bar with both hands in front of you and shrug it up.",
  "description": "The arc of the landmine pulls the shoulders slightly forward and up.\n- Upper **traps** work with a different line of pull\n- Easy to load without a rack",
  "instructions": ["Deadlift the end of a landmine bar to standing and hold it in front of the hips.", "Stand tall with the arms straight.", "Shrug the shoulders up toward the ears.", "Pause for a second.", "Lower slowly and set the bar down with a hinge at the end."],
  "usageInstructions": "3 sets of 10-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["hypertrophy"], "movementPattern": ["pull"],
  "primaryMuscles": ["traps"], "secondaryMuscles": ["forearms", "grip"],
  "equipmentRequired": ["landmine", "barbell"],
  "joints": ["shoulder", "neck"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["neck_pain"]
}$json$);
--> statement-breakpoint
-- Lower back: extensions, supermans, bird dogs
SELECT seed_exercise($json${
  "name": "Superman",
  "shortDescription": "Lie face down and lift the arms, chest and legs off the floor together, then hold.",
  "description": "A prone back extension with the arms reaching forward.\n- Trains the **lower back** and **glutes** with bodyweight\n- Builds endurance in the muscles that hold you upright",
  "instructions": ["Lie face down with the arms stretched overhead and the legs straight.", "Squeeze the glutes and gently brace the abs.", "Lift the arms, chest and legs a few centimetres off the floor at the same time.", "Keep the neck long by looking at the floor, and hold for two to three seconds.", "Lower everything slowly to the floor and relax briefly."],
  "usageInstructions": "2-3 sets of 8-15 reps with a short hold, or timed holds of 15-30 seconds.",
  "safetyNotes": "Lift only a few centimetres; cranking into a big arch compresses the lower back. Choose bird dogs if extension causes pain.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 3, 1], "sets": [2, 3], "reps": [8, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["endurance", "core"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["lower_back", "glutes"], "secondaryMuscles": ["hamstrings", "rhomboids", "rear_delts"],
  "equipmentRequired": [],
  "joints": ["spine", "hip", "shoulder"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "low_impact"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Alternating Superman",
  "shortDescription": "Lying face down, lift the opposite arm and leg together, then switch, with the trunk staying still.",
  "description": "A gentler superman: only one arm and the opposite leg rise at a time.\n- Trains the **lower back** and **glutes** with cross-body coordination\n- Less spinal compression than lifting everything at once",
  "instructions": ["Lie face down with the arms overhead and the forehead resting on a folded towel.", "Brace the abs lightly and squeeze the glutes.", "Lift the right arm and left leg a few centimetres off the floor.", "Hold for two seconds without twisting the hips.", "Lower and repeat with the left arm and right leg."],
  "usageInstructions": "2-3 sets of 8-12 reps per side.",
  "safetyNotes": "Keep the lift small and controlled; stop if it reproduces back pain.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 2, 1], "sets": [2, 3], "reps": [8, 12], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["endurance", "core"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["lower_back", "glutes"], "secondaryMuscles": ["hamstrings", "rear_delts", "rhomboids"],
  "equipmentRequired": [],
  "joints": ["spine", "hip", "shoulder"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "low_impact", "warm_up"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Bird Dog",
  "shortDescription": "On hands and knees, reach one arm forward and the opposite leg back, keeping the back perfectly still.",
  "description": "A classic back-health exercise that trains the spine to stay neutral while the limbs move.\n- Works the **lower back**, **glutes** and deep abs\n- A low-load option that many people with back pain tolerate well",
  "instructions": ["Kneel on all fours with the hands under the shoulders and the knees under the hips.", "Brace the abs gently so the back is flat like a table.", "Slide one arm forward and the opposite leg back until both are level with the body.", "Hold for two to five seconds without letting the hips tilt or the back arch.", "Return the hand and knee to the floor and switch sides."],
  "usageInstructions": "2-3 sets of 6-10 slow reps per side, as a warm-up or in back-care routines.",
  "safetyNotes": "Supporting on the hands bends the wrists back; rest on the fists or forearms if the wrists hurt.",
  "difficultyLevel": 1, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 5, 1], "sets": [2, 3], "reps": [6, 10], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "balance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["lower_back", "glutes", "abs"], "secondaryMuscles": ["rear_delts", "hamstrings", "obliques"],
  "equipmentRequired": [],
  "joints": ["spine", "hip", "shoulder", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly", "beginner_friendly", "rehab_friendly", "low_impact", "warm_up"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Bench Reverse Hyperextension",
  "shortDescription": "Lie face down on a bench with the hips at the edge and lift straight legs until they line up with the body.",
  "description": "Your upper body stays on the bench while the legs rise behind you.\n- Trains the **glutes**, **lower back** and **hamstrings**\n- A bench version of the reverse hyper machine",
  "instructions": ["Lie face down on a flat bench with the hips at the end and the legs hanging toward the floor.", "Hold the sides of the bench firmly.", "Squeeze the glutes and lift straight legs until they are level with the bench.", "Pause briefly without arching past level.", "Lower the legs slowly toward the floor."],
  "usageInstructions": "3 sets of 10-20 reps.",
  "safetyNotes": "Stop the legs level with the body; swinging above that arches the lower back.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [10, 20], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["hypertrophy", "endurance"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes", "lower_back"], "secondaryMuscles": ["hamstrings"],
  "equipmentRequired": ["flat_bench"],
  "joints": ["hip", "spine"], "mobilityRequirements": [], "tags": ["low_impact", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Prone Cobra",
  "shortDescription": "Face down, lift the chest slightly with the arms by your sides, thumbs up, and squeeze the shoulder blades.",
  "description": "A small, controlled extension hold that works the back of the body.\n- Trains the **rhomboids**, lower traps and **lower back** endurance\n- Popular in posture programs",
  "instructions": ["Lie face down with the arms by your sides and the palms facing the floor.", "Rotate the arms so the thumbs point to the ceiling.", "Squeeze the shoulder blades together and lift the chest and hands slightly.", "Keep the chin tucked and the eyes on the floor.", "Hold for the planned time, then lower and relax."],
  "usageInstructions": "2-4 holds of 15-30 seconds (reps are seconds), or 8-12 reps with a 5-second hold.",
  "safetyNotes": "The lift is small; keep it pain-free and avoid pushing the head back.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [0, 20, 0], "sets": [2, 4], "reps": [15, 30], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["endurance", "core"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["rhomboids", "lower_back"], "secondaryMuscles": ["rear_delts", "glutes", "traps"],
  "equipmentRequired": [],
  "joints": ["spine", "shoulder"], "mobilityRequirements": [], "tags": ["home_friendly", "posture", "beginner_friendly", "rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Prone Press-Up",
  "shortDescription": "Lying face down, press the chest up with the hands while the hips stay on the floor, to move the lower back into extension.",
  "description": "A gentle spinal extension drill.\n- Mobilises the **lower back** and front of the trunk\n- Often used for people whose back feels better standing than sitting",
  "instructions": ["Lie face down with the hands under the shoulders and the legs relaxed.", "Press the chest up by straightening the arms only as far as is comfortable.", "Let the hips and lower back stay relaxed on the floor.", "Hold the top for one or two breaths.", "Lower slowly back to the floor."],
  "usageInstructions": "1-3 sets of 8-12 slow reps as a mobility drill; stop if it increases pain spreading into the leg.",
  "safetyNotes": "Only go as high as feels easy. Stop and get advice if pain spreads further down the leg.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 2, 1], "sets": [1, 3], "reps": [8, 12], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["mobility"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["lower_back"], "secondaryMuscles": ["abs", "triceps"],
  "equipmentRequired": [],
  "joints": ["spine", "wrist"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly", "rehab_friendly", "low_impact", "warm_up"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Jefferson Curl",
  "shortDescription": "Standing on a box with a light weight, slowly roll down one vertebra at a time into a full forward fold and roll back up.",
  "description": "A deliberately loaded spinal flexion drill.\n- Builds flexibility and tolerance of the **lower back** and **hamstrings** in flexion\n- Strictly light loads and slow tempo",
  "instructions": ["Stand on a box holding a light kettlebell with straight arms.", "Tuck the chin and roll down one segment at a time, neck first, then upper back, then lower back.", "Let the hips travel back slightly and reach the weight below the box.", "Pause for a breath at the bottom.", "Roll back up slowly from the lower back to the head."],
  "usageInstructions": "2-3 sets of 5-8 very slow reps with a light weight, as mobility work. Start with bodyweight only.",
  "safetyNotes": "This is loaded spinal flexion: progress the weight in tiny steps and never rush the reps.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 5,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [5, 2, 5], "sets": [2, 3], "reps": [5, 8], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "mobility", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["mobility"], "movementPattern": ["hinge"],
  "primaryMuscles": ["lower_back", "hamstrings"], "secondaryMuscles": ["glutes", "traps"],
  "equipmentRequired": ["kettlebell", "plyo_box"],
  "joints": ["spine", "hip"], "mobilityRequirements": ["hamstring_flexibility"], "tags": [],
  "contraindications": ["lower_back_pain", "hip_mobility"]
}$json$);
--> statement-breakpoint
-- Upper-back bodyweight and prone work
SELECT seed_exercise($json${
  "name": "Prone Y-T-W Raise",
  "shortDescription": "Face down on the floor, lift the arms into a Y, then a T, then a W shape to train the muscles between the shoulder blades.",
  "description": "Three arm positions in one set, all with the chest on the floor.\n- Trains the **rhomboids**, lower traps and **rear delts**\n- Shoulder-health work with no equipment",
  "instructions": ["Lie face down with the forehead on a towel and the arms overhead in a Y, thumbs up.", "Lift the arms a few centimetres by pulling the shoulder blades down and back; lower.", "Move the arms out to a T and lift them the same way; lower.", "Bend the elbows into a W with the hands by the shoulders and lift, squeezing the blades together.", "One Y, one T and one W count as a single rep."],
  "usageInstructions": "2-3 sets of 6-10 rounds as a warm-up or posture drill; hold light dumbbells once it gets easy.",
  "safetyNotes": "Keep the neck relaxed and the lift small; this is about control, not height.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 2, 1], "sets": [2, 3], "reps": [6, 10], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["rhomboids", "rear_delts"], "secondaryMuscles": ["traps", "lower_back"],
  "equipmentRequired": [],
  "joints": ["shoulder"], "mobilityRequirements": ["overhead_mobility"], "tags": ["home_friendly", "posture", "warm_up", "beginner_friendly", "rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Prone Snow Angel",
  "shortDescription": "Face down with the arms lifted, sweep them from the hips to overhead and back like a snow angel.",
  "description": "A slow arc of the arms while hovering off the floor.\n- Trains the **rhomboids**, lower traps and rear delts\n- Improves shoulder-blade control through a large range",
  "instructions": ["Lie face down with the arms by your sides, palms down, and the forehead on a towel.", "Lift the hands and chest slightly off the floor.", "Sweep the arms out to the sides and up toward the head in a wide arc, turning the palms down.", "Touch the thumbs overhead if you can without the arms dropping.", "Sweep back down to the hips and repeat."],
  "usageInstructions": "2-3 sets of 8-12 slow reps.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 2], "sets": [2, 3], "reps": [8, 12], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["endurance", "mobility"], "movementPattern": ["pull"],
  "primaryMuscles": ["rhomboids"], "secondaryMuscles": ["rear_delts", "traps", "lower_back"],
  "equipmentRequired": [],
  "joints": ["shoulder"], "mobilityRequirements": ["overhead_mobility", "thoracic_extension"], "tags": ["home_friendly", "posture", "warm_up", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Prone Floor Pulldown",
  "shortDescription": "Lie face down, reach the arms overhead, then pull the elbows down to the ribs as if doing a pulldown.",
  "description": "A bodyweight imitation of the lat pulldown done lying face down.\n- Teaches the **lats** and lower traps to pull the elbows down\n- No equipment needed",
  "instructions": ["Lie face down with the arms reaching overhead and the forehead on a towel.", "Lift the hands and elbows just off the floor.", "Pull the elbows down and back toward the ribs, squeezing the shoulder blades down.", "Hold for two seconds with the chest slightly lifted.", "Reach the arms back overhead without touching the floor."],
  "usageInstructions": "2-3 sets of 10-15 reps as a warm-up or home back exercise.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 2, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "upper_body",
  "trainingType": ["endurance"], "movementPattern": ["pull"],
  "primaryMuscles": ["lats", "rhomboids"], "secondaryMuscles": ["rear_delts", "lower_back"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": ["home_friendly", "warm_up", "beginner_friendly", "rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
-- Back mobility drills
SELECT seed_exercise($json${
  "name": "Double Knee-to-Chest Stretch",
  "shortDescription": "Lying on your back, hug both knees toward the chest to gently round and stretch the lower back.",
  "description": "A simple flexion stretch for the lower back and hips.\n- Eases tension in the **lower back** and glutes\n- A calm way to finish a session of heavy pulling or deadlifts",
  "instructions": ["Lie on your back with the knees bent and the feet flat.", "Bring one knee and then the other toward the chest.", "Hold behind the thighs and draw the knees in until the tailbone lifts slightly.", "Breathe slowly and let the lower back relax into the floor.", "Rock gently side to side if it feels good, then lower the feet one at a time."],
  "usageInstructions": "Hold 20-45 seconds (reps are seconds), 1-3 rounds, after deadlifts or whenever the lower back feels stiff.",
  "safetyNotes": "Hold behind the thighs rather than over the shins if the knees dislike deep bending. Skip it if rounding the back increases pain spreading into the leg.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 30, 0], "sets": [1, 3], "reps": [20, 45], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["mobility"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["lower_back"], "secondaryMuscles": ["glutes"],
  "equipmentRequired": [],
  "joints": ["spine", "hip"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kneeling Bench Lat Stretch",
  "shortDescription": "Kneel facing a bench with the elbows on it, hands together, and sink the chest toward the floor to stretch the lats.",
  "description": "Resting the elbows on a bench lets the chest drop so the lats and upper back lengthen.\n- Stretches the **lats** and opens the upper back\n- Improves the overhead position for pull-ups and presses",
  "instructions": ["Kneel about an arm's length from a flat bench.", "Place the elbows on the edge of the bench shoulder width apart, with the palms together.", "Sit the hips back toward the heels while keeping the elbows on the bench.", "Let the chest sink toward the floor and bend the elbows so the hands move behind the head.", "Breathe slowly for the hold, then walk back up to upright."],
  "usageInstructions": "Hold 20-40 seconds (reps are seconds), 2-3 rounds, after back or shoulder training.",
  "safetyNotes": "Keep the stretch gentle; back off if the front of the shoulder pinches.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 30, 0], "sets": [2, 3], "reps": [20, 40], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["mobility"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["triceps", "rhomboids"],
  "equipmentRequired": ["flat_bench"],
  "joints": ["shoulder", "spine"], "mobilityRequirements": ["overhead_mobility", "thoracic_extension"], "tags": ["beginner_friendly", "low_impact"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Quadruped Thoracic Rotation",
  "shortDescription": "On all fours with one hand behind the head, rotate the elbow down toward the opposite arm and then up to the ceiling.",
  "description": "A controlled upper-back rotation with the hips kept still.\n- Restores rotation through the mid-back and **rhomboids**\n- A quick warm-up for pulling and throwing",
  "instructions": ["Kneel on all fours and place the right hand behind the head.", "Sit the hips back slightly toward the heels to keep the lower back still.", "Rotate the right elbow down toward the left wrist.", "Rotate up, opening the elbow toward the ceiling and following it with the eyes.", "Complete all reps, then switch sides."],
  "usageInstructions": "1-2 sets of 8-10 reps per side.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 2], "sets": [1, 2], "reps": [8, 10], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["mobility"], "movementPattern": ["rotation"],
  "primaryMuscles": ["rhomboids", "obliques"], "secondaryMuscles": ["rear_delts"],
  "equipmentRequired": [],
  "joints": ["spine", "shoulder", "wrist"], "mobilityRequirements": ["thoracic_extension"], "tags": ["warm_up", "home_friendly", "beginner_friendly", "low_impact"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Child's Pose Lat Stretch",
  "shortDescription": "Sit back toward the heels from all fours, reach the arms forward and walk the hands to one side to stretch the lats.",
  "description": "A resting stretch that lengthens the lats and the back of the trunk.\n- Stretches the **lats** and **lower back**\n- Good after pull-ups and rows",
  "instructions": ["Kneel with the knees apart and the big toes together.", "Sit the hips back toward the heels and reach the arms forward on the floor.", "Walk both hands toward the left side to stretch the right lat.", "Breathe slowly into the right side of the ribs for several breaths.", "Walk the hands to the centre and then to the right side."],
  "usageInstructions": "Hold each side 20-40 seconds (reps are seconds), 1-2 rounds, after back training or in the evening.",
  "safetyNotes": "Place a cushion between the hips and heels if the knees or hips do not bend that far.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 1, "tempo": [0, 30, 0], "sets": [1, 2], "reps": [20, 40], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["mobility"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["lats"], "secondaryMuscles": ["lower_back", "obliques"],
  "equipmentRequired": [],
  "joints": ["shoulder", "spine", "hip", "knee"], "mobilityRequirements": ["overhead_mobility", "hip_flexion"], "tags": ["home_friendly", "beginner_friendly", "low_impact"],
  "contraindications": ["knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
-- Coaching tips
SELECT seed_tip('Pull-Up', $json${"title": "Start every rep from the shoulder blades", "description": "Before the elbows bend, pull the shoulders down away from the ears. This puts the lats in charge and protects the shoulder at the bottom.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Pull-Up', $json${"title": "Grease the groove", "description": "If you can do only a few reps, spread several easy sets of half your maximum across the day, most days of the week. Frequent, fresh practice raises your rep count quickly.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Chin-Up', $json${"title": "Drive the elbows into the back pockets", "description": "Think about pulling the elbows down and slightly back rather than lifting the chin. The chin clears the bar as a result, and the lats do more of the work.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Chin-Up', $json${"title": "Exhale through the hardest part", "description": "Take a breath at the bottom, brace, and breathe out as you pass the sticking point halfway up.", "tipCategory": "breathing", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Neutral-Grip Pull-Up', $json${"title": "Use it when the elbows complain", "description": "If regular pull-ups irritate the elbows or wrists, neutral handles let the forearms rotate naturally. Keep the same strict form and rep targets.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Wide-Grip Pull-Up', $json${"title": "Wider is not always better", "description": "A grip about one and a half times shoulder width is plenty. Going wider shortens the range and strains the shoulders without building more back.", "tipCategory": "setup", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Weighted Pull-Up', $json${"title": "Earn the load first", "description": "Add weight only once you can do 10-12 strict bodyweight pull-ups with a full hang at the bottom of every rep.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Weighted Pull-Up', $json${"title": "Keep the load still", "description": "Cross the ankles and squeeze the glutes so the plate or dumbbell does not swing. A swinging load turns each rep into a fight for balance.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Band-Assisted Pull-Up', $json${"title": "Help less at the top", "description": "The band helps most at the bottom, where you need it least after some practice. Add a few slow negatives without the band to build the top half.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Negative Pull-Up', $json${"title": "Count out loud", "description": "Counting the seconds of the descent keeps the tempo honest. When you can lower for six seconds on every rep, try a strict pull-up.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Scapular Pull-Up', $json${"title": "Straight arms, small movement", "description": "The arms never bend. If the elbows start to help, the load is too much for the shoulder blades: reduce the range or add a foot on a box.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dead Hang', $json${"title": "Build grip with timed holds", "description": "Add five seconds to your best hang each week. A 60-second hang is a solid target before heavier grip work.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dead Hang', $json${"title": "Breathe into the ribs", "description": "Slow nasal breaths while hanging help the shoulders and lats relax and lengthen.", "tipCategory": "breathing", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Flexed-Arm Hang', $json${"title": "Finish with a slow negative", "description": "When the hold ends, lower yourself as slowly as you can. You get two training effects from one effort.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Kipping Pull-Up', $json${"title": "Master the swing before the pull", "description": "Practise the hollow-to-arch swing on its own until it is smooth and controlled before adding the hip snap and pull.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Lat Pulldown', $json${"title": "Lock the thighs in", "description": "Set the thigh pad low enough that you cannot rise off the seat. Without it you end up lifting yourself instead of pulling the bar.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Lat Pulldown', $json${"title": "Lead with the elbows", "description": "Imagine the hands are hooks and pull with the elbows. Gripping less tightly often makes the lats easier to feel.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Close-Grip Lat Pulldown', $json${"title": "Get a full stretch at the top", "description": "Let the arms straighten and the shoulder blades rise at the top of each rep. The stretched position is where the lats work hardest.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Reverse-Grip Lat Pulldown', $json${"title": "Keep the wrists straight", "description": "Hold the bar in the palm with the wrists in line with the forearms. Bent-back wrists load the joint and the inner elbow.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Half-Kneeling Single-Arm Cable Pulldown', $json${"title": "Pull toward the hip", "description": "Aim the elbow at the hip rather than straight down. The curved path matches the direction of the lat fibres.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Band Lat Pulldown', $json${"title": "Move the anchor, not just the band", "description": "To make it harder, kneel further from the anchor before buying a thicker band; the extra stretch adds tension.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Straight-Arm Cable Pulldown', $json${"title": "Fix the elbow angle", "description": "Set a slight bend in the elbows at the start and keep exactly that angle. If the elbows bend more, the triceps and chest take over.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Straight-Arm Cable Pulldown', $json${"title": "Use it to wake up the lats", "description": "One or two light sets before pull-ups help you feel the lats during the heavier work that follows.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Pullover', $json${"title": "Keep the ribs down", "description": "Breathe out and keep the ribs pulled down as the weight goes back. Arching the lower back fakes range without stretching the lats.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Seated Cable Row', $json${"title": "Sit tall first, then row", "description": "Set the torso upright before the handle moves and keep it there. The back muscles, not the lean, should move the weight.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Seated Cable Row', $json${"title": "Let the shoulder blades move", "description": "At the end of each return, let the shoulder blades slide forward a little; at the finish, pull them together. This full range trains the rhomboids.", "tipCategory": "mind_muscle", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Wide-Grip Seated Cable Row', $json${"title": "Think elbows out, not back", "description": "With the wide bar, aim the elbows out to the sides to shift the work to the upper back and rear delts.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Single-Arm Seated Cable Row', $json${"title": "Add a little reach", "description": "Let the working shoulder reach forward at the start and rotate back at the end. The small trunk rotation gives a longer, stronger contraction.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Face Pull', $json${"title": "Finish like a double-biceps pose", "description": "At the end of each rep, the hands should be beside the ears and the knuckles pointing back. That outward rotation is the point of the exercise.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Face Pull', $json${"title": "Keep it light", "description": "Face pulls are for control and shoulder health. Choose a weight you can hold for two seconds at the end of every rep.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Band Face Pull', $json${"title": "Use it between pressing sets", "description": "A set of 15-20 band face pulls between bench or overhead sets balances pressing volume and uses rest time well.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Band Seated Row', $json${"title": "Keep the band low on the feet", "description": "Loop the band around the middle of the soles, not the toes, so it cannot slip off mid-rep.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Bent-Over Row', $json${"title": "Set the hinge before you row", "description": "Find your torso angle, brace, and only then start rowing. The angle should not change from the first rep to the last.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Bent-Over Row', $json${"title": "Breathe and brace each rep", "description": "Take a breath at the bottom, hold it during the pull, and breathe out as the bar lowers. The brace protects the lower back.", "tipCategory": "breathing", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Pendlay Row', $json${"title": "Reset on the floor", "description": "Let the bar come to a complete stop every rep and reset the back and grip. The dead stop is what makes this row different.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Underhand Barbell Row', $json${"title": "Row to the belly button", "description": "With the underhand grip the bar should finish lower than in the overhand row, close to the navel, to keep the elbows tucked.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Seal Row', $json${"title": "Keep the chin just past the bench", "description": "Position yourself so the chin clears the end of the bench; then you can row to full range without the bench blocking the bar.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Chest-Supported Dumbbell Row', $json${"title": "Chest stays glued to the pad", "description": "If the chest lifts off the pad to finish the rep, the weight is too heavy. Keeping contact is what makes the row strict.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('One-Arm Dumbbell Row', $json${"title": "Row in an arc", "description": "Pull the dumbbell back toward the hip, not straight up to the chest. This keeps the lat working and the shoulder out of a shrug.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('One-Arm Dumbbell Row', $json${"title": "Square the shoulders", "description": "Keep both shoulders level with the floor. Twisting open to lift the dumbbell higher turns the row into a trunk rotation.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Kroc Row', $json${"title": "Use straps without guilt", "description": "Straps let the back, not the grip, decide when the set ends. Train the grip separately.", "tipCategory": "setup", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Bent-Over Row', $json${"title": "Palms in for happy shoulders", "description": "A neutral grip with the elbows close to the body is the most shoulder-friendly way to row two dumbbells.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Renegade Row', $json${"title": "Widen the feet", "description": "A wide stance makes the hips much easier to keep still. Narrow the feet only when the movement is steady.", "tipCategory": "setup", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Kettlebell Gorilla Row', $json${"title": "Push the floor with the other hand", "description": "Press the supporting bell into the floor while you row; it stiffens the trunk and lets you pull harder.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Inverted Row', $json${"title": "Make it harder by walking the feet", "description": "Lowering the bar or elevating the feet makes the row harder. Aim for 12 clean reps before changing the angle.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Inverted Row', $json${"title": "Squeeze the glutes", "description": "Tight glutes keep the hips from sagging and turn the body into one rigid lever.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Doorframe Row', $json${"title": "Test the frame first", "description": "Pull on the frame gently with your feet close before leaning back. Wear shoes with grip so the feet cannot slide.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Suspension Trainer Row', $json${"title": "Adjust the angle, not the form", "description": "Step the feet forward to add load or back to reduce it, so every rep stays strict.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('T-Bar Row', $json${"title": "Smaller plates, bigger range", "description": "Using 10 kg plates instead of 20 kg plates lets the bar travel further before hitting the chest.", "tipCategory": "setup", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Meadows Row', $json${"title": "Elbow out and back", "description": "Let the working elbow flare a little and drive it up behind you. This hits the upper lats and rear delts that the row is known for.", "tipCategory": "mind_muscle", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Deadlift', $json${"title": "Pull the slack out", "description": "Before the bar leaves the floor, pull up on it until you hear the plates click against the bar. The whole body should be tight before the lift begins.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Deadlift', $json${"title": "Big breath, then brace", "description": "Breathe into the belly, brace as if about to be punched, and hold that brace until lockout. Exhale at the top or after setting the bar down.", "tipCategory": "breathing", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Deadlift', $json${"title": "Push the floor away", "description": "Think of the start as a leg press into the floor rather than a pull with the back. The hips and chest rise together.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Trap Bar Deadlift', $json${"title": "Centre yourself in the bar", "description": "Line up so the handles sit at the middle of your feet. A bar that tips forward or back means you are off-centre.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Trap Bar Deadlift', $json${"title": "Use it to learn heavy pulling", "description": "The trap bar is an excellent first heavy lift: the load stays in line with your body, so good positions come more easily.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Rack Pull', $json${"title": "Do not lean back at lockout", "description": "Finish by squeezing the glutes and standing tall. Leaning back with the lower back adds stress without making the lift stronger.", "tipCategory": "safety", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Deficit Deadlift', $json${"title": "Small deficit, big effect", "description": "A 2-5 cm deficit is plenty. If the back rounds at the start, lower the platform.", "tipCategory": "setup", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Deadlift', $json${"title": "Hinge first, then bend the knees", "description": "Send the hips back until you feel the hamstrings tighten, then bend the knees to reach the dumbbells.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Kettlebell Deadlift', $json${"title": "Bell between the arches", "description": "Keep the kettlebell under the middle of the feet. Too far forward and the back has to round to reach it.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Shrug', $json${"title": "Straight up, straight down", "description": "Lift the shoulders toward the ears and lower them along the same line. Rolling them in circles adds nothing but risk.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Shrug', $json${"title": "Pause at the top", "description": "A full one-second hold at the top makes light dumbbells work far harder than bouncing heavy ones.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Trap Bar Shrug', $json${"title": "Use straps for heavy sets", "description": "Straps let the traps, not the grip, decide when the set ends.", "tipCategory": "setup", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Superman', $json${"title": "Lengthen rather than lift", "description": "Reach the hands and feet away from each other as you lift; stretching long keeps the lift low and the spine comfortable.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Bird Dog', $json${"title": "Balance a cup on your back", "description": "Imagine a cup of water on your lower back. Move the arm and leg without spilling it.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Bird Dog', $json${"title": "Breathe out as you reach", "description": "Exhale as the arm and leg extend to keep the abs engaged.", "tipCategory": "breathing", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Prone Y-T-W Raise', $json${"title": "Progress with tiny weights", "description": "When bodyweight becomes easy, hold 0.5-2 kg plates or small dumbbells. These muscles are small; heavy loads just shift the work elsewhere.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Double Knee-to-Chest Stretch', $json${"title": "Let the breath do the stretching", "description": "Breathe out slowly and let the knees come a little closer with each exhale instead of pulling hard with the arms.", "tipCategory": "breathing", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Jefferson Curl', $json${"title": "Start with no weight", "description": "Learn the segment-by-segment roll-down with bodyweight only, then add 2-5 kg steps over weeks.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Towel Pull-Up', $json${"title": "Start with one towel", "description": "Pull with one hand on a towel and the other on the bar, switching sides each set. Move to two towels when that feels solid.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Chest-to-Bar Pull-Up', $json${"title": "Pull the bar to the sternum", "description": "Aim to touch the bar just below the collarbones by driving the elbows behind the body at the top.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
-- Common mistakes
SELECT seed_mistake('Pull-Up', $json${"title": "Half reps at the bottom", "description": "Stopping each rep with the elbows still bent and never returning to a full hang.", "severity": "medium", "mistakeType": "range_of_motion", "correction": "Lower until the elbows are straight and the shoulders are just active, then start the next rep.", "consequences": "The lats never train through their stretched range, and rep counts overstate real strength.", "coachingCues": ["Straight arms at the bottom", "Own the full hang"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Pull-Up', $json${"title": "Chin craning over the bar", "description": "Reaching the chin up and forward at the top to make the rep count.", "severity": "low", "mistakeType": "form", "correction": "Keep the neck neutral and pull the chest toward the bar; the chin clears as a result.", "consequences": "Strain on the neck and a shortened pull for the back.", "coachingCues": ["Chest to the bar", "Long neck"], "injuryRisk": ["neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Chin-Up', $json${"title": "Dropping into the bottom", "description": "Letting the body fall the last part of the descent so the elbows and shoulders snap straight.", "severity": "high", "mistakeType": "tempo", "correction": "Lower under control all the way down, taking at least two seconds.", "consequences": "Jarring load on the elbow tendons and the front of the shoulder.", "coachingCues": ["Lower, don't drop", "Two seconds down"], "injuryRisk": ["elbows", "shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Chin-Up', $json${"title": "Swinging the legs", "description": "Using a knee drive or hip swing to get over the bar.", "severity": "medium", "mistakeType": "tempo", "correction": "Squeeze the legs together, brace the abs and keep the body still; use a band if strict reps are not possible yet.", "consequences": "Less work for the back and a habit that stalls strength progress.", "coachingCues": ["Legs quiet", "Ribs down"], "injuryRisk": ["lower back", "shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Neutral-Grip Pull-Up', $json${"title": "Shrugging up to the ears", "description": "Letting the shoulders ride up at the bottom and during the pull.", "severity": "medium", "mistakeType": "form", "correction": "Start each rep by pulling the shoulders down, and keep them away from the ears through the whole rep.", "consequences": "The upper traps take over and the shoulder joint is pinched at the top.", "coachingCues": ["Shoulders in back pockets", "Long neck"], "injuryRisk": ["shoulders", "neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Wide-Grip Pull-Up', $json${"title": "Grip too wide", "description": "Taking the hands as far apart as the bar allows.", "severity": "medium", "mistakeType": "setup", "correction": "Hold the bar about one and a half times shoulder width so the forearms are close to vertical at the top.", "consequences": "A short, awkward pull that loads the front of the shoulder.", "coachingCues": ["Forearms vertical at the top", "Comfortably wide"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Weighted Pull-Up', $json${"title": "Adding load too fast", "description": "Adding big weight jumps and accepting shorter, jerkier reps.", "severity": "high", "mistakeType": "load", "correction": "Add 1-2.5 kg only when every rep reaches full range with a controlled descent.", "consequences": "Elbow and shoulder tendon irritation and stalled progress.", "coachingCues": ["Same reps, same range", "Small jumps"], "injuryRisk": ["elbows", "shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Band-Assisted Pull-Up', $json${"title": "Bouncing off the band", "description": "Dropping fast into the band at the bottom and using its rebound to launch the next rep.", "severity": "medium", "mistakeType": "tempo", "correction": "Lower slowly, pause briefly at the bottom, then pull.", "consequences": "The band does the work, and the lats never learn the hardest part of the pull.", "coachingCues": ["Pause at the bottom", "Pull, don't bounce"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Band-Assisted Pull-Up', $json${"title": "Staying on the same band forever", "description": "Never moving to a lighter band because the current one feels comfortable.", "severity": "low", "mistakeType": "load", "correction": "Once you reach 10 smooth reps, switch to a thinner band or mix in unassisted negatives.", "consequences": "Progress stalls and the first strict pull-up never comes.", "coachingCues": ["Earn a thinner band", "Ten reps, then progress"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Negative Pull-Up', $json${"title": "Dropping the last half", "description": "Lowering slowly from the top but falling through the bottom half.", "severity": "medium", "mistakeType": "tempo", "correction": "Count the seconds and spread them evenly. End the set when you can no longer control the bottom.", "consequences": "The weakest part of the range is never trained and the elbows take a jolt.", "coachingCues": ["Slow all the way", "Stop when control goes"], "injuryRisk": ["elbows", "shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Scapular Pull-Up', $json${"title": "Bending the elbows", "description": "Turning the movement into a small pull-up.", "severity": "low", "mistakeType": "form", "correction": "Lock the elbows and move only the shoulder blades, even if the range is just a few centimetres.", "consequences": "The shoulder blade muscles the drill is meant to train are bypassed.", "coachingCues": ["Arms like ropes", "Shoulders down, not elbows bent"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dead Hang', $json${"title": "Letting go at the end", "description": "Dropping to the floor from the bar when the grip fails.", "severity": "medium", "mistakeType": "setup", "correction": "Stand on a box or keep the feet close to the floor and step down on purpose before the grip fails.", "consequences": "Ankle or knee injuries on landing and a sudden jolt to the shoulders.", "coachingCues": ["Step down, don't drop", "End before the grip does"], "injuryRisk": ["ankles", "knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Kipping Pull-Up', $json${"title": "Kipping without strict strength", "description": "Learning the kip before being able to do several strict pull-ups.", "severity": "critical", "mistakeType": "load", "correction": "Build at least 5-8 strict pull-ups and a controlled hollow hold first.", "consequences": "The shoulders are exposed to fast, high forces they are not strong enough to control.", "coachingCues": ["Strict before kipping", "Strength first"], "injuryRisk": ["shoulders", "elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Kipping Pull-Up', $json${"title": "Over-arching the lower back", "description": "Letting the back arch hard at the back of the swing.", "severity": "high", "mistakeType": "form", "correction": "Keep the ribs down and make the swing from the shoulders and hips, with a small arch.", "consequences": "Repeated hyperextension stresses the lower back.", "coachingCues": ["Ribs down", "Small swing"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Lat Pulldown', $json${"title": "Leaning far back", "description": "Leaning back toward 45 degrees and turning the pulldown into a row.", "severity": "medium", "mistakeType": "form", "correction": "Lean back only 10-20 degrees and keep that angle fixed for the whole set.", "consequences": "Less lat work and momentum that strains the lower back.", "coachingCues": ["Tall chest", "Small lean, no rocking"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Lat Pulldown', $json${"title": "Pulling behind the neck", "description": "Pulling the bar down behind the head.", "severity": "high", "mistakeType": "form", "correction": "Always pull the bar to the front of the body, to the top of the chest.", "consequences": "Forces the shoulder into extreme external rotation and strains the neck.", "coachingCues": ["Bar to the chest", "Eyes forward"], "injuryRisk": ["shoulders", "neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Close-Grip Lat Pulldown', $json${"title": "Rounding forward at the top", "description": "Letting the upper back round to chase more stretch.", "severity": "low", "mistakeType": "form", "correction": "Keep the chest lifted and let only the arms and shoulder blades rise.", "consequences": "Turns the stretch into a back slump and loses lat tension.", "coachingCues": ["Chest proud", "Arms reach, back stays"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Reverse-Grip Lat Pulldown', $json${"title": "Curling the weight down", "description": "Bending the wrists and elbows first so the biceps do the pulling.", "severity": "low", "mistakeType": "form", "correction": "Start with the shoulders going down, then drive the elbows toward the hips.", "consequences": "Biceps fatigue first and the lats are undertrained.", "coachingCues": ["Elbows, not hands", "Shoulders first"], "injuryRisk": ["elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Half-Kneeling Single-Arm Cable Pulldown', $json${"title": "Side-bending toward the arm", "description": "Crunching the trunk sideways to bring the handle down further.", "severity": "low", "mistakeType": "form", "correction": "Keep the trunk tall and let only the arm and shoulder blade move.", "consequences": "The obliques do the work and the lat contraction is lost.", "coachingCues": ["Stay tall", "Elbow to hip, not shoulder to hip"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Straight-Arm Cable Pulldown', $json${"title": "Turning it into a triceps pushdown", "description": "Bending the elbows as the bar comes down.", "severity": "low", "mistakeType": "form", "correction": "Lock a slight elbow bend and keep it; lighten the load if needed.", "consequences": "The triceps take over and the lats lose the isolation.", "coachingCues": ["Arms stay long", "Sweep, don't push"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Pullover', $json${"title": "Going too deep", "description": "Lowering the dumbbell far behind the head until the shoulders strain.", "severity": "high", "mistakeType": "range_of_motion", "correction": "Lower only until the upper arms are beside the ears or you feel a comfortable stretch.", "consequences": "Stress on the front of the shoulder and the shoulder capsule.", "coachingCues": ["Stop at the ears", "Stretch, don't strain"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Pullover', $json${"title": "Arching the lower back", "description": "Letting the back arch off the bench as the weight goes back.", "severity": "medium", "mistakeType": "form", "correction": "Keep the ribs down and the lower back in contact with the bench; reduce the range if needed.", "consequences": "Lower back strain and no real lat stretch.", "coachingCues": ["Ribs down", "Back stays on the bench"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Seated Cable Row', $json${"title": "Rocking the torso", "description": "Swinging the trunk forward and back to move the weight.", "severity": "medium", "mistakeType": "tempo", "correction": "Keep the torso nearly still; the arms and shoulder blades do the moving.", "consequences": "Lower back strain and less work for the back muscles.", "coachingCues": ["Still torso", "Row with the arms, not the hips"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Seated Cable Row', $json${"title": "Shrugging the handle up", "description": "Lifting the shoulders toward the ears at the end of each rep.", "severity": "low", "mistakeType": "form", "correction": "Pull the elbows back and down, finishing with the shoulders low.", "consequences": "The upper traps take over from the mid-back.", "coachingCues": ["Shoulders down", "Elbows to back pockets"], "injuryRisk": ["neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Wide-Grip Seated Cable Row', $json${"title": "Using too much weight", "description": "Loading the wide row like a close-grip row and losing the squeeze.", "severity": "low", "mistakeType": "load", "correction": "Choose a weight you can hold for a second with the shoulder blades squeezed.", "consequences": "Momentum replaces the upper-back work the exercise is meant for.", "coachingCues": ["Squeeze and hold", "Lighter, stricter"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Face Pull', $json${"title": "Pulling to the chest", "description": "Letting the rope drift down to the chest so it becomes a row.", "severity": "low", "mistakeType": "form", "correction": "Set the pulley at face height and pull toward the eyes with the elbows high.", "consequences": "The rear delts and rotator cuff get less work.", "coachingCues": ["Rope to the eyes", "Elbows high"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Face Pull', $json${"title": "Leaning back to move the stack", "description": "Using bodyweight to pull a load that is too heavy.", "severity": "medium", "mistakeType": "load", "correction": "Lower the weight until you can stand tall and pause at the finish of every rep.", "consequences": "Lower back strain and no shoulder benefit.", "coachingCues": ["Stand tall", "Pause at the face"], "injuryRisk": ["lower back", "shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Band Face Pull', $json${"title": "Skipping the rotation", "description": "Stopping the hands in front of the face without turning the arms out.", "severity": "low", "mistakeType": "range_of_motion", "correction": "Finish with the hands beside the ears and the forearms pointing up.", "consequences": "Misses the external rotation that protects the shoulder.", "coachingCues": ["Hands to the ears", "Show the palms forward"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Band Seated Row', $json${"title": "Slumping the back", "description": "Rounding the lower back while sitting on the floor.", "severity": "low", "mistakeType": "form", "correction": "Sit on a folded towel or bend the knees so you can sit tall.", "consequences": "Less back engagement and discomfort in the lower back.", "coachingCues": ["Sit tall", "Chest up"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Bent-Over Row', $json${"title": "Standing up as the set goes on", "description": "The torso rises toward upright rep by rep until the row becomes a shrug.", "severity": "medium", "mistakeType": "form", "correction": "Fix the torso angle at 30-45 degrees and end the set when you can no longer hold it.", "consequences": "The lats and rhomboids get less work and the lower back is loaded unevenly.", "coachingCues": ["Hold the angle", "Chest to the floor"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Bent-Over Row', $json${"title": "Rounding the lower back", "description": "Letting the spine flex under the bar to reach lower or lift more.", "severity": "critical", "mistakeType": "form", "correction": "Brace before every rep, keep the back flat and reduce the load until the position holds.", "consequences": "High risk of lower back strain or disc injury.", "coachingCues": ["Flat back", "Brace, then row"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Pendlay Row', $json${"title": "Heaving with the hips", "description": "Jerking the torso up to start the bar moving.", "severity": "high", "mistakeType": "tempo", "correction": "Keep the back parallel and let the arms and back pull explosively; lower the load if the torso moves.", "consequences": "Stress on the lower back and a row that trains the wrong muscles.", "coachingCues": ["Torso stays flat", "Explode with the arms"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Underhand Barbell Row', $json${"title": "Curling the bar", "description": "Pulling the bar up with the biceps and bending the wrists.", "severity": "medium", "mistakeType": "form", "correction": "Keep the wrists straight and drive the elbows back past the ribs.", "consequences": "Biceps tendon and inner elbow strain.", "coachingCues": ["Elbows back", "Wrists straight"], "injuryRisk": ["elbows", "wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Smith Machine Bent-Over Row', $json${"title": "Standing too far from the bar", "description": "Setting up so the bar path is away from the body.", "severity": "low", "mistakeType": "setup", "correction": "Stand close enough that the bar brushes the thighs when you stand up.", "consequences": "The lower back works harder to hold the weight forward.", "coachingCues": ["Bar close to the legs", "Set up close"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Seal Row', $json${"title": "Lifting the chest off the bench", "description": "Raising the chest to get the bar higher.", "severity": "low", "mistakeType": "form", "correction": "Keep the chest on the bench; reduce the weight until the bar touches the bench with the chest down.", "consequences": "Loses the back-friendly support the exercise is chosen for.", "coachingCues": ["Chest stays down", "Bar to the bench"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Chest-Supported Dumbbell Row', $json${"title": "Shrugging at the top", "description": "Lifting the shoulders toward the ears instead of pulling the blades together.", "severity": "low", "mistakeType": "form", "correction": "Pull the elbows back and the shoulder blades together and down.", "consequences": "Upper traps take over from the mid-back.", "coachingCues": ["Down and back", "Long neck"], "injuryRisk": ["neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('One-Arm Dumbbell Row', $json${"title": "Twisting the trunk open", "description": "Rotating the chest toward the ceiling to lift the dumbbell higher.", "severity": "medium", "mistakeType": "form", "correction": "Keep both shoulders level and stop the row when the elbow passes the ribs.", "consequences": "Less lat work and rotational stress on the lower back.", "coachingCues": ["Shoulders square", "Elbow to hip"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('One-Arm Dumbbell Row', $json${"title": "Rounding the back", "description": "Letting the back sag or round over the bench.", "severity": "medium", "mistakeType": "form", "correction": "Push the supporting hand into the bench and keep a flat back from head to hips.", "consequences": "Strain on the lower back and poor transfer to the lats.", "coachingCues": ["Flat back", "Push the bench away"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Kroc Row', $json${"title": "Losing the back position", "description": "Letting the body english grow into heaving and twisting.", "severity": "high", "mistakeType": "form", "correction": "Allow only a small hip drive on the last reps and keep the back flat.", "consequences": "Lower back strain and a row that becomes a jerk.", "coachingCues": ["Small body english", "Flat back"], "injuryRisk": ["lower back", "elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Bent-Over Row', $json${"title": "Neck cranked up", "description": "Looking at the mirror with the neck bent back.", "severity": "low", "mistakeType": "form", "correction": "Keep the eyes on the floor a metre or so in front of the feet.", "consequences": "Neck strain on longer sets.", "coachingCues": ["Eyes down", "Long neck"], "injuryRisk": ["neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Renegade Row', $json${"title": "Hips twisting", "description": "Rotating the hips toward the ceiling as the dumbbell lifts.", "severity": "medium", "mistakeType": "form", "correction": "Widen the feet and brace the trunk; lighten the dumbbells until the hips stay square.", "consequences": "Less core training and strain on the lower back.", "coachingCues": ["Hips square", "Wide feet"], "injuryRisk": ["lower back", "wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Kettlebell Gorilla Row', $json${"title": "Rounding to reach the bells", "description": "Curling the back to reach the kettlebells on the floor.", "severity": "medium", "mistakeType": "form", "correction": "Bend the knees more or raise the bells on plates.", "consequences": "Lower back strain from a loaded flexed position.", "coachingCues": ["Hips back", "Flat back"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Inverted Row', $json${"title": "Sagging hips", "description": "Letting the hips drop toward the floor so only the chest moves.", "severity": "medium", "mistakeType": "form", "correction": "Squeeze the glutes and brace the abs to keep a straight line from heels to head.", "consequences": "Less back work and a short range of motion.", "coachingCues": ["Plank with a pull", "Squeeze the glutes"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Inverted Row', $json${"title": "Chin poking to the bar", "description": "Reaching the chin up to the bar instead of pulling the chest up.", "severity": "low", "mistakeType": "range_of_motion", "correction": "Pull until the chest touches the bar and the shoulder blades meet.", "consequences": "Half-range rows and neck strain.", "coachingCues": ["Chest to the bar", "Long neck"], "injuryRisk": ["neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Doorframe Row', $json${"title": "Using a weak frame", "description": "Pulling on a flimsy frame or a door that can swing.", "severity": "high", "mistakeType": "setup", "correction": "Use a solid frame and test it with a gentle pull before leaning back.", "consequences": "Falling backwards when the frame gives way.", "coachingCues": ["Test, then lean", "Solid frame only"], "injuryRisk": ["head", "lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Suspension Trainer Row', $json${"title": "Straps rubbing and sawing", "description": "Letting the straps slide against each other or the arms during the row.", "severity": "low", "mistakeType": "setup", "correction": "Keep the straps taut and the handles moving in line with the anchor point.", "consequences": "Unstable reps and wear on the straps.", "coachingCues": ["Straps taut", "In line with the anchor"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('T-Bar Row', $json${"title": "Rounding the upper back", "description": "Letting the upper back collapse to get the plates to the chest.", "severity": "medium", "mistakeType": "form", "correction": "Keep the chest up; lower the load or use smaller plates for range.", "consequences": "Upper and lower back strain and less lat work.", "coachingCues": ["Chest up", "Back flat"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Meadows Row', $json${"title": "Twisting to finish", "description": "Rotating the trunk to lift the bar the last few centimetres.", "severity": "medium", "mistakeType": "form", "correction": "Keep the hips and shoulders square and accept a shorter pull.", "consequences": "Rotational stress on the lower back.", "coachingCues": ["Stay square", "Elbow up and back"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Deadlift', $json${"title": "Bar drifting away from the legs", "description": "Letting the bar move forward of the shins as it leaves the floor.", "severity": "high", "mistakeType": "form", "correction": "Pull the bar back into the legs with the lats and keep it in contact all the way up.", "consequences": "Far more stress on the lower back and a harder, slower lift.", "coachingCues": ["Bar drags the legs", "Squeeze the armpits"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Deadlift', $json${"title": "Rounding the lower back", "description": "Letting the spine flex under load, especially from the floor.", "severity": "critical", "mistakeType": "form", "correction": "Brace hard, set the back flat before the bar moves, and lower the load until the position holds.", "consequences": "Disc and ligament injury in the lower back.", "coachingCues": ["Brace before you pull", "Chest up, back flat"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Deadlift', $json${"title": "Jerking the bar off the floor", "description": "Yanking the bar without first pulling out the slack.", "severity": "high", "mistakeType": "tempo", "correction": "Pull the slack out until the bar clicks, then push the floor away smoothly.", "consequences": "The back rounds and the biceps can tear.", "coachingCues": ["Take the slack out", "Squeeze, don't yank"], "injuryRisk": ["lower back", "biceps"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Trap Bar Deadlift', $json${"title": "Turning it into a squat", "description": "Sitting the hips too low so the knees shoot forward and the chest stays upright.", "severity": "low", "mistakeType": "form", "correction": "Start with the hips a little higher than a squat, shoulders slightly in front of the handles.", "consequences": "Less work for the glutes and hamstrings.", "coachingCues": ["Hips back, then down", "Shoulders over the handles"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Trap Bar Deadlift', $json${"title": "Hyperextending at the top", "description": "Leaning back at lockout to finish the lift.", "severity": "medium", "mistakeType": "form", "correction": "Stand tall with squeezed glutes, ribs down, and stop there.", "consequences": "Compresses the lower back under load.", "coachingCues": ["Tall, not back", "Glutes finish it"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Rack Pull', $json${"title": "Going too heavy too soon", "description": "Loading far more than a floor deadlift before the position is solid.", "severity": "high", "mistakeType": "load", "correction": "Start near your deadlift weight and add small jumps while the back stays flat.", "consequences": "Lower back and biceps injuries from supramaximal loads.", "coachingCues": ["Build up slowly", "Flat back every rep"], "injuryRisk": ["lower back", "biceps"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Deficit Deadlift', $json${"title": "Deficit too deep", "description": "Standing on a platform so high that the back rounds at the start.", "severity": "high", "mistakeType": "setup", "correction": "Use a 2-5 cm deficit and only increase it when the start is flat.", "consequences": "Loaded spinal flexion from the very first centimetre.", "coachingCues": ["Flat back at the start", "Small deficit"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Deadlift', $json${"title": "Squatting the weights up", "description": "Bending the knees deeply without any hip hinge.", "severity": "low", "mistakeType": "form", "correction": "Push the hips back first until the hamstrings tighten, then bend the knees.", "consequences": "Less work for the posterior chain; the movement becomes a squat.", "coachingCues": ["Hips back first", "Feel the hamstrings"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Kettlebell Deadlift', $json${"title": "Rounding to reach the bell", "description": "Curving the back to reach a bell that is too low or too far forward.", "severity": "medium", "mistakeType": "form", "correction": "Place the bell between the arches and raise it on a step if needed.", "consequences": "Lower back strain and a poor hinge habit.", "coachingCues": ["Bell under the arches", "Hips back"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Shrug', $json${"title": "Rolling the shoulders", "description": "Circling the shoulders forward or back at the top of each shrug.", "severity": "medium", "mistakeType": "form", "correction": "Lift straight up and lower straight down.", "consequences": "Grinding stress on the shoulder joint with no extra benefit for the traps.", "coachingCues": ["Straight up and down", "No circles"], "injuryRisk": ["shoulders", "neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Shrug', $json${"title": "Bending the elbows", "description": "Pulling with the arms to move more weight.", "severity": "low", "mistakeType": "form", "correction": "Keep the arms straight and let only the shoulders move.", "consequences": "The biceps help and the traps get less work.", "coachingCues": ["Arms like ropes", "Shoulders to ears"], "injuryRisk": ["elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Shrug', $json${"title": "Tiny bouncing reps", "description": "Bouncing heavy dumbbells a few centimetres without a full range.", "severity": "low", "mistakeType": "range_of_motion", "correction": "Use a weight that lets you lower into a full stretch and pause at the top.", "consequences": "Little growth for the traps and strain on the neck.", "coachingCues": ["Full stretch, full squeeze", "Pause at the top"], "injuryRisk": ["neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Trap Bar Shrug', $json${"title": "Picking the bar up badly", "description": "Lifting and setting down the loaded bar with a rounded back.", "severity": "medium", "mistakeType": "setup", "correction": "Deadlift the bar to standing and back down with a flat back, even when the set is over.", "consequences": "Lower back strain before and after the set.", "coachingCues": ["Deadlift it up", "Deadlift it down"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Superman', $json${"title": "Over-arching", "description": "Lifting the arms and legs as high as possible into a big arch.", "severity": "medium", "mistakeType": "range_of_motion", "correction": "Lift only a few centimetres while reaching long.", "consequences": "Compresses the lower back and can provoke pain.", "coachingCues": ["Long, not high", "Eyes to the floor"], "injuryRisk": ["lower back", "neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Bird Dog', $json${"title": "Hips tilting", "description": "Letting the hip rise or rotate as the leg extends.", "severity": "low", "mistakeType": "form", "correction": "Move the leg only as high as the hip can stay level; keep both hip bones pointing to the floor.", "consequences": "The deep core stability the drill is meant to train is lost.", "coachingCues": ["Hips level", "Slow and still"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Bird Dog', $json${"title": "Rushing the reps", "description": "Swinging arms and legs out and back quickly.", "severity": "low", "mistakeType": "tempo", "correction": "Hold each reach for two to five seconds and move slowly.", "consequences": "Momentum replaces control.", "coachingCues": ["Reach and hold", "Slow is the point"], "injuryRisk": []}$json$);
--> statement-breakpoint
SELECT seed_mistake('Prone Y-T-W Raise', $json${"title": "Lifting with the neck", "description": "Raising the head and tensing the neck to get the arms higher.", "severity": "low", "mistakeType": "form", "correction": "Rest the forehead on a towel and move only the arms and shoulder blades.", "consequences": "Neck tension and poor shoulder-blade control.", "coachingCues": ["Forehead down", "Blades, not neck"], "injuryRisk": ["neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Double Knee-to-Chest Stretch', $json${"title": "Yanking the knees in", "description": "Pulling the knees toward the chest hard and fast with the arms.", "severity": "low", "mistakeType": "range_of_motion", "correction": "Draw the knees in gently and let the stretch build over several breaths.", "consequences": "An irritated lower back instead of a relaxed one.", "coachingCues": ["Gentle pull", "Breathe and sink"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Jefferson Curl', $json${"title": "Too much weight too soon", "description": "Loading the roll-down heavily before building tolerance.", "severity": "critical", "mistakeType": "load", "correction": "Start with bodyweight and add only a few kilograms at a time over weeks.", "consequences": "Disc or ligament injury in loaded spinal flexion.", "coachingCues": ["Light and slow", "Earn every kilo"], "injuryRisk": ["lower back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Towel Pull-Up', $json${"title": "Towels slipping", "description": "Using thin or worn towels that slide over the bar.", "severity": "medium", "mistakeType": "setup", "correction": "Use thick, dry towels and check them before each set.", "consequences": "Sudden falls and a jolt to the shoulders.", "coachingCues": ["Check the towels", "Feet near the floor"], "injuryRisk": ["shoulders", "ankles"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Flexed-Arm Hang', $json${"title": "Chin resting on the bar", "description": "Hooking the chin over the bar to take the load off the arms.", "severity": "low", "mistakeType": "form", "correction": "Hold the chin just above the bar without touching it.", "consequences": "Neck strain and less work for the back.", "coachingCues": ["Chin hovers", "Chest to the bar"], "injuryRisk": ["neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Chest-to-Bar Pull-Up', $json${"title": "Kicking to reach the bar", "description": "Using a leg kick to get the chest to the bar.", "severity": "medium", "mistakeType": "tempo", "correction": "Keep the legs still and pull strictly; use a band if needed.", "consequences": "Less back work and a jolt to the shoulders.", "coachingCues": ["Quiet legs", "Elbows behind you"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
-- Variation pairs (oneToTwo: how the second relates to the first; twoToOne: the reverse)
SELECT seed_variation('Pull-Up', 'Chin-Up', $json${"name": "Pull-up: overhand to underhand grip", "variationType": "grip_change", "equipment": ["pull_up_bar"], "oneToTwo": "Turn the palms to face you and bring the hands to shoulder width: the biceps help more and most people get extra reps.", "twoToOne": "Turn the palms away and widen the grip slightly to make the lats work harder with less help from the biceps."}$json$);
--> statement-breakpoint
SELECT seed_variation('Pull-Up', 'Neutral-Grip Pull-Up', $json${"name": "Pull-up: overhand to neutral grip", "variationType": "grip_change", "equipment": ["pull_up_bar"], "oneToTwo": "Use parallel handles with the palms facing each other; this is usually kinder to the elbows and wrists.", "twoToOne": "Move to an overhand grip on a straight bar for the classic, slightly harder version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Pull-Up', 'Wide-Grip Pull-Up', $json${"name": "Pull-up: standard to wide grip", "variationType": "grip_change", "equipment": ["pull_up_bar"], "oneToTwo": "Widen the hands to about one and a half times shoulder width for a shorter, harder pull that stresses the lats and shoulders more.", "twoToOne": "Bring the hands in to just outside the shoulders for a fuller range and an easier pull."}$json$);
--> statement-breakpoint
SELECT seed_variation('Pull-Up', 'Weighted Pull-Up', $json${"name": "Pull-up: bodyweight to weighted", "variationType": "progression", "equipment": ["pull_up_bar", "weight_plate"], "oneToTwo": "Add weight on a belt once 10-12 strict reps are easy, to keep building strength in low rep ranges.", "twoToOne": "Remove the load to build volume, work on technique or return from a break."}$json$);
--> statement-breakpoint
SELECT seed_variation('Pull-Up', 'Band-Assisted Pull-Up', $json${"name": "Pull-up: unassisted to band-assisted", "variationType": "regression", "equipment": ["pull_up_bar", "resistance_band"], "oneToTwo": "Loop a band under the knees or feet to take off part of your weight and practise full reps.", "twoToOne": "Drop the band once you can do 10 smooth assisted reps with a light band."}$json$);
--> statement-breakpoint
SELECT seed_variation('Pull-Up', 'Negative Pull-Up', $json${"name": "Pull-up: full reps to slow negatives", "variationType": "regression", "equipment": ["pull_up_bar"], "oneToTwo": "Do only the lowering phase, slowly, to build strength when full reps are not yet possible.", "twoToOne": "Add the pulling phase once you can lower yourself for six seconds under control."}$json$);
--> statement-breakpoint
SELECT seed_variation('Pull-Up', 'Box-Assisted Pull-Up', $json${"name": "Pull-up: free hang to box-assisted", "variationType": "regression", "equipment": ["pull_up_bar", "plyo_box"], "oneToTwo": "Keep a foot on a box behind you and push only as much as you need to finish each rep.", "twoToOne": "Take the foot off the box to lift your full bodyweight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Pull-Up', 'Lat Pulldown', $json${"name": "Pull-up: bodyweight to cable pulldown", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Use the pulldown to train the same movement with a load lighter than your bodyweight and easy to adjust.", "twoToOne": "Move to the pull-up to lift your whole bodyweight and add trunk control."}$json$);
--> statement-breakpoint
SELECT seed_variation('Pull-Up', 'Chest-to-Bar Pull-Up', $json${"name": "Pull-up: chin to chest height", "variationType": "progression", "equipment": ["pull_up_bar"], "oneToTwo": "Pull further until the chest touches the bar for more upper-back work and a longer range.", "twoToOne": "Stop when the chin clears the bar for a shorter, easier pull."}$json$);
--> statement-breakpoint
SELECT seed_variation('Pull-Up', 'L-Sit Pull-Up', $json${"name": "Pull-up: hanging legs to L-sit", "variationType": "progression", "equipment": ["pull_up_bar"], "oneToTwo": "Hold the legs straight out at hip height to add a hard core challenge and remove any swing.", "twoToOne": "Let the legs hang to focus on the back alone."}$json$);
--> statement-breakpoint
SELECT seed_variation('Pull-Up', 'Archer Pull-Up', $json${"name": "Pull-up: two arms to archer", "variationType": "progression", "equipment": ["pull_up_bar"], "oneToTwo": "Take a very wide grip and pull toward one hand so that arm does most of the work.", "twoToOne": "Share the load equally between both arms with a standard grip."}$json$);
--> statement-breakpoint
SELECT seed_variation('Pull-Up', 'Towel Pull-Up', $json${"name": "Pull-up: bar to towels", "variationType": "grip_change", "equipment": ["pull_up_bar"], "oneToTwo": "Hold towels draped over the bar to turn the pull-up into a hard grip exercise.", "twoToOne": "Grip the bar directly so the back, not the hands, limits the set."}$json$);
--> statement-breakpoint
SELECT seed_variation('Chin-Up', 'Weighted Chin-Up', $json${"name": "Chin-up: bodyweight to weighted", "variationType": "progression", "equipment": ["pull_up_bar", "weight_plate"], "oneToTwo": "Add a loaded belt once 10-12 strict chin-ups are easy.", "twoToOne": "Remove the load for higher reps or when the elbows need a break."}$json$);
--> statement-breakpoint
SELECT seed_variation('Chin-Up', 'Band-Assisted Chin-Up', $json${"name": "Chin-up: unassisted to band-assisted", "variationType": "regression", "equipment": ["pull_up_bar", "resistance_band"], "oneToTwo": "Step into a band to reduce the load and practise full-range chin-ups.", "twoToOne": "Remove the band once 10 smooth reps are possible with a light band."}$json$);
--> statement-breakpoint
SELECT seed_variation('Chin-Up', 'Negative Chin-Up', $json${"name": "Chin-up: full reps to negatives", "variationType": "regression", "equipment": ["pull_up_bar"], "oneToTwo": "Lower slowly from the top only, building strength for the full movement.", "twoToOne": "Add the pull once a six-second descent is under control."}$json$);
--> statement-breakpoint
SELECT seed_variation('Chin-Up', 'Reverse-Grip Lat Pulldown', $json${"name": "Chin-up: bodyweight to cable", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Do the same underhand pull on a cable with a load you can choose.", "twoToOne": "Move to the bar to pull your full bodyweight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Negative Chin-Up', 'Flexed-Arm Hang', $json${"name": "Chin-up negative to top hold", "variationType": "regression", "equipment": ["pull_up_bar"], "oneToTwo": "Hold the top position instead of lowering, to build strength where the chin-up finishes.", "twoToOne": "Lower slowly from the hold to train the whole range eccentrically."}$json$);
--> statement-breakpoint
SELECT seed_variation('Scapular Pull-Up', 'Pull-Up', $json${"name": "Scapular pull-up to full pull-up", "variationType": "progression", "equipment": ["pull_up_bar"], "oneToTwo": "Continue the movement by bending the elbows until the chin clears the bar.", "twoToOne": "Keep the arms straight and train only the first part of the pull, the shoulder-blade depression."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dead Hang', 'Active Hang', $json${"name": "Hang: passive to active", "variationType": "progression", "equipment": ["pull_up_bar"], "oneToTwo": "Pull the shoulders down and hold them there, turning a grip hold into shoulder control work.", "twoToOne": "Relax the shoulders and simply hang, for grip endurance and a gentle stretch."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dead Hang', 'One-Arm Dead Hang', $json${"name": "Hang: two hands to one", "variationType": "unilateral", "equipment": ["pull_up_bar"], "oneToTwo": "Take one hand off to double the load on the grip and shoulder.", "twoToOne": "Use both hands to share the load and hold for longer."}$json$);
--> statement-breakpoint
SELECT seed_variation('Active Hang', 'Scapular Pull-Up', $json${"name": "Active hang to scapular pull-up", "variationType": "progression", "equipment": ["pull_up_bar"], "oneToTwo": "Move in and out of the active position for reps instead of holding it.", "twoToOne": "Hold the active position still to build endurance in the shoulder-blade muscles."}$json$);
--> statement-breakpoint
SELECT seed_variation('Band-Assisted Pull-Up', 'Suspension Trainer Assisted Pull-Up', $json${"name": "Assisted pull-up: band to suspension straps", "variationType": "equipment_swap", "equipment": ["suspension_trainer"], "oneToTwo": "Use straps and your own legs for assistance when there is no bar or band.", "twoToOne": "Use a bar and band for assistance that is strongest at the bottom and needs no leg push."}$json$);
--> statement-breakpoint
SELECT seed_variation('Lat Pulldown', 'Close-Grip Lat Pulldown', $json${"name": "Pulldown: wide bar to close neutral handle", "variationType": "grip_change", "equipment": ["cable_station"], "oneToTwo": "Switch to a V-handle for a longer range and a grip most shoulders tolerate better.", "twoToOne": "Use a wide bar to shift the work toward the upper lats and upper back."}$json$);
--> statement-breakpoint
SELECT seed_variation('Lat Pulldown', 'Reverse-Grip Lat Pulldown', $json${"name": "Pulldown: overhand to underhand", "variationType": "grip_change", "equipment": ["cable_station"], "oneToTwo": "Turn the palms toward you at shoulder width for more biceps and lower-lat work.", "twoToOne": "Go back to an overhand grip to reduce biceps involvement."}$json$);
--> statement-breakpoint
SELECT seed_variation('Lat Pulldown', 'Half-Kneeling Single-Arm Cable Pulldown', $json${"name": "Pulldown: two arms to one", "variationType": "unilateral", "equipment": ["cable_station"], "oneToTwo": "Pull with one arm at a time to even out sides and pull the elbow all the way to the hip.", "twoToOne": "Use both arms to load the lats more heavily."}$json$);
--> statement-breakpoint
SELECT seed_variation('Lat Pulldown', 'Band Lat Pulldown', $json${"name": "Pulldown: cable to band", "variationType": "equipment_swap", "equipment": ["resistance_band"], "oneToTwo": "Use a band anchored overhead to do pulldowns at home.", "twoToOne": "Use the cable station for heavier and more even resistance."}$json$);
--> statement-breakpoint
SELECT seed_variation('Close-Grip Lat Pulldown', 'Neutral-Grip Pull-Up', $json${"name": "Neutral pulldown to neutral pull-up", "variationType": "progression", "equipment": ["pull_up_bar"], "oneToTwo": "Move to the bar and lift your whole bodyweight with the same neutral grip.", "twoToOne": "Use the cable to choose a load below bodyweight and work in higher reps."}$json$);
--> statement-breakpoint
SELECT seed_variation('Straight-Arm Cable Pulldown', 'Band Straight-Arm Pulldown', $json${"name": "Straight-arm pulldown: cable to band", "variationType": "equipment_swap", "equipment": ["resistance_band"], "oneToTwo": "Use a band anchored high as a home or warm-up version.", "twoToOne": "Use the cable for steadier tension and heavier loads."}$json$);
--> statement-breakpoint
SELECT seed_variation('Straight-Arm Cable Pulldown', 'Cable Rope Pullover', $json${"name": "Straight-arm pulldown: bar to rope", "variationType": "grip_change", "equipment": ["cable_station"], "oneToTwo": "Swap the bar for a rope so the hands can travel past the hips for a longer finish.", "twoToOne": "Use the straight bar for a fixed, simple path and slightly heavier loads."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Pullover', 'Barbell Pullover', $json${"name": "Pullover: dumbbell to barbell", "variationType": "equipment_swap", "equipment": ["barbell", "adjustable_bench"], "oneToTwo": "Use a barbell with bent elbows to load the pullover more heavily.", "twoToOne": "Go back to one dumbbell for a freer shoulder path and lighter load."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Pullover', 'Kettlebell Pullover', $json${"name": "Pullover: bench to floor", "variationType": "regression", "equipment": ["kettlebell"], "oneToTwo": "Lie on the floor so the floor limits the range; useful at home or when the full stretch is uncomfortable.", "twoToOne": "Lie on a bench to allow a deeper stretch."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Pullover', 'Straight-Arm Cable Pulldown', $json${"name": "Pullover: dumbbell to cable", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Do the same arm path standing at a cable for constant tension and less stretch at the top.", "twoToOne": "Lie on a bench with a dumbbell for a bigger stretch at the top."}$json$);
--> statement-breakpoint
SELECT seed_variation('Seated Cable Row', 'Wide-Grip Seated Cable Row', $json${"name": "Cable row: close to wide grip", "variationType": "grip_change", "equipment": ["cable_station"], "oneToTwo": "Use a wide bar and flare the elbows to shift the work toward the rhomboids and rear delts.", "twoToOne": "Use a close neutral handle to keep the elbows in and load the lats more."}$json$);
--> statement-breakpoint
SELECT seed_variation('Seated Cable Row', 'Single-Arm Seated Cable Row', $json${"name": "Cable row: two arms to one", "variationType": "unilateral", "equipment": ["cable_station"], "oneToTwo": "Row one arm at a time for a longer reach and to fix imbalances.", "twoToOne": "Row with both arms to load the back more heavily."}$json$);
--> statement-breakpoint
SELECT seed_variation('Seated Cable Row', 'Band Seated Row', $json${"name": "Seated row: cable to band", "variationType": "equipment_swap", "equipment": ["resistance_band"], "oneToTwo": "Loop a band around the feet to do the same row at home.", "twoToOne": "Use the cable stack for heavier, adjustable loads."}$json$);
--> statement-breakpoint
SELECT seed_variation('Single-Arm Seated Cable Row', 'Half-Kneeling Single-Arm Cable Row', $json${"name": "Single-arm cable row: seated to half-kneeling", "variationType": "stance_change", "equipment": ["cable_station"], "oneToTwo": "Kneel on one knee to add hip and trunk stability work to the row.", "twoToOne": "Sit down to remove the balance demand and focus on the back."}$json$);
--> statement-breakpoint
SELECT seed_variation('Half-Kneeling Single-Arm Cable Row', 'Band Single-Arm Row', $json${"name": "Single-arm row: cable to band", "variationType": "equipment_swap", "equipment": ["resistance_band"], "oneToTwo": "Use a band anchored at waist height to row anywhere.", "twoToOne": "Use a cable for heavier, steadier resistance."}$json$);
--> statement-breakpoint
SELECT seed_variation('Face Pull', 'Band Face Pull', $json${"name": "Face pull: cable to band", "variationType": "equipment_swap", "equipment": ["resistance_band"], "oneToTwo": "Use a band for home sessions, warm-ups and quick sets between presses.", "twoToOne": "Use the cable for heavier, adjustable load."}$json$);
--> statement-breakpoint
SELECT seed_variation('Face Pull', 'Suspension Trainer Face Pull', $json${"name": "Face pull: cable to suspension straps", "variationType": "equipment_swap", "equipment": ["suspension_trainer"], "oneToTwo": "Lean back on straps and pull your own body toward the handles.", "twoToOne": "Use a cable for a fixed load that does not depend on body angle."}$json$);
--> statement-breakpoint
SELECT seed_variation('Face Pull', 'Kneeling High Cable Row', $json${"name": "Face pull to high row", "variationType": "angle_change", "equipment": ["cable_station"], "oneToTwo": "Pull lower, to the upper chest, with less outward rotation and more rhomboid work.", "twoToOne": "Pull higher, toward the eyes, and add outward rotation for the rear delts and rotator cuff."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Bent-Over Row', 'Pendlay Row', $json${"name": "Barbell row: bent-over to Pendlay", "variationType": "angle_change", "equipment": ["barbell"], "oneToTwo": "Lower the torso to parallel and start every rep from the floor for a stricter, more explosive row.", "twoToOne": "Stay at 30-45 degrees with continuous reps for more time under tension."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Bent-Over Row', 'Underhand Barbell Row', $json${"name": "Barbell row: overhand to underhand", "variationType": "grip_change", "equipment": ["barbell"], "oneToTwo": "Turn the palms forward and stand a little more upright to bring in the lower lats and biceps.", "twoToOne": "Use an overhand grip to shift the work toward the upper back."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Bent-Over Row', 'Smith Machine Bent-Over Row', $json${"name": "Bent-over row: barbell to Smith machine", "variationType": "equipment_swap", "equipment": ["smith_machine"], "oneToTwo": "Use the fixed rails so you only have to think about the pull.", "twoToOne": "Use a free barbell to train balance and a natural bar path."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Bent-Over Row', 'Seal Row', $json${"name": "Barbell row: bent-over to chest-supported", "variationType": "angle_change", "equipment": ["barbell", "flat_bench"], "oneToTwo": "Lie on a raised bench to take the lower back completely out of the row.", "twoToOne": "Stand and hinge to train the back and the hip hinge together."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Bent-Over Row', 'Dumbbell Bent-Over Row', $json${"name": "Bent-over row: barbell to dumbbells", "variationType": "equipment_swap", "equipment": ["dumbbells"], "oneToTwo": "Use two dumbbells to let the wrists and elbows find their own path.", "twoToOne": "Use a barbell to load the row more heavily."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Bent-Over Row', 'T-Bar Row', $json${"name": "Bent-over row: barbell to landmine", "variationType": "equipment_swap", "equipment": ["landmine", "barbell"], "oneToTwo": "Anchor one end of the bar for a guided arc and a neutral V-handle.", "twoToOne": "Use a free barbell for a straight bar path and an overhand grip."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Bent-Over Row', 'Band Bent-Over Row', $json${"name": "Bent-over row: barbell to band", "variationType": "regression", "equipment": ["resistance_band"], "oneToTwo": "Use a band to learn the hinge and row with little load.", "twoToOne": "Move to a barbell once the position is solid to add real load."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Bent-Over Row', 'Trap Bar Bent-Over Row', $json${"name": "Bent-over row: barbell to trap bar", "variationType": "equipment_swap", "equipment": ["trap_bar"], "oneToTwo": "Row with the trap bar's neutral handles to keep the load centred and the elbows happy.", "twoToOne": "Use a straight barbell for an overhand row that targets the upper back."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Bent-Over Row', 'Chest-Supported Dumbbell Row', $json${"name": "Dumbbell row: standing to chest-supported", "variationType": "angle_change", "equipment": ["dumbbells", "adjustable_bench"], "oneToTwo": "Lie on an incline bench so the lower back does no work.", "twoToOne": "Stand in a hinge to train the back and hips together."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Bent-Over Row', 'One-Arm Dumbbell Row', $json${"name": "Dumbbell row: two arms to one", "variationType": "unilateral", "equipment": ["dumbbells", "flat_bench"], "oneToTwo": "Support yourself on a bench and row one arm at a time for a longer range and heavier dumbbells.", "twoToOne": "Row both dumbbells at once to save time and train the hinge."}$json$);
--> statement-breakpoint
SELECT seed_variation('One-Arm Dumbbell Row', 'Kroc Row', $json${"name": "One-arm row: strict to Kroc row", "variationType": "progression", "equipment": ["dumbbells", "flat_bench"], "oneToTwo": "Go much heavier for high reps with a little body english on the final reps.", "twoToOne": "Use a moderate weight with strict form."}$json$);
--> statement-breakpoint
SELECT seed_variation('One-Arm Dumbbell Row', 'Single-Arm Kettlebell Row', $json${"name": "One-arm row: dumbbell to kettlebell", "variationType": "equipment_swap", "equipment": ["kettlebell", "flat_bench"], "oneToTwo": "Use a kettlebell when that is what you have; the offset handle adds a small grip challenge.", "twoToOne": "Use a dumbbell for finer weight steps and a balanced handle."}$json$);
--> statement-breakpoint
SELECT seed_variation('One-Arm Dumbbell Row', 'Meadows Row', $json${"name": "One-arm row: dumbbell to landmine", "variationType": "equipment_swap", "equipment": ["landmine", "barbell"], "oneToTwo": "Row the end of a landmine bar for a different arc and a thick grip.", "twoToOne": "Use a dumbbell for a supported, simpler single-arm row."}$json$);
--> statement-breakpoint
SELECT seed_variation('One-Arm Dumbbell Row', 'Renegade Row', $json${"name": "One-arm row: bench-supported to plank", "variationType": "progression", "equipment": ["dumbbells"], "oneToTwo": "Row from a plank on two dumbbells to add a hard anti-rotation challenge.", "twoToOne": "Support yourself on a bench to focus only on the back."}$json$);
--> statement-breakpoint
SELECT seed_variation('Kettlebell Gorilla Row', 'Dumbbell Bent-Over Row', $json${"name": "Alternating bell row to dumbbell row", "variationType": "equipment_swap", "equipment": ["dumbbells"], "oneToTwo": "Row both dumbbells together from a narrower hinge.", "twoToOne": "Alternate kettlebells from a wide stance, resting each bell on the floor."}$json$);
--> statement-breakpoint
SELECT seed_variation('Inverted Row', 'Bent-Knee Inverted Row', $json${"name": "Inverted row: straight to bent legs", "variationType": "regression", "equipment": ["barbell", "squat_rack"], "oneToTwo": "Bend the knees and put the feet flat to lighten the load.", "twoToOne": "Straighten the legs to lift more of your bodyweight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Inverted Row', 'Feet-Elevated Inverted Row', $json${"name": "Inverted row: feet on floor to feet on bench", "variationType": "progression", "equipment": ["barbell", "squat_rack", "flat_bench"], "oneToTwo": "Raise the feet so the body is horizontal and more weight is lifted.", "twoToOne": "Put the feet on the floor for an easier angle."}$json$);
--> statement-breakpoint
SELECT seed_variation('Inverted Row', 'Smith Machine Inverted Row', $json${"name": "Inverted row: rack to Smith machine", "variationType": "equipment_swap", "equipment": ["smith_machine"], "oneToTwo": "Use the Smith bar, which locks at any height, for quick angle changes.", "twoToOne": "Use a barbell in a rack when no Smith machine is available."}$json$);
--> statement-breakpoint
SELECT seed_variation('Inverted Row', 'Suspension Trainer Row', $json${"name": "Inverted row: bar to suspension straps", "variationType": "equipment_swap", "equipment": ["suspension_trainer"], "oneToTwo": "Use straps so the hands can rotate freely and the row can be done anywhere with an anchor.", "twoToOne": "Use a fixed bar for a stable grip and easy progress tracking."}$json$);
--> statement-breakpoint
SELECT seed_variation('Bent-Knee Inverted Row', 'Table Row', $json${"name": "Bent-knee row: bar to table", "variationType": "equipment_swap", "equipment": [], "oneToTwo": "Use the edge of a sturdy table at home.", "twoToOne": "Use a bar in a rack for a secure grip and adjustable height."}$json$);
--> statement-breakpoint
SELECT seed_variation('Doorframe Row', 'Table Row', $json${"name": "Home row: doorframe to table", "variationType": "progression", "equipment": [], "oneToTwo": "Lie under a table to row from a more horizontal, harder angle.", "twoToOne": "Stand in a doorframe for an easier, more upright row."}$json$);
--> statement-breakpoint
SELECT seed_variation('Suspension Trainer Row', 'Suspension Trainer Single-Arm Row', $json${"name": "Suspension row: two arms to one", "variationType": "unilateral", "equipment": ["suspension_trainer"], "oneToTwo": "Row with one arm to double the load on that side and add anti-rotation work.", "twoToOne": "Use both arms for a steadier, lighter row."}$json$);
--> statement-breakpoint
SELECT seed_variation('Suspension Trainer Row', 'Suspension Trainer Wide Row', $json${"name": "Suspension row: neutral to wide", "variationType": "grip_change", "equipment": ["suspension_trainer"], "oneToTwo": "Turn the palms down and flare the elbows to work the upper back.", "twoToOne": "Keep the palms facing in and elbows close to target the lats."}$json$);
--> statement-breakpoint
SELECT seed_variation('Suspension Trainer Row', 'Suspension Trainer Feet-Elevated Row', $json${"name": "Suspension row: feet down to feet up", "variationType": "progression", "equipment": ["suspension_trainer", "plyo_box"], "oneToTwo": "Put the heels on a box to make the body horizontal and the row much harder.", "twoToOne": "Keep the feet on the floor to choose an easier angle."}$json$);
--> statement-breakpoint
SELECT seed_variation('Suspension Trainer Wide Row', 'Suspension Trainer Y-Raise', $json${"name": "Wide row to Y-raise", "variationType": "angle_change", "equipment": ["suspension_trainer"], "oneToTwo": "Keep the arms straight and sweep them into a Y to focus on the lower traps.", "twoToOne": "Bend the elbows and row to train the upper back with more load."}$json$);
--> statement-breakpoint
SELECT seed_variation('T-Bar Row', 'Chest-Supported Landmine Row', $json${"name": "T-bar row: standing to chest-supported", "variationType": "angle_change", "equipment": ["landmine", "barbell", "adjustable_bench"], "oneToTwo": "Lie on an incline bench under the bar to remove the lower back from the row.", "twoToOne": "Stand and hinge for a heavier, whole-body row."}$json$);
--> statement-breakpoint
SELECT seed_variation('Meadows Row', 'Half-Kneeling Landmine Row', $json${"name": "Single-arm landmine row: standing to half-kneeling", "variationType": "stance_change", "equipment": ["landmine", "barbell"], "oneToTwo": "Kneel to lower the demand on the lower back and hips.", "twoToOne": "Stand in a staggered hinge for a longer pull and heavier loads."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Deadlift', 'Trap Bar Deadlift', $json${"name": "Deadlift: straight bar to trap bar", "variationType": "equipment_swap", "equipment": ["trap_bar"], "oneToTwo": "Stand inside a trap bar to keep the load in line with the body and use a neutral grip.", "twoToOne": "Use a straight bar for the competition lift and more hamstring and back demand."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Deadlift', 'Deficit Deadlift', $json${"name": "Deadlift: floor to deficit", "variationType": "progression", "equipment": ["barbell", "weight_plate"], "oneToTwo": "Stand on a low platform to lengthen the pull and build speed off the floor.", "twoToOne": "Pull from the floor for the standard range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Deadlift', 'Rack Pull', $json${"name": "Deadlift: full to partial range", "variationType": "regression", "equipment": ["barbell", "squat_rack"], "oneToTwo": "Start the bar from pins near the knees to train the top half with less range.", "twoToOne": "Pull from the floor to train the full lift."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Deadlift', 'Snatch-Grip Deadlift', $json${"name": "Deadlift: standard to snatch grip", "variationType": "grip_change", "equipment": ["barbell"], "oneToTwo": "Take a very wide grip for a deeper start and more upper-back work.", "twoToOne": "Use a shoulder-width grip to lift heavier with a shorter pull."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Deadlift', 'Paused Deadlift', $json${"name": "Deadlift: continuous to paused", "variationType": "progression", "equipment": ["barbell"], "oneToTwo": "Pause just off the floor to practise a strong start position.", "twoToOne": "Pull without a pause to lift your heaviest loads."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Deadlift', 'Dumbbell Deadlift', $json${"name": "Deadlift: barbell to dumbbells", "variationType": "equipment_swap", "equipment": ["dumbbells"], "oneToTwo": "Hold dumbbells at your sides for a lighter, home-friendly deadlift.", "twoToOne": "Use a barbell for heavier loads and steady progression."}$json$);
--> statement-breakpoint
SELECT seed_variation('Kettlebell Deadlift', 'Dumbbell Deadlift', $json${"name": "Beginner deadlift: one bell to two dumbbells", "variationType": "progression", "equipment": ["dumbbells"], "oneToTwo": "Hold a dumbbell in each hand to lift more once the hinge is learned.", "twoToOne": "Use a single kettlebell between the feet to learn the hinge with a light, centred load."}$json$);
--> statement-breakpoint
SELECT seed_variation('Kettlebell Deadlift', 'Trap Bar Deadlift', $json${"name": "Kettlebell deadlift to trap bar deadlift", "variationType": "progression", "equipment": ["trap_bar"], "oneToTwo": "Move to the trap bar to load the same hinge much more heavily.", "twoToOne": "Use a kettlebell to relearn the hinge or train at home."}$json$);
--> statement-breakpoint
SELECT seed_variation('Trap Bar Deadlift', 'High-Handle Trap Bar Deadlift', $json${"name": "Trap bar deadlift: low to high handles", "variationType": "regression", "equipment": ["trap_bar"], "oneToTwo": "Use the raised handles for a shorter pull that suits limited mobility.", "twoToOne": "Use the low handles for the full range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Trap Bar Deadlift', 'Trap Bar Deficit Deadlift', $json${"name": "Trap bar deadlift: floor to deficit", "variationType": "progression", "equipment": ["trap_bar", "weight_plate"], "oneToTwo": "Stand on a low platform to add range and leg drive.", "twoToOne": "Stand on the floor for the standard, easier range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Trap Bar Deadlift', 'Trap Bar Block Pull', $json${"name": "Trap bar deadlift: floor to blocks", "variationType": "regression", "equipment": ["trap_bar", "weight_plate"], "oneToTwo": "Start from blocks to shorten the lift and overload the lockout.", "twoToOne": "Pull from the floor to train the full lift."}$json$);
--> statement-breakpoint
SELECT seed_variation('Landmine Deadlift', 'Trap Bar Deadlift', $json${"name": "Landmine deadlift to trap bar deadlift", "variationType": "progression", "equipment": ["trap_bar"], "oneToTwo": "Move to the trap bar for heavier loads without the guided arc.", "twoToOne": "Use the landmine for a guided, forgiving pull while learning."}$json$);
--> statement-breakpoint
SELECT seed_variation('Rack Pull', 'Trap Bar Block Pull', $json${"name": "Partial deadlift: barbell to trap bar", "variationType": "equipment_swap", "equipment": ["trap_bar", "weight_plate"], "oneToTwo": "Use a trap bar on blocks for a partial pull with a neutral grip and the load centred.", "twoToOne": "Use a straight bar from pins for more upper-back and grip demand."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Static Hold', 'Trap Bar Static Hold', $json${"name": "Static hold: barbell to trap bar", "variationType": "equipment_swap", "equipment": ["trap_bar"], "oneToTwo": "Hold a trap bar at your sides with a neutral grip.", "twoToOne": "Hold a straight bar in front for a harder double-overhand grip."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Shrug', 'Dumbbell Shrug', $json${"name": "Shrug: barbell to dumbbells", "variationType": "equipment_swap", "equipment": ["dumbbells"], "oneToTwo": "Hold dumbbells at your sides for a freer path and no bar against the thighs.", "twoToOne": "Use a barbell to load the shrug more heavily."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Shrug', 'Trap Bar Shrug', $json${"name": "Shrug: barbell to trap bar", "variationType": "equipment_swap", "equipment": ["trap_bar"], "oneToTwo": "Use the trap bar's side handles to shrug heavy with the load beside you.", "twoToOne": "Use a straight bar when no trap bar is available."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Shrug', 'Smith Machine Shrug', $json${"name": "Shrug: barbell to Smith machine", "variationType": "equipment_swap", "equipment": ["smith_machine"], "oneToTwo": "Use the Smith bar for a fixed path and easy racking.", "twoToOne": "Use a free barbell for a natural path."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Shrug', 'Behind-the-Back Barbell Shrug', $json${"name": "Shrug: bar in front to behind", "variationType": "grip_change", "equipment": ["barbell", "squat_rack"], "oneToTwo": "Hold the bar behind the hips to shift a little work toward the middle traps.", "twoToOne": "Hold the bar in front for a simpler, heavier shrug."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Shrug', 'Landmine Shrug', $json${"name": "Shrug: barbell to landmine", "variationType": "equipment_swap", "equipment": ["landmine", "barbell"], "oneToTwo": "Shrug the end of a landmine bar for an angled line of pull.", "twoToOne": "Use a barbell for a straight vertical shrug."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Shrug', 'Overhead Barbell Shrug', $json${"name": "Shrug: arms down to arms overhead", "variationType": "angle_change", "equipment": ["barbell"], "oneToTwo": "Hold the bar overhead to train the traps in the position used for pressing.", "twoToOne": "Hold the bar at arm's length in front for the classic heavy shrug."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Shrug', 'Incline Dumbbell Shrug', $json${"name": "Dumbbell shrug: standing to chest-supported", "variationType": "angle_change", "equipment": ["dumbbells", "adjustable_bench"], "oneToTwo": "Lie on an incline bench so the shrug pulls up and back into the middle traps.", "twoToOne": "Stand to shrug straight up for the upper traps."}$json$);
--> statement-breakpoint
SELECT seed_variation('Cable Shrug', 'Band Shrug', $json${"name": "Shrug: cable to band", "variationType": "equipment_swap", "equipment": ["resistance_band"], "oneToTwo": "Stand on a band for a light shrug anywhere.", "twoToOne": "Use a cable for heavier, constant tension."}$json$);
--> statement-breakpoint
SELECT seed_variation('Superman', 'Alternating Superman', $json${"name": "Superman: both sides to alternating", "variationType": "regression", "equipment": [], "oneToTwo": "Lift only one arm and the opposite leg at a time to reduce the load on the lower back.", "twoToOne": "Lift both arms and legs together for a harder hold."}$json$);
--> statement-breakpoint
SELECT seed_variation('Alternating Superman', 'Bird Dog', $json${"name": "Opposite arm and leg: prone to all fours", "variationType": "angle_change", "equipment": [], "oneToTwo": "Move to hands and knees to train the same pattern with the spine staying neutral.", "twoToOne": "Lie face down so the back muscles lift the limbs against gravity."}$json$);
--> statement-breakpoint
SELECT seed_variation('Superman', 'Prone Cobra', $json${"name": "Prone extension: superman to cobra", "variationType": "regression", "equipment": [], "oneToTwo": "Keep the legs down and lift only the chest and arms a little, focusing on the shoulder blades.", "twoToOne": "Lift the legs as well for more lower back and glute work."}$json$);
--> statement-breakpoint
SELECT seed_variation('Bench Reverse Hyperextension', 'Superman', $json${"name": "Reverse hyper to superman", "variationType": "equipment_swap", "equipment": [], "oneToTwo": "Do a floor extension when no bench is available; it also works the upper back.", "twoToOne": "Use a bench so the legs swing through a larger range for more glute work."}$json$);
--> statement-breakpoint
SELECT seed_variation('Prone Y-T-W Raise', 'Suspension Trainer Y-Raise', $json${"name": "Y-raise: prone to suspension", "variationType": "progression", "equipment": ["suspension_trainer"], "oneToTwo": "Lean back on straps to add bodyweight load to the Y.", "twoToOne": "Lie face down for a lighter version with only the arms' weight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Prone Y-T-W Raise', 'Prone Snow Angel', $json${"name": "Prone arm drill: Y-T-W to snow angel", "variationType": "angle_change", "equipment": [], "oneToTwo": "Sweep the arms through one continuous arc instead of three fixed shapes.", "twoToOne": "Hold three distinct positions to train each part of the shoulder blade separately."}$json$);
--> statement-breakpoint
SELECT seed_variation('Prone Floor Pulldown', 'Band Lat Pulldown', $json${"name": "Pulldown: floor to band", "variationType": "progression", "equipment": ["resistance_band"], "oneToTwo": "Add a band for real resistance once the movement is learned.", "twoToOne": "Lie face down to practise the pattern with no equipment."}$json$);
--> statement-breakpoint
SELECT seed_variation('Child''s Pose Lat Stretch', 'Kneeling Bench Lat Stretch', $json${"name": "Lat stretch: floor to bench", "variationType": "equipment_swap", "equipment": ["flat_bench"], "oneToTwo": "Rest the elbows on a bench so the chest can sink lower and the stretch reaches the upper back.", "twoToOne": "Reach along the floor to stretch one side at a time with no equipment."}$json$);
--> statement-breakpoint
SELECT seed_variation('Double Knee-to-Chest Stretch', 'Prone Press-Up', $json${"name": "Lower-back mobility: flexion to extension", "variationType": "angle_change", "equipment": [], "oneToTwo": "Turn over and press up to move the lower back into extension instead of flexion.", "twoToOne": "Roll onto your back and hug the knees to move the lower back into gentle flexion."}$json$);
--> statement-breakpoint
SELECT seed_variation('Child''s Pose Lat Stretch', 'Dead Hang', $json${"name": "Lat stretch: kneeling to hanging", "variationType": "progression", "equipment": ["pull_up_bar"], "oneToTwo": "Hang from a bar to stretch the lats under bodyweight.", "twoToOne": "Kneel and reach to stretch the lats with no load."}$json$);
