import type { Metadata } from "next";
import { GeneratorWizard } from "@/components/workouts/generator/generator-wizard";

export const metadata: Metadata = { title: "Workout Generator" };

export default function WorkoutGeneratorPage() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <header className="mb-8 text-center" data-print-hide>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">Workout Generator</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">Answer three quick questions and get a workout drawn from the exercise library.</p>
      </header>
      <GeneratorWizard />
    </main>
  );
}
