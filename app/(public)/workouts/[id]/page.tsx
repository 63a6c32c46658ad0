import type { Metadata } from "next";
import { WorkoutDetail } from "@/components/workouts/detail/workout-detail";

export const metadata: Metadata = { title: "Workout" };

export default async function WorkoutDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <main id="main">
      <WorkoutDetail id={id} />
    </main>
  );
}
