/**
 * Program planning: direct work (COACHING.md §5, §6). Presses and rows train
 * the arms and hinges the hamstrings only partly; a week without a curl, a
 * triceps extension, a calf raise or a knee-flexion hamstring exercise
 * leaves those muscles under their landmarks. When a planned week has none,
 * one is added to the day that suits it, within the equipment, injuries and
 * level of the program, and the plan says so. A weak part gets it on two
 * days, so the balancer has somewhere to put the extra sets it aims for.
 */
import { isContraindicated, isEquipmentAvailable, type CatalogueIndex, type ExerciseFeatures } from "./catalogue";
import { hasLoadingKit, isImprovisedWork, isInjurySubstitute } from "./improvised-work";
import { prescribe } from "./prescription";
import type { ProgramSpec } from "./program-request";
import type { DayTemplate } from "./program-split";
import { groupOf } from "./program-volume";
import { deriveSeed, seededRandom } from "./random";
import type { PlannedItem } from "./workout-prescribing";

interface DirectNeed {
  group: string;
  label: string;
  days: readonly string[];
  /** Knee flexion, not a hinge: the catalogue still files some curls as hinges, so the name decides. */
  accept?: (f: ExerciseFeatures) => boolean;
  /** Only single-joint work counts, on split programs (no full-body day) with loading kit. */
  isolation?: boolean;
}

const KNEE_FLEXION = /curl|nordic|glute[- ]ham|ham(string)? raise/i;

const NEEDS: readonly DirectNeed[] = [
  { group: "hamstrings", label: "a knee-flexion hamstring exercise", days: ["lower_body", "legs", "full_body"], accept: (f) => KNEE_FLEXION.test(f.exercise.name) && !/deadlift/i.test(f.exercise.name) },
  { group: "calves", label: "calf work", days: ["lower_body", "legs", "full_body"], accept: (f) => !/tibialis|toe raise/i.test(f.exercise.name) },
  // Direct arm work is single-joint (COACHING.md §5): a chin-up or a close-grip press trains the arms but is
  // not it. Full-body weeks keep counting them (their days have no room for curls beside the legs' quarter), and
  // so do bodyweight and band plans, whose single-joint arm work is thin.
  { group: "biceps", label: "a biceps exercise", days: ["pull", "upper_body", "full_body"], isolation: true },
  { group: "triceps", label: "a triceps exercise", days: ["push", "upper_body", "full_body"], isolation: true },
];

const isPrimary = (f: ExerciseFeatures, group: string) => f.exercise.primaryMuscles.some((m) => groupOf(m) === group);

/** Goals where size of the arms, calves and hamstrings is part of the job; the others still get them as accessories. */
function directKind(spec: ProgramSpec): "hypertrophy" | "endurance" {
  return spec.primaryGoal === "endurance" ? "endurance" : "hypertrophy";
}

/** One exercise added for a need: the planner says it once per need, however many rotations add one. */
export interface DirectAddition {
  /** What was missing, as the note names it ("calf work"). */
  need: string;
  exercise: string;
  day: string;
  twice: boolean;
}

/**
 * Adds the missing direct work to a week of sessions (items per day, in
 * split order). Returns the new sessions, what was added, and a note for
 * each need nothing in the catalogue could meet.
 */
