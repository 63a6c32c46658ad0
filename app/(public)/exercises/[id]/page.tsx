import type { Metadata } from "next";
import { ExerciseDetail } from "@/components/exercises/detail/exercise-detail";

export const metadata: Metadata = { title: "Exercise" };

export default async function ExerciseDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <main id="main">
      <ExerciseDetail id={id} />
    </main>
  );
}
