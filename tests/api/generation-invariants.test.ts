/**
 * The session invariants of COACHING.md §3 and §5 over the REAL catalogue
 * (migrated PGlite): a grid of workout requests (level × goal × equipment ×
 * type × injuries × duration) must keep pull ≥ push, full-body patterns and
 * a quarter of the sets for the legs, no movement twice, quad work on a
 * knee-friendly lower day, the barbell basics for a beginner in a full gym,
 * and main lifts that do not move with the seed. Each rule's pass rate is
 * printed so a change can be measured against the one before.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "@/db";
import { loadCatalogue } from "@/lib/catalogue/load.server";
import { exerciseFeatures, type Catalogue, type ExerciseFeatures } from "@/lib/training/catalogue";
import { duplicateMovements, invariantFailures, isQuadWork, legShare, missingFullBodyPatterns, pushPullBalance, type SessionEntry } from "@/lib/training/session-invariants";
import { generateWorkout, type GeneratedWorkout } from "@/lib/training/workout-generator";
import type { WorkoutRequestInput } from "@/lib/training/workout-request";

let catalogue: Catalogue;

beforeAll(async () => {
  catalogue = await loadCatalogue(await getDatabase());
});

const TYPES = ["full_body", "upper_body", "lower_body", "push", "pull", "legs"] as const;
const LEVELS = ["beginner", "intermediate", "advanced"] as const;
const GOALS = ["strength", "hypertrophy", "endurance"] as const;
const INJURIES = [[], ["Knee Issues"], ["Lower Back Pain"], ["Shoulder Impingement"], ["Wrist Pain"]] as const;
const DURATIONS = [30, 45, 60, 75] as const;
const FULL_GYM = ["barbell", "dumbbells", "cables", "bands", "kettlebell", "machine", "other"];

/** Equipment by catalogue id, so "dumbbells" means the dumbbells and nothing else (the builder type brings benches). */
function equipmentSets(): Record<string, string[]> {
  const id = (name: string) => {
    const hit = catalogue.equipment.find((e) => e.name === name);
    if (!hit) throw new Error(`equipment ${name} missing`);
    return hit.id;
  };
  return {
    none: [],
    dumbbells: [id("dumbbells")],
    "dumbbells+bench": [id("dumbbells"), id("flat_bench"), id("adjustable_bench")],
    "full gym": FULL_GYM,
  };
}

interface Case {
  label: string;
  request: WorkoutRequestInput;
  equipment: string;
}

function grid(): Case[] {
  const sets = equipmentSets();
  const cases: Case[] = [];
  TYPES.forEach((type, t) =>
    Object.entries(sets).forEach(([equipment, kit], e) =>
      INJURIES.forEach((injuries, j) =>
        LEVELS.forEach((level, l) => {
          const goal = GOALS[(t + e + j + l) % GOALS.length];
          const duration = DURATIONS[(t + 2 * e + j + 3 * l) % DURATIONS.length];
          cases.push({
            label: `${level} ${goal} ${type} ${equipment} ${injuries.join("+") || "no injury"} ${duration} min`,
            equipment,
            request: {
              workoutType: type,
              targetDuration: duration,
              experienceLevel: level,
              availableEquipment: kit,
              primaryGoals: [goal],
              focusMuscles: [],
              injuries: [...injuries],
              seed: 1,
            },
          });
        }),
      ),
    ),
  );
  return cases;
}

const entries = (w: GeneratedWorkout): SessionEntry[] => w.items.map((i) => ({ features: i.features, sets: i.prescription.sets }));

/** The main lift of each pattern: the first exercise of that role in session order. */
function mainLifts(w: GeneratedWorkout): Map<string, string> {
  const out = new Map<string, string>();
  for (const i of w.items) {
    const f = i.features;
    if (!f.exercise.isCompound || f.role === "core" || f.role === "isolation" || f.role === "conditioning" || f.role === "mobility" || f.role === "carry") continue;
    if (!out.has(f.role)) out.set(f.role, f.exercise.name);
  }
  return out;
}

function firstOf(w: GeneratedWorkout, roles: readonly string[]): ExerciseFeatures | undefined {
  return w.items.find((i) => roles.includes(i.features.role) && i.features.exercise.isCompound)?.features;
}

const isBarbell = (f: ExerciseFeatures | undefined) => !!f && f.exercise.equipment.some((e) => e === "barbell" || e === "trap_bar");

class Rate {
  pass = 0;
  total = 0;
  failures: string[] = [];
  add(ok: boolean, label: string) {
    this.total += 1;
    if (ok) this.pass += 1;
    else if (this.failures.length < 8) this.failures.push(label);
  }
  text() {
    return this.total === 0 ? "n/a" : `${this.pass}/${this.total} (${((100 * this.pass) / this.total).toFixed(1)}%)`;
  }
}

