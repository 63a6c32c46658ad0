import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/states";
import { EXERCISE_DETAIL } from "@/lib/training/constants";
import { exerciseTempo } from "@/lib/training/exercise-detail";
import type { ExerciseRecord } from "@/lib/exercises/queries.client";
import { useRelatedExercises } from "@/lib/exercises/queries.client";
import { Panel, display, many, type Rec } from "./parts";

/** Setup guide: equipment, usage notes and the starting position. */
export function SetupGuide({ exercise, equipment, firstStep }: { exercise: ExerciseRecord; equipment: Rec[]; firstStep: string | undefined }) {
  return (
    <Panel id="setup" title="Setup Guide">
      <p className="text-sm font-semibold text-slate-800 dark:text-slate-100">Equipment</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {(equipment.length ? equipment.map(display) : [EXERCISE_DETAIL.relatedFallbackEquipment]).map((e) => (
          <li key={e}>
            <Badge>{e}</Badge>
          </li>
        ))}
      </ul>
      {exercise.usageInstructions && <p className="mt-3 text-slate-700 dark:text-slate-200">{exercise.usageInstructions}</p>}
      {firstStep && (
        <p className="mt-2 text-slate-700 dark:text-slate-200">
          <strong>Starting position:</strong> {firstStep}
        </p>
      )}
    </Panel>
  );
}

/** Movement tempo, shown only when the record sets both the eccentric and concentric phase. */
export function Tempo({ exercise }: { exercise: ExerciseRecord }) {
  if (!(exercise.tempoEccentric > 0 && exercise.tempoConcentric > 0)) return null;
  const tempo = exerciseTempo(exercise);
  return (
    <Panel id="tempo" title="Movement Tempo">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ["Eccentric", tempo.eccentric],
          ["Pause", tempo.isometric],
          ["Concentric", tempo.concentric],
          ["Total rep time", tempo.total],
        ].map(([k, v]) => (
          <div key={k} className="rounded-lg bg-slate-50 p-3 text-center dark:bg-slate-800">
            <p className="text-2xl font-bold text-slate-900 dark:text-white">{v}s</p>
            <p className="text-xs text-slate-600 dark:text-slate-300">{k}</p>
          </div>
        ))}
      </div>
    </Panel>
  );
}

/** The safety-notes banner (when the record has notes) and the safety panel with contraindications. */
export function Safety({ exercise, joints, contraindications, risk }: { exercise: ExerciseRecord; joints: Rec[]; contraindications: Rec[]; risk: string }) {
  return (
    <>
      {exercise.safetyNotes && (
        <div role="note" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100" data-testid="safety-banner">
          <p className="font-semibold">Safety notes</p>
          <p className="mt-1 text-sm">{exercise.safetyNotes}</p>
          <a href="#safety" className="mt-2 inline-block text-sm font-semibold underline">
            View Full Safety Guide
          </a>
        </div>
      )}

      <Panel id="safety" title="Safety and Precautions">
        <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-200">
          {exercise.requiresSpotter && <li>Use a spotter or safety arms for working sets.</li>}
          {joints.length > 0 && <li>Joints under load: {joints.map(display).join(", ")}.</li>}
          <li>
            Difficulty {exercise.difficultyLevel}/10: {risk.toLowerCase()}.
          </li>
        </ul>
        <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">Contraindications</h3>
        {contraindications.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="contraindications">
            {contraindications.map((c) => (
              <li key={c.id}>
                <Badge tone="warning">{display(c)}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">None recorded.</p>
        )}
      </Panel>
    </>
  );
}

/** Related exercises (same primary muscles), with their equipment and difficulty. */
export function RelatedExercises({ exercise, hasPrimary }: { exercise: ExerciseRecord | undefined; hasPrimary: boolean }) {
  const related = useRelatedExercises(exercise);
  return (
    <Panel id="related" title="Related Exercises">
      {related.isPending && hasPrimary ? (
        <Skeleton className="h-24" />
      ) : (related.data ?? []).length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {(related.data ?? []).map((r) => {
            const eq = many(r.expand?.equipmentRequired);
            return (
              <li key={r.id} data-testid="related">
                <Link href={`/exercises/${r.id}`} className="block h-full rounded-lg border border-slate-200 p-3 hover:border-brand-500 dark:border-slate-700">
                  <p className="font-semibold text-slate-900 dark:text-white">{r.name}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-300">
                    {eq.length ? eq.map(display).join(", ") : EXERCISE_DETAIL.relatedFallbackEquipment} · Difficulty {r.difficultyLevel}/10
                  </p>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">No related exercises.</p>
      )}
    </Panel>
  );
}
