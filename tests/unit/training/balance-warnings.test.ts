import { describe, expect, it } from "vitest";
import { BALANCE_MESSAGES, balanceWarnings } from "@/lib/training/balance-warnings";

const balanced = { upper: 50, lower: 50, push: 50, pull: 50 };
const base = { equipmentCount: 2, exerciseCount: 5 };

describe("balance warnings (spec 2 §8)", () => {
  it("upper focus below 65% upper coverage", () => {
    expect(balanceWarnings({ ...base, balanceMode: "upper", muscleBalance: { ...balanced, upper: 64, lower: 36 } })).toEqual([
      "Upper body focus selected but only 64% upper body coverage - consider adding more upper body exercises",
    ]);
    expect(balanceWarnings({ ...base, balanceMode: "upper", muscleBalance: { ...balanced, upper: 65, lower: 35 } })).toEqual([]);
  });

  it("lower focus below 65% lower coverage", () => {
    expect(balanceWarnings({ ...base, balanceMode: "lower", muscleBalance: { ...balanced, upper: 60, lower: 40 } })).toEqual([
      "Lower body focus selected but only 40% lower body coverage - consider adding more lower body exercises",
    ]);
  });

  it("push and pull focus below 60%", () => {
    expect(balanceWarnings({ ...base, balanceMode: "push", muscleBalance: { ...balanced, push: 59, pull: 41 } })).toEqual([
      "Push focus selected but only 59% push movements - increase pushing exercises",
    ]);
    expect(balanceWarnings({ ...base, balanceMode: "pull", muscleBalance: { ...balanced, push: 55, pull: 45 } })).toEqual([
      "Pull focus selected but only 45% pull movements - increase pulling exercises",
    ]);
    expect(balanceWarnings({ ...base, balanceMode: "pull", muscleBalance: { ...balanced, push: 40, pull: 60 } })).toEqual([]);
  });

  it("auto and full modes flag splits more than 20 points from 50", () => {
    const lopsided = { upper: 71, lower: 29, push: 25, pull: 75 };
    expect(balanceWarnings({ ...base, balanceMode: "auto", muscleBalance: lopsided })).toEqual([
      "Imbalanced upper/lower split (71%/29%) - adjust for better balance",
      "Imbalanced push/pull ratio (25%/75%) - add more pulling or more pushing exercises",
    ]);
    expect(balanceWarnings({ ...base, balanceMode: "full", muscleBalance: { upper: 70, lower: 30, push: 30, pull: 70 } })).toEqual([]);
    // Focus modes do not run the 50/50 check.
    expect(balanceWarnings({ ...base, balanceMode: "upper", muscleBalance: { upper: 90, lower: 10, push: 50, pull: 50 } })).toEqual([]);
  });

  it("no equipment and no exercises", () => {
    expect(
      balanceWarnings({ balanceMode: "auto", muscleBalance: { upper: 0, lower: 0, push: 0, pull: 0 }, equipmentCount: 0, exerciseCount: 0 }),
    ).toEqual([BALANCE_MESSAGES.noEquipment, BALANCE_MESSAGES.noExercises]);
    expect(BALANCE_MESSAGES.noEquipment).toBe("No equipment selected - workout will use all available equipment types");
    expect(BALANCE_MESSAGES.noExercises).toBe("No exercises generated - try adjusting your parameters");
  });
});