export function ensureDirectWork(
  index: CatalogueIndex,
  spec: ProgramSpec,
  templates: readonly DayTemplate[],
  sessions: PlannedItem[][],
  key: string,
): { sessions: PlannedItem[][]; notes: string[]; added: DirectAddition[] } {
  const out = sessions.map((s) => [...s]);
  const notes: string[] = [];
  const added: DirectAddition[] = [];
  const random = seededRandom(deriveSeed(spec.seed, "direct", key));
  const weakGroups = new Set(spec.weak.map(groupOf));
  // Size goals on split programs with loading kit: a curl and a pushdown exist for nearly every such kit.
  const split = !templates.some((t) => t.workoutType === "full_body") && directKind(spec) === "hypertrophy" && hasLoadingKit(spec.equipment);
  const accepts = (need: DirectNeed, f: ExerciseFeatures) => (need.accept?.(f) ?? true) && !(need.isolation && split && f.exercise.isCompound);
  const hasDirect = (items: readonly PlannedItem[], need: DirectNeed) => items.some((i) => i.prescription.rpe !== null && isPrimary(i.features, need.group) && accepts(need, i.features));
  // A towel, hold or band stand-in only where no loaded option fits the kit, or where an injury asks for it.
  const loadedKit = hasLoadingKit(spec.equipment);
  const standIn = (f: ExerciseFeatures) =>
    loadedKit && isImprovisedWork({ name: f.exercise.name, equipment: f.exercise.equipment, role: f.role, timed: f.isTimed }) && !isInjurySubstitute(f.exercise.name, spec.injuries);
  for (const need of NEEDS) {
    const dayIndexes = templates.map((t, k) => ({ t, k })).filter(({ t }) => need.days.includes(t.workoutType));
    // A weak part is trained directly twice a week where two days suit it (COACHING.md §6: each
    // muscle 2× a week, weak parts toward the top of the band); the others once.
    const wanted = weakGroups.has(need.group) ? Math.min(2, dayIndexes.length) : 1;
    const withDirect = () => out.filter((items) => hasDirect(items, need)).length;
    if (withDirect() >= wanted || dayIndexes.length === 0) continue;
    const candidates = index.features
      .filter(
        (f) =>
          isPrimary(f, need.group) &&
          accepts(need, f) &&
          !f.isMobility &&
          !f.isConditioning &&
          !f.isExplosive &&
          !f.isSteadyCardio &&
          f.exercise.difficulty <= spec.level.band.max &&
          isEquipmentAvailable(f.exercise, spec.equipment) &&
          !isContraindicated(f.exercise, spec.injuries),
      )
      // Loaded work before towel, hold and band stand-ins where the kit allows it (improvised-work.ts), then
      // isolation first, then the easiest to learn; a few equals are drawn by the seed.
      .sort(
        (a, b) =>
          Number(standIn(a)) - Number(standIn(b)) ||
          Number(a.exercise.isCompound) - Number(b.exercise.isCompound) ||
          a.exercise.difficulty - b.exercise.difficulty ||
          a.exercise.name.localeCompare(b.exercise.name),
      );
    if (candidates.length === 0) {
      notes.push(`No ${need.label} fits this equipment and these injuries, so ${need.group} get only indirect work from the compound lifts.`);
      continue;
    }
    const top = candidates.filter((c) => c.exercise.isCompound === candidates[0].exercise.isCompound && standIn(c) === standIn(candidates[0])).slice(0, 3);
    // The day with the fewest hard sets takes it.
    const load = (k: number) => out[k].reduce((s, i) => s + (i.prescription.rpe !== null ? i.prescription.sets : 0), 0);
    const open = dayIndexes.map(({ k }) => k).filter((k) => !hasDirect(out[k], need)).sort((a, b) => load(a) - load(b) || a - b);
    for (const day of open) {
      if (withDirect() >= wanted) break;
      // A second day gets a different exercise where there is one: two angles on a weak part.
      const used = new Set(out.flat().map((i) => i.features.exercise.id));
      const fresh = top.filter((c) => !used.has(c.exercise.id));
      const pool = fresh.length > 0 ? fresh : top;
      const pick = pool[Math.floor(random() * pool.length)];
      if (out[day].some((i) => i.features.exercise.id === pick.exercise.id)) continue;
      const prescription = prescribe(pick, { kind: directKind(spec), lead: false, experienceRank: spec.level.rank, fatigue: spec.fatigue });
      const item: PlannedItem = { features: pick, slot: "direct", prescription: { ...prescription, sets: Math.max(2, Math.min(3, prescription.sets)) } };
      const at = out[day].findIndex((i) => i.slot === "core" || i.slot === "finisher" || i.slot === "conditioning");
      if (at < 0) out[day].push(item);
      else out[day].splice(at, 0, item);
      added.push({ need: need.label, exercise: pick.exercise.name, day: templates[day].name, twice: wanted > 1 });
    }
  }
  return { sessions: out, notes, added };
}

/**
 * One note per need over all the program's rotations (issue 19 point 6): the first block's
 * exercise and day, then the ones later rotations swap in, instead of a sentence per block.
 */
export function directWorkNotes(added: readonly DirectAddition[]): string[] {
  const byNeed = new Map<string, DirectAddition[]>();
  for (const a of added) byNeed.set(a.need, [...(byNeed.get(a.need) ?? []), a]);
  return [...byNeed.values()].map((list) => {
    const [first, ...later] = [...new Set(list.map((a) => `${a.exercise} on ${a.day}`))];
    const how = list.some((a) => a.twice) ? "twice a week for a weak part" : "at least once a week";
    const rotated = later.length > 0 ? `; later blocks rotate in ${later.join(", ")}` : "";
    return `${list[0].need.charAt(0).toUpperCase()}${list[0].need.slice(1)} ${how}, which the compound lifts alone do not give: ${first}${rotated}.`;
  });
}
