/**
 * Injuries: substitute, don't delete (COACHING.md §9). Per condition (the
 * catalogue's contraindication names), what to avoid while symptomatic
 * beyond the catalogue's tags (names, so the rule holds whatever the tags
 * say), and per pattern the lifts to use instead, best first. The ladder
 * moves to these when the rung for the lifter's level is excluded; below
 * them it moves down its own rungs.
 */
import type { LadderPattern } from "./main-lift-ladders";

export interface InjuryRule {
  /** Read as "unsuitable for …" in notes and exclusions. */
  label: string;
  avoid: RegExp;
  instead: Partial<Record<LadderPattern, readonly string[]>>;
}

export const INJURY_SUBSTITUTIONS: Readonly<Record<string, InjuryRule>> = {
  knee_issues: {
    label: "knee pain",
    // Deep loaded knee flexion, single-leg lowering, jumps and kneeling.
    avoid: /\b(step[- ]?downs?|pistol|sissy|bulgarian|deep squat|jump(ing)?|bounds?|sprints?|kneeling)\b/i,
    instead: {
      // Loaded squats to a pain-free depth first; terminal knee extensions and wall sits only where nothing else fits.
      squat: ["spanish squat", "goblet box squat", "high box squat", "partial-range leg press", "high-foot leg press", "low step-up", "banded terminal knee extension", "shallow wall sit"],
      lunge: ["low step-up", "step-up", "dumbbell step-up"],
      hinge: ["barbell hip thrust", "dumbbell hip thrust", "barbell romanian deadlift", "dumbbell romanian deadlift", "glute bridge"],
    },
  },
  lower_back_pain: {
    label: "lower back pain",
    avoid: /\b(sit[- ]?ups?|crunch(es)?|v[- ]?ups?|toes[- ]to[- ]bar|russian twists?|good mornings?|rollouts?|walkouts?|jefferson)\b|^(barbell |conventional )?deadlift$|\b(deficit|snatch-grip|paused) deadlift\b/i,
    instead: {
      hinge: ["barbell hip thrust", "dumbbell hip thrust", "cable pull-through", "smith machine hip thrust", "banded hip thrust", "glute bridge", "single-leg glute bridge"],
      // No doorframe row: it is the ladder's last resort for anyone without pulling kit (its regression rung), not a
      // back-pain substitute; listed here it led sessions with dumbbells at hand.
      horizontal_pull: ["chest-supported dumbbell row", "chest-supported landmine row", "seal row", "seated cable row", "one-arm dumbbell row", "inverted row"],
      squat: ["goblet squat", "high box squat", "leg press", "spanish squat"],
    },
  },
  shoulder_impingement: {
    label: "shoulder impingement",
    avoid: /\b(overhead|push press|arnold|z press|pike|thrusters?|pull[- ]?ups?|chin[- ]?ups?|lat pulldown|wide[- ]grip|upright rows?|behind[- ]the[- ]neck|dips?|handstand|snatch(es)?|kipping)\b/i,
    instead: {
      vertical_push: ["half-kneeling landmine shoulder press", "standing landmine shoulder press", "landmine press"],
      horizontal_push: ["neutral-grip dumbbell press", "neutral-grip dumbbell floor press", "landmine chest press", "dumbbell floor press", "incline push-up"],
      vertical_pull: ["half-kneeling single-arm cable pulldown", "straight-arm cable pulldown", "band straight-arm pulldown"],
      horizontal_pull: ["chest-supported dumbbell row", "seated cable row", "one-arm dumbbell row"],
    },
  },
  wrist_pain: {
    label: "wrist pain",
    avoid: /\b(tate press|handstand|front squat|front rack|barbell curl|straight[- ]bar curl)\b/i,
    instead: {
      horizontal_push: ["dumbbell bench press", "neutral-grip dumbbell press", "neutral-grip dumbbell floor press", "dumbbell neutral-grip push-up", "fist push-up"],
      vertical_push: ["neutral-grip dumbbell shoulder press", "seated dumbbell shoulder press", "half-kneeling landmine shoulder press"],
      squat: ["goblet squat", "barbell box squat"],
    },
  },
  elbow_issues: {
    label: "elbow pain",
    avoid: /\b(skull ?crushers?|dips?|close[- ]grip bench|barbell curl)\b/i,
    instead: {},
  },
  hip_mobility: {
    label: "hip impingement",
    avoid: /\b(deep squat|cossack|pistol)\b/i,
    instead: { squat: ["goblet box squat", "high box squat", "spanish squat"] },
  },
  neck_pain: {
    label: "neck pain",
    avoid: /\b(behind[- ]the[- ]neck|handstand)\b/i,
    instead: {},
  },
  ankle_instability: {
    label: "ankle instability",
    avoid: /\b(jump(ing)?|bounds?|hops?|cutting)\b/i,
    instead: {},
  },
};

export function injuryLabel(name: string): string {
  return INJURY_SUBSTITUTIONS[name]?.label ?? name.replace(/_/g, " ");
}

/** Whether the name alone marks the exercise as one to leave out for this condition. */
export function avoidedByName(name: string, injury: string): boolean {
  return INJURY_SUBSTITUTIONS[injury]?.avoid.test(name) ?? false;
}
