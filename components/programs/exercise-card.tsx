import Link from "next/link";
import type { ViewExercise } from "@/lib/programs/program-view";
import { lookupDisplayName } from "@/lib/training/labels";

function formatRest(seconds: number): string {
  // Whole minutes read as minutes; anything else stays in seconds so the tile never wraps.
  return seconds >= 60 && seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
}

/** One exercise of a generated workout: sets, reps, rest, RPE, tempo, target muscles, notes. */
export function ExerciseCard({ exercise, index }: { exercise: ViewExercise; index: number }) {
  const facts: [string, string][] = [
    ["Sets", String(exercise.sets)],
    ["Reps", exercise.reps],
    ["Rest", formatRest(exercise.restSeconds)],
    ["RPE", exercise.rpe === null ? "-" : String(exercise.rpe)],
    ["Tempo", exercise.tempo],
  ];
  const muscles = [...exercise.primaryMuscles, ...exercise.secondaryMuscles.filter((m) => !exercise.primaryMuscles.includes(m))];
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <p className="font-semibold text-slate-900 dark:text-white">
        <span className="mr-2 text-slate-500 dark:text-slate-400">{index + 1}.</span>
        {exercise.id ? (
          <Link href={`/exercises/${exercise.id}`} className="hover:text-brand-700 hover:underline dark:hover:text-brand-100">
            {exercise.name}
          </Link>
        ) : (
          exercise.name
        )}
      </p>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm sm:grid-cols-5">
        {facts.map(([k, v]) => (
          <div key={k} className="rounded bg-slate-50 px-2 py-1 dark:bg-slate-800">
            <dt className="text-xs text-slate-600 dark:text-slate-300">{k}</dt>
            <dd className="font-semibold text-slate-900 dark:text-white">{v}</dd>
          </div>
        ))}
      </dl>
      {muscles.length > 0 && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-200">
          <span className="font-semibold">Target muscles:</span> {muscles.map(lookupDisplayName).join(", ")}
        </p>
      )}
      {exercise.notes && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{exercise.notes}</p>}
    </li>
  );
}
