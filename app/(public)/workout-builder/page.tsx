import type { Metadata } from "next";
import { WorkoutBuilder } from "@/components/workouts/builder/workout-builder";

export const metadata: Metadata = { title: "Workout Builder" };

export default function WorkoutBuilderPage() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <WorkoutBuilder />
    </main>
  );
}
