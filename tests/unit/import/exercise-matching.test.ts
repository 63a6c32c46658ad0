import { describe, expect, it } from "vitest";
import { matchExerciseNames, normalisedKey } from "@/lib/import/exercise-matching";

const catalogue = ["Barbell Bench Press", "Barbell Back Squat", "Barbell Box Squat", "Lat Pulldown", "Dumbbell Biceps Curl", "Pull-Up", "Face Pull", "Barbell Romanian Deadlift", "Barbell Deadlift", "Incline Dumbbell Bench Press", "Dumbbell Lateral Raise"].map((name, i) => ({ id: `e${i}`, name }));
const kinds = (names: string[]) => Object.fromEntries([...matchExerciseNames(names, catalogue)].map(([n, m]) => [n, [m.kind, m.exercise?.name ?? null]]));

describe("matching another app's exercise names", () => {
  it("matches exactly, then by the same words in any order, then proposes the closest, then keeps the rest as custom", () => {
    expect(
      kinds(["face pull", "Bench Press (Barbell)", "Bicep Curl (Dumbbell)", "pullup", "Incline Bench Press (Dumbbell)", "RDL (Barbell)", "Squat (Barbell)", "Lat Pulldown (Cable)", "Zercher Yoke Walk 3000"]),
    ).toEqual({
      "face pull": ["exact", "Face Pull"],
      "Bench Press (Barbell)": ["normalised", "Barbell Bench Press"],
      "Bicep Curl (Dumbbell)": ["normalised", "Dumbbell Biceps Curl"],
      pullup: ["normalised", "Pull-Up"],
      "Incline Bench Press (Dumbbell)": ["normalised", "Incline Dumbbell Bench Press"],
      "RDL (Barbell)": ["normalised", "Barbell Romanian Deadlift"],
      // Back squat and box squat share as many words: the default variant wins.
      "Squat (Barbell)": ["fuzzy", "Barbell Back Squat"],
      "Lat Pulldown (Cable)": ["fuzzy", "Lat Pulldown"],
      "Zercher Yoke Walk 3000": ["custom", null],
    });
  });

  it("normalises plurals, abbreviations and punctuation", () => {
    expect(normalisedKey("DB Lateral Raises")).toBe(normalisedKey("Dumbbell Lateral Raise"));
    expect(normalisedKey("Pull-ups")).toBe(normalisedKey("pull up"));
    // "Back" goes unsaid in other apps' names: a full score, still a proposal to confirm.
    expect(matchExerciseNames(["Squat (Barbell)"], catalogue).get("Squat (Barbell)")).toMatchObject({ kind: "fuzzy", score: 1 });
  });

  it("weighs rare words over common ones: an incline press is an incline press before it is a bench press", () => {
    const presses = ["Dumbbell Bench Press", "Incline Dumbbell Press", "Barbell Bench Press", "Close-Grip Bench Press", "Decline Barbell Bench Press"].map((name, i) => ({ id: `p${i}`, name }));
    expect(matchExerciseNames(["Incline Bench Press (Dumbbell)"], presses).get("Incline Bench Press (Dumbbell)")?.exercise?.name).toBe("Incline Dumbbell Press");
  });
});
