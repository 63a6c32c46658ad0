import Link from "next/link";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import type { DraftExercise } from "@/lib/workouts/draft";
import { LevelBadge } from "../badges";

/** An exercise's linked name with its level and compound badges, as the editor rows and the preview show it; extra badges follow. */
export function ExerciseHeading({ exercise: e, number, children }: { exercise: DraftExercise; number: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h3 className="font-semibold text-slate-900 dark:text-white">
        {number}
        <Link href={`/exercises/${e.id}`} className="hover:underline">
          {e.name}
        </Link>
      </h3>
      <LevelBadge level={e.difficulty} short />
      {e.isCompound && <Badge tone="brand">Compound</Badge>}
      {children}
    </div>
  );
}
