import { ButtonLink } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/states";

export function ExerciseNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Exercise Not Found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">The exercise you&apos;re looking for doesn&apos;t exist or has been removed.</p>
      <ButtonLink href="/exercises" className="mt-6">
        Back to Exercise Library
      </ButtonLink>
    </div>
  );
}

export function ExerciseDetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading exercise" data-testid="detail-skeleton">
      <div className="bg-gradient-to-br from-brand-700 to-brand-600 px-4 py-10">
        <div className="mx-auto max-w-6xl space-y-3">
          <Skeleton className="h-5 w-40 bg-white/20 dark:bg-white/20" />
          <Skeleton className="h-10 w-2/3 bg-white/20 dark:bg-white/20" />
          <Skeleton className="h-16 w-full bg-white/20 dark:bg-white/20" />
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <div className="mx-auto max-w-6xl space-y-4 px-4">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}
