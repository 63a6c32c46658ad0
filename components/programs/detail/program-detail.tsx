"use client";

import { useEffect, useMemo } from "react";
import { analyseProgram } from "@/lib/programs/program-analysis";
import { hasSchedule, shapeProgram } from "@/lib/programs/program-view";
import { Button, ButtonLink } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { isNotFound, useProgram } from "@/lib/programs/queries.client";
import { useAuth } from "@/lib/auth/auth.client";
import { loadsByItem } from "@/lib/programs/loads";
import { useProgramLoads } from "@/lib/programs/loads.client";
import { TrainingMaxPanel } from "./training-max-panel";
import { ProgramHero } from "./hero";
import { BalancePanel, QualityPanel, StrengthsPanel } from "./side-panels";
import { PlaceholderSchedule, WeekSchedule } from "./week-schedule";

export function ProgramDetail({ id }: { id: string }) {
  const query = useProgram(id);
  const program = useMemo(() => (query.data ? shapeProgram(query.data) : null), [query.data]);
  const analysis = useMemo(() => (program ? analyseProgram(program) : null), [program]);
  // The signed-in lifter's weights for the %TM items (issue 21 item 2); a visitor gets the entry test.
  const userId = useAuth().user?.id ?? "";
  const loads = useProgramLoads(id, userId);
  const byItem = useMemo(() => loadsByItem(loads.data), [loads.data]);
  const hasPercentTm = useMemo(() => program?.weeks.some((w) => w.days.some((d) => d.workout?.exercises.some((e) => typeof e.percentTm === "number"))) ?? false, [program]);
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
        <div className="min-w-0 space-y-6">
          {hasPercentTm && <TrainingMaxPanel programId={id} userId={userId} loads={loads} />}
          {hasSchedule(program) ? <WeekSchedule program={program} loads={{ signedIn: userId !== "", byItem }} /> : <PlaceholderSchedule />}
        </div>
        <div className="space-y-6">
          <QualityPanel analysis={analysis} />
          <StrengthsPanel analysis={analysis} />
          <BalancePanel analysis={analysis} />
        </div>
      </div>
    </main>
  );
}
