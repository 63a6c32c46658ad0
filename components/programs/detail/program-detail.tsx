"use client";

import { useEffect, useMemo } from "react";
import { analyseProgram } from "@/lib/programs/program-analysis";
import { hasSchedule, shapeProgram } from "@/lib/programs/program-view";
import { Button, ButtonLink } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { isNotFound, useProgram } from "@/lib/programs/queries.client";
import { ProgramHero } from "./hero";
import { BalancePanel, QualityPanel, StrengthsPanel } from "./side-panels";
import { PlaceholderSchedule, WeekSchedule } from "./week-schedule";

export function ProgramDetail({ id }: { id: string }) {
  const query = useProgram(id);
  const program = useMemo(() => (query.data ? shapeProgram(query.data) : null), [query.data]);
  const analysis = useMemo(() => (program ? analyseProgram(program) : null), [program]);
  useEffect(() => {
    // Spec 3 §5: invalid week data is logged as a warning and replaced by an empty week.
    for (const w of program?.warnings ?? []) console.warn(w);
  }, [program]);

  if (query.isPending) {
    return (
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <LoadingState text="Loading program..." />
      </main>
    );
  }
  if (query.isError) {
    const missing = isNotFound(query.error);
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-16">
        {missing ? (
          <EmptyState
            title="Program Not Found"
            description="The program you're looking for doesn't exist, was removed, or is private."
            action={<ButtonLink href="/programs">Back to Programs</ButtonLink>}
          />
        ) : (
          <ErrorState title="Unable to load this program" description={query.error.message} action={<Button onClick={() => query.refetch()}>Try again</Button>} />
        )}
      </main>
    );
  }
  if (!program || !analysis) {
    return (
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <LoadingState text="Loading Program Data..." />
      </main>
    );
  }
  return (
    <main id="main">
      <ProgramHero program={program} analysis={analysis} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <div className="min-w-0 space-y-6">{hasSchedule(program) ? <WeekSchedule program={program} /> : <PlaceholderSchedule />}</div>
        <div className="space-y-6">
          <QualityPanel analysis={analysis} />
          <StrengthsPanel analysis={analysis} />
          <BalancePanel analysis={analysis} />
        </div>
      </div>
    </main>
  );
}
