import "server-only";
/**
 * The landing page's two engine demos, computed by the app's own code on this
 * instance's catalogue (issue 20 item 2): the alternatives the live session
 * offers when the barbell is taken, and the same lower-body workout generated
 * without and with lower back pain. Every name shown is a real exercise and
 * the swap is what the generator really does, not a hand-written sample.
 */
import { getDatabase } from "@/db";
import { loadCatalogue } from "@/lib/catalogue/load.server";
import { logger } from "@/lib/log";
import { findAlternatives } from "@/lib/training/alternatives";
import type { Catalogue } from "@/lib/training/catalogue";
import { lookupDisplayName } from "@/lib/training/labels";
import { generateWorkout } from "@/lib/training/workout-generator";
import type { LandingDemos } from "./demos";

export type { LandingDemos };

const BENCH = "Barbell Bench Press";
const INJURY = "lower_back_pain";
/** A fixed seed: the page shows the same plan on every visit until the catalogue changes. */
const SEED = 20_261_127;

/**
 * The demos depend only on the catalogue (fixed inputs, fixed seed), and loadCatalogue hands out
 * one object per catalogue version: computed once per version, not on every visit of the busiest page.
 */
const computed = new WeakMap<Catalogue, LandingDemos>();

export async function landingDemos(): Promise<LandingDemos> {
  try {
    const catalogue = await loadCatalogue(await getDatabase());
    const known = computed.get(catalogue);
    if (known) return known;
    const demos = demosFor(catalogue);
    computed.set(catalogue, demos);
    return demos;
  } catch (error) {
    logger.warn("landing demos unavailable", { error: String(error) });
    return { alternatives: null, injury: null };
  }
}

function demosFor(catalogue: Catalogue): LandingDemos {
  const fullGym = catalogue.equipment.map((e) => e.name);
  const bench = catalogue.exercises.find((e) => e.name === BENCH);
  const alternatives = bench ? findAlternatives(catalogue, { exerciseId: bench.id, unavailableEquipment: ["barbell"], availableEquipment: fullGym, injuries: [] }) : null;

  const request = { workoutType: "lower_body", experienceLevel: "intermediate", availableEquipment: fullGym, targetDuration: 45, primaryGoals: [], focusMuscles: [], seed: SEED };
  const plain = generateWorkout(catalogue, { ...request, injuries: [] });
  const careful = generateWorkout(catalogue, { ...request, injuries: [INJURY] });
  const label = catalogue.contraindications.find((c) => c.name === INJURY)?.injuryLabel ?? "Lower back pain";

  return {
    alternatives:
      alternatives?.ok && alternatives.alternatives.length > 0
        ? {
            for: BENCH,
            busy: "barbell",
            items: alternatives.alternatives.slice(0, 3).map((a) => ({
              name: a.name,
              difficulty: a.difficultyLevel,
              muscles: a.primaryMuscles.map(lookupDisplayName).join(", "),
              reason: a.reason,
            })),
          }
        : null,
    injury:
      plain.ok && careful.ok
        ? { injury: label, without: plain.workout.items.map((i) => i.features.exercise.name), with: careful.workout.items.map((i) => i.features.exercise.name) }
        : null,
  };
}
