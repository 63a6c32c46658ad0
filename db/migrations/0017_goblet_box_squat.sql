-- A knee-friendly loaded squat a home gym can do (issue 19 item 3, COACHING.md §9): with knee pain
-- the squat pattern is regressed to a pain-free depth, not replaced by terminal knee extensions.
-- The catalogue's box squats need a plyo box or a barbell and rack; a bench and a dumbbell are in
-- far more home gyms.
SELECT seed_exercise($json${
  "name": "Goblet Box Squat",
  "shortDescription": "A goblet squat to a bench at about knee height: sit down lightly, stand back up.",
  "description": "Holding a dumbbell at the chest keeps the trunk upright, and the bench sets the depth, so the knees bend only as far as is comfortable.\n- Loads the **quads** and **glutes** through a controlled, repeatable range\n- The squat to use while knees are sore; lower the bench over weeks as it stays pain-free",
  "instructions": ["Set a flat bench behind you; its top should be at or a little above knee height.", "Hold one dumbbell vertically against the chest by its top end, elbows pointing down.", "Stand with feet shoulder width apart, toes slightly out, a short step in front of the bench.", "Reach the hips back and bend the knees to sit down lightly on the bench without relaxing.", "Drive through the whole foot to stand straight back up, keeping the chest tall."],
  "usageInstructions": "A main squat with knee pain, or a light squat day: 2-4 sets of 6-12 reps. Add weight before lowering the bench.",
  "safetyNotes": "Touch the bench, never drop onto it. Keep pain during the set at 3/10 or less; raise the seat (a folded mat on the bench) if it is more.",
  "difficultyLevel": 2, "technicalComplexity": 2, "mobilityLevel": 2,
  "isCompound": true, "isUnilateral": false, "requiresSpotter": false, "isMaxEffortSafe": false, "isHighRepSuitable": true,
  "fatigueImpact": 4, "tempo": [3, 1, 1], "sets": [2, 4], "reps": [6, 20], "restSeconds": [60, 120],
  "minExperienceLevel": "sedentary", "category": "strength", "modality": "free_weight", "forceType": "push", "bodyRegion": "lower_body",
  "trainingType": ["strength", "hypertrophy", "endurance"], "movementPattern": ["squat"],
  "primaryMuscles": ["quads", "glutes"], "secondaryMuscles": ["hamstrings", "abs"],
  "equipmentRequired": ["dumbbells", "flat_bench"],
  "joints": ["hip", "knee"], "mobilityRequirements": [], "tags": ["beginner_friendly", "rehab_friendly", "low_impact", "home_friendly"],
  "contraindications": []
}$json$);
