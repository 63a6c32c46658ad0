"use client";

import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/states";
import { demonstrationMedia, formatRecordDate } from "@/lib/exercises/detail";
import { EXERCISE_DETAIL } from "@/lib/training/constants";
import { experienceBarPercent, instructionSteps, mobilityBarPercent } from "@/lib/training/exercise-detail";
import { difficultyBadge, difficultyDetailLabel } from "@/lib/training/labels";
import { useExercise } from "@/lib/exercises/queries.client";
import { ExerciseBanner } from "./banner";
import { Carousel } from "./carousel";
import { Panel, StatCard, display, many, one } from "./parts";
import { ProgrammingTabs } from "./programming-tabs";
import { Instructions, Mistakes, MuscleActivation, Tips, Variations } from "./sections";
import { RelatedExercises, Safety, SetupGuide, Tempo } from "./sections-setup";
import { ExerciseDetailSkeleton, ExerciseNotFound } from "./states";
import { YourProgress } from "@/components/exercises/progress/your-progress";

export { ExerciseDetailSkeleton, ExerciseNotFound } from "./states";

/** The exercise detail page (spec 3 §2.5): every section in order, from the record. */
export function ExerciseDetail({ id }: { id: string }) {
  const query = useExercise(id);
  const exercise = query.data;

  if (query.isPending) return <ExerciseDetailSkeleton />;
  if (query.isError || !exercise) {
    const status = (query.error as { status?: number } | null)?.status;
    if (status === 404 || status === 400) return <ExerciseNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState title="Unable to load exercise" description="The exercise could not be loaded. Check your connection and try again." action={<Button onClick={() => void query.refetch()}>Try again</Button>} />
      </div>
    );
  }

  const x = exercise.expand ?? {};
  const category = one(x.category);
  const modality = one(x.modality);
  const experience = one(x.minExperienceLevel);
  const [primary, secondary, equipment, contraindications, mobilityReqs, joints, patterns] = [
    x.primaryMuscles,
    x.secondaryMuscles,
    x.equipmentRequired,
    x.contraindications,
    x.mobilityRequirements,
    x.joints,
    x.movementPattern,
  ].map(many);
  const hasMedia = demonstrationMedia(exercise, (name) => name).length > 0;
  const steps = instructionSteps(exercise.instructions);
  const detailLabel = difficultyDetailLabel(exercise.difficultyLevel);
  const updated = formatRecordDate(exercise.updated);

  return (
    <article data-testid="exercise-detail">
      <ExerciseBanner exercise={exercise} category={category} modality={modality} updated={updated} />

      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
        {/* 4: stat cards */}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="stat-cards">
          <StatCard title="Difficulty" value={`${exercise.difficultyLevel}/${EXERCISE_DETAIL.difficultyOutOf}`} note={`${detailLabel.label} · ${detailLabel.risk}`} percent={exercise.difficultyLevel * 10} />
          <StatCard title="Technical complexity" value={`${exercise.technicalComplexity}/${EXERCISE_DETAIL.technicalComplexityOutOf}`} note={difficultyBadge(exercise.technicalComplexity).label} percent={exercise.technicalComplexity * 10} />
          <StatCard title="Mobility" value={`${exercise.mobilityLevel}/${EXERCISE_DETAIL.mobilityOutOf}`} note={mobilityReqs.length ? mobilityReqs.map(display).join(", ") : "No special mobility needed"} percent={mobilityBarPercent(exercise.mobilityLevel)} />
          <StatCard title="Experience" value={experience ? display(experience) : "Any level"} note="Minimum experience level" percent={experienceBarPercent(exercise.minExperienceLevel)} />
        </div>

        <YourProgress exerciseId={exercise.id} />

        {/* Photos or video when the record has them; otherwise the figure drawn from the data below is the picture. */}
        {hasMedia && (
          <Panel id="demonstration" title="Demonstration">
            <Carousel exercise={exercise} />
          </Panel>
        )}

        <MuscleActivation primary={primary} secondary={secondary} patterns={patterns} equipment={equipment} />
        <Instructions steps={steps} />
        <Mistakes records={x.mistakes} />
        <Tips records={x.tips} />
        <Variations records={x.variations} exerciseId={exercise.id} />
        <SetupGuide exercise={exercise} equipment={equipment} firstStep={steps[0]} />
        <Tempo exercise={exercise} />
        <Safety exercise={exercise} joints={joints} contraindications={contraindications} risk={detailLabel.risk} />

        <Panel id="programming" title="Programming Parameters">
          <ProgrammingTabs exercise={exercise} />
        </Panel>

        <RelatedExercises exercise={exercise} hasPrimary={primary.length > 0} />
      </div>
    </article>
  );
}