describe("session invariants over the real catalogue", () => {
  it("holds on every request of the grid", () => {
    const rates = {
      generated: new Rate(),
      pushPull: new Rate(),
      fullBodyPatterns: new Rate(),
      legShare: new Rate(),
      noDuplicateMovement: new Rate(),
      kneeQuadWork: new Rate(),
      kneeNoStepDownLead: new Rate(),
      beginnerBarbellBasics: new Rate(),
      stableMainLifts: new Rate(),
      notesForRegressions: new Rate(),
    };
    const cases = grid();
    const refusals: string[] = [];
    const started = performance.now();
    let generations = 0;
    for (const [k, c] of cases.entries()) {
      const result = generateWorkout(catalogue, c.request);
      generations += 1;
      // A refusal is honest only when it says what is missing (bodyweight push with wrist pain cannot fill 75 minutes).
      rates.generated.add(result.ok || /cannot fill .* only about \d+ minutes/.test(result.message), `${c.label}: ${result.ok ? "" : result.message}`);
      if (!result.ok) refusals.push(c.label);
      if (!result.ok) continue;
      const w = result.workout;
      const e = entries(w);
      const type = c.request.workoutType;
      if (type === "upper_body" || type === "full_body") {
        const b = pushPullBalance(e);
        rates.pushPull.add(b.ok, `${c.label}: push ${b.push} pull ${b.pull}`);
      }
      if (type === "full_body") {
        const missing = missingFullBodyPatterns(e);
        rates.fullBodyPatterns.add(missing.length === 0, `${c.label}: missing ${missing.join(", ")}`);
        const share = legShare(e);
        rates.legShare.add(share >= 0.25, `${c.label}: legs ${(share * 100).toFixed(0)}%`);
      }
      const dup = duplicateMovements(e);
      rates.noDuplicateMovement.add(dup.length === 0, `${c.label}: ${dup.join(", ")}`);
      const knee = c.request.injuries.includes("Knee Issues");
      if (knee && (type === "lower_body" || type === "legs")) {
        rates.kneeQuadWork.add(e.some((x) => isQuadWork(x.features)), `${c.label}: ${w.items.map((i) => i.features.exercise.name).join(", ")}`);
        rates.kneeNoStepDownLead.add(!/step[- ]?down/i.test(w.items[0]?.features.exercise.name ?? ""), `${c.label}: leads with ${w.items[0]?.features.exercise.name}`);
      }
      // Session-level failures that survived must at least be named in the notes.
      const failures = invariantFailures(e, type);
      if (failures.length > 0) rates.notesForRegressions.add(w.notes.length > 0, `${c.label}: ${failures.join("; ")} without a note`);
      if (k % 3 === 0) {
        const base = mainLifts(w);
        for (const seed of [2, 3]) {
          const other = generateWorkout(catalogue, { ...c.request, seed });
          generations += 1;
          if (!other.ok) continue;
          const mains = mainLifts(other.workout);
          const moved = [...base].filter(([role, name]) => mains.has(role) && mains.get(role) !== name);
          rates.stableMainLifts.add(moved.length === 0, `${c.label} seed ${seed}: ${moved.map(([r, n]) => `${r} ${n} -> ${mains.get(r)}`).join("; ")}`);
        }
      }
    }
    // The barbell basics for a beginner in a full gym, on every squat, bench and hinge day and duration.
    for (const type of TYPES) {
      for (const duration of DURATIONS) {
        for (const goal of GOALS) {
          const label = `beginner ${goal} ${type} full gym ${duration} min`;
          const result = generateWorkout(catalogue, {
            workoutType: type,
            targetDuration: duration,
            experienceLevel: "beginner",
            availableEquipment: FULL_GYM,
            primaryGoals: [goal],
            focusMuscles: [],
            injuries: [],
            seed: 7,
          });
          generations += 1;
          if (!result.ok) {
            rates.beginnerBarbellBasics.add(false, `${label}: ${result.message}`);
            continue;
          }
          const w = result.workout;
          const checks: [string, ExerciseFeatures | undefined][] = [];
          if (type === "full_body" || type === "lower_body" || type === "legs") checks.push(["squat", firstOf(w, ["squat"])]);
          if (type === "lower_body" || type === "legs") checks.push(["hinge", firstOf(w, ["hinge"])]);
          if (type === "upper_body" || type === "push") checks.push(["bench", firstOf(w, ["horizontal_push"])]);
          for (const [what, f] of checks) rates.beginnerBarbellBasics.add(isBarbell(f), `${label}: ${what} main lift ${f?.exercise.name ?? "none"}`);
        }
      }
    }
    const ms = performance.now() - started;
    const lines = Object.entries(rates).map(([name, r]) => `${name.padEnd(22)} ${r.text()}${r.failures.length > 0 ? `\n    e.g. ${r.failures.slice(0, 4).join("\n    e.g. ")}` : ""}`);
    console.log(`\n${cases.length} grid requests, ${generations} generations in ${(ms / 1000).toFixed(1)} s (${(ms / generations).toFixed(1)} ms each); refused: ${refusals.join(", ") || "none"}\n${lines.join("\n")}`);
    expect(cases.length).toBeGreaterThanOrEqual(200);
    for (const [name, r] of Object.entries(rates)) expect(r.failures, name).toEqual([]);
  });

  it("measures the rules with the same classification the generator repairs against", () => {
    // A sanity anchor for the classifier over real names: curls and raises count as neither side.
    const byName = (name: string) => {
      const e = catalogue.exercises.find((x) => x.name === name);
      if (!e) throw new Error(`${name} missing`);
      return exerciseFeatures(e);
    };
    const session = (names: string[]) => names.map((n) => ({ features: byName(n), sets: 3 }));
    expect(invariantFailures(session(["Barbell Bench Press", "Dumbbell Bench Press", "Barbell Curl"]), "upper_body")[0]).toMatch(/push:pull 6:0/);
    expect(invariantFailures(session(["Barbell Bench Press", "Barbell Bent-Over Row", "Barbell Curl"]), "upper_body")).toEqual([]);
  });
});
