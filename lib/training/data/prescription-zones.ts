// Rep zones, rests and RPE by goal and role (COACHING.md §4), and sets by
// level. Part of lib/training; read by lib/training/prescription.ts.

export type PrescriptionGoal = "strength" | "hypertrophy" | "endurance" | "general" | "power";
export type SessionRole = "main" | "secondary" | "accessory";

export interface RoleZone {
  /** The zone's reps. */
  reps: readonly [number, number];
  /** How far the top may stretch when the exercise cannot reach the zone ("4-6 (to 8)"). */
  stretchTo: number;
  /** Rest bounds and the usual rest, seconds. */
  rest: readonly [number, number];
  restUsual: number;
  /** RPE band for intermediates; levels and caps narrow it. */
  rpe: readonly [number, number];
}

const zone = (reps: [number, number], stretchTo: number, rest: [number, number], restUsual: number, rpe: [number, number]): RoleZone => ({
  reps,
  stretchTo,
  rest,
  restUsual,
  rpe,
});

/**
 * COACHING.md §4 table. Fat loss uses the hypertrophy or general row (plus
 * aerobic work), so it has none of its own. Power has no accessories of its
 * own: accessories of a power day take the strength accessory row.
 */
export const ROLE_ZONES: Readonly<Record<PrescriptionGoal, Readonly<Record<SessionRole, RoleZone>>>> = {
  strength: {
    main: zone([3, 6], 6, [120, 300], 180, [7, 9]),
    secondary: zone([4, 6], 8, [120, 300], 150, [7, 8]),
    accessory: zone([8, 12], 12, [60, 120], 90, [7, 8]),
  },
  hypertrophy: {
    main: zone([5, 10], 10, [120, 180], 150, [7, 8]),
    secondary: zone([6, 12], 12, [120, 180], 120, [7, 8]),
    accessory: zone([10, 15], 20, [60, 120], 75, [7, 9]),
  },
  endurance: {
    main: zone([10, 15], 15, [60, 90], 75, [6, 7]),
    secondary: zone([12, 20], 20, [60, 90], 60, [6, 7]),
    accessory: zone([15, 25], 25, [30, 60], 45, [6, 7]),
  },
  general: {
    main: zone([6, 10], 10, [105, 150], 120, [6, 8]),
    secondary: zone([8, 12], 12, [105, 150], 120, [6, 8]),
    accessory: zone([10, 15], 15, [60, 90], 75, [6, 8]),
  },
  power: {
    main: zone([2, 5], 5, [120, 180], 150, [7, 8]),
    secondary: zone([3, 6], 6, [120, 180], 150, [7, 8]),
    accessory: zone([8, 12], 12, [60, 120], 90, [7, 8]),
  },
};

/** Undulating days (COACHING.md §7): heavy 3-6, moderate 6-10, light 10-15 for the main and secondary lifts. */
export const UNDULATING_REPS = { heavy: [3, 6], moderate: [6, 10], light: [10, 15] } as const;

/**
 * An undulating day's main lift stays inside its goal's main-lift zone: a
 * size goal's heavy day is 5-6 reps, not 3-6, its light day 8-10, not
 * 10-15 (the same windows the program weeks use).
 */
export const UNDULATING_MAIN_REPS: Readonly<Partial<Record<PrescriptionGoal, Readonly<Record<keyof typeof UNDULATING_REPS, readonly [number, number]>>>>> = {
  strength: { heavy: [3, 4], moderate: [4, 6], light: [5, 6] },
  hypertrophy: { heavy: [5, 6], moderate: [6, 8], light: [8, 10] },
  general: { heavy: [6, 7], moderate: [7, 9], light: [8, 10] },
};

/** Endurance hinges stay at 12 reps or fewer: a tired lower back rounds. */
export const HINGE_REP_CEILING = 12;

/** Sets per exercise by level (COACHING.md §4): beginner 1-3, intermediate 3-4, advanced 3-6. */
export const SETS_BY_LEVEL: Readonly<Record<"beginner" | "intermediate" | "advanced", { range: readonly [number, number]; usual: Readonly<Record<SessionRole, number>> }>> = {
  beginner: { range: [1, 3], usual: { main: 3, secondary: 2, accessory: 2 } },
  intermediate: { range: [3, 4], usual: { main: 4, secondary: 3, accessory: 3 } },
  advanced: { range: [3, 6], usual: { main: 5, secondary: 4, accessory: 3 } },
};

/** RPE caps (COACHING.md §4): 9, 8 for beginners, 7 for the untrained or a readiness "yes". */
export const RPE_CAPS = { default: 9, beginner: 8, untrained: 7, conservative: 7, topSet: 10 } as const;

/** Smallest load steps (COACHING.md §7): barbell 2.5 kg upper body, 5 kg lower body. */
export const LOAD_STEPS_KG = { barUpper: 2.5, barLower: 5 } as const;
