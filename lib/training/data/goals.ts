// Goal presets and progression advice: plain values, part of lib/training/constants.
// ---------------------------------------------------------------------------
// Goal presets (spec 3 §9 "Goal presets") and progression advice
// ---------------------------------------------------------------------------

export const TRAINING_GOALS = ["strength", "hypertrophy", "power", "endurance"] as const;
export type TrainingGoal = (typeof TRAINING_GOALS)[number];

/** Tempo as eccentric-pause-concentric; 'X' is an explosive concentric. */
export interface TempoTriplet {
  eccentric: number;
  pause: number;
  concentric: number | "X";
}

export interface GoalPreset {
  goal: TrainingGoal;
  /** Texts exactly as the spec's table prints them. */
  reps: string;
  sets: string;
  rest: string;
  rpe: string;
  tempo: string;
  frequency: string;
  /** Numeric forms for generators. */
  repsMin: number;
  repsMax: number;
  setsMin: number;
  setsMax: number;
  restSecondsMin: number;
  restSecondsMax: number;
  rpeMin: number;
  rpeMax: number;
  tempoTriplet: TempoTriplet;
  frequencyMin: number;
  frequencyMax: number;
  /** Exact progression advice of the spec. */
  progression: string;
}

export const PROGRESSION_ADVICE: Readonly<Record<TrainingGoal, string>> = {
  strength: "Add 2.5-5% load when all sets are good.",
  hypertrophy: "Reach 12 reps, then add 5-10% and return to 6.",
  power: "Add load only if speed holds.",
  endurance: "Add 2-3 reps weekly. At 20 reps, add load and drop to 12.",
};

export const GOAL_PRESETS: Readonly<Record<TrainingGoal, GoalPreset>> = {
  strength: {
    goal: "strength",
    reps: "3-6",
    sets: "3-5",
    rest: "3-5 min",
    rpe: "9-10/10",
    tempo: "2-1-1",
    frequency: "1-2x/week",
    repsMin: 3,
    repsMax: 6,
    setsMin: 3,
    setsMax: 5,
    restSecondsMin: 180,
    restSecondsMax: 300,
    rpeMin: 9,
    rpeMax: 10,
    tempoTriplet: { eccentric: 2, pause: 1, concentric: 1 },
    frequencyMin: 1,
    frequencyMax: 2,
    progression: PROGRESSION_ADVICE.strength,
  },
  hypertrophy: {
    goal: "hypertrophy",
    reps: "6-12",
    sets: "3-4",
    rest: "60-90s",
    rpe: "7-8/10",
    tempo: "3-1-1",
    frequency: "2x/week",
    repsMin: 6,
    repsMax: 12,
    setsMin: 3,
    setsMax: 4,
    restSecondsMin: 60,
    restSecondsMax: 90,
    rpeMin: 7,
    rpeMax: 8,
    tempoTriplet: { eccentric: 3, pause: 1, concentric: 1 },
    frequencyMin: 2,
    frequencyMax: 2,
    progression: PROGRESSION_ADVICE.hypertrophy,
  },
  power: {
    goal: "power",
    reps: "3-5",
    sets: "4-6",
    rest: "2-3 min",
    rpe: "8/10",
    tempo: "1-0-X",
    frequency: "1-2x/week",
    repsMin: 3,
    repsMax: 5,
    setsMin: 4,
    setsMax: 6,
    restSecondsMin: 120,
    restSecondsMax: 180,
    rpeMin: 8,
    rpeMax: 8,
    tempoTriplet: { eccentric: 1, pause: 0, concentric: "X" },
    frequencyMin: 1,
    frequencyMax: 2,
    progression: PROGRESSION_ADVICE.power,
  },
  endurance: {
    goal: "endurance",
    // "12-15+": 15 is the usual prescription; the advice lets reps climb to 20
    // (ENDURANCE_REP_CEILING) before load goes up, hence the open end.
    reps: "12-15+",
    sets: "2-3",
    rest: "30-45s",
    rpe: "6-7/10",
    tempo: "2-0-2",
    frequency: "2-3x/week",
    repsMin: 12,
    repsMax: 15,
    setsMin: 2,
    setsMax: 3,
    restSecondsMin: 30,
    restSecondsMax: 45,
    rpeMin: 6,
    rpeMax: 7,
    tempoTriplet: { eccentric: 2, pause: 0, concentric: 2 },
    frequencyMin: 2,
    frequencyMax: 3,
    progression: PROGRESSION_ADVICE.endurance,
  },
};

/** Numbers inside the progression advice, for code that applies it. */
export const STRENGTH_LOAD_INCREASE_PERCENT = { min: 2.5, max: 5 } as const;
export const HYPERTROPHY_PROGRESSION = { topReps: 12, returnToReps: 6, loadIncreasePercent: { min: 5, max: 10 } } as const;
export const ENDURANCE_PROGRESSION = { repsPerWeek: { min: 2, max: 3 }, topReps: 20, returnToReps: 12 } as const;
export const ENDURANCE_REP_CEILING = ENDURANCE_PROGRESSION.topReps;

/** Exercise detail "Programming parameters" tab default (spec 3 §4). */
export const DEFAULT_PROGRAMMING_GOAL: TrainingGoal = "hypertrophy";
