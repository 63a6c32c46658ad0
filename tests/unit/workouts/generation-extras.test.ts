import { describe, expect, it } from "vitest";
import { NO_EXTRAS, readGenerationExtras, stillLeftOut } from "@/lib/workouts/generation-extras";

const SQUAT = { exerciseId: "abcdefghij00001", name: "Barbell Back Squat", reason: "Deep knee flexion under load: left out for knee issues." };
const LUNGE = { exerciseId: "abcdefghij00002", name: "Walking Lunge", reason: "Deep knee flexion: left out for knee issues." };

describe("reading the generate answer's notes and exclusions", () => {
  it("an answer without the optional fields shows nothing", () => {
    expect(readGenerationExtras({ exercises: ["abcdefghij00009"], exerciseDetails: {} })).toEqual(NO_EXTRAS);
    expect(readGenerationExtras(null)).toEqual(NO_EXTRAS);
    expect(readGenerationExtras("oops")).toEqual(NO_EXTRAS);
  });

  it("reads notes and exclusions, from the workout or from { workout }", () => {
    const answer = { exercises: [], notes: ["Pain rule: ...", "Red flags: ..."], excluded: [SQUAT, LUNGE] };
    expect(readGenerationExtras(answer)).toEqual({ notes: ["Pain rule: ...", "Red flags: ..."], excluded: [SQUAT, LUNGE] });
    expect(readGenerationExtras({ workout: answer })).toEqual(readGenerationExtras(answer));
  });

  it("skips malformed, duplicate and unnamed exclusions and blank notes; a missing reason is blank", () => {
    const extras = readGenerationExtras({
      notes: ["  ", "Keep it easy.", "Keep it easy.", 7],
      excluded: [SQUAT, { ...SQUAT, name: "Again" }, { exerciseId: "not an id", name: "X", reason: "r" }, { exerciseId: "abcdefghij00003", name: "" }, "text", { id: "abcdefghij00004", name: "Pistol Squat" }],
    });
    expect(extras.notes).toEqual(["Keep it easy."]);
    expect(extras.excluded).toEqual([SQUAT, { exerciseId: "abcdefghij00004", name: "Pistol Squat", reason: "" }]);
  });

  it("bounds what a hostile answer can show", () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ exerciseId: `abcdefghij${String(i).padStart(5, "0")}`, name: "n".repeat(1000), reason: "r" }));
    const extras = readGenerationExtras({ notes: many.map((_, i) => `note ${i}`), excluded: many });
    expect(extras.excluded).toHaveLength(30);
    expect(extras.notes).toHaveLength(20);
    expect(extras.excluded[0].name).toHaveLength(400);
  });

  it("an exercise put back (or added by hand) leaves the list", () => {
    expect(stillLeftOut([SQUAT, LUNGE], ["zzzzzzzzzz00000", SQUAT.exerciseId])).toEqual([LUNGE]);
    expect(stillLeftOut([SQUAT], [])).toEqual([SQUAT]);
  });
});
