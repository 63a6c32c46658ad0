-- Catalogue: core, carries, conditioning, kettlebell, Olympic lifts and full-body mobility flows.
-- One exercise per statement (keys are the API field names); relations are written by name.
-- Order: all exercises first, then coaching tips, common mistakes and variation pairs.
-- Core: planks and side planks
SELECT seed_exercise($json${
  "name": "Forearm Plank",
  "shortDescription": "The basic front plank on the forearms: a straight-body hold that trains the trunk to resist sagging.",
  "description": "You hold a straight line from head to heels while resting on your forearms and toes.\n- Teaches the **abs** to resist the lower back arching\n- No wrist load, so it suits most beginners",
  "instructions": ["Kneel on a mat and place your forearms on the floor with the elbows directly under the shoulders.", "Step the feet back one at a time until the legs are straight and you rest on your toes.", "Squeeze the glutes and pull the ribs down toward the hips so the lower back stays flat.", "Push the floor away with the forearms so the upper back does not sink between the shoulder blades.", "Breathe steadily behind the brace and hold for the target time, then lower the knees to rest."],
  "usageInstructions": "Use at the end of a session or in a core circuit: 2-4 holds of 20-60 seconds (reps are seconds). Add time before moving to harder plank versions.",
  "safetyNotes": "Stop the set as soon as the hips sag or the lower back starts to ache; a shorter clean hold is worth more than a long sagging one.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 20, 1], "sets": [2, 4], "reps": [20, 60], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["obliques", "front_delts", "glutes"],
  "equipmentRequired": [],
  "joints": ["shoulder", "spine"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "low_impact", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kneeling Forearm Plank",
  "shortDescription": "A shortened plank from the knees that lets beginners learn the brace with less load.",
  "description": "The same braced line as a forearm plank, but the knees stay on the floor so the lever is shorter and the hold is easier.",
  "instructions": ["Kneel on a mat and set the forearms on the floor with the elbows under the shoulders.", "Walk the knees back until there is a straight line from the shoulders through the hips to the knees.", "Tuck the pelvis slightly and tighten the glutes so the lower back does not arch.", "Keep the neck long with the eyes on the floor just ahead of the hands and hold while breathing normally."],
  "usageInstructions": "A first plank for sedentary clients or a regression inside circuits: 2-3 holds of 15-45 seconds (reps are seconds).",
  "safetyNotes": "Put a folded mat under the knees if kneeling is uncomfortable.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [1, 15, 1], "sets": [2, 3], "reps": [15, 45], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["obliques", "glutes"],
  "equipmentRequired": [],
  "joints": ["shoulder", "spine"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "low_impact", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "High Plank",
  "shortDescription": "The straight-arm plank at the top of a push-up, holding the trunk rigid on the hands and toes.",
  "description": "Supported on straight arms and toes, you keep the body in one line.\n- Trains the **abs** plus shoulder and serratus stability\n- Loads the wrists in extension",
  "instructions": ["Place the hands on the floor directly under the shoulders with the fingers spread.", "Step the feet back until the body forms a straight line from the head to the heels.", "Lock the elbows, press the floor away and spread the shoulder blades slightly apart.", "Brace the abs and squeeze the glutes so the hips neither sag nor pike.", "Hold for time while breathing through the nose, then lower the knees to rest."],
  "usageInstructions": "Use in warm-ups, circuits or as push-up preparation: 2-4 holds of 20-60 seconds (reps are seconds).",
  "safetyNotes": "If the wrists complain, hold dumbbell handles or switch to the forearm plank.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 20, 1], "sets": [2, 4], "reps": [20, 60], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["front_delts", "chest", "triceps"],
  "equipmentRequired": [],
  "joints": ["shoulder", "wrist", "spine"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly", "beginner_friendly", "warm_up"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Plank Shoulder Tap",
  "shortDescription": "A high plank where each hand taps the opposite shoulder while the hips stay still.",
  "description": "Lifting one hand at a time turns the high plank into an **anti-rotation** drill: the abs and obliques must stop the hips from swaying.",
  "instructions": ["Set up in a high plank with the hands under the shoulders and the feet slightly wider than hip width.", "Brace the trunk and squeeze the glutes before the first tap.", "Lift one hand and touch the opposite shoulder without letting the hips shift or rotate.", "Return the hand to the floor and repeat with the other hand, alternating slowly."],
  "usageInstructions": "Use as a core finisher or warm-up: 2-4 sets of 10-20 total taps. Slow taps are harder than fast ones.",
  "safetyNotes": "Widen the feet to make it easier to keep the hips level.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [1, 1, 1], "sets": [2, 4], "reps": [10, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs", "obliques"], "secondaryMuscles": ["front_delts", "triceps"],
  "equipmentRequired": [],
  "joints": ["shoulder", "wrist", "spine"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Plank Up-Down",
  "shortDescription": "Moving between a forearm plank and a high plank one arm at a time.",
  "description": "You walk from the forearms up to the hands and back down while keeping the hips level, which challenges the trunk, shoulders and triceps together.",
  "instructions": ["Start in a forearm plank with the feet hip width apart.", "Place one hand where its forearm was and press up onto that hand.", "Bring the other hand up so you finish in a high plank.", "Lower back to the forearms one arm at a time, leading with the same arm.", "Switch the leading arm each rep or each set and keep the hips from swaying."],
  "usageInstructions": "Use in circuits and core finishers: 2-4 sets of 6-12 reps (one up and down is a rep), or 30-45 seconds of work.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [1, 0, 1], "sets": [2, 4], "reps": [6, 12], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["triceps", "front_delts", "obliques"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist", "spine"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["wrist_pain", "elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Plank Jack",
  "shortDescription": "A high plank in which the feet jump out wide and back in, like a jumping jack on the floor.",
  "description": "The small jumps raise the heart rate while the **abs** hold the plank, making it a core-and-conditioning hybrid.",
  "instructions": ["Start in a high plank with the hands under the shoulders and the feet together.", "Brace the trunk so the hips stay at shoulder height.", "Hop both feet out wider than the hips, landing softly on the balls of the feet.", "Hop the feet back together without letting the hips bounce up or sag.", "Keep a steady rhythm for the set time."],
  "usageInstructions": "Use in interval circuits: 3-5 rounds of 20-40 seconds of work (reps are seconds) with equal or longer rest.",
  "safetyNotes": "Step the feet out one at a time instead of jumping for a no-impact version.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [1, 0, 1], "sets": [3, 5], "reps": [20, 40], "restSeconds": [20, 45],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["cardio", "core"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["front_delts", "abductors", "calves"],
  "equipmentRequired": [],
  "joints": ["shoulder", "wrist", "spine", "ankle"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly", "finisher"],
  "contraindications": ["wrist_pain", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Long-Lever Plank",
  "shortDescription": "A forearm plank with the elbows placed ahead of the eyes, making the hold far harder.",
  "description": "Moving the elbows forward lengthens the lever so the **abs** must work near their limit to stop the lower back arching; short, maximal-tension holds work best.",
  "instructions": ["Set up in a forearm plank, then walk the elbows forward until they sit in front of the eyes.", "Lock the legs straight and squeeze the glutes and thighs hard.", "Pull the elbows toward the toes without moving them, as if trying to scrunch the mat.", "Keep the ribs down and the pelvis tucked; hold for a short time with full tension.", "Drop the knees to end each hold before the lower back starts to arch."],
  "usageInstructions": "Use as an advanced anti-extension drill: 3-5 holds of 10-30 seconds (reps are seconds) with full rest.",
  "safetyNotes": "The long lever puts real load on the lumbar spine if the brace fails; end the hold at the first sign of arching.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [1, 10, 1], "sets": [3, 5], "reps": [10, 30], "restSeconds": [45, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["obliques", "lats", "glutes"],
  "equipmentRequired": [],
  "joints": ["shoulder", "spine"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Weighted Plank",
  "shortDescription": "A forearm plank with a weight plate placed across the upper back.",
  "description": "Adding a plate lets you progress the plank with load instead of ever-longer holds, building **anti-extension** strength for heavy lifting.",
  "instructions": ["Get into a forearm plank with the elbows under the shoulders.", "Have a partner place a plate flat across the upper back, between the shoulder blades, never on the lower back.", "Brace hard, squeeze the glutes and keep a straight line from head to heels.", "Hold for the target time while breathing behind the brace.", "Lower the knees and let the partner lift the plate off before you move."],
  "usageInstructions": "Use 2-4 holds of 20-45 seconds (reps are seconds) once an unloaded 60-second plank is easy.",
  "safetyNotes": "Keep the plate high on the upper back; a plate over the lumbar spine pushes it into extension.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [1, 20, 1], "sets": [2, 4], "reps": [20, 45], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["obliques", "front_delts", "glutes"],
  "equipmentRequired": ["weight_plate"],
  "joints": ["shoulder", "spine"], "mobilityRequirements": [], "tags": [],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Side Plank",
  "shortDescription": "The forearm side plank: the body held sideways in a straight line to train the obliques.",
  "description": "Resting on one forearm and the side of the feet, you keep the hips lifted.\n- Works the **obliques** and the side of the hip\n- A well-known spine-friendly core exercise",
  "instructions": ["Lie on your side with the elbow directly under the shoulder and the legs straight and stacked.", "Press the forearm into the floor and lift the hips until the body forms a straight line.", "Keep the top hip stacked over the bottom hip and the chest facing forward.", "Hold while breathing steadily, then lower with control and switch sides."],
  "usageInstructions": "Use 2-4 holds per side of 15-45 seconds (reps are seconds per side), as part of a core block or warm-up.",
  "safetyNotes": "Stagger the feet (top foot in front) if balance is an issue.",
  "difficultyLevel": 3, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 15, 1], "sets": [2, 4], "reps": [15, 45], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["abs", "abductors", "glutes"],
  "equipmentRequired": [],
  "joints": ["shoulder", "spine", "hip"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kneeling Side Plank",
  "shortDescription": "A side plank supported on the forearm and the bottom knee, for beginners and sensitive backs.",
  "description": "Bending the knees shortens the lever, so the **obliques** can learn the side-plank line at a fraction of the load.",
  "instructions": ["Lie on your side with the elbow under the shoulder and the knees bent to about 90 degrees.", "Lift the hips off the floor so the body is straight from the head to the knees.", "Keep the shoulders and hips stacked without rolling forward or back.", "Hold for the target time, lower with control and repeat on the other side."],
  "usageInstructions": "A beginner oblique hold or a back-friendly alternative: 2-3 holds per side of 15-40 seconds (reps are seconds per side).",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [1, 15, 1], "sets": [2, 3], "reps": [15, 40], "restSeconds": [20, 45],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["abs", "glutes"],
  "equipmentRequired": [],
  "joints": ["shoulder", "spine", "hip"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "low_impact", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Side Plank Hip Dip",
  "shortDescription": "A side plank in which the hips are lowered toward the floor and lifted back up for reps.",
  "description": "Adding a small lowering and lifting movement turns the side-plank hold into dynamic side-bending work for the **obliques**.",
  "instructions": ["Set up in a forearm side plank with the legs stacked and the hips lifted.", "Lower the hips slowly until they almost touch the floor.", "Drive the bottom side of the waist up to lift the hips slightly above the straight-line position.", "Pause briefly at the top, then repeat for the target reps before switching sides."],
  "usageInstructions": "Use 2-3 sets of 8-15 reps per side as a core accessory.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [8, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["abs", "abductors"],
  "equipmentRequired": [],
  "joints": ["shoulder", "spine", "hip"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Side Plank Reach-Through",
  "shortDescription": "A side plank where the top arm threads under the body and then reaches to the ceiling.",
  "description": "Threading the arm under the trunk adds controlled **rotation** to the side plank, so the obliques work while the hips stay lifted.",
  "instructions": ["Set up in a forearm side plank and reach the top arm straight up.", "Rotate the chest toward the floor and thread the top hand under the body.", "Keep the hips high and still while the upper body turns.", "Unwind and reach back toward the ceiling, following the hand with the eyes.", "Complete the reps on one side, then switch."],
  "usageInstructions": "Use 2-3 sets of 6-12 slow reps per side in a core block.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 2], "sets": [2, 3], "reps": [6, 12], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "mobility"], "movementPattern": ["core_stability", "rotation"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["abs", "rhomboids", "front_delts"],
  "equipmentRequired": [],
  "joints": ["shoulder", "spine", "hip"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Star Side Plank",
  "shortDescription": "A straight-arm side plank with the top arm and top leg lifted into a star shape.",
  "description": "Lifting the top leg makes the bottom-side **obliques** and the hip abductors hold the whole body on two small contact points.",
  "instructions": ["Set up in a side plank on a straight arm with the hand under the shoulder.", "Lift the hips into a straight line and reach the top arm to the ceiling.", "Raise the top leg to about hip height without letting the hips drop or roll.", "Hold for the target time, lower the leg and then the hips, and switch sides."],
  "usageInstructions": "An advanced side-plank hold: 2-3 holds per side of 10-30 seconds (reps are seconds per side).",
  "safetyNotes": "The bottom shoulder carries most of the body weight; build up from the forearm side plank first.",
  "difficultyLevel": 6, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [1, 10, 1], "sets": [2, 3], "reps": [10, 30], "restSeconds": [30, 60],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "balance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["obliques", "abductors"], "secondaryMuscles": ["abs", "glutes", "front_delts"],
  "equipmentRequired": [],
  "joints": ["shoulder", "wrist", "spine", "hip"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["wrist_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Bear Plank Hold",
  "shortDescription": "Holding on the hands and toes with the knees hovering just off the floor.",
  "description": "From all fours you lift the knees an inch and hold; the **abs** and the front of the shoulders work hard with very little lumbar stress.",
  "instructions": ["Start on all fours with the hands under the shoulders and the knees under the hips.", "Tuck the toes under and brace the trunk.", "Lift the knees one to two inches off the floor while the back stays flat.", "Hold the position with the hips level, breathing steadily, then set the knees down."],
  "usageInstructions": "Use 2-4 holds of 20-45 seconds (reps are seconds) in warm-ups or core blocks; progress to shoulder taps from this position.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [1, 20, 1], "sets": [2, 4], "reps": [20, 45], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["quads", "front_delts", "obliques"],
  "equipmentRequired": [],
  "joints": ["shoulder", "wrist", "spine", "knee"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly", "beginner_friendly", "warm_up"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
-- Core: dead bugs and hollow holds
SELECT seed_exercise($json${
  "name": "Dead Bug",
  "shortDescription": "Lying on your back, you lower opposite arm and leg while keeping the lower back on the floor.",
  "description": "A slow **anti-extension** drill: the abs keep the spine still while the limbs move, so it teaches bracing with almost no load on the back.",
  "instructions": ["Lie on your back with the arms pointing at the ceiling and the hips and knees bent to 90 degrees.", "Press the lower back gently into the floor and breathe out to set the ribs down.", "Slowly lower one arm overhead and straighten the opposite leg toward the floor.", "Stop just before the lower back lifts, then return to the start.", "Repeat with the other arm and leg, alternating each rep."],
  "usageInstructions": "Use as a warm-up or core exercise: 2-4 sets of 6-12 reps per side, moving slowly.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [3, 1, 2], "sets": [2, 4], "reps": [6, 12], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["obliques", "hip_flexors"],
  "equipmentRequired": [],
  "joints": ["spine", "hip", "shoulder"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "low_impact", "rehab_friendly", "warm_up"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dead Bug Heel Tap",
  "shortDescription": "A dead-bug regression in which bent legs lower one at a time to tap the heel on the floor.",
  "description": "Keeping the knee bent makes the lever short, so beginners and people with sore backs can train the **abs** to hold the pelvis still.",
  "instructions": ["Lie on your back with the hips and knees bent to 90 degrees and the hands on the hips or pointing up.", "Flatten the lower back gently against the floor.", "Keeping the knee bent, lower one heel until it lightly taps the floor.", "Bring the leg back up and repeat on the other side without the back arching."],
  "usageInstructions": "A first anti-extension drill: 2-3 sets of 8-12 taps per side.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 0, 2], "sets": [2, 3], "reps": [8, 12], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["hip_flexors"],
  "equipmentRequired": [],
  "joints": ["spine", "hip"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "low_impact", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stability Ball Dead Bug",
  "shortDescription": "A dead bug with a stability ball squeezed between the hands and knees.",
  "description": "Pressing into the ball switches the deep **abs** on harder and makes it easier to feel the trunk stay braced while one arm and the opposite leg extend.",
  "instructions": ["Lie on your back holding a stability ball against the knees with both hands, hips and knees at 90 degrees.", "Press the hands and knees into the ball and flatten the lower back.", "Extend one arm overhead and the opposite leg long while the other hand and knee keep the ball pinned.", "Return to the ball and repeat on the other side."],
  "usageInstructions": "Use 2-3 sets of 6-10 reps per side as a core or warm-up exercise.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [3, 1, 2], "sets": [2, 3], "reps": [6, 10], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["obliques", "hip_flexors"],
  "equipmentRequired": ["stability_ball"],
  "joints": ["spine", "hip", "shoulder"], "mobilityRequirements": [], "tags": ["beginner_friendly", "low_impact", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Hollow Body Hold",
  "shortDescription": "The gymnastics hollow: lying on your back with arms and legs raised and the lower back pressed down.",
  "description": "Shoulders and legs hover off the floor in a shallow banana shape, training the **abs** to hold the spine in slight flexion against a long lever.",
  "instructions": ["Lie on your back with the arms overhead and the legs straight.", "Press the lower back into the floor and lift the shoulders, arms and legs a few inches.", "Keep the legs together and the toes pointed, with the chin slightly tucked.", "Hold while breathing shallowly behind the brace; bend the knees if the lower back lifts."],
  "usageInstructions": "Use 3-5 holds of 15-40 seconds (reps are seconds) in skill or core work.",
  "safetyNotes": "The head is held off the floor for the whole set; rest it down if the neck starts to strain.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [1, 15, 1], "sets": [3, 5], "reps": [15, 40], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["hip_flexors", "obliques"],
  "equipmentRequired": [],
  "joints": ["spine", "hip", "neck"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Tuck Hollow Hold",
  "shortDescription": "A hollow hold with the knees pulled in, the easier way to learn the hollow position.",
  "description": "With the knees tucked the lever is short, so the **abs** can keep the lower back down while you learn the shape.",
  "instructions": ["Lie on your back and draw the knees toward the chest.", "Press the lower back into the floor and lift the shoulders slightly.", "Reach the arms forward alongside the knees or overhead for more challenge.", "Hold the position with steady breathing for the target time."],
  "usageInstructions": "Use 3-4 holds of 15-30 seconds (reps are seconds), then extend the legs as you get stronger.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 2, "tempo": [1, 15, 1], "sets": [3, 4], "reps": [15, 30], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["hip_flexors"],
  "equipmentRequired": [],
  "joints": ["spine", "hip", "neck"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly"],
  "contraindications": ["neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Hollow Body Rock",
  "shortDescription": "Rocking back and forth while holding the hollow body shape.",
  "description": "A dynamic hollow: the **abs** must keep the shape rigid while momentum rocks you from the upper back to the hips.",
  "instructions": ["Get into a hollow body hold with the arms overhead and the legs long.", "Keep the whole body rigid and start a small rock toward the shoulders.", "Let the body rock back toward the hips without the shape breaking.", "Continue rocking in a smooth rhythm, keeping the legs and arms at the same height."],
  "usageInstructions": "Use 3-4 sets of 10-20 rocks after the hollow hold is solid for 30 seconds.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [3, 4], "reps": [10, 20], "restSeconds": [45, 60],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["hip_flexors", "obliques"],
  "equipmentRequired": [],
  "joints": ["spine", "hip", "neck"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["neck_pain"]
}$json$);
--> statement-breakpoint
-- Core: crunches and sit-ups
SELECT seed_exercise($json${
  "name": "Crunch",
  "shortDescription": "The basic floor crunch: curling the shoulders off the floor by shortening the abs.",
  "description": "A short-range trunk curl for the **abs**. The lower back stays on the floor and only the shoulder blades lift.",
  "instructions": ["Lie on your back with the knees bent and the feet flat, hip width apart.", "Cross the arms over the chest or rest the fingertips lightly beside the ears without lacing them.", "Breathe out and curl the head, shoulders and shoulder blades off the floor by drawing the ribs toward the pelvis.", "Pause briefly at the top, then lower slowly until the shoulders touch down."],
  "usageInstructions": "Use 2-4 sets of 12-25 reps as a simple ab accessory at the end of a session.",
  "safetyNotes": "Do not pull on the head with the hands; people with disc-related back pain should choose dead bugs or planks instead of repeated spinal flexion.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [12, 25], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "hypertrophy", "endurance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["obliques"],
  "equipmentRequired": [],
  "joints": ["spine", "neck"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "isolation"],
  "contraindications": ["neck_pain", "lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Bicycle Crunch",
  "shortDescription": "Alternating elbow-to-opposite-knee crunches with a pedalling leg action.",
  "description": "Combines a trunk curl with **rotation**, so the obliques work alongside the abs while the legs cycle.",
  "instructions": ["Lie on your back with the hands lightly behind the ears and the knees raised over the hips.", "Curl the shoulders off the floor and keep them up for the whole set.", "Rotate the trunk to bring one shoulder toward the opposite knee while the other leg extends long.", "Switch sides in a slow pedalling motion, turning from the ribs rather than swinging the elbows.", "Keep the lower back pressed into the floor throughout."],
  "usageInstructions": "Use 2-4 sets of 10-20 reps per side; slow, controlled rotations beat fast ones.",
  "safetyNotes": "Keep the fingertips light behind the ears; yanking the head strains the neck.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [1, 1, 1], "sets": [2, 4], "reps": [10, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["rotation"],
  "primaryMuscles": ["obliques", "abs"], "secondaryMuscles": ["hip_flexors"],
  "equipmentRequired": [],
  "joints": ["spine", "neck", "hip"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["neck_pain", "lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Reverse Crunch",
  "shortDescription": "Curling the pelvis up off the floor toward the ribs with the knees bent.",
  "description": "The movement starts from the hips: the **abs** roll the pelvis and lower back off the floor while the upper body stays down, so the neck is not involved.",
  "instructions": ["Lie on your back with the arms by your sides, palms down, and the knees bent over the hips.", "Breathe out and curl the hips off the floor, bringing the knees toward the chest.", "Lift the tailbone only as far as you can control without swinging.", "Lower the hips slowly, one vertebra at a time, until the tailbone touches down."],
  "usageInstructions": "Use 2-4 sets of 10-20 reps with a slow lowering phase.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [3, 0, 1], "sets": [2, 4], "reps": [10, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "hypertrophy"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["hip_flexors", "obliques"],
  "equipmentRequired": [],
  "joints": ["spine", "hip"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "isolation"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Sit-Up",
  "shortDescription": "The full sit-up: curling from lying all the way up to sitting.",
  "description": "A long-range trunk flexion that trains the **abs** and the **hip flexors** together.",
  "instructions": ["Lie on your back with the knees bent and the feet flat, anchored under a sofa or held by a partner if needed.", "Cross the arms over the chest.", "Curl the head and shoulders up first, then keep rising until the chest is over the thighs.", "Lower slowly back down, rolling the spine onto the floor."],
  "usageInstructions": "Use 2-4 sets of 10-20 reps, or as a timed fitness-test drill.",
  "safetyNotes": "Repeated full sit-ups load the lumbar discs in flexion; skip them when the lower back is irritated.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [2, 4], "reps": [10, 20], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs", "hip_flexors"], "secondaryMuscles": ["obliques"],
  "equipmentRequired": [],
  "joints": ["spine", "hip", "neck"], "mobilityRequirements": ["hip_flexion"], "tags": ["home_friendly"],
  "contraindications": ["lower_back_pain", "neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Decline Sit-Up",
  "shortDescription": "A sit-up on a decline bench with the feet hooked, for a longer and heavier range.",
  "description": "The head-down angle makes gravity pull harder through the whole range, so the **abs** and **hip flexors** work harder than on the floor; a plate on the chest adds more.",
  "instructions": ["Set an adjustable bench to a moderate decline and hook the feet under the pads.", "Lie back with the arms crossed over the chest or hugging a light plate.", "Curl up until the torso is roughly upright, leading with the ribs.", "Lower slowly until the shoulder blades almost touch the bench, then repeat."],
  "usageInstructions": "Use 3-4 sets of 8-15 reps; add a plate only once 15 clean reps are easy.",
  "safetyNotes": "Sit up at the end of the set rather than staying head-down, and avoid this loaded flexion if you have back pain.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "hypertrophy"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs", "hip_flexors"], "secondaryMuscles": ["obliques"],
  "equipmentRequired": ["adjustable_bench"],
  "joints": ["spine", "hip", "neck"], "mobilityRequirements": ["hip_flexion"], "tags": [],
  "contraindications": ["lower_back_pain", "neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Crunch",
  "shortDescription": "Kneeling in front of a high pulley and crunching the rope down toward the floor.",
  "description": "The kneeling cable crunch lets the **abs** be trained with progressive load: the hips stay still and the ribs curl toward the pelvis.",
  "instructions": ["Attach a rope to a high pulley and kneel a step away, holding the rope ends beside the head.", "Hinge the hips back slightly and lock them in place.", "Breathe out and curl the trunk down, bringing the elbows toward the thighs.", "Pause with the abs fully shortened, then return slowly until the spine is long again."],
  "usageInstructions": "Use 3-4 sets of 10-20 reps as a loadable ab exercise.",
  "safetyNotes": "Place a pad under the knees and choose a load you can move with the spine, not by sitting back onto the heels.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 1], "sets": [3, 4], "reps": [10, 20], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "hypertrophy"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["obliques"],
  "equipmentRequired": ["cable_station"],
  "joints": ["spine", "hip"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stability Ball Crunch",
  "shortDescription": "A crunch performed lying back over a stability ball for a longer range.",
  "description": "The ball lets the spine start slightly extended, so the **abs** work through a bigger range than on the floor.",
  "instructions": ["Sit on a stability ball and walk the feet forward until the lower and middle back rest on the ball.", "Keep the feet wide and flat for balance and cross the arms over the chest.", "Let the upper back drape gently over the ball.", "Curl the ribs toward the hips to lift the shoulders, then lower slowly."],
  "usageInstructions": "Use 2-4 sets of 12-20 reps.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [12, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "hypertrophy"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["obliques"],
  "equipmentRequired": ["stability_ball"],
  "joints": ["spine", "neck"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["lower_back_pain", "neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Toe Touch Crunch",
  "shortDescription": "With the legs pointing at the ceiling, you reach the hands up toward the toes.",
  "description": "A short crunch with vertical legs: the upper **abs** lift the shoulders while the legs stay still overhead.",
  "instructions": ["Lie on your back and raise straight legs so they point at the ceiling.", "Reach both arms toward the feet.", "Breathe out and curl the shoulders off the floor, reaching the fingertips toward the toes.", "Lower the shoulders slowly without dropping the legs."],
  "usageInstructions": "Use 2-3 sets of 12-20 reps.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 0, 1], "sets": [2, 3], "reps": [12, 20], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["hip_flexors"],
  "equipmentRequired": [],
  "joints": ["spine", "neck", "hip"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["home_friendly", "isolation"],
  "contraindications": ["lower_back_pain", "neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Lying Heel Touch",
  "shortDescription": "From a small crunch position you side-bend to touch each heel in turn.",
  "description": "Short side-to-side reaches train the **obliques** with the shoulders held just off the floor.",
  "instructions": ["Lie on your back with the knees bent and the feet flat a little wider than the hips.", "Lift the shoulders slightly and reach the arms along the sides.", "Bend sideways to touch one heel with the hand, then the other.", "Keep the shoulders lifted and the movement coming from the waist for the whole set."],
  "usageInstructions": "Use 2-3 sets of 10-20 touches per side.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 0, 1], "sets": [2, 3], "reps": [10, 20], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["abs"],
  "equipmentRequired": [],
  "joints": ["spine", "neck"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly"],
  "contraindications": ["neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "V-Up",
  "shortDescription": "Lifting straight legs and torso at the same time to meet in a V.",
  "description": "A demanding full-range trunk flexion for the **abs** and **hip flexors** that needs control and some hamstring flexibility.",
  "instructions": ["Lie flat with the arms overhead and the legs straight.", "Brace and lift the arms, shoulders and legs together.", "Reach the hands toward the shins or toes at the top, balancing on the hips.", "Lower the arms and legs together under control until they hover just above the floor."],
  "usageInstructions": "Use 3-4 sets of 6-15 reps in an advanced core block.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs", "hip_flexors"], "secondaryMuscles": ["obliques"],
  "equipmentRequired": [],
  "joints": ["spine", "hip", "neck"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["home_friendly"],
  "contraindications": ["lower_back_pain", "neck_pain"]
}$json$);
--> statement-breakpoint
-- Core: leg raises
SELECT seed_exercise($json${
  "name": "Lying Leg Raise",
  "shortDescription": "Lying on your back and raising straight legs from the floor to vertical.",
  "description": "The **hip flexors** lift the legs while the **abs** hold the pelvis so the lower back does not arch.",
  "instructions": ["Lie on your back with the legs straight and the hands under the hips or flat beside you.", "Press the lower back into the floor and brace.", "Lift the legs together until they point toward the ceiling.", "Lower slowly, stopping before the lower back starts to peel off the floor."],
  "usageInstructions": "Use 2-4 sets of 8-15 reps with a slow lowering phase.",
  "safetyNotes": "If the lower back lifts as the legs lower, bend the knees or shorten the range.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [3, 0, 1], "sets": [2, 4], "reps": [8, 15], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "hypertrophy"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["hip_flexors", "abs"], "secondaryMuscles": ["obliques"],
  "equipmentRequired": [],
  "joints": ["hip", "spine"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["home_friendly"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Flutter Kicks",
  "shortDescription": "Small alternating up-and-down kicks with straight legs held just off the floor.",
  "description": "A sustained hold-and-kick drill for the **hip flexors** and lower **abs**.",
  "instructions": ["Lie on your back with the hands under the hips and the legs straight.", "Press the lower back down and lift both heels a few inches off the floor.", "Kick the legs up and down in small, quick alternating movements.", "Keep the lower back in contact with the floor and breathe steadily for the set time."],
  "usageInstructions": "Use 2-4 sets of 20-40 seconds (reps are seconds) as a finisher.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [2, 4], "reps": [20, 40], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["hip_flexors", "abs"], "secondaryMuscles": ["quads"],
  "equipmentRequired": [],
  "joints": ["hip", "spine"], "mobilityRequirements": [], "tags": ["home_friendly", "finisher"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Scissor Kicks",
  "shortDescription": "Crossing straight legs over each other horizontally while they hover off the floor.",
  "description": "The legs open and cross like scissors, keeping the **hip flexors**, abs and adductors working together.",
  "instructions": ["Lie on your back with the hands under the hips and lift straight legs a few inches.", "Open the legs wider than the hips.", "Cross one leg over the other, open again and cross the other leg on top.", "Continue the crossing rhythm with the lower back flat on the floor."],
  "usageInstructions": "Use 2-4 sets of 20-40 seconds (reps are seconds).",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [2, 4], "reps": [20, 40], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["hip_flexors", "abs"], "secondaryMuscles": ["adductors", "abductors"],
  "equipmentRequired": [],
  "joints": ["hip", "spine"], "mobilityRequirements": [], "tags": ["home_friendly", "finisher"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Lying Windshield Wiper",
  "shortDescription": "Lying with the legs raised, you lower them side to side like a windshield wiper.",
  "description": "The **obliques** control the legs as they tip to each side and pull them back to the middle, with the shoulders pinned to the floor.",
  "instructions": ["Lie on your back with the arms out in a T and the legs raised to vertical, knees bent or straight.", "Press the shoulders and arms into the floor.", "Lower both legs slowly to one side as far as the opposite shoulder can stay down.", "Pull the legs back through the middle and lower them to the other side."],
  "usageInstructions": "Use 2-3 sets of 6-12 reps per side; bent knees make it easier.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [3, 0, 1], "sets": [2, 3], "reps": [6, 12], "restSeconds": [45, 60],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "mobility"], "movementPattern": ["rotation"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["abs", "hip_flexors"],
  "equipmentRequired": [],
  "joints": ["spine", "hip"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Hanging Knee Raise",
  "shortDescription": "Hanging from a pull-up bar and drawing the knees up toward the chest.",
  "description": "The **hip flexors** and **abs** lift the legs while the grip and shoulders hold you on the bar.",
  "instructions": ["Hang from a pull-up bar with an overhand grip and the shoulders pulled slightly down.", "Let the legs hang still before starting to avoid swinging.", "Draw the knees up toward the chest while curling the pelvis slightly upward.", "Lower the legs slowly to straight without swinging into the next rep."],
  "usageInstructions": "Use 3-4 sets of 8-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "hypertrophy"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["hip_flexors", "abs"], "secondaryMuscles": ["grip", "forearms", "obliques"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "hip", "spine"], "mobilityRequirements": ["overhead_mobility"], "tags": ["grip_intensive"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Hanging Leg Raise",
  "shortDescription": "Hanging from a bar and raising straight legs to hip height or higher.",
  "description": "A hard **hip flexor** and **abs** exercise: straight legs make a long lever, and curling the pelvis at the top shortens the abs fully.",
  "instructions": ["Hang from a pull-up bar with straight arms and the shoulders engaged.", "Brace and keep the legs together and straight.", "Lift the legs until they are at least parallel to the floor, tilting the pelvis up at the top.", "Lower slowly to a dead hang without swinging."],
  "usageInstructions": "Use 3-4 sets of 6-12 reps once hanging knee raises are easy for 15.",
  "difficultyLevel": 6, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["hip_flexors", "abs"], "secondaryMuscles": ["grip", "forearms", "obliques"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "hip", "spine"], "mobilityRequirements": ["overhead_mobility", "hamstring_flexibility"], "tags": ["grip_intensive"],
  "contraindications": ["shoulder_impingement", "lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Hanging Oblique Knee Raise",
  "shortDescription": "A hanging knee raise in which the knees travel up toward one side.",
  "description": "Raising the knees diagonally shifts the work toward the **obliques**, with the hip flexors still lifting the legs.",
  "instructions": ["Hang from a pull-up bar with the shoulders engaged and the legs still.", "Draw the knees up and across toward one shoulder, rotating the pelvis.", "Lower slowly back to the centre without swinging.", "Repeat to the other side, alternating each rep."],
  "usageInstructions": "Use 3 sets of 6-12 reps per side.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [3, 3], "reps": [6, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "hypertrophy"], "movementPattern": ["rotation"],
  "primaryMuscles": ["obliques", "hip_flexors"], "secondaryMuscles": ["abs", "grip"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "hip", "spine"], "mobilityRequirements": ["overhead_mobility"], "tags": ["grip_intensive"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Toes-to-Bar",
  "shortDescription": "From a dead hang, lifting the feet all the way up to touch the bar.",
  "description": "A strict toes-to-bar needs strong **abs**, **hip flexors**, lats and hamstring flexibility to fold the body under the bar.",
  "instructions": ["Hang from a pull-up bar with a shoulder-width grip and straight arms.", "Press the bar down toward the hips with straight arms to engage the lats.", "Lift straight legs and curl the pelvis until the toes touch the bar between the hands.", "Lower under control to a still hang before the next rep."],
  "usageInstructions": "Use 3-5 sets of 4-10 strict reps in skill or core work.",
  "difficultyLevel": 8, "technicalComplexity": 6, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [2, 0, 1], "sets": [3, 5], "reps": [4, 10], "restSeconds": [90, 120],
  "minExperienceLevel": "advanced", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs", "hip_flexors"], "secondaryMuscles": ["lats", "grip", "obliques"],
  "equipmentRequired": ["pull_up_bar"],
  "joints": ["shoulder", "hip", "spine"], "mobilityRequirements": ["overhead_mobility", "hamstring_flexibility"], "tags": ["grip_intensive"],
  "contraindications": ["shoulder_impingement", "lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Captain's Chair Knee Raise",
  "shortDescription": "Supported on the forearms in a captain's chair or dip station, you raise the knees toward the chest.",
  "description": "With the back supported and no grip demand, the **abs** and **hip flexors** can be trained cleanly by beginners.",
  "instructions": ["Step into the dip station or captain's chair and support yourself on the forearm pads or straight arms with the back against the pad.", "Let the legs hang straight down and press the shoulders down away from the ears.", "Lift the knees toward the chest, curling the pelvis up at the top.", "Lower the legs slowly to straight without swinging."],
  "usageInstructions": "Use 2-4 sets of 10-15 reps.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [2, 4], "reps": [10, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "hypertrophy"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs", "hip_flexors"], "secondaryMuscles": ["obliques", "triceps"],
  "equipmentRequired": ["dip_station"],
  "joints": ["hip", "spine", "shoulder"], "mobilityRequirements": [], "tags": ["beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Captain's Chair Leg Raise",
  "shortDescription": "Supported in a captain's chair or dip station, you raise straight legs to hip height.",
  "description": "Straight legs turn the captain's-chair raise into a long-lever exercise for the **hip flexors** and **abs**.",
  "instructions": ["Support yourself in the dip station with the back against the pad and the shoulders pressed down.", "Brace the trunk with the legs straight and together.", "Raise the legs until they are parallel to the floor, keeping the knees straight.", "Lower slowly to hanging straight down without swinging."],
  "usageInstructions": "Use 3-4 sets of 8-12 reps.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [3, 0, 1], "sets": [3, 4], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "hypertrophy"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["hip_flexors", "abs"], "secondaryMuscles": ["obliques", "quads"],
  "equipmentRequired": ["dip_station"],
  "joints": ["hip", "spine", "shoulder"], "mobilityRequirements": ["hamstring_flexibility"], "tags": [],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dip Station L-Sit Hold",
  "shortDescription": "Holding the body up on the dip bars with straight legs extended in front in an L shape.",
  "description": "A static hold where the **abs** and **hip flexors** keep the legs level while the triceps and shoulders support the body.",
  "instructions": ["Grip the parallel bars, jump or step up and lock the arms straight with the shoulders pressed down.", "Brace and lift the legs until they are straight and parallel to the floor.", "Point the toes and keep the knees locked.", "Hold for the target time, then lower the feet to the floor with control."],
  "usageInstructions": "Use 3-5 holds of 10-30 seconds (reps are seconds); tuck the knees to make it easier.",
  "difficultyLevel": 6, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [1, 10, 1], "sets": [3, 5], "reps": [10, 30], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs", "hip_flexors"], "secondaryMuscles": ["triceps", "quads", "front_delts"],
  "equipmentRequired": ["dip_station"],
  "joints": ["shoulder", "elbow", "wrist", "hip"], "mobilityRequirements": ["hamstring_flexibility"], "tags": [],
  "contraindications": ["elbow_issues", "wrist_pain"]
}$json$);
--> statement-breakpoint
-- Core: rollouts and fallouts (no ab wheel: barbell, suspension trainer, ball or hands)
SELECT seed_exercise($json${
  "name": "Barbell Rollout",
  "shortDescription": "Kneeling behind a loaded barbell and rolling it forward and back like an ab wheel.",
  "description": "The bar rolls on its plates while the **abs** stop the lower back from sagging as the arms reach forward, one of the hardest anti-extension exercises.",
  "instructions": ["Load a barbell with round plates and kneel behind it on a pad, hands on the bar shoulder width apart.", "Tuck the pelvis slightly and brace the trunk with the hips extended.", "Roll the bar forward slowly, letting the arms reach overhead and the hips travel forward together.", "Go only as far as you can keep the lower back from arching.", "Pull the bar back toward the knees with the abs and lats, keeping the hips from piking first."],
  "usageInstructions": "Use 3-4 sets of 6-12 reps; start with a short range and add distance over weeks.",
  "safetyNotes": "Use plates of equal size so the bar rolls straight, and roll toward a wall at first to limit the range.",
  "difficultyLevel": 6, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [3, 0, 2], "sets": [3, 4], "reps": [6, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["lats", "obliques", "front_delts"],
  "equipmentRequired": ["barbell"],
  "joints": ["shoulder", "spine", "hip"], "mobilityRequirements": ["overhead_mobility"], "tags": [],
  "contraindications": ["lower_back_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stability Ball Rollout",
  "shortDescription": "Kneeling with the forearms on a stability ball and rolling it forward to lengthen the body.",
  "description": "A gentler rollout: the ball supports the forearms so the **abs** can learn anti-extension before trying a barbell or suspension fallout.",
  "instructions": ["Kneel in front of a stability ball and rest the forearms on top with the hands together.", "Brace and tilt the pelvis slightly under so the hips and trunk form one line.", "Roll the ball forward by reaching the arms out, letting the hips move forward with the shoulders.", "Stop before the lower back arches, then pull the ball back with the forearms."],
  "usageInstructions": "Use 2-4 sets of 8-12 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 1, 2], "sets": [2, 4], "reps": [8, 12], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["lats", "obliques"],
  "equipmentRequired": ["stability_ball"],
  "joints": ["shoulder", "spine", "hip"], "mobilityRequirements": [], "tags": ["beginner_friendly"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kneeling Hand Walkout",
  "shortDescription": "From kneeling, walking the hands out to a long plank and back without lowering the hips.",
  "description": "A no-equipment rollout: the hands walk forward so the **abs** hold the body straight over a longer and longer lever.",
  "instructions": ["Kneel on a mat with the hands on the floor under the shoulders.", "Brace the trunk and keep the hips in line with the thighs and shoulders.", "Walk the hands forward in small steps as far as you can hold the body straight.", "Pause, then walk the hands back to the start."],
  "usageInstructions": "Use 2-3 sets of 5-10 reps as a bodyweight rollout substitute.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [2, 1, 2], "sets": [2, 3], "reps": [5, 10], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["front_delts", "lats", "triceps"],
  "equipmentRequired": [],
  "joints": ["shoulder", "wrist", "spine"], "mobilityRequirements": ["wrist_extension", "overhead_mobility"], "tags": ["home_friendly"],
  "contraindications": ["wrist_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
-- Core: suspension trainer
SELECT seed_exercise($json${
  "name": "Suspension Trainer Fallout",
  "shortDescription": "Standing and leaning into suspension straps, letting the arms travel overhead as the body falls forward.",
  "description": "A standing rollout on straps: the steeper the lean, the harder the **abs** work to hold the body straight.",
  "instructions": ["Face away from the anchor, holding the handles with straight arms in front of the chest.", "Walk the feet back until the body leans forward slightly and is braced in a straight line.", "Let the arms rise overhead as the body falls forward, keeping the hips in line.", "Stop before the lower back arches, then press the handles down and back to return."],
  "usageInstructions": "Use 3-4 sets of 6-12 reps; move the feet back to make it harder.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [3, 0, 2], "sets": [3, 4], "reps": [6, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "suspension", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["lats", "obliques", "front_delts"],
  "equipmentRequired": ["suspension_trainer"],
  "joints": ["shoulder", "spine"], "mobilityRequirements": ["overhead_mobility"], "tags": [],
  "contraindications": ["lower_back_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Suspension Trainer Knee Tuck",
  "shortDescription": "A high plank with the feet in suspension straps, pulling the knees in to the chest.",
  "description": "The straps make the feet unstable, so the **abs** and **hip flexors** must control the tuck from a plank.",
  "instructions": ["Place the feet in the foot cradles and set up in a high plank with the hands under the shoulders.", "Brace so the body is straight and the straps hang still.", "Pull the knees toward the chest, lifting the hips slightly.", "Extend the legs back to the plank under control."],
  "usageInstructions": "Use 3-4 sets of 8-15 reps.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [8, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "suspension", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "hypertrophy"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs", "hip_flexors"], "secondaryMuscles": ["front_delts", "triceps", "obliques"],
  "equipmentRequired": ["suspension_trainer"],
  "joints": ["shoulder", "wrist", "hip", "spine"], "mobilityRequirements": ["wrist_extension"], "tags": [],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Suspension Trainer Pike",
  "shortDescription": "From a high plank with the feet in straps, lifting the hips high while the legs stay straight.",
  "description": "The hips fold up into an inverted V, so the **abs** and **hip flexors** work through a large range while the shoulders stabilise.",
  "instructions": ["Set up in a high plank with the feet in the suspension cradles.", "Brace and keep the legs straight.", "Lift the hips toward the ceiling, sliding the feet toward the hands until the body forms an inverted V.", "Lower the hips slowly back to a straight plank."],
  "usageInstructions": "Use 3-4 sets of 6-12 reps after the knee tuck is comfortable.",
  "difficultyLevel": 6, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "suspension", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs", "hip_flexors"], "secondaryMuscles": ["front_delts", "triceps"],
  "equipmentRequired": ["suspension_trainer"],
  "joints": ["shoulder", "wrist", "hip", "spine"], "mobilityRequirements": ["wrist_extension", "hamstring_flexibility"], "tags": [],
  "contraindications": ["wrist_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Suspension Trainer Body Saw",
  "shortDescription": "A forearm plank with the feet in straps, sliding the body forward and back from the shoulders.",
  "description": "Moving the shoulders ahead of the elbows lengthens the lever, so the **abs** work harder as you saw back and forth.",
  "instructions": ["Place the feet in the cradles and set up in a forearm plank under the anchor.", "Brace with the glutes tight and the body straight.", "Push the body backward by letting the shoulders travel past the elbows.", "Pull back to the start with the forearms and repeat in a slow, smooth rhythm."],
  "usageInstructions": "Use 3 sets of 8-12 slow reps.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [2, 0, 2], "sets": [3, 3], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "suspension", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["front_delts", "lats", "obliques"],
  "equipmentRequired": ["suspension_trainer"],
  "joints": ["shoulder", "spine"], "mobilityRequirements": ["overhead_mobility"], "tags": [],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
-- Core: Pallof presses and anti-rotation
SELECT seed_exercise($json${
  "name": "Cable Pallof Press",
  "shortDescription": "Standing side-on to a cable and pressing the handle straight out from the chest while resisting the twist.",
  "description": "The cable tries to turn you toward the stack; the **obliques** and **abs** hold the trunk square as the arms press out and back, making it a classic spine-friendly **anti-rotation** exercise.",
  "instructions": ["Set a cable handle at chest height and stand side-on, a step away, holding the handle at the sternum with both hands.", "Stand with the feet hip width apart and the knees soft, and brace the trunk.", "Press the handle straight out in front until the arms are straight, without letting the chest rotate.", "Hold for one or two seconds, then bring the handle back to the chest.", "Complete the reps, then turn around to train the other side."],
  "usageInstructions": "Use 2-4 sets of 8-12 reps per side, with a 2-second hold at full extension.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 2, "tempo": [2, 2, 1], "sets": [2, 4], "reps": [8, 12], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["obliques", "abs"], "secondaryMuscles": ["glutes", "front_delts"],
  "equipmentRequired": ["cable_station"],
  "joints": ["spine", "hip", "shoulder"], "mobilityRequirements": [], "tags": ["beginner_friendly", "rehab_friendly", "low_impact", "posture"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Pallof Press",
  "shortDescription": "A Pallof press using a resistance band anchored at chest height.",
  "description": "The home-friendly version of the anti-rotation press: the band pulls sideways and the **obliques** keep the trunk facing forward.",
  "instructions": ["Anchor a band at chest height and stand side-on, holding the band at the sternum.", "Step away until the band is under tension, feet hip width and knees soft.", "Press the hands straight out without letting the shoulders or hips rotate.", "Pause, bring the hands back to the chest and repeat; switch sides."],
  "usageInstructions": "Use 2-4 sets of 10-15 reps per side; step further from the anchor to progress.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 2, 1], "sets": [2, 4], "reps": [10, 15], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["obliques", "abs"], "secondaryMuscles": ["glutes"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["spine", "shoulder"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Half-Kneeling Cable Pallof Press",
  "shortDescription": "A Pallof press from a half-kneeling stance, which takes the legs out and makes the trunk work harder.",
  "description": "Kneeling on one knee narrows the base, so the **obliques** and hip stabilisers have to work harder to stop the cable turning you.",
  "instructions": ["Set a cable at chest height and half-kneel side-on to it, with the inside knee down and the outside foot forward.", "Hold the handle at the chest, squeeze the glute of the down leg and stay tall.", "Press the handle straight out without letting the torso turn toward the cable.", "Return the handle to the chest with control and repeat; switch sides and stance."],
  "usageInstructions": "Use 2-4 sets of 8-12 reps per side.",
  "safetyNotes": "Place a pad under the down knee.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 2, "tempo": [2, 2, 1], "sets": [2, 4], "reps": [8, 12], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "balance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["obliques", "abs"], "secondaryMuscles": ["glutes", "hip_flexors"],
  "equipmentRequired": ["cable_station"],
  "joints": ["spine", "hip", "knee"], "mobilityRequirements": [], "tags": ["rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Pallof Walkout",
  "shortDescription": "Holding a band at arm's length and side-stepping away from the anchor, then back.",
  "description": "The further you walk, the harder the band pulls, so the **obliques** must resist rotation continuously while you move.",
  "instructions": ["Anchor a band at chest height, stand side-on and press the hands straight out in front.", "Brace the trunk and keep the arms straight and centred on the sternum.", "Side-step slowly away from the anchor for three or four steps.", "Pause, then side-step back without letting the hands drift toward the anchor.", "Switch sides after the set."],
  "usageInstructions": "Use 2-3 sets of 4-6 walkouts per side.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 2, "tempo": [1, 2, 1], "sets": [2, 3], "reps": [4, 6], "restSeconds": [30, 45],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "resistance_band", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "balance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["abs", "glutes", "abductors"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["spine", "shoulder", "hip"], "mobilityRequirements": [], "tags": ["home_friendly", "low_impact", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
-- Core: woodchops, twists and landmine rotations
SELECT seed_exercise($json${
  "name": "Cable Woodchop",
  "shortDescription": "Pulling a cable handle diagonally from high on one side to low on the other.",
  "description": "A loaded **rotation** for the **obliques**: the hips and shoulders turn together as the handle moves from above the shoulder to beside the opposite knee.",
  "instructions": ["Set a cable high and stand side-on with the feet wider than the hips, holding the handle with both hands above the near shoulder.", "Brace and keep the arms almost straight.", "Pull the handle down and across the body toward the outside of the far knee, pivoting the back foot.", "Rotate through the hips and trunk together rather than twisting only at the waist.", "Return slowly to the start and repeat; switch sides."],
  "usageInstructions": "Use 2-4 sets of 8-12 reps per side at a moderate load.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [2, 4], "reps": [8, 12], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "power"], "movementPattern": ["rotation"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["abs", "front_delts", "lats"],
  "equipmentRequired": ["cable_station"],
  "joints": ["spine", "hip", "shoulder"], "mobilityRequirements": [], "tags": ["athletic"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cable Low-to-High Woodchop",
  "shortDescription": "A cable chop that lifts the handle from beside the knee up across the body to above the opposite shoulder.",
  "description": "The reverse chop drives **rotation** from the legs and hips upward, working the **obliques** and front shoulders.",
  "instructions": ["Set a cable low and stand side-on, holding the handle with both hands outside the near knee.", "Bend the knees slightly and brace the trunk.", "Drive up through the legs and rotate the hips and trunk to lift the handle across the body above the far shoulder.", "Pivot the back foot as you turn and keep the arms long.", "Lower slowly back to the start; switch sides."],
  "usageInstructions": "Use 2-4 sets of 8-12 reps per side.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [2, 4], "reps": [8, 12], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "power"], "movementPattern": ["rotation"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["front_delts", "glutes", "quads"],
  "equipmentRequired": ["cable_station"],
  "joints": ["spine", "hip", "shoulder", "knee"], "mobilityRequirements": [], "tags": ["athletic"],
  "contraindications": ["lower_back_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Half-Kneeling Cable Chop",
  "shortDescription": "From half-kneeling, pulling a high cable across the body while the hips stay square.",
  "description": "The hips are locked by the kneeling stance, so the **obliques** and abs must keep the trunk steady while the arms pull the handle across the body.",
  "instructions": ["Set a cable high and half-kneel side-on to it, with the inside knee down.", "Hold a rope or bar with both hands above the near shoulder.", "Pull the handle down to the chest, then push it down and across past the far hip.", "Keep the torso tall and the hips facing forward the whole time.", "Return slowly and repeat; switch sides and stance."],
  "usageInstructions": "Use 2-3 sets of 8-12 reps per side.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [8, 12], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "cable", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core"], "movementPattern": ["core_stability", "rotation"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["abs", "lats", "triceps"],
  "equipmentRequired": ["cable_station"],
  "joints": ["spine", "shoulder", "hip", "knee"], "mobilityRequirements": [], "tags": ["rehab_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Band Woodchop",
  "shortDescription": "A high-to-low chop with a resistance band anchored above head height.",
  "description": "A light, home-friendly **rotation** drill for the **obliques** that is easy on the back because the resistance is modest and the feet pivot.",
  "instructions": ["Anchor a band high and stand side-on, holding the band with both hands above the near shoulder.", "Step away until the band is taut and brace the trunk.", "Pull the band diagonally down across the body to the outside of the far knee, pivoting the back foot.", "Return with control and repeat; switch sides."],
  "usageInstructions": "Use 2-3 sets of 10-15 reps per side.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 0, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "resistance_band", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core"], "movementPattern": ["rotation"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["abs", "front_delts"],
  "equipmentRequired": ["resistance_band"],
  "joints": ["spine", "hip", "shoulder"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Russian Twist",
  "shortDescription": "Sitting leaned back with the feet down or raised and turning the hands from hip to hip.",
  "description": "A seated **rotation** for the **obliques** with the trunk held in a leaned-back position.",
  "instructions": ["Sit with the knees bent and lean back until the abs switch on, keeping the back long.", "Hold the hands together in front of the chest, feet on the floor or lifted.", "Rotate the shoulders to bring the hands beside one hip.", "Turn back through the middle to the other side, moving the rib cage rather than only the arms."],
  "usageInstructions": "Use 2-4 sets of 10-20 reps per side.",
  "safetyNotes": "Twisting in a flexed, seated position loads the lumbar discs; choose Pallof presses if your back is sensitive.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 0, 1], "sets": [2, 4], "reps": [10, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["rotation"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["abs", "hip_flexors"],
  "equipmentRequired": [],
  "joints": ["spine", "hip"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Weighted Russian Twist",
  "shortDescription": "A Russian twist holding a weight plate in front of the chest.",
  "description": "The plate adds load to each turn, so the **obliques** work harder to rotate and stop the weight at each side.",
  "instructions": ["Sit with the knees bent and lean back to about 45 degrees, holding a plate at chest height.", "Brace and lift the feet if you can keep the back long.", "Rotate the plate to one side until it is beside the hip.", "Stop the plate under control and rotate to the other side."],
  "usageInstructions": "Use 3 sets of 8-15 reps per side with a light to moderate plate.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [3, 3], "reps": [8, 15], "restSeconds": [45, 60],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "hypertrophy"], "movementPattern": ["rotation"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["abs", "hip_flexors", "front_delts"],
  "equipmentRequired": ["weight_plate"],
  "joints": ["spine", "hip"], "mobilityRequirements": [], "tags": [],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Medicine Ball Russian Twist",
  "shortDescription": "A Russian twist holding a medicine ball, touching it to the floor beside each hip.",
  "description": "A medicine ball is easy to hold and tap down, which makes this a common loaded **rotation** for the **obliques**.",
  "instructions": ["Sit with the knees bent, lean back slightly and hold a medicine ball at the chest.", "Brace the trunk with the back long.", "Rotate and lightly touch the ball to the floor beside one hip.", "Rotate through the centre to tap the other side."],
  "usageInstructions": "Use 2-4 sets of 10-20 reps per side.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [2, 4], "reps": [10, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["rotation"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["abs", "hip_flexors"],
  "equipmentRequired": ["medicine_ball"],
  "joints": ["spine", "hip"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Landmine Rotation",
  "shortDescription": "Holding the end of a landmine bar at arm's length and swinging it in an arc from hip to hip.",
  "description": "Also called the landmine rainbow: the **obliques** and hips rotate the bar while the arms stay long.",
  "instructions": ["Set a barbell in a landmine and stand facing it, holding the sleeve end with both hands at head height.", "Take a shoulder-width stance and brace.", "Lower the bar in an arc toward one hip, pivoting the opposite foot and turning the hips.", "Drive the bar back up through the centre and down to the other hip.", "Keep the arms nearly straight and the movement smooth."],
  "usageInstructions": "Use 3 sets of 6-10 reps per side.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [3, 3], "reps": [6, 10], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "power"], "movementPattern": ["rotation"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["abs", "front_delts", "glutes"],
  "equipmentRequired": ["landmine", "barbell"],
  "joints": ["spine", "hip", "shoulder"], "mobilityRequirements": [], "tags": ["athletic"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Half-Kneeling Landmine Rotation",
  "shortDescription": "A landmine rotation from half-kneeling, which isolates trunk rotation from the legs.",
  "description": "Kneeling removes the hip drive, so the **obliques** must control the bar alone through a smaller, stricter arc.",
  "instructions": ["Half-kneel facing a landmine, holding the end of the bar with both hands at chin height.", "Squeeze the glute of the down leg and brace.", "Lower the bar in an arc toward the outside of the front hip.", "Bring it back through the centre and across to the other side."],
  "usageInstructions": "Use 2-3 sets of 6-10 reps per side; swap the front leg halfway.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 2, "tempo": [2, 0, 1], "sets": [2, 3], "reps": [6, 10], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core"], "movementPattern": ["rotation", "core_stability"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["abs", "front_delts"],
  "equipmentRequired": ["landmine", "barbell"],
  "joints": ["spine", "shoulder", "knee"], "mobilityRequirements": [], "tags": [],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Side Bend",
  "shortDescription": "Standing with a dumbbell in one hand and bending sideways toward it and back up.",
  "description": "The opposite-side **obliques** and quadratus lumborum lift the trunk back to upright against the weight.",
  "instructions": ["Stand tall with a dumbbell in one hand and the other hand on the hip.", "Bend sideways toward the dumbbell, letting it slide down the thigh, without leaning forward or back.", "Return to upright by squeezing the waist on the side away from the weight.", "Complete the reps, then switch hands."],
  "usageInstructions": "Use 2-3 sets of 10-15 reps per side with a moderate dumbbell.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 0, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "hypertrophy"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["lower_back", "grip"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["spine"], "mobilityRequirements": [], "tags": ["isolation"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
-- Core: stability ball
SELECT seed_exercise($json${
  "name": "Stability Ball Forearm Plank",
  "shortDescription": "A forearm plank with the forearms resting on a stability ball.",
  "description": "The unstable ball under the elbows makes the **abs** and obliques work harder than on the floor, without any wrist load.",
  "instructions": ["Kneel behind a stability ball and place the forearms on top with the hands together.", "Step the feet back one at a time into a straight-body plank.", "Brace, squeeze the glutes and keep the ball still under the elbows.", "Hold for the target time, then lower the knees to the floor."],
  "usageInstructions": "Use 2-4 holds of 20-45 seconds (reps are seconds) once the floor plank is easy.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 20, 1], "sets": [2, 4], "reps": [20, 45], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "balance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs"], "secondaryMuscles": ["obliques", "front_delts", "glutes"],
  "equipmentRequired": ["stability_ball"],
  "joints": ["shoulder", "spine"], "mobilityRequirements": [], "tags": ["rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stability Ball Stir the Pot",
  "shortDescription": "From a forearm plank on a stability ball, you draw small circles with the elbows.",
  "description": "Stirring the ball in circles forces the **abs** and **obliques** to resist extension and rotation at the same time.",
  "instructions": ["Set up in a forearm plank with the elbows on a stability ball and the feet a little wider than the hips.", "Brace and squeeze the glutes so the body is a straight line.", "Move the forearms in small circles as if stirring a pot, keeping the hips still.", "Complete the circles in one direction, then reverse."],
  "usageInstructions": "Use 2-4 sets of 5-10 circles each way, or 20-40 seconds of stirring.",
  "safetyNotes": "Keep the circles small; widen the feet if the hips start to sway.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [2, 4], "reps": [5, 10], "restSeconds": [45, 75],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs", "obliques"], "secondaryMuscles": ["front_delts", "lats", "glutes"],
  "equipmentRequired": ["stability_ball"],
  "joints": ["shoulder", "spine"], "mobilityRequirements": [], "tags": [],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stability Ball Jackknife",
  "shortDescription": "A high plank with the shins on a stability ball, rolling the knees in toward the chest.",
  "description": "The **abs** and **hip flexors** pull the ball in while the shoulders hold the plank, a stable-feeling step before the ball pike.",
  "instructions": ["Kneel in front of a stability ball, place the hands on the floor and walk out until the shins rest on the ball.", "Hold a high plank with the hands under the shoulders.", "Bend the knees and pull them toward the chest, rolling the ball forward under the shins.", "Straighten the legs to roll the ball back to the start without letting the hips sag."],
  "usageInstructions": "Use 2-4 sets of 8-15 reps.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [2, 0, 1], "sets": [2, 4], "reps": [8, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "hypertrophy"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs", "hip_flexors"], "secondaryMuscles": ["front_delts", "triceps", "quads"],
  "equipmentRequired": ["stability_ball"],
  "joints": ["shoulder", "wrist", "hip", "spine"], "mobilityRequirements": ["wrist_extension"], "tags": [],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stability Ball Pike",
  "shortDescription": "From a high plank with the shins on a ball, lifting the hips high with straight legs.",
  "description": "The legs stay straight while the hips rise into an inverted V, so the **abs** and **hip flexors** work through a long range with the shoulders stacked over the hands.",
  "instructions": ["Walk out into a high plank with the shins or feet on a stability ball.", "Brace with the legs straight and together.", "Lift the hips toward the ceiling, rolling the ball toward the hands onto the toes.", "Lower the hips back to a straight plank slowly."],
  "usageInstructions": "Use 3-4 sets of 6-12 reps once the jackknife feels easy.",
  "difficultyLevel": 6, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [3, 4], "reps": [6, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs", "hip_flexors"], "secondaryMuscles": ["front_delts", "triceps"],
  "equipmentRequired": ["stability_ball"],
  "joints": ["shoulder", "wrist", "hip", "spine"], "mobilityRequirements": ["wrist_extension", "hamstring_flexibility"], "tags": [],
  "contraindications": ["wrist_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stability Ball Bridge Twist",
  "shortDescription": "Lying with the upper back on a ball, hips bridged, and rotating straight arms from side to side.",
  "description": "Also called a ball Russian twist: the glutes hold a tabletop bridge while the **obliques** turn the shoulders across the ball.",
  "instructions": ["Sit on a stability ball and walk the feet forward until the head and upper back rest on it, hips lifted in a tabletop.", "Press the palms together with the arms straight above the chest.", "Rotate the arms and shoulders to one side, rolling onto the side of the upper back.", "Keep the hips level and return through the middle to the other side."],
  "usageInstructions": "Use 2-3 sets of 8-12 reps per side; hold a light dumbbell to progress.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 0, 1], "sets": [2, 3], "reps": [8, 12], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "balance"], "movementPattern": ["rotation", "core_stability"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["glutes", "abs", "hamstrings"],
  "equipmentRequired": ["stability_ball"],
  "joints": ["spine", "hip", "shoulder"], "mobilityRequirements": [], "tags": [],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stability Ball Back Extension",
  "shortDescription": "Lying face down over a stability ball and lifting the chest by extending the back.",
  "description": "A light, controlled back extension for the **lower back** and glutes, with the ball supporting the hips.",
  "instructions": ["Lie face down with the hips and lower belly on a stability ball and the toes pressed into the floor or against a wall.", "Place the hands lightly at the temples or across the chest.", "Lift the chest until the body is in a straight line, squeezing the glutes.", "Lower back over the ball slowly and repeat."],
  "usageInstructions": "Use 2-3 sets of 10-15 reps as a posterior-chain accessory or warm-up.",
  "safetyNotes": "Stop at a straight line; arching past neutral compresses the lower back.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["hinge"],
  "primaryMuscles": ["lower_back", "glutes"], "secondaryMuscles": ["hamstrings", "rhomboids"],
  "equipmentRequired": ["stability_ball"],
  "joints": ["spine", "hip"], "mobilityRequirements": [], "tags": ["posture", "home_friendly"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stability Ball Reverse Hyperextension",
  "shortDescription": "Lying face down over a stability ball with the hands on the floor and raising straight legs behind.",
  "description": "The hips hinge over the ball while the **glutes** and **lower back** lift the legs to body height.",
  "instructions": ["Lie face down with the hips on top of a stability ball and the hands on the floor in front.", "Let the legs hang down toward the floor behind you.", "Squeeze the glutes and lift straight legs until they line up with the trunk.", "Lower the legs slowly and repeat without swinging."],
  "usageInstructions": "Use 2-4 sets of 10-15 reps.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 1], "sets": [2, 4], "reps": [10, 15], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "hypertrophy"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes", "lower_back"], "secondaryMuscles": ["hamstrings"],
  "equipmentRequired": ["stability_ball"],
  "joints": ["spine", "hip"], "mobilityRequirements": [], "tags": ["posture"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
-- Core: medicine ball
SELECT seed_exercise($json${
  "name": "Medicine Ball Slam",
  "shortDescription": "Lifting a medicine ball overhead and throwing it down into the floor as hard as possible.",
  "description": "An explosive full-body throw in which the **lats** and **abs** drive the ball down from overhead; excellent for power and conditioning.",
  "instructions": ["Stand with the feet shoulder width apart holding a non-bouncing slam ball at the waist.", "Lift the ball overhead, rising onto the toes and extending the whole body.", "Slam the ball down in front of the feet by pulling with the lats and crunching the trunk.", "Bend the hips and knees to pick the ball up with a flat back and repeat."],
  "usageInstructions": "Use 3-5 sets of 8-15 reps or 20-30 seconds of work as power or conditioning work.",
  "safetyNotes": "Use a dead-bounce slam ball, not a rubber ball that can rebound into the face.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [1, 0, 1], "sets": [3, 5], "reps": [8, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "plyometrics", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["power", "cardio"], "movementPattern": ["hinge"],
  "primaryMuscles": ["lats", "abs"], "secondaryMuscles": ["front_delts", "triceps", "glutes"],
  "equipmentRequired": ["medicine_ball"],
  "joints": ["shoulder", "spine", "hip", "elbow"], "mobilityRequirements": ["overhead_mobility"], "tags": ["explosive", "finisher", "athletic"],
  "contraindications": ["shoulder_impingement", "lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Medicine Ball Rotational Throw",
  "shortDescription": "Standing side-on to a wall and throwing a medicine ball into it with a powerful hip-and-trunk turn.",
  "description": "The ball is loaded on the back hip and released with a fast **rotation**, training the **obliques** and hips to produce power as in a swing or throw.",
  "instructions": ["Stand side-on to a solid wall about one to two metres away, holding a medicine ball at the back hip.", "Shift the weight onto the back leg and load the hips.", "Drive the back hip forward and rotate the trunk to throw the ball into the wall at chest height.", "Catch the rebound, reset and repeat; switch sides after the set."],
  "usageInstructions": "Use 3-5 sets of 5-8 throws per side at full speed, with full recovery between sets.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [1, 0, 1], "sets": [3, 5], "reps": [5, 8], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "plyometrics", "modality": "free_weight", "forceType": "push", "bodyRegion": "core",
  "trainingType": ["power"], "movementPattern": ["rotation"],
  "primaryMuscles": ["obliques", "glutes"], "secondaryMuscles": ["abs", "front_delts", "chest"],
  "equipmentRequired": ["medicine_ball"],
  "joints": ["spine", "hip", "shoulder", "knee"], "mobilityRequirements": [], "tags": ["explosive", "athletic"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Medicine Ball Scoop Toss",
  "shortDescription": "Swinging a medicine ball from outside the back knee up and across into a wall, like an underhand shovel.",
  "description": "A low-to-high **rotation** throw that links the legs, glutes and **obliques**.",
  "instructions": ["Stand side-on to a wall, holding a medicine ball with both hands outside the back knee in a half squat.", "Load the back hip with the weight on the back leg.", "Drive through the legs and rotate to scoop the ball up and into the wall at about head height.", "Catch or collect the ball, reset and repeat; switch sides."],
  "usageInstructions": "Use 3-4 sets of 5-8 tosses per side.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [1, 0, 1], "sets": [3, 4], "reps": [5, 8], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "plyometrics", "modality": "free_weight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["power"], "movementPattern": ["rotation"],
  "primaryMuscles": ["obliques", "glutes"], "secondaryMuscles": ["quads", "hamstrings", "front_delts"],
  "equipmentRequired": ["medicine_ball"],
  "joints": ["spine", "hip", "knee", "shoulder"], "mobilityRequirements": [], "tags": ["explosive", "athletic"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Medicine Ball Lateral Slam",
  "shortDescription": "Lifting a medicine ball overhead and slamming it down beside the outside of one foot.",
  "description": "Rotating as you slam shifts the work toward the **obliques** while the lats still pull the ball down.",
  "instructions": ["Stand with the feet shoulder width apart, holding a slam ball at the chest.", "Lift the ball overhead and rotate slightly away from the target side.", "Slam the ball down beside the outside of one foot, rotating the trunk and pivoting the back foot.", "Pick the ball up with a flat back and alternate sides."],
  "usageInstructions": "Use 3-4 sets of 6-10 reps per side.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [1, 0, 1], "sets": [3, 4], "reps": [6, 10], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "plyometrics", "modality": "free_weight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["power", "cardio"], "movementPattern": ["rotation"],
  "primaryMuscles": ["obliques", "lats"], "secondaryMuscles": ["abs", "front_delts"],
  "equipmentRequired": ["medicine_ball"],
  "joints": ["shoulder", "spine", "hip"], "mobilityRequirements": ["overhead_mobility"], "tags": ["explosive", "finisher"],
  "contraindications": ["shoulder_impingement", "lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Medicine Ball Woodchop",
  "shortDescription": "Moving a medicine ball diagonally from above one shoulder down to outside the opposite knee.",
  "description": "A bodyweight-plus-ball **rotation** that trains the **obliques**, hips and shoulders in a chopping pattern.",
  "instructions": ["Stand with the feet wider than the hips, holding a medicine ball above one shoulder with straight arms.", "Rotate and squat slightly to bring the ball down and across to the outside of the opposite knee.", "Pivot the back foot as you turn.", "Reverse the movement to bring the ball back up; complete the reps and switch sides."],
  "usageInstructions": "Use 2-3 sets of 10-15 reps per side.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [2, 3], "reps": [10, 15], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["rotation"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["front_delts", "quads", "glutes"],
  "equipmentRequired": ["medicine_ball"],
  "joints": ["spine", "hip", "shoulder", "knee"], "mobilityRequirements": [], "tags": ["home_friendly", "athletic"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Medicine Ball Sit-Up Toss",
  "shortDescription": "Sitting up and throwing a medicine ball from above the head to a partner or a wall.",
  "description": "A power sit-up: the **abs** curl the trunk up fast enough to throw the ball on the way.",
  "instructions": ["Lie on your back with the knees bent, feet anchored, holding a medicine ball above the head.", "Sit up explosively and throw the ball with both hands to a partner or against a wall as you rise.", "Catch the ball at the top.", "Lower back down under control with the ball overhead and repeat."],
  "usageInstructions": "Use 3 sets of 8-12 reps.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 0, 0], "sets": [3, 3], "reps": [8, 12], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "plyometrics", "modality": "free_weight", "forceType": "pull", "bodyRegion": "core",
  "trainingType": ["power", "core"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["abs", "hip_flexors"], "secondaryMuscles": ["front_delts", "triceps"],
  "equipmentRequired": ["medicine_ball"],
  "joints": ["spine", "hip", "shoulder", "neck"], "mobilityRequirements": [], "tags": ["explosive"],
  "contraindications": ["lower_back_pain", "neck_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
-- Carries
SELECT seed_exercise($json${
  "name": "Dumbbell Farmer's Carry",
  "shortDescription": "Walking with a heavy dumbbell in each hand at your sides.",
  "description": "The simplest loaded carry: **grip**, traps and the whole trunk work to keep you tall while you walk.\n- Builds grip strength and work capacity\n- Carries straight over to everyday lifting",
  "instructions": ["Stand between two heavy dumbbells, hinge down with a flat back and grip them in the middle of the handles.", "Stand up tall with the shoulders down and back and the arms straight at the sides.", "Walk forward with short, quick steps, keeping the trunk upright and the dumbbells still.", "Turn around slowly at the end of the distance if needed, without twisting under the load.", "Set the dumbbells down by hinging, not by dropping them."],
  "usageInstructions": "Use 3-5 carries of 20-40 metres or 30-60 seconds (reps are metres per carry) with heavy dumbbells.",
  "safetyNotes": "Very heavy carries load the neck and upper traps; build the weight up gradually.",
  "difficultyLevel": 3, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [1, 0, 1], "sets": [3, 5], "reps": [20, 40], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "full_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["carry"],
  "primaryMuscles": ["grip", "traps", "forearms"], "secondaryMuscles": ["obliques", "abs", "quads", "calves"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "wrist", "spine", "hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["grip_intensive", "athletic", "finisher"],
  "contraindications": ["neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Farmer's Carry",
  "shortDescription": "Walking with a heavy kettlebell in each hand.",
  "description": "Kettlebell handles are thick and the bells sit close to the legs, so this carry hammers **grip** and posture.",
  "instructions": ["Place two kettlebells beside your feet, hinge down and grip the handles firmly.", "Stand tall with the shoulders set and the bells hanging just beside the thighs.", "Walk with a steady, controlled stride, keeping the ribs down.", "At the end, hinge to set the bells down with a flat back."],
  "usageInstructions": "Use 3-5 carries of 20-40 metres (reps are metres per carry).",
  "difficultyLevel": 3, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [1, 0, 1], "sets": [3, 5], "reps": [20, 40], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "full_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["carry"],
  "primaryMuscles": ["grip", "traps", "forearms"], "secondaryMuscles": ["obliques", "abs", "quads"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["shoulder", "wrist", "spine", "hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["grip_intensive", "athletic"],
  "contraindications": ["neck_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Suitcase Carry",
  "shortDescription": "Walking with one heavy dumbbell in one hand, like carrying a suitcase.",
  "description": "Loading only one side makes the opposite **obliques** work to stop you leaning, a spine-friendly anti-side-bend exercise.",
  "instructions": ["Stand beside a dumbbell, hinge down and pick it up in one hand.", "Stand tall with the shoulders level and the free arm relaxed or held out slightly.", "Walk forward without leaning toward or away from the weight.", "Set the dumbbell down, switch hands and walk back."],
  "usageInstructions": "Use 2-4 carries per side of 20-40 metres (reps are metres per carry).",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [2, 4], "reps": [20, 40], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["carry", "core_stability"],
  "primaryMuscles": ["obliques", "grip"], "secondaryMuscles": ["traps", "forearms", "abductors"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "wrist", "spine", "hip"], "mobilityRequirements": [], "tags": ["grip_intensive", "rehab_friendly", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Suitcase Carry",
  "shortDescription": "Walking with a single kettlebell held at one side.",
  "description": "An offset carry with a kettlebell: the **obliques** on the free side keep the trunk level and the grip works the whole way.",
  "instructions": ["Pick up a kettlebell in one hand with a flat back.", "Stand tall, shoulders level and the bell hanging beside the thigh.", "Walk with even steps, keeping the trunk upright.", "Switch hands halfway or at the end of each carry."],
  "usageInstructions": "Use 2-4 carries per side of 20-40 metres (reps are metres per carry).",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [2, 4], "reps": [20, 40], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["carry", "core_stability"],
  "primaryMuscles": ["obliques"], "secondaryMuscles": ["grip", "traps", "forearms"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["shoulder", "wrist", "spine", "hip"], "mobilityRequirements": [], "tags": ["rehab_friendly", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Goblet Carry",
  "shortDescription": "Walking while hugging a kettlebell at the chest by its horns.",
  "description": "Holding the load in front makes the **abs** and upper back fight to keep you from rounding forward, with little grip demand.",
  "instructions": ["Pick up a kettlebell by the horns and hold it against the chest, elbows tucked.", "Stand tall with the ribs down and the shoulders back.", "Walk forward with short steps, keeping the bell close to the body.", "Set the bell down by squatting or hinging with a flat back."],
  "usageInstructions": "Use 3-4 carries of 20-40 metres (reps are metres per carry).",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [3, 4], "reps": [20, 40], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["carry", "core_stability"],
  "primaryMuscles": ["abs", "rhomboids"], "secondaryMuscles": ["biceps", "front_delts", "quads"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["shoulder", "elbow", "spine"], "mobilityRequirements": [], "tags": ["beginner_friendly", "posture"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Front-Rack Carry",
  "shortDescription": "Walking with two kettlebells held in the front-rack position at the shoulders.",
  "description": "The bells rest on the forearms in front of the body, so the **abs** resist extension and the upper back stays upright.",
  "instructions": ["Clean two kettlebells to the rack position, bells resting on the outsides of the forearms with the wrists straight.", "Keep the elbows close to the ribs and the fists near the chin.", "Stand tall with the ribs down and walk forward with controlled steps.", "At the end, lower the bells to the hips and then to the floor under control."],
  "usageInstructions": "Use 3-4 carries of 20-40 metres (reps are metres per carry).",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [1, 0, 1], "sets": [3, 4], "reps": [20, 40], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "full_body",
  "trainingType": ["strength", "core"], "movementPattern": ["carry", "core_stability"],
  "primaryMuscles": ["abs", "rhomboids"], "secondaryMuscles": ["front_delts", "biceps", "obliques"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["shoulder", "wrist", "elbow", "spine"], "mobilityRequirements": ["shoulder_external_rotation"], "tags": [],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Front-Rack Carry",
  "shortDescription": "Walking with a barbell held in the front-rack position across the shoulders.",
  "description": "A heavy axial carry that loads the **abs** and upper back hard; the bar sits on the front delts with the elbows high.",
  "instructions": ["Set a barbell in a rack at upper-chest height and take it in a front-rack grip, elbows high.", "Unrack the bar, step back and brace the trunk.", "Walk forward in short, controlled steps without letting the elbows drop.", "Walk back into the rack and set the bar on the hooks."],
  "usageInstructions": "Use 3-4 carries of 15-30 metres (reps are metres per carry).",
  "safetyNotes": "Walk a short, clear path back to the rack; if the elbows drop, the bar slides off the shoulders.",
  "difficultyLevel": 6, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [1, 0, 1], "sets": [3, 4], "reps": [15, 30], "restSeconds": [90, 150],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "full_body",
  "trainingType": ["strength", "core"], "movementPattern": ["carry", "core_stability"],
  "primaryMuscles": ["abs", "rhomboids", "quads"], "secondaryMuscles": ["front_delts", "obliques", "lower_back"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["shoulder", "wrist", "elbow", "spine", "hip", "knee"], "mobilityRequirements": ["shoulder_external_rotation", "wrist_extension", "thoracic_extension"], "tags": [],
  "contraindications": ["wrist_pain", "lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Overhead Carry",
  "shortDescription": "Walking with one or two dumbbells pressed and locked out overhead.",
  "description": "Holding weight overhead demands shoulder stability and forces the **abs** to stop the ribs flaring.",
  "instructions": ["Press a dumbbell or two overhead and lock the elbows, biceps close to the ears.", "Pull the ribs down and squeeze the glutes.", "Walk forward slowly, keeping the weights stacked over the shoulders.", "Lower the weights to the shoulders and then the floor with control."],
  "usageInstructions": "Use 3-4 carries of 15-30 metres (reps are metres per carry), one arm at a time or both together.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [1, 0, 1], "sets": [3, 4], "reps": [15, 30], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "full_body",
  "trainingType": ["strength", "core"], "movementPattern": ["carry", "core_stability"],
  "primaryMuscles": ["front_delts", "abs"], "secondaryMuscles": ["side_delts", "triceps", "traps", "obliques"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "elbow", "wrist", "spine"], "mobilityRequirements": ["overhead_mobility"], "tags": [],
  "contraindications": ["shoulder_impingement", "lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Overhead Carry",
  "shortDescription": "Walking with a kettlebell locked out overhead in one hand.",
  "description": "The bell rests on the back of the forearm, and the **front delts**, upper back and **obliques** keep it stacked while you walk.",
  "instructions": ["Clean and press a kettlebell overhead, with the bell resting on the back of the forearm and the wrist straight.", "Lock the elbow, keep the biceps near the ear and pack the shoulder down.", "Walk forward with the ribs down, looking straight ahead.", "Bring the bell back to the rack, then to the floor; switch arms."],
  "usageInstructions": "Use 2-4 carries per arm of 15-30 metres (reps are metres per carry).",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [2, 4], "reps": [15, 30], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "full_body",
  "trainingType": ["strength", "core"], "movementPattern": ["carry", "core_stability"],
  "primaryMuscles": ["front_delts", "obliques"], "secondaryMuscles": ["traps", "triceps", "abs"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["shoulder", "elbow", "wrist", "spine"], "mobilityRequirements": ["overhead_mobility"], "tags": [],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Waiter Carry",
  "shortDescription": "Walking with a dumbbell balanced on the flat palm overhead, like a waiter carrying a tray.",
  "description": "Supporting the weight on an open palm trains the shoulder stabilisers and **obliques** at lighter loads than a regular overhead carry.",
  "instructions": ["Press a light dumbbell overhead and rest one head of it on the open palm, the wrist bent back.", "Lock the elbow and keep the arm vertical.", "Walk slowly with the trunk upright and the free arm at the side.", "Lower the weight carefully with both hands, then switch arms."],
  "usageInstructions": "Use 2-3 carries per arm of 15-30 metres (reps are metres per carry) with a light weight.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [2, 3], "reps": [15, 30], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["carry", "core_stability"],
  "primaryMuscles": ["front_delts", "obliques"], "secondaryMuscles": ["triceps", "traps"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "wrist", "elbow", "spine"], "mobilityRequirements": ["overhead_mobility", "wrist_extension"], "tags": [],
  "contraindications": ["shoulder_impingement", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Bottoms-Up Carry",
  "shortDescription": "Walking with a kettlebell held upside down by the handle, bell pointing to the ceiling, at shoulder height.",
  "description": "Balancing the bell upside down demands a crushing **grip** and teaches the shoulder to stay centred; a favourite for shoulder health.",
  "instructions": ["Grip a light kettlebell hard by the handle and flip it so the bell points up, elbow bent at 90 degrees in front of the shoulder.", "Keep the wrist straight and the forearm vertical.", "Walk slowly, keeping the bell balanced without it tipping.", "Lower it carefully and switch arms."],
  "usageInstructions": "Use 2-3 carries per arm of 15-30 metres (reps are metres per carry) with a light bell.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 2, "tempo": [1, 0, 1], "sets": [2, 3], "reps": [15, 30], "restSeconds": [45, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength", "balance"], "movementPattern": ["carry"],
  "primaryMuscles": ["grip", "forearms"], "secondaryMuscles": ["front_delts", "obliques", "biceps"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["shoulder", "elbow", "wrist"], "mobilityRequirements": [], "tags": ["grip_intensive", "rehab_friendly"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Rack and Overhead Carry",
  "shortDescription": "Walking with one kettlebell locked out overhead and another held in the front rack on the other side.",
  "description": "An uneven carry: each side is loaded differently, so the **obliques** and shoulders must work hard to keep you straight.",
  "instructions": ["Clean two kettlebells to the rack, then press one overhead and lock it out.", "Keep the racked bell tight to the chest and the overhead bell stacked over the shoulder.", "Walk forward with the ribs down and the trunk upright.", "Lower both bells under control, switch sides and repeat."],
  "usageInstructions": "Use 2-4 carries per side of 15-30 metres (reps are metres per carry).",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [1, 0, 1], "sets": [2, 4], "reps": [15, 30], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "full_body",
  "trainingType": ["strength", "core"], "movementPattern": ["carry", "core_stability"],
  "primaryMuscles": ["obliques", "front_delts"], "secondaryMuscles": ["abs", "triceps", "traps"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["shoulder", "wrist", "elbow", "spine"], "mobilityRequirements": ["overhead_mobility", "shoulder_external_rotation"], "tags": [],
  "contraindications": ["shoulder_impingement", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Plate Pinch Carry",
  "shortDescription": "Walking while pinching a weight plate (or two stacked smooth sides out) between the fingers and thumb.",
  "description": "The pinch grip isolates the thumb and finger muscles, making this the most direct **grip** carry.",
  "instructions": ["Stand a plate on edge beside you or stack two plates smooth side out.", "Pinch the plate with the fingers on one side and the thumb on the other, without hooking the lip.", "Stand tall and walk forward, keeping the arm straight at the side.", "Set the plate down before the grip fails and switch hands."],
  "usageInstructions": "Use 3-4 carries per hand of 15-30 metres or as long as you can hold (reps are metres per carry).",
  "safetyNotes": "Walk over a clear path so a dropped plate lands away from the feet.",
  "difficultyLevel": 3, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 2, "tempo": [1, 0, 1], "sets": [3, 4], "reps": [15, 30], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["strength", "endurance"], "movementPattern": ["carry"],
  "primaryMuscles": ["grip", "forearms"], "secondaryMuscles": ["obliques"],
  "equipmentRequired": ["weight_plate"],
  "joints": ["wrist", "elbow"], "mobilityRequirements": [], "tags": ["grip_intensive", "isolation"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Medicine Ball Bear Hug Carry",
  "shortDescription": "Walking while hugging a heavy medicine ball against the chest.",
  "description": "A bear-hug carry loads the **abs** and upper back without any grip or wrist stress.",
  "instructions": ["Squat down and wrap both arms around a heavy medicine ball.", "Stand up with the ball held tight against the chest.", "Keep the trunk tall and walk forward with short steps.", "Squat down to set the ball on the floor at the end."],
  "usageInstructions": "Use 3-4 carries of 20-40 metres (reps are metres per carry).",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [3, 4], "reps": [20, 40], "restSeconds": [45, 90],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "strength"], "movementPattern": ["carry", "core_stability"],
  "primaryMuscles": ["abs", "rhomboids"], "secondaryMuscles": ["biceps", "chest", "quads"],
  "equipmentRequired": ["medicine_ball"],
  "joints": ["shoulder", "spine", "hip"], "mobilityRequirements": [], "tags": ["beginner_friendly", "low_impact"],
  "contraindications": []
}$json$);
--> statement-breakpoint
-- Kettlebell ballistics and get-ups
SELECT seed_exercise($json${
  "name": "Kettlebell Swing",
  "shortDescription": "The two-hand Russian swing: hiking a kettlebell between the legs and snapping the hips to float it to chest height.",
  "description": "A ballistic hip hinge: the **glutes** and **hamstrings** drive the bell forward while the arms simply guide it.\n- Builds hip power and conditioning together\n- The foundation for cleans and snatches",
  "instructions": ["Stand with the feet a little wider than the hips and a kettlebell about a foot in front of you.", "Hinge with a flat back, grip the handle with both hands and hike the bell back high between the thighs.", "Snap the hips forward and squeeze the glutes so the bell floats up to about chest height with straight arms.", "Stand tall for a moment at the top with the ribs down and the knees locked.", "Let the bell fall and hinge again as the forearms reach the thighs, guiding it back into the next rep."],
  "usageInstructions": "Use 3-6 sets of 10-20 reps for power and conditioning, or as intervals (e.g. 20 seconds on, 40 off).",
  "safetyNotes": "Hinge, do not squat, and never lift the bell with the arms; a rounded back under ballistic load is a common cause of back strain.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [1, 0, 1], "sets": [3, 6], "reps": [10, 20], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["power", "cardio", "strength"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes", "hamstrings"], "secondaryMuscles": ["lower_back", "abs", "grip", "front_delts"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["hip", "spine", "knee", "shoulder"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["explosive", "athletic", "grip_intensive"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Arm Kettlebell Swing",
  "shortDescription": "A kettlebell swing with one hand on the handle.",
  "description": "Swinging one-handed adds an **anti-rotation** demand for the trunk while the **glutes** and **hamstrings** still power the bell.",
  "instructions": ["Set up as for the two-hand swing and grip the handle with one hand, thumb pointing back.", "Hike the bell back between the legs with the shoulder packed.", "Snap the hips to float the bell to chest height without letting the torso twist toward it.", "Guide the bell back down into the hinge and repeat; switch hands between sets or mid-set."],
  "usageInstructions": "Use 3-5 sets of 8-15 reps per arm.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [1, 0, 1], "sets": [3, 5], "reps": [8, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["power", "cardio"], "movementPattern": ["hinge", "core_stability"],
  "primaryMuscles": ["glutes", "hamstrings"], "secondaryMuscles": ["obliques", "grip", "lower_back", "rear_delts"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["hip", "spine", "shoulder", "knee"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["explosive", "athletic", "grip_intensive"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "American Kettlebell Swing",
  "shortDescription": "A kettlebell swing that travels all the way overhead until the bell is upside down.",
  "description": "The overhead finish lengthens the arc and increases the conditioning effect, but needs good **overhead mobility**; the **glutes** and **hamstrings** still drive it.",
  "instructions": ["Set up and hike the kettlebell back as in a Russian swing.", "Drive the hips forward hard and keep guiding the bell upward past the face.", "Finish with the arms straight overhead, the bell bottom pointing to the ceiling and the ribs down.", "Let the bell fall in front of the face and hinge to receive it between the legs."],
  "usageInstructions": "Use 3-5 sets of 10-15 reps in conditioning circuits with a moderate bell.",
  "safetyNotes": "If you cannot reach overhead without arching the lower back, stop at eye level or do Russian swings.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 7, "tempo": [1, 0, 1], "sets": [3, 5], "reps": [10, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["power", "cardio"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes", "hamstrings", "front_delts"], "secondaryMuscles": ["lower_back", "abs", "grip"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["hip", "spine", "shoulder", "knee"], "mobilityRequirements": ["overhead_mobility", "hamstring_flexibility"], "tags": ["explosive", "finisher"],
  "contraindications": ["lower_back_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Clean",
  "shortDescription": "Swinging a kettlebell from between the legs into the front-rack position in one smooth movement.",
  "description": "The hips drive the bell up and the arm guides it close to the body so it rolls softly onto the forearm in the **rack**, linking swings to presses and squats.",
  "instructions": ["Start as for a single-arm swing with the kettlebell hiked back between the legs.", "Drive the hips forward and keep the elbow close to the ribs so the bell travels up the body.", "Rotate the hand around the handle so the bell lands gently on the back of the forearm.", "Finish in the rack with the wrist straight, elbow tucked and legs locked.", "Drop the bell back into the hike by turning the palm in, and repeat."],
  "usageInstructions": "Use 3-5 sets of 5-10 reps per arm as power work or to set up presses and squats.",
  "safetyNotes": "If the bell bangs into the forearm, the arc is too wide: keep the elbow close and the bell near the body.",
  "difficultyLevel": 5, "technicalComplexity": 5, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [1, 0, 1], "sets": [3, 5], "reps": [5, 10], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["power", "strength"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes", "hamstrings"], "secondaryMuscles": ["biceps", "forearms", "traps", "abs"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["hip", "spine", "shoulder", "elbow", "wrist"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["explosive", "athletic"],
  "contraindications": ["lower_back_pain", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Snatch",
  "shortDescription": "Swinging a kettlebell from between the legs to a locked-out overhead position in one movement.",
  "description": "The king of kettlebell ballistics: the **glutes** and **hamstrings** drive the bell up, and the arm punches through so it lands softly overhead.",
  "instructions": ["Hike a kettlebell back between the legs with one hand.", "Drive the hips forward and let the bell float up close to the body.", "As it passes the head, punch the hand through so the bell turns over onto the back of the forearm.", "Lock the arm overhead with the biceps by the ear and the legs straight.", "Drop the bell back in an arc and hinge to receive it, then repeat."],
  "usageInstructions": "Use 3-6 sets of 5-10 reps per arm, or timed intervals once the technique is solid.",
  "safetyNotes": "Learn swings and cleans first; tearing the skin of the palm is common when the bell is gripped too hard on the way down.",
  "difficultyLevel": 7, "technicalComplexity": 7, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 7, "tempo": [1, 0, 1], "sets": [3, 6], "reps": [5, 10], "restSeconds": [90, 150],
  "minExperienceLevel": "advanced", "category": "strength", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["power", "cardio"], "movementPattern": ["hinge"],
  "primaryMuscles": ["glutes", "hamstrings", "front_delts"], "secondaryMuscles": ["traps", "lower_back", "grip", "abs"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["hip", "spine", "shoulder", "elbow", "wrist"], "mobilityRequirements": ["overhead_mobility", "hamstring_flexibility"], "tags": ["explosive", "athletic"],
  "contraindications": ["lower_back_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Turkish Get-Up",
  "shortDescription": "Rising from lying to standing and back again while holding a kettlebell locked out overhead.",
  "description": "A slow, multi-step movement in which the **front delts** and shoulder stabilisers hold the bell steady while the **abs** and hips move the body through each position.",
  "instructions": ["Lie on your back holding a kettlebell straight above the shoulder, with the same-side knee bent and foot flat.", "Roll up onto the opposite elbow, then onto the hand, keeping the eyes on the bell.", "Lift the hips into a bridge and sweep the straight leg back under the body into a half-kneeling position.", "Lift the hand from the floor, straighten the torso and stand up from the lunge with the bell overhead.", "Reverse each step to return to lying, then switch sides."],
  "usageInstructions": "Use 2-4 sets of 1-3 slow reps per side as a warm-up, skill or strength exercise.",
  "safetyNotes": "Practise with a shoe balanced on the fist before using a bell, and keep the loaded arm vertical throughout.",
  "difficultyLevel": 6, "technicalComplexity": 8, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [3, 1, 3], "sets": [2, 4], "reps": [1, 3], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["strength", "core", "mobility"], "movementPattern": ["core_stability", "lunge"],
  "primaryMuscles": ["front_delts", "abs", "glutes"], "secondaryMuscles": ["obliques", "triceps", "quads", "traps"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["shoulder", "elbow", "wrist", "spine", "hip", "knee"], "mobilityRequirements": ["overhead_mobility", "hip_flexion"], "tags": ["athletic"],
  "contraindications": ["shoulder_impingement", "wrist_pain", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Windmill",
  "shortDescription": "With a kettlebell locked out overhead, hinging and side-bending to touch the floor with the free hand.",
  "description": "The hips push back to one side while the **obliques** control the trunk and the shoulder holds the bell overhead; it builds hip and shoulder mobility under load.",
  "instructions": ["Press a kettlebell overhead in one hand and turn both feet about 45 degrees away from that side.", "Look up at the bell and push the hip on the bell side out to the side.", "Hinge and slide the free hand down the inside of the front leg toward the floor.", "Keep the loaded arm vertical and the bottom hand reaching down as far as the hips allow.", "Drive the hips back under you to stand up and repeat; switch sides."],
  "usageInstructions": "Use 2-3 sets of 4-8 slow reps per side with a light to moderate bell.",
  "difficultyLevel": 6, "technicalComplexity": 6, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [3, 1, 2], "sets": [2, 3], "reps": [4, 8], "restSeconds": [60, 90],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "full_body",
  "trainingType": ["strength", "mobility", "core"], "movementPattern": ["hinge", "rotation"],
  "primaryMuscles": ["obliques", "glutes"], "secondaryMuscles": ["front_delts", "hamstrings", "adductors"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["shoulder", "spine", "hip", "elbow"], "mobilityRequirements": ["overhead_mobility", "hamstring_flexibility", "thoracic_extension"], "tags": [],
  "contraindications": ["shoulder_impingement", "lower_back_pain", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Halo",
  "shortDescription": "Circling a kettlebell held by the horns around the head, close to the skull.",
  "description": "A shoulder-mobility and core drill: the **front delts** and upper back move the bell while the **abs** stop the ribs flaring.",
  "instructions": ["Hold a light kettlebell upside down by the horns at chest height.", "Brace and keep the ribs down and the glutes tight.", "Circle the bell around the head, passing it close behind the neck.", "Bring it back to the chest and circle the other way on the next rep."],
  "usageInstructions": "Use 2-3 sets of 5-10 circles in each direction as a warm-up or shoulder accessory.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 0, 1], "sets": [2, 3], "reps": [5, 10], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["mobility", "core"], "movementPattern": ["rotation"],
  "primaryMuscles": ["front_delts", "abs"], "secondaryMuscles": ["triceps", "traps", "obliques"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["shoulder", "elbow", "spine"], "mobilityRequirements": ["overhead_mobility"], "tags": ["warm_up"],
  "contraindications": ["shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Around-the-World",
  "shortDescription": "Passing a kettlebell from hand to hand in a circle around the waist.",
  "description": "A simple standing drill in which the **obliques** and abs keep the trunk still while the bell circles the body.",
  "instructions": ["Stand tall holding a kettlebell in front of the hips with one hand.", "Pass the bell behind the back and take it with the other hand.", "Bring it back around to the front and pass it again, keeping the hips still.", "Complete the reps in one direction, then reverse."],
  "usageInstructions": "Use 2-3 sets of 8-12 circles each way as a warm-up or core finisher.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 0, 1], "sets": [2, 3], "reps": [8, 12], "restSeconds": [30, 45],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["obliques", "abs"], "secondaryMuscles": ["grip", "forearms"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["shoulder", "spine", "wrist"], "mobilityRequirements": [], "tags": ["warm_up", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Kettlebell Figure-8",
  "shortDescription": "Passing a kettlebell through the legs in a figure-eight pattern from a hinge.",
  "description": "Holding a shallow hinge while the bell weaves between the legs trains the **obliques**, lower back and grip together.",
  "instructions": ["Stand with the feet wider than the hips and hinge forward with a flat back and soft knees.", "Pass the kettlebell from one hand to the other between the legs from front to back.", "Bring it around the outside of the leg and pass it back through the other way.", "Keep the chest up and the back flat for the whole set."],
  "usageInstructions": "Use 2-3 sets of 10-16 passes.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [2, 3], "reps": [10, 16], "restSeconds": [45, 60],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["core", "endurance"], "movementPattern": ["hinge", "rotation"],
  "primaryMuscles": ["obliques", "lower_back"], "secondaryMuscles": ["hamstrings", "glutes", "grip"],
  "equipmentRequired": ["kettlebell"],
  "joints": ["spine", "hip", "wrist"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["warm_up"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
-- Olympic lifts and derivatives
SELECT seed_exercise($json${
  "name": "Barbell Power Clean",
  "shortDescription": "Pulling a barbell from the floor explosively and catching it on the shoulders in a partial squat.",
  "description": "The power clean develops hip extension speed: the **glutes**, **hamstrings** and **traps** accelerate the bar and the lifter drops under it into the front rack.",
  "instructions": ["Stand with the mid-foot under the bar, grip just outside the knees and set a flat back with the shoulders over the bar.", "Push the floor away to lift the bar past the knees, keeping the back angle fixed.", "When the bar reaches the upper thighs, jump: extend the hips, knees and ankles and shrug.", "Pull yourself under the bar, whip the elbows forward and catch it on the shoulders in a quarter squat.", "Stand up to finish, then lower the bar to the floor with control."],
  "usageInstructions": "Use 3-6 sets of 1-5 reps with full rest early in a session, when fresh.",
  "safetyNotes": "Use bumper plates and a platform; learn the lift from the hang with an empty bar before pulling from the floor.",
  "difficultyLevel": 7, "technicalComplexity": 8, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [1, 0, 1], "sets": [3, 6], "reps": [1, 5], "restSeconds": [120, 180],
  "minExperienceLevel": "intermediate", "category": "olympic", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["power", "strength"], "movementPattern": ["hinge", "pull"],
  "primaryMuscles": ["glutes", "hamstrings", "traps"], "secondaryMuscles": ["quads", "lower_back", "calves", "forearms"],
  "equipmentRequired": ["barbell"],
  "joints": ["hip", "knee", "ankle", "spine", "shoulder", "wrist", "elbow"], "mobilityRequirements": ["shoulder_external_rotation", "wrist_extension"], "tags": ["main_lift", "explosive", "athletic"],
  "contraindications": ["lower_back_pain", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Hang Clean",
  "shortDescription": "A clean started from standing with the bar at the thighs instead of on the floor.",
  "description": "Starting from the hang removes the first pull, so the focus is the explosive **hip** extension and a fast turnover into the rack.",
  "instructions": ["Deadlift the bar to standing and take a clean grip just outside the hips.", "Hinge until the bar is just above the knees with the shoulders slightly over it.", "Extend the hips, knees and ankles explosively and shrug the bar up.", "Pull under and receive the bar on the shoulders with the elbows high, in a squat as deep as needed.", "Stand up and return the bar to the hang position."],
  "usageInstructions": "Use 3-5 sets of 2-5 reps as power work or a teaching step for the full clean.",
  "difficultyLevel": 6, "technicalComplexity": 7, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [1, 0, 1], "sets": [3, 5], "reps": [2, 5], "restSeconds": [120, 180],
  "minExperienceLevel": "intermediate", "category": "olympic", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["power"], "movementPattern": ["hinge", "pull"],
  "primaryMuscles": ["glutes", "hamstrings", "traps"], "secondaryMuscles": ["quads", "lower_back", "forearms"],
  "equipmentRequired": ["barbell"],
  "joints": ["hip", "knee", "ankle", "spine", "shoulder", "wrist", "elbow"], "mobilityRequirements": ["shoulder_external_rotation", "wrist_extension"], "tags": ["explosive", "athletic"],
  "contraindications": ["lower_back_pain", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Squat Clean",
  "shortDescription": "The full clean: pulling the bar from the floor and catching it in a full front squat before standing.",
  "description": "The competition clean lets you lift the most weight because you catch low; it needs deep **squat** mobility as well as a powerful pull from the **glutes** and **hamstrings**.",
  "instructions": ["Set up over the bar as for a power clean with a flat back and straight arms.", "Lift the bar past the knees and explode through the hips at the upper thigh.", "Pull yourself down under the bar, meeting it on the shoulders with high elbows.", "Ride the catch into a full front squat with the chest up.", "Stand up out of the squat and lower the bar to the floor."],
  "usageInstructions": "Use 3-6 sets of 1-3 reps as a main lift in an Olympic-lifting session.",
  "safetyNotes": "Catching heavy loads in a deep squat needs coaching; drop the bar forward if a catch fails.",
  "difficultyLevel": 9, "technicalComplexity": 10, "mobilityLevel": 5,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 8, "tempo": [1, 0, 1], "sets": [3, 6], "reps": [1, 3], "restSeconds": [150, 240],
  "minExperienceLevel": "advanced", "category": "olympic", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["power", "strength"], "movementPattern": ["hinge", "squat", "pull"],
  "primaryMuscles": ["quads", "glutes", "hamstrings"], "secondaryMuscles": ["traps", "lower_back", "abs", "calves"],
  "equipmentRequired": ["barbell"],
  "joints": ["hip", "knee", "ankle", "spine", "shoulder", "wrist", "elbow"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion", "shoulder_external_rotation", "wrist_extension", "thoracic_extension"], "tags": ["main_lift", "explosive", "athletic"],
  "contraindications": ["lower_back_pain", "wrist_pain", "knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Push Jerk",
  "shortDescription": "Driving a barbell off the shoulders with the legs and catching it overhead in a partial squat.",
  "description": "The legs dip and drive, the arms punch the bar up and the body drops under it into a shallow squat with locked arms; trains **power** from legs to overhead.",
  "instructions": ["Take the bar in a front rack with a grip slightly wider than the shoulders and the feet hip width.", "Dip straight down a few inches by bending the knees, keeping the torso upright.", "Drive hard through the legs to launch the bar off the shoulders.", "Punch the arms up and drop into a quarter squat, catching the bar overhead with locked elbows.", "Stand up with the bar overhead, then lower it to the shoulders under control."],
  "usageInstructions": "Use 3-6 sets of 1-5 reps early in a session.",
  "difficultyLevel": 7, "technicalComplexity": 7, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [1, 0, 1], "sets": [3, 6], "reps": [1, 5], "restSeconds": [120, 180],
  "minExperienceLevel": "intermediate", "category": "olympic", "modality": "free_weight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["power", "strength"], "movementPattern": ["push"],
  "primaryMuscles": ["front_delts", "triceps", "quads"], "secondaryMuscles": ["glutes", "abs", "traps", "calves"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["shoulder", "elbow", "wrist", "spine", "hip", "knee", "ankle"], "mobilityRequirements": ["overhead_mobility", "shoulder_external_rotation", "wrist_extension"], "tags": ["explosive", "athletic"],
  "contraindications": ["shoulder_impingement", "lower_back_pain", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Split Jerk",
  "shortDescription": "A jerk caught in a split stance, one foot forward and one back, with the bar locked overhead.",
  "description": "Splitting the feet lets you drop lower under the bar than a push jerk, so heavier weights can be caught; it needs timing, **overhead mobility** and leg drive from the **quads**.",
  "instructions": ["Start with the bar in the front rack and the feet hip width apart.", "Dip and drive with the legs to launch the bar upward.", "Punch under the bar while splitting the feet, front foot forward and back foot back on the ball.", "Catch with the arms locked and the bar over the middle of the split.", "Step the front foot back, then the back foot forward, to stand before lowering the bar."],
  "usageInstructions": "Use 3-6 sets of 1-3 reps as a main lift in Olympic-lifting sessions.",
  "difficultyLevel": 8, "technicalComplexity": 9, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [1, 0, 1], "sets": [3, 6], "reps": [1, 3], "restSeconds": [150, 240],
  "minExperienceLevel": "advanced", "category": "olympic", "modality": "free_weight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["power", "strength"], "movementPattern": ["push", "lunge"],
  "primaryMuscles": ["front_delts", "triceps", "quads"], "secondaryMuscles": ["glutes", "abs", "traps"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["shoulder", "elbow", "wrist", "spine", "hip", "knee", "ankle"], "mobilityRequirements": ["overhead_mobility", "shoulder_external_rotation", "wrist_extension"], "tags": ["main_lift", "explosive", "athletic"],
  "contraindications": ["shoulder_impingement", "lower_back_pain", "wrist_pain", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Power Snatch",
  "shortDescription": "Pulling a barbell from the floor to overhead in one movement and catching it in a partial squat.",
  "description": "With a wide grip, the **glutes**, **hamstrings** and **traps** accelerate the bar in one continuous pull and the lifter punches under it to lock it overhead.",
  "instructions": ["Take a wide snatch grip, set the hips lower than a deadlift and keep the chest up and back flat.", "Lift the bar past the knees with steady speed, keeping it close.", "At the hips, extend explosively and shrug while the bar stays close to the body.", "Pull under and punch the arms up to catch the bar overhead in a quarter squat.", "Stand up with the bar locked out, then lower it to the floor."],
  "usageInstructions": "Use 3-6 sets of 1-3 reps when fresh, early in a session.",
  "safetyNotes": "Learn to bail forward or backward safely with bumper plates before loading the lift.",
  "difficultyLevel": 8, "technicalComplexity": 9, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [1, 0, 1], "sets": [3, 6], "reps": [1, 3], "restSeconds": [120, 180],
  "minExperienceLevel": "advanced", "category": "olympic", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["power"], "movementPattern": ["hinge", "pull"],
  "primaryMuscles": ["glutes", "hamstrings", "traps"], "secondaryMuscles": ["front_delts", "quads", "lower_back", "triceps"],
  "equipmentRequired": ["barbell"],
  "joints": ["hip", "knee", "ankle", "spine", "shoulder", "elbow", "wrist"], "mobilityRequirements": ["overhead_mobility", "hamstring_flexibility", "thoracic_extension"], "tags": ["main_lift", "explosive", "athletic"],
  "contraindications": ["shoulder_impingement", "lower_back_pain", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Hang Snatch",
  "shortDescription": "A snatch started from the hang position above the knees.",
  "description": "Starting at the thighs makes the lift about the explosive **hip** drive and a fast turnover to overhead.",
  "instructions": ["Stand with the bar in a wide snatch grip at the hips.", "Hinge until the bar is just above the knees, with the shoulders over the bar.", "Jump with the hips and shrug, keeping the bar close to the body.", "Pull under and lock the bar out overhead in a partial or full squat.", "Stand, then return the bar to the hips under control."],
  "usageInstructions": "Use 3-5 sets of 2-3 reps as power work or snatch technique practice.",
  "difficultyLevel": 7, "technicalComplexity": 8, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [1, 0, 1], "sets": [3, 5], "reps": [2, 3], "restSeconds": [120, 180],
  "minExperienceLevel": "advanced", "category": "olympic", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["power"], "movementPattern": ["hinge", "pull"],
  "primaryMuscles": ["glutes", "hamstrings", "traps"], "secondaryMuscles": ["front_delts", "triceps", "lower_back"],
  "equipmentRequired": ["barbell"],
  "joints": ["hip", "knee", "ankle", "spine", "shoulder", "elbow", "wrist"], "mobilityRequirements": ["overhead_mobility", "thoracic_extension"], "tags": ["explosive", "athletic"],
  "contraindications": ["shoulder_impingement", "lower_back_pain", "wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Clean Pull",
  "shortDescription": "The pull of the clean without the catch: finishing with full extension and a shrug.",
  "description": "Lets you train the **glutes**, **hamstrings** and **traps** with heavier loads than you can clean, reinforcing bar path and timing.",
  "instructions": ["Set up as for a clean with the bar over the mid-foot and a flat back.", "Lift the bar past the knees keeping the back angle constant.", "At the upper thigh, extend the hips, knees and ankles violently and shrug.", "Keep the arms straight and the bar close; lower it under control."],
  "usageInstructions": "Use 3-5 sets of 2-5 reps at 90-110 percent of your clean.",
  "difficultyLevel": 6, "technicalComplexity": 5, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 0, 0], "sets": [3, 5], "reps": [2, 5], "restSeconds": [120, 180],
  "minExperienceLevel": "intermediate", "category": "olympic", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["power", "strength"], "movementPattern": ["hinge", "pull"],
  "primaryMuscles": ["glutes", "hamstrings", "traps"], "secondaryMuscles": ["lower_back", "quads", "forearms", "calves"],
  "equipmentRequired": ["barbell"],
  "joints": ["hip", "knee", "ankle", "spine", "shoulder"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["explosive", "grip_intensive"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Snatch Pull",
  "shortDescription": "A snatch-grip pull from the floor to full extension and a shrug, with no catch.",
  "description": "The wide grip demands more from the **traps** and upper back and a lower start position for the **glutes** and **hamstrings**.",
  "instructions": ["Take a wide snatch grip with the hips low and the chest up.", "Push the floor away and keep the bar close as it passes the knees.", "Extend explosively at the hips and shrug hard with straight arms.", "Lower the bar to the floor under control and reset."],
  "usageInstructions": "Use 3-5 sets of 2-4 reps at 90-110 percent of your snatch.",
  "difficultyLevel": 7, "technicalComplexity": 6, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 0, 0], "sets": [3, 5], "reps": [2, 4], "restSeconds": [120, 180],
  "minExperienceLevel": "advanced", "category": "olympic", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["power", "strength"], "movementPattern": ["hinge", "pull"],
  "primaryMuscles": ["traps", "glutes", "hamstrings"], "secondaryMuscles": ["lower_back", "rhomboids", "forearms", "quads"],
  "equipmentRequired": ["barbell"],
  "joints": ["hip", "knee", "ankle", "spine", "shoulder"], "mobilityRequirements": ["hamstring_flexibility", "hip_flexion"], "tags": ["explosive", "grip_intensive"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Clean Deadlift",
  "shortDescription": "A deadlift performed with clean grip and clean positions, standing up slowly to reinforce the first pull.",
  "description": "Unlike a powerlifting deadlift, the hips start lower and the shoulders stay over the bar, building the **lower back**, **hamstrings** and **glutes** in Olympic positions.",
  "instructions": ["Set up as for a clean: mid-foot under the bar, clean grip, hips a little higher than the knees, chest up.", "Push through the whole foot and lift the bar with the back angle held constant until it passes the knees.", "Keep the shoulders over the bar as it moves up the thighs.", "Finish standing tall, then lower the bar along the same path."],
  "usageInstructions": "Use 3-5 sets of 3-5 reps at or above clean weight, with a controlled tempo.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [2, 0, 2], "sets": [3, 5], "reps": [3, 5], "restSeconds": [120, 180],
  "minExperienceLevel": "intermediate", "category": "olympic", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["strength"], "movementPattern": ["hinge"],
  "primaryMuscles": ["hamstrings", "glutes", "lower_back"], "secondaryMuscles": ["quads", "traps", "forearms"],
  "equipmentRequired": ["barbell"],
  "joints": ["hip", "knee", "spine"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["grip_intensive"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Barbell Thruster",
  "shortDescription": "A front squat that flows straight into an overhead press, using the leg drive to move the bar.",
  "description": "One continuous movement: squat down with the bar in the front rack, then stand up fast and press it overhead, training the **quads**, **glutes** and **front delts**.",
  "instructions": ["Hold a barbell in the front rack with the elbows high and the feet shoulder width apart.", "Squat down to parallel or below with the chest up.", "Drive up out of the squat fast and use that momentum to press the bar overhead.", "Lock the arms with the bar over the middle of the foot.", "Lower the bar to the shoulders and sink straight into the next squat."],
  "usageInstructions": "Use 3-5 sets of 5-12 reps, or in conditioning circuits with light loads.",
  "difficultyLevel": 6, "technicalComplexity": 5, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 8, "tempo": [1, 0, 0], "sets": [3, 5], "reps": [5, 12], "restSeconds": [90, 150],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["power", "cardio", "strength"], "movementPattern": ["squat", "push"],
  "primaryMuscles": ["quads", "glutes", "front_delts"], "secondaryMuscles": ["triceps", "abs", "side_delts"],
  "equipmentRequired": ["barbell", "squat_rack"],
  "joints": ["hip", "knee", "ankle", "spine", "shoulder", "elbow", "wrist"], "mobilityRequirements": ["overhead_mobility", "hip_flexion", "ankle_dorsiflexion", "wrist_extension"], "tags": ["explosive", "finisher"],
  "contraindications": ["shoulder_impingement", "lower_back_pain", "wrist_pain", "knee_issues", "hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Thruster",
  "shortDescription": "A dumbbell front squat that drives straight into an overhead press.",
  "description": "Holding a dumbbell on each shoulder allows a more natural wrist position than the barbell; the **quads**, **glutes** and **front delts** work together.",
  "instructions": ["Hold two dumbbells on the shoulders with the palms facing each other.", "Squat down with the chest up until the thighs are at least parallel.", "Drive up fast and press the dumbbells overhead in one motion.", "Lower the dumbbells back to the shoulders as you descend into the next squat."],
  "usageInstructions": "Use 3-5 sets of 8-15 reps or as part of a conditioning circuit.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 7, "tempo": [1, 0, 0], "sets": [3, 5], "reps": [8, 15], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["cardio", "strength", "endurance"], "movementPattern": ["squat", "push"],
  "primaryMuscles": ["quads", "front_delts", "glutes"], "secondaryMuscles": ["triceps", "abs"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["hip", "knee", "ankle", "shoulder", "elbow"], "mobilityRequirements": ["overhead_mobility", "hip_flexion"], "tags": ["home_friendly", "finisher"],
  "contraindications": ["shoulder_impingement", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Man-Maker",
  "shortDescription": "A push-up, two renegade rows, a squat clean and a thruster with a pair of dumbbells, all as one rep.",
  "description": "A brutal full-body complex that chains a push-up, rows and a thruster; the **quads**, **front delts** and **chest** do most of the work.",
  "instructions": ["Start in a high plank with the hands on two hex dumbbells.", "Do a push-up, then row each dumbbell once while bracing against rotation.", "Jump or step the feet up to the hands and clean the dumbbells to the shoulders in a squat.", "Drive up and press the dumbbells overhead in a thruster.", "Lower the dumbbells to the floor and step back into the plank for the next rep."],
  "usageInstructions": "Use 3-5 sets of 4-8 reps or short AMRAP intervals with light dumbbells.",
  "safetyNotes": "Use hexagonal dumbbells that will not roll during the plank and rows.",
  "difficultyLevel": 7, "technicalComplexity": 6, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 9, "tempo": [1, 0, 0], "sets": [3, 5], "reps": [4, 8], "restSeconds": [90, 150],
  "minExperienceLevel": "intermediate", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["cardio", "strength", "endurance"], "movementPattern": ["push", "pull", "squat"],
  "primaryMuscles": ["quads", "front_delts", "chest"], "secondaryMuscles": ["lats", "triceps", "glutes", "abs"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["shoulder", "elbow", "wrist", "spine", "hip", "knee"], "mobilityRequirements": ["overhead_mobility", "wrist_extension"], "tags": ["finisher"],
  "contraindications": ["wrist_pain", "shoulder_impingement", "lower_back_pain", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Single-Arm Dumbbell Snatch",
  "shortDescription": "Pulling one dumbbell from between the feet to overhead in a single explosive movement.",
  "description": "An accessible snatch variation: the **glutes** and **hamstrings** drive, the dumbbell travels close to the body and is punched to lockout overhead.",
  "instructions": ["Stand with a dumbbell between the feet, hinge and grip it with one hand.", "Drive the hips forward explosively and pull the dumbbell up close to the body.", "As it passes the shoulder, punch the arm up and lock it overhead.", "Lower the dumbbell to the shoulder, then the hips and back to the floor between the feet."],
  "usageInstructions": "Use 3-5 sets of 5-10 reps per arm for power or in conditioning work.",
  "difficultyLevel": 5, "technicalComplexity": 5, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [1, 0, 1], "sets": [3, 5], "reps": [5, 10], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "olympic", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["power", "cardio"], "movementPattern": ["hinge", "pull"],
  "primaryMuscles": ["glutes", "hamstrings", "front_delts"], "secondaryMuscles": ["traps", "quads", "triceps", "obliques"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["hip", "knee", "spine", "shoulder", "elbow", "wrist"], "mobilityRequirements": ["overhead_mobility", "hamstring_flexibility"], "tags": ["explosive", "athletic"],
  "contraindications": ["shoulder_impingement", "lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Dumbbell Hang Clean",
  "shortDescription": "Cleaning a pair of dumbbells from the thighs to the shoulders with a hip drive.",
  "description": "A simple way to learn the clean: the **glutes** and **hamstrings** pop the dumbbells up and you catch them on the shoulders with neutral wrists.",
  "instructions": ["Stand holding two dumbbells at the sides with the palms facing in.", "Hinge until the dumbbells are just above the knees.", "Drive the hips forward and shrug, pulling the dumbbells up close to the body.", "Rotate the elbows forward and catch the dumbbells on the shoulders in a quarter squat.", "Lower them to the thighs and repeat."],
  "usageInstructions": "Use 3-5 sets of 5-10 reps as power work or as part of a complex.",
  "difficultyLevel": 4, "technicalComplexity": 4, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [1, 0, 1], "sets": [3, 5], "reps": [5, 10], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "olympic", "modality": "free_weight", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["power", "strength"], "movementPattern": ["hinge", "pull"],
  "primaryMuscles": ["glutes", "hamstrings", "traps"], "secondaryMuscles": ["biceps", "forearms", "quads"],
  "equipmentRequired": ["dumbbells"],
  "joints": ["hip", "knee", "spine", "shoulder", "elbow", "wrist"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["explosive", "home_friendly"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
-- Conditioning: rowing machine
SELECT seed_exercise($json${
  "name": "Rowing Machine Steady-State Row",
  "shortDescription": "Rowing at an easy, conversational pace on an ergometer for aerobic conditioning.",
  "description": "Each stroke is legs, then body, then arms: the **quads**, **glutes** and **lats** share the work, making it one of the most complete low-impact cardio options.",
  "instructions": ["Strap the feet in so the strap crosses the widest part of the foot and set the damper to a moderate level.", "Start at the catch: shins vertical, arms straight, torso leaning slightly forward from the hips.", "Drive with the legs first, then swing the torso back slightly, then pull the handle to the lower ribs.", "Return in reverse order: arms away, body forward, then bend the knees.", "Keep a relaxed rate of about 18-24 strokes per minute at a pace you could talk at."],
  "usageInstructions": "Use 1-2 pieces of 10-40 minutes (reps are minutes) at an easy effort, 2-3 times a week for aerobic base.",
  "safetyNotes": "Keep the back long at the catch; rounding forward under repeated strokes is the usual source of back pain on the rower.",
  "difficultyLevel": 2, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [2, 0, 1], "sets": [1, 2], "reps": [10, 40], "restSeconds": [60, 180],
  "minExperienceLevel": "sedentary", "category": "cardio", "modality": "cardio_equipment", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["cardio", "endurance"], "movementPattern": ["locomotion", "pull"],
  "primaryMuscles": ["quads", "glutes", "lats"], "secondaryMuscles": ["hamstrings", "rhomboids", "biceps", "lower_back"],
  "equipmentRequired": ["rowing_machine"],
  "joints": ["hip", "knee", "ankle", "spine", "shoulder", "elbow"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion"], "tags": ["low_impact", "warm_up"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Rowing Machine Interval Row",
  "shortDescription": "Repeated hard rowing pieces, such as 250-500 metres, with rest between them.",
  "description": "Hard intervals on the erg push the heart and lungs near their limit while the **quads**, **glutes** and **lats** power each stroke.",
  "instructions": ["Warm up with 5 minutes of easy rowing.", "Row each interval at a hard, steady pace you can just hold to the end.", "Keep the stroke sequence long and powerful, legs first, rather than rushing the rate.", "Rest by rowing very easily or sitting still for the planned recovery time.", "Repeat for the set number of intervals, then cool down."],
  "usageInstructions": "Use 4-8 intervals of 250-500 metres (reps are metres) with 60-120 seconds of rest.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 7, "tempo": [1, 0, 0], "sets": [4, 8], "reps": [250, 500], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "cardio_equipment", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["cardio", "endurance"], "movementPattern": ["locomotion", "pull"],
  "primaryMuscles": ["quads", "glutes", "lats"], "secondaryMuscles": ["hamstrings", "rhomboids", "biceps", "lower_back"],
  "equipmentRequired": ["rowing_machine"],
  "joints": ["hip", "knee", "ankle", "spine", "shoulder", "elbow"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion"], "tags": ["low_impact", "finisher"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Rowing Machine Sprint",
  "shortDescription": "All-out rowing for 10-30 seconds with long rests between efforts.",
  "description": "Short maximal efforts train anaerobic power; the legs drive violently while the **lats** and back finish each stroke.",
  "instructions": ["Warm up thoroughly with easy rowing and a few build-up strokes.", "Start from a stop with three short, quick strokes to get the flywheel moving.", "Settle into the longest, most powerful strokes you can hold at a high rate.", "Stop at the end of the sprint and recover fully with easy rowing before the next."],
  "usageInstructions": "Use 4-10 sprints of 10-30 seconds (reps are seconds) with 60-180 seconds of recovery.",
  "difficultyLevel": 6, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 8, "tempo": [1, 0, 1], "sets": [4, 10], "reps": [10, 30], "restSeconds": [60, 180],
  "minExperienceLevel": "intermediate", "category": "cardio", "modality": "cardio_equipment", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["cardio", "power"], "movementPattern": ["locomotion", "pull"],
  "primaryMuscles": ["quads", "glutes", "lats"], "secondaryMuscles": ["hamstrings", "rhomboids", "biceps", "lower_back"],
  "equipmentRequired": ["rowing_machine"],
  "joints": ["hip", "knee", "ankle", "spine", "shoulder", "elbow"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion"], "tags": ["explosive", "finisher", "athletic"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Rowing Machine Pick Drill",
  "shortDescription": "A technique drill that builds the stroke in stages: arms only, then arms and body, then half slide, then full slide.",
  "description": "Used by coaches to teach the sequence of the stroke; the effort is light and the focus is on the order **legs-body-arms**.",
  "instructions": ["Sit at the finish with the legs straight and row with the arms only for 10-20 strokes.", "Add the body swing from the hips, keeping the legs straight, for 10-20 strokes.", "Add a half slide, bending the knees halfway, for 10-20 strokes.", "Finish with full strokes, keeping the same order on every stroke."],
  "usageInstructions": "Use 1-3 rounds of 3-5 minutes (reps are minutes) at the start of rowing sessions.",
  "difficultyLevel": 1, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 0, 1], "sets": [1, 3], "reps": [3, 5], "restSeconds": [30, 60],
  "minExperienceLevel": "sedentary", "category": "cardio", "modality": "cardio_equipment", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["cardio"], "movementPattern": ["locomotion", "pull"],
  "primaryMuscles": ["lats", "quads"], "secondaryMuscles": ["rhomboids", "biceps", "glutes", "abs"],
  "equipmentRequired": ["rowing_machine"],
  "joints": ["hip", "knee", "spine", "shoulder", "elbow"], "mobilityRequirements": [], "tags": ["warm_up", "beginner_friendly", "low_impact"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Rowing Machine Power Strokes",
  "shortDescription": "Short sets of maximal single strokes from a near stop, each one as powerful as possible.",
  "description": "Each stroke is a leg-driven explosive effort, training **power** in the **quads**, **glutes** and back with very little fatigue.",
  "instructions": ["Set the damper high and sit at the catch with the flywheel nearly stopped.", "Drive through the legs as hard as possible, then swing and pull to finish the stroke.", "Recover slowly and let the flywheel slow down before the next stroke.", "Watch the watts or split on each stroke and stop the set when power drops."],
  "usageInstructions": "Use 4-6 sets of 3-6 strokes with 60-120 seconds of rest.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [2, 0, 0], "sets": [4, 6], "reps": [3, 6], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "cardio", "modality": "cardio_equipment", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["power"], "movementPattern": ["locomotion", "pull"],
  "primaryMuscles": ["quads", "glutes", "lats"], "secondaryMuscles": ["hamstrings", "rhomboids", "lower_back"],
  "equipmentRequired": ["rowing_machine"],
  "joints": ["hip", "knee", "ankle", "spine", "shoulder", "elbow"], "mobilityRequirements": ["hip_flexion"], "tags": ["explosive", "athletic"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Rowing Machine Rate-Capped Row",
  "shortDescription": "Rowing for several minutes at a fixed low stroke rate while pushing each stroke hard.",
  "description": "Capping the rate (for example at 20 strokes per minute) forces long, strong strokes, building leg drive from the **quads** and **glutes** plus aerobic power.",
  "instructions": ["Warm up with easy rowing.", "Pick a rate cap, usually 18-22 strokes per minute, and hold it exactly.", "Make every stroke as powerful as the rate allows with a slow, relaxed recovery.", "Keep the split as steady as possible for the whole piece, then row easily to recover."],
  "usageInstructions": "Use 2-4 pieces of 4-10 minutes (reps are minutes) with 2-3 minutes of easy rowing between.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [2, 0, 1], "sets": [2, 4], "reps": [4, 10], "restSeconds": [120, 180],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "cardio_equipment", "forceType": "pull", "bodyRegion": "full_body",
  "trainingType": ["cardio", "endurance"], "movementPattern": ["locomotion", "pull"],
  "primaryMuscles": ["quads", "glutes", "lats"], "secondaryMuscles": ["hamstrings", "rhomboids", "biceps"],
  "equipmentRequired": ["rowing_machine"],
  "joints": ["hip", "knee", "ankle", "spine", "shoulder", "elbow"], "mobilityRequirements": ["hip_flexion", "ankle_dorsiflexion"], "tags": ["low_impact"],
  "contraindications": ["lower_back_pain"]
}$json$);
--> statement-breakpoint
-- Conditioning: stationary bike
SELECT seed_exercise($json${
  "name": "Stationary Bike Steady Ride",
  "shortDescription": "Pedalling at a steady, comfortable effort on a stationary bike.",
  "description": "The classic low-impact cardio session: the **quads** and **glutes** turn the pedals with almost no load on the joints.",
  "instructions": ["Set the saddle so the knee is slightly bent at the bottom of the pedal stroke.", "Hold the handlebars lightly with the back long and the shoulders relaxed.", "Pedal at 70-90 revolutions per minute with a light to moderate resistance.", "Keep an effort where you can still speak in full sentences for the whole ride."],
  "usageInstructions": "Use 1 ride of 15-45 minutes (reps are minutes) at an easy effort, 2-4 times a week.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [1, 1], "reps": [15, 45], "restSeconds": [60, 120],
  "minExperienceLevel": "sedentary", "category": "cardio", "modality": "cardio_equipment", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "endurance"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["hamstrings", "calves"],
  "equipmentRequired": ["stationary_bike"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["low_impact", "beginner_friendly", "rehab_friendly", "warm_up"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stationary Bike Sprint Intervals",
  "shortDescription": "Short, hard sprints on a stationary bike separated by easy pedalling.",
  "description": "Sprints of 20-30 seconds against solid resistance drive the **quads** and **glutes** hard and build anaerobic fitness without impact.",
  "instructions": ["Warm up for 5-10 minutes of easy pedalling.", "Raise the resistance and sprint as hard as you can, staying seated or standing.", "Keep the upper body quiet and drive through the whole pedal stroke.", "Drop the resistance and spin easily through the recovery, then repeat."],
  "usageInstructions": "Use 4-10 sprints of 15-30 seconds (reps are seconds) with 60-180 seconds of easy spinning between.",
  "difficultyLevel": 5, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 8, "tempo": [1, 0, 1], "sets": [4, 10], "reps": [15, 30], "restSeconds": [60, 180],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "cardio_equipment", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "power"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["hamstrings", "calves"],
  "equipmentRequired": ["stationary_bike"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["low_impact", "finisher", "athletic"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stationary Bike Tabata Intervals",
  "shortDescription": "Eight rounds of 20 seconds of all-out pedalling and 10 seconds of rest.",
  "description": "A four-minute block of maximal efforts with very short rests; the **quads** and **glutes** fatigue fast and the heart rate climbs to near maximum.",
  "instructions": ["Warm up for at least 5 minutes.", "Set a resistance you can spin hard for 20 seconds.", "Pedal all out for 20 seconds, then stop pedalling or spin very lightly for 10 seconds.", "Repeat for 8 rounds, then cool down with easy pedalling."],
  "usageInstructions": "Use 1-3 Tabata blocks of 8 rounds x 20 seconds (reps are seconds) with 3-5 minutes between blocks.",
  "safetyNotes": "Very hard intervals suit people who are already exercising regularly; get medical clearance first if you have heart problems.",
  "difficultyLevel": 6, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 9, "tempo": [1, 0, 1], "sets": [8, 8], "reps": [20, 20], "restSeconds": [10, 10],
  "minExperienceLevel": "intermediate", "category": "cardio", "modality": "cardio_equipment", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["hamstrings", "calves"],
  "equipmentRequired": ["stationary_bike"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["low_impact", "finisher"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stationary Bike Hill Climb",
  "shortDescription": "Riding at a heavy resistance and low cadence, seated or standing, to imitate a climb.",
  "description": "The high resistance turns the ride into strength endurance work for the **quads** and **glutes**.",
  "instructions": ["Warm up with 5 minutes of easy pedalling.", "Increase the resistance until the cadence drops to about 60-70 revolutions per minute.", "Push and pull through the whole pedal circle, staying seated or rising out of the saddle.", "Hold the climb for the set time, then reduce the resistance to recover."],
  "usageInstructions": "Use 3-6 climbs of 2-5 minutes (reps are minutes) with 2-3 minutes of easy spinning between.",
  "safetyNotes": "Heavy resistance at low cadence loads the front of the knee; keep it lighter if the knees ache.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 6, "tempo": [1, 0, 1], "sets": [3, 6], "reps": [2, 5], "restSeconds": [120, 180],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "cardio_equipment", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "endurance", "strength"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["hamstrings", "calves"],
  "equipmentRequired": ["stationary_bike"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["low_impact"],
  "contraindications": ["knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Stationary Bike Cadence Spin-Ups",
  "shortDescription": "Gradually raising pedal speed to a very high cadence at light resistance, then easing off.",
  "description": "A skill and warm-up drill: the legs learn to pedal smoothly at high speed, with the **quads** and **hamstrings** working in turn.",
  "instructions": ["Pedal easily at a light resistance.", "Over 20-30 seconds, build the cadence up to as fast as you can pedal smoothly without bouncing in the saddle.", "Hold the top speed for a few seconds.", "Ease back to an easy cadence for a minute, then repeat."],
  "usageInstructions": "Use 4-8 spin-ups of 20-40 seconds (reps are seconds) within a warm-up or easy ride.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [4, 8], "reps": [20, 40], "restSeconds": [45, 90],
  "minExperienceLevel": "sedentary", "category": "cardio", "modality": "cardio_equipment", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["quads", "hamstrings"], "secondaryMuscles": ["calves", "hip_flexors"],
  "equipmentRequired": ["stationary_bike"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["low_impact", "warm_up", "beginner_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Air Bike Intervals",
  "shortDescription": "Hard intervals on a fan bike that uses both the arms and the legs.",
  "description": "Pushing and pulling the handles while pedalling makes the air bike a whole-body conditioner: the **quads**, **glutes** and **front delts** share the work and the fan resistance rises with effort.",
  "instructions": ["Set the seat so the knee is slightly bent at the bottom of the stroke.", "Warm up for 5 minutes at an easy pace, using arms and legs together.", "Drive the pedals and push and pull the handles as hard as you can for the work period.", "Ease right off to recover, then repeat."],
  "usageInstructions": "Use 5-10 intervals of 15-40 seconds (reps are seconds) with 40-120 seconds of recovery.",
  "difficultyLevel": 6, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 9, "tempo": [1, 0, 1], "sets": [5, 10], "reps": [15, 40], "restSeconds": [40, 120],
  "minExperienceLevel": "intermediate", "category": "cardio", "modality": "cardio_equipment", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["cardio", "power"], "movementPattern": ["locomotion", "push", "pull"],
  "primaryMuscles": ["quads", "glutes", "front_delts"], "secondaryMuscles": ["hamstrings", "chest", "lats", "triceps"],
  "equipmentRequired": ["stationary_bike"],
  "joints": ["hip", "knee", "ankle", "shoulder", "elbow"], "mobilityRequirements": [], "tags": ["low_impact", "finisher"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Recumbent Bike Ride",
  "shortDescription": "Pedalling on a recumbent bike with the back supported by a seat backrest.",
  "description": "The reclined seat supports the back and keeps the hips lower, making it one of the gentlest ways to train the **quads** and **glutes** aerobically.",
  "instructions": ["Sit with the back against the backrest and adjust the seat so the knee stays slightly bent at full extension.", "Place the feet in the pedals and hold the side handles lightly.", "Pedal at a comfortable pace with light resistance.", "Keep breathing relaxed; increase time before increasing resistance."],
  "usageInstructions": "Use 1 ride of 10-40 minutes (reps are minutes) at an easy effort; ideal for beginners or during rehab.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 0, 1], "sets": [1, 1], "reps": [10, 40], "restSeconds": [60, 120],
  "minExperienceLevel": "sedentary", "category": "cardio", "modality": "cardio_equipment", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "endurance"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["hamstrings", "calves"],
  "equipmentRequired": ["stationary_bike"],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["low_impact", "beginner_friendly", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
-- Conditioning: jump rope
SELECT seed_exercise($json${
  "name": "Jump Rope Basic Bounce",
  "shortDescription": "Skipping with both feet together in small, quick hops.",
  "description": "The foundation of jump rope: small bounces off the balls of the feet train the **calves** and coordination and raise the heart rate fast.",
  "instructions": ["Hold the handles at hip height with the elbows close to the sides.", "Turn the rope with the wrists, not the whole arm.", "Hop an inch or two off the floor on the balls of the feet as the rope passes under.", "Land softly with slightly bent knees and keep a steady rhythm."],
  "usageInstructions": "Use 5-10 rounds of 30-60 seconds (reps are seconds) with 30-60 seconds of rest, or as a warm-up.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [1, 0, 1], "sets": [5, 10], "reps": [30, 60], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "cardio_equipment", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "endurance"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": ["quads", "forearms", "front_delts"],
  "equipmentRequired": ["jump_rope"],
  "joints": ["ankle", "knee", "wrist"], "mobilityRequirements": [], "tags": ["home_friendly", "warm_up", "athletic"],
  "contraindications": ["ankle_instability", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Jump Rope Boxer Skip",
  "shortDescription": "Skipping with a light shift of weight from one foot to the other on each turn.",
  "description": "The boxer's rhythm rocks gently side to side, letting you skip for longer with less fatigue in the **calves**.",
  "instructions": ["Start with the basic bounce to find the rhythm.", "Shift the weight slightly onto one foot for two turns while the other foot barely touches.", "Rock over to the other foot for the next two turns.", "Stay light, low and relaxed through the shoulders."],
  "usageInstructions": "Use 3-6 rounds of 1-3 minutes (reps are minutes) with 30-60 seconds of rest.",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [1, 0, 1], "sets": [3, 6], "reps": [1, 3], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "cardio_equipment", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "endurance"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": ["quads", "forearms"],
  "equipmentRequired": ["jump_rope"],
  "joints": ["ankle", "knee", "wrist"], "mobilityRequirements": [], "tags": ["home_friendly", "athletic"],
  "contraindications": ["ankle_instability", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Jump Rope Alternate-Foot Run",
  "shortDescription": "Skipping rope with a light running step, one foot at a time.",
  "description": "Each turn lands on alternate feet like jogging on the spot, letting the **calves** and **quads** work at a higher speed.",
  "instructions": ["Start with a basic bounce to set the rhythm.", "Lift one foot as the rope passes and land on the other, as if jogging in place.", "Keep the knees low and the steps quick and light.", "Speed up the turns once the rhythm is comfortable."],
  "usageInstructions": "Use 5-10 rounds of 30-60 seconds (reps are seconds).",
  "difficultyLevel": 3, "technicalComplexity": 3, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [1, 0, 1], "sets": [5, 10], "reps": [30, 60], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "cardio_equipment", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves", "quads"], "secondaryMuscles": ["hip_flexors", "forearms"],
  "equipmentRequired": ["jump_rope"],
  "joints": ["ankle", "knee", "wrist", "hip"], "mobilityRequirements": [], "tags": ["home_friendly", "athletic"],
  "contraindications": ["ankle_instability", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Jump Rope High Knees",
  "shortDescription": "Skipping rope while driving the knees up to hip height on each alternate step.",
  "description": "High knees under the rope add **hip flexor** work and make each minute much harder than basic skipping.",
  "instructions": ["Turn the rope at a steady pace and start an alternate-foot run.", "Drive each knee up toward hip height as the rope passes.", "Stay tall and land on the balls of the feet.", "Keep the turns quick enough to match the faster steps."],
  "usageInstructions": "Use 4-8 rounds of 20-40 seconds (reps are seconds) as intervals.",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 7, "tempo": [1, 0, 1], "sets": [4, 8], "reps": [20, 40], "restSeconds": [30, 60],
  "minExperienceLevel": "intermediate", "category": "cardio", "modality": "cardio_equipment", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["hip_flexors", "calves", "quads"], "secondaryMuscles": ["abs", "forearms"],
  "equipmentRequired": ["jump_rope"],
  "joints": ["ankle", "knee", "hip", "wrist"], "mobilityRequirements": [], "tags": ["finisher", "athletic"],
  "contraindications": ["ankle_instability", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Jump Rope Side-to-Side Hops",
  "shortDescription": "Hopping with both feet together from side to side over an imaginary line while skipping.",
  "description": "Lateral hops add side-to-side control to the **calves** and ankles and challenge coordination.",
  "instructions": ["Start with a basic bounce.", "On each turn, hop a few inches to one side with the feet together.", "On the next turn hop back to the other side.", "Keep the hops small and the upper body still."],
  "usageInstructions": "Use 4-8 rounds of 20-40 seconds (reps are seconds).",
  "difficultyLevel": 4, "technicalComplexity": 3, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [1, 0, 1], "sets": [4, 8], "reps": [20, 40], "restSeconds": [30, 60],
  "minExperienceLevel": "intermediate", "category": "plyometrics", "modality": "cardio_equipment", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "balance"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves", "abductors"], "secondaryMuscles": ["adductors", "quads"],
  "equipmentRequired": ["jump_rope"],
  "joints": ["ankle", "knee", "wrist"], "mobilityRequirements": [], "tags": ["athletic"],
  "contraindications": ["ankle_instability", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Jump Rope Criss-Cross",
  "shortDescription": "Crossing the arms in front of the body on alternate turns so the rope passes through a loop.",
  "description": "A coordination trick that also challenges the shoulders and the **calves** with quick, light bounces.",
  "instructions": ["Start with a basic bounce at a steady pace.", "As the rope comes over the head, cross the arms at the waist so the hands swap sides.", "Jump through the loop, then uncross on the next turn.", "Keep the hands low and the crossing wide enough for the loop to clear the feet."],
  "usageInstructions": "Use 4-8 rounds of 20-40 seconds (reps are seconds) as skill and conditioning.",
  "difficultyLevel": 5, "technicalComplexity": 6, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [1, 0, 1], "sets": [4, 8], "reps": [20, 40], "restSeconds": [30, 60],
  "minExperienceLevel": "intermediate", "category": "cardio", "modality": "cardio_equipment", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["cardio"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": ["front_delts", "forearms", "quads"],
  "equipmentRequired": ["jump_rope"],
  "joints": ["ankle", "knee", "wrist", "shoulder"], "mobilityRequirements": [], "tags": ["athletic"],
  "contraindications": ["ankle_instability", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Jump Rope Double-Under",
  "shortDescription": "Jumping higher and turning the rope fast enough for it to pass under twice per jump.",
  "description": "Double-unders demand fast wrists and a stiff, springy jump, so the **calves** work hard and the heart rate soars.",
  "instructions": ["Stand tall with the elbows close and the hands just in front of the hips.", "Do a few basic bounces to set the rhythm.", "Jump a little higher with straight legs and flick the wrists twice as fast so the rope passes twice.", "Land on the balls of the feet and go straight into the next jump or a few basic bounces."],
  "usageInstructions": "Use 5-10 sets of 10-30 reps or 30-60 seconds of practice mixed with single bounces.",
  "difficultyLevel": 7, "technicalComplexity": 7, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [1, 0, 1], "sets": [5, 10], "reps": [10, 30], "restSeconds": [45, 90],
  "minExperienceLevel": "intermediate", "category": "plyometrics", "modality": "cardio_equipment", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "power"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": ["quads", "forearms", "abs"],
  "equipmentRequired": ["jump_rope"],
  "joints": ["ankle", "knee", "wrist"], "mobilityRequirements": [], "tags": ["athletic", "explosive"],
  "contraindications": ["ankle_instability", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Jump Rope Single-Leg Hops",
  "shortDescription": "Skipping rope on one foot for a set number of turns, then switching.",
  "description": "Hopping on one leg doubles the load on each **calf** and ankle and trains single-leg balance.",
  "instructions": ["Start with basic bounces to set the rhythm.", "Lift one foot behind you and hop on the other for the planned turns.", "Keep the knee soft and the hop low.", "Switch legs without stopping the rope."],
  "usageInstructions": "Use 4-6 rounds of 10-30 hops per leg.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [1, 0, 1], "sets": [4, 6], "reps": [10, 30], "restSeconds": [45, 90],
  "minExperienceLevel": "intermediate", "category": "plyometrics", "modality": "cardio_equipment", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "balance"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves"], "secondaryMuscles": ["quads", "glutes", "abductors"],
  "equipmentRequired": ["jump_rope"],
  "joints": ["ankle", "knee", "hip", "wrist"], "mobilityRequirements": [], "tags": ["athletic"],
  "contraindications": ["ankle_instability", "knee_issues"]
}$json$);
--> statement-breakpoint
-- Conditioning: walking, running drills and sprints (no sled, no treadmill needed)
SELECT seed_exercise($json${
  "name": "Brisk Walk",
  "shortDescription": "Walking at a purposeful pace that raises the breathing rate but still allows conversation.",
  "description": "The most accessible cardio: the **calves**, **glutes** and **quads** move you with very little impact, ideal for starting from scratch.",
  "instructions": ["Wear supportive shoes and choose a flat, safe route.", "Stand tall and let the arms swing naturally from the shoulders.", "Walk at a pace where you breathe harder but can still speak in sentences.", "Roll from the heel through to the toes on each step and keep the stride comfortable."],
  "usageInstructions": "Use 1 walk of 10-45 minutes (reps are minutes) most days; add time before adding speed.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 0, 1], "sets": [1, 1], "reps": [10, 45], "restSeconds": [0, 60],
  "minExperienceLevel": "sedentary", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "endurance"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves", "glutes", "quads"], "secondaryMuscles": ["hamstrings", "hip_flexors"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "low_impact", "rehab_friendly"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "High-Knee March",
  "shortDescription": "Marching on the spot or forward while lifting each knee to hip height.",
  "description": "A no-impact drill that warms up the **hip flexors** and teaches tall posture for running.",
  "instructions": ["Stand tall with the arms bent at 90 degrees.", "Lift one knee to hip height with the foot pulled up toward the shin.", "Set the foot down under the hip and lift the other knee, swinging the opposite arm.", "Keep the trunk upright and the rhythm steady."],
  "usageInstructions": "Use 2-3 sets of 20-40 seconds (reps are seconds) or 10-20 metres in a warm-up.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [1, 0, 1], "sets": [2, 3], "reps": [20, 40], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "mobility", "balance"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["hip_flexors"], "secondaryMuscles": ["abs", "calves", "glutes"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "low_impact", "warm_up"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "High Knees",
  "shortDescription": "Running on the spot while driving the knees up to hip height quickly.",
  "description": "A fast running drill that raises the heart rate and trains quick **hip flexor** and **calf** action.",
  "instructions": ["Stand tall with the arms bent at 90 degrees.", "Run on the spot, driving each knee up to about hip height.", "Land on the balls of the feet under the hips with quick contacts.", "Pump the arms in time with the legs and keep the trunk upright."],
  "usageInstructions": "Use 4-8 rounds of 15-40 seconds (reps are seconds) in warm-ups or intervals.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [1, 0, 1], "sets": [4, 8], "reps": [15, 40], "restSeconds": [20, 60],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["hip_flexors", "calves", "quads"], "secondaryMuscles": ["abs", "glutes"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["home_friendly", "warm_up", "athletic"],
  "contraindications": ["ankle_instability", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Butt Kicks",
  "shortDescription": "Jogging on the spot or forward while flicking the heels up toward the glutes.",
  "description": "A dynamic warm-up drill for the **hamstrings** and **calves** that reinforces a quick heel recovery when running.",
  "instructions": ["Stand tall and start jogging lightly on the balls of the feet.", "Flick each heel up toward the glutes, keeping the knees pointing down.", "Use quick, light contacts and swing the arms naturally.", "Continue for the set time or distance."],
  "usageInstructions": "Use 2-4 sets of 15-30 seconds (reps are seconds) or 15-20 metres in a warm-up.",
  "difficultyLevel": 2, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [2, 4], "reps": [15, 30], "restSeconds": [20, 45],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "mobility"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["hamstrings", "calves"], "secondaryMuscles": ["quads", "hip_flexors"],
  "equipmentRequired": [],
  "joints": ["knee", "ankle", "hip"], "mobilityRequirements": [], "tags": ["home_friendly", "warm_up"],
  "contraindications": ["ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "A-Skip",
  "shortDescription": "A rhythmic skip in which one knee drives up while the other foot strikes down under the hip.",
  "description": "A sprint drill that trains the **hip flexors** to lift the knee and the **calves** to strike the ground quickly.",
  "instructions": ["Stand tall and start a light skip on the spot or moving forward.", "Drive one knee up to hip height with the toes pulled up.", "Punch the foot down to land on the ball of the foot under the hip.", "Switch legs with a small skip, swinging the opposite arm in time."],
  "usageInstructions": "Use 2-4 runs of 15-20 metres (reps are metres) in a sprint or running warm-up.",
  "difficultyLevel": 3, "technicalComplexity": 4, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [2, 4], "reps": [15, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "plyometrics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "power"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["hip_flexors", "calves"], "secondaryMuscles": ["glutes", "quads", "abs"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["ankle_dorsiflexion"], "tags": ["warm_up", "athletic"],
  "contraindications": ["ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "B-Skip",
  "shortDescription": "An A-skip in which the lifted leg extends forward and paws down and back before landing.",
  "description": "Adds a leg-extension and pawing action so the **hamstrings** practise pulling the foot back under the body as in sprinting.",
  "instructions": ["Start with an A-skip rhythm.", "At the top of the knee lift, extend the lower leg forward.", "Sweep the foot down and back to land under the hip on the ball of the foot.", "Skip through to the other leg and keep the trunk tall."],
  "usageInstructions": "Use 2-4 runs of 15-20 metres (reps are metres) after A-skips.",
  "difficultyLevel": 4, "technicalComplexity": 5, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [2, 4], "reps": [15, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "intermediate", "category": "plyometrics", "modality": "bodyweight", "forceType": "pull", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "power"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["hamstrings", "hip_flexors"], "secondaryMuscles": ["calves", "glutes"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["warm_up", "athletic"],
  "contraindications": ["ankle_instability", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Carioca",
  "shortDescription": "Moving sideways while the trailing leg crosses alternately in front of and behind the lead leg.",
  "description": "A lateral footwork drill that rotates the hips and trains the **adductors**, **abductors** and ankles for sport.",
  "instructions": ["Stand side-on to the direction of travel with the arms out for balance.", "Cross the trailing foot in front of the lead foot, then step the lead foot out.", "Cross the trailing foot behind the lead foot, then step out again.", "Let the hips rotate while the shoulders stay facing forward, and repeat in the other direction."],
  "usageInstructions": "Use 2-4 runs of 10-20 metres each way (reps are metres) in a warm-up.",
  "difficultyLevel": 3, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [2, 4], "reps": [10, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "mobility", "balance"], "movementPattern": ["locomotion", "rotation"],
  "primaryMuscles": ["adductors", "abductors"], "secondaryMuscles": ["obliques", "calves", "glutes"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle", "spine"], "mobilityRequirements": [], "tags": ["warm_up", "athletic"],
  "contraindications": ["ankle_instability", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Lateral Shuffle",
  "shortDescription": "Quick side steps in an athletic stance without letting the feet cross.",
  "description": "A sport-style movement that trains the **abductors** and **quads** to move you sideways from a half squat.",
  "instructions": ["Sink into an athletic stance: feet wider than the hips, knees bent, chest up.", "Push off the trailing foot and step the lead foot sideways.", "Bring the trailing foot in without letting the feet touch or cross.", "Stay low with the hips level and change direction at the end of the distance."],
  "usageInstructions": "Use 4-8 runs of 10-20 metres or 15-30 seconds (reps are metres) as agility or conditioning work.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [1, 0, 1], "sets": [4, 8], "reps": [10, 20], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "balance"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["abductors", "quads"], "secondaryMuscles": ["glutes", "adductors", "calves"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["athletic", "home_friendly"],
  "contraindications": ["ankle_instability", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Strides",
  "shortDescription": "Relaxed build-up runs over 60-100 metres that reach about 85-90 percent of top speed.",
  "description": "Strides sharpen running form and leg speed without the strain of all-out sprints; the **quads**, **hamstrings** and **glutes** drive you forward.",
  "instructions": ["Mark out 60-100 metres on a flat surface or grass.", "Start at an easy jog and build speed smoothly over the first half.", "Hold a fast, relaxed pace for the last third, staying tall with quick feet.", "Slow down gradually and walk back to the start to recover."],
  "usageInstructions": "Use 4-8 strides of 60-100 metres (reps are metres) after an easy run or before a sprint session.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [1, 0, 1], "sets": [4, 8], "reps": [60, 100], "restSeconds": [60, 90],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "power"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["quads", "hamstrings", "glutes"], "secondaryMuscles": ["calves", "hip_flexors"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["warm_up", "athletic"],
  "contraindications": ["ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Flat Sprints",
  "shortDescription": "Maximal sprints over 20-60 metres on flat ground with full recovery.",
  "description": "All-out sprinting develops speed and power in the **glutes**, **hamstrings** and **quads**; no sled is needed.",
  "instructions": ["Warm up thoroughly with jogging, drills and a few strides.", "Start from a standing or crouched start and drive hard with the arms and legs.", "Stay low for the first steps, then rise gradually into an upright sprint.", "Run through the finish line, then slow down gradually.", "Walk back and recover fully before the next sprint."],
  "usageInstructions": "Use 4-10 sprints of 20-60 metres (reps are metres) with 90-180 seconds of rest.",
  "safetyNotes": "Hamstring strains happen when sprinting cold or tired; warm up well and stop when speed drops.",
  "difficultyLevel": 6, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [1, 0, 1], "sets": [4, 10], "reps": [20, 60], "restSeconds": [90, 180],
  "minExperienceLevel": "intermediate", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["power", "cardio"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["glutes", "hamstrings", "quads"], "secondaryMuscles": ["calves", "hip_flexors", "abs"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["hamstring_flexibility"], "tags": ["explosive", "athletic"],
  "contraindications": ["ankle_instability", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Hill Sprints",
  "shortDescription": "Short, hard sprints up a moderate slope, walking back down to recover.",
  "description": "The incline forces powerful hip extension from the **glutes** and **hamstrings** and limits top speed, making it easier on the hamstrings than flat sprinting.",
  "instructions": ["Find a hill of moderate gradient with good footing.", "Warm up with jogging and drills.", "Sprint up the hill for the set distance, driving the knees and arms and leaning slightly forward.", "Walk slowly back down to recover fully before the next sprint."],
  "usageInstructions": "Use 4-10 sprints of 8-20 seconds (reps are seconds) with the walk back as recovery.",
  "difficultyLevel": 6, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 7, "tempo": [1, 0, 1], "sets": [4, 10], "reps": [8, 20], "restSeconds": [60, 180],
  "minExperienceLevel": "intermediate", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["power", "cardio"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["glutes", "hamstrings", "calves"], "secondaryMuscles": ["quads", "hip_flexors"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": ["ankle_dorsiflexion"], "tags": ["explosive", "athletic"],
  "contraindications": ["ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Shuttle Run",
  "shortDescription": "Sprinting back and forth between two lines 10-20 metres apart, touching the line at each turn.",
  "description": "Repeated accelerations, stops and turns build conditioning and change-of-direction ability, with the **quads**, **glutes** and **calves** absorbing each turn.",
  "instructions": ["Place two markers 10-20 metres apart.", "Sprint to the far line and plant the outside foot to stop, bending the knees and hips.", "Touch the line with the hand, turn and sprint back.", "Continue for the set number of lengths or the time."],
  "usageInstructions": "Use 4-8 shuttles of 20-60 seconds (reps are seconds) with 60-120 seconds of rest.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 7, "tempo": [1, 0, 1], "sets": [4, 8], "reps": [20, 60], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "power"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["quads", "glutes", "calves"], "secondaryMuscles": ["hamstrings", "adductors"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["athletic", "finisher"],
  "contraindications": ["ankle_instability", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Pro Agility Shuttle",
  "shortDescription": "The 5-10-5 agility drill: sprint 5 metres one way, 10 metres back, 5 metres to finish.",
  "description": "A short change-of-direction test and drill that trains hard braking and re-acceleration through the **quads**, **glutes** and **adductors**.",
  "instructions": ["Set three markers in a line, 5 metres apart, and straddle the middle one.", "Sprint 5 metres to one side and touch the line.", "Turn and sprint 10 metres to the far line and touch it.", "Turn again and sprint back through the middle marker.", "Walk back and rest fully; start to the other side next time."],
  "usageInstructions": "Use 4-8 reps with 60-120 seconds of rest, alternating the starting direction.",
  "difficultyLevel": 5, "technicalComplexity": 4, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": true, "isHighRepSuitable": false,
  "fatigueImpact": 5, "tempo": [1, 0, 1], "sets": [4, 8], "reps": [1, 1], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["power", "cardio", "balance"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["quads", "glutes", "adductors"], "secondaryMuscles": ["calves", "hamstrings", "abductors"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["athletic", "explosive"],
  "contraindications": ["ankle_instability", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Easy Aerobic Run",
  "shortDescription": "A relaxed run at a conversational pace to build aerobic endurance.",
  "description": "The base of most running programs: steady running where the **calves**, **quads** and **glutes** work continuously at a low intensity.",
  "instructions": ["Warm up with a few minutes of brisk walking.", "Run at a pace where you can speak in full sentences.", "Keep the steps short and light, landing under the hips.", "Relax the shoulders and hands and breathe rhythmically.", "Finish with a few minutes of walking."],
  "usageInstructions": "Use 1 run of 15-45 minutes (reps are minutes); beginners can alternate 1-2 minutes running with walking.",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [1, 0, 1], "sets": [1, 1], "reps": [15, 45], "restSeconds": [60, 120],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "endurance"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves", "quads", "glutes"], "secondaryMuscles": ["hamstrings", "hip_flexors"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["home_friendly"],
  "contraindications": ["ankle_instability", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Fartlek Run",
  "shortDescription": "A continuous run mixing faster surges with easy running, by feel or by landmarks.",
  "description": "Speed play: pick a lamppost or a minute and surge, then settle back; it builds fitness for both the **quads** and **calves** and the heart without formal intervals.",
  "instructions": ["Run easily for 10 minutes to warm up.", "Surge to a hard but controlled pace for 30 seconds to 2 minutes, or to the next landmark.", "Return to an easy pace until you feel recovered.", "Repeat the surges throughout the run and finish with easy running."],
  "usageInstructions": "Use 1 run of 20-40 minutes (reps are minutes) including 6-10 surges.",
  "difficultyLevel": 4, "technicalComplexity": 2, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 6, "tempo": [1, 0, 1], "sets": [1, 1], "reps": [20, 40], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["cardio", "endurance"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["quads", "calves", "glutes"], "secondaryMuscles": ["hamstrings", "hip_flexors"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "ankle"], "mobilityRequirements": [], "tags": ["athletic"],
  "contraindications": ["ankle_instability", "knee_issues"]
}$json$);
--> statement-breakpoint
-- Conditioning: bodyweight
SELECT seed_exercise($json${
  "name": "Burpee",
  "shortDescription": "Dropping to a push-up position, returning to the feet and jumping up with the arms overhead.",
  "description": "A full-body conditioning classic: the **quads**, **chest** and **front delts** work in every rep and the heart rate rises fast.",
  "instructions": ["Stand with the feet shoulder width apart.", "Squat down and place the hands on the floor just outside the feet.", "Jump the feet back to a high plank and do a push-up, keeping the body straight.", "Jump the feet back in toward the hands.", "Explode up into a jump with the arms reaching overhead and land softly."],
  "usageInstructions": "Use 3-6 sets of 8-15 reps or 20-40 seconds of work in intervals.",
  "difficultyLevel": 5, "technicalComplexity": 3, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 8, "tempo": [1, 0, 1], "sets": [3, 6], "reps": [8, 15], "restSeconds": [45, 90],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["cardio", "endurance", "power"], "movementPattern": ["squat", "push", "locomotion"],
  "primaryMuscles": ["quads", "chest", "front_delts"], "secondaryMuscles": ["triceps", "glutes", "abs", "calves"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist", "hip", "knee", "ankle"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly", "finisher"],
  "contraindications": ["wrist_pain", "knee_issues", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Step-Back Burpee",
  "shortDescription": "A no-jump burpee: step the feet back to a plank and step them in again, then stand up.",
  "description": "Removes the jumps and the push-up, so beginners can build conditioning with the **quads**, **front delts** and abs at low impact.",
  "instructions": ["Stand tall and squat down to place the hands on the floor.", "Step one foot back, then the other, into a high plank.", "Step the feet back in one at a time.", "Stand up tall and reach the arms overhead."],
  "usageInstructions": "Use 3-5 sets of 6-12 reps or 20-30 seconds of work.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [1, 0, 1], "sets": [3, 5], "reps": [6, 12], "restSeconds": [45, 75],
  "minExperienceLevel": "sedentary", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["cardio", "endurance"], "movementPattern": ["squat", "locomotion"],
  "primaryMuscles": ["quads", "front_delts", "abs"], "secondaryMuscles": ["chest", "glutes"],
  "equipmentRequired": [],
  "joints": ["shoulder", "wrist", "hip", "knee"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly", "beginner_friendly", "low_impact"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Burpee Broad Jump",
  "shortDescription": "A burpee followed by a forward broad jump instead of a vertical jump.",
  "description": "Travelling forward after each burpee adds horizontal power from the **glutes** and **quads** and makes the drill even more demanding.",
  "instructions": ["Do a burpee: hands down, jump back to a plank, push-up, jump the feet in.", "From the squat, swing the arms and jump forward as far as you can.", "Land softly with the knees bent and the feet shoulder width apart.", "Go straight into the next burpee where you land."],
  "usageInstructions": "Use 3-5 sets of 5-10 reps.",
  "difficultyLevel": 6, "technicalComplexity": 4, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 9, "tempo": [1, 0, 1], "sets": [3, 5], "reps": [5, 10], "restSeconds": [60, 120],
  "minExperienceLevel": "intermediate", "category": "plyometrics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["cardio", "power"], "movementPattern": ["squat", "push", "locomotion"],
  "primaryMuscles": ["quads", "glutes", "chest"], "secondaryMuscles": ["front_delts", "triceps", "calves", "hamstrings"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "wrist", "hip", "knee", "ankle"], "mobilityRequirements": ["wrist_extension"], "tags": ["explosive", "finisher", "athletic"],
  "contraindications": ["wrist_pain", "knee_issues", "ankle_instability"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Mountain Climber",
  "shortDescription": "Driving the knees toward the chest one at a time from a high plank, at running speed.",
  "description": "A plank held on the hands while the **hip flexors** drive the legs and the **abs** stop the hips bouncing; a staple of conditioning circuits.",
  "instructions": ["Start in a high plank with the hands under the shoulders.", "Drive one knee toward the chest, keeping the hips level.", "Switch legs quickly, as if running in place in the plank.", "Keep the shoulders over the hands and the back flat for the whole set."],
  "usageInstructions": "Use 3-6 rounds of 20-40 seconds (reps are seconds).",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [1, 0, 1], "sets": [3, 6], "reps": [20, 40], "restSeconds": [20, 60],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["cardio", "core"], "movementPattern": ["locomotion", "core_stability"],
  "primaryMuscles": ["abs", "hip_flexors"], "secondaryMuscles": ["front_delts", "quads", "triceps"],
  "equipmentRequired": [],
  "joints": ["shoulder", "wrist", "hip", "spine"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly", "finisher"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cross-Body Mountain Climber",
  "shortDescription": "A mountain climber that drives each knee toward the opposite elbow.",
  "description": "Driving the knee across the body brings in the **obliques**, adding a rotational demand to the plank.",
  "instructions": ["Start in a high plank with the hands under the shoulders.", "Drive the right knee toward the left elbow, rotating the hips slightly.", "Return the foot and drive the left knee toward the right elbow.", "Keep the shoulders steady and the pace quick but controlled."],
  "usageInstructions": "Use 3-5 rounds of 20-40 seconds (reps are seconds).",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [1, 0, 1], "sets": [3, 5], "reps": [20, 40], "restSeconds": [20, 60],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "core",
  "trainingType": ["cardio", "core"], "movementPattern": ["locomotion", "rotation"],
  "primaryMuscles": ["obliques", "hip_flexors"], "secondaryMuscles": ["abs", "front_delts"],
  "equipmentRequired": [],
  "joints": ["shoulder", "wrist", "hip", "spine"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly", "finisher"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Jumping Jack",
  "shortDescription": "Jumping the feet out wide while the arms swing overhead, then jumping back together.",
  "description": "A simple whole-body warm-up and conditioning drill that works the **calves**, hips and shoulders rhythmically.",
  "instructions": ["Stand with the feet together and the arms at the sides.", "Jump the feet out wider than the shoulders while swinging the arms up overhead.", "Jump the feet back together as the arms come down.", "Stay light on the balls of the feet and keep a steady rhythm."],
  "usageInstructions": "Use 2-5 rounds of 30-60 seconds (reps are seconds) in warm-ups or circuits.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [1, 0, 1], "sets": [2, 5], "reps": [30, 60], "restSeconds": [20, 45],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["cardio"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["calves", "abductors"], "secondaryMuscles": ["adductors", "side_delts", "quads"],
  "equipmentRequired": [],
  "joints": ["ankle", "knee", "hip", "shoulder"], "mobilityRequirements": [], "tags": ["home_friendly", "warm_up", "beginner_friendly"],
  "contraindications": ["ankle_instability", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Step Jack",
  "shortDescription": "A low-impact jumping jack: step one foot out at a time while the arms rise overhead.",
  "description": "All the rhythm of a jumping jack with no jumping, so deconditioned people can raise the heart rate gently; it works the **abductors** and **calves**.",
  "instructions": ["Stand tall with the feet together and the arms at the sides.", "Step one foot out to the side while raising both arms overhead.", "Step the foot back in as the arms lower.", "Repeat to the other side and keep a brisk rhythm."],
  "usageInstructions": "Use 2-4 rounds of 30-60 seconds (reps are seconds).",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 1,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [1, 0, 1], "sets": [2, 4], "reps": [30, 60], "restSeconds": [20, 45],
  "minExperienceLevel": "sedentary", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["cardio"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["abductors", "calves"], "secondaryMuscles": ["side_delts", "glutes"],
  "equipmentRequired": [],
  "joints": ["hip", "shoulder", "ankle"], "mobilityRequirements": [], "tags": ["home_friendly", "beginner_friendly", "low_impact", "warm_up"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Bear Crawl",
  "shortDescription": "Crawling forward on the hands and feet with the knees hovering just above the floor.",
  "description": "A ground-based locomotion drill: the **front delts**, **quads** and **abs** work together while the opposite hand and foot move in time.",
  "instructions": ["Start on all fours with the hands under the shoulders and the knees under the hips.", "Lift the knees an inch or two off the floor and keep the back flat.", "Step the right hand and left foot forward a short distance together.", "Step the left hand and right foot forward, keeping the hips low and level.", "Continue for the distance, then crawl backward if desired."],
  "usageInstructions": "Use 3-5 crawls of 10-20 metres or 20-40 seconds (reps are metres).",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [1, 0, 1], "sets": [3, 5], "reps": [10, 20], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["cardio", "core", "endurance"], "movementPattern": ["locomotion", "core_stability"],
  "primaryMuscles": ["front_delts", "quads", "abs"], "secondaryMuscles": ["triceps", "obliques", "hip_flexors"],
  "equipmentRequired": [],
  "joints": ["shoulder", "wrist", "hip", "knee"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly", "warm_up", "athletic"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Lateral Bear Crawl",
  "shortDescription": "A bear crawl that travels sideways instead of forward.",
  "description": "Moving sideways loads the shoulders and hips in a new direction and makes the **obliques** work to keep the hips level.",
  "instructions": ["Set up in the bear position with the knees just off the floor.", "Step one hand and the same-side foot out to the side.", "Follow with the other hand and foot, keeping the hips low.", "Travel the distance one way, then return leading with the other side."],
  "usageInstructions": "Use 3-4 crawls of 5-10 metres each way (reps are metres).",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 4, "tempo": [1, 0, 1], "sets": [3, 4], "reps": [5, 10], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["core", "endurance"], "movementPattern": ["locomotion", "core_stability"],
  "primaryMuscles": ["front_delts", "obliques"], "secondaryMuscles": ["quads", "abductors", "triceps"],
  "equipmentRequired": [],
  "joints": ["shoulder", "wrist", "hip", "knee"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly", "athletic"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Crab Walk",
  "shortDescription": "Walking on the hands and feet facing upward with the hips lifted.",
  "description": "A reverse-facing crawl that works the **triceps**, **glutes** and shoulders while the hips stay lifted off the floor.",
  "instructions": ["Sit on the floor with the knees bent, then place the hands behind you, fingers pointing toward the feet.", "Lift the hips off the floor.", "Walk backward or forward by moving the opposite hand and foot together.", "Keep the hips lifted and the shoulders pulled back for the distance."],
  "usageInstructions": "Use 2-4 walks of 10-15 metres or 20-30 seconds (reps are metres).",
  "difficultyLevel": 3, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": false,
  "fatigueImpact": 3, "tempo": [1, 0, 1], "sets": [2, 4], "reps": [10, 15], "restSeconds": [45, 75],
  "minExperienceLevel": "beginner", "category": "calisthenics", "modality": "bodyweight", "forceType": "push", "bodyRegion": "full_body",
  "trainingType": ["endurance", "core"], "movementPattern": ["locomotion"],
  "primaryMuscles": ["triceps", "glutes"], "secondaryMuscles": ["rear_delts", "hamstrings", "abs"],
  "equipmentRequired": [],
  "joints": ["shoulder", "wrist", "elbow", "hip"], "mobilityRequirements": ["wrist_extension"], "tags": ["home_friendly"],
  "contraindications": ["wrist_pain", "shoulder_impingement"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Shadow Boxing",
  "shortDescription": "Throwing punch combinations at the air with light footwork, in timed rounds.",
  "description": "An equipment-free interval drill: the **front delts** and **obliques** drive each punch while the feet keep moving, raising the heart rate without impact.",
  "instructions": ["Take a boxing stance with the feet staggered, hands up by the chin and elbows in.", "Throw straight punches, hooks and uppercuts in short combinations, turning the hips with each punch.", "Bring the hands straight back to the guard after every punch.", "Move the feet lightly around the space between combinations."],
  "usageInstructions": "Use 3-6 rounds of 1-3 minutes (reps are minutes) with 30-60 seconds of rest.",
  "safetyNotes": "Do not snap the elbow straight at the end of a punch; stop just short of lockout.",
  "difficultyLevel": 2, "technicalComplexity": 3, "mobilityLevel": 1,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 5, "tempo": [1, 0, 1], "sets": [3, 6], "reps": [1, 3], "restSeconds": [30, 60],
  "minExperienceLevel": "beginner", "category": "cardio", "modality": "bodyweight", "forceType": "push", "bodyRegion": "upper_body",
  "trainingType": ["cardio", "endurance"], "movementPattern": ["rotation", "push"],
  "primaryMuscles": ["front_delts", "obliques"], "secondaryMuscles": ["triceps", "calves", "chest"],
  "equipmentRequired": [],
  "joints": ["shoulder", "elbow", "spine", "ankle"], "mobilityRequirements": [], "tags": ["home_friendly", "low_impact"],
  "contraindications": ["elbow_issues"]
}$json$);
--> statement-breakpoint
-- Full-body mobility flows
SELECT seed_exercise($json${
  "name": "World's Greatest Stretch",
  "shortDescription": "A lunge with the elbow dropped to the instep, followed by a rotation reaching one arm to the ceiling.",
  "description": "A multi-joint warm-up that opens the **hip flexors** and hamstrings and rotates the upper back in one sequence.",
  "instructions": ["Step forward into a long lunge with the back knee straight or lightly on the floor.", "Place the hand on the same side as the back leg on the floor inside the front foot.", "Drop the other elbow toward the inside of the front foot and hold briefly.", "Rotate the chest open and reach that arm to the ceiling, following it with the eyes.", "Return the hand down, step back and repeat on the other side."],
  "usageInstructions": "Use 1-2 sets of 3-6 reps per side in a warm-up or mobility session.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 4,
  "isCompound": true, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 2, 2], "sets": [1, 2], "reps": [3, 6], "restSeconds": [15, 30],
  "minExperienceLevel": "beginner", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "full_body",
  "trainingType": ["mobility"], "movementPattern": ["lunge", "rotation"],
  "primaryMuscles": ["hip_flexors", "hamstrings"], "secondaryMuscles": ["obliques", "adductors", "glutes"],
  "equipmentRequired": [],
  "joints": ["hip", "spine", "knee", "shoulder", "ankle"], "mobilityRequirements": ["hip_flexion", "thoracic_extension", "hamstring_flexibility"], "tags": ["warm_up", "home_friendly"],
  "contraindications": ["hip_mobility"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Cat-Cow",
  "shortDescription": "On all fours, moving the spine slowly between rounding up and arching down.",
  "description": "A gentle spinal mobility drill that moves the **lower back** and upper back through flexion and extension in time with the breath.",
  "instructions": ["Start on all fours with the hands under the shoulders and the knees under the hips.", "Breathe out and round the spine toward the ceiling, tucking the chin and tailbone.", "Breathe in and let the belly sink, lifting the chest and tailbone.", "Move slowly between the two positions within a comfortable range."],
  "usageInstructions": "Use 1-2 sets of 6-10 slow cycles in a warm-up or at the end of a session.",
  "safetyNotes": "Make fists or rest on the forearms if the wrists are sore, and stay in a pain-free range.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 2], "sets": [1, 2], "reps": [6, 10], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "core",
  "trainingType": ["mobility"], "movementPattern": ["core_stability"],
  "primaryMuscles": ["lower_back", "abs"], "secondaryMuscles": ["rhomboids", "obliques"],
  "equipmentRequired": [],
  "joints": ["spine", "neck", "wrist"], "mobilityRequirements": [], "tags": ["warm_up", "home_friendly", "beginner_friendly", "low_impact"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Thread the Needle",
  "shortDescription": "On all fours, sliding one arm under the body to rotate the upper back, then opening it toward the ceiling.",
  "description": "A quadruped rotation drill for the thoracic spine, stretching the **rhomboids** and rear shoulder and working the **obliques**.",
  "instructions": ["Start on all fours with the hands under the shoulders and the knees under the hips.", "Reach one arm up toward the ceiling, rotating the chest open.", "Sweep that arm under the body, sliding it along the floor until the shoulder and side of the head rest down.", "Pause and breathe, then reach back up to the ceiling.", "Complete the reps and switch sides."],
  "usageInstructions": "Use 1-2 sets of 5-8 slow reps per side in a warm-up or mobility block.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 2, 2], "sets": [1, 2], "reps": [5, 8], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["mobility"], "movementPattern": ["rotation"],
  "primaryMuscles": ["rhomboids", "obliques"], "secondaryMuscles": ["rear_delts", "lats"],
  "equipmentRequired": [],
  "joints": ["spine", "shoulder", "wrist"], "mobilityRequirements": ["thoracic_extension"], "tags": ["warm_up", "home_friendly", "beginner_friendly", "low_impact", "posture"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Open Book Stretch",
  "shortDescription": "Lying on your side with the knees bent, opening the top arm across the body to rotate the upper back.",
  "description": "A side-lying thoracic rotation in which the hips stay stacked, so the rotation comes from the upper back; it stretches the **chest** and works the **obliques** gently.",
  "instructions": ["Lie on your side with the hips and knees bent to 90 degrees and a small pillow under the head.", "Reach both arms straight out in front, palms together.", "Keep the knees together and sweep the top arm up and over to the other side, rotating the chest open.", "Breathe out as you reach the end range, then return the arm to the start.", "Complete the reps and roll to the other side."],
  "usageInstructions": "Use 1-2 sets of 6-10 slow reps per side; useful daily for desk workers.",
  "difficultyLevel": 1, "technicalComplexity": 1, "mobilityLevel": 2,
  "isCompound": false, "isUnilateral": true, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 2, 2], "sets": [1, 2], "reps": [6, 10], "restSeconds": [15, 30],
  "minExperienceLevel": "sedentary", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "upper_body",
  "trainingType": ["mobility"], "movementPattern": ["rotation"],
  "primaryMuscles": ["obliques", "chest"], "secondaryMuscles": ["rhomboids", "front_delts"],
  "equipmentRequired": [],
  "joints": ["spine", "shoulder"], "mobilityRequirements": ["thoracic_extension"], "tags": ["warm_up", "home_friendly", "beginner_friendly", "low_impact", "rehab_friendly", "posture"],
  "contraindications": []
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "90/90 Hip Switch",
  "shortDescription": "Seated with both knees bent at 90 degrees, rotating the legs from side to side to switch the hip positions.",
  "description": "Each switch takes one hip into internal rotation and the other into external rotation, working the **glutes** and deep hip rotators through their range.",
  "instructions": ["Sit with the front leg bent at 90 degrees in front of you and the back leg bent at 90 degrees to the side.", "Sit tall with the hands behind you for support if needed.", "Lift the knees and rotate both legs to the other side so the positions swap.", "Sit tall in the new position, pause, then switch back.", "Remove the hand support as your hips improve."],
  "usageInstructions": "Use 1-2 sets of 6-10 switches in a warm-up or mobility session.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 4,
  "isCompound": false, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 1, "tempo": [2, 1, 2], "sets": [1, 2], "reps": [6, 10], "restSeconds": [15, 30],
  "minExperienceLevel": "beginner", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "lower_body",
  "trainingType": ["mobility"], "movementPattern": ["rotation"],
  "primaryMuscles": ["glutes", "hip_flexors"], "secondaryMuscles": ["adductors", "abductors", "abs"],
  "equipmentRequired": [],
  "joints": ["hip", "knee", "spine"], "mobilityRequirements": ["hip_flexion"], "tags": ["warm_up", "home_friendly"],
  "contraindications": ["hip_mobility", "knee_issues"]
}$json$);
--> statement-breakpoint
SELECT seed_exercise($json${
  "name": "Inchworm",
  "shortDescription": "From standing, walking the hands out to a plank and then walking the feet up to the hands.",
  "description": "A travelling warm-up that stretches the **hamstrings** and works the **abs** and shoulders as you walk out into the plank.",
  "instructions": ["Stand tall, then hinge and place the hands on the floor, bending the knees only as much as needed.", "Walk the hands forward until you reach a high plank.", "Hold the plank briefly with the body straight.", "Walk the feet in toward the hands with straight legs as far as flexibility allows.", "Roll up to standing and repeat."],
  "usageInstructions": "Use 1-3 sets of 4-8 reps in a warm-up.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 3,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 2, "tempo": [2, 1, 2], "sets": [1, 3], "reps": [4, 8], "restSeconds": [20, 45],
  "minExperienceLevel": "beginner", "category": "mobility", "modality": "bodyweight", "forceType": "static", "bodyRegion": "full_body",
  "trainingType": ["mobility", "core"], "movementPattern": ["core_stability", "hinge"],
  "primaryMuscles": ["hamstrings", "abs"], "secondaryMuscles": ["front_delts", "calves", "triceps"],
  "equipmentRequired": [],
  "joints": ["hip", "spine", "shoulder", "wrist"], "mobilityRequirements": ["hamstring_flexibility", "wrist_extension"], "tags": ["warm_up", "home_friendly"],
  "contraindications": ["wrist_pain"]
}$json$);
--> statement-breakpoint
-- Coaching tips
SELECT seed_tip('Forearm Plank', $json${"title": "Squeeze a coin between the glutes", "description": "Tightening the glutes tilts the pelvis slightly under and takes the arch out of the lower back, so the abs carry the hold.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Forearm Plank', $json${"title": "Add seconds, then make it harder", "description": "Once three 60-second holds feel easy, move to the long-lever or weighted plank instead of holding for minutes.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('High Plank', $json${"title": "Screw the hands into the floor", "description": "Imagine turning the hands outward without moving them; the shoulders settle and the elbows lock more comfortably.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Plank Shoulder Tap', $json${"title": "Widen the feet first", "description": "A wider stance gives a bigger base, so you can keep the hips level while learning; bring the feet closer as you improve.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Side Plank', $json${"title": "Stack, then lift", "description": "Line up the shoulders, hips and ankles while lying down before you lift; it is much harder to fix alignment once you are up.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Side Plank', $json${"title": "Push the floor away", "description": "Pressing the forearm actively into the floor keeps the shoulder from sinking toward the ear.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Kneeling Side Plank', $json${"title": "Progress to the straight legs", "description": "When you can hold 40 seconds on each side without the hips dropping, straighten the legs to a full side plank.", "tipCategory": "progression", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dead Bug', $json${"title": "Exhale as the limbs go out", "description": "Breathing out as you lower the arm and leg helps pull the ribs down and keeps the lower back in contact with the floor.", "tipCategory": "breathing", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dead Bug', $json${"title": "Slower is harder", "description": "Take three seconds to lower each arm and leg; speed hides a loss of control.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Hollow Body Hold', $json${"title": "Find the shape with bent knees", "description": "Start with the knees tucked and the arms forward; straighten the legs and reach the arms overhead only as far as the lower back stays down.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Crunch', $json${"title": "Look at the ceiling, not the knees", "description": "Keeping a fist-sized gap between chin and chest stops the neck doing the work and keeps the curl in the abs.", "tipCategory": "safety", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Crunch', $json${"title": "Think ribs to hips", "description": "The movement is short: imagine the bottom of the ribs sliding toward the hip bones rather than sitting up.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Bicycle Crunch', $json${"title": "Rotate the shoulder, not the elbow", "description": "Aim the shoulder toward the knee; flapping the elbow across the face only looks like rotation.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Reverse Crunch', $json${"title": "Lift the tailbone, not the knees", "description": "Think of peeling the hips off the floor; swinging the knees toward the face lets the hip flexors take over.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Sit-Up', $json${"title": "Curl up, do not jerk up", "description": "Lead with the chin and roll up one segment at a time instead of throwing the arms forward.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Crunch', $json${"title": "Lock the hips", "description": "Fix the hips in place and let only the spine curl; if the hips sit back toward the heels, the load is too heavy.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Crunch', $json${"title": "Breathe out hard at the bottom", "description": "Forcing the air out as you curl helps the abs shorten fully.", "tipCategory": "breathing", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Lying Leg Raise', $json${"title": "Hands under the hips", "description": "Sliding the hands under the hips gives the pelvis a little support while you learn to keep the lower back down.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Flutter Kicks', $json${"title": "Raise the legs higher if the back arches", "description": "Kicking with the legs higher shortens the lever; lower them as you get stronger.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Hanging Knee Raise', $json${"title": "Kill the swing before each rep", "description": "Start every rep from a still hang; touching the feet lightly to the floor between reps is fine for beginners.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Hanging Leg Raise', $json${"title": "Curl the pelvis at the top", "description": "Getting the legs to horizontal is mostly hip flexors; tilting the pelvis up at the top is where the abs finish the job.", "tipCategory": "mind_muscle", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Hanging Leg Raise', $json${"title": "Use straps if grip fails first", "description": "Wrist straps or ab slings let you train the trunk when the grip gives out before the abs.", "tipCategory": "setup", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Captain''s Chair Knee Raise', $json${"title": "Keep the back on the pad", "description": "Press the lower back into the backrest throughout so the pelvis curls instead of the back arching.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Toes-to-Bar', $json${"title": "Press the bar down", "description": "Pushing down on the bar with straight arms engages the lats and makes it easier to fold the body up.", "tipCategory": "technique", "targetLevel": "advanced"}$json$);
--> statement-breakpoint
SELECT seed_tip('V-Up', $json${"title": "Tuck first", "description": "Learn the balance with a tuck-up, knees bent, before straightening the legs.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Rollout', $json${"title": "Roll to a wall", "description": "Set up so the plates hit a wall at the range you can control; move further away as you get stronger.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Rollout', $json${"title": "Hollow, then roll", "description": "Round the upper back slightly and tuck the pelvis before the bar moves; hold that shape all the way.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Stability Ball Rollout', $json${"title": "Let the hips travel", "description": "The hips should move forward with the shoulders as one unit; if only the arms move, you are not training anti-extension.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Suspension Trainer Fallout', $json${"title": "Foot position controls difficulty", "description": "Standing closer to vertical makes it easy; walking the feet back increases the lean and the load.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Pallof Press', $json${"title": "Stand further from the stack", "description": "Stepping away increases the cable tension without adding weight, so progress with distance first.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Pallof Press', $json${"title": "Breathe at the lockout", "description": "Take a small breath out at full extension while holding the brace; it teaches you to stay stable while breathing.", "tipCategory": "breathing", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Band Pallof Press', $json${"title": "Feel the far side", "description": "The obliques on the side away from the anchor should feel most of the work.", "tipCategory": "mind_muscle", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Woodchop', $json${"title": "Pivot the back foot", "description": "Letting the back heel turn out lets the hips rotate and keeps the twist out of the lower back.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cable Woodchop', $json${"title": "Arms are the rope", "description": "Keep the arms long and let the legs and trunk move the handle; bending the elbows turns it into an arm exercise.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Russian Twist', $json${"title": "Keep the chest proud", "description": "A long back with the chest up keeps the twist coming from the ribs instead of a rounded lower back.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Medicine Ball Russian Twist', $json${"title": "Follow the ball with your eyes", "description": "Turning the head with the ball helps the whole upper body rotate instead of just the arms.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Landmine Rotation', $json${"title": "Hips move, arms stay long", "description": "Let the hips turn and the back foot pivot with the bar; the arms only hold it.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Stability Ball Stir the Pot', $json${"title": "Start with tiny circles", "description": "Circles a few centimetres across are plenty at first; bigger circles multiply the load on the trunk.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Stability Ball Pike', $json${"title": "Shoulders over hands", "description": "At the top the shoulders should be stacked over the wrists; lean them forward as the hips rise.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Stability Ball Jackknife', $json${"title": "Master the ball plank first", "description": "Hold a 30-second high plank with the shins on the ball before adding the tuck.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Stability Ball Crunch', $json${"title": "Pick the right ball size", "description": "With the ball under the lower back, the knees should be at about 90 degrees; a ball that is too big makes balance the limiter.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Medicine Ball Slam', $json${"title": "Use the whole body", "description": "Rise onto the toes at the top and drive the ball down with the lats and abs, finishing in a half squat.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Medicine Ball Slam', $json${"title": "Use a dead ball", "description": "A sand-filled slam ball does not bounce; a rubber medicine ball can rebound into your face.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Medicine Ball Rotational Throw', $json${"title": "Throw from the back hip", "description": "The throw starts when the back hip drives forward; the arms are the last link in the chain.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Farmer''s Carry', $json${"title": "Crush the handles", "description": "Squeeze the handles hard; a strong grip also steadies the shoulders.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Farmer''s Carry', $json${"title": "Progress load or distance, not both", "description": "Add weight for strength or distance for endurance, one at a time.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Suitcase Carry', $json${"title": "Walk like the weight is not there", "description": "If someone watching cannot tell which hand holds the dumbbell, your obliques are doing their job.", "tipCategory": "mind_muscle", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Overhead Carry', $json${"title": "Biceps by the ear", "description": "Keep the arm vertical with the biceps near the ear; a weight drifting forward strains the shoulder.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Kettlebell Front-Rack Carry', $json${"title": "Wrist straight, bell on the forearm", "description": "The bell should rest on the back of the forearm with a straight wrist, not hang from a bent wrist.", "tipCategory": "setup", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Kettlebell Swing', $json${"title": "Hike it like a football", "description": "Hike the bell back high between the thighs at the start of each rep so the forearms touch the inner thighs.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Kettlebell Swing', $json${"title": "Breathe out at the top", "description": "A sharp exhale as the hips lock out helps you brace and finish the swing tall.", "tipCategory": "breathing", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Kettlebell Clean', $json${"title": "Zip up the jacket", "description": "Keep the elbow close and pull the bell straight up the body like zipping a jacket, so it does not flip over onto the forearm.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Kettlebell Snatch', $json${"title": "Punch through at the top", "description": "Punch the hand up and through the handle as the bell arrives overhead so it lands softly.", "tipCategory": "technique", "targetLevel": "advanced"}$json$);
--> statement-breakpoint
SELECT seed_tip('Kettlebell Turkish Get-Up', $json${"title": "Eyes on the bell", "description": "Looking at the bell until you are half-kneeling keeps the arm vertical and tells you when it drifts.", "tipCategory": "safety", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Kettlebell Turkish Get-Up', $json${"title": "Practise with a shoe", "description": "Balance a shoe on the fist for the first sessions; if it falls, the arm was not vertical.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Kettlebell Windmill', $json${"title": "Push the hip out", "description": "Push the hip on the bell side out and back; the trunk tilts because the hips move, not because the spine side-bends.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Kettlebell Halo', $json${"title": "Close to the head", "description": "Keep the bell close to the skull; a wide circle loads the shoulders and forces the lower back to arch.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Power Clean', $json${"title": "Bar close, elbows high", "description": "Keep the bar brushing the thighs and whip the elbows forward fast in the catch.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Power Clean', $json${"title": "Learn from the top down", "description": "Build the lift from the hang, then from below the knee, then from the floor.", "tipCategory": "progression", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Hang Clean', $json${"title": "Hips back, not knees forward", "description": "Lower into the hang by pushing the hips back with the shoulders over the bar.", "tipCategory": "setup", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Push Jerk', $json${"title": "Dip straight down", "description": "Bend the knees with the torso upright and weight through the whole foot; leaning forward sends the bar forward.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Power Snatch', $json${"title": "Wide enough grip", "description": "The bar should sit in the hip crease when standing with straight arms; measure it before loading.", "tipCategory": "setup", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Clean Pull', $json${"title": "Finish tall", "description": "Finish every pull on the toes with a shrug, hips fully open, before the bar comes down.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Barbell Thruster', $json${"title": "Let the legs throw the bar", "description": "Drive out of the bottom fast enough that the bar leaves the shoulders from the leg drive.", "tipCategory": "technique", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Dumbbell Thruster', $json${"title": "One smooth movement", "description": "Do not pause between the squat and the press; the momentum from the legs should carry into the press.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Rowing Machine Steady-State Row', $json${"title": "Legs, body, arms", "description": "Drive with the legs first, then swing the body, then pull the arms; return in the opposite order.", "tipCategory": "technique", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Rowing Machine Steady-State Row', $json${"title": "Damper is not difficulty", "description": "A damper of about 3-5 feels most like water; a higher setting tires the back without making you fitter.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Rowing Machine Interval Row', $json${"title": "Control the rate", "description": "Hold the rate around 26-30 strokes a minute on intervals; a longer, stronger stroke beats a frantic one.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Stationary Bike Steady Ride', $json${"title": "Set the saddle height", "description": "At the bottom of the pedal stroke the knee should be slightly bent, about 25-35 degrees.", "tipCategory": "setup", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Stationary Bike Sprint Intervals', $json${"title": "Enough resistance to push", "description": "With too little resistance you bounce in the saddle; add resistance until you can push hard and stay seated.", "tipCategory": "setup", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Jump Rope Basic Bounce', $json${"title": "Wrists turn the rope", "description": "Keep the elbows by the sides and turn the rope with small wrist circles.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Jump Rope Basic Bounce', $json${"title": "Size the rope", "description": "Standing on the middle of the rope, the handles should reach about the armpits.", "tipCategory": "setup", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Jump Rope Double-Under', $json${"title": "Practise single-double-single", "description": "Alternate one single bounce with one double-under to learn the timing before stringing doubles together.", "tipCategory": "progression", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('Burpee', $json${"title": "Step it down when form breaks", "description": "When the push-up sags or the landings get heavy, step back and in instead of jumping.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Mountain Climber', $json${"title": "Shoulders stay over the hands", "description": "If the shoulders drift back behind the hands, the hips rise and the drill loses its core work.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Jumping Jack', $json${"title": "Stay on the balls of the feet", "description": "Light, quiet landings on the forefoot are easier on the knees than flat-footed slaps.", "tipCategory": "safety", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Bear Crawl', $json${"title": "Balance a bottle on the back", "description": "Imagine a water bottle on your lower back; crawl so it would not fall off.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Brisk Walk', $json${"title": "Use the talk test", "description": "You should be able to talk but not sing; that keeps the pace brisk yet sustainable.", "tipCategory": "technique", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Easy Aerobic Run', $json${"title": "Run slower than you think", "description": "Most easy runs should feel easy; if you cannot talk, slow down or walk for a minute.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Flat Sprints', $json${"title": "Warm up like it matters", "description": "Jog, do drills and run three or four strides at rising speed before the first sprint.", "tipCategory": "safety", "targetLevel": "intermediate"}$json$);
--> statement-breakpoint
SELECT seed_tip('World''s Greatest Stretch', $json${"title": "Rotate from the upper back", "description": "Keep the hips still and turn the chest to the ceiling; the reach should come from the upper back, not the lower back.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
SELECT seed_tip('Cat-Cow', $json${"title": "Move with the breath", "description": "Breathe out as you round and in as you arch, taking about four seconds each way.", "tipCategory": "breathing", "targetLevel": "sedentary"}$json$);
--> statement-breakpoint
SELECT seed_tip('Inchworm', $json${"title": "Bend the knees if needed", "description": "Bend the knees as much as you need to put the hands down with a long back, then straighten them over time.", "tipCategory": "technique", "targetLevel": "beginner"}$json$);
--> statement-breakpoint
-- Common mistakes
SELECT seed_mistake('Forearm Plank', $json${"title": "Sagging hips", "description": "The hips drop below the line of the shoulders and heels and the lower back arches.", "severity": "medium", "mistakeType": "form", "correction": "Squeeze the glutes, pull the ribs down and end the set as soon as the hips start to drop.", "consequences": "The lumbar spine hangs in extension and the abs stop working.", "coachingCues": ["Ribs down", "Glutes tight", "One straight line"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Forearm Plank', $json${"title": "Hips piked up", "description": "The hips rise high into an inverted V to make the hold easier.", "severity": "low", "mistakeType": "form", "correction": "Lower the hips until they are level with the shoulders; use a mirror or a dowel along the back.", "consequences": "The lever shortens, so the abs barely work.", "coachingCues": ["Hips level", "Long from head to heels"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('High Plank', $json${"title": "Shoulders sinking between the shoulder blades", "description": "The chest drops toward the floor and the shoulder blades pinch together.", "severity": "low", "mistakeType": "form", "correction": "Push the floor away so the upper back is slightly rounded and the shoulder blades spread.", "consequences": "Strain on the front of the shoulders and wrists.", "coachingCues": ["Push the floor away", "Fill the upper back"], "injuryRisk": ["shoulders", "wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Plank Shoulder Tap', $json${"title": "Hips rocking side to side", "description": "The hips sway toward the supporting hand on every tap.", "severity": "low", "mistakeType": "form", "correction": "Widen the feet, slow the taps down and squeeze the glutes.", "consequences": "The anti-rotation work is lost.", "coachingCues": ["Hips still", "Slow taps", "Wide feet"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Side Plank', $json${"title": "Hips rolling back", "description": "The top hip rolls behind the bottom hip so the body twists.", "severity": "low", "mistakeType": "form", "correction": "Stack the hips and shoulders and imagine your back against a wall.", "consequences": "The obliques do less and the shoulder takes more load.", "coachingCues": ["Stack the hips", "Chest forward"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Side Plank', $json${"title": "Shoulder shrugging to the ear", "description": "The bottom shoulder collapses so the neck shortens.", "severity": "medium", "mistakeType": "form", "correction": "Press the forearm down and lengthen the neck away from the shoulder.", "consequences": "Irritation of the bottom shoulder.", "coachingCues": ["Push the floor away", "Long neck"], "injuryRisk": ["shoulders", "neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dead Bug', $json${"title": "Lower back lifting off the floor", "description": "The lower back arches as the leg and arm reach long.", "severity": "medium", "mistakeType": "range_of_motion", "correction": "Shorten the reach: keep the knee bent or lower the leg less, and exhale as the limbs move out.", "consequences": "Strain on the lower back and no anti-extension training.", "coachingCues": ["Back stays down", "Exhale out", "Reach only as far as you control"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dead Bug', $json${"title": "Rushing the reps", "description": "Arms and legs flail quickly from side to side.", "severity": "low", "mistakeType": "tempo", "correction": "Take three seconds out and two back; pause at the start of every rep.", "consequences": "Momentum replaces control.", "coachingCues": ["Slow out", "Pause, then switch"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Hollow Body Hold', $json${"title": "Lower back arching", "description": "The lower back lifts off the floor as the legs and arms extend.", "severity": "medium", "mistakeType": "form", "correction": "Bend the knees or bring the arms forward until the back stays down.", "consequences": "Lumbar strain and little abdominal work.", "coachingCues": ["Press the back down", "Shorten the lever"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Crunch', $json${"title": "Yanking the head", "description": "Interlaced hands pull the head forward on every rep.", "severity": "medium", "mistakeType": "form", "correction": "Cross the arms on the chest or place the fingertips lightly at the ears; keep a gap under the chin.", "consequences": "Neck strain while the abs do less.", "coachingCues": ["Chin off the chest", "Hands light"], "injuryRisk": ["neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Crunch', $json${"title": "Sitting all the way up", "description": "The crunch turns into a swinging sit-up with the hip flexors doing the work.", "severity": "low", "mistakeType": "range_of_motion", "correction": "Stop once the shoulder blades leave the floor and hold briefly.", "consequences": "More hip flexor and lower back load, less ab work.", "coachingCues": ["Shoulder blades up", "Short and squeezed"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Bicycle Crunch', $json${"title": "Elbow flapping instead of rotating", "description": "The elbow swings across the face while the shoulders stay flat.", "severity": "low", "mistakeType": "form", "correction": "Rotate the shoulder toward the knee with the elbow staying wide.", "consequences": "Neck strain and little oblique work.", "coachingCues": ["Shoulder to knee", "Elbows wide"], "injuryRisk": ["neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Reverse Crunch', $json${"title": "Swinging the legs", "description": "The knees swing toward the face using momentum.", "severity": "low", "mistakeType": "tempo", "correction": "Keep the knees at 90 degrees and lift only the hips with a slow lowering.", "consequences": "The hip flexors take over and the lower back can be jolted.", "coachingCues": ["Lift the tailbone", "Lower slowly"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Sit-Up', $json${"title": "Feet anchored and jerking up", "description": "The lifter throws the arms and jerks up from anchored feet.", "severity": "medium", "mistakeType": "tempo", "correction": "Roll up smoothly with the arms crossed; reduce reps if you need momentum.", "consequences": "Repeated jerky spinal flexion can irritate the lower back.", "coachingCues": ["Roll up", "No throwing the arms"], "injuryRisk": ["lower_back", "neck"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Crunch', $json${"title": "Sitting back onto the heels", "description": "The hips move back and forth so the weight is moved by the hips.", "severity": "medium", "mistakeType": "load", "correction": "Lower the weight and keep the hips fixed above the knees.", "consequences": "The abs do little and the lower back and hips take the load.", "coachingCues": ["Hips stay high", "Curl the spine"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Lying Leg Raise', $json${"title": "Letting the back arch at the bottom", "description": "As the legs lower the lumbar spine lifts off the floor.", "severity": "medium", "mistakeType": "range_of_motion", "correction": "Stop lowering the legs at the point where the back starts to lift, or bend the knees.", "consequences": "Shear stress on the lumbar spine.", "coachingCues": ["Back flat", "Stop before it arches"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Flutter Kicks', $json${"title": "Holding the breath", "description": "The lifter holds the breath and goes red in the face.", "severity": "low", "mistakeType": "breathing", "correction": "Breathe short and steady through the set; count breaths instead of kicks.", "consequences": "Blood-pressure spikes and early fatigue.", "coachingCues": ["Keep breathing", "Small kicks"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Hanging Knee Raise', $json${"title": "Swinging for momentum", "description": "The body swings back and forth and each rep is thrown up.", "severity": "medium", "mistakeType": "tempo", "correction": "Pause at the bottom until still and lower slowly.", "consequences": "The abs do little and the shoulders and grip are jolted.", "coachingCues": ["Still hang", "Lower for two seconds"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Hanging Leg Raise', $json${"title": "Stopping at hip height without curling the pelvis", "description": "Legs rise to horizontal while the pelvis stays tilted forward.", "severity": "low", "mistakeType": "range_of_motion", "correction": "Finish each rep by tilting the pelvis back and lifting slightly higher.", "consequences": "Mostly hip flexor work and more lumbar extension stress.", "coachingCues": ["Curl the hips up", "Posterior tilt"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Captain''s Chair Knee Raise', $json${"title": "Arching the back away from the pad", "description": "The lower back leaves the backrest as the knees rise.", "severity": "low", "mistakeType": "form", "correction": "Keep the lower back pressed into the pad and lift the knees only as high as you can with the back in contact.", "consequences": "Hip flexors do most of the work and the lower back arches.", "coachingCues": ["Back on the pad", "Curl the pelvis"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Toes-to-Bar', $json${"title": "Kipping before earning strict reps", "description": "Using a big swing to touch the bar without strict strength.", "severity": "high", "mistakeType": "tempo", "correction": "Build 10 strict hanging leg raises first; kip only with coaching.", "consequences": "Shoulder and lower-back strain from uncontrolled swinging.", "coachingCues": ["Strict first", "Control the swing"], "injuryRisk": ["shoulders", "lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('V-Up', $json${"title": "Flopping down", "description": "The arms and legs drop to the floor after each rep.", "severity": "low", "mistakeType": "tempo", "correction": "Lower for two seconds and stop just above the floor.", "consequences": "Half the training effect is lost and the back is jolted.", "coachingCues": ["Control down", "Hover, don't drop"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Rollout', $json${"title": "Lower back sagging at full extension", "description": "The hips drop and the lumbar spine hyperextends at the far point.", "severity": "high", "mistakeType": "range_of_motion", "correction": "Shorten the range, roll toward a wall and keep the pelvis tucked.", "consequences": "Lumbar strain; this is the main injury risk of rollouts.", "coachingCues": ["Ribs down", "Tuck the pelvis", "Only as far as you control"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Rollout', $json${"title": "Returning with the hips first", "description": "The hips pike up first to pull the bar back.", "severity": "low", "mistakeType": "form", "correction": "Pull the bar back with the abs and lats so the hips and shoulders return together.", "consequences": "The hardest part of the return is skipped.", "coachingCues": ["Move as one piece", "Abs pull the bar back"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Stability Ball Rollout', $json${"title": "Arms moving without the hips", "description": "Only the arms roll forward while the hips stay back.", "severity": "low", "mistakeType": "form", "correction": "Let the hips travel forward so the body stays straight from knees to shoulders.", "consequences": "The drill becomes a shoulder stretch instead of core work.", "coachingCues": ["Hips follow", "Straight line"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Suspension Trainer Fallout', $json${"title": "Too steep a lean", "description": "The feet are set so far back that the lower back collapses.", "severity": "high", "mistakeType": "setup", "correction": "Start more upright and move the feet back only when you can hold the line.", "consequences": "Lumbar hyperextension under load.", "coachingCues": ["Start tall", "Ribs down"], "injuryRisk": ["lower_back", "shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Pallof Press', $json${"title": "Rotating toward the cable", "description": "The chest turns toward the stack as the arms press out.", "severity": "low", "mistakeType": "form", "correction": "Use a lighter load or step closer and keep the sternum facing forward.", "consequences": "Anti-rotation training is lost.", "coachingCues": ["Sternum forward", "Press straight out"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Pallof Press', $json${"title": "Too narrow a stance", "description": "Feet together make balance the limiter.", "severity": "low", "mistakeType": "setup", "correction": "Stand hip width with soft knees.", "consequences": "The obliques cannot be loaded well.", "coachingCues": ["Hip width", "Soft knees"], "injuryRisk": ["hips"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Band Pallof Press', $json${"title": "Arms bending and drifting", "description": "The hands drift toward the anchor and the elbows bend at extension.", "severity": "low", "mistakeType": "form", "correction": "Lock the arms straight and hold the hands on the midline for two seconds.", "consequences": "The trunk stops resisting and the drill becomes an arm exercise.", "coachingCues": ["Hands on the midline", "Lock and hold"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Woodchop', $json${"title": "Twisting from the lower back with the feet planted", "description": "The feet stay fixed while the lumbar spine does all the turning.", "severity": "high", "mistakeType": "form", "correction": "Pivot the back foot and rotate the hips with the trunk.", "consequences": "Shear and torsion through the lumbar discs.", "coachingCues": ["Pivot the back foot", "Hips and chest turn together"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Cable Woodchop', $json${"title": "Pulling with the arms", "description": "The elbows bend and the arms pull the handle down.", "severity": "low", "mistakeType": "form", "correction": "Keep the arms long and use a lighter weight.", "consequences": "The shoulders tire before the obliques are trained.", "coachingCues": ["Long arms", "Turn the body"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Russian Twist', $json${"title": "Rounded lower back", "description": "The lifter slumps into the lower back and twists from there.", "severity": "medium", "mistakeType": "form", "correction": "Sit tall with the chest up and lean back only as far as you can keep the back long.", "consequences": "Twisting under flexion irritates the lumbar discs.", "coachingCues": ["Chest proud", "Long spine"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Russian Twist', $json${"title": "Moving only the arms", "description": "The hands move side to side while the shoulders face forward.", "severity": "low", "mistakeType": "range_of_motion", "correction": "Turn the shoulders and follow the hands with the eyes.", "consequences": "The obliques barely work.", "coachingCues": ["Turn the ribs", "Eyes follow the hands"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Medicine Ball Russian Twist', $json${"title": "Slamming the ball to the floor", "description": "The ball is thrown down at each side and bounces.", "severity": "low", "mistakeType": "tempo", "correction": "Touch the ball down lightly and stop it with the trunk.", "consequences": "Jerky rotation with little control.", "coachingCues": ["Tap, don't slam", "Control each side"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Landmine Rotation', $json${"title": "Bending the arms", "description": "The elbows bend and the arms muscle the bar across.", "severity": "low", "mistakeType": "form", "correction": "Keep the arms long and rotate the hips and trunk; use a lighter load.", "consequences": "Shoulder strain and less oblique work.", "coachingCues": ["Long arms", "Hips drive"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Stability Ball Stir the Pot', $json${"title": "Hips sagging as the circles grow", "description": "The lower back arches when the elbows move further from the body.", "severity": "medium", "mistakeType": "range_of_motion", "correction": "Make the circles smaller and widen the feet.", "consequences": "Lumbar strain.", "coachingCues": ["Small circles", "Glutes tight"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Stability Ball Pike', $json${"title": "Bending the knees", "description": "The legs bend so the hips cannot rise into the pike.", "severity": "low", "mistakeType": "form", "correction": "Do the jackknife until you can keep the legs straight.", "consequences": "The exercise becomes a poorly controlled knee tuck.", "coachingCues": ["Straight legs", "Hips to the ceiling"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Stability Ball Jackknife', $json${"title": "Hips sagging in the plank", "description": "Between reps the hips drop toward the floor.", "severity": "medium", "mistakeType": "form", "correction": "Brace and squeeze the glutes before every rep; stop the set when the plank breaks.", "consequences": "Lower back strain.", "coachingCues": ["Hold the plank", "Glutes on"], "injuryRisk": ["lower_back", "wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Medicine Ball Slam', $json${"title": "Rounding to pick up the ball", "description": "The back rounds as the lifter bends over to scoop up the ball.", "severity": "medium", "mistakeType": "form", "correction": "Squat or hinge with a flat back to pick the ball up.", "consequences": "Repeated rounded pickups stress the lower back.", "coachingCues": ["Flat back", "Squat to the ball"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Medicine Ball Slam', $json${"title": "Arms only", "description": "The ball is thrown with the arms while the legs stay still.", "severity": "low", "mistakeType": "form", "correction": "Rise onto the toes and slam with the lats and abs, dropping into a half squat.", "consequences": "Little power and sore shoulders.", "coachingCues": ["Tall, then crash down", "Whole body"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Medicine Ball Rotational Throw', $json${"title": "Throwing with the arms", "description": "The hips stay square and the arms push the ball.", "severity": "low", "mistakeType": "form", "correction": "Load the back hip and drive it toward the wall first.", "consequences": "Low power and strain on the shoulders.", "coachingCues": ["Hip first", "Arms last"], "injuryRisk": ["shoulders", "lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Farmer''s Carry', $json${"title": "Shoulders rolling forward", "description": "The shoulders round forward and the upper back slumps under the weight.", "severity": "medium", "mistakeType": "form", "correction": "Stand tall with the shoulders set down and back before walking; use lighter dumbbells if needed.", "consequences": "Neck and upper-back strain.", "coachingCues": ["Proud chest", "Shoulders back"], "injuryRisk": ["neck", "shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Farmer''s Carry', $json${"title": "Dropping the weights at the end", "description": "The dumbbells are dropped or set down with a rounded back.", "severity": "medium", "mistakeType": "setup", "correction": "Hinge and set the weights down under control.", "consequences": "Back strain at the end of the set when you are tired.", "coachingCues": ["Hinge to set down", "Flat back to the end"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Suitcase Carry', $json${"title": "Leaning toward or away from the weight", "description": "The trunk tilts to the loaded side or leans hard away from it.", "severity": "medium", "mistakeType": "form", "correction": "Stand tall with level shoulders; reduce the weight until you can.", "consequences": "The obliques stop working and the spine side-bends under load.", "coachingCues": ["Level shoulders", "Stand tall"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Overhead Carry', $json${"title": "Ribs flaring and back arching", "description": "The lower back arches to get the arm overhead.", "severity": "high", "mistakeType": "form", "correction": "Brace the ribs down and use a lighter weight or a single arm; improve overhead mobility first.", "consequences": "Lower back compression and shoulder strain.", "coachingCues": ["Ribs down", "Glutes tight"], "injuryRisk": ["lower_back", "shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Kettlebell Front-Rack Carry', $json${"title": "Bent wrist in the rack", "description": "The bell hangs off a bent wrist instead of resting on the forearm.", "severity": "medium", "mistakeType": "form", "correction": "Keep the wrist straight with the handle diagonal across the palm.", "consequences": "Wrist strain and a bell that slips.", "coachingCues": ["Straight wrist", "Bell on the forearm"], "injuryRisk": ["wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Kettlebell Swing', $json${"title": "Squatting the swing", "description": "The knees bend a lot and the hips drop, so the bell is lifted by the legs and arms.", "severity": "medium", "mistakeType": "form", "correction": "Push the hips back with shins nearly vertical; practise wall hip hinges.", "consequences": "Less glute power and more strain on the knees and shoulders.", "coachingCues": ["Hips back", "Shins vertical"], "injuryRisk": ["knees", "lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Kettlebell Swing', $json${"title": "Rounding the back at the bottom", "description": "The back rounds as the bell swings between the legs.", "severity": "high", "mistakeType": "form", "correction": "Hike the bell high and hinge with a flat back; stop when fatigue breaks the position.", "consequences": "Ballistic load on a flexed spine can strain the lower back.", "coachingCues": ["Flat back", "Hike high", "Chest proud"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Kettlebell Swing', $json${"title": "Lifting with the arms", "description": "The arms raise the bell instead of the hips driving it.", "severity": "low", "mistakeType": "form", "correction": "Relax the arms and snap the hips; the bell should float.", "consequences": "Shoulder fatigue and a weak swing.", "coachingCues": ["Arms are ropes", "Snap the hips"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Kettlebell Clean', $json${"title": "Bell crashing onto the forearm", "description": "The bell swings wide and slams onto the forearm.", "severity": "medium", "mistakeType": "form", "correction": "Keep the elbow close and rotate the hand around the bell earlier.", "consequences": "Bruised forearms and wrist strain.", "coachingCues": ["Elbow in", "Zip it up"], "injuryRisk": ["wrists", "forearms"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Kettlebell Snatch', $json${"title": "Gripping the handle too tight overhead", "description": "The bell is held in a death grip through the turnover and on the way down.", "severity": "medium", "mistakeType": "form", "correction": "Loosen the grip at the turnover and let the handle rotate in the hand; hook grip on the way down.", "consequences": "Torn calluses and palm blisters.", "coachingCues": ["Punch through", "Relax the grip"], "injuryRisk": ["hands"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Kettlebell Snatch', $json${"title": "Bell arcing wide and flipping", "description": "The bell swings far from the body and slams the forearm at lockout.", "severity": "medium", "mistakeType": "form", "correction": "Keep the bell close on the way up like a clean, then punch through.", "consequences": "Bruised forearms and shoulder jarring.", "coachingCues": ["Tight arc", "Punch through"], "injuryRisk": ["shoulders", "wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Kettlebell Turkish Get-Up', $json${"title": "Arm drifting off vertical", "description": "The loaded arm tilts forward or sideways as the body moves.", "severity": "critical", "mistakeType": "form", "correction": "Keep the eyes on the bell and the arm vertical; use a lighter bell or a shoe.", "consequences": "A heavy bell falling onto the face or a strained shoulder.", "coachingCues": ["Eyes on the bell", "Arm vertical"], "injuryRisk": ["shoulders", "head"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Kettlebell Windmill', $json${"title": "Bending the spine sideways", "description": "The trunk side-bends instead of the hips moving back.", "severity": "medium", "mistakeType": "form", "correction": "Push the hip out and back and hinge; reduce the range.", "consequences": "Lower back strain.", "coachingCues": ["Hip out", "Hinge"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Kettlebell Halo', $json${"title": "Arching the back", "description": "The ribs flare and the lower back arches as the bell passes behind the head.", "severity": "low", "mistakeType": "form", "correction": "Squeeze the glutes, brace and use a lighter bell.", "consequences": "Lower back irritation.", "coachingCues": ["Ribs down", "Glutes tight"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Power Clean', $json${"title": "Rounding the back off the floor", "description": "The back rounds as the bar leaves the floor.", "severity": "critical", "mistakeType": "form", "correction": "Lower the weight, set the back flat with the chest up and push the floor away.", "consequences": "Serious lower back injury under heavy load.", "coachingCues": ["Chest up", "Flat back", "Push the floor"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Power Clean', $json${"title": "Pulling early with the arms", "description": "The elbows bend before the hips extend.", "severity": "medium", "mistakeType": "form", "correction": "Keep the arms long like ropes until the jump at the hips.", "consequences": "Less bar speed and elbow strain.", "coachingCues": ["Long arms", "Jump, then pull under"], "injuryRisk": ["elbows", "wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Hang Clean', $json${"title": "Slow elbows in the catch", "description": "The elbows stay down so the bar lands on the hands.", "severity": "medium", "mistakeType": "form", "correction": "Whip the elbows forward fast so the bar lands on the shoulders.", "consequences": "Wrist strain and lost lifts.", "coachingCues": ["Fast elbows", "Bar on shoulders"], "injuryRisk": ["wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Push Jerk', $json${"title": "Forward dip", "description": "The torso leans and the knees travel forward in the dip.", "severity": "medium", "mistakeType": "form", "correction": "Dip straight down with the weight over the mid-foot and the chest tall.", "consequences": "The bar goes forward and the lower back arches.", "coachingCues": ["Straight down", "Tall chest"], "injuryRisk": ["lower_back", "shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Power Snatch', $json${"title": "Bar swinging away from the body", "description": "The bar loops far forward off the hips.", "severity": "medium", "mistakeType": "form", "correction": "Keep the bar close, brushing the thighs, and pull yourself under.", "consequences": "Missed lifts and shoulder strain in the catch.", "coachingCues": ["Bar close", "Sweep it in"], "injuryRisk": ["shoulders", "lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Clean Pull', $json${"title": "Bending the arms", "description": "The elbows bend early and the arms try to pull.", "severity": "low", "mistakeType": "form", "correction": "Keep the arms long and finish with a shrug.", "consequences": "Less power transfer and elbow stress.", "coachingCues": ["Long arms", "Shrug"], "injuryRisk": ["elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Thruster', $json${"title": "Pressing after standing up", "description": "The squat and press are separated with a pause at the top.", "severity": "low", "mistakeType": "tempo", "correction": "Drive out of the squat and let the bar keep moving into the press.", "consequences": "The press gets much harder and the shoulders tire quickly.", "coachingCues": ["One movement", "Legs throw the bar"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Barbell Thruster', $json${"title": "Elbows dropping in the squat", "description": "The elbows fall and the torso tips forward.", "severity": "medium", "mistakeType": "form", "correction": "Keep the elbows high and the chest up; lighten the load.", "consequences": "Lower back strain and lost front rack.", "coachingCues": ["Elbows high", "Chest up"], "injuryRisk": ["lower_back", "wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Dumbbell Thruster', $json${"title": "Shallow squat", "description": "The squat is cut short to get to the press.", "severity": "low", "mistakeType": "range_of_motion", "correction": "Squat until the thighs are parallel before driving up.", "consequences": "Less leg work and more pressing with the shoulders.", "coachingCues": ["Hips below knees", "Drive up"], "injuryRisk": ["shoulders"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Rowing Machine Steady-State Row', $json${"title": "Arms pull before the legs finish", "description": "The arms bend at the start of the drive.", "severity": "low", "mistakeType": "form", "correction": "Keep the arms straight until the legs are nearly flat.", "consequences": "A weak stroke and tired arms.", "coachingCues": ["Legs first", "Arms last"], "injuryRisk": ["elbows"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Rowing Machine Steady-State Row', $json${"title": "Rounding forward at the catch", "description": "The lifter reaches with a rounded back.", "severity": "medium", "mistakeType": "form", "correction": "Hinge forward from the hips with a long back.", "consequences": "Lower back strain.", "coachingCues": ["Tall spine", "Hinge from the hips"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Rowing Machine Interval Row', $json${"title": "Rushing the slide", "description": "The recovery is rushed, making the rate high and the strokes short.", "severity": "low", "mistakeType": "tempo", "correction": "Take twice as long on the recovery as on the drive.", "consequences": "Wasted energy and poor split times.", "coachingCues": ["Quick drive", "Slow return"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Stationary Bike Steady Ride', $json${"title": "Saddle too low", "description": "The knees stay bent deeply at the bottom of the stroke.", "severity": "low", "mistakeType": "setup", "correction": "Raise the saddle until the knee is only slightly bent at the bottom.", "consequences": "Knee strain and poor power.", "coachingCues": ["Slight knee bend at the bottom", "Hips steady on the saddle"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Stationary Bike Sprint Intervals', $json${"title": "Too little resistance", "description": "The legs spin wildly and the hips bounce.", "severity": "low", "mistakeType": "load", "correction": "Add resistance until you can push hard and stay smooth.", "consequences": "Little training effect and a bouncing pelvis.", "coachingCues": ["Push, don't flail", "Stay seated and smooth"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Jump Rope Basic Bounce', $json${"title": "Jumping too high", "description": "Big jumps and bent knees on every turn.", "severity": "low", "mistakeType": "form", "correction": "Hop an inch or two and let the rope do the work.", "consequences": "Rapid fatigue and heavy landings.", "coachingCues": ["Small hops", "Quiet feet"], "injuryRisk": ["knees", "ankles"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Jump Rope Double-Under', $json${"title": "Piking the legs", "description": "The knees fold up toward the chest to clear the rope.", "severity": "low", "mistakeType": "form", "correction": "Keep the legs straight and spin the wrists faster.", "consequences": "Tiring, inefficient and hard on the knees.", "coachingCues": ["Straight legs", "Fast wrists"], "injuryRisk": ["knees"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Burpee', $json${"title": "Sagging plank", "description": "The hips collapse when the feet land in the plank.", "severity": "medium", "mistakeType": "form", "correction": "Land in a strong plank; step back if you cannot.", "consequences": "Lower back strain over many reps.", "coachingCues": ["Land in a plank", "Brace"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Burpee', $json${"title": "Heavy landings", "description": "The jump ends on flat, stiff legs.", "severity": "medium", "mistakeType": "form", "correction": "Land on the balls of the feet and bend the knees; skip the jump when fatigued.", "consequences": "Knee and ankle stress.", "coachingCues": ["Soft landing", "Knees bend"], "injuryRisk": ["knees", "ankles"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Mountain Climber', $json${"title": "Bouncing hips", "description": "The hips pop up and down with each leg drive.", "severity": "low", "mistakeType": "form", "correction": "Slow the pace and hold the plank line.", "consequences": "The core work disappears.", "coachingCues": ["Hips level", "Shoulders over hands"], "injuryRisk": ["lower_back", "wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Jumping Jack', $json${"title": "Flat-footed landings", "description": "The lifter lands on the heels with locked knees.", "severity": "low", "mistakeType": "form", "correction": "Stay on the balls of the feet with soft knees.", "consequences": "Jarring of the knees and shins.", "coachingCues": ["Light feet", "Soft knees"], "injuryRisk": ["knees", "ankles"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Bear Crawl', $json${"title": "Hips too high", "description": "The hips rise into a pike.", "severity": "low", "mistakeType": "form", "correction": "Keep the hips at shoulder height and the knees low.", "consequences": "Less core and shoulder work.", "coachingCues": ["Low hips", "Flat back"], "injuryRisk": ["wrists"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Easy Aerobic Run', $json${"title": "Overstriding", "description": "The foot lands far in front of the body with a straight knee.", "severity": "medium", "mistakeType": "form", "correction": "Take shorter, quicker steps and land under the hips.", "consequences": "Braking forces that stress the knees and shins.", "coachingCues": ["Short steps", "Land under you"], "injuryRisk": ["knees", "shins"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Flat Sprints', $json${"title": "Sprinting without a warm-up", "description": "Going all out from cold.", "severity": "high", "mistakeType": "setup", "correction": "Complete a thorough warm-up including strides before maximal efforts.", "consequences": "Hamstring strains.", "coachingCues": ["Warm up first", "Build speed"], "injuryRisk": ["hamstrings"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Shuttle Run', $json${"title": "Turning with straight legs", "description": "The lifter stops by reaching a foot out with a straight knee.", "severity": "medium", "mistakeType": "form", "correction": "Lower the hips and take small steps into the line, planting the outside foot with bent knees.", "consequences": "Knee and ankle sprains.", "coachingCues": ["Low to turn", "Small steps"], "injuryRisk": ["knees", "ankles"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('World''s Greatest Stretch', $json${"title": "Rushing the positions", "description": "Flowing through so fast that no position is held.", "severity": "low", "mistakeType": "tempo", "correction": "Hold each position for a slow breath.", "consequences": "Little mobility gain.", "coachingCues": ["Breathe in each position", "Slow and deliberate"], "injuryRisk": ["hips"]}$json$);
--> statement-breakpoint
SELECT seed_mistake('Inchworm', $json${"title": "Sagging plank at the end", "description": "The hips drop when the hands reach the plank.", "severity": "low", "mistakeType": "form", "correction": "Brace as you reach the plank and walk out only as far as you control.", "consequences": "Lower back strain.", "coachingCues": ["Brace at the end", "Hips level"], "injuryRisk": ["lower_back"]}$json$);
--> statement-breakpoint
-- Variation pairs
SELECT seed_variation('Kneeling Forearm Plank', 'Forearm Plank', $json${"name": "Plank: knees to toes", "variationType": "progression", "equipment": [], "oneToTwo": "Straighten the legs onto the toes for a longer lever and a harder hold.", "twoToOne": "Drop to the knees to shorten the lever while learning the brace."}$json$);
--> statement-breakpoint
SELECT seed_variation('Forearm Plank', 'Long-Lever Plank', $json${"name": "Plank: standard to long lever", "variationType": "progression", "equipment": [], "oneToTwo": "Walk the elbows forward past the eyes to make the abs work near their limit.", "twoToOne": "Bring the elbows back under the shoulders for an easier, longer hold."}$json$);
--> statement-breakpoint
SELECT seed_variation('Forearm Plank', 'Weighted Plank', $json${"name": "Plank: bodyweight to plate-loaded", "variationType": "progression", "equipment": ["weight_plate"], "oneToTwo": "Add a plate across the upper back to progress with load instead of time.", "twoToOne": "Remove the plate and build holding time without load."}$json$);
--> statement-breakpoint
SELECT seed_variation('Forearm Plank', 'High Plank', $json${"name": "Plank: forearms to hands", "variationType": "angle_change", "equipment": [], "oneToTwo": "Press up onto straight arms for more shoulder and serratus work, at the cost of wrist load.", "twoToOne": "Drop to the forearms to take the wrists out and focus on the trunk."}$json$);
--> statement-breakpoint
SELECT seed_variation('Forearm Plank', 'Stability Ball Forearm Plank', $json${"name": "Plank: floor to stability ball", "variationType": "progression", "equipment": ["stability_ball"], "oneToTwo": "Put the forearms on a ball so the unstable surface makes the trunk work harder.", "twoToOne": "Return to the floor for a stable base."}$json$);
--> statement-breakpoint
SELECT seed_variation('High Plank', 'Plank Shoulder Tap', $json${"name": "High plank: static to shoulder taps", "variationType": "progression", "equipment": [], "oneToTwo": "Lift one hand at a time to add an anti-rotation challenge.", "twoToOne": "Keep both hands down to hold a simpler static plank."}$json$);
--> statement-breakpoint
SELECT seed_variation('Forearm Plank', 'Plank Up-Down', $json${"name": "Plank: static to up-downs", "variationType": "progression", "equipment": [], "oneToTwo": "Walk between forearms and hands to add shoulder and triceps work to the hold.", "twoToOne": "Stay on the forearms for a static, wrist-free plank."}$json$);
--> statement-breakpoint
SELECT seed_variation('High Plank', 'Plank Jack', $json${"name": "High plank: static to plank jacks", "variationType": "progression", "equipment": [], "oneToTwo": "Jump the feet in and out to turn the hold into conditioning.", "twoToOne": "Keep the feet still to remove impact."}$json$);
--> statement-breakpoint
SELECT seed_variation('Bear Plank Hold', 'High Plank', $json${"name": "Bear plank to high plank", "variationType": "progression", "equipment": [], "oneToTwo": "Straighten the legs into a full plank for a longer lever.", "twoToOne": "Bend the knees under the hips to shorten the lever and add quad work."}$json$);
--> statement-breakpoint
SELECT seed_variation('Kneeling Side Plank', 'Side Plank', $json${"name": "Side plank: knees to feet", "variationType": "progression", "equipment": [], "oneToTwo": "Straighten the legs to hold the full side plank.", "twoToOne": "Bend the knees to shorten the lever."}$json$);
--> statement-breakpoint
SELECT seed_variation('Side Plank', 'Side Plank Hip Dip', $json${"name": "Side plank: hold to hip dips", "variationType": "progression", "equipment": [], "oneToTwo": "Lower and lift the hips for dynamic oblique work.", "twoToOne": "Hold the top position still for an isometric version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Side Plank', 'Side Plank Reach-Through', $json${"name": "Side plank: hold to reach-through", "variationType": "progression", "equipment": [], "oneToTwo": "Thread the top arm under the body to add controlled rotation.", "twoToOne": "Keep the top arm still and hold for time."}$json$);
--> statement-breakpoint
SELECT seed_variation('Side Plank', 'Star Side Plank', $json${"name": "Side plank: forearm to star", "variationType": "progression", "equipment": [], "oneToTwo": "Go onto a straight arm and lift the top leg for a much harder hold.", "twoToOne": "Return to the forearm with the legs stacked."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dead Bug Heel Tap', 'Dead Bug', $json${"name": "Dead bug: heel taps to full reach", "variationType": "progression", "equipment": [], "oneToTwo": "Straighten the leg and add the opposite arm for a longer lever.", "twoToOne": "Keep the knee bent and the arms still to shorten the lever."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dead Bug', 'Stability Ball Dead Bug', $json${"name": "Dead bug: bodyweight to ball squeeze", "variationType": "equipment_swap", "equipment": ["stability_ball"], "oneToTwo": "Squeeze a stability ball between the hands and knees to switch the deep abs on harder.", "twoToOne": "Drop the ball for the simpler floor version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Tuck Hollow Hold', 'Hollow Body Hold', $json${"name": "Hollow: tuck to full", "variationType": "progression", "equipment": [], "oneToTwo": "Extend the legs and reach the arms overhead for the full hollow.", "twoToOne": "Tuck the knees in to shorten the lever."}$json$);
--> statement-breakpoint
SELECT seed_variation('Hollow Body Hold', 'Hollow Body Rock', $json${"name": "Hollow: hold to rock", "variationType": "progression", "equipment": [], "oneToTwo": "Rock back and forth while keeping the shape rigid.", "twoToOne": "Hold the hollow still on the floor."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dead Bug', 'Hollow Body Hold', $json${"name": "Dead bug to hollow hold", "variationType": "progression", "equipment": [], "oneToTwo": "Lift the shoulders and hold both legs long at once for a harder anti-extension hold.", "twoToOne": "Move one limb at a time with the head down for an easier, neck-friendly drill."}$json$);
--> statement-breakpoint
SELECT seed_variation('Crunch', 'Bicycle Crunch', $json${"name": "Crunch: straight to bicycle", "variationType": "progression", "equipment": [], "oneToTwo": "Add rotation and a pedalling leg action to bring in the obliques.", "twoToOne": "Curl straight up without rotation."}$json$);
--> statement-breakpoint
SELECT seed_variation('Crunch', 'Stability Ball Crunch', $json${"name": "Crunch: floor to stability ball", "variationType": "equipment_swap", "equipment": ["stability_ball"], "oneToTwo": "Crunch over a ball for a longer range of motion.", "twoToOne": "Return to the floor for a shorter, more stable crunch."}$json$);
--> statement-breakpoint
SELECT seed_variation('Crunch', 'Cable Crunch', $json${"name": "Crunch: bodyweight to cable", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Kneel at a high pulley so the abs can be trained with progressive load.", "twoToOne": "Go back to the floor crunch without equipment."}$json$);
--> statement-breakpoint
SELECT seed_variation('Crunch', 'Reverse Crunch', $json${"name": "Crunch: top-down to bottom-up", "variationType": "angle_change", "equipment": [], "oneToTwo": "Curl the pelvis toward the ribs instead, keeping the head and neck down.", "twoToOne": "Curl the shoulders toward the pelvis instead."}$json$);
--> statement-breakpoint
SELECT seed_variation('Crunch', 'Sit-Up', $json${"name": "Crunch to full sit-up", "variationType": "progression", "equipment": [], "oneToTwo": "Continue the curl all the way to sitting for a longer range and more hip flexor work.", "twoToOne": "Stop once the shoulder blades are off the floor."}$json$);
--> statement-breakpoint
SELECT seed_variation('Sit-Up', 'Decline Sit-Up', $json${"name": "Sit-up: floor to decline bench", "variationType": "angle_change", "equipment": ["adjustable_bench"], "oneToTwo": "Use a decline bench so gravity loads the whole range.", "twoToOne": "Return to the floor for an easier sit-up."}$json$);
--> statement-breakpoint
SELECT seed_variation('Sit-Up', 'V-Up', $json${"name": "Sit-up to V-up", "variationType": "progression", "equipment": [], "oneToTwo": "Lift straight legs and torso together for a harder, full-body fold.", "twoToOne": "Keep the feet down and curl only the trunk."}$json$);
--> statement-breakpoint
SELECT seed_variation('Sit-Up', 'Medicine Ball Sit-Up Toss', $json${"name": "Sit-up to sit-up toss", "variationType": "progression", "equipment": ["medicine_ball"], "oneToTwo": "Sit up explosively and throw a medicine ball for power.", "twoToOne": "Sit up without the ball at a controlled pace."}$json$);
--> statement-breakpoint
SELECT seed_variation('Lying Leg Raise', 'Hanging Leg Raise', $json${"name": "Leg raise: lying to hanging", "variationType": "progression", "equipment": ["pull_up_bar"], "oneToTwo": "Hang from a bar to raise the legs through a longer range with grip demand.", "twoToOne": "Lie on the floor for a supported, easier leg raise."}$json$);
--> statement-breakpoint
SELECT seed_variation('Flutter Kicks', 'Scissor Kicks', $json${"name": "Kicks: vertical to crossing", "variationType": "stance_change", "equipment": [], "oneToTwo": "Cross the legs horizontally to involve the adductors.", "twoToOne": "Kick up and down instead."}$json$);
--> statement-breakpoint
SELECT seed_variation('Lying Leg Raise', 'Flutter Kicks', $json${"name": "Leg raise to flutter kicks", "variationType": "stance_change", "equipment": [], "oneToTwo": "Hold the legs low and kick alternately for a sustained hold.", "twoToOne": "Raise both legs together through the full range."}$json$);
--> statement-breakpoint
SELECT seed_variation('Captain''s Chair Knee Raise', 'Hanging Knee Raise', $json${"name": "Knee raise: supported to hanging", "variationType": "progression", "equipment": ["pull_up_bar"], "oneToTwo": "Hang from a bar so the grip and shoulders must also hold you.", "twoToOne": "Use the captain's chair to take the grip out and support the back."}$json$);
--> statement-breakpoint
SELECT seed_variation('Hanging Knee Raise', 'Hanging Leg Raise', $json${"name": "Hanging raise: knees to straight legs", "variationType": "progression", "equipment": [], "oneToTwo": "Straighten the legs for a longer lever.", "twoToOne": "Bend the knees to shorten the lever."}$json$);
--> statement-breakpoint
SELECT seed_variation('Hanging Leg Raise', 'Toes-to-Bar', $json${"name": "Hanging leg raise to toes-to-bar", "variationType": "progression", "equipment": [], "oneToTwo": "Keep lifting until the toes touch the bar.", "twoToOne": "Stop at hip height or slightly above."}$json$);
--> statement-breakpoint
SELECT seed_variation('Hanging Knee Raise', 'Hanging Oblique Knee Raise', $json${"name": "Hanging knee raise: centre to diagonal", "variationType": "angle_change", "equipment": [], "oneToTwo": "Bring the knees up toward one shoulder to shift work to the obliques.", "twoToOne": "Lift the knees straight up the middle."}$json$);
--> statement-breakpoint
SELECT seed_variation('Captain''s Chair Knee Raise', 'Captain''s Chair Leg Raise', $json${"name": "Captain's chair: knees to straight legs", "variationType": "progression", "equipment": [], "oneToTwo": "Straighten the legs for a longer lever.", "twoToOne": "Bend the knees to make it easier."}$json$);
--> statement-breakpoint
SELECT seed_variation('Captain''s Chair Leg Raise', 'Dip Station L-Sit Hold', $json${"name": "Captain's chair leg raise to L-sit", "variationType": "progression", "equipment": [], "oneToTwo": "Hold the legs up on straight arms without the back pad.", "twoToOne": "Use the back pad and raise the legs for reps."}$json$);
--> statement-breakpoint
SELECT seed_variation('Stability Ball Rollout', 'Barbell Rollout', $json${"name": "Rollout: ball to barbell", "variationType": "progression", "equipment": ["barbell"], "oneToTwo": "Roll a barbell on its plates for a longer, harder rollout.", "twoToOne": "Use a ball under the forearms for a shorter, supported rollout."}$json$);
--> statement-breakpoint
SELECT seed_variation('Kneeling Hand Walkout', 'Barbell Rollout', $json${"name": "Rollout: hand walkout to barbell", "variationType": "equipment_swap", "equipment": ["barbell"], "oneToTwo": "Use a barbell to roll out in one continuous movement.", "twoToOne": "Walk the hands out instead when no equipment is available."}$json$);
--> statement-breakpoint
SELECT seed_variation('Suspension Trainer Fallout', 'Barbell Rollout', $json${"name": "Rollout: suspension fallout to barbell", "variationType": "equipment_swap", "equipment": ["barbell"], "oneToTwo": "Kneel behind a barbell for a floor-based rollout.", "twoToOne": "Use straps and adjust the lean to fine-tune the difficulty."}$json$);
--> statement-breakpoint
SELECT seed_variation('Suspension Trainer Knee Tuck', 'Suspension Trainer Pike', $json${"name": "Suspension: knee tuck to pike", "variationType": "progression", "equipment": [], "oneToTwo": "Keep the legs straight and lift the hips into a pike.", "twoToOne": "Bend the knees and tuck them in instead."}$json$);
--> statement-breakpoint
SELECT seed_variation('Stability Ball Jackknife', 'Stability Ball Pike', $json${"name": "Stability ball: jackknife to pike", "variationType": "progression", "equipment": [], "oneToTwo": "Keep the legs straight and raise the hips into a pike.", "twoToOne": "Bend the knees to roll the ball in."}$json$);
--> statement-breakpoint
SELECT seed_variation('Suspension Trainer Knee Tuck', 'Stability Ball Jackknife', $json${"name": "Knee tuck: straps to ball", "variationType": "equipment_swap", "equipment": ["stability_ball"], "oneToTwo": "Put the shins on a stability ball instead of the straps.", "twoToOne": "Put the feet in suspension straps instead of on a ball."}$json$);
--> statement-breakpoint
SELECT seed_variation('Stability Ball Forearm Plank', 'Stability Ball Stir the Pot', $json${"name": "Ball plank to stir the pot", "variationType": "progression", "equipment": [], "oneToTwo": "Draw circles with the elbows to add anti-rotation.", "twoToOne": "Hold the ball still for a static plank."}$json$);
--> statement-breakpoint
SELECT seed_variation('Long-Lever Plank', 'Suspension Trainer Body Saw', $json${"name": "Long-lever plank to body saw", "variationType": "progression", "equipment": ["suspension_trainer"], "oneToTwo": "Put the feet in straps and saw back and forth to change the lever during the set.", "twoToOne": "Hold a fixed long-lever position on the floor."}$json$);
--> statement-breakpoint
SELECT seed_variation('Band Pallof Press', 'Cable Pallof Press', $json${"name": "Pallof press: band to cable", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Use a cable for constant tension and precise loading.", "twoToOne": "Use a band at home."}$json$);
--> statement-breakpoint
SELECT seed_variation('Cable Pallof Press', 'Half-Kneeling Cable Pallof Press', $json${"name": "Pallof press: standing to half-kneeling", "variationType": "stance_change", "equipment": [], "oneToTwo": "Half-kneel to narrow the base and remove help from the legs.", "twoToOne": "Stand to widen the base."}$json$);
--> statement-breakpoint
SELECT seed_variation('Band Pallof Press', 'Band Pallof Walkout', $json${"name": "Pallof: press to walkout", "variationType": "progression", "equipment": [], "oneToTwo": "Hold the arms out and side-step away to raise the tension while moving.", "twoToOne": "Stay in place and press in and out."}$json$);
--> statement-breakpoint
SELECT seed_variation('Cable Woodchop', 'Cable Low-to-High Woodchop', $json${"name": "Woodchop: high-to-low to low-to-high", "variationType": "angle_change", "equipment": [], "oneToTwo": "Move the pulley low and chop upward.", "twoToOne": "Move the pulley high and chop downward."}$json$);
--> statement-breakpoint
SELECT seed_variation('Band Woodchop', 'Cable Woodchop', $json${"name": "Woodchop: band to cable", "variationType": "equipment_swap", "equipment": ["cable_station"], "oneToTwo": "Use a cable for heavier, more even resistance.", "twoToOne": "Use a band for a lighter home version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Cable Woodchop', 'Half-Kneeling Cable Chop', $json${"name": "Woodchop: standing to half-kneeling", "variationType": "stance_change", "equipment": [], "oneToTwo": "Half-kneel and keep the hips square so the trunk resists the pull.", "twoToOne": "Stand and pivot for a full-body rotation."}$json$);
--> statement-breakpoint
SELECT seed_variation('Cable Woodchop', 'Medicine Ball Woodchop', $json${"name": "Woodchop: cable to medicine ball", "variationType": "equipment_swap", "equipment": ["medicine_ball"], "oneToTwo": "Chop with a medicine ball when no cable is available.", "twoToOne": "Use a cable for constant tension."}$json$);
--> statement-breakpoint
SELECT seed_variation('Russian Twist', 'Weighted Russian Twist', $json${"name": "Russian twist: bodyweight to plate", "variationType": "progression", "equipment": ["weight_plate"], "oneToTwo": "Hold a plate to load each rotation.", "twoToOne": "Drop the plate to focus on form."}$json$);
--> statement-breakpoint
SELECT seed_variation('Russian Twist', 'Medicine Ball Russian Twist', $json${"name": "Russian twist: bodyweight to medicine ball", "variationType": "equipment_swap", "equipment": ["medicine_ball"], "oneToTwo": "Hold a medicine ball and tap it down each side.", "twoToOne": "Clasp the hands together instead."}$json$);
--> statement-breakpoint
SELECT seed_variation('Half-Kneeling Landmine Rotation', 'Landmine Rotation', $json${"name": "Landmine rotation: half-kneeling to standing", "variationType": "stance_change", "equipment": [], "oneToTwo": "Stand up so the hips and legs can drive a bigger arc.", "twoToOne": "Half-kneel to isolate the trunk and limit the arc."}$json$);
--> statement-breakpoint
SELECT seed_variation('Medicine Ball Slam', 'Medicine Ball Lateral Slam', $json${"name": "Slam: overhead to lateral", "variationType": "angle_change", "equipment": [], "oneToTwo": "Slam beside the foot with a rotation to involve the obliques.", "twoToOne": "Slam straight down in front."}$json$);
--> statement-breakpoint
SELECT seed_variation('Medicine Ball Rotational Throw', 'Medicine Ball Scoop Toss', $json${"name": "Rotational throw: chest height to scoop", "variationType": "angle_change", "equipment": [], "oneToTwo": "Start low by the knee and scoop up and across.", "twoToOne": "Throw level from the hip at chest height."}$json$);
--> statement-breakpoint
SELECT seed_variation('Stability Ball Back Extension', 'Stability Ball Reverse Hyperextension', $json${"name": "Ball extension: upper body to legs", "variationType": "angle_change", "equipment": [], "oneToTwo": "Fix the hands and lift the legs instead of the chest.", "twoToOne": "Fix the feet and lift the chest instead."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Farmer''s Carry', 'Kettlebell Farmer''s Carry', $json${"name": "Farmer's carry: dumbbells to kettlebells", "variationType": "equipment_swap", "equipment": ["kettlebell"], "oneToTwo": "Carry kettlebells for thicker handles and a load closer to the legs.", "twoToOne": "Carry dumbbells, which come in finer weight jumps."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Farmer''s Carry', 'Dumbbell Suitcase Carry', $json${"name": "Farmer's to suitcase carry", "variationType": "unilateral", "equipment": [], "oneToTwo": "Carry one dumbbell on one side to make the obliques resist side-bending.", "twoToOne": "Carry one in each hand to load more total weight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Suitcase Carry', 'Kettlebell Suitcase Carry', $json${"name": "Suitcase carry: dumbbell to kettlebell", "variationType": "equipment_swap", "equipment": ["kettlebell"], "oneToTwo": "Use a kettlebell for the same one-sided carry.", "twoToOne": "Use a dumbbell."}$json$);
--> statement-breakpoint
SELECT seed_variation('Kettlebell Goblet Carry', 'Kettlebell Front-Rack Carry', $json${"name": "Carry: goblet to double front rack", "variationType": "progression", "equipment": [], "oneToTwo": "Rack two bells at the shoulders for more load and wrist demand.", "twoToOne": "Hug one bell at the chest for an easier hold."}$json$);
--> statement-breakpoint
SELECT seed_variation('Kettlebell Front-Rack Carry', 'Barbell Front-Rack Carry', $json${"name": "Front-rack carry: kettlebells to barbell", "variationType": "equipment_swap", "equipment": ["barbell", "squat_rack"], "oneToTwo": "Rack a barbell for much heavier axial loading.", "twoToOne": "Use kettlebells for moderate loads and easier setup."}$json$);
--> statement-breakpoint
SELECT seed_variation('Kettlebell Overhead Carry', 'Dumbbell Overhead Carry', $json${"name": "Overhead carry: kettlebell to dumbbell", "variationType": "equipment_swap", "equipment": ["dumbbells"], "oneToTwo": "Use a dumbbell overhead, which balances more centrally.", "twoToOne": "Use a kettlebell resting on the forearm."}$json$);
--> statement-breakpoint
SELECT seed_variation('Kettlebell Front-Rack Carry', 'Kettlebell Rack and Overhead Carry', $json${"name": "Carry: double rack to rack and overhead", "variationType": "progression", "equipment": [], "oneToTwo": "Press one bell overhead for an uneven, harder carry.", "twoToOne": "Keep both bells racked."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Overhead Carry', 'Dumbbell Waiter Carry', $json${"name": "Overhead carry: grip to open palm", "variationType": "grip_change", "equipment": [], "oneToTwo": "Balance the dumbbell on an open palm to stress balance over load.", "twoToOne": "Grip the handle to carry more weight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Kettlebell Suitcase Carry', 'Kettlebell Bottoms-Up Carry', $json${"name": "Kettlebell carry: hanging to bottoms-up", "variationType": "grip_change", "equipment": [], "oneToTwo": "Flip the bell upside down at shoulder height for a grip and shoulder-stability challenge.", "twoToOne": "Let the bell hang at the side for a heavier carry."}$json$);
--> statement-breakpoint
SELECT seed_variation('Medicine Ball Bear Hug Carry', 'Kettlebell Goblet Carry', $json${"name": "Front carry: bear hug to goblet", "variationType": "equipment_swap", "equipment": ["kettlebell"], "oneToTwo": "Hold a kettlebell by the horns at the chest.", "twoToOne": "Hug a heavy medicine ball for a grip-free version."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Farmer''s Carry', 'Plate Pinch Carry', $json${"name": "Carry: handle grip to pinch grip", "variationType": "grip_change", "equipment": ["weight_plate"], "oneToTwo": "Pinch a plate to target the thumb and fingers.", "twoToOne": "Grip dumbbell handles to carry more weight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Kettlebell Swing', 'Single-Arm Kettlebell Swing', $json${"name": "Swing: two hands to one", "variationType": "unilateral", "equipment": [], "oneToTwo": "Swing with one hand to add an anti-rotation demand.", "twoToOne": "Use two hands to swing a heavier bell."}$json$);
--> statement-breakpoint
SELECT seed_variation('Kettlebell Swing', 'American Kettlebell Swing', $json${"name": "Swing: chest height to overhead", "variationType": "progression", "equipment": [], "oneToTwo": "Continue the swing overhead for a bigger arc.", "twoToOne": "Stop at chest height to keep the shoulders out of it."}$json$);
--> statement-breakpoint
SELECT seed_variation('Single-Arm Kettlebell Swing', 'Kettlebell Clean', $json${"name": "One-arm swing to clean", "variationType": "progression", "equipment": [], "oneToTwo": "Guide the bell into the rack instead of letting it float out front.", "twoToOne": "Let the bell swing out to chest height."}$json$);
--> statement-breakpoint
SELECT seed_variation('Kettlebell Clean', 'Kettlebell Snatch', $json${"name": "Kettlebell clean to snatch", "variationType": "progression", "equipment": [], "oneToTwo": "Take the bell all the way overhead in one movement.", "twoToOne": "Stop the bell in the front rack."}$json$);
--> statement-breakpoint
SELECT seed_variation('Kettlebell Snatch', 'Single-Arm Dumbbell Snatch', $json${"name": "Snatch: kettlebell to dumbbell", "variationType": "equipment_swap", "equipment": ["dumbbells"], "oneToTwo": "Snatch a dumbbell, which does not flip onto the forearm.", "twoToOne": "Snatch a kettlebell for a longer ballistic arc."}$json$);
--> statement-breakpoint
SELECT seed_variation('Kettlebell Around-the-World', 'Kettlebell Figure-8', $json${"name": "Kettlebell pass: around the waist to figure-8", "variationType": "progression", "equipment": [], "oneToTwo": "Hinge and weave the bell between the legs.", "twoToOne": "Stand tall and pass the bell around the waist."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Hang Clean', 'Barbell Hang Clean', $json${"name": "Hang clean: dumbbells to barbell", "variationType": "equipment_swap", "equipment": ["barbell"], "oneToTwo": "Clean a barbell to load heavier.", "twoToOne": "Use dumbbells for a neutral wrist and home use."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Hang Clean', 'Barbell Power Clean', $json${"name": "Clean: hang to floor", "variationType": "progression", "equipment": [], "oneToTwo": "Start from the floor to add the first pull.", "twoToOne": "Start from the thighs to focus on the explosive hip drive."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Power Clean', 'Barbell Squat Clean', $json${"name": "Clean: power to squat", "variationType": "progression", "equipment": [], "oneToTwo": "Catch in a full front squat to handle more weight.", "twoToOne": "Catch high in a quarter squat."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Clean Deadlift', 'Barbell Clean Pull', $json${"name": "Clean deadlift to clean pull", "variationType": "progression", "equipment": [], "oneToTwo": "Add an explosive finish and shrug at the top.", "twoToOne": "Stand up slowly without the explosive finish."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Clean Pull', 'Barbell Power Clean', $json${"name": "Clean pull to power clean", "variationType": "progression", "equipment": [], "oneToTwo": "Pull under the bar and catch it in the rack.", "twoToOne": "Finish the pull without the catch, usually with more weight."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Snatch Pull', 'Barbell Power Snatch', $json${"name": "Snatch pull to power snatch", "variationType": "progression", "equipment": [], "oneToTwo": "Pull under the bar and catch it overhead.", "twoToOne": "Finish the pull without the catch."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Hang Snatch', 'Barbell Power Snatch', $json${"name": "Snatch: hang to floor", "variationType": "progression", "equipment": [], "oneToTwo": "Start from the floor to add the first pull.", "twoToOne": "Start from the thighs to focus on the hip drive."}$json$);
--> statement-breakpoint
SELECT seed_variation('Barbell Push Jerk', 'Barbell Split Jerk', $json${"name": "Jerk: push to split", "variationType": "stance_change", "equipment": [], "oneToTwo": "Split the feet in the catch to get lower under the bar.", "twoToOne": "Keep the feet parallel and catch in a quarter squat."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Thruster', 'Barbell Thruster', $json${"name": "Thruster: dumbbells to barbell", "variationType": "equipment_swap", "equipment": ["barbell", "squat_rack"], "oneToTwo": "Use a barbell for heavier loads.", "twoToOne": "Use dumbbells for a freer wrist and shoulder path."}$json$);
--> statement-breakpoint
SELECT seed_variation('Dumbbell Thruster', 'Dumbbell Man-Maker', $json${"name": "Thruster to man-maker", "variationType": "progression", "equipment": [], "oneToTwo": "Add a push-up, rows and a clean before each thruster.", "twoToOne": "Do the thruster alone."}$json$);
--> statement-breakpoint
SELECT seed_variation('Rowing Machine Pick Drill', 'Rowing Machine Steady-State Row', $json${"name": "Rowing: drill to steady row", "variationType": "progression", "equipment": [], "oneToTwo": "Row full strokes continuously at an easy pace.", "twoToOne": "Break the stroke into parts to clean up the sequence."}$json$);
--> statement-breakpoint
SELECT seed_variation('Rowing Machine Steady-State Row', 'Rowing Machine Interval Row', $json${"name": "Rowing: steady to intervals", "variationType": "progression", "equipment": [], "oneToTwo": "Row hard pieces with rests for higher intensity.", "twoToOne": "Row continuously at an easy pace."}$json$);
--> statement-breakpoint
SELECT seed_variation('Rowing Machine Interval Row', 'Rowing Machine Sprint', $json${"name": "Rowing: intervals to sprints", "variationType": "progression", "equipment": [], "oneToTwo": "Shorten the pieces and go all out.", "twoToOne": "Lengthen the pieces at a hard but sustainable pace."}$json$);
--> statement-breakpoint
SELECT seed_variation('Rowing Machine Steady-State Row', 'Rowing Machine Rate-Capped Row', $json${"name": "Rowing: free rate to rate-capped", "variationType": "progression", "equipment": [], "oneToTwo": "Cap the stroke rate and push each stroke harder.", "twoToOne": "Row at whatever rate feels easy."}$json$);
--> statement-breakpoint
SELECT seed_variation('Recumbent Bike Ride', 'Stationary Bike Steady Ride', $json${"name": "Bike: recumbent to upright", "variationType": "angle_change", "equipment": [], "oneToTwo": "Ride an upright bike, which needs more trunk support.", "twoToOne": "Use a recumbent bike for back support."}$json$);
--> statement-breakpoint
SELECT seed_variation('Stationary Bike Steady Ride', 'Stationary Bike Sprint Intervals', $json${"name": "Bike: steady to sprints", "variationType": "progression", "equipment": [], "oneToTwo": "Add short hard sprints with recovery.", "twoToOne": "Ride at one steady effort."}$json$);
--> statement-breakpoint
SELECT seed_variation('Stationary Bike Sprint Intervals', 'Stationary Bike Tabata Intervals', $json${"name": "Bike sprints to Tabata", "variationType": "progression", "equipment": [], "oneToTwo": "Cut the rest to 10 seconds over eight rounds.", "twoToOne": "Take longer rests between sprints."}$json$);
--> statement-breakpoint
SELECT seed_variation('Stationary Bike Sprint Intervals', 'Air Bike Intervals', $json${"name": "Bike intervals: legs only to arms and legs", "variationType": "equipment_swap", "equipment": ["stationary_bike"], "oneToTwo": "Use an air bike so the arms join the effort.", "twoToOne": "Use a standard bike to focus on the legs."}$json$);
--> statement-breakpoint
SELECT seed_variation('Rowing Machine Sprint', 'Stationary Bike Sprint Intervals', $json${"name": "Sprints: rower to bike", "variationType": "equipment_swap", "equipment": ["stationary_bike"], "oneToTwo": "Sprint on a bike to spare the back and upper body.", "twoToOne": "Sprint on the rower to involve the back and arms."}$json$);
--> statement-breakpoint
SELECT seed_variation('Jump Rope Basic Bounce', 'Jump Rope Boxer Skip', $json${"name": "Jump rope: bounce to boxer skip", "variationType": "stance_change", "equipment": [], "oneToTwo": "Shift the weight from foot to foot to skip longer.", "twoToOne": "Jump with both feet together."}$json$);
--> statement-breakpoint
SELECT seed_variation('Jump Rope Basic Bounce', 'Jump Rope Double-Under', $json${"name": "Jump rope: singles to doubles", "variationType": "progression", "equipment": [], "oneToTwo": "Jump higher and spin the rope twice per jump.", "twoToOne": "Pass the rope once per jump."}$json$);
--> statement-breakpoint
SELECT seed_variation('Jump Rope Alternate-Foot Run', 'Jump Rope High Knees', $json${"name": "Jump rope: run to high knees", "variationType": "progression", "equipment": [], "oneToTwo": "Drive the knees to hip height on each step.", "twoToOne": "Keep the knees low in a light jog."}$json$);
--> statement-breakpoint
SELECT seed_variation('Jump Rope Basic Bounce', 'Jump Rope Single-Leg Hops', $json${"name": "Jump rope: two feet to one", "variationType": "unilateral", "equipment": [], "oneToTwo": "Hop on one foot to double the load on each leg.", "twoToOne": "Use both feet to share the load."}$json$);
--> statement-breakpoint
SELECT seed_variation('Step-Back Burpee', 'Burpee', $json${"name": "Burpee: stepping to jumping", "variationType": "progression", "equipment": [], "oneToTwo": "Jump the feet back and in, add a push-up and finish with a jump.", "twoToOne": "Step the feet and skip the push-up and jump."}$json$);
--> statement-breakpoint
SELECT seed_variation('Burpee', 'Burpee Broad Jump', $json${"name": "Burpee: vertical to broad jump", "variationType": "progression", "equipment": [], "oneToTwo": "Finish each rep with a forward broad jump.", "twoToOne": "Jump straight up."}$json$);
--> statement-breakpoint
SELECT seed_variation('Step Jack', 'Jumping Jack', $json${"name": "Jack: stepping to jumping", "variationType": "progression", "equipment": [], "oneToTwo": "Jump both feet out together for more intensity.", "twoToOne": "Step one foot at a time to remove impact."}$json$);
--> statement-breakpoint
SELECT seed_variation('Mountain Climber', 'Cross-Body Mountain Climber', $json${"name": "Mountain climber: straight to cross-body", "variationType": "angle_change", "equipment": [], "oneToTwo": "Drive each knee to the opposite elbow to add rotation.", "twoToOne": "Drive the knees straight forward."}$json$);
--> statement-breakpoint
SELECT seed_variation('Bear Plank Hold', 'Bear Crawl', $json${"name": "Bear: hold to crawl", "variationType": "progression", "equipment": [], "oneToTwo": "Start crawling forward from the hold.", "twoToOne": "Hold the position in place."}$json$);
--> statement-breakpoint
SELECT seed_variation('Bear Crawl', 'Lateral Bear Crawl', $json${"name": "Bear crawl: forward to lateral", "variationType": "angle_change", "equipment": [], "oneToTwo": "Travel sideways to load the shoulders and hips differently.", "twoToOne": "Crawl forward."}$json$);
--> statement-breakpoint
SELECT seed_variation('High-Knee March', 'High Knees', $json${"name": "High knees: march to run", "variationType": "progression", "equipment": [], "oneToTwo": "Speed up to a running rhythm with quick contacts.", "twoToOne": "Slow down to a march with no impact."}$json$);
--> statement-breakpoint
SELECT seed_variation('High Knees', 'Jump Rope High Knees', $json${"name": "High knees: bodyweight to rope", "variationType": "equipment_swap", "equipment": ["jump_rope"], "oneToTwo": "Add a rope to demand rhythm and coordination.", "twoToOne": "Drop the rope for a simpler drill."}$json$);
--> statement-breakpoint
SELECT seed_variation('Brisk Walk', 'Easy Aerobic Run', $json${"name": "Walk to run", "variationType": "progression", "equipment": [], "oneToTwo": "Move up to a relaxed run when a 30-minute walk feels easy.", "twoToOne": "Walk briskly for a low-impact session."}$json$);
--> statement-breakpoint
SELECT seed_variation('Easy Aerobic Run', 'Fartlek Run', $json${"name": "Easy run to fartlek", "variationType": "progression", "equipment": [], "oneToTwo": "Add surges of faster running.", "twoToOne": "Keep the whole run easy."}$json$);
--> statement-breakpoint
SELECT seed_variation('Strides', 'Flat Sprints', $json${"name": "Strides to sprints", "variationType": "progression", "equipment": [], "oneToTwo": "Run all out with full rest.", "twoToOne": "Run at about 85-90 percent with a smooth build-up."}$json$);
--> statement-breakpoint
SELECT seed_variation('Flat Sprints', 'Hill Sprints', $json${"name": "Sprints: flat to hill", "variationType": "angle_change", "equipment": [], "oneToTwo": "Sprint uphill for more hip drive at lower top speed.", "twoToOne": "Sprint on the flat for maximal speed."}$json$);
--> statement-breakpoint
SELECT seed_variation('A-Skip', 'B-Skip', $json${"name": "Skips: A to B", "variationType": "progression", "equipment": [], "oneToTwo": "Add the leg extension and pawing action.", "twoToOne": "Keep the simpler knee drive and strike."}$json$);
--> statement-breakpoint
SELECT seed_variation('Shuttle Run', 'Pro Agility Shuttle', $json${"name": "Shuttle: repeated to 5-10-5", "variationType": "progression", "equipment": [], "oneToTwo": "Use the 5-10-5 layout for sharper changes of direction.", "twoToOne": "Run longer repeated shuttles for conditioning."}$json$);
--> statement-breakpoint
SELECT seed_variation('Thread the Needle', 'Open Book Stretch', $json${"name": "Thoracic rotation: quadruped to side-lying", "variationType": "stance_change", "equipment": [], "oneToTwo": "Lie on your side for a supported, wrist-free version.", "twoToOne": "Move onto all fours for a more active version."}$json$);
