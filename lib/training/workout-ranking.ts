/**
 * Workout generation, step 3: the ranking. TOPSIS over target-muscle match,
 * compound priority, difficulty fit, goal fit, fatigue, technical complexity,
 * use of the chosen equipment and a seeded variety term.
 */
import type { TrainingGoal } from "./constants";
import { deriveSeed, seededRandom } from "./random";
import { rankByTopsis, type KeyedCriterion } from "./topsis";
import type { ExerciseFeatures } from "./catalogue";
import { typeShare } from "./workout-candidates";
import type { WorkoutSpec } from "./workout-request";

const GOAL_TRAINING_TYPES: Readonly<Record<TrainingGoal, readonly string[]>> = {
  strength: ["strength"],
  hypertrophy: ["hypertrophy"],
  power: ["power"],
  endurance: ["endurance", "cardio"],
};

/** Kit that holds or supports the body rather than loading it. */
const SUPPORT_EQUIPMENT = new Set(["flat_bench", "adjustable_bench", "squat_rack", "plyo_box", "stability_ball"]);

export function rankCandidates(candidates: readonly ExerciseFeatures[], spec: WorkoutSpec): Map<string, number> {
  const random = seededRandom(deriveSeed(spec.seed, "variety"));
  const jitter = new Map(candidates.map((f) => [f.exercise.id, 0.3 + 0.7 * random()]));
  const focus = spec.focusMuscles;
  const priority = spec.priorityMuscles;
  // Weights may be negative (muscles that already have too much weekly volume).
  const weighOf = (muscles: readonly string[]) => {
    let pos = 0;
    let neg = 0;
    for (const m of muscles) {
      const w = priority?.get(m) ?? 0;
      pos = Math.max(pos, w);
      neg = Math.min(neg, w);
    }
    return pos + neg;
  };
  const priorityOf = (f: ExerciseFeatures) => {
    if (!priority || priority.size === 0) return 0;
    return weighOf(f.exercise.primaryMuscles) + 0.4 * weighOf(f.exercise.secondaryMuscles);
  };
  const fatigueWeight = spec.fatigue === "low" ? 0.15 : spec.fatigue === "high" ? 0.03 : 0.08;
  const criteria: KeyedCriterion<ExerciseFeatures>[] = [
    {
      key: "targetMatch",
      weight: 0.28,
      direction: "benefit",
      value: (f) => {
        let v = Math.max(0.02, 0.1 + 0.5 * typeShare(f, spec.workoutType) + 0.6 * priorityOf(f));
        if (focus.length > 0) {
          v += f.exercise.primaryMuscles.some((m) => focus.includes(m)) ? 0.5 : f.exercise.secondaryMuscles.some((m) => focus.includes(m)) ? 0.2 : 0;
        }
        return v;
      },
    },
    { key: "compound", weight: 0.17, direction: "benefit", value: (f) => 0.2 + (f.exercise.isCompound ? 1 : 0) + (f.isMainLift ? 0.5 : 0) },
    { key: "difficultyFit", weight: 0.15, direction: "benefit", value: (f) => 10 - Math.abs(f.exercise.difficulty - spec.difficultyTarget) },
    {
      key: "goalFit",
      weight: 0.12,
      direction: "benefit",
      value: (f) => 0.1 + spec.goals.filter((g) => GOAL_TRAINING_TYPES[g].some((t) => f.exercise.trainingTypes.includes(t))).length / spec.goals.length,
    },
    { key: "fatigue", weight: fatigueWeight + (spec.rank <= 1 ? 0.05 : 0), direction: "cost", value: (f) => f.exercise.fatigueImpact },
    { key: "complexity", weight: spec.rank <= 1 ? 0.1 : 0.03, direction: "cost", value: (f) => f.exercise.technicalComplexity },
    {
      // Someone who lists dumbbells expects to use them: loaded work also progresses further than bodyweight.
      key: "usesEquipment",
      weight: spec.equipment.size > 0 ? 0.1 : 0,
      direction: "benefit",
      value: (f) => (f.exercise.equipment.some((e) => spec.equipment.has(e) && !SUPPORT_EQUIPMENT.has(e)) ? 1 : 0.3),
    },
    { key: "variety", weight: 0.14, direction: "benefit", value: (f) => jitter.get(f.exercise.id) ?? 0.5 },
  ];
  const ranked = rankByTopsis(candidates, criteria);
  return new Map(ranked.map((r) => [r.item.exercise.id, r.score]));
}
